import type { FastifyInstance } from 'fastify';

import type { Db } from '../../src/db/database.ts';
import { problem } from '../../src/http/problem.ts';
import { findUser, signIn, type UserWanted } from './signed-in-user.ts';

export type StateParams = Record<string, unknown>;
export type StateValues = Record<string, string>;

export interface StateTools {
  app: FastifyInstance;
  db: Db;
}

/** Brings the server into one named situation and answers the values the pacts inject (`fromProviderState`). */
export type StateHandler = (params: StateParams, tools: StateTools) => Promise<StateValues>;

export const wantedOf = (params: StateParams): UserWanted => ({
  granted: Array.isArray(params.granted) ? params.granted.map(String) : [],
  denied: Array.isArray(params.denied) ? params.denied.map(String) : [],
});

export const signedIn = ({ app, db }: StateTools, params: StateParams) => signIn(app, findUser(db, wantedOf(params)));

export function firstRow<T>(db: Db, sql: string, ...args: unknown[]): T {
  const row = db.prepare(sql).get(...args) as T | undefined;
  if (!row) throw problem(409, 'The reference data this provider state needs is missing.');
  return row;
}
