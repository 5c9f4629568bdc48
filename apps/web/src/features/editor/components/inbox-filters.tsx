import {
  INBOX_KINDS,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type InboxKind,
  type InboxStatus,
} from '@sendero/contract';
import { useId } from 'react';
import { useCities } from '../../../entities/cities/api/get-cities.ts';
import { KIND_PLURALS } from '../utils/kind-labels.ts';
import type { InboxUrlState } from '../utils/inbox-url.ts';

export type InboxFilterChange = Partial<Pick<InboxUrlState, 'status' | 'kind' | 'cityId'>>;

/** The inbox's filters: each choice applies at once (and goes into the URL). */
export function InboxFilters({
  state,
  onChange,
}: {
  state: InboxUrlState;
  onChange: (change: InboxFilterChange) => void;
}) {
  const id = useId();
  const cities = useCities();
  return (
    <form
      aria-label="Filter the inbox"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-2xl border border-cream-200 bg-white p-4 sm:grid-cols-3 dark:border-slate-700 dark:bg-slate-900"
    >
      <div>
        <label htmlFor={`${id}-status`} className="field-label">
          State
        </label>
        <select
          id={`${id}-status`}
          className="field-input"
          value={state.status ?? ''}
          onChange={(event) =>
            onChange({ status: (event.target.value || null) as InboxStatus | null })
          }
        >
          <option value="">All states</option>
          {INBOX_STATUSES.map((status) => (
            <option key={status} value={status}>
              {INBOX_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-kind`} className="field-label">
          Kind
        </label>
        <select
          id={`${id}-kind`}
          className="field-input"
          value={state.kind ?? ''}
          onChange={(event) => onChange({ kind: (event.target.value || null) as InboxKind | null })}
        >
          <option value="">All kinds</option>
          {INBOX_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_PLURALS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-city`} className="field-label">
          City
        </label>
        <select
          id={`${id}-city`}
          className="field-input"
          value={state.cityId ?? ''}
          onChange={(event) =>
            onChange({ cityId: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">All cities</option>
          {/* A city chosen by the URL stays shown while the cities load. */}
          {!cities.data && state.cityId !== null && (
            <option value={state.cityId}>City {state.cityId}</option>
          )}
          {(cities.data ?? []).map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
