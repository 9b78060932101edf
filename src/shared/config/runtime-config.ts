import { z } from 'zod/mini';

import { takeAnswer } from '@/shared/lib/early-answers';
import { giveUpAfter } from '@/shared/lib/timer';

import { appUrl } from './app-base';
import { readModulesSetting } from './module-manifest';

/** Gainsight PX's own address; a deployment may point elsewhere (the reference server serves a stand-in). */
export const DEFAULT_ANALYTICS_SCRIPT_URL = 'https://web-sdk.aptrinsic.com/api/aptrinsic.js';

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Empty (the app's own origin), a path on it (`/backend`), or an absolute http(s) URL. */
const apiBaseUrl = z
  .string()
  .check(
    z.refine(
      (value) => value === '' || (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value),
      'must be empty, a path starting with / or an absolute http(s) URL',
    ),
  );

/**
 * `config.json` beside `index.html`: everything that differs between environments (docs/deploying.md lists every
 * key). One schema for the deploy and the module host. Each key is read on its own: an invalid `api` or `oidc` stops
 * the shell (it would talk to the wrong place, or sign in another way than the operator chose); any other invalid key
 * falls back to its default. Both are reported on the console, and a fatal one on the screen.
 */
const KEYS = {
  api: z._default(
    z.object({
      /** Empty: the API is on the app's own origin. Otherwise a path on it or an absolute URL. */
      baseUrl: z._default(apiBaseUrl, ''),
      /** Further origins that may receive the bearer token, besides the app's and the base URL's. */
      tokenOrigins: z._default(z.array(z.url({ protocol: /^https?$/ })), []),
    }),
    { baseUrl: '', tokenOrigins: [] },
  ),
  oidc: z._default(
    z.nullable(
      z.object({
        authority: z.url(),
        clientId: z.string().check(z.minLength(1)),
        scope: z.string().check(z.minLength(1)),
        /** Section 5: the identity provider's addresses must use HTTPS unless the deployment says otherwise. */
        requireHttps: z._default(z.boolean(), true),
        /** Absolute addresses registered with the provider; by default beside `index.html`. */
        redirectUri: z.optional(z.url()),
        silentRedirectUri: z.optional(z.url()),
        popupRedirectUri: z.optional(z.url()),
        postLogoutRedirectUri: z.optional(z.url()),
      }),
    ),
    null,
  ),
  /** Where the analytics tag is loaded from; null when it is not known, and then no tag loads. */
  analytics: z._default(z.nullable(z.object({ scriptUrl: z.string().check(z.minLength(1)) })), {
    scriptUrl: DEFAULT_ANALYTICS_SCRIPT_URL,
  }),
  /** Where error reports and web-vitals are sent (`navigator.sendBeacon`); null: nowhere. */
  telemetry: z._default(z.nullable(z.object({ endpoint: z.string().check(z.minLength(1)) })), null),
  /** Addresses the shell links to; a link nothing provides is not shown. */
  links: z._default(
    z.object({
      privacyNotice: z.optional(z.url()),
      community: z.optional(z.url()),
      connectedAppOrigin: z.optional(z.url()),
    }),
    {},
  ),
  /**
   * The business modules the shell hosts (docs/modules.md): an array of entries, or `{ entries, allowOverrides }`;
   * a bad entry is left out, not the whole file.
   */
  modules: z._default(z.pipe(z.unknown(), z.transform(readModulesSetting)), { entries: [], allowOverrides: false }),
};

const runtimeConfigSchema = z.object(KEYS);

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
type Key = keyof RuntimeConfig;

/** Stops the shell when invalid (see KEYS). */
export const FATAL_CONFIG_KEYS: readonly Key[] = ['api', 'oidc'];

export interface ConfigProblem {
  /** `api.baseUrl`, or `(file)` when the file itself is not a JSON object. */
  where: string;
  message: string;
  fatal: boolean;
}

export interface ReadRuntimeConfig {
  config: RuntimeConfig;
  problems: ConfigProblem[];
}

const DEFAULTS: RuntimeConfig = runtimeConfigSchema.parse({});

const isObject = (json: unknown): json is Record<string, unknown> =>
  typeof json === 'object' && json !== null && !Array.isArray(json);

/** Every key read on its own: an invalid one takes its default and is named in `problems`. */
export function readRuntimeConfig(json: unknown): ReadRuntimeConfig {
  if (!isObject(json)) {
    return { config: DEFAULTS, problems: [{ where: '(file)', message: 'is not a JSON object', fatal: false }] };
  }
  const given = json;
  const config: Record<string, unknown> = { ...DEFAULTS };
  const problems: ConfigProblem[] = [];
  for (const key of Object.keys(KEYS) as Key[]) {
    const result = KEYS[key].safeParse(given[key]);
    if (result.success) config[key] = result.data;
    else
      problems.push(
        ...result.error.issues.map((issue) => ({
          where: [key, ...issue.path.map(String)].join('.'),
          message: issue.message,
          fatal: FATAL_CONFIG_KEYS.includes(key),
        })),
      );
  }
  return { config: config as RuntimeConfig, problems };
}

/**
 * Not reached (offline, or the request cut short as the page is left): the deployment may have moved the analytics tag
 * (a proxy of its own), so no tag loads from the default address on a guess.
 */
const UNREACHED: ReadRuntimeConfig = { config: { ...DEFAULTS, analytics: null }, problems: [] };

let read: Promise<ReadRuntimeConfig> | null = null;

/**
 * The API's requests wait for config.json: a request that hangs is given up after the shell's request limit (the
 * identity library's 20 s, shared/api's REQUEST_TIMEOUT_MS), and the defaults hold as when it is not reached.
 */
const CONFIG_TIMEOUT_MS = 20_000;

const NOT_JSON = Symbol('not JSON');
/** Not reached, cut short, or given up: the network's doing, not a mistake in config.json to name on the console. */
const QUIET_FAILURES = ['TypeError', 'AbortError', 'TimeoutError'];

/** Named once on the console per page, so that whoever opens the developer tools sees what to fix. */
function reportProblems(result: ReadRuntimeConfig): ReadRuntimeConfig {
  for (const problem of result.problems) {
    const log = problem.fatal ? console.error : console.warn;
    log(`config.json: ${problem.where} ${problem.message}${problem.fatal ? '' : ' (its default is used)'}`);
  }
  return result;
}

/**
 * `config.json` beside `index.html`: what the deployment decides at run time, and what is wrong with it. Absent, the
 * defaults hold (OIDC off, as section 7 says it is by default); not reached, OIDC is off and the analytics address
 * unknown. Read once per page, but asked again after it was not reached.
 */
export function fetchRuntimeConfigProblems(): Promise<ReadRuntimeConfig> {
  read ??= giveUpAfter(CONFIG_TIMEOUT_MS, async (signal) => {
    const request = new Request(appUrl('config.json'), { headers: { Accept: 'application/json' }, signal });
    // Asked for by the page's first script already, as the entry downloaded (src/app/entry/early-reads.ts).
    const response = await (takeAnswer(request) ?? fetch(request));
    if (!response.ok) {
      // An error page's body is let go, so that it does not hold the connection.
      await response.body?.cancel();
      return { config: DEFAULTS, problems: [] };
    }
    const json: unknown = await response.json().catch(() => NOT_JSON);
    // Not a JSON object at all (a proxy's error page, an answer cut short): as if it had not been reached.
    if (!isObject(json)) throw new Error('config.json is not a JSON object: the defaults are used.');
    return reportProblems(readRuntimeConfig(json));
  }).catch((error: unknown) => {
    if (error instanceof Error && !QUIET_FAILURES.includes(error.name)) console.error(error.message);
    read = null;
    return UNREACHED;
  });
  return read;
}

/** The deployment's settings (see fetchRuntimeConfigProblems). */
export const fetchRuntimeConfig = async (): Promise<RuntimeConfig> => (await fetchRuntimeConfigProblems()).config;
