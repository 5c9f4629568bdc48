import { CalendarPlus } from 'lucide-react';
import { iconPillClass } from '../save-toggles.tsx';

/** The name a card's add-to-trip button is announced by: it says which card it belongs to. */
export function addToTripLabel(name: string): string {
  return `Add ${name} to a trip`;
}

/**
 * A card's "Add to trip" corner button, beside its Bookmark pill and in its look (issue 31).
 * Presentational: entities/saved binds `onClick` to the shell's add-to-trip dialog.
 */
export function AddToTripPill({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={addToTripLabel(name)}
      title="Add to trip"
      onClick={onClick}
      className={iconPillClass}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
    </button>
  );
}
