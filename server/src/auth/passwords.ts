import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

import { createConcurrencyLimit } from './concurrency-limit.ts';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which also serves file reads: a burst of sign-ins
 * holding every thread stalled the static files of the sign-in page for everyone. Two threads stay free.
 */
export const MAX_CONCURRENT_HASHES = 2;
const withHashingSlot = createConcurrencyLimit(MAX_CONCURRENT_HASHES);

/**
 * Checked against when an account has no password hash (an unknown e-mail, a single sign-on user), so that every
 * attempt costs one scrypt of the same parameters and the time of the answer does not tell which accounts exist.
 * The hash of a random secret nobody kept.
 */
const DUMMY_HASH =
  'scrypt$cZYt9v7pW7sMCcL8Sgsbqg$OxZtDBqef6keaeNKUCY1Ka-VRw4v8IPcmB0hNrHOFhG59YOHHYzd-GkINxQ5sQtSb6WOQL6wXcxwNfpQAWSrQw';

interface ParsedHash {
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string | null): ParsedHash | null {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  return { salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/** `scrypt$<salt>$<hash>`, both base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await withHashingSlot(() => scryptAsync(password, salt, KEY_LENGTH));
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export interface VerifyOptions {
  /**
   * Called when the attempt's turn to hash comes, after it may have waited behind others; throwing refuses the
   * attempt there (a throttle counted the failures of the attempts ahead of it).
   */
  admit?: () => void;
}

/** Whether the password matches the stored hash; a missing or unreadable hash costs the same and never matches. */
export async function verifyPassword(
  password: string,
  stored: string | null,
  options: VerifyOptions = {},
): Promise<boolean> {
  const real = parseHash(stored);
  const { salt, hash } = real ?? (parseHash(DUMMY_HASH) as ParsedHash);
  const actual = await withHashingSlot(async () => {
    options.admit?.();
    return scryptAsync(password, salt, hash.length);
  });
  return timingSafeEqual(actual, hash) && real !== null;
}
