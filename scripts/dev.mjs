// `npm run dev`: the server in watch mode on PORT (3000) and the Vite dev server (5173), which
// proxies /api to it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Development subscribes through the local test checkout (PAYMENTS_TEST_MODE=on, ADR 011) unless
// the developer configured payments (Stripe, or PAYMENTS_TEST_MODE) in the environment or .env.
const envFile = path.join(root, '.env');
const dotenv = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
const configured = (name) => Boolean(process.env[name] || dotenv[name]);
const serverEnv = { ...process.env };
if (!configured('PAYMENTS_TEST_MODE') && !configured('STRIPE_SECRET_KEY')) {
  serverEnv.PAYMENTS_TEST_MODE = 'on';
}

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn('npm', ['run', 'dev', '-w', '@batiao/web'], { cwd: root, stdio: 'inherit' }),
];
function stop(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
