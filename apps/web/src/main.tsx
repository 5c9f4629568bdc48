import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyThemeClass, readTheme } from './lib/theme.ts';
import './index.css';

// theme-init.js normally set the class already; this covers a page where it did not run.
applyThemeClass(readTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
