import { createEffect, createEvent } from 'effector';

import { DEFAULT_LANDING, type StoredAuth, takeReturnUrl } from '@/entities/session';
import { navigateFx } from '@/shared/lib/navigation';

import type { LinkContext } from '../lib/link-context';

/** When the link's context is applied: as the app starts with a session, or once a signed-out user has signed in. */
export type Moment = 'start-up' | 'sign-in';

export interface LinkEntry {
  link: LinkContext;
  auth: StoredAuth;
  moment: Moment;
}

/** The link named a tenant that could not be entered, or values that name none: the user stays where they are. */
export const linkContextRefused = createEvent();

/** A link with a context to enter, now that the code that enters its tenant (link-tenant.ts) has loaded. */
export const linkToFollow = createEvent<LinkEntry>();

/** After sign-in: /landing after a tenant switch (section 4), else the page the user wanted. */
export const leaveSignInFx = createEffect((switchedTenant: boolean) => {
  const returnUrl = takeReturnUrl();
  navigateFx({ to: switchedTenant ? DEFAULT_LANDING : returnUrl, replace: true });
});
