import { Bounce, ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useTheme } from '../lib/theme.ts';

export const SHELL_TOAST_AUTO_CLOSE_MS = 4000;

/**
 * Top-right, but below the sticky header (its height and bottom border), so a toast never covers
 * the header's buttons (issue 34). Inline, it also beats the library's phone rule (top: 0).
 */
const BELOW_HEADER = {
  top: 'calc(var(--spacing-header) + 1px + 0.5rem + env(safe-area-inset-top))',
} as const;

/**
 * The shell's toast area: top-right, 4 s, no progress bar, close on click, site theme. Loaded on
 * demand (lib/toast.ts), with its stylesheet, so neither is part of the first paint.
 */
export function ToastArea() {
  const theme = useTheme();
  return (
    <ToastContainer
      position="top-right"
      autoClose={SHELL_TOAST_AUTO_CLOSE_MS}
      hideProgressBar
      closeOnClick
      transition={Bounce}
      theme={theme}
      style={BELOW_HEADER}
    />
  );
}
