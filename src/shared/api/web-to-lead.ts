import type { ApiSchemas } from './generated';

export type WebToLead = ApiSchemas['crmWebToLead']['WebToLead'];

/**
 * The CRM's web-to-lead form: a plain form POST to the address from content settings, never with the token.
 * A CRM on another origin answers opaquely (no CORS), so only a same-origin answer can report a failure.
 */
export async function postWebToLead(address: string, lead: WebToLead): Promise<void> {
  const fields = Object.entries(lead).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const target = new URL(address, globalThis.location?.href ?? address);
  const sameOrigin = globalThis.location !== undefined && target.origin === globalThis.location.origin;
  const response = await fetch(target, {
    method: 'POST',
    body: new URLSearchParams(fields),
    credentials: 'omit',
    mode: sameOrigin || globalThis.location === undefined ? 'cors' : 'no-cors',
  });
  if (response.type !== 'opaque' && !response.ok) throw new Error(`The lead was refused (${response.status}).`);
}
