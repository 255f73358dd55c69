import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real process, as `npm start` runs it: migrations at start, the data-folder lock, the
// generated JWT secret kept across restarts, graceful stop.
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'batiao-server-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', BOAMP_SYNC: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, exited: Promise<unknown>) {
  let stopped = false;
  void exited.then(() => (stopped = true));
  // Generous: a loaded machine takes a while to transpile and migrate.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !stopped) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) {
        return;
      }
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe('server process on the embedded database', () => {
  it('refuses a second process on the same data folder, and keeps sessions across a restart', async () => {
    const port = await freePort();
    const first = startServer(port);
    onTestFinished(() => {
      first.child.kill('SIGKILL');
    });
    await waitForHealth(port, first.exited);

    const register = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        prenom: 'Luc',
        nom: 'Moreau',
        email: 'luc.moreau@example.fr',
        metier: 'plombier',
        zone_geographique: 'Nantes',
        password: 'cuivre-et-pvc-44',
      }),
    });
    expect(register.status).toBe(201);
    const { token } = (await register.json()) as { token: string };

    const second = startServer(await freePort());
    onTestFinished(() => {
      second.child.kill('SIGKILL');
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('est déjà utilisé par un autre processus BatiAO');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'batiao.lock'))).toBe(false);
    const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);

    const port2 = await freePort();
    const restarted = startServer(port2);
    try {
      await waitForHealth(port2, restarted.exited);
      const me = await fetch(`http://127.0.0.1:${port2}/api/auth/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe('luc.moreau@example.fr');
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    }
  }, 240_000);
});

describe('server process started by the npm start wrapper', () => {
  it('stops by itself, releasing the data folder, when the wrapper is killed with SIGKILL', async () => {
    const ownDir = mkdtempSync(path.join(tmpdir(), 'batiao-orphan-'));
    const port = await freePort();
    // What scripts/start.mjs does: the server in its own process group, with an IPC channel.
    const wrapper = spawn(
      process.execPath,
      [
        '-e',
        `const child = require('node:child_process').spawn(process.execPath, ['--import', 'tsx', ${JSON.stringify(serverEntry)}], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], detached: true });
         console.log(child.pid);
         setInterval(() => undefined, 1000);`,
      ],
      {
        env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ownDir, LOG_LEVEL: 'warn', BOAMP_SYNC: 'off' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    onTestFinished(() => {
      wrapper.kill('SIGKILL');
    });
    const wrapperExited = new Promise((resolve) => wrapper.once('exit', resolve));
    const serverPid = await new Promise<number>((resolve) =>
      wrapper.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))),
    );
    const isRunning = () => {
      try {
        process.kill(serverPid, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      await waitForHealth(port, wrapperExited);
      expect(existsSync(path.join(ownDir, 'batiao.lock'))).toBe(true);
      wrapper.kill('SIGKILL');
      for (let i = 0; i < 200 && isRunning(); i += 1) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(isRunning()).toBe(false);
      // A graceful stop: the lock is released.
      expect(existsSync(path.join(ownDir, 'batiao.lock'))).toBe(false);
    } finally {
      if (isRunning()) {
        process.kill(serverPid, 'SIGKILL');
      }
      wrapper.kill('SIGKILL');
      rmSync(ownDir, { recursive: true, force: true });
    }
  }, 180_000);
});
