import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
const shell = read('./shell/Containerfile');
const demo = read('./demo-server/Containerfile');
/** The instructions of a Containerfile's last stage: what the image runs. */
const finalStage = (file: string) => file.slice(file.lastIndexOf('\nFROM '));

describe('the Containerfiles', () => {
  it.each([
    ['production', shell],
    ['demo server', demo],
  ])('%s: installs the dependencies without their install scripts, as the bootstrap does', (_name, file) => {
    const installs = file.match(/npm ci[^\n]*/g) ?? [];
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install).toContain('--ignore-scripts');
    expect(file).toMatch(/ARG TRELLIS_COMMIT/);
  });

  it("production: Debian's nginx without Node, as a user other than root, with a health check and the entrypoint", () => {
    const image = finalStage(shell);
    expect(image).toMatch(/^\nFROM docker\.io\/library\/debian:[\w-]+\n/);
    expect(image).toMatch(/apt-get install -y --no-install-recommends nginx/);
    expect(image).not.toMatch(/\bnode\b(?!-)/);
    expect(image).toMatch(/^USER 10001/m);
    expect(image).toMatch(/^HEALTHCHECK .*config\.json/m);
    expect(image).toMatch(/^ENTRYPOINT \["\/usr\/local\/bin\/trellis-start"\]/m);
    expect(shell).toContain('node deploy/shell/image-tree.ts /image');
    expect(shell).not.toMatch(/TRELLIS_SEED_DEMO|trellis-demo/);
  });

  it('demo server: the reference server with its test harness (for provider states), no demo data unless asked', () => {
    const image = finalStage(demo);
    expect(image).toContain('COPY server/test-harness server/test-harness');
    expect(image).toMatch(/^USER node/m);
    expect(image).not.toMatch(/ENV [^\n]*TRELLIS_SEED_DEMO/);
  });
});
