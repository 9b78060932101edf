import type { ModuleContext, SessionEndingReason } from '@trellis/module-sdk';
import {
  BRIDGE_LIMITS,
  type BridgedContext,
  type FrameMessage,
  frameMessageSchema,
  type ShellMessage,
  type ThemeTokens,
} from '@trellis/module-sdk/bridge';

import { carryOutFramedFetch, type FramedFetchRefusal } from './framed-fetch';
import { unmetHostRequirement } from './host-requirement';
import type { ModuleContextStore } from './module-context-store';
import type { HostServices } from './run-module';

/** Something a framed module did that the shell refused: reported once per kind and detail for each visit. */
export class FramedModuleRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FramedModuleRefusal';
  }
}

export interface BridgeOptions {
  moduleId: string;
  /** The entry's `api` prefixes: the only platform paths `host.fetch` reaches. */
  api: readonly string[];
  port: MessagePort;
  context: ModuleContextStore;
  services: Omit<HostServices, 'ShellProviders' | 'sharedLibraries'>;
  /** The module's texts in a language (its namespace of the shell's i18next). */
  textsOf: (language: string) => Record<string, string>;
  themeTokens: () => ThemeTokens;
  /** Heard when the frame's texts or theme may have changed: the bridge sends them again. */
  onStylesOrTexts: (send: () => void) => () => void;
  onConnected: () => void;
  onFailed: (error: Error) => void;
  onRefused: (refusal: FramedModuleRefusal) => void;
  onActivity: () => void;
  onHeight: (pixels: number) => void;
  onFocusLeaving: (edge: 'first' | 'last') => void;
}

/** The context as the contract lists it, field by field: what else a context object carries never crosses. */
const bridgedContext = (context: ModuleContext, services: BridgeOptions['services']): BridgedContext => ({
  apiVersion: services.apiVersion,
  basePath: services.basePath,
  user: context.user,
  tenant: context.tenant,
  organizationGroup: context.organizationGroup,
  organization: context.organization,
  role: context.role,
  permissions: [...context.permissions],
  formats: context.formats,
  language: context.language,
  direction: context.direction,
  theme: context.theme,
  location: context.location,
});

/** Counts a frame's messages per second: beyond the limit they are dropped until the next second. */
function messageBudget(now: () => number = Date.now) {
  let second = 0;
  let count = 0;
  return () => {
    const current = Math.floor(now() / 1000);
    if (current !== second) [second, count] = [current, 0];
    count += 1;
    return count <= BRIDGE_LIMITS.messagesPerSecond;
  };
}

/**
 * The shell's end of a framed module's bridge (docs/modules.md, section 9): after the frame's `hello`, sends the
 * context, texts and theme and follows their changes; carries out what the frame asks, each message validated, within
 * the message budget. `stop` closes the port and ends every hold the module had on the shell.
 */
export function openBridge(options: BridgeOptions): { stop: () => void } {
  const { port, services, context } = options;
  const holds = new Set<() => void>();
  const refusedOnce = new Set<string>();
  const pendingEndings = new Map<number, () => void>();
  const withinBudget = messageBudget();
  let connected = false;
  let nextEndingId = 0;
  let stopSessionEnding: (() => void) | null = null;

  const send = (message: ShellMessage, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  const refuse = (kind: string, detail: string) => {
    if (refusedOnce.has(`${kind} ${detail}`)) return;
    refusedOnce.add(`${kind} ${detail}`);
    options.onRefused(new FramedModuleRefusal(`The module "${options.moduleId}" was refused: ${kind}: ${detail}`));
  };
  const sendTextsAndTheme = () => {
    const { language } = context.get();
    send({ type: 'texts', language, texts: options.textsOf(language) });
    send({ type: 'theme', tokens: options.themeTokens() });
  };

  const sessionEnding = (reason: SessionEndingReason) =>
    new Promise<void>((resolve) => {
      const id = (nextEndingId += 1);
      pendingEndings.set(id, resolve);
      send({ type: 'session-ending', id, reason });
    });

  const connect = (requires: string | null) => {
    if (connected) return;
    const refusal = unmetHostRequirement({ requires: requires === null ? undefined : { host: requires } });
    if (refusal) return options.onFailed(refusal);
    connected = true;
    send({ type: 'context', context: bridgedContext(context.get(), services), change: null });
    sendTextsAndTheme();
    holds.add(
      context.subscribe((next, change) => {
        send({ type: 'context', context: bridgedContext(next, services), change });
        if (change === 'language') sendTextsAndTheme();
      }),
    );
    holds.add(options.onStylesOrTexts(sendTextsAndTheme));
    options.onConnected();
  };

  const handle = (message: FrameMessage) => {
    if (message.type === 'hello') return connect(message.requires);
    if (!connected) return;
    switch (message.type) {
      case 'navigate':
        return services.navigate(message.path, { replace: message.replace });
      case 'set-title':
        return services.setTitle(message.text);
      case 'set-unsaved':
        return services.setUnsaved(message.unsaved);
      case 'toast':
        return services.toast({ message: message.message, severity: message.severity });
      case 'report-error':
        return options.onFailed(
          Object.assign(new Error(message.message), { name: message.name, stack: message.stack }),
        );
      case 'fetch':
        return void carryOutFramedFetch(message, options.api, services.fetch, (refusal: FramedFetchRefusal) =>
          refuse(`fetch ${refusal.status}`, refusal.path),
        ).then((answer) => send(answer, answer.type === 'fetch-result' && answer.body ? [answer.body] : []));
      case 'session-ending-handlers':
        stopSessionEnding?.();
        stopSessionEnding = message.registered ? services.onSessionEnding(sessionEnding) : null;
        return;
      case 'session-ending-done':
        pendingEndings.get(message.id)?.();
        pendingEndings.delete(message.id);
        return;
      case 'activity':
        return options.onActivity();
      case 'height':
        return options.onHeight(Math.ceil(message.pixels));
      case 'focus-leaving':
        return options.onFocusLeaving(message.edge);
    }
  };

  port.onmessage = (event: MessageEvent) => {
    if (!withinBudget()) return refuse('flood', `more than ${BRIDGE_LIMITS.messagesPerSecond} messages a second`);
    const parsed = frameMessageSchema.safeParse(event.data);
    if (!parsed.success) return refuse('message', 'a message that is not of the protocol');
    handle(parsed.data);
  };
  port.onmessageerror = () => refuse('message', 'a message that could not be read');

  return {
    stop() {
      holds.forEach((stop) => stop());
      holds.clear();
      stopSessionEnding?.();
      stopSessionEnding = null;
      pendingEndings.forEach((resolve) => resolve());
      pendingEndings.clear();
      port.onmessage = null;
      port.close();
    },
  };
}
