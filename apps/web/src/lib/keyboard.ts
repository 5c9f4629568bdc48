/** True when the keyboard focus is in a text field, select or editable element. */
export function isEditableTarget(element: Element | null): boolean {
  if (!element || !(element instanceof HTMLElement)) return false;
  const tag = element.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return (
    element.isContentEditable ||
    element.closest('[contenteditable=""], [contenteditable="true"]') !== null
  );
}

/** The `/` shortcut: slash with no Ctrl, Meta or Alt held, focus not in an editable element. */
export function isSearchShortcut(event: KeyboardEvent, active: Element | null): boolean {
  if (event.key !== '/') return false;
  // Shift is allowed: on some keyboard layouts '/' itself needs it.
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.defaultPrevented || event.isComposing) return false;
  return !isEditableTarget(active);
}
