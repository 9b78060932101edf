import { connectMessageSchema, READY_MESSAGE_TYPE } from './bridge-protocol.ts';

/** What the shell's `trellis:connect` hands over: the frame's end of the bridge, and who sent it. */
export interface ShellConnection {
  port: MessagePort;
  moduleId: string;
  shellOrigin: string;
}

/**
 * Calls `onConnect` with the shell's `trellis:connect` (docs/modules.md, section 9, "The handshake"): a message of the
 * protocol, from the parent window, from one of `shellOrigins`, carrying exactly one port. Every other window message
 * is ignored, and all of them once the connect came. Once listening, it tells the parent it is ready, addressed to
 * each of `shellOrigins` (a parent of another origin gets nothing). Returns the function that stops listening.
 */
export function listenForShell(
  window: Window,
  shellOrigins: readonly string[],
  onConnect: (connection: ShellConnection) => void,
): () => void {
  const listen = (event: MessageEvent) => {
    if (event.source !== window.parent || !shellOrigins.includes(event.origin)) return;
    const [port, ...others] = event.ports;
    const connect = connectMessageSchema.safeParse(event.data);
    if (!connect.success || !port || others.length) return;
    stop();
    onConnect({ port, moduleId: connect.data.moduleId, shellOrigin: event.origin });
  };
  const stop = () => window.removeEventListener('message', listen);
  window.addEventListener('message', listen);
  for (const origin of shellOrigins) window.parent.postMessage({ type: READY_MESSAGE_TYPE }, origin);
  return stop;
}
