import { randomBytes } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';

const CODE_LIFETIME_S = 60;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** The SSO user of an e-mail whose domain has SAML enabled, or null. */
function ssoUserOf(db: Db, email: string): { guid: string; email: string } | null {
  const domain = email.split('@').pop() ?? '';
  const enabled = db.prepare('SELECT 1 FROM saml_domains WHERE domain = ? AND is_enabled = 1').get(domain);
  if (!enabled) return null;
  return (
    (db.prepare('SELECT guid, email FROM users WHERE email = ?').get(email) as
      { guid: string; email: string } | undefined) ?? null
  );
}

/** Redeems a one-time code: once, before it expires. */
export function redeemSsoCode(db: Db, code: string): string | null {
  const now = Math.floor(Date.now() / 1000);
  const row = db.prepare('SELECT user_guid, expires_at, used_at FROM sso_codes WHERE code = ?').get(code) as
    { user_guid: string; expires_at: number; used_at: number | null } | undefined;
  if (!row || row.used_at !== null || row.expires_at < now) return null;
  db.prepare('UPDATE sso_codes SET used_at = ? WHERE code = ?').run(now, code);
  return row.user_guid;
}

/**
 * The reference server plays the SAML identity provider: its sign-in page asserts the user and sends the browser
 * to the shell's /sso route with a one-time code, which the shell exchanges for tokens (grant authorization_code).
 */
export function samlIdpHandlers(db: Db) {
  return {
    async startSamlSignIn(request: FastifyRequest<{ Querystring: { email: string } }>, reply: FastifyReply) {
      const user = ssoUserOf(db, request.query.email);
      if (!user) throw problem(404, 'No single sign-on for that e-mail address.');
      const body = `<p>Identity provider of ${escapeHtml(user.email.split('@')[1] ?? '')}</p>
<form method="post" action="/api/access/v1/saml/assert">
<input type="hidden" name="email" value="${escapeHtml(user.email)}">
<button type="submit">Continue as ${escapeHtml(user.email)}</button></form>`;
      return reply.type('text/html; charset=utf-8').send(page('Single sign-on', body));
    },
    async assertSamlUser(request: FastifyRequest<{ Body: { email: string } }>, reply: FastifyReply) {
      const user = ssoUserOf(db, request.body.email);
      if (!user) throw problem(404, 'No single sign-on for that e-mail address.');
      const code = randomBytes(24).toString('base64url');
      db.prepare('INSERT INTO sso_codes (code, user_guid, expires_at) VALUES (?, ?, ?)').run(
        code,
        user.guid,
        Math.floor(Date.now() / 1000) + CODE_LIFETIME_S,
      );
      return reply.redirect(`/sso?code=${code}`, 303);
    },
    async samlSignedOut(request: FastifyRequest<{ Querystring: { email: string } }>, reply: FastifyReply) {
      const body = `<p>${escapeHtml(request.query.email)} is signed out of single sign-on.</p>
<p><a href="/auth">Sign in again</a></p>`;
      return reply.type('text/html; charset=utf-8').send(page('Signed out', body));
    },
  };
}
