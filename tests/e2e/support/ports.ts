/**
 * Every port the end-to-end tests listen on, in one table: specs that run at once must never share one (deploy and
 * production-image once both took E2E_PORT + 8). E2E_PORT and E2E_OIDC_PORT move them all (README).
 */
const app = Number(process.env.E2E_PORT ?? 8181);

export const E2E_PORTS = {
  /** The reference server of playwright.config.ts, serving the built app. */
  app,
  /** The certified OpenID provider of playwright.config.ts. */
  oidc: Number(process.env.E2E_OIDC_PORT ?? 8282),
  /** production-image.spec.ts: the onboarding module's origin, the API behind the image, the image itself. */
  imageModules: app + 1,
  imageApi: app + 4,
  imageShell: app + 12,
  /** hosted-modules.spec.ts: the onboarding and failing modules, the plain module, and an origin nothing answers. */
  modules: app + 2,
  plainModule: app + 3,
  unreachable: app + 9,
  /** deploy.spec.ts: nginx under /trellis/, the API, nginx at /, the onboarding module. */
  deploySubPath: app + 5,
  deployApi: app + 6,
  deploySiteRoot: app + 7,
  deployModule: app + 8,
  /** module-kit.spec.ts: its own shell and its modules' origin. */
  kitShell: app + 10,
  kitModules: app + 11,
  /** framed-modules.spec.ts: the framed modules' origin (the onboarding module built framed, a hostile page). */
  framedModules: app + 13,
} as const;

const taken = Object.entries(E2E_PORTS).filter(([, port], index, all) =>
  all.some(([, other], before) => before < index && other === port),
);
if (taken.length) throw new Error(`Two e2e servers share a port: ${JSON.stringify(Object.fromEntries(taken))}`);
