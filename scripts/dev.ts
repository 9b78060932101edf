/** `npm run dev`: the reference API on :8080 (PORT) and Vite's dev server with HMR, proxying /api to it. */
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['server/src/main.ts'], { stdio: 'inherit', env: { ...process.env, TRELLIS_STATIC_DIR: '' } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
