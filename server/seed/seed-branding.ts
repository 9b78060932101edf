import type { Db } from '../src/db/database.ts';
import { TENANTS } from './demo-ids.ts';

/** A small square logo with a letter, as an SVG data URL. */
function logo(letter: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${background}"/><text x="32" y="44" font-size="36" font-family="sans-serif" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Both product-line variants and a custom one; Acme Sandbox has none and inherits Acme Corp's. */
export function seedBranding(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO brandings (tenant_guid, variant, login_logo_data, logo_data, primary_color, secondary_color,
       tertiary_color, page_title, favicon) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run(
    null,
    'privacy',
    logo('T', '#1D4F91'),
    logo('T', '#1D4F91'),
    '#1D4F91',
    '#12263F',
    '#FFFFFF',
    'Trellis',
    logo('T', '#1D4F91'),
  );
  insert.run(
    TENANTS.acmeCorp,
    'custom',
    logo('A', '#B3261E'),
    logo('A', '#B3261E'),
    '#B3261E',
    '#3B1F1D',
    '#FFFFFF',
    'Acme Trust Center',
    logo('A', '#B3261E'),
  );
  insert.run(
    TENANTS.globex,
    'trust',
    logo('G', '#0B6E4F'),
    logo('G', '#0B6E4F'),
    '#0B6E4F',
    '#123524',
    '#FFFFFF',
    'Globex Privacy',
    logo('G', '#0B6E4F'),
  );
}
