/**
 * Runs `task` while holding a lock shared by every tab of this site (Web Locks API), so tabs take
 * turns. Where `navigator.locks` is missing (old browsers, some embedded views) the task runs at
 * once: callers must still be correct without the lock, only less polite.
 */
export async function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (typeof locks?.request !== 'function') return task();
  return await locks.request(name, task);
}
