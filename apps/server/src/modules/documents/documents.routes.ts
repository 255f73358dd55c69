import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE,
  documentDeleteResponseSchema,
  documentIdParamsSchema,
  documentListResponseSchema,
  documentSchema,
  documentUpdateSchema,
  fileHealthSchema,
} from '@batiao/shared/contracts/documents';
import { errorBodySchema } from '@batiao/shared/errors';
import { principalOf } from '../../plugins/auth.ts';
import { sendFile } from '../../lib/files.ts';
import { readUpload, registerUploads } from '../../lib/multipart.ts';
import type { DocumentsService, UploadInput } from './documents.service.ts';

const TEXT_FIELDS = 8;

/** Reads the multipart body: the text fields, and the one `file` part held in memory (≤ 10 MB). */
function readDocumentUpload(request: FastifyRequest): Promise<UploadInput> {
  return readUpload(request, {
    notMultipart: 'Envoyez le fichier en multipart/form-data, dans le champ « file ».',
    tooLarge: DOCUMENT_TOO_LARGE,
    oneFileOnly: 'Un seul fichier, dans « file »',
    keepFields: true,
  });
}

export async function documentsRoutes(app: FastifyInstance, opts: { documents: DocumentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { documents } = opts;
  const common = { tags: ['documents'], security: [{ bearerAuth: [] }] };

  // Scoped to this plugin: only the upload route reads multipart bodies.
  await registerUploads(app, { fileSize: DOCUMENT_MAX_BYTES, fields: TEXT_FIELDS });

  r.post(
    '/api/documents/upload',
    {
      schema: {
        ...common,
        summary: 'Déposer un document du dossier administratif',
        description:
          'multipart/form-data : `file` (PDF, JPG, PNG, DOC ou DOCX reconnus par leur contenu, 10 Mo au plus), ' +
          '`document_type`, et en option `valid_until` et `issued_at` (AAAA-MM-JJ), `replace=true` pour remplacer ' +
          'un document encore valide.',
        consumes: ['multipart/form-data'],
        response: {
          201: documentSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = principalOf(request).userId;
      const document = await documents.upload(userId, await readDocumentUpload(request));
      return reply.code(201).send(document);
    },
  );

  r.get(
    '/api/documents',
    {
      schema: {
        ...common,
        summary: 'Les documents de l’utilisateur et l’état des 13 types',
        response: { 200: documentListResponseSchema, 401: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => documents.list(principalOf(request).userId),
  );

  r.get(
    '/api/documents/health',
    {
      schema: {
        ...common,
        summary: 'Santé du dossier : manquants, expirés, à renouveler, taux de complétude',
        response: { 200: fileHealthSchema, 401: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => documents.health(principalOf(request).userId),
  );

  r.get(
    '/api/documents/:id/download',
    {
      schema: {
        ...common,
        summary: 'Télécharger un de ses documents (en pièce jointe)',
        params: documentIdParamsSchema,
        response: { 401: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const file = await documents.open(principalOf(request).userId, request.params.id);
      // A binary stream, not a JSON body: sent through the untyped reply.
      return sendFile(reply as FastifyReply, {
        filename: file.filename,
        contentType: file.contentType,
        body: file.stream,
        size: file.size,
      });
    },
  );

  r.patch(
    '/api/documents/:id',
    {
      schema: {
        ...common,
        summary: 'Saisir ou corriger la date « valable jusqu’au » (ou d’émission)',
        params: documentIdParamsSchema,
        body: documentUpdateSchema,
        response: { 200: documentSchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => documents.update(principalOf(request).userId, request.params.id, request.body),
  );

  r.delete(
    '/api/documents/:id',
    {
      schema: {
        ...common,
        summary: 'Supprimer un document et son fichier',
        params: documentIdParamsSchema,
        response: { 200: documentDeleteResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await documents.remove(principalOf(request).userId, request.params.id);
      return { success: true as const };
    },
  );
}
