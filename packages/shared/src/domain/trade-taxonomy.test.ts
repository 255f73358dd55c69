import { describe, expect, it } from 'vitest';
import {
  ALL_TRADES_DESCRIPTEUR_CODES,
  BUILDING_DESCRIPTEUR_CODES,
  cpvCovers,
  cpvSignificantPrefix,
  cpvTrades,
  foldForMatching,
  matchTradeKeywords,
  normalizeCpvCode,
  tenderNature,
  TRADE_TAXONOMY,
  tradeSignals,
  type MatchableTender,
} from './trade-taxonomy.ts';
import { TRADE_SLUGS, type TradeSlug } from './trades.ts';

const tender = (fields: Partial<MatchableTender>): MatchableTender => ({
  title: '',
  description: null,
  cpvCodes: [],
  lots: [],
  descripteurs: [],
  ...fields,
});

const found = (slug: TradeSlug, text: string) => matchTradeKeywords(slug, text).length > 0;

describe('trade taxonomy data', () => {
  it('covers the 14 trades, each with CPV codes, keywords and descripteurs', () => {
    expect(Object.keys(TRADE_TAXONOMY).sort()).toEqual([...TRADE_SLUGS].sort());
    for (const slug of TRADE_SLUGS) {
      const entry = TRADE_TAXONOMY[slug];
      expect(entry.slug).toBe(slug);
      expect(entry.cpv.length).toBeGreaterThan(0);
      expect(entry.cpv.some((c) => c.role === 'primary')).toBe(true);
      expect(entry.keywords.length).toBeGreaterThan(0);
      expect(entry.descripteurs.length).toBeGreaterThan(0);
    }
  });

  it('writes CPV codes as 8 digits without check digit, once per trade, with a French label', () => {
    for (const slug of TRADE_SLUGS) {
      const codes = TRADE_TAXONOMY[slug].cpv.map((c) => c.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const cpv of TRADE_TAXONOMY[slug].cpv) {
        expect(cpv.code).toMatch(/^\d{8}$/);
        expect(cpv.label.length).toBeGreaterThan(3);
      }
    }
  });

  it('keeps generic codes out of the trades (a building type is not a trade)', () => {
    const all = TRADE_SLUGS.flatMap((slug) => TRADE_TAXONOMY[slug].cpv.map((c) => c.code));
    for (const generic of ['45000000', '45210000', '45454000', '31000000', '09300000', '43000000']) {
      expect(all).not.toContain(generic);
    }
  });

  it('lists the trade descripteurs as the union of the trade lists, without the all-trades ones', () => {
    for (const code of [
      '195',
      '144',
      '74',
      '372',
      '270',
      '105',
      '222',
      '264',
      '61',
      '53',
      '269',
      '341',
      '57',
      '117',
      '321',
      '363',
    ]) {
      expect(BUILDING_DESCRIPTEUR_CODES.has(code)).toBe(true);
    }
    for (const code of ['345', '33', '479', '236']) {
      expect(ALL_TRADES_DESCRIPTEUR_CODES.has(code)).toBe(true);
      expect(BUILDING_DESCRIPTEUR_CODES.has(code)).toBe(false);
    }
    expect(BUILDING_DESCRIPTEUR_CODES.has('20')).toBe(false); // Assurance
  });
});

describe('CPV hierarchy', () => {
  it('reads the level of a code from its trailing zeros', () => {
    expect(cpvSignificantPrefix('45000000')).toBe('45');
    expect(cpvSignificantPrefix('45260000')).toBe('4526');
    expect(cpvSignificantPrefix('45261000')).toBe('45261');
    expect(cpvSignificantPrefix('45261210')).toBe('4526121');
    expect(cpvSignificantPrefix('09300000')).toBe('093');
  });

  it('normalises codes written with a check digit or spaces', () => {
    expect(normalizeCpvCode('45261210-9')).toBe('45261210');
    expect(normalizeCpvCode(' 45261210 ')).toBe('45261210');
    expect(normalizeCpvCode('4526121')).toBeUndefined();
    expect(normalizeCpvCode('abc')).toBeUndefined();
    expect(normalizeCpvCode(null)).toBeUndefined();
  });

  it('covers a code and its children, not its parents or siblings', () => {
    expect(cpvCovers('45261000', '45261210')).toBe(true);
    expect(cpvCovers('45261000', '45261000')).toBe(true);
    expect(cpvCovers('45261000', '45261210-9')).toBe(true);
    expect(cpvCovers('45261210', '45261000')).toBe(false);
    expect(cpvCovers('45261000', '45262000')).toBe(false);
    expect(cpvCovers('45000000', '45442100')).toBe(true);
  });

  it('gives a code to the trades of the most specific taxonomy code that covers it', () => {
    // 45261213 couverture métallique: below the couvreur's 45261210 and the charpentier's 45261000.
    expect(cpvTrades('45261213')).toEqual([
      {
        slug: 'couvreur',
        code: '45261213',
        role: 'primary',
        label: 'Travaux de couverture métallique',
        match: 'exact',
      },
    ]);
    // 45261000 itself belongs to both.
    expect(cpvTrades('45261000').map((m) => [m.slug, m.role])).toEqual([
      ['couvreur', 'related'],
      ['charpentier', 'primary'],
    ]);
    // A painting code goes to the peintre, not to the vitrier who lists the parent 45440000.
    expect(cpvTrades('45442100').map((m) => m.slug)).toEqual(['peintre']);
    expect(
      cpvTrades('45440000')
        .map((m) => m.slug)
        .sort(),
    ).toEqual(['peintre', 'vitrier']);
    // A child code not listed itself is matched by prefix.
    expect(cpvTrades('45332100')).toEqual([
      {
        slug: 'plombier',
        code: '45332000',
        role: 'primary',
        label: "Travaux de plomberie et de pose de conduits d'évacuation",
        match: 'prefix',
      },
    ]);
  });

  it('gives generic and landscaping codes to no trade', () => {
    expect(cpvTrades('45000000')).toEqual([]);
    expect(cpvTrades('45210000')).toEqual([]);
    expect(cpvTrades('45214200')).toEqual([]);
    expect(cpvTrades('45112700')).toEqual([]);
    expect(cpvTrades('45112723')).toEqual([]); // playground landscaping, below 45112000 terrassement
    expect(cpvTrades('45112500').map((m) => m.slug)).toEqual(['terrassier']);
    expect(cpvTrades('09310000')).toEqual([]); // electricity supply
  });
});

describe('keywords', () => {
  it('ignores accents, case, hyphens and punctuation', () => {
    expect(foldForMatching('  Faux-Plafonds (LOT 3) : Œuvre  ')).toBe('faux plafonds lot 3 oeuvre');
    expect(found('menuisier', 'TRAVAUX DE MENUISERIES EXTERIEURES')).toBe(true);
    expect(found('macon', 'Lot 02 : Maconnerie - Gros-Oeuvre')).toBe(true);
    expect(found('plaquiste', 'Lot 5 - faux plafonds')).toBe(true);
    expect(found('etancheur', 'réfection des toitures-terrasses')).toBe(true);
    expect(found('electricien', 'Lot 12 ÉLECTRICITÉ courants forts')).toBe(true);
  });

  it('accepts plurals, and de/des/du alike', () => {
    expect(matchTradeKeywords('couvreur', 'Couvertures et zingueries')).toEqual(['couverture', 'zinguerie']);
    expect(found('plaquiste', 'Isolation de combles de bâtiments communaux')).toBe(true);
    expect(found('vitrier', 'Restauration des vitraux')).toBe(true);
    expect(found('terrassier', 'Réseaux eaux pluviales')).toBe(true);
  });

  it('matches whole words only', () => {
    expect(found('couvreur', 'Découverture de vestiges')).toBe(false);
    expect(found('couvreur', 'recouvrement de créances')).toBe(false);
    expect(found('peintre', 'peintures')).toBe(true);
    expect(found('peintre', 'repeinturer')).toBe(false);
    expect(found('plombier', 'plomberies')).toBe(true);
    expect(found('chauffagiste', 'cvcd')).toBe(false);
  });

  it('excludes the false friends we chose to exclude', () => {
    expect(found('couvreur', 'Marché de couverture sociale complémentaire')).toBe(false);
    expect(found('couvreur', 'Amélioration de la couverture mobile 4G')).toBe(false);
    expect(found('couvreur', 'couverture des risques statutaires')).toBe(false);
    expect(found('couvreur', 'couverture photographique des événements')).toBe(false);
    // …but a real roofing word in the same text still counts.
    expect(found('couvreur', 'Couverture sociale ; travaux de couverture du gymnase')).toBe(true);

    expect(found('terrassier', 'Aménagement du rez-de-chaussée de la mairie')).toBe(false);
    expect(found('terrassier', 'Réfection de la chaussée')).toBe(true);
    expect(found('terrassier', 'Fouilles archéologiques rue Victor Hugo')).toBe(false);

    expect(found('electricien', 'Construction du CFA de la chambre de métiers')).toBe(false);
    expect(found('electricien', 'Lot 8 : CFO/CFA')).toBe(true);
    expect(found('electricien', "Fourniture d'électricité pour les bâtiments communaux")).toBe(false);
    expect(found('electricien', 'Acquisition de véhicules électriques')).toBe(false);
    expect(found('electricien', 'Voiries de chantier (y compris éclairage provisoire)')).toBe(false);

    expect(found('plombier', 'Mise en conformité sanitaire de la cuisine')).toBe(false);
    expect(found('plombier', 'Transports sanitaires urgents')).toBe(false);
    expect(found('plombier', 'Rénovation des blocs sanitaires')).toBe(true);
    expect(found('plombier', 'Remplacement des sanitaires')).toBe(true);

    expect(found('peintre', 'Peinture routière et marquage au sol')).toBe(false);
    expect(found('peintre', 'Protection anticorrosion par peinture du pont')).toBe(true);

    expect(found('couvreur', 'Réfection de la toiture terrasse')).toBe(false);
    expect(found('couvreur', 'Réfection de la toiture en tuiles')).toBe(true);

    expect(found('serrurier', 'Refonte du portail famille')).toBe(false);
    expect(found('serrurier', 'Remplacement du portail du collège')).toBe(true);
    expect(found('serrurier', 'Clôture des comptes annuels')).toBe(false);
    expect(found('charpentier', 'Hébergement des sans-abri')).toBe(false);
    expect(found('charpentier', 'Construction d’un abri vélos')).toBe(true);
    expect(found('chauffagiste', 'Entretien de la climatisation des autocars')).toBe(false);
    expect(found('chauffagiste', 'Fourniture de bois de chauffage')).toBe(false);
    expect(found('plaquiste', 'Doublage de films et sous-titrage')).toBe(false);
    expect(found('vitrier', 'Nettoyage des vitrages des écoles')).toBe(false);
  });
});

describe('tenderNature', () => {
  const nature = (title: string, descripteurs: { code: string; label: string }[] = []) =>
    tenderNature({ title, descripteurs }).nature;

  it('sees works, including maintenance and operation of installations', () => {
    expect(nature('Travaux de réfection de la toiture')).toBe('travaux');
    expect(nature("Marché d'exploitation des installations de chauffage")).toBe('travaux');
    expect(nature('Fourniture et pose de clôtures')).toBe('travaux');
    expect(nature('Conception-réalisation pour la réhabilitation énergétique, maîtrise d’œuvre intégrée')).toBe(
      'travaux',
    );
    expect(nature('Travaux de reprise de concessions funéraires')).toBe('travaux');
  });

  it('sees studies, supplies, concessions and cleaning', () => {
    expect(nature("Mission de maîtrise d'oeuvre pour la réfection de la couverture")).toBe('etude');
    expect(nature('Etude prospective sur l’assainissement collectif')).toBe('etude');
    expect(nature('Fouilles archéologiques du chantier de la rue du Clos')).toBe('etude');
    expect(nature('Fourniture de luminaires d’éclairage public')).toBe('fourniture');
    expect(nature('24MC0003 - ACHAT DE MODULES POUR L’ECLAIRAGE')).toBe('fourniture');
    expect(nature('Concession du service public de l’assainissement')).toBe('concession');
    expect(nature('Gestion de l’eau potable', [{ code: '406', label: 'Délégation de service public' }])).toBe(
      'concession',
    );
    expect(nature('Prestations de nettoyage des bâtiments communaux', [{ code: '363', label: 'Vitrerie' }])).toBe(
      'service',
    );
  });
});

describe('tradeSignals', () => {
  it('reports notice-level CPV matches, exact or by prefix', () => {
    const signals = tradeSignals(
      'couvreur',
      tender({ title: 'Travaux', cpvCodes: ['45261210-9', '45261215', '45000000'] }),
    );
    expect(signals.cpv).toEqual([
      {
        tenderCode: '45261210',
        tradeCode: '45261210',
        role: 'primary',
        label: 'Travaux de couverture',
        match: 'exact',
        level: 'notice',
      },
      {
        tenderCode: '45261215',
        tradeCode: '45261215',
        role: 'related',
        label: 'Travaux de couverture de panneaux solaires',
        match: 'exact',
        level: 'notice',
      },
    ]);
  });

  it('reports lot-level CPV matches with the lot', () => {
    const signals = tradeSignals(
      'couvreur',
      tender({
        title: 'Réhabilitation du groupe scolaire',
        lots: [
          { title: 'Lot 1 Gros œuvre', cpvCodes: ['45223220'] },
          { title: 'Lot 3 Couverture zinc', cpvCodes: ['45261213'] },
        ],
      }),
    );
    expect(signals.cpv).toEqual([
      {
        tenderCode: '45261213',
        tradeCode: '45261213',
        role: 'primary',
        label: 'Travaux de couverture métallique',
        match: 'exact',
        level: 'lot',
        lotIndex: 1,
        lotTitle: 'Lot 3 Couverture zinc',
      },
    ]);
    expect(signals.keywords).toEqual([
      { term: 'couverture', where: 'lot', lotIndex: 1, lotTitle: 'Lot 3 Couverture zinc' },
    ]);
  });

  it('reports descripteurs by code, or by label when the code is missing', () => {
    const byCode = tradeSignals(
      'electricien',
      tender({ descripteurs: [{ code: '105', label: 'Electricité (travaux)' }] }),
    );
    expect(byCode.descripteurs).toEqual([{ code: '105', label: 'Electricité (travaux)', strength: 'specific' }]);
    const oldLabel = tradeSignals('electricien', tender({ descripteurs: [{ code: '', label: 'Electricité' }] }));
    expect(oldLabel.descripteurs).toEqual([{ code: '105', label: 'Electricité', strength: 'specific' }]);
    const partial = tradeSignals('couvreur', tender({ descripteurs: [{ code: '57', label: 'Charpente' }] }));
    expect(partial.descripteurs).toEqual([{ code: '57', label: 'Charpente', strength: 'partial' }]);
    const tce = tradeSignals('peintre', tender({ descripteurs: [{ code: '345', label: "Tous corps d'état" }] }));
    expect(tce.descripteurs).toEqual([]);
    expect(tce.allTradesDescripteurs).toEqual([{ code: '345', label: "Tous corps d'état", strength: 'partial' }]);
  });

  it('reports keywords with where they were found', () => {
    const signals = tradeSignals(
      'peintre',
      tender({
        title: 'Travaux de peinture des écoles',
        description: 'Reprise des revêtements muraux et sols souples.',
      }),
    );
    expect(signals.keywords).toEqual([
      { term: 'peinture', where: 'title' },
      { term: 'revêtement mural', where: 'description' },
      { term: 'sol souple', where: 'description' },
    ]);
    expect(signals.nature).toBe('travaux');
  });

  it('finds nothing for another trade', () => {
    const signals = tradeSignals('plombier', tender({ title: 'Travaux de peinture', cpvCodes: ['45442100'] }));
    expect(signals.cpv).toEqual([]);
    expect(signals.keywords).toEqual([]);
    expect(signals.descripteurs).toEqual([]);
  });
});
