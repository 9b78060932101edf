import { connectToShell } from '@trellis/module-sdk/frame-react';

import { mount } from './entry';

/**
 * The module's page in the isolated mode (docs/modules.md, section 9): the same `mount`, given the host the bridge
 * builds. The shells that may frame it are the deployment's to say, in `shell-origins.json` beside this page.
 */
async function start() {
  const response = await fetch(new URL('shell-origins.json', document.baseURI), { cache: 'no-store' });
  const shellOrigins = (await response.json()) as string[];
  const host = await connectToShell({ shellOrigins, requires: '^1.1.0' });
  await mount(document.getElementById('module') as HTMLElement, host);
}

void start();
