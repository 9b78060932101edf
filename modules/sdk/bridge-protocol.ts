import { z } from 'zod/mini';

/**
 * The bridge between the shell and a framed module (docs/modules.md, section 9): the messages each end may send on the
 * MessageChannel the handshake hands over, as zod schemas. Each end validates every message it receives against them
 * and drops one that fails. Values only: no function, DOM node or token ever crosses.
 */

/**
 * The frame's one window message, to the parent for each shell origin it trusts, once it listens: the shell answers
 * it with `trellis:connect` (the frame's code may start long after its page's `load`, so the shell waits to be asked).
 */
export const READY_MESSAGE_TYPE = 'trellis:ready';

/** The shell's one window message of the handshake, to the frame, carrying the port. */
export const CONNECT_MESSAGE_TYPE = 'trellis:connect';

/** The bridge's limits (docs/modules.md, "Limits"). */
export const BRIDGE_LIMITS = {
  /** Messages a frame may send in one second; beyond, they are dropped until the next. */
  messagesPerSecond: 100,
  /** The largest message, and the largest `fetch` body, in bytes. */
  maxMessageBytes: 1024 * 1024,
  /** How long `connectToShell()` waits for its first context. */
  handshakeTimeoutMs: 10_000,
  /** At most one activity notice in this time while the user works in the frame. */
  activityNoticeMs: 5_000,
} as const;

/** What a framed module's `host.fetch` may use, and the response headers it gets back. */
export const FRAMED_FETCH = {
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  requestHeaders: ['accept', 'content-type', 'if-match', 'if-none-match'],
  responseHeaders: [
    'content-type',
    'content-length',
    'content-language',
    'etag',
    'last-modified',
    'cache-control',
    'retry-after',
  ],
} as const;

/** The longest texts the frame sends; the SDK cuts a longer title, toast or error report to fit. */
export const FRAME_TEXT_LIMITS = {
  title: 500,
  toastMessage: 2_000,
  errorName: 200,
  errorMessage: 2_000,
  errorStack: 20_000,
} as const;

const text = (max: number) => z.string().check(z.maxLength(max));
const namedRef = z.nullable(z.object({ id: text(200), name: z.nullable(text(500)) }));
const headerList = z.array(z.tuple([text(100), text(8_000)])).check(z.maxLength(50));
const bytes = z.instanceof(ArrayBuffer);

export const contextChangeSchema = z.enum(['language', 'theme', 'context', 'permissions', 'formats', 'location']);

/** The context as data (ModuleContext, with the host's version and the module's base path). */
export const bridgedContextSchema = z.object({
  apiVersion: text(50),
  basePath: text(500),
  user: z.object({ email: text(320), name: z.nullable(text(500)) }),
  tenant: z.object({ guid: text(200), name: z.nullable(text(500)) }),
  organizationGroup: namedRef,
  organization: namedRef,
  role: namedRef,
  permissions: z.array(text(200)).check(z.maxLength(5_000)),
  formats: z.object({ date: text(100), time: z.nullable(text(100)) }),
  language: text(35),
  direction: z.enum(['ltr', 'rtl']),
  theme: z.enum(['light', 'dark']),
  location: z.object({ pathname: text(2_000), search: text(2_000), hash: text(2_000) }),
});

/** The data from which the frame builds the shell's MUI theme: the tenant's colours, type, shape and spacing. */
export const themeTokensSchema = z.object({
  mode: z.enum(['light', 'dark']),
  direction: z.enum(['ltr', 'rtl']),
  palette: z.object({
    primary: z.object({ main: text(100) }),
    secondary: z.object({ main: text(100) }),
    background: z.object({ default: text(100), paper: text(100) }),
  }),
  typography: z.object({
    fontFamily: text(1_000),
    fontSize: z.number(),
    button: z.object({ textTransform: text(20), fontWeight: z.union([z.number(), text(10)]) }),
  }),
  shape: z.object({ borderRadius: z.number() }),
  spacing: z.number(),
});

export type BridgedContext = z.infer<typeof bridgedContextSchema>;
export type ThemeTokens = z.infer<typeof themeTokensSchema>;

export const connectMessageSchema = z.object({
  type: z.literal(CONNECT_MESSAGE_TYPE),
  hostApiVersion: text(50),
  moduleId: text(64),
});

/** From the shell to the frame, on the port. */
export const shellMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('context'), context: bridgedContextSchema, change: z.nullable(contextChangeSchema) }),
  z.object({ type: z.literal('texts'), language: text(35), texts: z.record(text(500), text(20_000)) }),
  z.object({ type: z.literal('theme'), tokens: themeTokensSchema }),
  z.object({
    type: z.literal('fetch-result'),
    id: z.number(),
    status: z.number(),
    statusText: text(500),
    headers: headerList,
    body: z.nullable(bytes),
  }),
  z.object({ type: z.literal('fetch-failed'), id: z.number(), message: text(2_000) }),
  z.object({
    type: z.literal('session-ending'),
    id: z.number(),
    reason: z.enum(['logout', 'idle', 'switch', 'other-tab']),
  }),
  z.object({ type: z.literal('focus'), edge: z.enum(['first', 'last']) }),
]);

/** From the frame to the shell, on the port. */
export const frameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), requires: z.nullable(text(256)) }),
  z.object({ type: z.literal('navigate'), path: text(2_000), replace: z.boolean() }),
  z.object({ type: z.literal('set-title'), text: z.nullable(text(FRAME_TEXT_LIMITS.title)) }),
  z.object({ type: z.literal('set-unsaved'), unsaved: z.boolean() }),
  z.object({
    type: z.literal('toast'),
    message: text(FRAME_TEXT_LIMITS.toastMessage),
    severity: z.enum(['success', 'info', 'warning', 'error']),
  }),
  z.object({
    type: z.literal('report-error'),
    name: text(FRAME_TEXT_LIMITS.errorName),
    message: text(FRAME_TEXT_LIMITS.errorMessage),
    stack: text(FRAME_TEXT_LIMITS.errorStack),
  }),
  z.object({
    type: z.literal('fetch'),
    id: z.number(),
    method: text(10),
    path: text(4_000),
    headers: headerList,
    body: z.nullable(bytes),
  }),
  z.object({ type: z.literal('session-ending-handlers'), registered: z.boolean() }),
  z.object({ type: z.literal('session-ending-done'), id: z.number() }),
  z.object({ type: z.literal('activity') }),
  z.object({ type: z.literal('height'), pixels: z.number().check(z.nonnegative()) }),
  z.object({ type: z.literal('focus-leaving'), edge: z.enum(['first', 'last']) }),
]);

export type ShellMessage = z.infer<typeof shellMessageSchema>;
export type FrameMessage = z.infer<typeof frameMessageSchema>;
