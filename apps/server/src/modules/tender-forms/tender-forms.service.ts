/**
 * The pre-filled DC1/DC2 of a tender and the response pack (issue 16, ADR 028). No table of its
 * own: the tender as the user may read it (tenders, 404 for another user's submitted tender), the
 * company profile, the administrative file (documents) and the latest generated response
 * (generation's download functions). Subscribers only (core-journey §6, like the response).
 */
import type { Readable } from 'node:stream';
import { strToU8, zipSync } from 'fflate';
import type { User } from '@batiao/shared/contracts/auth';
import type { TenderForm, TenderFormFormat } from '@batiao/shared/contracts/tender-forms';
import { TENDER_FORMS_LOCKED, TENDER_PACK_EMPTY } from '@batiao/shared/contracts/tender-forms';
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { hasSubscriberAccess } from '@batiao/shared/domain/plans';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CompanyService } from '../company/company.service.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { GenerationService } from '../generation/generation.service.ts';
import type { TenderFilesService } from '../tender-files/tender-files.service.ts';
import type { TendersService } from '../tenders/tenders.service.ts';
import { buildDc1, buildDc2, formFilename, type FormModel } from './tender-forms.content.ts';
import { renderFormDocx } from './tender-forms.docx.ts';
import { renderFormPdf } from './tender-forms.pdf.ts';

export const CONTENT_TYPE = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
} as const;

export interface FormFile {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/** The buyer's priced spreadsheet, when the tender-files module can produce one; null when the tender has none. */
export type PricedDpgfSource = (user: User, tenderId: string) => Promise<{ bytes: Buffer; filename: string } | null>;

/**
 * The tender-files module's priced DPGF as the pack wants it: no DPGF/DQE/BPU in XLSX among the
 * pieces (its 422) is « none », listed as missing; any other failure stops the pack.
 */
export function pricedDpgfFrom(tenderFiles: Pick<TenderFilesService, 'pricedDpgf'>): PricedDpgfSource {
  return async (user, tenderId) => {
    try {
      const priced = await tenderFiles.pricedDpgf(user, tenderId);
      return { bytes: priced.buffer, filename: priced.filename };
    } catch (error) {
      if (error instanceof AppError && error.code === 'VALIDATION_ERROR') {
        return null;
      }
      throw error;
    }
  };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** A name safe in a zip on every system: no folders, no control or reserved characters. */
function entryName(name: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\p{Cc}+/gu, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'document';
}

const slug = (reference: string) => formFilename('DC1', reference, 'pdf').slice(4, -4);

export function createTenderFormsService(deps: {
  clock: Clock;
  tenders: Pick<TendersService, 'get'>;
  company: Pick<CompanyService, 'get'>;
  documents: Pick<DocumentsService, 'list' | 'open'>;
  generation: Pick<GenerationService, 'list' | 'openPdf' | 'docx'>;
  pricedDpgf?: PricedDpgfSource;
}) {
  const { clock, tenders, company, documents, generation } = deps;

  /** The tender as this user reads it (404 otherwise), then the plan (403). */
  async function readable(user: User, tenderId: string): Promise<TenderDetail> {
    const tender = await tenders.get(user, tenderId);
    if (!hasSubscriberAccess(user)) {
      throw forbidden(TENDER_FORMS_LOCKED);
    }
    return tender;
  }

  async function render(
    user: User,
    tender: TenderDetail,
    form: TenderForm,
    format: TenderFormFormat,
  ): Promise<FormFile> {
    const profile = await company.get(user.id);
    const m: FormModel =
      form === 'dc1' ? buildDc1(tender, profile, user) : buildDc2(tender, profile, user, clock.now());
    const meta = { reference: tender.source_id, company: profile.raison_sociale, now: clock.now() };
    const bytes = format === 'pdf' ? await renderFormPdf(m, meta) : await renderFormDocx(m, meta);
    return { bytes, filename: formFilename(m.code, tender.source_id, format), contentType: CONTENT_TYPE[format] };
  }

  return {
    async form(user: User, tenderId: string, form: TenderForm, format: TenderFormFormat): Promise<FormFile> {
      const tender = await readable(user, tenderId);
      return render(user, tender, form, format);
    },

    /** One zip: the latest response (PDF, Word), DC1/DC2 (PDF, Word), the valid administrative documents, LISEZ-MOI.txt. */
    async pack(user: User, tenderId: string): Promise<FormFile> {
      const tender = await readable(user, tenderId);
      const responses = await generation.list(user.id, { tender_id: tender.id, limit: 20 });
      const latest = responses.find((r) => r.status === 'succeeded');
      if (!latest) {
        throw new AppError('CONFLICT', TENDER_PACK_EMPTY);
      }
      const files: Record<string, Uint8Array> = {};
      const inPack: string[] = [];
      const missing: string[] = [];
      const add = (folder: string, name: string, bytes: Uint8Array): string => {
        let path = `${folder}/${entryName(name)}`;
        for (let n = 2; files[path]; n += 1) {
          path = `${folder}/${entryName(name).replace(/(\.[a-z0-9]+)?$/i, (ext) => ` (${n})${ext}`)}`;
        }
        files[path] = bytes;
        return path;
      };

      const pdf = await generation.openPdf(user.id, latest.id);
      const docx = await generation.docx(user.id, latest.id);
      inPack.push(
        `${add('1 - Réponse', pdf.filename, await bytesOf(pdf.stream))} : lettre de candidature et mémoire technique (PDF, version ${latest.version})`,
        `${add('1 - Réponse', docx.filename, docx.bytes)} : la même réponse au format Word`,
      );

      for (const form of ['dc1', 'dc2'] as const) {
        for (const format of ['pdf', 'docx'] as const) {
          const file = await render(user, tender, form, format);
          const what =
            form === 'dc1' ? 'formulaire DC1 (lettre de candidature)' : 'formulaire DC2 (déclaration du candidat)';
          inPack.push(
            `${add('2 - Formulaires', file.filename, file.bytes)} : ${what}, pré-rempli (${format === 'pdf' ? 'PDF' : 'Word'})`,
          );
        }
      }
      missing.push('Les passages « [À compléter : …] » des formulaires DC1 et DC2 : à compléter avant l’envoi.');

      if (deps.pricedDpgf) {
        const dpgf = await deps.pricedDpgf(user, tender.id);
        if (dpgf) {
          inPack.push(`${add('3 - Offre de prix', dpgf.filename, dpgf.bytes)} : le DPGF de l’acheteur, chiffré`);
        } else {
          missing.push(
            'Le DPGF chiffré : aucun DPGF, DQE ou BPU au format XLSX parmi les pièces du dossier de consultation jointes.',
          );
        }
      } else {
        missing.push('Le DPGF chiffré : pas encore disponible dans BatiAO, à joindre vous-même.');
      }

      const file = await documents.list(user.id);
      for (const type of file.types) {
        const document = type.document;
        if (document && (document.status === 'valid' || document.status === 'expiring_soon')) {
          const opened = await documents.open(user.id, document.id);
          const until = document.expires_on
            ? ` (valable jusqu’au ${document.expires_on.split('-').reverse().join('/')})`
            : '';
          inPack.push(
            `${add('4 - Dossier administratif', `${type.label} - ${document.filename}`, await bytesOf(opened.stream))}${until}`,
          );
        } else if (document?.status === 'expired') {
          missing.push(`${type.label} : le document déposé a expiré, déposez-en un à jour.`);
        } else if (type.critical) {
          missing.push(`${type.label} : absent de votre dossier administratif, à déposer.`);
        }
      }

      const now = clock.now();
      const readme = [
        `Dossier de réponse – ${tender.title}`,
        `Référence : ${tender.source_id}`,
        `Acheteur : ${tender.buyer_name ?? 'non précisé'}`,
        `Préparé par BatiAO le ${now.toISOString().slice(0, 10).split('-').reverse().join('/')}`,
        '',
        'CONTENU DU DOSSIER',
        ...inPack.map((line) => `- ${line}`),
        '',
        'À COMPLÉTER OU À JOINDRE',
        ...missing.map((line) => `- ${line}`),
        '',
        'Relisez chaque pièce avant de la déposer sur le profil d’acheteur indiqué dans l’avis.',
        '',
      ].join('\r\n');
      files['LISEZ-MOI.txt'] = strToU8(readme);
      const zip = zipSync(files, { level: 6, mtime: now });
      return {
        bytes: Buffer.from(zip),
        filename: `dossier-${slug(tender.source_id)}.zip`,
        contentType: CONTENT_TYPE.zip,
      };
    },
  };
}

export type TenderFormsService = ReturnType<typeof createTenderFormsService>;
