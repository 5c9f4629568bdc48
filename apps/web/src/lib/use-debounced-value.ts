import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`, and null until it first has: the first value
 * waits like every later one.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T | null {
  const [settled, setSettled] = useState<T | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
