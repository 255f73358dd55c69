/**
 * Automatic checks of what the local engine writes (issue 13), over every trade × (empty profile,
 * full profile), on the fixture tenders and, when `../shared/data/boamp/records.jsonl` is present,
 * on a set of real BOAMP notices: no French seam from a list that grows, no town or département
 * other than the site's, the full object title at most twice, a marker when the place is unknown.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { DEPARTEMENTS, getDepartement } from '@batiao/shared/domain/departements';
import { matchTradeKeywords } from '@batiao/shared/domain/trade-taxonomy';
import { TRADE_SLUGS, type TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_COMPANY,
  FULL_COMPANY,
  makeContext,
  NOTICE_TEXT_FIXTURES,
  realNotices,
  realNoticesWhere,
  realRecordsAvailable,
  REAL_RECORDS_FILE,
  TENDER_FIXTURES,
} from '../../../../test/fixtures/generation.ts';
import { communes, withCommunes } from '../../../../test/writing.ts';
import { isGeneric, projectName, polish, properName } from './french.ts';
import { buyerNameOf } from './analysis.ts';
import { joinFr, withArticle } from './text.ts';
import { analyse } from './analysis.ts';
import { generateLocally } from './local-engine.ts';
import { sitePlace } from './place.ts';
import { retiredCitations } from './register.ts';
import { seamsIn } from './seams.ts';
import { buildingOf } from './sections.ts';
import { objectMentions, objectWords } from './sections/shared.ts';
import { allocate } from './schedule.ts';
import { fold } from './text.ts';

interface Case {
  label: string;
  trade: TradeSlug;
  tender: TenderDetail;
  noticeText: string;
}

const fixtureCases: Case[] = TRADE_SLUGS.map((trade) => ({
  label: `fixture ${trade}`,
  trade,
  tender: TENDER_FIXTURES[trade],
  noticeText: NOTICE_TEXT_FIXTURES[trade],
}));
const realCases: Case[] = realRecordsAvailable()
  ? // The whole grading set (TUNE and CHECK halves): these are invariants, not tuning.
    realNotices(4).map((n) => ({ label: `${n.trade} ${n.tender.source_id}`, ...n }))
  : [];
if (!realRecordsAvailable()) {
  console.warn(`Real BOAMP notices skipped: ${REAL_RECORDS_FILE} is missing.`);
}
const allCases = [...fixtureCases, ...realCases];
const profiles = [
  { name: 'empty', company: EMPTY_COMPANY },
  { name: 'full', company: FULL_COMPANY },
] as const;

/** The engine's own words: the mémoire and the letter's prose (not its address blocks). */
function proseOf(content: ReturnType<typeof generateLocally>['content']): string {
  const blocks = content.lettre_candidature.split('\n\n');
  const start = blocks.findIndex((b) => /^Madame, Monsieur,?$/.test(b.trim()));
  return [
    ...blocks.slice(start + 1, -1),
    ...content.memoire_sections.map((s) => `${s.body}\n${(s.table?.rows ?? []).map((r) => r.join(' | ')).join('\n')}`),
  ].join('\n\n');
}

function outputOf(c: Case, company: typeof FULL_COMPANY) {
  const { content } = generateLocally(
    withCommunes(makeContext({ tender: c.tender, noticeText: c.noticeText, trade: c.trade, company })),
  );
  const sections = content.memoire_sections.map(
    (s) => `${s.body}\n${(s.table?.rows ?? []).map((r) => r.join(' | ')).join('\n')}`,
  );
  return { content, text: [content.lettre_candidature, ...sections].join('\n\n') };
}

/** The whole text answering the trade's fixture tender, without lots or criteria, changed by `changes`. */
const write = (trade: TradeSlug, changes: Partial<TenderDetail>) => {
  const tender = { ...TENDER_FIXTURES[trade], lots: [], criteria: [], ...changes };
  return outputOf({ label: trade, trade, tender, noticeText: '' }, FULL_COMPANY).text;
};

/** The analysis of the trade's fixture tender changed by `changes`, without notice text. */
const analysedMade = (trade: TradeSlug, changes: Partial<TenderDetail>) =>
  analyse(makeContext({ trade, tender: { ...TENDER_FIXTURES[trade], ...changes }, noticeText: '' }));

describe('the French layer', () => {
  it('contracts, elides and cleans the seams of composed text, but leaves pronouns alone', () => {
    expect(polish('la pose de les menuiseries et à le niveau de le sol')).toBe(
      'la pose des menuiseries et au niveau du sol',
    );
    expect(polish('relatifs à les installations')).toBe('relatifs aux installations');
    expect(polish('phases de élévations, entreprise de étanchéité')).toBe(
      'phases d’élévations, entreprise d’étanchéité',
    );
    expect(polish('La Université de Lyon et le hôpital')).toBe('L’Université de Lyon et l’hôpital');
    expect(polish('Qualibat Qualibat 3122')).toBe('Qualibat 3122');
    expect(polish('afin de les protéger et de le vérifier')).toBe('afin de les protéger et de le vérifier');
    expect(polish('le ou les lots, le hall, la hauteur')).toBe('le ou les lots, le hall, la hauteur');
    expect(polish('nous nous engageons')).toBe('nous nous engageons');
    expect(polish('de le chantier')).toBe('du chantier');
    expect(polish('ainsi que établissement scolaire')).toBe('ainsi qu’établissement scolaire');
  });

  it('puts raw-capital names in proper case and drops the address left in them', () => {
    expect(properName('MAIRIE DE CORDEMAIS')).toBe('Mairie de Cordemais');
    expect(properName('OPH DE SAINT-DIZIER')).toBe('OPH de Saint-Dizier');
    expect(properName("MAIRIE DE GRENADE-SUR-L'ADOUR")).toBe('Mairie de Grenade-sur-l’Adour');
    expect(
      properName("Communauté de Communes de la Haute Somme 23 Avenue de l'Europe BP 80051 80201 - PERONNE CEDEX"),
    ).toBe('Communauté de Communes de la Haute Somme');
    expect(properName('ville de Chenôve.')).toBe('Ville de Chenôve');
  });

  it('derives a short project name from a long object, once', () => {
    expect(projectName('76_Rouen_Cathédrale_Restauration des couvertures du bras nord du transept')).toBe(
      'Rouen Cathédrale Restauration des couvertures du bras nord du transept',
    );
    expect(
      projectName(
        'Reconstruction du Collège Victor Hugo 27250 RUGLES - Lot 5 - Menuiseries extérieures Fermetures - RELANCE',
      ),
    ).toBe('Reconstruction du Collège Victor Hugo Rugles');
    expect(projectName("ISOLATION DE COMBLES DE BATIMENTS COMMUNAUX DANS L'YONNE (89)")).toBe(
      "Isolation de combles de bâtiments communaux dans l'Yonne",
    );
  });

  it('keeps the capitals of proper nouns in a short name derived from the object, and never cuts mid-phrase', () => {
    const known = (words: string) =>
      communes(words).some((c) => ['50', '40', '80'].includes(c.departement)) && !/^(combles|pont)$/i.test(words);
    expect(projectName('EXTENSION ET RESTRUCTURATION DU CENTRE DE SECOURS DE BRICQUEBEC', known)).toBe(
      'Extension et restructuration du centre de secours de Bricquebec',
    );
    expect(projectName("RESTAURATION DE L'EGLISE SAINT-PIERRE ET SAINT-PAUL", known)).toBe(
      "Restauration de l'église Saint-Pierre et Saint-Paul",
    );
    expect(
      projectName(
        'EXTENSION DU SIÈGE DE LA COMMUNAUTÉ DE COMMUNES DE LA HAUTE SOMME ET TRAVAUX DE RÉNOVATION ÉNERGÉTIQUE LOT « COUVERTURE - ETANCHEITE »',
        known,
      ),
    ).toBe('Extension du siège de la communauté de communes de la Haute Somme');
    expect(
      projectName(
        'Travaux de réaménagement intérieur de la Halte Santé de l’Hôpital La Grave avec mise en place de WC individuels. (démolition, plâtrerie, menuiserie intérieur, s',
      ),
    ).toBe('Travaux de réaménagement intérieur de la Halte Santé de l’Hôpital La Grave');
    expect(
      projectName(
        'Réfection de la toiture de la demi-pension du Lycée Aristide BERGES (38-Seyssinet Pariset). Lot 1 : étanchéité. Lot 2 : verrières.',
      ),
    ).toBe('Réfection de la toiture de la demi-pension du Lycée Aristide Berges');
    expect(projectName('23v0265pa - Travaux De Réhabilitation du bâtiment A de la Mjc Croix-daurade - Ec Sd')).toBe(
      'Travaux de Réhabilitation du bâtiment A de la MJC Croix-daurade',
    );
    expect(
      projectName(
        'Travaux d’aménagement de l’échographie, l’admissions, la régie et le standard du bâtiment 12 du CASH de Nanterre',
      ),
    ).toBe('Travaux d’aménagement du bâtiment 12 du CASH de Nanterre');
    // The independent round-3 grading's names (fresh notices).
    expect(
      projectName(
        'RELANCE SUITE A LIQUIDATION JUDICIAIRE DU LOT 5 "CLOISONNEMENTS-DOUBLAGES" DU MARCHÉ DE TRAVAUX DE RÉHABILITATION ET EXTENSION DE LA MAIRIE DE CORDEMAIS',
        (words) => /^cordemais$/i.test(words),
      ),
    ).toBe('Travaux de réhabilitation et extension de la mairie de Cordemais');
    expect(
      projectName(
        'Accord-cadre à bons de commande pour la réalisation de travaux de carrelage dans les établissements sportifs de Saint-Louis Agglomération',
      ),
    ).toBe('Travaux de carrelage dans les établissements sportifs de Saint-Louis Agglomération');
    expect(
      projectName(
        "Marchés de travaux pour la réhabilitation du Bâtiment administratif de l'ancien hôpital du Grau Du Roi - Relance des lots 7, 8 et 9. Commune de le Grau Du Roi",
      ),
    ).toBe("Réhabilitation du bâtiment administratif de l'ancien hôpital du Grau du Roi");
    expect(
      projectName(
        'Marché de travaux relatif à la mise en accessibilité et la rénovation partielle du Conservatoire à Rayonnement Régional situé 14, rue de Madrid Paris 75008',
      ),
    ).toBe('Mise en accessibilité et rénovation partielle du conservatoire à rayonnement régional');
    expect(
      projectName('Relance des travaux de réhabilitation du  gymnase Jean Moulin à Beauvais - Lot 4- Bardage'),
    ).toBe('Travaux de réhabilitation du gymnase Jean Moulin à Beauvais');
    expect(projectName('21 - DIJON - Lycée CHARLES DE GAULLE Raccordement au réseau de chaleur urbain')).toBe(
      'Raccordement du lycée Charles-de-Gaulle au réseau de chaleur urbain',
    );
    // Every real object's short name ends on a whole phrase (no « … avec mise », « … de la »).
    for (const c of realCases) {
      expect(projectName(c.tender.title), c.label).not.toMatch(
        /\s(?:de|du|des|la|le|les|et|en|au|aux|à|avec|pour|par|sur|dans|mise|d['’]|l['’])$/i,
      );
    }
  });
});

describe('the seams of step 1 (issue 13, round 2)', () => {
  it('never joins a list with « et » twice', () => {
    expect(joinFr(['chute de hauteur', 'chute d’objets sur les occupants et passants', 'intempéries et vent'])).toBe(
      'chute d’objets sur les occupants et passants, intempéries et vent ainsi que chute de hauteur',
    );
    expect(joinFr(['a', 'b et c', 'd'])).toBe('b et c, a et d');
    expect(joinFr(['a', 'b', 'c'])).toBe('a, b et c');
    expect(joinFr(['lot « Peinture et sols »', 'lot « Plâtrerie »'])).toBe(
      'lot « Peinture et sols » et lot « Plâtrerie »',
    );
    expect(seamsIn('les risques — chute d’objets sur les occupants et passants et intempéries et vent —')).toHaveLength(
      1,
    );
  });

  it('repeats the article of a double name after « des » (« des terrassements et des VRD »)', () => {
    expect(seamsIn('reste responsable des terrassements et les VRD au titre')).toHaveLength(1);
    const { text } = outputOf(
      { label: 't', trade: 'terrassier', tender: TENDER_FIXTURES.terrassier, noticeText: '' },
      FULL_COMPANY,
    );
    expect(text).not.toContain('des terrassements et les VRD');
  });

  it('puts the article before a buyer named by its acronym', () => {
    expect(withArticle('DRAC de Normandie', 'par')).toBe('par la DRAC de Normandie');
    expect(withArticle('SDIS du Rhône', 'de')).toBe('du SDIS du Rhône');
    expect(withArticle('OPH de Saint-Dizier', 'pour')).toBe('pour l’OPH de Saint-Dizier');
    expect(withArticle('OPPIC - Département B', 'par')).toBe('par l’OPPIC - Département B');
    expect(withArticle('ESID de Bordeaux', 'de')).toBe('de l’ESID de Bordeaux');
    expect(withArticle('Conservation régionale des monuments historiques', 'avec')).toBe(
      'avec la Conservation régionale des monuments historiques',
    );
    expect(seamsIn('le marché lancé par DRAC de Normandie')).toHaveLength(1);
    expect(buyerNameOf('Conseil régional d’Aquitaine ; mandataire: SATEL (24 bd Saint Vincent de Paul')).toBe(
      'Conseil régional d’Aquitaine',
    );
  });

  it('derives a project name that names the works, without « relance »', () => {
    expect(
      projectName(
        'AC TRAVAUX_RELANCE_LOT_3F_MENUISERIES EXTERIEURS-MIROITERIE-STORES-SERRURERIE-METTALLERIE _Maine et Loire (49)',
      ),
    ).toMatch(/^Travaux de menuiseries extérieurs, miroiterie/);
    expect(projectName('Travaux - Lot 2 : Peinture intérieure')).toBe('Travaux de peinture intérieure');
    expect(projectName("RELANCE - Réfection de la toiture de l'église (relance)")).toBe(
      "Réfection de la toiture de l'église",
    );
    expect(isGeneric('Travaux relance')).toBe(true);
    expect(
      projectName(
        'Travaux de réaménagement intérieur de la Halte Santé de l’Hôpital La Grave avec mise en place de WC individuels et de douches',
      ),
    ).toBe('Travaux de réaménagement intérieur de la Halte Santé de l’Hôpital La Grave');
  });

  it('quotes an accord-cadre’s title once, without its own « Accord-cadre »', () => {
    const tender = {
      ...TENDER_FIXTURES.peintre,
      lots: [],
      title: 'Accord-cadre à bons de commande de travaux de peinture dans les bâtiments communaux',
    };
    const { text } = outputOf({ label: 'ac', trade: 'peintre', tender, noticeText: '' }, FULL_COMPANY);
    expect(text).toContain('l’accord-cadre «\u00a0Travaux de peinture dans les bâtiments communaux\u00a0»');
    expect(seamsIn(text)).toEqual([]);
  });

  it('writes no décennale for indoor paint, and one for a façade', () => {
    const write = (title: string) => {
      const tender = { ...TENDER_FIXTURES.peintre, lots: [], criteria: [], title, description: '' };
      const { content } = outputOf({ label: 'p', trade: 'peintre', tender, noticeText: '' }, FULL_COMPANY);
      return content.memoire_sections.find((s) => s.key === 'garanties')?.body ?? '';
    };
    const indoor = write('Peinture intérieure des salles de classe de l’école');
    expect(indoor).not.toContain('Décennale (10 ans');
    expect(indoor).toContain('Pas de garantie biennale ni décennale pour les peintures');
    expect(write('Ravalement des façades de la mairie')).toContain(
      'Décennale (10 ans, articles 1792 et suivants du code civil) : les revêtements d’imperméabilité',
    );
  });

  it('tells the user, not the buyer, when a roofing décennale and qualification meet a painting tender', () => {
    const write = (title: string) => {
      const tender = { ...TENDER_FIXTURES.peintre, lots: [], title, description: '' };
      const { content } = outputOf({ label: 'p', trade: 'peintre', tender, noticeText: '' }, FULL_COMPANY);
      return { content, garanties: content.memoire_sections.find((s) => s.key === 'garanties')?.body ?? '' };
    };
    const facade = write('Ravalement des façades de la mairie');
    expect(facade.content.lettre_candidature).not.toMatch(/Couverture en ardoises|assurance décennale souscrite/);
    expect(facade.garanties).not.toContain('DEC-2026');
    expect(facade.garanties).toContain(
      'Garantie décennale : [À compléter : attestation d’assurance décennale couvrant',
    );
    expect(facade.content.a_completer.join('\n')).toMatch(/votre assurance décennale couvre « Couverture, zinguerie/);
    // Indoor paint needs no décennale: neither the roofing policy nor a marker.
    const indoor = write('Peinture des couloirs de la mairie');
    expect(indoor.garanties).not.toMatch(/DEC-2026|Garantie décennale/);
    expect(indoor.content.lettre_candidature).not.toContain('assurance décennale souscrite');
    const roofer = outputOf(
      { label: 'c', trade: 'couvreur', tender: TENDER_FIXTURES.couvreur, noticeText: '' },
      FULL_COMPANY,
    ).content;
    expect(roofer.lettre_candidature).toContain('Couverture en ardoises naturelles');
    expect(roofer.lettre_candidature).toContain('assurance décennale souscrite auprès de SMABTP');
  });
});

const escapeRe = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the register and the schedule', () => {
  it('finds the retired references and only them', () => {
    expect(retiredCitations('Règlement (UE) 517/2014 et DTU 13.12, CCAG-Travaux 2009')).toEqual([
      'CCAG-Travaux 2009',
      'Règlement (UE) 517/2014',
      'DTU 13.11 / 13.12',
    ]);
    expect(retiredCitations('Règlement (UE) 2024/573, NF DTU 13.1, NF C 17-200, CCAG-Travaux de 2021')).toEqual([]);
  });

  it('shares a duration out without overlap, the phases adding up to it', () => {
    const phases = [
      { nom: 'a', part: 0.1 },
      { nom: 'b', part: 0.55 },
      { nom: 'c', part: 0.25 },
      { nom: 'd', part: 0.1 },
    ];
    for (const weeks of [1, 2, 3, 4, 5, 7, 10, 13, 26, 35]) {
      const s = allocate(phases, weeks);
      expect(s.phases.reduce((sum, p) => sum + p.length, 0)).toBe(s.total);
      expect(s.total).toBe(s.unit === 'semaine' ? weeks : weeks * 5);
      s.phases.forEach((p, i) => {
        expect(p.length).toBeGreaterThanOrEqual(1);
        expect(p.start).toBe(i === 0 ? 1 : (s.phases[i - 1]?.end ?? 0) + 1);
      });
    }
  });
});

describe('the place of the works', () => {
  const base = TENDER_FIXTURES.couvreur;
  const notice = (changes: Partial<TenderDetail>): TenderDetail => ({ ...base, ...changes });

  it('is read from the execution place, then the object, then the buyer town', () => {
    const expected: Record<TradeSlug, string> = {
      macon: 'Saint-Priest',
      couvreur: 'Crémieu',
      plombier: 'Saint-Chamond',
      electricien: 'Villefranche-sur-Saône',
      menuisier: 'Bourg-en-Bresse',
      peintre: 'Vienne',
      chauffagiste: 'Roanne',
      carreleur: 'Jassans-Riottier',
      plaquiste: 'Pomeys',
      terrassier: 'Montluel',
      charpentier: 'Charlieu',
      etancheur: 'Rillieux-la-Pape',
      serrurier: 'Décines-Charpieu',
      vitrier: 'Bron',
    };
    for (const trade of TRADE_SLUGS) {
      expect(sitePlace(TENDER_FIXTURES[trade]).commune, trade).toBe(expected[trade]);
    }
    const cannes = notice({
      title: 'Réfection de la toiture du gymnase à Cannes (06)',
      execution_place: null,
      departements: ['84', '13', '06'],
      buyer: { ...base.buyer, city: null, postal_code: null, name: 'Région Provence-Alpes-Côte d’Azur' },
    });
    expect(sitePlace(cannes)).toMatchObject({ commune: 'Cannes', departementName: 'Alpes-Maritimes', source: 'objet' });
    const buyerTown = notice({
      title: 'Travaux de grosse maintenance de la piscine Grouchy',
      execution_place: null,
      description: '',
      buyer: { ...base.buyer, city: null, postal_code: null, name: 'Ville de Saint-Étienne' },
    });
    expect(sitePlace(buyerTown)).toMatchObject({ commune: 'Saint-Étienne', departement: null, source: 'acheteur' });
  });

  it('reads a town that closes the object or follows « à », before the buyer’s town (grading set, check half)', () => {
    const at = (title: string) =>
      sitePlace(
        notice({
          title,
          execution_place: null,
          description: '',
          buyer: { ...base.buyer, city: 'Bordeaux', postal_code: '33000' },
        }),
      );
    expect(
      at('33 création des vestiaires et des sanitaires du lycée professionnel Ambroise-Croizat de Tarnos').commune,
    ).toBe('Tarnos');
    expect(at('EXTENSION ET RESTRUCTURATION DU CENTRE DE SECOURS DE BRICQUEBEC').commune).toBe('Bricquebec');
    expect(at('Rénovation d’un bâtiment incendié en musée & rénovation thermique d’un logement à Cléron').commune).toBe(
      'Cléron',
    );
    expect(at('Travaux d’aménagement du standard du bâtiment 12 du CASH de Nanterre').commune).toBe('Nanterre');
    expect(at('Extension de la crèche halte-garderie')).toMatchObject({ commune: 'Bordeaux', source: 'acheteur' });
    expect(at('Réhabilitation du siège de la Communauté de communes')).toMatchObject({ source: 'acheteur' });
  });

  it('recognises a commune of the index named anywhere in the object, told apart by the notice’s départements', () => {
    const at = (title: string, departements: string[], buyer: Partial<TenderDetail['buyer']> = {}) =>
      sitePlace(
        notice({
          title,
          execution_place: null,
          description: '',
          departements,
          buyer: { ...base.buyer, city: null, postal_code: null, name: 'Établissement public', ...buyer },
          buyer_name: 'Établissement public',
        }),
        communes,
      );
    expect(
      at(
        'Opération de création d’un Centre Medico Psychologique Pivot Pole B à la clinique de Villenave d’Ornon : transfert',
        ['33'],
      ),
    ).toMatchObject({ commune: 'Villenave-d’Ornon', departement: '33', source: 'objet' });
    expect(at('Travaux d’aménagement du standard du bâtiment 12 du CASH de Nanterre', ['92'])).toMatchObject({
      commune: 'Nanterre',
      departementName: 'Hauts-de-Seine',
    });
    // A former commune (now Bricquebec-en-Cotentin), in raw capitals.
    expect(at('EXTENSION ET RESTRUCTURATION DU CENTRE DE SECOURS DE BRICQUEBEC', ['50'])).toMatchObject({
      commune: 'Bricquebec',
      departement: '50',
    });
    expect(
      at('Rénovation d’un bâtiment incendié en musée du Tacot & rénovation thermique d’un logement à Cléron', ['25']),
    ).toMatchObject({ commune: 'Cléron', departement: '25' });
    expect(at('Réhabilitation de l’école à St-Priest', ['69']).commune).toBe('Saint-Priest');
    expect(at('Réfection de la toiture de la mairie de La Rochelle', ['17']).commune).toBe('La Rochelle');
    expect(at('Travaux au Mans : réfection du gymnase', ['72']).commune).toBe('Le Mans');
    expect(at('Construction d’un laboratoire sur le site d’Orléans La Source - Lot 5', ['45']).commune).toBe('Orléans');
    expect(at('Conduite d’eau potable à Sains en Gohelle', ['62']).commune).toBe('Sains-en-Gohelle');
    // Homonyms: Craon (53) or Craon (86), Saint-Grégoire (35) or (81), by the notice's départements.
    expect(at('Restructuration du collège Volney à Craon', ['86'])).toMatchObject({
      commune: 'Craon',
      departement: '86',
    });
    expect(at('Restructuration du collège Volney à Craon', ['53'])).toMatchObject({
      commune: 'Craon',
      departement: '53',
    });
    expect(at('Ouvrage de franchissement, commune de Saint-Grégoire', ['81']).departement).toBe('81');
    // A commune of another département is not the site; nor a street, a person or a hyphenated name's part.
    expect(at('Modification des plateformes du tube 1 du Tunnel du Fréjus', ['73']).commune).toBeNull();
    expect(at('Réaménagement de la Halte Santé de l’Hôpital La Grave', ['31', '81']).commune).toBeNull();
    expect(
      at('Aménagement paysager de la route de Croix, section de la rue de Nanterre', ['59', '92']).commune,
    ).toBeNull();
    expect(at('Réfection de la salle d’escrime Christian d’Oriola', ['45']).commune).toBeNull();
    expect(at('Réhabilitation de l’hôtel de Mailly-Nesle - Façades', ['75', '71', '80']).commune).toBeNull();
    // (Orsay is a commune of the Essonne: a notice of Paris alone is in Paris.)
    expect(at('Travaux au Musée d’Orsay', ['75']).commune).toBe('Paris');
  });

  it('takes no common noun that is also a commune for the site (false positives)', () => {
    const at = (title: string, departements: string[]) =>
      sitePlace(
        notice({
          title,
          execution_place: null,
          description: '',
          departements,
          buyer: { ...base.buyer, city: null, postal_code: null, name: 'Établissement public' },
          buyer_name: 'Établissement public',
        }),
        communes,
      ).commune;
    // Château (71), Pont (21), Les Halles (69), Rue (80), Y (80), Plan (38), Fontaine (38), Bourg (33)…
    expect(at('Restauration du Château de la Roche : reprise des maçonneries', ['71'])).toBeNull();
    expect(at('Réfection du tablier du Pont de Pierre', ['21'])).toBeNull();
    expect(at('Réaménagement des Halles du marché couvert', ['69'])).toBeNull();
    expect(at('Travaux de voirie de la Rue Principale', ['80'])).toBeNull();
    expect(at('Mise en conformité de la Fontaine de la place', ['38'])).toBeNull();
    expect(at('Rénovation du Plan d’eau et mise en accessibilité', ['38'])).toBeNull();
    expect(at('Travaux d’entretien du Bourg de la commune', ['33'])).toBeNull();
    expect(at('Création de sanitaires avec Mise en place de WC', ['31'])).toBeNull();
    expect(at('ISOLATION DE COMBLES DE BATIMENTS COMMUNAUX', ['89'])).toBeNull();
    // …but after « à » or « commune de », the commune is meant.
    expect(at('Réfection de l’église à Château', ['71'])).toBe('Château');
    expect(at('Travaux de voirie, commune de Pont', ['21'])).toBe('Pont');
  });

  it('takes the buyer’s town only when the notice’s départements hold it', () => {
    const at = (name: string, city: string | null, postal: string | null, departements: string[]) =>
      sitePlace(
        notice({
          title: 'Extension de la crèche halte-garderie',
          execution_place: null,
          description: '',
          departements,
          buyer: { ...base.buyer, city, postal_code: postal, name },
          buyer_name: name,
        }),
        communes,
      );
    expect(at('Ville de Le Cendre', null, null, ['63'])).toMatchObject({ commune: 'Le Cendre', source: 'acheteur' });
    expect(at('Mairie Ambilly', null, null, ['74'])).toMatchObject({ commune: 'Ambilly', departement: '74' });
    expect(
      at("Communauté de Communes de la Haute Somme 23 Avenue de l'Europe BP 80051 80201 - PERONNE CEDEX", null, null, [
        '80',
        '02',
      ]),
    ).toMatchObject({ commune: 'Péronne', departement: '80' });
    // A regional buyer in Bordeaux for works in the Landes: the commune is not known, the département is
    // (the notice's only one), never Bordeaux.
    expect(at('Conseil régional d’Aquitaine', 'Bordeaux Cedex', '33077', ['40'])).toMatchObject({
      commune: null,
      label: 'Landes (40)',
    });
    // Several départements: no place but the marker.
    expect(at('Conseil régional d’Aquitaine', 'Bordeaux Cedex', '33077', ['40', '64'])).toMatchObject({
      commune: null,
      label: '',
    });
  });

  it('reads a département-wide object and a hospital named by its buyer or acronym', () => {
    const gironde = notice({
      title: '33 - Base de Défense de Bordeaux-Mérignac-Agen - Sites Gironde - ACBC de travaux de ferronnerie',
      execution_place: null,
      description: '',
      departements: ['33'],
      buyer: { ...base.buyer, city: null, postal_code: null, name: 'ESID de Bordeaux' },
      buyer_name: 'ESID de Bordeaux',
    });
    expect(sitePlace(gironde, communes)).toMatchObject({ label: 'Gironde (33)', commune: null, departement: '33' });
    const hospital = (title: string, buyer: string) =>
      analyse({
        ...makeContext({
          trade: 'electricien',
          tender: {
            ...TENDER_FIXTURES.electricien,
            title,
            description: '',
            buyer: { ...base.buyer, name: buyer },
            buyer_name: buyer,
          },
          noticeText: '',
        }),
        communes,
      }).constraints.has('sante');
    expect(
      hospital('Travaux d’aménagement du standard du bâtiment 12 du CASH de Nanterre', 'Établissement public'),
    ).toBe(true);
    expect(hospital('Réfection du standard', 'Hôpital')).toBe(true);
    expect(hospital('Réfection du standard', 'CHU Bordeaux')).toBe(true);
    expect(hospital('Réfection du standard de la mairie', 'Ville de Nanterre')).toBe(false);
  });

  it('reads heritage in a buyer that is the DRAC’s conservation of historic monuments', () => {
    const a = analyse(
      makeContext({
        trade: 'couvreur',
        tender: {
          ...TENDER_FIXTURES.couvreur,
          title: 'Restauration des couvertures du bras nord du transept',
          description: '',
          buyer: {
            ...TENDER_FIXTURES.couvreur.buyer,
            name: 'DRAC de Normandie Conservation régionale des monuments historiques',
          },
        },
        noticeText: '',
      }),
    );
    expect(a.constraints.has('patrimoine')).toBe(true);
  });

  it('says « [À compléter : lieu d’exécution] » when unknown, and names none of the notice’s départements', () => {
    const unknown = notice({
      title: 'Remplacement de fenêtres des bâtiments de l’hôpital',
      description: '',
      execution_place: null,
      location: 'Oise (60), Eure (27), Seine-Maritime (76), Somme (80)',
      departements: ['60', '27', '76', '80'],
      buyer: { ...base.buyer, city: null, postal_code: null, address: null, name: 'Établissement de santé' },
      buyer_name: 'Établissement de santé',
      lots: [],
    });
    for (const trade of TRADE_SLUGS) {
      const { text, content } = outputOf({ label: trade, trade, tender: unknown, noticeText: '' }, FULL_COMPANY);
      expect(text).toContain('Lieu d’exécution : [À compléter : lieu d’exécution]');
      for (const name of ['Oise', 'Eure', 'Seine-Maritime', 'Somme']) {
        expect(text, `${trade} names ${name}`).not.toContain(name);
      }
      expect(content.a_completer.join(' ')).toContain('Lieu d’exécution');
    }
  });
});

describe.each(profiles)('every trade, $name profile', ({ company }) => {
  it.each(allCases.map((c) => [c.label, c] as const))(
    '%s: no seam or foreign place, the object at most twice, no retired rule, sound claims and sums',
    (_label, c) => {
      const { text, content } = outputOf(c, company);
      expect(seamsIn(text)).toEqual([]);

      // No département of the notice's list other than the site's, unless the tender's own text names it.
      const site = sitePlace(c.tender, communes);
      const own = fold(
        [
          c.tender.title,
          c.tender.description,
          c.tender.buyer.name,
          c.tender.buyer_name,
          c.tender.buyer.address,
          c.noticeText,
          company.raison_sociale,
          company.adresse,
          ...company.references.flatMap((r) => [r.projet, r.client, r.description ?? '']),
        ]
          .concat(c.tender.lots.flatMap((l) => [l.title, l.description ?? '']))
          .join(' '),
      );
      for (const code of c.tender.departements) {
        const dep = getDepartement(code);
        if (!dep || dep.code === site.departement || own.includes(fold(dep.name))) {
          continue;
        }
        expect(fold(text), `${c.label} names ${dep.name}`).not.toMatch(new RegExp(`\\b${fold(dep.name)}\\b`));
      }
      // No département at all other than the site's (not only the notice's list), unless the
      // tender's or the profile's own text names it: written with its capital, as the text would.
      const prose = proseOf(content);
      for (const dep of DEPARTEMENTS) {
        if (dep.code === site.departement || own.includes(fold(dep.name))) {
          continue;
        }
        const named = new RegExp(`(?<![\\p{L}-])${escapeRe(dep.name)}(?![\\p{L}-])(?!\\s*(?:n°|\\d))`, 'u');
        expect(prose, `${c.label} names ${dep.name}`).not.toMatch(named);
      }
      // No town other than the site: the buyer's town (when it is not the site) appears only in
      // the letter's address block or inside the names the text quotes (object, buyer, lots).
      const buyerTown = (c.tender.buyer.city ?? '').replace(/\s+cedex.*$/i, '').trim();
      const buyerName = c.tender.buyer.name ?? c.tender.buyer_name ?? '';
      const names: string[] = [
        c.tender.title,
        projectName(c.tender.title),
        buyerName,
        properName(buyerName),
        buyerNameOf(buyerName) ?? '',
        ...c.tender.lots.map((l) => l.title),
      ].filter((q) => q.length > 3);
      const unquoted = names.sort((x, y) => y.length - x.length).reduce((t, q) => t.split(q).join(' '), prose);
      if (
        buyerTown &&
        site.commune &&
        fold(buyerTown) !== fold(site.commune) &&
        !fold(site.label).includes(fold(buyerTown))
      ) {
        const town = buyerTown.charAt(0).toUpperCase() + buyerTown.slice(1).toLowerCase();
        expect(unquoted, `${c.label} names the buyer's town ${town}`).not.toMatch(
          new RegExp(`(?<![\\p{L}-])${escapeRe(town)}(?![\\p{L}-])`, 'u'),
        );
      }
      // The user's zone of work is not the company's seat.
      if (!own.includes('lyon') && company.ville !== 'Lyon') {
        expect(text).not.toMatch(/\bLyon\b/);
      }
      if (!site.label) {
        expect(text).toContain('[À compléter : lieu d’exécution]');
      }

      // No retired standard or rule (the register), no DPGF unless the notice says DPGF.
      // (A 2006 notice may cite the Code des marchés publics: quoting the buyer's own text is not citing.)
      const quoted = new Set(
        retiredCitations(
          `${c.tender.title} ${c.tender.description} ${c.noticeText} ${c.tender.lots.map((l) => `${l.title} ${l.description ?? ''}`).join(' ')}`,
        ),
      );
      expect(retiredCitations(text).filter((r) => !quoted.has(r))).toEqual([]);
      const said = fold(
        `${c.tender.title} ${c.tender.description} ${c.noticeText} ${c.tender.lots.map((l) => `${l.title} ${l.description ?? ''}`).join(' ')}`,
      );
      if (!/\bdpgf\b|prix global et forfaitaire|decomposition du prix global/.test(said)) {
        expect(text).not.toMatch(/DPGF|prix global et forfaitaire/);
      }
      // No biennale promised on tiling or paint.
      if (c.trade === 'carreleur' || c.trade === 'peintre') {
        expect(text).not.toMatch(/Garantie de bon fonctionnement \(2 ans/);
      }
      // A reference is said to be of the same nature only when its trade matches.
      for (const r of company.references) {
        if (matchTradeKeywords(c.trade, `${r.projet} ${r.description ?? ''}`).length === 0) {
          expect(content.lettre_candidature).not.toContain(`« ${r.projet} », réalisée`);
        }
      }
      for (const q of company.qualifications) {
        if (matchTradeKeywords(c.trade, `${q.organisme} ${q.intitule}`).length === 0) {
          expect(text).not.toMatch(new RegExp(`${escapeRe(q.intitule)}[^.]*encadren?t? ces pratiques`));
        }
      }
      // The letter names only the qualifications of this trade; a décennale whose activities do
      // not cover the trade is neither claimed nor joined, and the user is told.
      for (const q of company.qualifications) {
        if (matchTradeKeywords(c.trade, `${q.organisme} ${q.intitule}`).length === 0) {
          expect(content.lettre_candidature, `${c.label}: ${q.intitule}`).not.toContain(q.intitule);
          expect(content.a_completer.join(' ')).toContain(q.intitule);
        }
      }
      const dec = company.assurances.find((x) => x.type === 'decennale');
      if (dec?.couverture && matchTradeKeywords(c.trade, dec.couverture).length === 0) {
        expect(content.lettre_candidature).not.toContain('assurance décennale souscrite');
        const garanties = content.memoire_sections.find((s) => s.key === 'garanties')?.body ?? '';
        expect(garanties).not.toContain(dec.numero_police ?? '§');
        if (garanties.includes('Décennale (10 ans')) {
          expect(content.a_completer.join(' ')).toContain('votre assurance décennale couvre');
        }
      }
      // The company's activity only from its profile (never the tender's trade put in its mouth),
      // and the décennale's document line agrees with the checklist.
      const stated = [
        ...company.qualifications.map((q) => `${q.organisme} ${q.intitule}`),
        dec?.couverture ?? '',
        ...company.references.map((r) => `${r.projet} ${r.description ?? ''}`),
      ].some((t) => matchTradeKeywords(c.trade, t).length > 0);
      if (!stated) {
        expect(text, c.label).not.toMatch(/[Ee]ntreprise d(?:e |’)[^.,(]*(?:\(|,)? ?(?:créée|a été créée)/);
        expect(text, c.label).not.toMatch(
          /est une entreprise d(?:e |’)|réalise des travaux de [^.]* depuis son siège|^Entreprise d(?:e |’)[^.]* a été créée/m,
        );
      }
      if (dec?.couverture && matchTradeKeywords(c.trade, dec.couverture).length === 0) {
        const line = content.documents_requis.find((d) => d.document_type === 'decennale');
        if (line) {
          expect(line.status).not.toBe('present');
          expect(line.label).toContain('à vérifier : ne couvre pas');
        }
      }
      // Typography of the names sent to the buyer: no straight apostrophe, no lower case inside a
      // compound proper name, no article at the head of a quoted accord-cadre name.
      expect(prose).not.toMatch(/\p{L}'\p{L}/u);
      expect(prose).not.toMatch(
        /\b\p{Lu}\p{Ll}+-(?!(?:de|du|des|la|le|les|en|sur|sous|et|aux?|lès|lez)-)\p{Ll}+-\p{Lu}/u,
      );
      expect(prose).not.toMatch(/accord-cadre «\u00a0(?:La|Le|Les|L’) /);
      // Who the site receives, in its own words.
      if (/creche|halte-garderie/.test(said) && !/\becoles?\b|groupe scolaire|maternelle/.test(said)) {
        expect(prose).not.toContain('élèves');
      }
      if (/\blycee/.test(said) && !/\becoles?\b|groupe scolaire|maternelle|creche/.test(said)) {
        expect(prose).not.toMatch(/accueille des enfants/);
      }
      if (/\bancien(ne)? hopital/.test(said) && !/centre hospitalier|\bchu\b|ehpad|clinique/.test(said)) {
        expect(prose).not.toMatch(/public fragile|accord du service/);
      }
      // A short name that names the works (not « Travaux relance »).
      if (!isGeneric(c.tender.title)) {
        expect(isGeneric(projectName(c.tender.title)), projectName(c.tender.title)).toBe(false);
        expect(projectName(c.tender.title)).not.toMatch(/\brelance\b/i);
      }
      // The schedule: phases one after the other, adding up to the stated duration.
      const planning = content.memoire_sections.find((s) => s.key === 'planning');
      const rows = planning?.table?.rows ?? [];
      if (!/bon de commande/.test(rows[0]?.[2] ?? '')) {
        let next = 1;
        let sum = 0;
        for (const [, length, period] of rows) {
          const n = Number((length ?? '').replace(/\D+/g, ''));
          const [from, to] = (period ?? '').match(/\d+/g)?.map(Number) ?? [];
          expect(from, `${c.label}: ${period}`).toBe(next);
          expect((to ?? from ?? 0) - (from ?? 0) + 1).toBe(n);
          next = (to ?? from ?? 0) + 1;
          sum += n;
        }
        if (c.tender.duration_months) {
          const weeks = Math.max(1, Math.round(c.tender.duration_months * 4.33));
          expect(sum).toBe(weeks >= rows.length ? weeks : weeks * 5);
        }
      }

      const project = projectName(c.tender.title.replace(/\s+/g, ' ').trim());
      const title = c.tender.title.replace(/\s+/g, ' ').trim();
      if (project !== title) {
        expect(text.split(title).length - 1, 'full object title').toBeLessThanOrEqual(2);
      }
      // The short name (what tells one tender's paragraphs from another's) is never a litany: at
      // most four times in a section.
      const analysed = analyse(
        withCommunes(makeContext({ tender: c.tender, noticeText: c.noticeText, trade: c.trade, company })),
      );
      const named = analysed.project;
      // The letter's object line names the operation (its short name, whole); a long one is then
      // quoted once more, with the short name later mentions say (issue 13).
      expect(objectWords(content.lettre_candidature).join(' ')).toContain(objectWords(named).join(' '));
      for (const section of content.memoire_sections) {
        expect(
          section.body.split(`«\u00a0${named}\u00a0»`).length - 1,
          `${c.label} ${section.key}`,
        ).toBeLessThanOrEqual(4);
      }
      // Nor quoted through the whole response (issue 13, independent grading: 19–27 times): after the
      // letter, the project's presentation and the reading of the file, the operation is named by its
      // building, its buyer and its place.
      if (analysed.buyerName || buildingOf(analysed)) {
        expect(text.split(`«\u00a0${named}\u00a0»`).length - 1, `${c.label}: « ${named} »`).toBeLessThanOrEqual(10);
      }
      // A long object (11 words or more) at most twice, counted as a reader does: the object, or any
      // run of eight of its words (its short name included), in the letter, the sections and the
      // tables — the letter's object line and the project's presentation (issue 13, round-10 grading:
      // 7 to 10 times).
      if (objectWords(analysed.title).length >= 11) {
        expect(objectMentions(analysed, text), `${c.label}: ${analysed.title}`).toBeLessThanOrEqual(2);
      }
      // A long object is never used whole as the short name (it would be repeated in every section).
      if (title.split(' ').length > 16) {
        expect(project.split(' ').length, `${c.label}: ${project}`).toBeLessThanOrEqual(16);
      }
      // The accord-cadre's schedule has no weeks; a works contract's last phase ends on the total.
      if (rows.length > 0 && !/bon de commande/.test(rows[0]?.[2] ?? '')) {
        const last = rows[rows.length - 1]?.[2] ?? '';
        const total = rows.reduce((sum, r) => sum + Number((r[1] ?? '').replace(/\D+/g, '')), 0);
        expect(Number(last.match(/\d+/g)?.pop() ?? 0), `${c.label}: ${last}`).toBe(total);
      }
    },
  );
});

describe('the kinds of work and of contract', () => {
  it('writes public lighting with NF C 17-200 and the networks rules, not indoor rooms', () => {
    const text = write('electricien', {
      title: 'Rénovation de l’éclairage public : remplacement de 120 candélabres et des armoires de commande',
      description: 'Dépose des mâts existants, pose de luminaires LED, tranchées et fourreaux.',
    });
    expect(text).toContain('NF C 17-200');
    expect(text).toContain('DT-DICT');
    expect(text).toContain('27 décembre 2018');
    expect(text).not.toContain('NF C 15-100');
    expect(text).not.toContain('12464');
    const indoor = write('electricien', {
      title: 'Mise en conformité électrique de l’école',
      description: 'TGBT et tableaux.',
    });
    expect(indoor).toContain('NF C 15-100');
    expect(indoor).not.toContain('NF C 17-200');
  });

  it('writes a façade ravalement with NF DTU 42.1 and scaffolding, an indoor job with NF DTU 59.1 only', () => {
    const facade = write('peintre', {
      title: 'Ravalement des façades de la mairie',
      description: 'Traitement des fissures et revêtement d’imperméabilité.',
    });
    expect(facade).toContain('NF DTU 42.1');
    expect(facade).toMatch(/permission de voirie/);
    expect(facade).not.toContain('NF DTU 59.4');
    const indoor = write('peintre', {
      title: 'Peinture intérieure des salles de classe',
      description: 'Murs et plafonds.',
    });
    expect(indoor).toContain('NF DTU 59.1');
    expect(indoor).not.toContain('NF DTU 42.1');
  });

  it('writes a laboratory ventilation with NF EN 14175, not a boiler room', () => {
    const text = write('chauffagiste', {
      title: 'Remplacement de la ventilation et des sorbonnes du laboratoire de chimie',
      description: 'Extraction des sorbonnes et air de compensation.',
    });
    expect(text).toContain('NF EN 14175');
    expect(text).not.toMatch(/NF DTU 65\.1[01]|chaudière/);
  });

  it('reads heritage only when the notice says so', () => {
    const sdis = analysedMade('macon', {
      title: 'Entretien du patrimoine bâti du SDIS',
      description: 'Bâtiments du SDIS.',
    });
    expect(sdis.constraints.has('patrimoine')).toBe(false);
    const mh = analysedMade('macon', {
      title: 'Restauration de la chapelle, monument historique classé',
      description: 'Sous le contrôle de l’architecte des bâtiments de France.',
    });
    expect(mh.constraints.has('patrimoine')).toBe(true);
  });

  it('reads « ACBC » and « AC travaux » in an object as an accord-cadre à bons de commande', () => {
    for (const title of [
      '33 - Base de Défense de Bordeaux - ACBC de travaux de ferronnerie, métallerie',
      'AC TRAVAUX_RELANCE_LOT_3F_MENUISERIES EXTERIEURS-MIROITERIE',
    ]) {
      const a = analysedMade('serrurier', { title, description: '', lots: [] });
      expect(a.accordCadre, title).toBe(true);
    }
  });

  it('runs a maintenance accord-cadre order by order, with no invented response time', () => {
    const text = write('carreleur', {
      title: 'Accord-cadre à bons de commande de travaux de carrelage dans les bâtiments communaux',
      description: 'Travaux d’entretien et de réparation.',
      duration_months: 48,
    });
    expect(text).toContain('Exécution par bons de commande');
    expect(text).toContain('ceux que fixe le CCAP');
    expect(text).toContain('BPU');
    expect(text).not.toMatch(/\b\d+\s?(heures|h)\b.{0,40}(intervention|urgence)/);
    expect(text).not.toMatch(/Semaines? \d+ à \d+/);
  });
});

describe('more kinds of work', () => {
  it('receives sewers with NF EN 1610 tests, and leaves them out of a roadworks job', () => {
    const sewer = write('terrassier', {
      title: 'Travaux d’eaux usées et d’eaux pluviales - rue des Tilleuls',
      description: 'Pose de collecteurs et de branchements.',
    });
    expect(sewer).toContain('NF EN 1610');
    expect(sewer).toMatch(/inspection télévisée/);
    const road = write('terrassier', {
      title: 'Réfection de la chaussée du chemin des Vignes',
      description: 'Rabotage et enrobés.',
    });
    expect(road).not.toContain('NF EN 1610');
  });

  it('writes interior joinery with NF DTU 36.2, without the windows standards', () => {
    const text = write('menuisier', {
      title: 'Remplacement des blocs-portes et placards de l’école',
      description: 'Blocs-portes coupe-feu et agencement.',
    });
    expect(text).toContain('NF DTU 36.2');
    expect(text).not.toContain('NF DTU 36.5');
    const windows = write('menuisier', {
      title: 'Remplacement des fenêtres et blocs-portes de la mairie',
      description: '',
    });
    expect(windows).toContain('NF DTU 36.5');
  });
});

describe('kinds of work of the remaining trades (round 2)', () => {
  const writeChecked = (trade: TradeSlug, title: string, description = '') => {
    const text = write(trade, { title, description });
    expect(seamsIn(text), title).toEqual([]);
    return text;
  };
  /** Real notices of a kind of work (`../shared/data`), or none with a message. */
  const real = (trade: TradeSlug, pattern: RegExp) => {
    if (!realRecordsAvailable()) {
      console.warn(`Real notices of ${trade} skipped: ${REAL_RECORDS_FILE} is missing.`);
      return [];
    }
    return realNoticesWhere(trade, pattern, 2).map((n) => {
      const { text } = outputOf({ label: n.tender.source_id, ...n }, FULL_COMPANY);
      expect(seamsIn(text), n.tender.source_id).toEqual([]);
      return { id: n.tender.source_id, text };
    });
  };

  it('plombier: drinking-water networks with NF EN 805 and DT-DICT, sanitary rooms with NF DTU 60.1', () => {
    const aep = writeChecked(
      'plombier',
      'Renouvellement de la conduite d’eau potable rue des Lilas et reprise des branchements',
      'Conduite fonte DN 150 sur 400 m.',
    );
    expect(aep).toContain('NF EN 805');
    expect(aep).toContain('DT-DICT');
    expect(aep).toContain('analyse bactériologique');
    expect(aep).not.toMatch(/NF DTU 60\.1|cuvette/);
    const sanitaire = writeChecked(
      'plombier',
      'Création de sanitaires PMR à la mairie',
      'WC et lave-mains accessibles.',
    );
    expect(sanitaire).toContain('NF DTU 60.1');
    expect(sanitaire).toContain('20 avril 2017');
    expect(sanitaire).not.toContain('NF EN 805');
    for (const n of real('plombier', /renouvellement .{0,40}reseau d'eau potable/)) {
      expect(n.text, n.id).toContain('NF EN 805');
    }
    for (const n of real('plombier', /vestiaires et des sanitaires/)) {
      expect(n.text, n.id).toContain('NF DTU 60.1');
      expect(n.text, n.id).not.toContain('NF EN 805');
    }
  });

  it('serrurier: guard-rails with NF P01-012/013, platforms with NF EN ISO 14122-3, gates with NF EN 12453', () => {
    const gc = writeChecked('serrurier', 'Remplacement des garde-corps des coursives de la résidence');
    expect(gc).toContain('NF P01-012');
    expect(gc).toContain('NF P01-013');
    expect(gc).not.toContain('NF EN 12453');
    const gate = writeChecked('serrurier', 'Remplacement du portail motorisé et des clôtures de l’école');
    expect(gate).toContain('NF EN 12453');
    expect(gate).toContain('registre d’entretien');
    for (const n of real('serrurier', /plateformes? metalliques?/)) {
      expect(n.text, n.id).toContain('NF EN ISO 14122-3');
    }
    for (const n of real('serrurier', /clotures? separatives?/)) {
      expect(n.text, n.id).toContain('NF EN 13241');
    }
  });

  it('vitrier: curtain walls with NF DTU 33.1 and NF EN 13830, stained glass without the glazing product standards', () => {
    const facade = writeChecked('vitrier', 'Remplacement du mur-rideau du hall d’accueil');
    expect(facade).toContain('NF DTU 33.1');
    expect(facade).toContain('NF EN 13830');
    expect(facade).toMatch(/essai d’arrosage/);
    const vitraux = writeChecked(
      'vitrier',
      'Restauration des vitraux de la chapelle',
      'Dépose, restauration en atelier et repose.',
    );
    expect(vitraux).toContain('remise en plomb');
    expect(vitraux).not.toMatch(/NF EN 12600|NF EN 1279|NF DTU 33\.1/);
    for (const n of real('vitrier', /facades contemporaines et verrieres/)) {
      expect(n.text, n.id).toContain('NF DTU 33.1');
    }
  });

  it('maçon: rehabilitation with shoring and the asbestos survey, new build with foundations and the soil study', () => {
    const rehab = writeChecked(
      'macon',
      'Réhabilitation de la mairie : création d’ouvertures et reprises en sous-œuvre',
    );
    expect(rehab).toContain('Étaiement et ouvertures');
    expect(rehab).toContain('16 juillet 2019');
    expect(rehab).not.toContain('Réseaux sous dallage et dallage');
    const neuf = writeChecked('macon', 'Construction d’un gymnase', 'Gros œuvre : fondations, dallage, voiles béton.');
    expect(neuf).toContain('NF DTU 13.1');
    expect(neuf).toContain('G2 PRO');
    expect(neuf).not.toContain('16 juillet 2019');
    for (const n of real('macon', /construction d'un equipement sportif/)) {
      expect(n.text, n.id).toContain('NF DTU 13.1');
    }
  });

  it('couvreur vs étancheur: terraces with the NF DTU 43 series, a waterproofing repair with NF DTU 43.5, steel decks with 43.3', () => {
    const terrasse = writeChecked('couvreur', 'Lot couverture - étanchéité : toiture-terrasse de la salle des fêtes');
    expect(terrasse).toContain('NF DTU 43.1');
    expect(terrasse).toMatch(/permis de feu/i);
    const tuiles = writeChecked('couvreur', 'Réfection de la couverture en tuiles de l’église');
    expect(tuiles).not.toContain('NF DTU 43.1');
    const refection = writeChecked('etancheur', 'Réfection de l’étanchéité de la toiture-terrasse du gymnase');
    expect(refection).toContain('NF DTU 43.5');
    expect(refection).toContain('Diagnostic du complexe existant');
    const bac = writeChecked('etancheur', 'Étanchéité sur bac acier de l’atelier municipal');
    expect(bac).toContain('NF DTU 43.3');
    expect(bac).not.toContain('Diagnostic du complexe existant');
  });
});
