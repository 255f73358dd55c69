import { describe, expect, it } from 'vitest';
import { documentsWith, makeContext } from '../../../../test/fixtures/generation.ts';
import { requiredDocuments } from './documents-requis.ts';

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
