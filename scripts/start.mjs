// `npm start`: builds the web interface when it is missing or older than its sources, then runs
// the server (which applies the migrations and serves the API and the SPA on PORT).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log('Construction de l’interface web…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@batiao/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('La construction de l’interface web a échoué.');
    process.exit(build.status ?? 1);
  }
}

// The server runs in a process group of its own, so that a Ctrl+C reaches it once, through this
// wrapper, and not also from the terminal (a second signal makes it exit without closing). The IPC
// channel is how it learns that this wrapper died, even by SIGKILL: it then stops by itself.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  detached: true,
});

// npm forwards SIGINT and SIGTERM to this wrapper, which the terminal may also have sent: one
// forwarded signal per second, so that the server sees one, and a second press later still forces.
let lastForwarded = 0;
const forward = (signal) => {
  const now = Date.now();
  if (now - lastForwarded < 1000) return;
  lastForwarded = now;
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, forward);
}

// Exit as the server did: its code, or the signal that ended it (128 + number, as a shell says).
server.on('exit', (code, signal) => {
  if (signal) {
    process.exit(128 + (os.constants.signals[signal] ?? 0));
  }
  process.exit(code ?? 1);
});
server.on('error', (error) => {
  console.error(`Le serveur n’a pas pu être lancé : ${error.message}`);
  process.exit(1);
});

// When whatever started this wrapper (npm, a shell, a supervisor) dies without a signal reaching it,
// the wrapper is handed to another parent: stop the server then, rather than stay orphaned.
const parentAtStart = process.ppid;
setInterval(() => {
  if (process.ppid !== parentAtStart) forward('SIGTERM');
}, 1000).unref();
