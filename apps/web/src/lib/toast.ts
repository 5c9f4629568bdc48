import type { ToastContent, ToastOptions } from 'react-toastify/unstyled';

/**
 * The app's `toast`: the same calls as react-toastify's (`toast.success(text, options)` …), without
 * react-toastify in the entry chunk (decision 0015). The library and the shell's toast area load at
 * the visitor's first input (every toast but a failed background call follows one) or at the first
 * toast, whichever comes first, so a page that is only looked at never downloads them. A toast
 * raised before the area has mounted waits in react-toastify's own queue and shows when it does.
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
 * Calls `listener` once the toast area should mount: at the visitor's first input, or at the first
 * toast. Returns the cleanup (for an effect).
 */
export function whenToastAreaWanted(listener: () => void): () => void {
  if (wanted) {
    listener();
    return () => {};
  }
  waiting.add(listener);
  const input = onFirstInput(wantToastArea);
  return () => {
    waiting.delete(listener);
    input();
  };
}

const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

function onFirstInput(callback: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INPUT_EVENTS) window.removeEventListener(type, handle, options);
  };
  function handle() {
    stop();
    callback();
  }
  for (const type of INPUT_EVENTS) window.addEventListener(type, handle, options);
  return stop;
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
