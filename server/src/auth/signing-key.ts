import { randomUUID } from 'node:crypto';

import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

import type { Db } from '../db/database.ts';

export const SIGNING_ALGORITHM = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/** One key per database: tokens stay valid across restarts of the same server. */
export async function loadSigningKey(db: Db): Promise<SigningKey> {
  const row = db.prepare('SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at LIMIT 1').get() as
    { kid: string; private_jwk: string; public_jwk: string } | undefined;
  if (row) {
    const publicJwk = JSON.parse(row.public_jwk) as JWK;
    return {
      kid: row.kid,
      privateKey: (await importJWK(JSON.parse(row.private_jwk) as JWK, SIGNING_ALGORITHM)) as CryptoKey,
      publicKey: (await importJWK(publicJwk, SIGNING_ALGORITHM)) as CryptoKey,
      publicJwk,
    };
  }
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
  db.prepare('INSERT INTO signing_keys (kid, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?)').run(
    kid,
    JSON.stringify(await exportJWK(privateKey)),
    JSON.stringify(publicJwk),
    new Date().toISOString(),
  );
  return { kid, privateKey, publicKey, publicJwk };
}
