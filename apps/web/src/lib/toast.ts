/** Use this `toast` (the same react-toastify build as the shell's ToastContainer). */
export { toast } from 'react-toastify/unstyled';
