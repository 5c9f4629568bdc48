// The second of the boot's steps (see boot.ts): the router and the data cache.
export { createBrowserRouter } from 'react-router';
export { QueryClient } from '@tanstack/react-query';
