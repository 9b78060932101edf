import { createHash } from 'node:crypto';

import type { Db } from '../../src/db/database.ts';

/** Rows inserted, updated or deleted on this connection since it opened: any write at all moves it. */
export const writesSoFar = (db: Db): number =>
  (db.prepare('SELECT total_changes() AS changes').get() as { changes: number }).changes;

/** A digest of every row of every table, per table: what "nothing was written" is checked against. */
export function tablesSnapshot(db: Db): Record<string, string> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => {
      const digest = createHash('sha256');
      for (const row of db.prepare(`SELECT * FROM "${name}"`).raw().iterate()) {
        digest.update(
          JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('hex') : value)),
        );
      }
      return [name, digest.digest('hex')];
    }),
  );
}
