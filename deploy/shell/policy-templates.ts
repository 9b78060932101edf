/**
 * The production image's Content-Security-Policy, made at build time by the one policy function (`npm run csp`,
 * scripts/csp.ts) for a config.json whose addresses are stand-ins: the image's entrypoint (start.sh, without Node)
 * puts in each stand-in's place the origins of what the environment names, and keeps the first of any origin named
 * twice in a directive, as the function does. So the image sends exactly what `npm run --silent csp` prints for the
 * config.json the entrypoint writes; deploy/shell/start.test.ts compares the two.
 */
import { policyOfConfig } from '../../scripts/csp.ts';

/** Each stand-in, and what start.sh puts in its place. */
export const STAND_INS = {
  /** api.baseUrl, telemetry.endpoint, then api.tokenOrigins, in that order. */
  api: 'https://api.trellis-stand-in.invalid',
  oidc: 'https://oidc.trellis-stand-in.invalid',
  analytics: 'https://analytics.trellis-stand-in.invalid',
  /** TRELLIS_CSP_CONNECT_SRC (`npm run csp -- --connect`). */
  connect: 'https://connect.trellis-stand-in.invalid',
  /** The modules' entries. */
  moduleEntries: 'https://module-entries.trellis-stand-in.invalid',
  moduleConnect: 'https://module-connect.trellis-stand-in.invalid',
  moduleImages: 'https://module-images.trellis-stand-in.invalid',
} as const;

const standInConfig = (allowOverrides: boolean) => ({
  api: { baseUrl: STAND_INS.api },
  oidc: { authority: STAND_INS.oidc },
  analytics: { scriptUrl: `${STAND_INS.analytics}/script.js` },
  telemetry: null,
  modules: {
    allowOverrides,
    entries: [
      {
        id: 'stand-in',
        entry: `${STAND_INS.moduleEntries}/entry.js`,
        connect: [STAND_INS.moduleConnect],
        images: [STAND_INS.moduleImages],
      },
    ],
  },
});

/** The policy with stand-ins for the build in `dist`: without and with `modules.allowOverrides`. */
export function policyTemplates(dist: string): { plain: string; allowOverrides: string } {
  const log = (message: string) => {
    throw new Error(`The stand-in config.json of the policy templates is not valid: ${message}`);
  };
  const [plain, allowOverrides] = [false, true].map((overrides) =>
    policyOfConfig(standInConfig(overrides), { dist, connect: [STAND_INS.connect], log }),
  );
  return { plain: plain ?? '', allowOverrides: allowOverrides ?? '' };
}
