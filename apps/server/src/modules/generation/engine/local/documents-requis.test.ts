import { describe, expect, it } from 'vitest';
import type { DceFacts } from '@batiao/shared/contracts/generation-engine';
import { tenderAnalysisSchema } from '@batiao/shared/contracts/tender-files';
import { documentsWith, makeContext } from '../../../../test/fixtures/generation.ts';
import { dceCompatibility, requiredDocuments } from './documents-requis.ts';

describe('documents_requis', () => {
  it('takes the status of each document from the file', () => {
    const docs = requiredDocuments(
      makeContext({
        trade: 'electricien',
        documents: documentsWith({ urssaf: 'missing', kbis: 'expired', rc_pro: 'expiring_soon' }),
      }),
    );
    const byType = (t: string) => docs.find((d) => d.document_type === t);
    expect(byType('urssaf')).toMatchObject({ status: 'missing', source: 'avis' });
    expect(byType('kbis')).toMatchObject({ status: 'expired', source: 'avis' });
    expect(byType('kbis')?.note).toContain('31 octobre 2026');
    expect(byType('attestation_fiscale')).toMatchObject({ status: 'present', note: null });
    expect(byType('rc_pro')).toMatchObject({ status: 'present' });
    expect(byType('rc_pro')?.note).toContain('5 décembre 2026');
    expect(byType('qualibat')).toMatchObject({ status: 'present', source: 'avis' });
    expect(byType('rib')).toMatchObject({ status: 'present', source: 'avis' });
  });

  it('detects the DUME in the notice and then does not add DC1/DC2 as usual', () => {
    const docs = requiredDocuments(makeContext({ trade: 'peintre' }));
    const dume = docs.find((d) => d.label.startsWith('DUME'));
    expect(dume).toMatchObject({ source: 'avis', document_type: null, status: 'to_provide' });
    expect(docs.some((d) => d.label.includes('DC1'))).toBe(false);
    expect(docs.find((d) => d.document_type === 'bilan_comptable')?.source).toBe('avis');
    expect(docs.find((d) => d.label.startsWith('Cadre de réponse financière'))?.status).toBe('to_provide');
  });

  it('adds the usual candidature set without duplicates when the notice says nothing', () => {
    const docs = requiredDocuments(makeContext({ trade: 'vitrier', noticeText: '' }));
    expect(docs.every((d) => d.source === 'usuel')).toBe(true);
    expect(docs.map((d) => d.document_type)).toEqual([
      null,
      null,
      'kbis',
      'urssaf',
      'attestation_fiscale',
      'rc_pro',
      'decennale',
      null,
    ]);
    expect(docs[0]?.label).toContain('DC1');
    expect(docs[1]?.label).toContain('DC2');
    const labels = docs.map((d) => d.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('lists forms to fill as to provide, and the visit certificate when the visit is compulsory', () => {
    const docs = requiredDocuments(makeContext({ trade: 'couvreur' }));
    const visite = docs.find((d) => d.label.startsWith('Attestation de visite'));
    expect(visite).toMatchObject({ source: 'avis', status: 'to_provide', document_type: null });
    expect(docs.find((d) => d.label.startsWith('Acte d’engagement'))?.status).toBe('to_provide');
    expect(docs.filter((d) => d.document_type === 'decennale')).toHaveLength(1);
  });
});

describe('documents_requis with the consultation files (issue 16)', () => {
  const piece = (kind: string, label: string, etape = 'candidature', page = 3) => ({
    kind,
    piece: label,
    etape,
    texte: label,
    fichier: 'RC.pdf',
    page,
    article: '5.1',
  });
  const dce: DceFacts = {
    analysis: tenderAnalysisSchema.parse({
      analysed_at: '2026-11-26T08:00:00.000Z',
      fichiers: [{ fichier: 'RC.pdf', role: 'rc', text_status: 'text' }],
      lots: [],
      criteres: [],
      date_limite: null,
      visite: {
        obligatoire: true,
        date: '2026-12-12',
        texte: 'Visite obligatoire le 12/12/2026',
        fichier: 'RC.pdf',
        page: 2,
      },
      variantes: null,
      forme_prix: { forme: 'bpu_dqe', texte: null },
      duree: null,
      normes: [],
      contraintes: [],
      avertissements: [],
      pieces_exigees: [
        piece('dc1', 'DC1 – lettre de candidature'),
        piece('kbis', 'Extrait Kbis'),
        piece('urssaf', 'Attestation URSSAF', 'attribution', 9),
        piece('planning', 'Planning prévisionnel d’exécution', 'offre', 4),
      ],
    }),
    requirements: [],
    rc: [{ fichier: 'RC.pdf', pages: ['', 'Les attestations d’assurance décennale sont jointes.'] }],
  };

  it('lists what the RC asks for, where it asks it, the visit with its date and the price form of the RC', () => {
    const docs = requiredDocuments(
      makeContext({ trade: 'peintre', noticeText: '', dce, documents: documentsWith({ kbis: 'missing' }) }),
    );
    const find = (pattern: RegExp) => docs.find((d) => pattern.test(d.label));
    expect(find(/DC1/)).toMatchObject({ source: 'avis', status: 'to_provide' });
    expect(find(/DC1/)?.note).toMatch(
      /^Demandé par le règlement de la consultation \(RC\.pdf, art\. 5\.1, p\. 3\)\. Pré-rempli par BatiAO/,
    );
    expect(find(/Kbis/)).toMatchObject({ source: 'avis', document_type: 'kbis', status: 'missing' });
    expect(find(/URSSAF/)?.note).toMatch(/^Demandé à l’attributaire avant la signature \(RC\.pdf, art\. 5\.1, p\. 9\)/);
    expect(find(/décennale/)?.note).toMatch(/^Demandé par le règlement de la consultation \(RC\.pdf, p\. 2\)/);
    expect(find(/visite/)?.label).toBe('Attestation de visite du site (visite obligatoire le 12 décembre 2026)');
    expect(find(/BPU/)?.label).toBe(
      'Bordereau des prix unitaires (BPU) et détail quantitatif estimatif (DQE) de l’acheteur',
    );
    expect(find(/Planning prévisionnel/)).toMatchObject({ source: 'avis', document_type: null, status: 'to_provide' });
  });

  it('tells the score the visit, the price form and the pieces missing from the file', () => {
    expect(dceCompatibility(dce, documentsWith({ kbis: 'missing', urssaf: 'expired' }))).toEqual({
      visit: { mandatory: true, date: '2026-12-12', source: 'RC.pdf, p. 2' },
      priceForm: 'bpu_dqe',
      missingDocuments: [
        { label: 'Extrait Kbis (ou extrait RNE / D1)', expired: false },
        { label: 'Attestation de vigilance URSSAF', expired: true },
      ],
    });
  });
});
