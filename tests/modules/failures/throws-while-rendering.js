// Renders with the shell's React (the import map), then a render fails: React hands it to host.reportError.
import { createElement, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Breaks() {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(true), []);
  if (broken) throw new Error('This module breaks while it renders.');
  return createElement('p', null, 'About to break');
}

export function mount(container, host) {
  const root = createRoot(container, { onUncaughtError: (error) => host.reportError(error) });
  root.render(createElement(Breaks));
  return () => root.unmount();
}
