import { useState } from 'react';

/**
 * A form's working copy of a saved value: edited freely, and replaced by the saved value when that
 * changes (`key` says when: a save's answer, or another device's). Unlike remounting the form by
 * key, the fields stay mounted, so the keyboard's focus stays where it was.
 */
export function useDraft<T>(saved: T, key: string): [T, (next: T) => void] {
  const [state, setState] = useState({ key, draft: saved });
  const current = state.key === key ? state : { key, draft: saved };
  // Adjusting state while rendering: React renders again at once, before anything is shown.
  if (current !== state) setState(current);
  return [current.draft, (draft) => setState({ key, draft })];
}
