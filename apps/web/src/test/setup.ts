import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor wait for a state, not for a time: their default of one second is what a
// quiet machine needs to load a lazy dialog, and a busy one can take several. A passing test
// never waits this out.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.body.className = '';
});
