import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOG_IMPORT_MAX_BYTES,
  CATALOG_IMPORT_TOO_LARGE,
  catalogImportAnalysisSchema,
  catalogImportMappingSchema,
  catalogImportResultSchema,
  catalogItemDeleteResponseSchema,
  catalogItemInputSchema,
  catalogItemResponseSchema,
  catalogResponseSchema,
  catalogSearchQuerySchema,
  catalogSearchResponseSchema,
} from '@batiao/shared/contracts/pricing';
import { errorBodySchema } from '@batiao/shared/errors';
import { AppError } from '../../lib/app-error.ts';
import { readUpload, registerUploads } from '../../lib/multipart.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { CatalogService, ImportOptions } from './catalog.service.ts';

const itemParamsSchema = z.object({ id: z.string().max(100) });

/** The `file` of a price-list upload and its text fields (sheet, header_row, mapping, dry_run). */
async function readPriceListUpload(request: FastifyRequest) {
  const { fields, file } = await readUpload(request, {
    notMultipart: 'Envoyez le fichier en multipart/form-data, dans le champ « file ».',
    tooLarge: CATALOG_IMPORT_TOO_LARGE,
    oneFileOnly: 'Un seul fichier, dans « file »',
    keepFields: true,
  });
  if (!file) {
    throw new AppError('VALIDATION_ERROR', [{ field: 'file', message: 'Choisissez un fichier CSV ou Excel (.xlsx)' }]);
  }
  const options: ImportOptions = {};
  if (fields.sheet) {
    options.sheet = fields.sheet;
  }
  if (fields.header_row) {
    const line = Number(fields.header_row);
    if (!Number.isInteger(line) || line < 1 || line > 100_000) {
      throw new AppError('VALIDATION_ERROR', [
        { field: 'header_row', message: 'La ligne d’en-tête est un numéro de ligne' },
      ]);
    }
    options.headerRow = line;
  }
  return { fields, bytes: file.bytes, options };
}

const uploadErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
};

/**
 * /api/pricing/catalog* (supporting-areas §7, ADR 020): the user's catalogue as a tree, its search,
 * one item added, edited or deleted, and a supplier's price list imported. Any signed-in user.
 */
export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalog } = opts;
  const common = { tags: ['pricing'], security: [{ bearerAuth: [] }] };

  // Scoped to this plugin: only the price-list routes read multipart bodies.
  await registerUploads(app, { fileSize: CATALOG_IMPORT_MAX_BYTES, fields: 4 });

  r.get(
    '/api/pricing/catalog',
    {
      schema: {
        ...common,
        summary: 'Le catalogue de prix personnel : arbre catégorie → sous-catégorie → éléments, et statistiques',
        description:
          'Les mêmes éléments que la liste de produits du profil tarifaire. `prix` en euros HT ; la clé "" ' +
          'regroupe les éléments sans catégorie (ou sans sous-catégorie).',
        response: { 200: catalogResponseSchema, 401: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => catalog.tree(principalOf(request).userId),
  );

  r.get(
    '/api/pricing/catalog/search',
    {
      schema: {
        ...common,
        summary: 'Rechercher dans son catalogue (2 caractères au moins)',
        description:
          'Insensible aux accents, à la casse et au pluriel (« carrelages » trouve « Carrelage », « m2 » = « m² »). ' +
          '`match_score` de 0 à 100, meilleurs résultats d’abord, 50 au plus.',
        querystring: catalogSearchQuerySchema,
        response: { 200: catalogSearchResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      results: await catalog.search(principalOf(request).userId, request.query.q),
    }),
  );

  r.post(
    '/api/pricing/catalog/item',
    {
      schema: {
        ...common,
        summary: 'Ajouter un élément au catalogue',
        description: 'Désignation (`description`) et `prix` obligatoires ; `unite` m2 par défaut.',
        body: catalogItemInputSchema,
        response: {
          201: catalogItemResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => reply.code(201).send(await catalog.add(principalOf(request).userId, request.body)),
  );

  r.put(
    '/api/pricing/catalog/item/:id',
    {
      schema: {
        ...common,
        summary: 'Modifier un élément du catalogue',
        params: itemParamsSchema,
        body: catalogItemInputSchema,
        response: {
          200: catalogItemResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => catalog.update(principalOf(request).userId, request.params.id, request.body),
  );

  r.delete(
    '/api/pricing/catalog/item/:id',
    {
      schema: {
        ...common,
        summary: 'Supprimer un élément du catalogue',
        params: itemParamsSchema,
        response: { 200: catalogItemDeleteResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => catalog.remove(principalOf(request).userId, request.params.id),
  );

  r.post(
    '/api/pricing/catalog/import/analyze',
    {
      schema: {
        ...common,
        summary: 'Lire un tarif fournisseur (CSV ou XLSX) : colonnes, premières lignes, correspondance proposée',
        description:
          'multipart/form-data : `file` (XLSX ou CSV reconnu par son contenu, 5 Mo au plus), `sheet` et ' +
          '`header_row` (ligne d’en-tête, trouvée sinon) facultatifs. Rien n’est enregistré.',
        consumes: ['multipart/form-data'],
        response: { 200: catalogImportAnalysisSchema, ...uploadErrors },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { bytes, options } = await readPriceListUpload(request);
      return catalog.analyze(bytes, options);
    },
  );

  r.post(
    '/api/pricing/catalog/import',
    {
      schema: {
        ...common,
        summary: 'Importer un tarif fournisseur (ou le prévisualiser avec dry_run=true)',
        description:
          'multipart/form-data : `file`, `mapping` (JSON champ → numéro de colonne à partir de 0 : description et ' +
          'prix obligatoires ; ref, unite, category, subcategory, brand, supplier), `sheet`, `header_row`, ' +
          '`dry_run`. Les lignes en erreur sont listées avec leur numéro ; une référence déjà au catalogue ' +
          'met à jour son élément.',
        consumes: ['multipart/form-data'],
        response: { 200: catalogImportResultSchema, ...uploadErrors },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { fields, bytes, options } = await readPriceListUpload(request);
      let raw: unknown;
      try {
        raw = JSON.parse(fields.mapping ?? '');
      } catch {
        throw new AppError('VALIDATION_ERROR', [
          { field: 'mapping', message: 'Indiquez la correspondance des colonnes (JSON)' },
        ]);
      }
      const mapping = catalogImportMappingSchema.safeParse(raw);
      if (!mapping.success) {
        throw new AppError(
          'VALIDATION_ERROR',
          mapping.error.issues.map((issue) => ({
            field: ['mapping', ...issue.path].join('.'),
            message: issue.message.startsWith('Choisissez') ? issue.message : 'Numéro de colonne invalide',
          })),
        );
      }
      return catalog.import(principalOf(request).userId, bytes, mapping.data, {
        ...options,
        dryRun: fields.dry_run === 'true',
      });
    },
  );
}
