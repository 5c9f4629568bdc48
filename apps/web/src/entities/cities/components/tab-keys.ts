/**
 * Keyboard rule of the Basics tabs (WAI-ARIA tabs pattern): arrows move with wrap-around, Home and
 * End jump to the ends. Null for any other key, so the caller leaves the event alone.
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
