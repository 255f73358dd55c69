import { z } from 'zod';

export const NOTIFICATION_TYPES = ['tender_assignment', 'document_expiry'] as const;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  tender_id: z.string().nullable(),
  sent_at: z.string(),
  read: z.boolean(),
  pdf_generated: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** `true`: only the unread ones (the /notifications page's « Non lues »). */
  unread: z
    .enum(['true', 'false'], { error: 'Indiquez true ou false' })
    .optional()
    .transform((v) => v === 'true'),
});

export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  unread_count: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationIdParamsSchema = z.object({ id: z.string().max(100) });

export const notificationPreferencesSchema = z.object({
  /** The daily e-mail of new matching tenders. */
  email_alerts: z.boolean({ error: 'Indiquez true ou false' }),
  /** The hour (Europe/Paris, 0–23) of the daily e-mail; 7 by default; left unchanged when absent. */
  digest_hour: z
    .number({ error: 'L’heure doit être un nombre entre 0 et 23' })
    .int('L’heure doit être un nombre entier')
    .min(0, 'L’heure doit être comprise entre 0 et 23')
    .max(23, 'L’heure doit être comprise entre 0 et 23')
    .optional(),
});

export const DEFAULT_DIGEST_HOUR = 7;
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const okResponseSchema = z.object({ success: z.literal(true) });
