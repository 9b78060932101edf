/**
 * The claims of section 3 that every access token carries: the platform's own tokens and, verified, an OpenID
 * provider's alike.
 */
export interface SessionClaims {
  sid: string;
  guid: string;
  tenantGuid: string;
  email: string;
  orgGroupGuid: string;
  /** The session's organisation; absent from tokens of an external OpenID provider. */
  organizationId?: string | null;
  root: boolean;
  languageId: string;
  virtualRole: string | null;
  role: string;
  ptl: string | null;
  exp: number;
}
