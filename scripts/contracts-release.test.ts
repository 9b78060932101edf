import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONSUMER, releaseSteps } from './contracts-release.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SETTINGS = { version: 'abc123', branch: 'main', environment: 'production', mainBranch: 'main', dryRun: false };

describe('the release steps after publishing', () => {
  it('asks can-i-deploy for the environment, then records the deployment on the main branch', () => {
    expect(releaseSteps(SETTINGS).map((step) => step.args.slice(0, 5))).toEqual([
      ['can-i-deploy', '--pacticipant', CONSUMER, '--version', 'abc123'],
      ['record-deployment', '--pacticipant', CONSUMER, '--version', 'abc123'],
    ]);
    expect(releaseSteps(SETTINGS)[0]?.args).toEqual(expect.arrayContaining(['--to-environment', 'production']));
    expect(releaseSteps(SETTINGS)[1]?.args.slice(-2)).toEqual(['--environment', 'production']);
  });

  it('records nothing on another branch, and asks with the broker client’s dry run when told to', () => {
    const steps = releaseSteps({ ...SETTINGS, branch: 'feature/x', environment: 'staging', dryRun: true });
    expect(steps).toHaveLength(1);
    expect(steps[0]?.args).toEqual(expect.arrayContaining(['--to-environment', 'staging', '--dry-run']));
  });
});

/** A Pact Broker answering what the broker CLI asks of it here, and keeping what it was sent. */
function stubBroker(deployable: () => boolean) {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    request.resume().on('end', () => {
      const path = request.url ?? '/';
      requests.push(`${request.method} ${path}`);
      response.setHeader('content-type', 'application/hal+json');
      const send = (body: object, status = 200) => response.writeHead(status).end(JSON.stringify(body));
      if (path === '/') return send({ _links: { 'pb:publish-contracts': { href: `${origin}/contracts/publish` } } });
      if (path === '/contracts/publish') return send({ logs: [], _links: {} });
      if (path.startsWith('/matrix')) {
        const yes = deployable();
        return send({
          summary: {
            deployable: yes,
            reason: yes ? 'verified' : 'not verified',
            success: 1,
            failed: yes ? 0 : 1,
            unknown: 0,
          },
          matrix: [],
        });
      }
      if (request.method === 'GET' && path.startsWith(`/pacticipants/${CONSUMER}/versions/`))
        return send({
          _links: {
            'pb:record-deployment': [
              { name: 'production', title: 'Production', href: `${origin}${path}/deployed-versions/environment/e1` },
            ],
          },
        });
      if (request.method === 'POST') return send({ currentlyDeployed: true, _links: {} }, 201);
      return send({}, 404);
    });
  });
  return { server, requests };
}

function release(env: Record<string, string>, args: string[] = []) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/contracts-release.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PACT_DO_NOT_TRACK: 'true', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (status) => resolve({ status, output }));
  });
}

describe('npm run contracts:release against a broker', () => {
  let yes = true;
  const broker = stubBroker(() => yes);
  let env: Record<string, string>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => broker.server.listen(0, 'localhost', resolve));
    const url = `http://localhost:${(broker.server.address() as AddressInfo).port}`;
    env = { PACT_BROKER_BASE_URL: url, PACT_BROKER_TOKEN: 'token' };
  });
  afterAll(() => new Promise((resolve) => broker.server.close(resolve)));

  it('says plainly that nothing was published, asked or recorded without a broker', async () => {
    const { status, output } = await release({}, ['--if-configured']);
    expect(status).toBe(0);
    expect(output).toContain('Pacts not published');
    expect(output).toContain('No can-i-deploy and no record-deployment either');
  }, 30_000);

  it('on the main branch publishes, asks can-i-deploy, and records the deployment once the answer is yes', async () => {
    broker.requests.length = 0;
    yes = true;
    const { status, output } = await release({ ...env, GIT_BRANCH: 'main' }, ['--if-configured']);
    expect(status, output).toBe(0);
    const pacts = readdirSync(`${root}contracts/pacts`).filter((file) => file.endsWith('.json'));
    expect(broker.requests.filter((request) => request === 'POST /contracts/publish')).toHaveLength(pacts.length);
    expect(broker.requests.slice(-3)).toEqual([
      expect.stringMatching(/^GET \/matrix\?.*environment=production/),
      expect.stringMatching(new RegExp(`^GET /pacticipants/${CONSUMER}/versions/[0-9a-f]{40}$`)),
      expect.stringMatching(/^POST .*\/deployed-versions\/environment\/e1$/),
    ]);
  }, 60_000);

  it('fails without recording when the broker says no, and records nothing off the main branch', async () => {
    broker.requests.length = 0;
    yes = false;
    const refused = await release({ ...env, GIT_BRANCH: 'main' });
    expect(refused.status).toBe(1);
    expect(broker.requests.some((request) => request.includes('deployed-versions'))).toBe(false);
    yes = true;
    const feature = await release({ ...env, GIT_BRANCH: 'feature/x', PACT_ENVIRONMENT: 'staging' });
    expect(feature.status, feature.output).toBe(0);
    expect(feature.output).toContain('No record-deployment: feature/x is not the main branch (main).');
    expect(broker.requests.filter((request) => request.startsWith('GET /matrix')).at(-1)).toContain(
      'environment=staging',
    );
  }, 60_000);

  it("asks with the broker client's dry run: a no does not fail, and the deployment is only shown", async () => {
    broker.requests.length = 0;
    yes = false;
    const { status, output } = await release({ ...env, GIT_BRANCH: 'main' }, ['--dry-run']);
    expect(status, output).toBe(0);
    expect(output).toMatch(/Dry run: would run pact-broker record-deployment --pacticipant trellis-shell/);
    expect(broker.requests.some((request) => request.includes('deployed-versions'))).toBe(false);
  }, 60_000);
});
