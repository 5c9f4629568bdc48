import { Bounce, ToastContainer } from 'react-toastify/unstyled';
import { useTheme } from '../../lib/theme.ts';

export const SHELL_TOAST_AUTO_CLOSE_MS = 4000;

/** The shell's toast area: top-right, 4 s, no progress bar, close on click, site theme. */
export function Toasts() {
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
