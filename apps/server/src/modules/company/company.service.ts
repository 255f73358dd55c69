import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  REFERENCE_PHOTOS_MAX,
  REFERENCE_PHOTO_MAX_BYTES,
  REFERENCE_PHOTO_TOO_LARGE,
  REFERENCE_PHOTO_UNSUPPORTED,
  type CompanyCompletion,
  type CompanyProfile,
  type CompanyProfileParsed,
  type CompanyReferenceStored,
  type LegalForm,
  type ReferencePhoto,
} from '@batiao/shared/contracts/company';
import { companyCompletion, type CompanyCompletionFacts } from '@batiao/shared/domain/company';
import type { Database } from '../../db/client.ts';
import type { CompanyProfileRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../integrations/storage/local-storage.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { CONTENT_TYPES, detectFormat, sanitizeFilename } from '../../lib/files.ts';
import type { StorageService } from '../storage/storage.service.ts';
import { changeCompanyProfile, findCompanyProfile, referencedPhotoKeys } from './company.queries.ts';

const REFERENCE_NOT_FOUND = 'Référence introuvable';
const PHOTO_NOT_FOUND = 'Photo introuvable';
export const REFERENCE_PHOTOS_FULL = `Cette référence a déjà ${REFERENCE_PHOTOS_MAX} photos : supprimez-en une avant d’en ajouter une autre.`;

/** The `file` part of a photo upload, as the route read it. */
export interface PhotoUpload {
  filename: string | undefined;
  bytes: Buffer;
}

export interface PhotoFile {
  stream: Readable;
  filename: string;
  contentType: string;
  size: number;
}

interface Logger {
  warn: (obj: object, msg: string) => void;
}

/** The profile of a user who never saved one. */
const EMPTY_ROW: Omit<CompanyProfileRow, 'userId' | 'createdAt' | 'updatedAt'> = {
  raisonSociale: null,
  siret: null,
  formeJuridique: null,
  adresse: null,
  codePostal: null,
  ville: null,
  anneeCreation: null,
  effectifs: [],
  chiffresAffaires: [],
  qualifications: [],
  assurances: [],
  materiel: [],
  references: [],
};

function facts(row: typeof EMPTY_ROW): CompanyCompletionFacts {
  return {
    raison_sociale: row.raisonSociale,
    siret: row.siret,
    forme_juridique: row.formeJuridique,
    adresse: row.adresse,
    code_postal: row.codePostal,
    ville: row.ville,
    annee_creation: row.anneeCreation,
    effectifs: row.effectifs,
    chiffres_affaires: row.chiffresAffaires,
    qualifications: row.qualifications,
    assurances: row.assurances,
    materiel: row.materiel,
    references: row.references,
  };
}

/** Row → contract; the photos' storage keys never leave the server. */
function present(row: CompanyProfileRow | undefined): CompanyProfile {
  const data = row ?? EMPTY_ROW;
  return {
    raison_sociale: data.raisonSociale,
    siret: data.siret,
    forme_juridique: data.formeJuridique as LegalForm | null,
    adresse: data.adresse,
    code_postal: data.codePostal,
    ville: data.ville,
    annee_creation: data.anneeCreation,
    effectifs: data.effectifs,
    chiffres_affaires: data.chiffresAffaires,
    qualifications: data.qualifications,
    assurances: data.assurances,
    materiel: data.materiel,
    references: data.references.map((reference) => ({
      ...reference,
      photos: reference.photos.map(presentPhoto),
    })),
    completion: companyCompletion(facts(data)),
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

function presentPhoto(photo: CompanyReferenceStored['photos'][number]): ReferencePhoto {
  return { id: photo.id, filename: photo.filename, content_type: photo.content_type, size: photo.size };
}

/**
 * The new reference list of a save: a reference sent with the `id` of a stored one keeps that id
 * and its photos; any other gets a new id and no photos (an unknown or repeated id is not trusted,
 * so that two references never share photo files). Returns the storage keys of the photos whose
 * reference is gone, and their total size.
 */
function mergeReferences(
  stored: CompanyReferenceStored[],
  sent: CompanyProfileParsed['references'],
): { references: CompanyReferenceStored[]; orphanKeys: string[]; freedBytes: number } {
  const byId = new Map(stored.map((reference) => [reference.id, reference]));
  const kept = new Set<string>();
  const references = sent.map(({ id, ...fields }) => {
    const previous = id !== undefined && !kept.has(id) ? byId.get(id) : undefined;
    if (previous) {
      kept.add(previous.id);
      return { id: previous.id, ...fields, photos: previous.photos };
    }
    return { id: randomUUID(), ...fields, photos: [] };
  });
  const orphans = stored.filter((reference) => !kept.has(reference.id)).flatMap((reference) => reference.photos);
  return {
    references,
    orphanKeys: orphans.map((photo) => photo.storage_key),
    freedBytes: orphans.reduce((sum, photo) => sum + photo.size, 0),
  };
}

export function createCompanyService(deps: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  /** The user's storage space (ADR 013): reserved before a photo is written. */
  quota: Pick<StorageService, 'reserve' | 'release'>;
  log: Logger;
}) {
  const { db, clock, storage, quota, log } = deps;

  async function discard(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch (err) {
        log.warn({ err, key }, 'photo orpheline non supprimée');
      }
    }
  }

  function storedReference(row: CompanyProfileRow | undefined, referenceId: string): CompanyReferenceStored {
    const reference = row?.references.find((r) => r.id === referenceId);
    if (!reference) {
      throw notFound(REFERENCE_NOT_FOUND);
    }
    return reference;
  }

  return {
    /** The user's profile; an empty one (nulls and empty lists) before the first save. */
    async get(userId: string): Promise<CompanyProfile> {
      return present(await findCompanyProfile(db, userId));
    },

    /**
     * Replaces the whole profile. References keep their photos when their `id` is sent back; the
     * space of removed references' photos is given back with the new profile, and their files are
     * deleted once it is committed.
     */
    async update(userId: string, input: CompanyProfileParsed): Promise<CompanyProfile> {
      const { row, value: orphanKeys } = await changeCompanyProfile(db, userId, clock.now(), (current) => {
        const { references, orphanKeys: keys, freedBytes } = mergeReferences(current.references, input.references);
        return {
          freedBytes,
          set: {
            raisonSociale: input.raison_sociale,
            siret: input.siret,
            formeJuridique: input.forme_juridique,
            adresse: input.adresse,
            codePostal: input.code_postal,
            ville: input.ville,
            anneeCreation: input.annee_creation,
            effectifs: input.effectifs,
            chiffresAffaires: input.chiffres_affaires,
            qualifications: input.qualifications,
            assurances: input.assurances,
            materiel: input.materiel,
            references,
          },
          value: keys,
        };
      });
      await discard(orphanKeys);
      return present(row);
    },

    /** How complete the profile is, and which sections are still empty (for recommendations). */
    async completion(userId: string): Promise<CompanyCompletion> {
      return present(await findCompanyProfile(db, userId)).completion;
    },

    /**
     * Adds a photo to one of the user's references: JPG or PNG recognised by content (415), at
     * most REFERENCE_PHOTO_MAX_BYTES (413) and REFERENCE_PHOTOS_MAX per reference (409), within
     * the plan's storage space (413). The space is reserved, the file written under a generated
     * name, then recorded; if recording fails the file is removed and the space given back.
     */
    async addPhoto(userId: string, referenceId: string, upload: PhotoUpload | undefined): Promise<ReferencePhoto> {
      if (!upload) {
        throw new AppError('VALIDATION_ERROR', [{ field: 'file', message: 'Aucune photo reçue' }]);
      }
      const before = storedReference(await findCompanyProfile(db, userId), referenceId);
      if (upload.bytes.length > REFERENCE_PHOTO_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', REFERENCE_PHOTO_TOO_LARGE);
      }
      const format = detectFormat(upload.bytes);
      if (!format || (format.extension !== 'jpg' && format.extension !== 'png')) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', REFERENCE_PHOTO_UNSUPPORTED);
      }
      if (before.photos.length >= REFERENCE_PHOTOS_MAX) {
        throw new AppError('CONFLICT', REFERENCE_PHOTOS_FULL);
      }

      const bytes = upload.bytes.length;
      await quota.reserve(userId, bytes);
      let key: string;
      try {
        key = await storage.put(upload.bytes, format.extension);
      } catch (error) {
        await quota.release(userId, bytes);
        throw error;
      }
      const photo = {
        id: randomUUID(),
        filename: sanitizeFilename(upload.filename, format),
        content_type: format.contentType,
        size: bytes,
        storage_key: key,
      };
      try {
        await changeCompanyProfile(db, userId, clock.now(), (current) => {
          // Checked again under the lock: the reference may have gone, or filled up, meanwhile.
          const reference = storedReference(current, referenceId);
          if (reference.photos.length >= REFERENCE_PHOTOS_MAX) {
            throw new AppError('CONFLICT', REFERENCE_PHOTOS_FULL);
          }
          return {
            set: {
              references: current.references.map((r) =>
                r.id === referenceId ? { ...r, photos: [...r.photos, photo] } : r,
              ),
            },
            value: undefined,
          };
        });
      } catch (error) {
        await discard([key]);
        await quota.release(userId, bytes);
        throw error;
      }
      return presentPhoto(photo);
    },

    /** One of the user's reference photos, to show; 404 for anything else. */
    async openPhoto(userId: string, referenceId: string, photoId: string): Promise<PhotoFile> {
      const reference = storedReference(await findCompanyProfile(db, userId), referenceId);
      const photo = reference.photos.find((p) => p.id === photoId);
      if (!photo) {
        throw notFound(PHOTO_NOT_FOUND);
      }
      const stream = await storage.get(photo.storage_key);
      if (!stream) {
        log.warn({ photoId, key: photo.storage_key }, 'photo absente du stockage');
        throw notFound(PHOTO_NOT_FOUND);
      }
      const extension = photo.storage_key.split('.').pop() as keyof typeof CONTENT_TYPES;
      return {
        stream,
        filename: photo.filename,
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        size: photo.size,
      };
    },

    /** Removes a photo from its reference (its space given back), then its file once that is committed. */
    async removePhoto(userId: string, referenceId: string, photoId: string): Promise<void> {
      const { value: key } = await changeCompanyProfile(db, userId, clock.now(), (current) => {
        const reference = storedReference(current, referenceId);
        const photo = reference.photos.find((p) => p.id === photoId);
        if (!photo) {
          throw notFound(PHOTO_NOT_FOUND);
        }
        return {
          set: {
            references: current.references.map((r) =>
              r.id === referenceId ? { ...r, photos: r.photos.filter((p) => p.id !== photoId) } : r,
            ),
          },
          value: photo.storage_key,
          freedBytes: photo.size,
        };
      });
      await discard([key]);
    },

    /** Which of these storage keys a reference photo names (the orphan sweep keeps them). */
    referencedKeys: (keys: string[]) => referencedPhotoKeys(db, keys),
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
