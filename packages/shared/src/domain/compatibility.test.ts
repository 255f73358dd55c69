import { describe, expect, it } from 'vitest';
import {
  COMPATIBILITY_WEIGHTS,
  compatibilityColour,
  computeCompatibility,
  distanceFact,
  EXPIRED_SCORE_CAP,
  formatEurosShort,
  isTenderForTrade,
  MESSAGE_MAX_LENGTH,
  TRADE_EVIDENCE_WEIGHTS,
  TRADE_MATCH_THRESHOLD,
  tradeFit,
  truncateMessage,
  VISIT_PASSED_SCORE_CAP,
  type CompatibilityDce,
  type CompatibilityInput,
  type CompatibilityTender,
} from './compatibility.ts';
import { tradeSignals } from './trade-taxonomy.ts';

const now = new Date('2024-03-01T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();

/** A roofing lot in a Rhône school works, closing in 12 days. */
const roofingLot: CompatibilityTender = {
  title: 'Réhabilitation du groupe scolaire Jean Moulin',
  description: null,
  cpvCodes: ['45000000'],
  lots: [
    { title: 'Gros œuvre', cpvCodes: ['45223220'] },
    { title: 'Couverture zinc', cpvCodes: ['45261210'] },
  ],
  descripteurs: [],
  departements: ['69'],
  deadline: inDays(12),
  amountCents: null,
};

const paintingTender: CompatibilityTender = {
  ...roofingLot,
  title: 'Travaux de peinture intérieure des écoles',
  cpvCodes: ['45442100'],
  lots: [],
  descripteurs: [{ code: '264', label: 'Peinture (travaux)' }],
};

const couvreurInLyon = (tender: CompatibilityTender, extra: Partial<CompatibilityInput> = {}) =>
  computeCompatibility({ metier: 'couvreur', userDepartement: '69', tender, ...extra }, now);

describe('weights', () => {
  it('sum to 1, with the trade fit dominating', () => {
    const total = Object.values(COMPATIBILITY_WEIGHTS).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 10);
    for (const [key, weight] of Object.entries(COMPATIBILITY_WEIGHTS)) {
      if (key !== 'trade') {
        expect(COMPATIBILITY_WEIGHTS.trade).toBeGreaterThan(weight);
      }
    }
  });

  it('rank the trade evidence: lot CPV primary > related > descripteur > keyword in title/lot > keyword in description', () => {
    const w = TRADE_EVIDENCE_WEIGHTS;
    expect(w.lotCpvPrimary).toBeGreaterThan(w.cpvPrimary);
    expect(w.cpvPrimary).toBeGreaterThan(w.cpvRelated);
    expect(w.cpvRelated).toBeGreaterThan(w.descripteur);
    expect(w.descripteur).toBeGreaterThan(w.keywordTitle);
    expect(w.keywordTitle).toBeGreaterThan(w.descripteurPartial);
    expect(w.descripteurPartial).toBeGreaterThan(w.keywordDescription);
    expect(w.keywordDescription).toBeGreaterThan(w.allTradesDescripteur);
  });
});

describe('trade fit', () => {
  const fitOf = (tender: Partial<CompatibilityTender>) =>
    tradeFit(tradeSignals('couvreur', { ...roofingLot, cpvCodes: [], lots: [], title: 'Travaux', ...tender })).score;

  it('orders the evidence as the weights say', () => {
    const lotPrimary = fitOf({ lots: [{ title: 'Lot 7', cpvCodes: ['45261210'] }] });
    const related = fitOf({ cpvCodes: ['45261000'] });
    const descripteur = fitOf({ descripteurs: [{ code: '74', label: 'Couverture' }] });
    const titleKeyword = fitOf({ title: 'Réfection de la toiture de la mairie' });
    const descriptionKeyword = fitOf({ description: 'Les travaux portent sur la zinguerie.' });
    const tce = fitOf({ descripteurs: [{ code: '345', label: "Tous corps d'état" }] });
    const nothing = fitOf({});
    expect([lotPrimary, related, descripteur, titleKeyword, descriptionKeyword, tce, nothing]).toEqual([
      1, 0.8, 0.75, 0.7, 0.35, 0.25, 0,
    ]);
  });

  it('adds a small bonus when several kinds of evidence agree', () => {
    const both = tradeFit(
      tradeSignals('couvreur', {
        ...roofingLot,
        title: 'Réfection de toiture',
        lots: [],
        descripteurs: [{ code: '74', label: 'Couverture' }],
      }),
    );
    expect(both.score).toBe(0.8);
    expect(both.kinds).toEqual(['descripteur', 'keywordTitle']);
  });

  it('halves the fit of a notice that is not works', () => {
    const study = tradeFit(
      tradeSignals('couvreur', {
        ...roofingLot,
        title: "Mission de maîtrise d'œuvre pour la réfection de la couverture",
        lots: [],
      }),
    );
    expect(study.nature).toBe('etude');
    expect(study.score).toBe(0.35);
    expect(study.score).toBeLessThan(TRADE_MATCH_THRESHOLD);
  });

  it('says whether a tender is for a trade', () => {
    expect(isTenderForTrade('couvreur', roofingLot)).toBe(true);
    expect(isTenderForTrade('couvreur', paintingTender)).toBe(false);
    expect(isTenderForTrade('peintre', paintingTender)).toBe(true);
    expect(isTenderForTrade('vitrier', paintingTender)).toBe(false);
  });
});

describe('computeCompatibility', () => {
  it('ranks a Rhône roofing lot above a Rhône painting tender for a couvreur in Lyon', () => {
    const roofing = couvreurInLyon(roofingLot);
    const painting = couvreurInLyon(paintingTender);
    expect(roofing.score_global).toBeGreaterThan(painting.score_global);
    expect(compatibilityColour(roofing.score_global)).toBe('green');
    expect(compatibilityColour(painting.score_global)).toBe('red');
  });

  it('scores the same roofing tender lower as it gets farther: Rhône > Isère (neighbour) > Savoie (région) > Bretagne', () => {
    const at = (departements: string[]) => couvreurInLyon({ ...roofingLot, departements }).score_global;
    const rhone = at(['69']);
    const isere = at(['38']);
    const savoie = at(['73']);
    const bretagne = at(['35']);
    expect(rhone).toBeGreaterThan(isere);
    expect(isere).toBeGreaterThan(savoie);
    expect(savoie).toBeGreaterThan(bretagne);
  });

  it('takes the best of several départements, and reads Corsica as 20A/20B', () => {
    expect(couvreurInLyon({ ...roofingLot, departements: ['35', '69', '75'] }).score_global).toBe(
      couvreurInLyon(roofingLot).score_global,
    );
    expect(distanceFact('69', ['35', '38', '69'])).toEqual({ relation: 'same', departement: '69', distanceKm: 0 });
    expect(distanceFact('2B', ['20A'])).toMatchObject({ relation: 'neighbour', departement: '2A' });
    expect(distanceFact('69', [])).toEqual({ relation: 'unknown', departement: null, distanceKm: null });
    expect(distanceFact('69', ['975'])).toEqual({ relation: 'unknown', departement: null, distanceKm: null });
  });

  it('explains the score with the facts behind it, in one French sentence', () => {
    const result = couvreurInLyon(roofingLot);
    expect(result.ai_message).toBe(
      'Très compatible : lot « Couverture zinc » (CPV 45261210) dans le Rhône, votre département, clôture dans 12 jours.',
    );
    expect(result.breakdown).toEqual({ trade: 100, distance: 100, deadline: 90, amount: null, dossier: null });
    expect(result.facts.trade.best).toEqual({
      kind: 'lotCpvPrimary',
      code: '45261210',
      label: 'Travaux de couverture',
      lotTitle: 'Couverture zinc',
    });

    const far = couvreurInLyon({ ...roofingLot, departements: ['35'], amountCents: 30_000_000 });
    expect(far.ai_message).toContain("dans l'Ille-et-Vilaine, à ");
    expect(far.ai_message).toMatch(/à \d+ km/);
    expect(far.ai_message).toContain('montant estimé 300 k€ pour 2 lots');

    const painting = couvreurInLyon(paintingTender);
    expect(painting.ai_message).toBe(
      "Peu compatible : aucun indice du métier couvreur dans l'avis, dans le Rhône, votre département, clôture dans 12 jours.",
    );

    const byDescripteur = couvreurInLyon({
      ...paintingTender,
      cpvCodes: [],
      title: 'Entretien des bâtiments communaux',
      descripteurs: [{ code: '74', label: 'Couverture' }],
      departements: ['38'],
    });
    expect(byDescripteur.ai_message).toMatch(
      /^Compatible : descripteur BOAMP « Couverture » dans l'Isère, département voisin/,
    );

    const noDeadline = couvreurInLyon({ ...roofingLot, deadline: null, departements: [] });
    expect(noDeadline.ai_message).toContain("lieu d'exécution non précisé");
    expect(noDeadline.ai_message).toContain('date limite non communiquée');
  });

  it('penalises an expired tender strongly, and a deadline under 3 days', () => {
    const comfortable = couvreurInLyon({ ...roofingLot, deadline: inDays(20) });
    const oneWeek = couvreurInLyon({ ...roofingLot, deadline: inDays(5) });
    const twoDays = couvreurInLyon({ ...roofingLot, deadline: inDays(2) });
    const expired = couvreurInLyon({ ...roofingLot, deadline: inDays(-1) });
    expect(comfortable.score_global).toBeGreaterThan(oneWeek.score_global);
    expect(oneWeek.score_global).toBeGreaterThan(twoDays.score_global);
    expect(twoDays.score_global).toBeGreaterThan(expired.score_global);
    expect(expired.score_global).toBeLessThanOrEqual(EXPIRED_SCORE_CAP);
    expect(compatibilityColour(expired.score_global)).toBe('red');
    expect(expired.ai_message).toContain('date limite dépassée');
    expect(twoDays.ai_message).toContain('clôture dans 2 jours');
    expect(couvreurInLyon({ ...roofingLot, deadline: inDays(0.5) }).ai_message).toContain('clôture sous 24 h');
  });

  it('leaves an unknown amount out, and scores large amounts per lot lower', () => {
    const unknown = couvreurInLyon(roofingLot);
    const small = couvreurInLyon({ ...roofingLot, amountCents: 20_000_000 }); // 200 k€ for 2 lots
    const huge = couvreurInLyon({ ...roofingLot, amountCents: 5_000_000_000 }); // 50 M€ for 2 lots
    expect(unknown.breakdown.amount).toBeNull();
    expect(small.breakdown.amount).toBe(100);
    expect(huge.breakdown.amount).toBe(25);
    expect(small.score_global).toBe(unknown.score_global);
    expect(huge.score_global).toBeLessThan(small.score_global);
    expect(couvreurInLyon({ ...roofingLot, amountCents: 0 }).breakdown.amount).toBeNull();
    // The same total spread over more lots weighs less on each lot.
    const oneLot = couvreurInLyon({
      ...roofingLot,
      lots: [{ title: 'Couverture', cpvCodes: ['45261210'] }],
      amountCents: 300_000_000,
    });
    expect(oneLot.facts.amountPerLotEuros).toBe(3_000_000);
    expect(oneLot.breakdown.amount).toBe(50);
  });

  it('counts the dossier only when it is provided', () => {
    const without = couvreurInLyon(roofingLot);
    expect(couvreurInLyon(roofingLot, { dossierCompletion: null })).toEqual(without);
    expect(without.breakdown.dossier).toBeNull();
    const complete = couvreurInLyon(roofingLot, { dossierCompletion: 100 });
    const empty = couvreurInLyon(roofingLot, { dossierCompletion: 0 });
    expect(complete.breakdown.dossier).toBe(100);
    expect(empty.score_global).toBeLessThan(complete.score_global);
    expect(empty.ai_message).toContain('dossier complet à 0 %');
    expect(without.ai_message).not.toContain('dossier');
  });

  it('is deterministic and stays within 0–100', () => {
    const inputs: CompatibilityTender[] = [
      roofingLot,
      paintingTender,
      { ...roofingLot, departements: ['974'], deadline: inDays(-30) },
    ];
    for (const tender of inputs) {
      const a = couvreurInLyon(tender);
      expect(couvreurInLyon(tender)).toEqual(a);
      expect(Number.isInteger(a.score_global)).toBe(true);
      expect(a.score_global).toBeGreaterThanOrEqual(0);
      expect(a.score_global).toBeLessThanOrEqual(100);
      expect(a.ai_message.endsWith('.')).toBe(true);
      expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    }
  });

  it('accepts the trade as a label and gives no trade fit to an unknown trade', () => {
    expect(computeCompatibility({ metier: 'Couvreur', userDepartement: '69', tender: roofingLot }, now)).toEqual(
      couvreurInLyon(roofingLot),
    );
    const unknown = computeCompatibility({ metier: 'astronaute', userDepartement: '69', tender: roofingLot }, now);
    expect(unknown.breakdown.trade).toBe(0);
    expect(unknown.ai_message).toContain('métier non reconnu');
  });

  it('says when a notice is not works', () => {
    const supply = couvreurInLyon({ ...roofingLot, title: 'Fourniture de tuiles et ardoises', lots: [], cpvCodes: [] });
    expect(supply.facts.trade.nature).toBe('fourniture');
    expect(supply.ai_message).toContain('fourniture sans pose');
  });
});

describe('colours and message length', () => {
  it('colours at 80 and 65', () => {
    expect(compatibilityColour(100)).toBe('green');
    expect(compatibilityColour(80)).toBe('green');
    expect(compatibilityColour(79)).toBe('orange');
    expect(compatibilityColour(65)).toBe('orange');
    expect(compatibilityColour(64)).toBe('red');
    expect(compatibilityColour(0)).toBe('red');
  });

  it('cuts the message at 100 characters', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(100);
    const short = 'Très compatible : lot « Couverture » dans le Rhône.';
    expect(truncateMessage(short, 100)).toBe(short);
    const exact = 'x'.repeat(100);
    expect(truncateMessage(exact, 100)).toBe(exact);
    const long = couvreurInLyon(
      { ...roofingLot, departements: ['35'], amountCents: 30_000_000 },
      { dossierCompletion: 40 },
    ).ai_message;
    expect(long.length).toBeGreaterThan(100);
    const cut = truncateMessage(long, 100);
    expect(Array.from(cut).length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(truncateMessage('a'.repeat(150))).toBe(`${'a'.repeat(99)}…`);
  });

  it('formats amounts shortly', () => {
    expect(formatEurosShort(850)).toBe('850 €');
    expect(formatEurosShort(250_000)).toBe('250 k€');
    expect(formatEurosShort(3_240_000)).toBe('3,2 M€');
  });
});

describe('what the consultation files add (issue 16)', () => {
  const base: CompatibilityInput = { metier: 'couvreur', userDepartement: '69', tender: roofingLot };
  const dce = (visit: CompatibilityDce['visit'], missing: CompatibilityDce['missingDocuments'] = []) => ({
    visit,
    priceForm: 'dpgf' as const,
    missingDocuments: missing,
  });

  it('adds nothing without files: no reasons, the same score', () => {
    const without = computeCompatibility(base, now);
    expect(without.reasons).toEqual([]);
    expect(computeCompatibility({ ...base, dce: null }, now)).toEqual(without);
  });

  it('names the mandatory visit with its date, its source, and how near it is', () => {
    const far = computeCompatibility(
      { ...base, dce: dce({ mandatory: true, date: '2024-03-20', source: 'RC.pdf, p. 3' }) },
      now,
    );
    expect(far.reasons[0]).toEqual({
      level: 'attention',
      text: 'Visite obligatoire le 20 mars 2024 — l’attestation de visite est à joindre à l’offre',
      source: 'RC.pdf, p. 3',
    });
    expect(far.score_global).toBe(computeCompatibility(base, now).score_global);
    const near = computeCompatibility(
      { ...base, dce: dce({ mandatory: true, date: '2024-03-04', source: 'RC' }) },
      now,
    );
    expect(near.reasons[0]?.text).toBe(
      'Visite obligatoire le 4 mars 2024 : dans 3 jours — l’attestation de visite est à joindre à l’offre',
    );
    const today = computeCompatibility(
      { ...base, dce: dce({ mandatory: true, date: '2024-03-01', source: 'RC' }) },
      now,
    );
    expect(today.reasons[0]?.text).toContain('aujourd’hui');
  });

  it('makes a past mandatory visit a blocking point and caps the score', () => {
    const result = computeCompatibility(
      { ...base, dce: dce({ mandatory: true, date: '2024-02-20', source: 'RC' }) },
      now,
    );
    expect(computeCompatibility(base, now).score_global).toBeGreaterThan(VISIT_PASSED_SCORE_CAP);
    expect(result.score_global).toBe(VISIT_PASSED_SCORE_CAP);
    expect(result.reasons[0]).toMatchObject({
      level: 'bloquant',
      text: 'Visite obligatoire le 20 février 2024 : date passée — sans l’attestation de visite, l’offre serait irrégulière',
    });
  });

  it('never invents a date, says an optional visit, the pieces missing or expired and the price form', () => {
    const undated = computeCompatibility({ ...base, dce: dce({ mandatory: true, date: null, source: 'RC' }) }, now);
    expect(undated.reasons[0]?.text).toBe(
      'Visite obligatoire, date non indiquée dans le règlement : à convenir avec l’acheteur',
    );
    const optional = computeCompatibility(
      {
        ...base,
        dce: dce({ mandatory: false, date: '2024-03-10', source: 'RC' }, [
          { label: 'Extrait Kbis', expired: false },
          { label: 'Attestation de vigilance URSSAF', expired: true },
        ]),
      },
      now,
    );
    expect(optional.reasons.map((r) => [r.level, r.text])).toEqual([
      [
        'attention',
        'Pièces demandées par le dossier de consultation — absentes de votre dossier : Extrait Kbis ; expirées : Attestation de vigilance URSSAF',
      ],
      ['info', 'Visite du site facultative'],
      ['info', 'Prix global et forfaitaire décomposé dans la DPGF de l’acheteur'],
    ]);
  });
});
