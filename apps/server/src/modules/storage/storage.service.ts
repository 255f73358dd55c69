import type { StorageUsage } from '@batiao/shared/contracts/storage';
import { STORAGE_QUOTA_BYTES, type PlanId } from '@batiao/shared/domain/plans';
import { storageFullMessage } from '@batiao/shared/domain/storage';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/local-storage.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { readStorageBytes, releaseStorageBytes, reserveStorageBytes } from '../../lib/storage-quota.ts';

/** Files whose row may still be on its way are left alone this long (a write, then its row). */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;
const SWEEP_BATCH = 500;

/** A module whose rows reference stored files: it says which of the given keys it still uses. */
export interface StorageOwner {
  referencedKeys(keys: string[]): Promise<string[]>;
}

export interface SweepResult {
  /** Stored files no row references, older than the minimum age: deleted. */
  deleted: number;
  /** Temporary files of interrupted writes: deleted. */
  temporaries: number;
  /** Stored files looked at (referenced, or too recent to judge, included). */
  scanned: number;
}

interface Logger {
  warn: (obj: object, msg: string) => void;
}

/**
 * The storage space of each user (ADR 013): the quota of the plan, the usage counted in the
 * database, reserved before a file is written and given back when the write fails; and the sweep
 * of the files that no row references any more.
 */
export function createStorageService(deps: {
  db: Database;
  files: FileStorage;
  /** The plan whose quota applies (billing's view: `free` without an active subscription). */
  planOf: (userId: string) => Promise<PlanId>;
  log: Logger;
}) {
  const { db, files, log } = deps;

  async function quotaOf(userId: string): Promise<{ plan: PlanId; quota: number }> {
    const plan = await deps.planOf(userId);
    return { plan, quota: STORAGE_QUOTA_BYTES[plan] };
  }

  return {
    async usage(userId: string): Promise<StorageUsage> {
      const [{ plan, quota }, used] = await Promise.all([quotaOf(userId), readStorageBytes(db, userId)]);
      if (used === undefined) {
        throw notFound('Compte introuvable');
      }
      return { used_bytes: used, quota_bytes: quota, plan };
    },

    /**
     * Takes `bytes` of the user's space before a file is written; 413 with the figures when they
     * do not fit. `credit`: the size of the file the new one replaces (freed in the same move).
     * The caller gives the bytes back with `release` if the file is not kept.
     */
    async reserve(userId: string, bytes: number, options: { credit?: number } = {}): Promise<void> {
      const { plan, quota } = await quotaOf(userId);
      const total = await reserveStorageBytes(db, userId, bytes, quota, options.credit ?? 0);
      if (total === undefined) {
        const used = (await readStorageBytes(db, userId)) ?? 0;
        throw new AppError('PAYLOAD_TOO_LARGE', storageFullMessage(used, quota, plan));
      }
    },

    /** Gives back a reservation whose file was not kept. Never throws: the caller's error wins. */
    async release(userId: string, bytes: number): Promise<void> {
      try {
        await releaseStorageBytes(db, userId, bytes);
      } catch (err) {
        log.warn({ err, userId, bytes }, 'réservation d’espace non rendue');
      }
    },

    /**
     * Deletes the stored files that no owner references and that are older than `minAgeMs` (a
     * file is written just before its row: a fresh one may be on its way), and the temporaries of
     * interrupted writes. Read-only on the rows: a file some row names is always kept.
     */
    async sweepOrphans(owners: StorageOwner[], options: { minAgeMs?: number } = {}): Promise<SweepResult> {
      const before = new Date(Date.now() - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS));
      const result: SweepResult = { deleted: 0, temporaries: 0, scanned: 0 };
      let batch: string[] = [];
      const flush = async () => {
        const referenced = new Set((await Promise.all(owners.map((o) => o.referencedKeys(batch)))).flat());
        for (const key of batch) {
          if (!referenced.has(key)) {
            await files.delete(key);
            result.deleted += 1;
          }
        }
        batch = [];
      };
      for await (const file of files.list()) {
        result.scanned += 1;
        if (file.modifiedAt < before) {
          batch.push(file.key);
          if (batch.length >= SWEEP_BATCH) {
            await flush();
          }
        }
      }
      if (batch.length > 0) {
        await flush();
      }
      result.temporaries = await files.removeStaleTemporaries(before);
      return result;
    },
  };
}

export type StorageService = ReturnType<typeof createStorageService>;
