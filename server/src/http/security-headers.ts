import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

import type { Db } from '../db/database.ts';
import { contentSecurityPolicy, type ModulePolicySources, SELF_FRAMED_PATHS } from './content-security-policy.ts';

export interface SecurityHeaderOptions {
  db: Db;
  oidcAuthority: string | null;
  analyticsScriptUrl: string;
  /** config.json's API base URL, telemetry endpoint and token origins (on another origin, the policy admits them). */
  apiAddresses?: readonly (string | null)[];
  /** What the hosted modules' manifest adds, read per answer, and the import map's hash (server/src/modules). */
  modules?: () => ModulePolicySources;
  inlineScriptHashes?: readonly string[];
  /** Where browsers report policy violations (the test harness collects them there in test mode); none if null. */
  violationReportUri: string | null;
}

const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * The OIDC sign-in popup must stay tied to the page that opened it (its opener sees it close, it answers the opener):
 * the app's pages allow their own popups, and the popup's callback page, which the provider sends the popup back to,
 * keeps no policy of its own, or the browser would cut the popup off from its opener on the way back.
 */
const OPENER_POLICY = 'same-origin-allow-popups';
export const POPUP_CALLBACK_PATH = '/popup-callback.html';

function webToLeadAddresses(db: Db): () => string[] {
  const query = db.prepare("SELECT DISTINCT value FROM content_attributes WHERE key = 'SalesforceWebToLeadUrl'");
  return () => {
    try {
      return (query.all() as { value: string }[]).map((row) => row.value);
    } catch {
      // A database that stopped answering leaves the policy without them; /readyz tells, no page answer breaks.
      return [];
    }
  };
}

/**
 * The browser security headers of every response, pages and API alike (helmet): the Content-Security-Policy,
 * framing refused (frame-ancestors 'none' and X-Frame-Options DENY), nosniff, a referrer policy, and helmet's
 * cross-origin isolation headers. HSTS and upgrade-insecure-requests are left to the TLS terminator in front.
 */
async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  // The policy is read per answer (the manifest and the web-to-lead settings change at run time): set below.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: OPENER_POLICY },
    referrerPolicy: { policy: REFERRER_POLICY },
    strictTransportSecurity: false,
  });
  const webToLead = webToLeadAddresses(options.db);
  // The OIDC silent refresh is framed by the app itself; X-Frame-Options must agree with its frame-ancestors 'self'.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const policy = contentSecurityPolicy(
      {
        oidcAuthority: options.oidcAuthority,
        analyticsScriptUrl: options.analyticsScriptUrl,
        apiAddresses: options.apiAddresses,
        webToLeadAddresses: webToLead(),
        modules: options.modules?.(),
        inlineScriptHashes: options.inlineScriptHashes,
      },
      path,
      options.violationReportUri,
    );
    reply.raw.setHeader('Content-Security-Policy', policy);
    if (SELF_FRAMED_PATHS.has(path)) reply.raw.setHeader('X-Frame-Options', 'SAMEORIGIN');
    if (path === POPUP_CALLBACK_PATH) reply.raw.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
  });
}

/** Not encapsulated: its hooks set the headers of every route of the server. */
export const securityHeaders = fastifyPlugin(registerSecurityHeaders, { name: 'trellis-security-headers' });
