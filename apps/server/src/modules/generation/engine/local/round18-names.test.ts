/**
 * Round 18 (fresh grading, « Presentation »): the short name of the market built from the notice's heading or the
 * contract's form (« Avis d’attribution de marchés de travaux … », « Marché public global sectoriel », « Accord cadre
 * multi attributaires à bons de commande et marchés subséquents », « Marchés de travaux dans le cadre de … »), cut
 * inside an enumeration (« des bâtiments E ») or a compound proper noun (« résidence Joliot »); buyers in raw
 * capitals (« EHPAD FELIX PEY »), with their service (« Ville de Paris- service administratif »); an address in raw
 * capitals quoted without its accent and its street's capital (« situe 149 rue de philadelphie »).
 */
import { describe, expect, it } from 'vitest';
import { TENDER_FIXTURES } from '../../../../test/fixtures/generation.ts';
import {
  anyNatureNotice,
  contextFor,
  isPlace,
  itOnRealNotices,
  realContext,
  writtenFor,
  type RealNotice,
} from '../../../../test/writing.ts';
import { analyse, buyerNameOf, type Analysis } from './analysis.ts';
import { objectTitle, polish, projectName, properName } from './french.ts';
import { projectShort } from './sections/shared.ts';

const real = itOnRealNotices();

/** The analysis of real notice `id` (of any nature), read as `trade`. */
const analysed = (id: string, trade: RealNotice['trade']): Analysis => analyse(realContext(anyNatureNotice(id, trade)));

/** The letter's object line of a response. */
const objectLine = (letter: string): string => /^Objet : .*$/mu.exec(letter)?.[0] ?? '';

/** How many times `name` is written in `text`. */
const count = (text: string, name: string): number => text.split(name).length - 1;

describe('the short name says the works, not the notice’s heading nor the contract’s form', () => {
  it('« Avis d’attribution de marchés de travaux », « Avis de marché », « AAPC » are no part of the name', () => {
    expect(
      projectName(
        "Avis d'attribution de marchés de travaux  Réalisation de l'EHPAD de Solliès-Pont. Construction neuve sur terrain vierge au sein d'un écoquartier.",
        isPlace,
      ),
    ).toBe("Réalisation de l'EHPAD de Solliès-Pont");
    expect(projectName('Avis de marché - Réfection de la toiture du gymnase municipal', isPlace)).toBe(
      'Réfection de la toiture du gymnase municipal',
    );
    expect(projectName("Avis d'appel public à la concurrence : rénovation de la salle des fêtes", isPlace)).toBe(
      'Rénovation de la salle des fêtes',
    );
    expect(projectName('AAPC - Travaux de peinture de l’école Jules Ferry', isPlace)).toMatch(
      /^Travaux de peinture de l’école Jules Ferry$/u,
    );
  });

  it('the heading before another kind of contract, the qualifiers of an accord-cadre in any order', () => {
    expect(projectName('Avis attribution reconstruction du Gymnase du Centre', isPlace)).toMatch(
      /^Reconstruction du gymnase du Centre$/u,
    );
    expect(projectName("avis d'attribution du marché de fourniture d’articles et de matériaux", isPlace)).toBe(
      'Fourniture d’articles et de matériaux',
    );
    expect(
      projectName(
        'Accord-cadre à bons de commande et à marchés subséquents de services relatif à la télésurveillance des bâtiments du Département du Nord',
        isPlace,
      ),
    ).toBe('Télésurveillance des bâtiments du Département du Nord');
    expect(
      projectName(
        'Marché global de conception, construction, aménagement et maintenance pour la rénovation du service des urgences',
        isPlace,
      ),
    ).toBe('Rénovation du service des urgences');
  });

  it('the first sentence names the operation, an abbreviation does not end it', () => {
    expect(projectName('Réhabilitation de la piscine municipale. Travaux de mise aux normes du bassin.', isPlace)).toBe(
      'Réhabilitation de la piscine municipale',
    );
    expect(projectName('Travaux de peinture du bât. A et du bât. B', isPlace)).toBe(
      'Travaux de peinture du bât. A et du bât. B',
    );
  });

  it('a global contract (MPGS), a design-and-build frame: the works after them', () => {
    const name = projectName(
      "Marché public global sectoriel (MPGS) Conception et réalisation de travaux de rénovation thermique et d'extension du bâtiment principal du Centre Hospitalier de Dunkerque",
      isPlace,
    );
    expect(name).toMatch(
      /^Rénovation thermique et extension du bâtiment principal du centre hospitalier de Dunkerque$/iu,
    );
    expect(projectName('Conception-réalisation pour la construction d’un gymnase intercommunal', isPlace)).toBe(
      'Construction d’un gymnase intercommunal',
    );
    // (« … incluant la conception, la réalisation et la maintenance relatif à … »: the frame's own words are not the
    // works either.)
    expect(
      projectName(
        'Marché public global de performance incluant la conception, la réalisation et la maintenance relatif à la reconversion d’un ancien bâtiment commercial',
        isPlace,
      ),
    ).toBe('Reconversion d’un ancien bâtiment commercial');
  });

  it('an accord-cadre with several holders, orders and subsequent contracts: the works after « pour »', () => {
    expect(
      projectName(
        "Accord cadre multi attributaires à bons de commande et marchés subséquents pour l'entretien et l'aménagement des bâtiments de la CAMVS",
        isPlace,
      ),
    ).toBe('Entretien et aménagement des bâtiments de la CAMVS');
  });

  it('« Marchés de travaux dans le cadre de … »: the works, never cut inside « E, F et G »', () => {
    const name = projectName(
      "Marchés de travaux dans le cadre de l?amélioration thermique des bâtiments E, F et G, création d?une maison des Lycéens et mises aux normes PMR et sécurité de l'externat (E) à l'EREA Jules VERNE à JOI",
      isPlace,
    );
    expect(name).toBe('Amélioration thermique des bâtiments E, F et G');
    const made = analyse(
      contextFor(
        'plaquiste',
        'Marché de travaux dans le cadre de la rénovation des bâtiments A, B et C, création d’un préau et reprise des réseaux de la cité scolaire Victor Hugo',
      ),
    );
    expect(made.project).toMatch(/^Rénovation des bâtiments A, B et C(?:$|,)/u);
    expect(projectShort(made)).not.toMatch(/bâtiments A$|bâtiments A, B$/u);
  });

  it('a compound proper noun is never cut in two (« Joliot-Curie »)', () => {
    for (const title of [
      "Marché de travaux de ravalement de la résidence Joliot curie à L'Île-Saint-Denis",
      'Ravalement des façades de la résidence Joliot Curie à Stains',
      'RAVALEMENT DES FACADES DE LA RESIDENCE JOLIOT CURIE A STAINS',
    ]) {
      const a = analyse(contextFor('peintre', title));
      expect(a.project).toMatch(/résidence Joliot-Curie/u);
      expect(objectTitle(title, isPlace)).toMatch(/[Rr]ésidence Joliot-Curie/u);
      expect(projectShort(a)).not.toMatch(/Joliot(?!-Curie)/u);
    }
  });

  it('the object in raw capitals: « situé » keeps its accent, the street its capital', () => {
    expect(
      objectTitle("TRAVAUX DE REHABILITATION D'UN IMMEUBLE SITUE 149 RUE DE PHILADELPHIE A LILLE", isPlace),
    ).toMatch(/immeuble situé 149 rue de Philadelphie à Lille$/u);
    expect(objectTitle('REFECTION DE LA TOITURE DU BATIMENT SITUE 12 AVENUE VICTOR HUGO', isPlace)).toBe(
      'Réfection de la toiture du bâtiment situé 12 avenue Victor Hugo',
    );
  });
});

describe('buyers in raw capitals and with their service', () => {
  it('a person’s name in a buyer’s name is re-cased, its first name accented; the acronym kept', () => {
    expect(properName('EHPAD FELIX PEY')).toBe('EHPAD Félix Pey');
    expect(properName('EHPAD Felix Pey')).toBe('EHPAD Félix Pey');
    expect(properName('COLLEGE RENE CASSIN')).toBe('Collège René Cassin');
    expect(properName('LYCEE JEAN MOULIN')).toBe('Lycée Jean Moulin');
    expect(properName('LYCEE CHARLES DE GAULLE')).toBe('Lycée Charles de Gaulle');
    expect(properName('SEML ENERLANDES')).toBe('SEML Enerlandes');
    expect(properName('OPH DE LA MARNE')).toBe('OPH de la Marne');
  });

  it('the service after a dash is no part of the body’s name', () => {
    expect(buyerNameOf('Ville de Paris- service administratif')).toBe('Ville de Paris');
    expect(buyerNameOf("Département du Nord - Direction de l'immobilier")).toBe('Département du Nord');
    // (Nothing but a common noun before it: the whole name stays.)
    expect(buyerNameOf('Mairie - Service technique')).not.toBe('Mairie');
  });

  it('a made-up tender’s buyer in raw capitals is written re-cased throughout', () => {
    const fixture = TENDER_FIXTURES.plombier;
    const context = contextFor('plombier', 'Réalisation de l’EHPAD de Solliès-Pont', {
      extra: { buyer_name: 'EHPAD FELIX PEY', buyer: { ...fixture.buyer, name: 'EHPAD FELIX PEY' } },
    });
    const r = writtenFor(context, { seams: false });
    expect(r.text).not.toMatch(/FELIX|PEY/u);
    expect(r.text).toMatch(/EHPAD Félix Pey/u);
  });
});

describe('the French layer', () => {
  it('« chauffage ventilation et climatisation » takes its comma', () => {
    expect(polish('les travaux de chauffage ventilation et climatisation du bâtiment')).toBe(
      'les travaux de chauffage, ventilation et climatisation du bâtiment',
    );
    expect(polish('Chauffage ventilation climatisation')).toBe('Chauffage, ventilation et climatisation');
  });
});

describe('round-18 fresh notices (/work/shared/data/boamp/records.jsonl)', () => {
  real('24-14422 (plombier): « Réalisation de l’EHPAD de Solliès-Pont », the buyer « l’EHPAD Félix Pey »', () => {
    const a = analysed('24-14422', 'plombier');
    expect(a.project).toBe('Réalisation de l’EHPAD de Solliès-Pont');
    expect(a.buyerName).toBe('EHPAD Félix Pey');
    const r = writtenFor(realContext(anyNatureNotice('24-14422', 'plombier')), { seams: false });
    expect(objectLine(r.letter)).toMatch(/— Réalisation de l’EHPAD de Solliès-Pont/u);
    expect(r.text).not.toMatch(/Avis d’attribution|FELIX PEY/u);
    expect(a.title).toMatch(/^Réalisation de l’EHPAD de Solliès-Pont\. Construction neuve/u);
  });

  real('24-18878 (plaquiste): « Amélioration thermique des bâtiments E, F et G »', () => {
    const a = analysed('24-18878', 'plaquiste');
    expect(a.project).toBe('Amélioration thermique des bâtiments E, F et G');
    expect(projectShort(a)).toMatch(/^Amélioration thermique des bâtiments E, F et G/u);
  });

  real('24-14201 (chauffagiste): the works of the MPGS, the CVC list with its comma', () => {
    const a = analysed('24-14201', 'chauffagiste');
    expect(a.project).toMatch(/^Rénovation thermique et extension du bâtiment principal/u);
    const r = writtenFor(realContext(anyNatureNotice('24-14201', 'chauffagiste')), { seams: false });
    expect(r.text).not.toMatch(/Marché public global sectoriel à|chauffage ventilation/u);
    expect(count(r.text, a.title)).toBeLessThanOrEqual(2);
  });

  real('24-15293 (peintre): « Entretien et aménagement des bâtiments de la CAMVS »', () => {
    const a = analysed('24-15293', 'peintre');
    expect(a.project).toBe('Entretien et aménagement des bâtiments de la CAMVS');
    const r = writtenFor(realContext(anyNatureNotice('24-15293', 'peintre')), { seams: false });
    expect(count(r.text, a.title)).toBeLessThanOrEqual(2);
  });

  real('24-19271 (peintre): « la résidence Joliot-Curie », never « la résidence Joliot »', () => {
    const r = writtenFor(realContext(anyNatureNotice('24-19271', 'peintre')), { seams: false });
    expect(r.text).toMatch(/résidence Joliot-Curie/u);
    expect(r.text).not.toMatch(/Joliot(?!-Curie)/u);
  });

  real('24-19939 (peintre): « situé 149 rue de Philadelphie »', () => {
    const r = writtenFor(realContext(anyNatureNotice('24-19939', 'peintre')), { seams: false });
    expect(r.text).not.toMatch(/situe 149|rue de philadelphie/u);
  });

  real('24-15358 (peintre): « la Ville de Paris », not its service', () => {
    const a = analysed('24-15358', 'peintre');
    expect(a.buyerName).toBe('Ville de Paris');
    const r = writtenFor(realContext(anyNatureNotice('24-15358', 'peintre')), { seams: false });
    expect(r.text).not.toMatch(/Paris-? service administratif/u);
  });
});
