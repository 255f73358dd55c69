import {
  DOCUMENT_ALREADY_VALID,
  DOCUMENT_UNSUPPORTED,
  documentUploadFieldsSchema,
  type Document,
  type DocumentListResponse,
  type DocumentUpdate,
  type FileHealthResponse,
} from '@batiao/shared/contracts/documents';
import {
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_INFO,
  documentDateProblems,
  documentValidity,
  fileHealth,
  reminderDue,
  type DocumentFacts,
  type DocumentType,
  type ReminderKind,
} from '@batiao/shared/domain/documents';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DocumentRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../integrations/storage/local-storage.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CompanyService } from '../company/company.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { StorageService } from '../storage/storage.service.ts';
import { CONTENT_TYPES, detectFormat, sanitizeFilename } from '../../lib/files.ts';
import {
  claimReminders,
  deleteDocument,
  findDocument,
  findDocumentOfType,
  insertDocument,
  listDocuments,
  listExpiringDocuments,
  referencedDocumentKeys,
  updateDocumentDates,
} from './documents.queries.ts';
import { isUuid } from '../../lib/uuid.ts';

const NOT_FOUND = 'Document introuvable';

/** What the route read from the multipart body: its text fields and the `file` part. */
export interface UploadInput {
  fields: Record<string, string>;
  file?: { filename: string | undefined; bytes: Buffer };
}

export interface DownloadableFile {
  stream: Readable;
  filename: string;
  contentType: string;
  size: number;
}

interface Logger {
  warn: (obj: object, msg: string) => void;
}

/** Types whose expiry is computed from the issue date (Kbis, URSSAF, attestation fiscale). */
const MONTHS_RULE_TYPES = DOCUMENT_TYPES.filter((t) => DOCUMENT_TYPE_INFO[t].validity.kind === 'months');

const frenchDate = (date: string) => date.split('-').reverse().join('/');

/** The notice of one reminder, in French: title for the notification, line for the e-mail. */
function reminderText(kind: ReminderKind, label: string, expiresOn: string, daysLeft: number) {
  if (kind === 'expired') {
    return {
      title: 'Document expiré',
      line: `« ${label} » a expiré le ${frenchDate(expiresOn)} : déposez-en un nouveau.`,
    };
  }
  const when = daysLeft === 0 ? 'aujourd’hui' : `dans ${daysLeft} jour${daysLeft > 1 ? 's' : ''}`;
  return {
    title: 'Document bientôt expiré',
    line: `« ${label} » expire ${when} (le ${frenchDate(expiresOn)}) : pensez à le renouveler.`,
  };
}

function facts(row: DocumentRow): DocumentFacts {
  return {
    document_type: row.documentType as DocumentType,
    issued_at: row.issuedAt,
    valid_until: row.validUntil,
    uploaded_at: row.uploadedAt,
  };
}

function present(row: DocumentRow, now: Date): Document {
  const validity = documentValidity(facts(row), now);
  return {
    id: row.id,
    document_type: row.documentType as DocumentType,
    filename: row.filename,
    content_type: row.contentType,
    size: row.size,
    upload_date: row.uploadedAt.toISOString(),
    issued_at: row.issuedAt,
    valid_until: row.validUntil,
    expires_on: validity.expires_on,
    days_left: validity.days_left,
    status: validity.status,
    needs_valid_until: validity.needs_valid_until,
  };
}

/** 422 naming the field when an issue date is after tomorrow (ADR 012); the contract checks the rest. */
function assertDocumentDates(dates: { issued_at?: string | null; valid_until?: string | null }, now: Date): void {
  const problems = documentDateProblems(dates, now);
  if (problems.length > 0) {
    throw new AppError('VALIDATION_ERROR', problems);
  }
}

export function createDocumentsService(deps: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  auth: AuthService;
  /** The company profile: the health recommends completing it. */
  company: Pick<CompanyService, 'completion'>;
  notifications: NotificationsService;
  mailer: Mailer;
  /** The user's storage space (ADR 013): reserved before a file is written. */
  quota: Pick<StorageService, 'reserve' | 'release'>;
  publicUrl: string;
  log: Logger;
}) {
  const { db, clock, storage, auth, notifications, mailer, log } = deps;

  async function discard(key: string): Promise<void> {
    try {
      await storage.delete(key);
    } catch (err) {
      log.warn({ err, key }, 'fichier orphelin non supprimé');
    }
  }

  async function computeHealth(userId: string): Promise<FileHealthResponse> {
    const rows = await listDocuments(db, userId);
    const health = fileHealth(rows.map(facts), clock.now());
    await auth.setDossierCompletion(userId, health.dossier_completion);
    const profile = await deps.company.completion(userId);
    if (profile.missing.length > 0) {
      health.recommendations.push(
        `Complétez votre profil entreprise (${profile.missing.join(', ').toLowerCase()}) : ` +
          'le mémoire technique ne s’appuie que sur ce qui y est renseigné.',
      );
    }
    return health;
  }

  async function owned(userId: string, id: string): Promise<DocumentRow> {
    const row = isUuid(id) ? await findDocument(db, userId, id) : undefined;
    if (!row) {
      throw notFound(NOT_FOUND);
    }
    return row;
  }

  return {
    /**
     * Stores an upload: fields checked, format recognised by content, then the file written under
     * a generated name, then the row. A still-valid document of that type is only replaced with
     * `replace=true`; an expired one is replaced. The old file goes once the new row is committed.
     */
    async upload(userId: string, input: UploadInput): Promise<Document> {
      const parsed = documentUploadFieldsSchema.safeParse(input.fields);
      if (!parsed.success) {
        throw new AppError(
          'VALIDATION_ERROR',
          parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'corps', message: issue.message })),
        );
      }
      assertDocumentDates(parsed.data, clock.now());
      if (!input.file) {
        throw new AppError('VALIDATION_ERROR', [{ field: 'file', message: 'Aucun fichier reçu' }]);
      }
      const format = detectFormat(input.file.bytes);
      if (!format) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_UNSUPPORTED);
      }
      const fields = parsed.data;
      const now = clock.now();
      const existing = await findDocumentOfType(db, userId, fields.document_type);
      if (existing && documentValidity(facts(existing), now).status !== 'expired' && fields.replace !== 'true') {
        throw new AppError('CONFLICT', DOCUMENT_ALREADY_VALID);
      }

      // The space is taken before the file is written (413 when full), given back if not kept.
      const bytes = input.file.bytes.length;
      await deps.quota.reserve(userId, bytes, { credit: existing?.size ?? 0 });
      let key: string;
      try {
        key = await storage.put(input.file.bytes, format.extension);
      } catch (error) {
        await deps.quota.release(userId, bytes);
        throw error;
      }
      let row: DocumentRow;
      let replaced: DocumentRow | undefined;
      try {
        ({ row, replaced } = await insertDocument(
          db,
          {
            userId,
            documentType: fields.document_type,
            filename: sanitizeFilename(input.file.filename, format),
            storageKey: key,
            contentType: format.contentType,
            size: bytes,
            issuedAt: fields.issued_at ?? null,
            validUntil: fields.valid_until ?? null,
            uploadedAt: now,
          },
          existing?.id,
        ));
      } catch (error) {
        await discard(key);
        await deps.quota.release(userId, bytes);
        if (isUniqueViolation(error)) {
          // Another upload of the same type won the race.
          throw new AppError('CONFLICT', DOCUMENT_ALREADY_VALID);
        }
        throw error;
      }
      if (replaced) {
        await discard(replaced.storageKey);
      }
      await computeHealth(userId);
      return present(row, now);
    },

    async list(userId: string): Promise<DocumentListResponse> {
      const now = clock.now();
      const documents = (await listDocuments(db, userId)).map((row) => present(row, now));
      const byType = new Map(documents.map((d) => [d.document_type, d]));
      return {
        documents,
        types: DOCUMENT_TYPES.map((type) => {
          const info = DOCUMENT_TYPE_INFO[type];
          const document = byType.get(type) ?? null;
          return {
            document_type: type,
            label: info.label,
            critical: info.critical,
            tips: info.tips,
            validity: info.validityText,
            status: document?.status ?? 'missing',
            document,
          };
        }),
      };
    },

    async open(userId: string, id: string): Promise<DownloadableFile> {
      const row = await owned(userId, id);
      const stream = await storage.get(row.storageKey);
      if (!stream) {
        log.warn({ documentId: row.id, key: row.storageKey }, 'fichier absent du stockage');
        throw notFound('Fichier introuvable');
      }
      const extension = row.storageKey.split('.').pop() as keyof typeof CONTENT_TYPES;
      return {
        stream,
        filename: row.filename,
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        size: row.size,
      };
    },

    /** Enters or corrects the "valable jusqu'au" (and issue) date. */
    async update(userId: string, id: string, body: DocumentUpdate): Promise<Document> {
      assertDocumentDates(body, clock.now());
      await owned(userId, id);
      const set: { validUntil?: string | null; issuedAt?: string | null } = {};
      if (body.valid_until !== undefined) {
        set.validUntil = body.valid_until;
      }
      if (body.issued_at !== undefined) {
        set.issuedAt = body.issued_at;
      }
      const row =
        Object.keys(set).length > 0
          ? await updateDocumentDates(db, userId, id, set)
          : await findDocument(db, userId, id);
      if (!row) {
        throw notFound(NOT_FOUND);
      }
      await computeHealth(userId);
      return present(row, clock.now());
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = isUuid(id) ? await deleteDocument(db, userId, id) : undefined;
      if (!row) {
        throw notFound(NOT_FOUND);
      }
      await discard(row.storageKey);
      await computeHealth(userId);
    },

    /** The file health; its completion is also kept on the account. */
    health: computeHealth,

    /** Which of these storage keys a document references (the orphan sweep keeps them). */
    referencedKeys: (keys: string[]) => referencedDocumentKeys(db, keys),

    /**
     * The daily reminders: a notification and one e-mail per user for each document 30 and 7 days
     * before it expires and once it has expired. Each reminder is sent once (claimed in
     * document_reminders); a corrected date or a replaced document arms them again.
     */
    async sendExpiryReminders(): Promise<{ reminders: number; emails: number }> {
      const now = clock.now();
      const due = (await listExpiringDocuments(db, MONTHS_RULE_TYPES)).flatMap((row) => {
        const validity = documentValidity(facts(row), now);
        const kind = reminderDue(validity);
        return kind && validity.expires_on !== null && validity.days_left !== null
          ? [{ row, kind, expiresOn: validity.expires_on, daysLeft: validity.days_left }]
          : [];
      });
      const claimed = await claimReminders(
        db,
        due.map((d) => ({ documentId: d.row.id, kind: d.kind, expiresOn: d.expiresOn })),
        now,
      );
      const isClaimed = new Set(claimed.map((c) => `${c.documentId}:${c.kind}`));
      const byUser = new Map<string, { title: string; line: string }[]>();
      for (const d of due.filter((x) => isClaimed.has(`${x.row.id}:${x.kind}`))) {
        const label = DOCUMENT_TYPE_INFO[d.row.documentType as DocumentType].label;
        byUser.set(d.row.userId, [
          ...(byUser.get(d.row.userId) ?? []),
          reminderText(d.kind, label, d.expiresOn, d.daysLeft),
        ]);
      }
      if (byUser.size === 0) {
        return { reminders: 0, emails: 0 };
      }
      await notifications.notifyDocuments(
        [...byUser].flatMap(([userId, items]) =>
          items.map((item) => ({ userId, title: item.title, message: item.line })),
        ),
      );
      // Compliance reminders go out whatever the tender-alert switch says: an expired attestation
      // can cost a contract.
      let emails = 0;
      for (const user of await auth.findAlertRecipients([], [...byUser.keys()])) {
        const items = byUser.get(user.id) ?? [];
        const expired = items.some((i) => i.title === 'Document expiré');
        await mailer.send({
          to: user.email,
          subject: expired
            ? 'BatiAO : un document de votre dossier a expiré'
            : 'BatiAO : des documents de votre dossier arrivent à échéance',
          text:
            `Bonjour ${user.prenom},\n\n` +
            `Votre dossier administratif demande votre attention :\n\n` +
            items.map((i) => `- ${i.line}`).join('\n') +
            `\n\nMettez-le à jour ici : ${deps.publicUrl}/documents\n` +
            `Un dossier à jour est exigé pour candidater aux marchés publics.\n`,
        });
        emails += 1;
      }
      for (const userId of byUser.keys()) {
        await computeHealth(userId);
      }
      return { reminders: claimed.length, emails };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
