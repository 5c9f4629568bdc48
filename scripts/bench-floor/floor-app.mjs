// The floor's one component (see serve-floor.mjs): a heading, a line and a button, so that
// hydrating it attaches an event handler and state, as the smallest real React page would.
import { createElement as h, useState } from 'react';

export function FloorApp() {
  const [taps, setTaps] = useState(0);
  return h(
    'main',
    null,
    h('h1', null, 'The floor'),
    h('p', null, 'react-dom hydrating one component: what any React page costs at least.'),
    h('button', { type: 'button', onClick: () => setTaps(taps + 1) }, `Tapped ${taps} times`),
  );
}
