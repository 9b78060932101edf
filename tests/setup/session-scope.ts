import { fork, type Scope } from 'effector';

import { $auth, type StoredAuth } from '@/entities/session';

import { fakeAccessToken } from './fake-jwt';

/** Effects paired with the fakes that answer for them, as `fork` takes them. */
type Handlers = NonNullable<NonNullable<Parameters<typeof fork>[1]>['handlers']>;

/** The session of user u1 in tenant t1 as the session model holds it (`$auth`); `auth` adds or overrides. */
export const signedInAuth = (auth: Partial<StoredAuth> = {}): StoredAuth => ({
  tenantGuid: 't1',
  orgGroupGuid: 'g1',
  access_token: fakeAccessToken(),
  refresh_token: 'r',
  ...auth,
});

/** A scope in which `auth` is the session (null: signed out) and the effects of `handlers` reach fakes. */
export const sessionScope = (auth: StoredAuth | null, handlers: Handlers = []): Scope =>
  fork({ values: [[$auth, auth]], handlers });
