import { describe, expect, it } from 'vitest';
import { DOCUMENT_TOO_LARGE, DOCUMENT_UNSUPPORTED } from '@batiao/shared/contracts/documents';
import { ApiError } from '../../../lib/api-client';
import { makeDocument, makeDocumentList } from '../testing/document-fixtures';
import {
  completionTone,
  criticalValidCount,
  expirySource,
  fileProblem,
  formatFileSize,
  healthLabel,
  isRequired,
  statusBadge,
  uploadErrorMessage,
  validityText,
} from './display';

describe('fileProblem (core-journey §5)', () => {
  it('refuses more than 10 485 760 bytes and accepts exactly that', () => {
    expect(fileProblem({ name: 'a.pdf', size: 10_485_761 })).toBe(DOCUMENT_TOO_LARGE);
    expect(fileProblem({ name: 'a.pdf', size: 10_485_760 })).toBeNull();
  });

  it('accepts PDF, JPG, JPEG, PNG, DOC, DOCX whatever the case, nothing else', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.Png', 'e.doc', 'f.DOCX', 'g.tar.pdf']) {
      expect(fileProblem({ name, size: 10 })).toBeNull();
    }
    for (const name of ['a.txt', 'b.exe', 'pdf', 'c.pdf.zip', 'd.', 'e.heic']) {
      expect(fileProblem({ name, size: 10 })).toBe(DOCUMENT_UNSUPPORTED);
    }
  });
});

describe('uploadErrorMessage (core-journey §8)', () => {
  it('adds the status and the server’s detail', () => {
    const error = new ApiError(413, 'Le fichier est trop volumineux (max 10MB)', {
      code: 'PAYLOAD_TOO_LARGE',
      detail: 'Le fichier est trop volumineux (max 10MB)',
    });
    expect(uploadErrorMessage(error)).toBe(
      'Erreur lors de l’upload du document - 413 : Le fichier est trop volumineux (max 10MB)',
    );
  });

  it('says "Problème de connexion" without an answer, the status alone without a body, else the message', () => {
    expect(uploadErrorMessage(new ApiError(0, 'Problème de connexion au serveur'))).toBe(
      'Erreur lors de l’upload du document - Problème de connexion',
    );
    expect(uploadErrorMessage(new ApiError(502, 'Erreur 502'))).toBe('Erreur lors de l’upload du document - 502');
    expect(uploadErrorMessage(new Error('disque plein'))).toBe('Erreur lors de l’upload du document - disque plein');
    expect(uploadErrorMessage('?')).toBe('Erreur lors de l’upload du document');
  });
});

describe('display', () => {
  it('formats sizes in o, Ko and Mo', () => {
    expect(formatFileSize(850)).toBe('850 o');
    expect(formatFileSize(12_400)).toBe('12 Ko');
    expect(formatFileSize(1_310_720)).toBe('1,3 Mo');
    expect(formatFileSize(10_485_760)).toBe('10 Mo');
  });

  it('names the health as the spec does', () => {
    expect(healthLabel('good')).toBe('Complet');
    expect(healthLabel('warning')).toBe('Attention');
    expect(healthLabel('incomplete')).toBe('Incomplet');
    expect(healthLabel('anything')).toBe('Incomplet');
  });

  it('colours the completion green from 80, yellow from 60, red below', () => {
    expect([100, 80, 79, 60, 59, 0].map((p) => completionTone(p).name)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
    expect([0, 17, 33, 50, 67, 83, 100].map(criticalValidCount)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('marks the 6 critical types and the attestation fiscale as required', () => {
    const required = makeDocumentList()
      .types.filter(isRequired)
      .map((t) => t.document_type);
    expect(required).toEqual(['kbis', 'urssaf', 'rc_pro', 'decennale', 'piece_identite', 'rib', 'attestation_fiscale']);
  });

  it('gives each status its badge', () => {
    const list = makeDocumentList([
      makeDocument('kbis'),
      makeDocument('rc_pro', { needs_valid_until: true }),
      makeDocument('urssaf', { status: 'expired' }),
      makeDocument('decennale', { status: 'expiring_soon' }),
    ]);
    const badges = Object.fromEntries(list.types.map((t) => [t.document_type, statusBadge(t)]));
    expect(badges.kbis).toEqual({ label: 'Déposé – valide', tone: 'valid' });
    expect(badges.rc_pro).toEqual({ label: 'Déposé – date à saisir', tone: 'undated' });
    expect(badges.urssaf).toEqual({ label: 'Expiré', tone: 'expired' });
    expect(badges.decennale).toEqual({ label: 'Expire bientôt', tone: 'expiring' });
    expect(badges.rib).toEqual({ label: 'Manquant', tone: 'missing-required' });
    expect(badges.qualibat).toEqual({ label: 'Manquant', tone: 'missing' });
  });

  it('writes the validity line and where a computed date comes from', () => {
    expect(validityText(makeDocument('rib'))).toBe('Sans date de fin de validité');
    expect(validityText(makeDocument('rc_pro', { needs_valid_until: true }))).toBe('Date de fin de validité à saisir');
    expect(
      validityText(makeDocument('decennale', { status: 'expiring_soon', expires_on: '2026-11-22', days_left: 0 })),
    ).toBe('Expire aujourd’hui (22 novembre 2026)');
    expect(validityText(makeDocument('urssaf', { status: 'expired', expires_on: '2026-11-21', days_left: -1 }))).toBe(
      'A expiré le 21 novembre 2026 (il y a 1 jour)',
    );
    expect(expirySource(makeDocument('urssaf', { issued_at: null, upload_date: '2026-05-03T08:00:00.000Z' }))).toBe(
      'Calculée : déposé le 3 mai 2026 + 6 mois',
    );
    expect(expirySource(makeDocument('urssaf', { valid_until: '2026-12-01' }))).toBeNull();
    expect(expirySource(makeDocument('rc_pro'))).toBeNull();
  });
});
