import { readFileSync, statSync } from 'node:fs';

import semver from 'semver';
import { z } from 'zod';

import { foreignOriginOf, type ModulePolicySources } from '../http/content-security-policy.ts';

/** One manifest entry as `/config.json` passes it on; the shell validates each one in full (docs/modules.md). */
export type ModuleEntry = Record<string, unknown>;

/** The manifest: its entries, and whether a developer may point one at a local build (docs/modules.md). */
export interface ModuleManifest {
  entries: ModuleEntry[];
  allowOverrides: boolean;
}

const BUILTIN_ENTRY = /^builtin:[a-z][a-z0-9-]*$/;
const httpAddress = z.string().refine((address) => /^https?:\/\//.test(address) && foreignOriginOf(address) !== null);

/**
 * What the server itself reads of an entry: its id, and the addresses the Content-Security-Policy admits (`entry`,
 * `connect`, `images`). An entry whose addresses are not http(s) URLs is left out, as the shell leaves it out.
 */
const entrySchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/),
    entry: z.union([httpAddress, z.string().regex(BUILTIN_ENTRY)]),
    connect: z.array(httpAddress).optional(),
    images: z.array(httpAddress).optional(),
    /** `frame`: the entry is a page the shell frames (docs/modules.md, section 9); absent or `none`: in page. */
    isolation: z.enum(['none', 'frame']).optional(),
    /** The host API range the module was built for (docs/modules.md, "Versions"): a semver range, or the entry is out. */
    requires: z
      .object({
        host: z
          .string()
          .refine((range) => semver.validRange(range) !== null)
          .optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

/** `modules` of config.json and the TRELLIS_MODULES file: an array of entries, or `{ entries, allowOverrides }`. */
const manifestSchema = z.union([
  z.array(z.unknown()).transform((entries) => ({ entries, allowOverrides: false })),
  z.object({ entries: z.array(z.unknown()).default([]), allowOverrides: z.boolean().default(false) }),
]);

/** The valid entries and the override setting of a `modules` value; each entry left out is said. */
export function readManifest(value: unknown, log: (message: string) => void): ModuleManifest {
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) {
    log('The module manifest is neither an array of entries nor { "entries": [...], "allowOverrides": ... }.');
    return { entries: [], allowOverrides: false };
  }
  const entries = parsed.data.entries.flatMap((entry) => {
    const valid = entrySchema.safeParse(entry);
    if (valid.success) return [valid.data];
    log(`A module manifest entry is not valid and is left out: ${JSON.stringify(entry)}`);
    return [];
  });
  return { entries, allowOverrides: parsed.data.allowOverrides };
}

function readFile(file: string | URL, log: (message: string) => void): ModuleManifest {
  try {
    return readManifest(JSON.parse(readFileSync(file, 'utf8')), (message) => log(`${String(file)}: ${message}`));
  } catch (error) {
    log(`The module manifest ${String(file)} cannot be read: ${(error as Error).message}`);
    return { entries: [], allowOverrides: false };
  }
}

/**
 * The modules the operator adds to the shell: the entries of the JSON file named by TRELLIS_MODULES. The shell lists
 * its built-in stand-ins itself (src/shared/config/business-modules.ts). The file (and its `allowOverrides`) is read
 * again when it changes, so that an operator adds or removes a module with no restart and no rebuild; an entry whose
 * id is already taken is left out.
 */
export function moduleManifest(
  file: string | null = process.env.TRELLIS_MODULES ?? null,
  log: (message: string) => void = (message) => process.stderr.write(`${message}\n`),
): () => ModuleManifest {
  // Read again when the file changes only: the CSP of every answer asks for the origins.
  let read: { version: string; manifest: ModuleManifest } = {
    version: 'unread',
    manifest: { entries: [], allowOverrides: false },
  };
  return () => {
    const stat = file ? statSync(file, { throwIfNoEntry: false }) : undefined;
    const version = stat ? `${stat.mtimeMs}:${stat.size}` : 'none';
    if (version === read.version) return read.manifest;
    const configured = file && stat ? readFile(file, log) : { entries: [], allowOverrides: false };
    const { entries } = configured;
    read = {
      version,
      manifest: {
        entries: entries.filter((entry, index) => entries.findIndex((other) => other.id === entry.id) === index),
        allowOverrides: configured.allowOverrides,
      },
    };
    return read.manifest;
  };
}

const addressesOf = (entries: readonly ModuleEntry[], field: 'connect' | 'images') =>
  entries.flatMap((entry) => (Array.isArray(entry[field]) ? (entry[field] as string[]) : []));

/** What the manifest adds to the Content-Security-Policy (server/src/http/content-security-policy.ts). */
const isFramed = (entry: ModuleEntry) => entry.isolation === 'frame';
const entryAddresses = (entries: readonly ModuleEntry[]) =>
  entries.flatMap((entry) => (typeof entry.entry === 'string' ? [entry.entry] : []));

/**
 * What the manifest adds to the Content-Security-Policy (server/src/http/content-security-policy.ts). A framed
 * module's origin is admitted as a frame and nowhere else: its `connect` and `images` are its own page's business.
 */
export function modulePolicySources(manifest: ModuleManifest): ModulePolicySources {
  const inPage = manifest.entries.filter((entry) => !isFramed(entry));
  return {
    entries: entryAddresses(inPage),
    framed: entryAddresses(manifest.entries.filter(isFramed)),
    connect: addressesOf(inPage, 'connect'),
    images: addressesOf(inPage, 'images'),
    allowOverrides: manifest.allowOverrides,
  };
}

/** `modules` of config.json: the entries, as the object form only when it says more than they do. */
export const configuredModules = (manifest: ModuleManifest) =>
  manifest.allowOverrides ? { entries: manifest.entries, allowOverrides: true } : manifest.entries;
