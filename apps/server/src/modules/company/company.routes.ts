import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REFERENCE_PHOTO_MAX_BYTES,
  REFERENCE_PHOTO_TOO_LARGE,
  companyProfileInputSchema,
  companyProfileSchema,
  referenceParamsSchema,
  referencePhotoDeleteResponseSchema,
  referencePhotoParamsSchema,
  referencePhotoSchema,
} from '@batiao/shared/contracts/company';
import { errorBodySchema } from '@batiao/shared/errors';
import { sendFile } from '../../lib/files.ts';
import { readUpload, registerUploads } from '../../lib/multipart.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { CompanyService, PhotoUpload } from './company.service.ts';

/** Reads the one `file` part of a photo upload, held in memory (≤ REFERENCE_PHOTO_MAX_BYTES). */
async function readPhoto(request: FastifyRequest): Promise<PhotoUpload | undefined> {
  const { file } = await readUpload(request, {
    notMultipart: 'Envoyez la photo en multipart/form-data, dans le champ « file ».',
    tooLarge: REFERENCE_PHOTO_TOO_LARGE,
    oneFileOnly: 'Une seule photo, dans « file »',
  });
  return file;
}

export async function companyRoutes(app: FastifyInstance, opts: { company: CompanyService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { company } = opts;
  const common = { tags: ['company'], security: [{ bearerAuth: [] }] };

  // Scoped to this plugin: only the photo upload reads multipart bodies.
  await registerUploads(app, { fileSize: REFERENCE_PHOTO_MAX_BYTES, fields: 2 });

  r.get(
    '/api/company',
    {
      schema: {
        ...common,
        summary: 'Le profil entreprise (« Mon entreprise ») et sa complétude',
        description: 'Un profil vide (valeurs nulles, listes vides) tant que rien n’a été enregistré.',
        response: { 200: companyProfileSchema, 401: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => company.get(principalOf(request).userId),
  );

  r.put(
    '/api/company',
    {
      schema: {
        ...common,
        summary: 'Enregistrer tout le profil entreprise',
        description:
          'Remplace le profil entier (les listes remplacent les listes enregistrées). Montants en centimes HT. ' +
          'Une référence renvoyée avec son `id` garde ses photos ; les photos d’une référence retirée sont supprimées.',
        body: companyProfileInputSchema,
        response: { 200: companyProfileSchema, 400: errorBodySchema, 401: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => company.update(principalOf(request).userId, request.body),
  );

  r.post(
    '/api/company/references/:referenceId/photos',
    {
      schema: {
        ...common,
        summary: 'Ajouter une photo à une référence de chantier',
        description:
          'multipart/form-data : `file` (JPG ou PNG reconnu par son contenu, 5 Mo au plus), 6 photos au plus par référence.',
        consumes: ['multipart/form-data'],
        params: referenceParamsSchema,
        response: {
          201: referencePhotoSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
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
      const photo = await company.addPhoto(userId, request.params.referenceId, await readPhoto(request));
      return reply.code(201).send(photo);
    },
  );

  r.get(
    '/api/company/references/:referenceId/photos/:photoId',
    {
      schema: {
        ...common,
        summary: 'Afficher une photo d’une de ses références',
        params: referencePhotoParamsSchema,
        response: { 401: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { referenceId, photoId } = request.params;
      const file = await company.openPhoto(principalOf(request).userId, referenceId, photoId);
      // An image stream, not a JSON body: sent through the untyped reply. A photo never changes
      // under its id, so the browser may keep it, for this user only.
      return sendFile(reply as FastifyReply, {
        filename: file.filename,
        contentType: file.contentType,
        body: file.stream,
        size: file.size,
        disposition: 'inline',
        cacheControl: 'private, max-age=86400',
      });
    },
  );

  r.delete(
    '/api/company/references/:referenceId/photos/:photoId',
    {
      schema: {
        ...common,
        summary: 'Supprimer une photo d’une référence',
        params: referencePhotoParamsSchema,
        response: { 200: referencePhotoDeleteResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { referenceId, photoId } = request.params;
      await company.removePhoto(principalOf(request).userId, referenceId, photoId);
      return { success: true as const };
    },
  );
}
