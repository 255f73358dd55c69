/**
 * Round 8 (b) (issue 13, round-6 defects 1, 3, 4, 6, 9): the names the buyer reads are no longer
 * built from raw strings (a dash left by a stripped code, « Ch », lost accents, « a destination »,
 * a street glued to the works, a person's name in lower case, a name cut inside a coordination or
 * a closing list; buyers « Mindef/dga/sma », « Médiathèque », « Conseil Départemental »); towns
 * named by a school or a hospital centre are the site; an inferred point is a hypothesis; the
 * object's other half (another trade), a multi-award accord-cadre and an emergency department are
 * read. Made-up objects both ways, then the round-6 real notices.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_COMPANY,
  FULL_COMPANY,
  realRecordsAvailable,
  REAL_RECORDS_FILE,
  TENDER_FIXTURES,
} from '../../../../test/fixtures/generation.ts';
import {
  communes,
  contextFor,
  isPlace,
  writtenForRealNotice,
  UNCHECKED,
  withCommunes,
  writtenFor,
  type Company,
  type LocalContext,
} from '../../../../test/writing.ts';
import { buyerNameOf, priceDocumentOf, respell } from './analysis.ts';
import { objectTitle, projectName, properName } from './french.ts';
import { sitePlace } from './place.ts';
import { seamsIn } from './seams.ts';
import { namedInFile } from './sections/comprehension.ts';
import { fold, withArticle } from './text.ts';

const fixture = (trade: TradeSlug, title: string, extra: Partial<TenderDetail> = {}, company: Company = FULL_COMPANY) =>
  contextFor(trade, title, { extra, company });

/** The response with the commune index, each section with its table rows by `withRows`. */
const sections = (context: LocalContext) => writtenFor(withCommunes(context), UNCHECKED);

const name = (title: string) => projectName(title, isPlace).replace(/'/g, '’');

describe('short names built from raw objects', () => {
  it('a code and its dash taken off, « Ch » before a town is the hospital centre', () => {
    expect(
      name('2024-025 - Travaux de restructuration et d’extension du service d’accueil des urgences du Ch Béthune'),
    ).toBe('Travaux de restructuration et d’extension du service d’accueil des urgences du CH Béthune');
    expect(name('2024-08 Réfection de la toiture du chalet')).toBe('Réfection de la toiture du chalet');
    expect(name('Rénovation du Château de Ch')).not.toMatch(/^-|CH\b/);
    expect(objectTitle('Travaux dans le service du Ch Niort')).toBe('Travaux dans le service du CH Niort');
  });

  it('lower-case words of works get their accents back, a closing list is not cut', () => {
    expect(
      name(
        "ACCORD CADRE MULTI-ATTRIBUTAIRE POUR LA REALISATION TRAVAUX D'ENFOUISSEMENT ET MISE EN ESTHETIQUE DES RESEAUX DE DISTRIBUTION D'ELECTRICITE, D'ECLAIRAGE PUBLIC ET DE COMMUNICATIONS ELECTRONIQUES",
      ),
    ).toBe(
      'Travaux d’enfouissement et mise en esthétique des réseaux de distribution d’électricité, d’éclairage public et de communications électroniques',
    );
    expect(name('Realisation des reseaux et amelioration de la securite du college')).toBe(
      'Réalisation des réseaux et amélioration de la sécurité du collège',
    );
    expect(name('Rénovation de la production de chaleur de la Chataigneraie')).toBe(
      'Rénovation de la production de chaleur de la Châtaigneraie',
    );
    expect(name('Restauration du Chateau-Thierry Museum')).toMatch(/Chateau-Thierry/);
    // A word that is right without an accent stays as written.
    expect(name('Remplacement des fenêtres de la salle des fêtes')).toBe(
      'Remplacement des fenêtres de la salle des fêtes',
    );
  });

  it('« a » before a noun the verb cannot take is « à »; the verb stays', () => {
    expect(
      name(
        'Réalisation D’Une Cantine Scolaire A Destination De L’école Primaire Et Maternelle - Les Petits Montagnards',
      ),
    ).toBe('Réalisation d’une cantine scolaire à destination de l’école primaire et maternelle Les Petits Montagnards');
    expect(name('Aménagement d’un local a proximité de la mairie')).toBe(
      'Aménagement d’un local à proximité de la mairie',
    );
    expect(objectTitle('Travaux que la commune a décidé de relancer')).toBe(
      'Travaux que la commune a décidé de relancer',
    );
  });

  it('a kind of facility is a common noun, a name after it keeps its capitals', () => {
    expect(name('Travaux de rénovation thermique du Lieu d’Accueil et de Loisirs de Proximité.')).toBe(
      'Travaux de rénovation thermique du lieu d’accueil et de loisirs de proximité',
    );
    expect(objectTitle('Travaux de rénovation thermique du Lieu d’Accueil et de Loisirs de Proximité.')).toBe(
      'Travaux de rénovation thermique du lieu d’accueil et de loisirs de proximité',
    );
    expect(name('Réfection de la Salle Polyvalente Jean Vilar')).toBe('Réfection de la salle polyvalente Jean Vilar');
    expect(name('Salle des Fêtes de Vaux : réfection de la toiture')).toMatch(/^Salle des fêtes/);
  });

  it('a school’s own name after a dash is kept after the school; a place is not a name', () => {
    expect(name('Extension du collège - Les Tilleuls')).toBe('Extension du collège Les Tilleuls');
    expect(name('Rénovation de l’école - Le Bourg')).not.toMatch(/école Le Bourg/);
  });

  it('a street glued to the works by a dash: the works first, the building after them', () => {
    expect(
      name('Batiment Associatif De La Rue Des Jardiniers-Amelioration De La Securite Incendie Et De L’Accessibilite'),
    ).toBe(
      'Amélioration de la sécurité incendie et de l’accessibilité du bâtiment associatif de la rue des Jardiniers',
    );
    // A hyphenated name stays one (« Saint-Amand-Montrond », « Jardiniers-Maraîchers »).
    expect(name('Réfection de la rue des Jardiniers-Maraîchers à Saint-Amand-Montrond')).toMatch(
      /Jardiniers-Maraîchers/,
    );
  });

  it('a person’s name after a building in raw capitals keeps its capitals; a common word does not', () => {
    expect(name('TRAVAUX DE RENOVATION ENERGETIQUE ET TRAVAUX CONNEXES  DU BATIMENT PAUL BERT')).toBe(
      'Travaux de rénovation énergétique et travaux connexes du bâtiment Paul Bert',
    );
    expect(name('RENOVATION DU GYMNASE JEAN MOULIN ET DE LA SALLE POLYVALENTE')).toBe(
      'Rénovation du gymnase Jean Moulin et de la salle polyvalente',
    );
    expect(name('REFECTION DU BATIMENT ADMINISTRATIF')).toBe('Réfection du bâtiment administratif');
    expect(name('TRAVAUX DU LYCEE CHARLES DE GAULLE')).toBe('Travaux du lycée Charles de Gaulle');
  });

  it('a long name is never cut inside a coordination of two complements', () => {
    const doors = name(
      "remplacement et motorisation de la porte nord (tr3) et de la porte sud (tr4) du bâtiment 25 de l'atelier industriel de l'aéronautique à Clermont Ferrand",
    );
    expect(doors).toMatch(/^Remplacement et motorisation de la porte nord et de la porte sud du bâtiment 25/);
    expect(doors).not.toMatch(/\(tr\d\)/);
    // A long enumeration is still shortened at a boundary.
    expect(
      name(
        'Travaux de rénovation de la toiture, des façades, des menuiseries extérieures, des réseaux et des sols du gymnase municipal et de la salle des sports',
      ).split(' ').length,
    ).toBeLessThanOrEqual(16);
  });
});

describe('the place after a dash, the price document', () => {
  it('« - Quartier du Coin » is the works’ complement; a dash before works stays a cut', () => {
    expect(name('Travaux d’eaux usées et d’eaux pluviales - Quartier du Coin')).toBe(
      'Travaux d’eaux usées et d’eaux pluviales du quartier du Coin',
    );
    expect(name('Aménagement - Zone artisanale des Prés')).toBe('Aménagement de la zone artisanale des Prés');
    expect(name('Travaux d’eaux usées - Tranche 2')).not.toMatch(/du tranche|de la tranche/);
  });

  it('an accord-cadre whose notice names no price document: a BPU, a DQE only if the file has one', () => {
    expect(priceDocumentOf('accord-cadre a bons de commande', true)).toBe(
      'le bordereau des prix unitaires (BPU) du dossier, avec le détail quantitatif estimatif (DQE) s’il en comporte un',
    );
    expect(priceDocumentOf('bpu et dqe joints', true)).toBe(
      'le bordereau des prix unitaires (BPU) et le détail quantitatif estimatif (DQE)',
    );
    expect(priceDocumentOf('prix unitaires', false)).toBe('le bordereau des prix unitaires (BPU)');
    expect(priceDocumentOf('dpgf', false)).toBe('la décomposition du prix global et forfaitaire (DPGF)');
  });
});

describe('buyer names', () => {
  it('a ministry by its name, acronyms joined by slashes kept in capitals', () => {
    expect(properName('MINDEF/DGA/SMA.')).toBe('Ministère des Armées – DGA/SMA');
    expect(withArticle(properName('MINDEF/DGA/SMA.'), 'par')).toBe('par le Ministère des Armées – DGA/SMA');
    expect(properName('SDIS/DSI')).toBe('SDIS/DSI');
    expect(properName('Ville de Lyon')).toBe('Ville de Lyon');
  });

  it('the kind of an institution in lower case, its place and acronyms kept', () => {
    expect(properName('Conseil Départemental des Ardennes')).toBe('Conseil départemental des Ardennes');
    expect(properName('Groupement Hospitalier de Territoire 79')).toBe('Groupement hospitalier de territoire 79');
    expect(properName('Centre Hospitalier Régional Universitaire de Lille')).toBe(
      'Centre hospitalier régional universitaire de Lille',
    );
    expect(properName('SGAMI NORD')).toBe('SGAMI Nord');
    expect(properName('GHT SUD 77')).toBe('GHT Sud 77');
    expect(properName('Département de la Haute-Marne')).toBe('Département de la Haute-Marne');
  });

  it('a bare common noun is no buyer; a named one is', () => {
    expect(buyerNameOf('Médiathèque')).toBeNull();
    expect(buyerNameOf('Mairie')).toBeNull();
    expect(buyerNameOf('Médiathèque de Saint-Fons')).toBe('Médiathèque de Saint-Fons');
    expect(buyerNameOf('Groupement Hospitalier de Territoire 79 - Ch Niort')).toBe('GHT 79');
    expect(buyerNameOf('Groupement Hospitalier de Territoire Sud Essonne')).toBe(
      'Groupement hospitalier de territoire Sud Essonne',
    );
    expect(withArticle('SYDEEL66', 'par')).toBe('par le SYDEEL66');
  });

  it('the commune after an elided « d’ » takes the place’s spelling', () => {
    expect(respell('Mairie d’Injoux-Genissiat', 'Injoux-Génissiat')).toBe('Mairie d’Injoux-Génissiat');
    expect(respell('Mairie d’Injoux-Genissiat', 'Cahors')).toBe('Mairie d’Injoux-Genissiat');
  });
});

describe('towns named by a school or a hospital centre', () => {
  const tender = (title: string, departements: string[], buyer = 'Ville de Nulle Part'): TenderDetail => ({
    ...TENDER_FIXTURES.couvreur,
    title,
    description: '',
    execution_place: '',
    departements,
    buyer: { ...TENDER_FIXTURES.couvreur.buyer, name: buyer, city: '', postal_code: '', address: '' },
    buyer_name: buyer,
  });

  it('« collège de X », « CH X »: the commune when it is one of the notice’s départements', () => {
    expect(
      sitePlace(tender('Réfection partielle des toitures du collège de Châteauvillain', ['52']), communes).commune,
    ).toBe('Châteauvillain');
    expect(sitePlace(tender('Travaux des urgences du Ch Béthune', ['62']), communes).commune).toBe('Béthune');
    expect(
      sitePlace(
        tender('Travaux d’implantation du service', ['79'], 'Groupement Hospitalier de Territoire 79 - Ch Niort'),
        communes,
      ).commune,
    ).toBe('Niort');
  });

  it('not out of the départements, and a person’s name is no town', () => {
    expect(sitePlace(tender('Réfection des toitures du collège de Châteauvillain', ['01']), communes).commune).not.toBe(
      'Châteauvillain',
    );
    expect(sitePlace(tender('Réfection des toitures du collège de Châteauvillain', []), communes).commune).toBeNull();
    expect(sitePlace(tender('Rénovation du collège Jean Moulin', ['52']), communes).commune).toBeNull();
    expect(
      sitePlace(
        tender('Travaux d’implantation du service', ['33'], 'Groupement Hospitalier de Territoire 79 - Ch Niort'),
        communes,
      ).commune,
    ).not.toBe('Niort');
  });
});

describe('what the file says and what is a hypothesis', () => {
  it('a point is the file’s when the file uses one of its words', () => {
    expect(
      namedInFile('restauration de charpente ancienne', fold('Reprise de désordres structurels des deux préaux')),
    ).toBe(false);
    expect(
      namedInFile('cuisine et salle de restauration d’une cantine', fold('Réalisation d’une cantine scolaire')),
    ).toBe(true);
    expect(namedInFile('matériau de couverture à identifier', fold('Remplacement de la couverture'))).toBe(true);
  });

  it('with no kind of work read, the trade’s usual works are a hypothesis, not the file’s content', () => {
    const vague = sections(fixture('chauffagiste', 'Travaux à la salle des fêtes')).withRows('comprehension');
    expect(vague).not.toMatch(/demande des travaux de chauffage, ventilation et climatisation/);
    expect(vague).toMatch(/la part de nos travaux y est à confirmer au CCTP — s’il prévoit des travaux de chauffage/);
    const read = sections(
      fixture('chauffagiste', 'Rénovation de la production de chaleur du groupe scolaire'),
    ).withRows('comprehension');
    expect(read).toMatch(
      /Nature des travaux, à la lecture de l’objet : rénovation de la production de chaleur[^.]*(?:que demande l’opération|ces travaux sont exécutés selon|travaux que l’opération)/,
    );
    expect(read).not.toMatch(/la part de nos travaux y est à confirmer/);
  });
});

describe('the rest of the object', () => {
  it('another trade’s work named by the object is said outside our offer, the user told', () => {
    for (const company of [FULL_COMPANY, EMPTY_COMPANY]) {
      const both = sections(
        fixture('couvreur', 'Remplacement de la couverture et du chauffage de la salle des fêtes', {}, company),
      );
      expect(both.withRows('comprehension')).toMatch(
        /L’objet associe à nos travaux de couverture et de zinguerie le chauffage, qui ne relève pas de notre métier : ces travaux font l’objet d’un autre lot ou d’une autre entreprise/,
      );
      expect(both.todo).toMatch(/L’objet nomme aussi le chauffage/);
      expect(seamsIn(both.withRows('comprehension'))).toEqual([]);
    }
    const roof = sections(fixture('couvreur', 'Remplacement de la couverture de la salle des fêtes'));
    expect(roof.withRows('comprehension')).not.toMatch(/L’objet associe/);
    // The heating engineer reads the same object from its side.
    const heat = sections(
      fixture('chauffagiste', 'Remplacement de la couverture et du chauffage de la salle des fêtes'),
    );
    expect(heat.withRows('comprehension')).toMatch(/la couverture, qui ne relève pas de notre métier/);
  });

  it('a multi-award accord-cadre: its holders and orders as the CCAP says, bons de commande only when named', () => {
    const multi = sections(
      fixture('electricien', 'Accord-cadre multi-attributaire pour des travaux d’éclairage public'),
    ).withRows('comprehension');
    expect(multi).toMatch(/accord-cadre multi-attributaire/);
    expect(multi).toMatch(/plusieurs titulaires étant retenus/);
    expect(multi).not.toMatch(/exécuté par bons de commande/);
    const orders = sections(
      fixture('electricien', 'Accord-cadre à bons de commande pour des travaux d’éclairage public'),
    ).withRows('comprehension');
    expect(orders).toMatch(/Le marché est un accord-cadre exécuté par bons de commande/);
    expect(orders).not.toMatch(/multi-attributaire/);
  });

  it('an emergency department named by a hospital object stays open; not otherwise', () => {
    const urgences = sections(
      fixture('plombier', 'Restructuration du service des urgences', {
        buyer: { ...TENDER_FIXTURES.plombier.buyer, name: 'Centre hospitalier de Béthune' },
        buyer_name: 'Centre hospitalier de Béthune',
      }),
    ).withRows('comprehension');
    expect(urgences).toMatch(/Le service des urgences que nomme l’objet reste ouvert jour et nuit/);
    expect(urgences).toMatch(/l’accès des ambulances et des patients/);
    const pediatrie = sections(
      fixture('plombier', 'Restructuration du service de pédiatrie', {
        buyer: { ...TENDER_FIXTURES.plombier.buyer, name: 'Centre hospitalier de Béthune' },
        buyer_name: 'Centre hospitalier de Béthune',
      }),
    ).withRows('comprehension');
    expect(pediatrie).toMatch(/site hospitalier/);
    expect(pediatrie).not.toMatch(/urgences/);
  });

  it('a new building’s preparation surveys no existing', () => {
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const neuf = sections(fixture('carreleur', 'Construction d’une cantine scolaire', { id: `neuf-${id}` }));
      expect(neuf.withRows('methodologie')).not.toMatch(/relever les existants/);
    }
    const existing = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) =>
      sections(fixture('carreleur', 'Rénovation de la cantine scolaire', { id: `renov-${id}` })).withRows(
        'methodologie',
      ),
    );
    expect(existing.some((m) => /relever les existants/.test(m))).toBe(true);
  });
});

describe.skipIf(!realRecordsAvailable())(`round-6 graded notices, names and places (${REAL_RECORDS_FILE})`, () => {
  const respond = (pattern: RegExp, trade: TradeSlug, full: boolean) =>
    writtenForRealNotice(trade, pattern, full ? FULL_COMPANY : EMPTY_COMPANY);

  it('plombier 24-20056: no leading dash, « CH Béthune », the site Béthune, the urgences kept open', () => {
    for (const full of [true, false]) {
      const r = respond(/urgences du ch bethune/, 'plombier', full);
      // The long name in full in the letter's object line (issue 13, round 10: its short form is quoted later).
      expect(r.letter).toMatch(
        /— Travaux de restructuration et d’extension du service d’accueil des urgences du CH Béthune\b/,
      );
      expect(r.prose).not.toMatch(/«\u00a0- |Ch Béthune/);
      expect(r.withRows('comprehension')).toMatch(/Lieu d’exécution : Béthune \(Pas-de-Calais\)/);
      expect(r.withRows('comprehension')).toMatch(
        /Le service des urgences que nomme l’objet reste ouvert jour et nuit/,
      );
    }
  });

  it('électricien 24-19501: accents and the whole list in the name, a multi-award accord-cadre, « le SYDEEL66 »', () => {
    for (const full of [true, false]) {
      const r = respond(/multi-attributaire pour la realisation travaux d'enfouissement/, 'electricien', full);
      expect(r.letter).toContain(
        '— Travaux d’enfouissement et mise en esthétique des réseaux de distribution d’électricité, d’éclairage public et de communications électroniques',
      );
      expect(r.prose).not.toMatch(/Realisation|esthetique|reseaux/);
      expect(r.withRows('comprehension')).toMatch(/accord-cadre multi-attributaire/);
      expect(r.prose).toMatch(/par le SYDEEL66/);
      // The notice names no price document: no DQE stated as a fact.
      expect(r.prose).not.toMatch(/\(BPU\) et le détail quantitatif/);
      expect(r.prose).toMatch(/DQE\) s’il en comporte un/);
    }
  });

  it('menuisier 24-19634, carreleur 24-15800, plaquiste 24-15107: the names in shape', () => {
    for (const full of [true, false]) {
      const menuisier = respond(/rue des jardiniers-amelioration/, 'menuisier', full);
      expect(menuisier.letter).toMatch(
        /Amélioration de la sécurité incendie et de l’accessibilité du bâtiment associatif de la rue des Jardiniers/,
      );
      expect(menuisier.prose).not.toMatch(/Jardiniers-Amelioration|jardiniers-amelioration/);
      const carreleur = respond(/les petits montagnards/, 'carreleur', full);
      expect(carreleur.letter).toMatch(
        /cantine scolaire à destination de l’école primaire et maternelle Les Petits Montagnards/,
      );
      expect(carreleur.prose).not.toMatch(/scolaire a destination/);
      const plaquiste = respond(/batiment paul bert/, 'plaquiste', full);
      expect(plaquiste.letter).toMatch(/du bâtiment Paul Bert/);
      expect(plaquiste.prose).not.toMatch(/paul bert/);
    }
  });

  it('serrurier BWP06181040231L: both doors in the name, the ministry as the buyer', () => {
    for (const full of [true, false]) {
      const r = respond(/porte nord \(tr3\) et de la porte sud/, 'serrurier', full);
      expect(r.letter).toMatch(/Remplacement et motorisation de la porte nord et de la porte sud du bâtiment 25/);
      expect(r.prose).toMatch(/le Ministère des Armées – DGA\/SMA/);
      expect(r.prose).not.toMatch(/Mindef\/dga\/sma/);
      expect(seamsIn(r.withRows('comprehension'))).toEqual([]);
    }
  });

  it('chauffagiste 24-16202: « Médiathèque » is no buyer name — « l’acheteur », the user told', () => {
    for (const full of [true, false]) {
      const r = respond(/production de chaleur de la chataigneraie/, 'chauffagiste', full);
      expect(r.withRows('comprehension')).toMatch(/est lancée par l’acheteur|L’acheteur consulte|l’acheteur prévoit/);
      expect(r.prose).not.toMatch(/(?:par|avec|de|à) Médiathèque/);
      expect(r.prose).toMatch(/de la Châtaigneraie/);
      expect(r.prose).not.toMatch(/Chataigneraie/);
      expect(r.todo).toMatch(/L’avis donne pour acheteur «\s?Médiathèque\s?»/);
    }
  });

  it('maçon 24-15484, charpentier 24-15588, étancheur 24-15021, peintre 24-19713: buyers in shape, towns read', () => {
    for (const full of [true, false]) {
      const macon = respond(/extension salle polyvalente injoux/, 'macon', full);
      // (The letter's address block is letter.ts's, from the buyer's raw record.)
      expect(macon.memoire).toMatch(/Commune d’Injoux-Génissiat/);
      expect(macon.memoire).not.toMatch(/Injoux-Genissiat/);
      const charpentier = respond(/deux preaux du college de nouzonville/, 'charpentier', full);
      expect(charpentier.withRows('comprehension')).toMatch(/Lieu d’exécution : Nouzonville \(Ardennes\)/);
      expect(charpentier.prose).toMatch(/Conseil départemental des Ardennes/);
      expect(charpentier.prose).not.toMatch(/Conseil Départemental/);
      const etancheur = respond(/toitures du college de chateauvillain/, 'etancheur', full);
      expect(etancheur.withRows('comprehension')).toMatch(/Lieu d’exécution : Châteauvillain \(Haute-Marne\)/);
      const peintre = respond(/implantation du service d'ophtalmologie/, 'peintre', full);
      expect(peintre.withRows('comprehension')).toMatch(/Lieu d’exécution : Niort \(Deux-Sèvres\)/);
      expect(peintre.prose).not.toMatch(/Groupement Hospitalier de Territoire/);
      expect(peintre.withRows('comprehension')).toMatch(/Le GHT 79 consulte|par le GHT 79|le GHT 79 prévoit/);
    }
  });

  it('couvreur 24-20046: the heating of the object said outside the roofer’s offer', () => {
    for (const full of [true, false]) {
      const r = respond(/couverture et du chauffage de la salle polyvalente/, 'couvreur', full);
      expect(r.withRows('comprehension')).toMatch(/le chauffage, qui ne relève pas de notre métier/);
    }
  });
});
