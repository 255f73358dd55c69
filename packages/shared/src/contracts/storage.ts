import { z } from 'zod';
import { PLAN_IDS } from './auth.ts';

/**
 * GET /api/storage/usage: the space the user's files take (documents and reference photos) and
 * the plan's quota, in bytes (ADR 013).
 */
export const storageUsageSchema = z.object({
  used_bytes: z.number().int().min(0),
  quota_bytes: z.number().int().min(0),
  /** The plan whose quota applies (`free` without an active subscription). */
  plan: z.enum(PLAN_IDS),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;
