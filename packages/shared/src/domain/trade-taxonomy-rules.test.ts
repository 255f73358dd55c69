// One notice per matching rule of issue 14 (descripteur rules, object / lot vocabulary, TCE and
// multi-lot buildings, supplies and studies), in the wording of real BOAMP notices of Feb 2024.
// The notices are written here by us; the trades are the ones a bid manager reads in them.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeCompatibility, isTenderForTrade, TCE_MESSAGE, tradeFit } from './compatibility.ts';
import {
  ALL_TRADES_DESCRIPTEUR_REVIEW,
  NOT_A_TRADE_DESCRIPTEURS,
  TRADE_DESCRIPTEUR_REVIEW,
} from './trade-taxonomy-descripteurs.ts';
import { tceTrades, tenderNature, tradeSignals, type MatchableTender } from './trade-taxonomy.ts';
import { TRADE_SLUGS, type TradeSlug } from './trades.ts';

function notice(
  title: string,
  descripteurs: [string, string][] = [],
  lots: string[] = [],
  cpvCodes: string[] = [],
): MatchableTender {
  return {
    title,
    description: null,
    cpvCodes,
    lots: lots.map((t) => ({ title: t, cpvCodes: [] })),
    descripteurs: descripteurs.map(([code, label]) => ({ code, label })),
  };
}

/** The trades the notice is listed for. */
function trades(tender: MatchableTender): TradeSlug[] {
  return TRADE_SLUGS.filter((slug) => isTenderForTrade(slug, tender));
}

const TCE_EIGHT: TradeSlug[] = [
  'macon',
  'plombier',
  'electricien',
  'menuisier',
  'peintre',
  'chauffagiste',
  'carreleur',
  'plaquiste',
];

describe('descripteur rules', () => {
  it('« Revêtements de sols » in a building → carreleur', () => {
    const school = notice('Restructuration des deux étages de l’internat en salles de cours au lycée', [
      ['308', 'Revêtements de sols'],
    ]);
    expect(trades(school)).toEqual(['carreleur']);
  });

  it('« Revêtements de sols » on a road or a sports ground is only a hint', () => {
    const road = notice('Fourniture et transport d’agrégats pour la voirie communale', [
      ['308', 'Revêtements de sols'],
      ['365', 'Voirie'],
    ]);
    expect(trades(road)).not.toContain('carreleur');
  });

  it('« Revêtements de sols » with sols souples in the object → peintre as well', () => {
    const halte = notice(
      'Réaménagement intérieur de la Halte Santé avec mise en place de WC individuels (sol souple, peinture)',
      [['308', 'Revêtements de sols']],
    );
    expect(trades(halte)).toEqual(expect.arrayContaining(['carreleur', 'peintre']));
  });

  it('« Isolation » → plaquiste', () => {
    const paulBert = notice('Travaux de rénovation énergétique et travaux connexes du bâtiment Paul Bert', [
      ['169', 'Isolation'],
    ]);
    expect(trades(paulBert)).toEqual(['plaquiste']);
  });

  it('« Démolition » → maçon and terrassier', () => {
    const perpignan = notice('Travaux relatifs au désamiantage et à la démolition des anciens abattoirs', [
      ['87', 'Démolition'],
      ['479', 'Amiante (désamiantage)'],
    ]);
    expect(trades(perpignan)).toEqual(['macon', 'terrassier']);
  });

  it('« Canalisations » → terrassier outside a building, plombier inside', () => {
    const network = notice('Travaux de renouvellement et de redimensionnement d’un réseau d’eau, impasse Vives', [
      ['48', 'Canalisations'],
    ]);
    expect(trades(network)).toEqual(['terrassier']);
    const hospital = notice('Remplacement des réseaux de distribution d’eau chaude et froide du bâtiment B', [
      ['48', 'Canalisations'],
    ]);
    expect(trades(hospital)).toContain('plombier');
    expect(trades(hospital)).not.toContain('terrassier');
  });

  it('« Irrigation » → terrassier', () => {
    expect(
      trades(notice('Travaux de création d’un réseau d’irrigation des jardins familiaux', [['168', 'Irrigation']])),
    ).toEqual(['terrassier']);
  });

  it('« Alimentation en eau potable » → terrassier', () => {
    const sennecey = notice('Travaux de mutualisation du réseau AEP entre la ville et le syndicat des eaux', [
      ['6', 'Alimentation en eau potable'],
    ]);
    expect(trades(sennecey)).toEqual(['terrassier']);
  });

  it('« Assainissement » → terrassier', () => {
    const kuntzig = notice('Remplacement des collecteurs rue des Acacias et Eglantiers à Kuntzig', [
      ['18', 'Assainissement'],
    ]);
    expect(trades(kuntzig)).toEqual(['terrassier']);
  });

  it('« Voirie et réseaux divers » → terrassier', () => {
    const vieljeux = notice('Espace Vieux Port - Requalification de la rue Vieljeux', [
      ['366', 'Voirie et réseaux divers'],
    ]);
    expect(trades(vieljeux)).toEqual(['terrassier']);
  });

  it('« Déchetterie (travaux) » → terrassier', () => {
    expect(
      trades(notice('Construction d’une nouvelle déchetterie à Saint-Dizier (52)', [['96', 'Déchetterie (travaux)']])),
    ).toEqual(['terrassier']);
  });

  it('« Porte automatique, portail » → serrurier', () => {
    const paris = notice('Travaux de remplacement et d’asservissement de deux rideaux anti-piétons', [
      ['412', 'Porte automatique, portail'],
    ]);
    expect(trades(paris)).toContain('serrurier');
  });

  it('« Métallerie » → serrurier', () => {
    expect(
      trades(notice('Mise en accessibilité du conservatoire : rampes et passerelles', [['223', 'Métallerie']])),
    ).toEqual(['serrurier']);
  });

  it('« Clôture » → serrurier', () => {
    expect(trades(notice('Opérations Ligne C : lot T3 - Fermeture stations', [['64', 'Clôture']]))).toEqual([
      'serrurier',
    ]);
  });

  it('« Eclairage public » → électricien', () => {
    const cormeilles = notice('Remplacement des luminaires de sources conventionnelles par des sources LED', [
      ['102', 'Eclairage public'],
    ]);
    expect(trades(cormeilles)).toEqual(['electricien']);
  });

  it('« Bardage » → couvreur and charpentier', () => {
    const beauvais = notice('Relance des travaux de réhabilitation du gymnase Jean Moulin à Beauvais', [
      ['30', 'Bardage'],
    ]);
    expect(trades(beauvais)).toEqual(['couvreur', 'charpentier']);
  });
});

describe('object and lot vocabulary', () => {
  const cases: [string, string, TradeSlug][] = [
    ['rideaux métalliques', 'Remplacement des rideaux métalliques des commerces du marché couvert', 'serrurier'],
    ['portes sectionnelles', 'Remplacement des portes sectionnelles du centre technique municipal', 'serrurier'],
    ['stores', 'Travaux d’installation de stores et de dispositifs de protection des baies vitrées', 'menuisier'],
    ['volets', 'Remplacement des volets roulants de l’école élémentaire', 'menuisier'],
    ['faïence', 'Réfection des sanitaires de l’école : carrelage et faïence', 'carreleur'],
    ['chape', 'Réalisation d’une chape et d’un ragréage dans la salle polyvalente', 'carreleur'],
    ['ravalement', 'Marché de travaux de ravalement de la résidence Joliot Curie', 'peintre'],
    ['enrobés', 'Travaux de mise en œuvre d’enrobés sur les voies communales', 'terrassier'],
    ['tranchées', 'Renouvellement de réseaux avec ou sans ouverture de tranchée', 'terrassier'],
    ['cloisonnements-doublages', 'Relance du lot 5 « cloisonnements-doublages » de la mairie', 'plaquiste'],
    ['bardage', 'Extension du gymnase : bardage métallique des façades', 'couvreur'],
  ];
  for (const [word, title, slug] of cases) {
    it(`« ${word} » in the object → ${slug}`, () => {
      expect(trades(notice(title))).toContain(slug);
    });
  }

  it('a lot title read from the object counts like the title', () => {
    const gymnase = notice(
      'Réhabilitation thermique du gymnase du lycée Carnot',
      [],
      ['Couverture - étanchéité', 'Bardage'],
    );
    expect(trades(gymnase)).toEqual(['couvreur', 'charpentier', 'etancheur']);
  });
});

describe('« Tous corps d’état » and multi-lot buildings', () => {
  it('a TCE descripteur on a building lists the eight building trades, below a named trade, with the TCE message', () => {
    const ferrieres = notice(
      'Marchés de travaux pour la construction d’une école maternelle sur la commune de Ferrières',
      [['345', "Tous corps d'état"]],
    );
    expect(trades(ferrieres)).toEqual(TCE_EIGHT);
    const fit = tradeFit(tradeSignals('plaquiste', ferrieres));
    expect(fit.best?.kind).toBe('tceBuilding');
    const named = tradeFit(tradeSignals('plaquiste', notice('Travaux de plâtrerie de l’école maternelle')));
    expect(fit.score).toBeLessThan(named.score);
    const result = computeCompatibility(
      {
        metier: 'plaquiste',
        userDepartement: '17',
        tender: { ...ferrieres, departements: ['17'], deadline: '2024-03-20T12:00:00Z', amountCents: null },
      },
      new Date('2024-02-20T12:00:00Z'),
    );
    expect(result.ai_message.startsWith(TCE_MESSAGE)).toBe(true);
  });

  it('adds the roof trades when the descripteurs point to the roof', () => {
    const nautique = notice('Réhabilitation du stade nautique de Gien', [
      ['57', 'Charpente'],
      ['63', 'Cloison, faux plafond'],
      ['74', 'Couverture'],
      ['169', 'Isolation'],
    ]);
    const withRoof: TradeSlug[] = [...TCE_EIGHT, 'couvreur', 'charpentier', 'etancheur'];
    expect(trades(nautique)).toEqual(withRoof.sort(byOrder));
  });

  it('descripteurs of three trades on a building operation make a multi-lot building', () => {
    const crèche = notice('Extension/Restructuration d’une crèche multi-accueil', [
      ['105', 'Electricité (travaux)'],
      ['144', 'Gros oeuvre'],
      ['222', 'Menuiserie'],
    ]);
    expect(tceTrades(crèche)?.signal.source).toBe('descripteurs');
    expect(trades(crèche)).toEqual(TCE_EIGHT);
  });

  it('a « second œuvre » lot read from the object lists the finishing trades, not the maçon', () => {
    const funeraire = notice('Marché de travaux - chambre funéraire', [], ['Second œuvre, équipements']);
    expect(trades(funeraire)).toEqual(TCE_EIGHT.filter((t) => t !== 'macon'));
  });

  it('does not apply when the notice names its lots or its trades, or on an outdoor job', () => {
    const mondor = notice(
      'Centre interventionnel et HDJ - Hôpital Henri Mondor',
      [['345', "Tous corps d'état"]],
      ['Etanchéité', 'Bardages serrurerie', 'Portes automatiques'],
    );
    expect(trades(mondor)).toEqual(['couvreur', 'charpentier', 'etancheur', 'serrurier']);
    const toitures = notice('Réfection partielle des toitures du collège de Châteauvillain', [
      ['345', "Tous corps d'état"],
    ]);
    expect(trades(toitures)).toEqual(['couvreur']);
    const square = notice('Travaux de requalification du square Schuman et de ses abords', [
      ['345', "Tous corps d'état"],
    ]);
    expect(trades(square)).toEqual([]);
  });

  it('an outdoor sports ground or playground « tous corps d’état » lists the outdoor trades, not the finishes', () => {
    const cityStade = notice(
      'Travaux d’Installations sportives de type City-Stade qui auront lieu au 14 rue du Val d’Osne dans les hôpitaux de Saint-Maurice',
      [
        ['', 'Aire de jeux'],
        ['345', "Tous corps d'état"],
      ],
    );
    expect(trades(cityStade)).toEqual(['macon', 'terrassier', 'serrurier']);
    for (const finish of ['carreleur', 'plombier', 'peintre', 'plaquiste'] as const) {
      expect(isTenderForTrade(finish, cityStade)).toBe(false);
    }
    // (a building the object builds, not only where the ground stands, keeps the building trades)
    const withChangingRooms = notice('Construction de vestiaires et d’un city-stade au stade municipal', [
      ['345', "Tous corps d'état"],
    ]);
    expect(trades(withChangingRooms)).toEqual(TCE_EIGHT);
  });
});

describe('supplies and studies stay out', () => {
  it('« acquisition de machines … pour travaux de voirie » is a supply', () => {
    const machines = notice('Acquisition de machines et matériels pour travaux de voirie', [['365', 'Voirie']]);
    expect(tenderNature(machines).nature).toBe('fourniture');
    expect(trades(machines)).toEqual([]);
  });

  it('« fourniture et pose » and « fourniture, installation » stay works', () => {
    expect(
      trades(notice('Accord-cadre pour la fourniture de luminaires et leur pose', [['102', 'Eclairage public']])),
    ).toEqual(['electricien']);
    expect(tenderNature(notice('Fourniture, installation, mise en service de câblage VDI')).nature).toBe('travaux');
  });

  it('the operation of a public water service is a service', () => {
    const eau = notice('Exploitation du service public de production d’eau potable 2025-2028', [
      ['6', 'Alimentation en eau potable'],
    ]);
    expect(tenderNature(eau).nature).toBe('service');
    expect(trades(eau)).toEqual([]);
  });

  it('a maîtrise d’œuvre mission is a study', () => {
    const moe = notice('Mission de maîtrise d’œuvre pour la réhabilitation et l’extension des déchetteries', [
      ['96', 'Déchetterie (travaux)'],
    ]);
    expect(trades(moe)).toEqual([]);
  });
});

const byOrder = (a: TradeSlug, b: TradeSlug) => TRADE_SLUGS.indexOf(a) - TRADE_SLUGS.indexOf(b);

describe('the review of every observed descripteur', () => {
  const reviewed = [
    ...TRADE_DESCRIPTEUR_REVIEW.map((d) => d.code),
    ...ALL_TRADES_DESCRIPTEUR_REVIEW.map((d) => d.code),
    ...NOT_A_TRADE_DESCRIPTEURS.flatMap((g) => Object.keys(g.codes)),
  ];

  it('records each code once, with a reason', () => {
    expect(new Set(reviewed).size).toBe(reviewed.length);
    for (const d of [...TRADE_DESCRIPTEUR_REVIEW, ...ALL_TRADES_DESCRIPTEUR_REVIEW]) {
      expect(d.reason.length).toBeGreaterThan(3);
    }
  });

  const observedFile = new URL('../../../../../shared/data/boamp/descripteurs_observed.json', import.meta.url);
  it.skipIf(!existsSync(observedFile))(
    'covers every descripteur of shared/data/boamp/descripteurs_observed.json (skipped when the folder is absent)',
    () => {
      const observed = JSON.parse(readFileSync(observedFile, 'utf8')) as { codes: Record<string, unknown> };
      expect(Object.keys(observed.codes).filter((code) => !reviewed.includes(code))).toEqual([]);
    },
  );
});
