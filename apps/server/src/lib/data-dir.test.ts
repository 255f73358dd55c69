import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, loadOrCreateSecret } from './data-dir.ts';

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

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    const gone = spawn('true');
    await new Promise((r) => gone.once('exit', r));
    writeFileSync(path.join(dir, 'batiao.lock'), String(gone.pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'batiao.lock'), 'utf8')).toBe(String(process.pid));
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
