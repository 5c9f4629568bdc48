// The first of the boot's steps (see boot.ts): React and its DOM renderer, evaluated on their own.
export { createRoot, hydrateRoot } from 'react-dom/client';
