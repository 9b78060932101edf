import { connectFrameHost, type ConnectToShellOptions } from './frame-host.ts';
import type { ModuleHost } from './index.ts';

/**
 * @trellis/module-sdk/frame: a framed module's start (docs/modules.md, section 9). Plain JavaScript: nothing of React
 * or MUI is imported here, so a module without them bundles neither.
 */

export { HOST_API_VERSION } from './index.ts';
export type { ConnectToShellOptions } from './frame-host.ts';

function ShellProvidersNeedReact(): never {
  throw new Error(
    'host.ShellProviders needs React: a React module imports connectToShell from @trellis/module-sdk/frame-react.',
  );
}

/**
 * Waits for the shell that frames this page (one of `shellOrigins`) to connect, and resolves with the same `host` an
 * in-page module gets, built from what the shell sends over the bridge; rejects after 10 s without the shell.
 */
export function connectToShell(options: ConnectToShellOptions): Promise<ModuleHost> {
  return connectFrameHost(options, () => ShellProvidersNeedReact);
}
