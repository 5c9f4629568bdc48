import { Bounce, ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useTheme } from '../lib/theme.ts';

export const SHELL_TOAST_AUTO_CLOSE_MS = 4000;

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
    />
  );
}
