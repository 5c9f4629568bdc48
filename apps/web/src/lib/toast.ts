import type { ToastContent, ToastOptions } from 'react-toastify/unstyled';

/**
 * The app's `toast`: the same calls as react-toastify's (`toast.success(text, options)` …), without
 * react-toastify in the entry chunk (decision 0015). The library and the shell's toast area load on
 * the first toast or once the browser is idle, whichever comes first; a toast raised before the
 * area has mounted waits in react-toastify's own queue and shows when it does.
 */
type Kind = 'success' | 'info' | 'warning' | 'error';

let wanted = false;
const waiting = new Set<() => void>();

function wantToastArea() {
  if (wanted) return;
  wanted = true;
  for (const listener of waiting) listener();
  waiting.clear();
}

/**
 * Calls `listener` once the toast area should mount: at the first toast, or when the browser is
 * idle after the first paint. Returns the cleanup (for an effect).
 */
export function whenToastAreaWanted(listener: () => void): () => void {
  if (wanted) {
    listener();
    return () => {};
  }
  waiting.add(listener);
  const idle = onIdle(wantToastArea);
  return () => {
    waiting.delete(listener);
    idle();
  };
}

function onIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 2000);
  return () => window.clearTimeout(handle);
}

function show(kind: Kind, content: ToastContent, options?: ToastOptions) {
  wantToastArea();
  void import('react-toastify/unstyled').then((library) => library.toast[kind](content, options));
}

export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
  info: (content: ToastContent, options?: ToastOptions) => show('info', content, options),
  warning: (content: ToastContent, options?: ToastOptions) => show('warning', content, options),
  error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
};
