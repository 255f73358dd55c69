import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * PGlite is one process only: a second process on the same folder silently loses committed rows.
 * This lock (an O_EXCL file) makes the second process refuse to start instead. It holds the pid and,
 * on Linux, the process start time (/proc/<pid>/stat field 22), so a pid reused by another process
 * after a crash is seen as stale (ADR 014). A lock left by a process that no longer exists, or whose
 * pid now belongs to another process, is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'batiao.lock');
  const content = lockContent(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, content);
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === content) {
            rmSync(lockPath);
          }
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const holder = parseLock(readFileSync(lockPath, 'utf8'));
      if (holder && holder.pid !== process.pid && isHeldBy(holder)) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller le dossier de données ${dataDir}`);
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Le dossier de données ${dataDir} est déjà utilisé par un autre processus BatiAO (pid ${pid}). ` +
        'La base embarquée n’accepte qu’un seul processus : arrêtez l’autre instance, ou choisissez un autre DATA_DIR, ou utilisez PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockHolder {
  pid: number;
  /** The holder's start time in clock ticks since boot; absent where /proc is not (or in old locks). */
  startTime: string | undefined;
}

/** `<pid>` or `<pid> <start time>`. */
export function lockContent(pid: number): string {
  const startTime = processStartTime(pid);
  return startTime === undefined ? String(pid) : `${pid} ${startTime}`;
}

function parseLock(text: string): LockHolder | undefined {
  const [pidText = '', startTime] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) {
    return undefined;
  }
  return { pid, startTime: startTime && /^\d+$/.test(startTime) ? startTime : undefined };
}

/** The lock's process still runs: alive, and (when both are known) started when the lock says. */
function isHeldBy(holder: LockHolder): boolean {
  if (!isAlive(holder.pid)) {
    return false;
  }
  if (holder.startTime === undefined) {
    return true;
  }
  const current = processStartTime(holder.pid);
  return current === undefined || current === holder.startTime;
}

/**
 * Linux: field 22 of /proc/<pid>/stat, the start time in clock ticks since boot. The command name
 * (field 2) is in parentheses and may hold spaces or parentheses: fields are counted after the last ')'.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state), so field 22 is fields[19].
    const startTime = fields[19];
    return startTime && /^\d+$/.test(startTime) ? startTime : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** JWT_SECRET when none is configured: generated once and kept in DATA_DIR so sessions survive a restart. */
export function loadOrCreateSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) {
      return secret;
    }
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
