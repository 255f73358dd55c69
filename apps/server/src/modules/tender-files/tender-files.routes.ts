import { rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TENDER_FILES_MAX_BYTES,
  TENDER_FILES_TOO_LARGE,
  metresResultSchema,
  pricedDpgfQuerySchema,
  pricedDpgfSchema,
  pricedDpgfUpdateSchema,
  tenderAnalysisSchema,
  tenderFileListSchema,
  tenderFileParamsSchema,
  tenderFileSchema,
  tenderFileUpdateSchema,
  tenderFileUploadResponseSchema,
  tenderIdParamsSchema,
} from '@batiao/shared/contracts/tender-files';
import { errorBodySchema } from '@batiao/shared/errors';
import { AppError } from '../../lib/app-error.ts';
import { sendFile, uploadReadError } from '../../lib/files.ts';
import { registerUploads, stageFilePart, type StagedFile } from '../../lib/multipart.ts';
import { principalOf } from '../../plugins/auth.ts';
import { DCE_SNIFF_BYTES, sniffDceHead, type TenderFilesService } from './tender-files.service.ts';

/** The analysis's checklist: the keys of the pieces ticked as ready (« candidature-dc1 »…). */
const checklistSchema = z.object({
  coches: z
    .array(
      z
        .string()
        .max(100)
        .regex(/^[a-z0-9_-]+$/, 'Clé de pièce invalide'),
    )
    .max(100, 'Au plus 100 pièces cochées'),
});

/** Files one request may carry (a zip counts as one). */
const FILES_PER_REQUEST = 20;

/**
 * Writes the `file` parts of a multipart body (repeatable) to the files `nextPath` names as they arrive, each
 * through a counting, content-sniffing stream (ADR 033): a part that does not start like a DCE
 * file is refused at once (415); past `budget` bytes in all — what is left of the tender's 200 MB —
 * the request stops with a 413. Nothing is held whole in memory; the caller removes the files.
 */
async function stageFiles(request: FastifyRequest, budget: number, nextPath: () => string): Promise<StagedFile[]> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Envoyez les fichiers en multipart/form-data, dans le champ « file ».');
  }
  const files: StagedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        continue;
      }
      if (part.fieldname !== 'file') {
        throw new AppError('VALIDATION_ERROR', [{ field: part.fieldname, message: 'Les fichiers vont dans « file »' }]);
      }
      const staged = await stageFilePart(part, {
        path: nextPath(),
        maxBytes: Math.max(budget - total, 0),
        tooLarge: TENDER_FILES_TOO_LARGE,
        sniffBytes: DCE_SNIFF_BYTES,
        sniff: sniffDceHead,
      });
      total += staged.size;
      files.push(staged);
    }
  } catch (error) {
    throw uploadReadError(error, TENDER_FILES_TOO_LARGE);
  }
  return files;
}

export async function tenderFilesRoutes(app: FastifyInstance, opts: { tenderFiles: TenderFilesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tenderFiles } = opts;
  const common = { tags: ['tender-files'], security: [{ bearerAuth: [] }] };

  await registerUploads(app, { fileSize: TENDER_FILES_MAX_BYTES, fields: 4, files: FILES_PER_REQUEST });

  r.post(
    '/api/tenders/:id/files',
    {
      schema: {
        ...common,
        summary: 'Joindre des pièces du dossier de consultation (DCE)',
        description:
          'multipart/form-data : `file`, répétable (ZIP avec dossiers, PDF, DOCX, XLSX, XLS ou ODS reconnus par ' +
          'leur contenu ; 200 Mo au plus par appel d’offres). Un ZIP est déplié ; sa taille décompressée et ses ' +
          'chemins sont vérifiés avant toute décompression.',
        consumes: ['multipart/form-data'],
        params: tenderIdParamsSchema,
        response: {
          201: tenderFileUploadResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const user = principalOf(request).user;
      // The tender first (404 before any byte is read), and what is left of its 200 MB.
      const budget = await tenderFiles.uploadBudget(user, request.params.id);
      const staging: string[] = [];
      const nextPath = () => {
        const file = tenderFiles.stagingPath();
        staging.push(file);
        return file;
      };
      try {
        const files = await stageFiles(request, budget, nextPath);
        return reply.code(201).send(await tenderFiles.upload(user, request.params.id, files));
      } finally {
        await Promise.all(staging.map((file) => rm(file, { force: true })));
      }
    },
  );

  r.get(
    '/api/tenders/:id/files',
    {
      schema: {
        ...common,
        summary: 'Les pièces jointes à l’appel d’offres, avec leur rôle, et l’adresse du DCE de l’avis',
        params: tenderIdParamsSchema,
        response: { 200: tenderFileListSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => tenderFiles.list(principalOf(request).user, request.params.id),
  );

  r.get(
    '/api/tenders/:id/files/:fileId/download',
    {
      schema: {
        ...common,
        summary: 'Télécharger une pièce jointe',
        params: tenderFileParamsSchema,
        response: { 401: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const file = await tenderFiles.open(principalOf(request).user, request.params.id, request.params.fileId);
      return sendFile(reply as FastifyReply, {
        filename: file.filename,
        contentType: file.contentType,
        body: file.stream,
        size: file.size,
      });
    },
  );

  r.patch(
    '/api/tenders/:id/files/:fileId',
    {
      schema: {
        ...common,
        summary: 'Corriger le rôle d’une pièce (RC, CCTP, CCAP, AE, DPGF, BPU, DQE, plans, autre)',
        params: tenderFileParamsSchema,
        body: tenderFileUpdateSchema,
        response: { 200: tenderFileSchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) =>
      tenderFiles.setRole(principalOf(request).user, request.params.id, request.params.fileId, request.body.role),
  );

  r.delete(
    '/api/tenders/:id/files/:fileId',
    {
      schema: {
        ...common,
        summary: 'Retirer une pièce jointe et son fichier',
        params: tenderFileParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), 401: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await tenderFiles.remove(principalOf(request).user, request.params.id, request.params.fileId);
      return { success: true as const };
    },
  );

  r.post(
    '/api/tenders/:id/extract-metres',
    {
      schema: {
        ...common,
        summary: 'Extraire les métrés des pièces jointes (abonnés)',
        description:
          'Lit le DPGF, le BPU ou le DQE joints (type « extraction ») ; sans eux, relève les quantités que le CCTP ' +
          'indique (type « estimation », avec un avertissement). Aucune quantité n’est inventée. Corps vide.',
        params: tenderIdParamsSchema,
        response: { 200: metresResultSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => tenderFiles.extractMetres(principalOf(request).user, request.params.id),
  );

  r.get(
    '/api/tenders/:id/metres',
    {
      schema: {
        ...common,
        summary: 'La dernière extraction des métrés (null avant la première)',
        params: tenderIdParamsSchema,
        response: {
          200: z.object({ result: metresResultSchema.nullable() }),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ result: await tenderFiles.latestMetres(principalOf(request).user, request.params.id) }),
  );

  r.get(
    '/api/tenders/:id/priced-dpgf/lines',
    {
      schema: {
        ...common,
        summary: 'Les lignes des métrés chiffrées, avec leur source et votre relecture (abonnés)',
        description:
          'Chaque ligne : votre catalogue (« catalogue_utilisateur »), sinon la bibliothèque de marché (« prix_marche »), ' +
          'sinon un prix composé du temps × votre taux horaire (« compose »), sinon « non_trouve » ; avec vos coefficient, ' +
          'frais généraux, marge et les majorations qui s’appliquent, l’article retenu et l’explication du prix. Les prix ' +
          'que vous avez modifiés priment. 409 avant la première extraction des métrés.',
        params: tenderIdParamsSchema,
        response: {
          200: pricedDpgfSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => tenderFiles.pricedLines(principalOf(request).user, request.params.id),
  );

  r.put(
    '/api/tenders/:id/priced-dpgf/lines',
    {
      schema: {
        ...common,
        summary: 'Enregistrer votre relecture du DPGF chiffré : prix modifiés, majorations, taux de TVA',
        description:
          '`prix` : la liste complète de vos prix unitaires modifiés (`cle` de la ligne, `prix_unitaire` ; null revient ' +
          'au prix calculé) ; `majorations` : celles que vous appliquez ou non ; `taux_tva` : 20, 10 ou 5,5. Répond les ' +
          'lignes recalculées ; l’export les utilise.',
        params: tenderIdParamsSchema,
        body: pricedDpgfUpdateSchema,
        response: {
          200: pricedDpgfSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => tenderFiles.savePricedLines(principalOf(request).user, request.params.id, request.body),
  );

  r.post(
    '/api/tenders/:id/priced-dpgf',
    {
      schema: {
        ...common,
        summary: 'Le DPGF chiffré : le fichier de l’acheteur rempli (XLSX) ou sa synthèse (PDF), abonnés',
        description:
          '`?format=xlsx` (défaut) : le tableur de l’acheteur (mêmes feuilles, formules et styles) avec vos prix ' +
          'relus dans sa colonne P.U. et les montants, sous-totaux, total HT, TVA et TTC recalculés ; quand les ' +
          'quantités viennent d’un PDF ou du CCTP, un DPGF au format standard. `?format=pdf` : la synthèse (totaux, ' +
          'majorations, lignes et sources). Les métrés sont extraits d’abord s’ils ne l’ont jamais été. En-têtes ' +
          '`x-priced-lines` et `x-lines` : lignes chiffrées et lignes à chiffrer.',
        params: tenderIdParamsSchema,
        querystring: pricedDpgfQuerySchema,
        response: { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const priced = await tenderFiles.pricedFile(principalOf(request).user, request.params.id, request.query.format);
      void reply.header('x-priced-lines', String(priced.priced)).header('x-lines', String(priced.lines));
      return sendFile(reply as FastifyReply, {
        filename: priced.filename,
        contentType: priced.contentType,
        body: priced.buffer,
        size: priced.buffer.length,
      });
    },
  );

  r.get(
    '/api/tenders/:id/analysis',
    {
      schema: {
        ...common,
        summary: 'Analyse du DCE : lots, critères, date limite, visite, variantes, forme du prix, normes, contraintes',
        params: tenderIdParamsSchema,
        response: { 200: tenderAnalysisSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => tenderFiles.analysis(principalOf(request).user, request.params.id),
  );

  r.get(
    '/api/tenders/:id/checklist',
    {
      schema: {
        ...common,
        summary: 'Les pièces à fournir que vous avez cochées comme prêtes',
        params: tenderIdParamsSchema,
        response: { 200: checklistSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ coches: await tenderFiles.checklist(principalOf(request).user, request.params.id) }),
  );

  r.put(
    '/api/tenders/:id/checklist',
    {
      schema: {
        ...common,
        summary: 'Enregistrer les pièces à fournir cochées (la liste complète)',
        params: tenderIdParamsSchema,
        body: checklistSchema,
        response: { 200: checklistSchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      coches: await tenderFiles.saveChecklist(principalOf(request).user, request.params.id, request.body.coches),
    }),
  );
}
