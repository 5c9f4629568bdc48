// The first of the boot's steps (see boot.ts): React's API and DOM renderer, evaluated on their own
// (Preact's compat layer in the build, decision 0021).
export { createRoot, hydrateRoot } from 'react-dom/client';
