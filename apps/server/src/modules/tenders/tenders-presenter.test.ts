import { describe, expect, it } from 'vitest';
import { computeCompatibility } from '@batiao/shared/domain/compatibility';
import { cardsUnchangedUntil, presentTenderSummary } from './tenders.presenter.ts';
import type { TenderSummaryRow } from './tenders.queries.ts';

const now = new Date('2024-02-20T09:00:00Z');
const viewer = { metier: 'couvreur', departement: '69', dossierCompletion: 80 };

function row(overrides: Partial<TenderSummaryRow> = {}): TenderSummaryRow {
  return {
    id: '6f1f7a8e-1111-4c1a-9a57-3f3c1c1e2b11',
    source: 'boamp',
    sourceId: '24-30001',
    status: 'open',
    title: 'Réfection de la couverture en tuiles de l’école',
    description: 'Dépose et repose des tuiles, zinguerie.',
    buyer: {
      name: 'Commune',
      email: null,
      phone: null,
      url: null,
      address: null,
      postalCode: null,
      city: 'Lyon',
      profileUrl: null,
    },
    departements: ['69'],
    cpvCodes: [],
    descripteurs: [],
    publicationDate: '2024-02-19',
    deadline: new Date('2024-03-11T12:00:00Z'),
    amountCents: 12_000_000,
    lots: [],
    noticeUrl: 'https://www.boamp.fr/pages/avis/?q=idweb:24-30001',
    isExample: false,
    submittedByUserId: null,
    updatedAt: new Date('2024-02-19T06:00:00Z'),
    ...overrides,
  };
}

/** The card's analysis computed from scratch, without any kept trade fit. */
function fresh(r: TenderSummaryRow) {
  const { score_global, ai_message } = computeCompatibility(
    {
      metier: viewer.metier,
      userDepartement: viewer.departement,
      dossierCompletion: viewer.dossierCompletion,
      tender: { ...r, lots: r.lots.map((l) => ({ title: l.title ?? '', cpvCodes: l.cpvCodes })) },
    },
    now,
  );
  return { score_global, ai_message };
}

describe('presentTenderSummary', () => {
  it('scores a card as the full computation does, again and again', () => {
    const tender = row();
    const first = presentTenderSummary(tender, viewer, now).compatibility_analysis;
    expect(first).toEqual(fresh(tender));
    expect(first.ai_message).toContain('« couverture » dans le titre');
    expect(presentTenderSummary(row(), viewer, now).compatibility_analysis).toEqual(first);
  });

  it('never scores a tender that changed from what it was before', () => {
    const before = row({ id: '6f1f7a8e-2222-4c1a-9a57-3f3c1c1e2b11' });
    presentTenderSummary(before, viewer, now);
    // Rewritten by a sync (a new updated_at), or even in place with the same updated_at.
    for (const after of [
      row({
        id: before.id,
        title: 'Remplacement des menuiseries extérieures',
        updatedAt: new Date('2024-02-20T06:00:00Z'),
      }),
      row({ id: before.id, title: 'Peinture des façades de la mairie' }),
      row({ id: before.id, description: 'Étanchéité de la toiture terrasse.', title: 'Travaux sur la mairie' }),
    ]) {
      const shown = presentTenderSummary(after, viewer, now).compatibility_analysis;
      expect(shown).toEqual(fresh(after));
      expect(shown.ai_message).not.toContain('couverture');
    }
  });

  it('scores each trade for itself', () => {
    const tender = row({ id: '6f1f7a8e-3333-4c1a-9a57-3f3c1c1e2b11' });
    const couvreur = presentTenderSummary(tender, viewer, now).compatibility_analysis;
    const plombier = presentTenderSummary(tender, { ...viewer, metier: 'plombier' }, now).compatibility_analysis;
    expect(plombier.score_global).toBeLessThan(couvreur.score_global);
    expect(plombier.ai_message).toContain('aucun indice du métier plombier');
  });

  it('tells until when the cards read the same, and they change right then', () => {
    const HOUR = 3_600_000;
    const rows = [-49, -24, -1, 0.5, 23, 24, 25, 24 * 7 + 3, 24 * 14 - 1, 24 * 40].map((hours, i) =>
      row({
        id: `6f1f7a8e-4444-4c1a-9a57-${String(i).padStart(12, '0')}`,
        deadline: new Date(now.getTime() + hours * HOUR + 1234),
      }),
    );
    const cards = (at: Date) => rows.map((r) => presentTenderSummary(r, viewer, at));
    const until = cardsUnchangedUntil(rows, now);
    expect(until).toBeGreaterThan(now.getTime());
    expect(cards(new Date(until - 1))).toEqual(cards(now));
    expect(cards(new Date(until))).not.toEqual(cards(now));
    expect(cardsUnchangedUntil([row({ deadline: null })], now)).toBe(Number.POSITIVE_INFINITY);
  });
});
