import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, loadOrCreateSecret, processStartTime } from './data-dir.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'batiao-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('data folder lock', () => {
  it('refuses a folder held by a live process', async () => {
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dir, 'batiao.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      // The holder's lock is left as it was.
      expect(readFileSync(path.join(dir, 'batiao.lock'), 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('refuses a folder held by a live process that started when its lock says', async () => {
    const other = spawn('sleep', ['30']);
    try {
      const started = processStartTime(other.pid ?? 0);
      expect(started).toMatch(/^\d+$/);
      writeFileSync(path.join(dir, 'batiao.lock'), `${other.pid} ${started}`);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose pid now belongs to another process (pid reused after a crash)', async () => {
    const other = spawn('sleep', ['30']);
    try {
      // The lock's process started at another time than the live process with that pid.
      const started = Number(processStartTime(other.pid ?? 0));
      writeFileSync(path.join(dir, 'batiao.lock'), `${other.pid} ${started - 1}`);
      const release = acquireDataDirLock(dir);
      expect(readFileSync(path.join(dir, 'batiao.lock'), 'utf8')).toBe(
        `${process.pid} ${processStartTime(process.pid)}`,
      );
      // This process now holds it: a second acquisition (another process would do the same) refuses.
      writeFileSync(path.join(dir, 'batiao.lock'), `${other.pid} ${started}`);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      release();
      // The release leaves a lock that is not its own.
      expect(readFileSync(path.join(dir, 'batiao.lock'), 'utf8')).toBe(`${other.pid} ${started}`);
    } finally {
      other.kill();
      rmSync(path.join(dir, 'batiao.lock'), { force: true });
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    const gone = spawn('true');
    await new Promise((r) => gone.once('exit', r));
    writeFileSync(path.join(dir, 'batiao.lock'), String(gone.pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'batiao.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
    release();
    expect(() => readFileSync(path.join(dir, 'batiao.lock'))).toThrow();
  });
});

describe('generated JWT secret', () => {
  it('is created once and then reused', () => {
    const first = loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecret(dir)).toBe(first);
  });
});
