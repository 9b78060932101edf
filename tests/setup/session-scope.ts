import { fork, type Scope } from 'effector';

import { $auth, type StoredAuth } from '@/entities/session';

export { signedInAuth } from './stored-session';

/** Effects paired with the fakes that answer for them, as `fork` takes them. */
type Handlers = NonNullable<NonNullable<Parameters<typeof fork>[1]>['handlers']>;

/** A scope in which `auth` is the session (null: signed out) and the effects of `handlers` reach fakes. */
export const sessionScope = (auth: StoredAuth | null, handlers: Handlers = []): Scope =>
  fork({ values: [[$auth, auth]], handlers });
