import { Search } from 'lucide-react';
import { useId } from 'react';

interface ListSearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search box that narrows the list below it as the visitor types. */
export function ListSearchField({ label, placeholder, value, onChange }: ListSearchFieldProps) {
  const id = useId();
  return (
    <div className="w-full sm:max-w-sm">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="field-input pl-9"
          autoComplete="off"
        />
      </div>
    </div>
  );
}
