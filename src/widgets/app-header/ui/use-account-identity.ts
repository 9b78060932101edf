import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';

import { globalStateQuery } from '@/entities/global-state';
import { $accessClaims, $sessionOwner } from '@/entities/session';

import { type AccountIdentity, accountIdentityOf } from '../lib/account-identity';

/** The signed-in user as the account menu shows them; null when nobody is signed in. */
export function useAccountIdentity(): AccountIdentity | null {
  const claims = useUnit($accessClaims);
  const owner = useUnit($sessionOwner);
  const { data: state } = useQuery(globalStateQuery(owner));
  return claims ? accountIdentityOf(state?.user, claims.email) : null;
}
