/**
 * Round 8 (issue 13, round-5 grading: Presentation 0.43/2, defects 1, 5 and 6 in the letter and the
 * sections): the object as published is quoted once (the comprehension), the letter's object line
 * gives the cleaned name, the site, the notice's number and the lot the name left out; only the
 * equipment this work needs is said to be assigned to it; a proof gathered once; no « —. » and no
 * list item said twice; one rule for near and far in every section; « découpes à l’eau » only where
 * the work cuts mineral materials; waste sentences from the facts (no REP PMCB for excavated earth,
 * no nested parentheses). Made-up tenders both ways, then the round-5 graded notices.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_COMPANY,
  FULL_COMPANY,
  makeContext,
  realRecordsAvailable,
  REAL_RECORDS_FILE,
} from '../../../../test/fixtures/generation.ts';
import {
  findRealNotice,
  realContext,
  tenderAt,
  UNCHECKED,
  withCommunes,
  writtenFor,
  type LocalContext,
} from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';
import { companyFacts, ToComplete } from './company.ts';
import { lotOfTitle } from './letter.ts';
import { generateLocally } from './local-engine.ts';
import { seamsIn } from './seams.ts';
import { qualite } from './sections/qualite.ts';
import { fold } from './text.ts';

interface Site {
  city: string;
  postal: string;
  dep: string;
  depName: string;
}
const VILLEURBANNE: Site = { city: 'Villeurbanne', postal: '69100', dep: '69', depName: 'Rhône' };
const AIX: Site = { city: 'Aix-les-Bains', postal: '73100', dep: '73', depName: 'Savoie' };
const LE_MANS: Site = { city: 'Le Mans', postal: '72000', dep: '72', depName: 'Sarthe' };

const tenderOf = (trade: TradeSlug, title: string, site: Site = VILLEURBANNE): TenderDetail =>
  tenderAt(trade, { title, ...site, id: `fx-r8-${trade}`, sourceId: '26-130001' });

function respond(context: LocalContext) {
  const r = writtenFor(withCommunes(context), UNCHECKED);
  const lines = r.letter.split('\n');
  const objet = lines.findIndex((l) => l.startsWith('Objet : '));
  return {
    letter: r.letter,
    text: r.prose,
    section: r.section,
    table: (key: string) => r.content.memoire_sections.find((s) => s.key === key)?.table ?? null,
    objet: lines[objet] ?? '',
    afterObjet: lines[objet + 1] ?? '',
    todo: r.todo,
    a: r.analysis,
  };
}

/** The fleet's items the equipment table says assigned to this work. */
const assignedIn = (r: ReturnType<typeof respond>) =>
  (r.table('moyens_materiels')?.rows ?? []).filter((row) => row[3] === 'Affecté').map((row) => row[0]);

const made = (trade: TradeSlug, title: string, site?: Site, company = FULL_COMPANY) =>
  respond(makeContext({ tender: tenderOf(trade, title, site), noticeText: '', trade, company }));

/** A round-5 graded notice by its BOAMP id. */
function graded(id: string, trade: TradeSlug, pattern: RegExp, company = FULL_COMPANY) {
  const notice = findRealNotice(trade, pattern, { id, among: 400 });
  return { ...respond(realContext(notice, company)), raw: notice.tender.title };
}

/* ------------------------------------------------------------------ the letter's object line */

describe('the letter’s object line: the cleaned name, the site, the notice’s number, the lot', () => {
  it('reads a single lot the object names, not a list of lots nor a word that starts with « lot »', () => {
    expect(lotOfTitle('Création d’un espace bien-être à Yvre L’Eveque lot 9')).toBe('9');
    expect(lotOfTitle('Opérations Ligne C & CLB : Lot T3 - Fermeture stations')).toBe('T3');
    expect(lotOfTitle('Réfection de la toiture - Lot n° 2')).toBe('2');
    expect(lotOfTitle('Relance des lots 7, 8 et 9 de la restructuration du collège')).toBeNull();
    expect(lotOfTitle('Voirie du lotissement Les Pins')).toBeNull();
    expect(lotOfTitle('Réfection de la toiture de la mairie')).toBeNull();
  });

  it('a raw object in capitals with a glued « lot 4 »: never quoted in the letter, its short name and « Lot n° 4 »', () => {
    for (const company of [FULL_COMPANY, EMPTY_COMPANY]) {
      const raw = 'REFECTION DES SANITAIRES DU GYMNASE JEAN MOULIN A VILLEURBANNE LOT 4';
      const r = made('plombier', raw, VILLEURBANNE, company);
      expect(r.objet.startsWith(`Objet : candidature et offre — ${r.a.project}`), r.objet).toBe(true);
      expect(r.objet).toContain('(avis n° 26-130001)');
      expect(r.afterObjet).toBe('Lot n° 4');
      expect(r.letter).not.toContain(raw);
      expect(r.letter).not.toMatch(/Référence de l’avis/);
    }
  });

  it('an object that already names its lot gets no second lot line', () => {
    const r = made('serrurier', 'Opérations Ligne B : Lot T2 - Fermeture stations');
    expect(r.afterObjet).not.toMatch(/^Lot n°/);
  });
});

/* ------------------------------------------------------------------ equipment */

describe('only the equipment this work needs is said to be assigned to it', () => {
  it('a roofer’s fleet is not assigned to a plumbing job: rented means, and the user told', () => {
    const r = made('plombier', 'Remplacement des sanitaires de l’école Jules Ferry');
    const moyens = r.section('moyens_materiels');
    expect(moyens).not.toMatch(/Échafaudage de pied|Mini-pelle|Monte-matériaux|Nacelle élévatrice articulée/);
    expect(moyens).not.toMatch(/est affecté aux|affecte de son parc/);
    expect(moyens).toMatch(
      /sont loués près de Villeurbanne ; le parc de Dumas Bâtiment Rhône-Alpes \(tableau ci-dessous\) reste disponible/,
    );
    expect(moyens).toMatch(/Moyens loués pour [^\n]*, chacun pendant les phases qui l’emploient :\n- /);
    // The fleet is listed, none of it as assigned.
    expect(assignedIn(r)).toEqual([]);
    expect(r.table('moyens_materiels')?.rows).toHaveLength(FULL_COMPANY.materiel.length);
    expect(r.todo).toMatch(
      /Votre matériel[^\n]*ne relève pas des [^\n]*n’est pas présenté comme affecté à ce chantier/,
    );
  });

  it('a roofing job gets the scaffold, not the mini-pelle nor the laser; the rest only said to be available', () => {
    const r = made('couvreur', 'Réfection de la couverture en tuiles de la mairie');
    const rows = assignedIn(r);
    expect(rows).toContain('Échafaudage de pied multidirectionnel');
    expect(rows).not.toContain('Mini-pelle 2,5 t');
    expect(rows).not.toContain('Laser rotatif');
    const moyens = r.section('moyens_materiels');
    expect(moyens).toMatch(/affecte de son parc ce que demande le mode opératoire : [^\n]*échafaudage de pied/);
    expect(moyens).toMatch(/ses autres moyens restent disponibles si le chantier le demande/);
    expect(moyens).not.toMatch(/Mini-pelle|mini-pelle/);
    // Each assigned means with the phases that use it.
    expect(moyens).toMatch(/: Échafaudage de pied multidirectionnel de l’entreprise — [^\n]*\(semaines? \d/);
  });

  it('the award criterion opens the section’s first paragraph, never a paragraph of its own', () => {
    const { content } = generateLocally(withCommunes(makeContext({ trade: 'couvreur', company: EMPTY_COMPANY })));
    for (const s of content.memoire_sections.filter((x) => x.criterion)) {
      for (const paragraph of s.body.split('\n\n')) {
        expect(paragraph, s.key).not.toMatch(
          /^(?:Critère de jugement concerné : «[^»]+»\.|Cette partie répond[^.]+\.|Les éléments ci-dessous[^.]+\.)$/,
        );
      }
    }
  });

  it('the empty profile keeps its marker and its needs', () => {
    const r = made('plombier', 'Remplacement des sanitaires de l’école Jules Ferry', VILLEURBANNE, EMPTY_COMPANY);
    expect(r.section('moyens_materiels')).toMatch(/Matériel de l’entreprise : \[À compléter : matériel/);
  });
});

/* ------------------------------------------------------------------ seams */

describe('seams: « —. » and a proof said twice', () => {
  it('the seam list catches them', () => {
    expect(seamsIn('part des risques de ces travaux — coupures et chutes —. Les protections')).toHaveLength(1);
    expect(seamsIn('les preuves des contrôles (PV de mesures, PV de mesures et PV d’essais)')).toHaveLength(1);
    expect(seamsIn('les preuves des contrôles (PV de mesures et PV d’essais)')).toEqual([]);
    // Dashes around a list that the sentence continues after: no seam.
    expect(seamsIn('part des risques — coupures et chutes — et de l’usage du site.')).toEqual([]);
    expect(seamsIn('le NF DTU de ce matériau — 40.35 pour les bacs acier —, sauf prescription du CCTP')).toEqual([]);
  });

  it('a site without constraint nor known use: the risks after a colon, never between dashes before a full stop', () => {
    const r = made('carreleur', 'Réfection des sols du local technique');
    expect(r.section('securite')).toMatch(/part des risques de ces travaux : [^—\n]+\./);
    expect(r.text).not.toMatch(/—\s*\./);
    expect(seamsIn(r.text)).toEqual([]);
  });

  it('two checks recorded on the same PV: the DOE names that PV once', () => {
    const context = makeContext({
      tender: tenderOf('electricien', 'Rénovation de l’installation électrique de la mairie'),
      noticeText: '',
      trade: 'electricien',
    });
    const a = analyse(context);
    a.kb = {
      ...a.kb,
      autocontroles: [
        {
          point: 'Continuité des conducteurs de protection',
          moment: 'avant mise sous tension',
          preuve: 'PV de mesures',
        },
        { point: 'Isolement des circuits', moment: 'avant mise sous tension', preuve: 'PV de mesures' },
        { point: 'Dispositifs différentiels', moment: 'à la mise en service', preuve: 'PV d’essais' },
      ],
    };
    const written = qualite({
      a,
      f: companyFacts(context.company),
      todo: new ToComplete(),
      context,
      criteria: [],
    });
    expect(written.body).toMatch(/preuves des contrôles \(PV de mesures et PV d’essais\)/);
    expect(written.body).not.toMatch(/PV de mesures, PV de mesures/);
    // The table keeps each check with its record.
    expect(written.table?.rows).toHaveLength(3);
  });

  it('each kind of proof once in the DOE', () => {
    const r = made('electricien', 'Rénovation de l’installation électrique de la mairie');
    const qualite = r.section('qualite');
    expect(qualite).not.toMatch(/(PV [^,()]+), \1(?:,| et )/);
    // The DOE says whom it goes to (the buyer), not only what the trade puts in it.
    expect(qualite).toMatch(/Le DOE de [^\n]*, remis à la Commune(?: de Villeurbanne)?, réunit/);
    expect(seamsIn(r.text)).toEqual([]);
  });
});

/* ------------------------------------------------------------------ distance */

describe('one rule for near and far in every section', () => {
  it('a site 80 km away (measured between the communes, to 10 km) is reached by the week, never called « éloigné »', () => {
    const r = made('chauffagiste', 'Remplacement de la chaudière de la mairie', AIX);
    expect(r.a.distance.relation).toBe('region');
    expect(r.letter).toMatch(
      /à environ 80\u00a0km à vol d’oiseau du chantier d’Aix-les-Bains : nos équipes s’y rendront à la semaine/,
    );
    expect(r.section('comprehension')).toMatch(/à la semaine/);
    expect(r.section('environnement')).toMatch(/les équipes venant à la semaine de notre siège de Lyon/);
    expect(r.text).not.toMatch(/éloigné(?!e)|hébergement/);
  });

  it('a far site: lodging arranged in the preparation, nowhere « à la semaine »', () => {
    const r = made('chauffagiste', 'Remplacement de la chaudière de la mairie', LE_MANS);
    expect(r.a.distance.relation).toBe('far');
    expect(r.letter).toMatch(/à quelque \d+\u00a0km à vol d’oiseau du chantier[^.]*hébergement des équipes/);
    expect(r.section('environnement')).toMatch(/le chantier étant à quelque \d+\u00a0km de notre siège de Lyon/);
    expect(r.text).not.toMatch(/à la semaine/);
  });

  it('a site in the seat’s département: a regular presence, the déchetterie on the way back', () => {
    const r = made('chauffagiste', 'Remplacement de la chaudière de la mairie', VILLEURBANNE);
    expect(r.letter).toMatch(/présence régulière/);
    expect(r.section('environnement')).toMatch(/trajet retour vers notre siège de Lyon/);
    expect(r.text).not.toMatch(/éloigné(?!e)|à la semaine|livraison directe sur site/);
  });
});

/* ------------------------------------------------------------------ cuts and waste */

describe('« découpes à l’eau » only where the work cuts mineral materials', () => {
  it('not for plumbing nor carpentry; kept for tiling', () => {
    for (const [trade, title] of [
      ['plombier', 'Création d’un espace bien-être au camping municipal'],
      ['charpentier', 'Construction de la charpente du préau de l’école'],
    ] as const) {
      expect(made(trade, title).text, title).not.toMatch(/découpes à l’eau|Les découpes/);
    }
    expect(made('carreleur', 'Réfection des sols carrelés des vestiaires du stade').text).toMatch(/découpes à l’eau/);
  });
});

describe('waste sentences from the facts', () => {
  it('excavated earth of a road’s network is not taken back by the REP PMCB', () => {
    const r = made('terrassier', 'Renouvellement du réseau d’eau potable rue des Lilas');
    const env = r.section('environnement');
    expect(env).not.toMatch(/REP PMCB/);
    expect(env).toMatch(/réemploi, au recyclage ou en plateforme de valorisation/);
  });

  it('an object that names a désamiantage: the asbestos is there, not « may be » confirmed or ruled out', () => {
    const r = made('macon', 'Démolition, désamiantage et reconstruction du mur de clôture de l’école');
    const env = r.section('environnement');
    expect(env).toMatch(/Amiante : l’objet de la consultation comprend un désamiantage ; /);
    expect(env).not.toMatch(/confirme ou écarte/);
    // Without it, the survey still decides.
    const plain = made('macon', 'Reconstruction du mur de clôture de l’ancienne école');
    expect(plain.section('environnement')).not.toMatch(/comprend un désamiantage/);
  });

  it('a building’s sorted materials still go to the REP PMCB', () => {
    expect(made('couvreur', 'Réfection de la couverture en tuiles de la mairie').section('environnement')).toMatch(
      /REP PMCB/,
    );
  });
});

/* ------------------------------------------------------------------ round-5 graded notices */

const ROUND5: [string, TradeSlug, RegExp][] = [
  ['24-15589', 'macon', /cour basse/],
  ['24-19543', 'couvreur', /edouard herriot et paul bert/],
  ['24-15105', 'plombier', /pont romain/],
  ['24-19896', 'electricien', /tranche ferme et une tranche optionnelle/],
  ['24-14475', 'menuisier', /learning center/],
  ['24-16024', 'peintre', /201915198/],
  ['24-15712', 'chauffagiste', /remplacement cta du bmt/],
  ['24-15152', 'carreleur', /plateforme manger local/],
  ['24-19730', 'plaquiste', /cloisonnement des batiments communaux/],
  ['24-15786', 'terrassier', /impasse vives/],
  ['24-16231', 'charpentier', /quai koch/],
  ['24-19727', 'etancheur', /40 arpents/],
  ['24-18721', 'serrurier', /fermeture stations/],
  ['24-16237', 'vitrier', /lycee viticole a amboise/],
];

describe.skipIf(!realRecordsAvailable())(`round-5 graded notices (${REAL_RECORDS_FILE})`, () => {
  it('all 14, both profiles: the object line names the operation cleanly, no « —. », no proof twice, one distance rule', () => {
    for (const [id, trade, pattern] of ROUND5) {
      for (const company of [FULL_COMPANY, EMPTY_COMPANY]) {
        const r = graded(id, trade, pattern, company);
        expect(r.objet.startsWith(`Objet : candidature et offre — ${r.a.project}`), `${id} ${r.objet}`).toBe(true);
        expect(r.objet, id).toContain(`(avis n° ${id})`);
        if (r.a.project !== r.a.title) {
          expect(r.letter, id).not.toContain(r.raw);
        }
        expect(r.text, id).not.toMatch(/—\s*\./);
        expect(r.section('qualite'), id).not.toMatch(/(PV [^,()]+), \1(?:,| et )/);
        // What the text says assigned is what the table says assigned, and the reverse.
        const said = [...r.section('moyens_materiels').matchAll(/(?:: |- )([^:\n]+?) de l’entreprise — /g)].map(
          (m) => m[1],
        );
        expect(new Set(said), id).toEqual(new Set(assignedIn(r)));
        if (/à la semaine/.test(r.text)) {
          expect(r.text, id).not.toMatch(/éloigné(?!e)/);
        }
      }
    }
  });

  it('plombier 24-15105: « Yvré-l’Évêque » and « Lot n° 9 » in the letter, the raw object quoted once at most, no roofer’s fleet, no wet cutting', () => {
    const r = graded('24-15105', 'plombier', /pont romain/);
    expect(r.objet).toMatch(/Yvré-l’Évêque \(avis n° 24-15105\)$/);
    expect(r.objet).not.toMatch(/Yvre L|lot 9/);
    expect(r.afterObjet).toBe('Lot n° 9');
    expect((fold(r.text).match(/yvre l.eveque lot 9/g) ?? []).length).toBeLessThanOrEqual(1);
    const moyens = r.section('moyens_materiels');
    expect(moyens).not.toMatch(/Échafaudage de pied|Mini-pelle|Monte-matériaux|est affecté aux|affecte de son parc/);
    expect(assignedIn(r)).toEqual([]);
    expect(r.text).not.toMatch(/découpes à l’eau|Les découpes/);
  });

  it('couvreur 24-19543: the scaffold assigned, the mini-pelle only available', () => {
    const r = graded('24-19543', 'couvreur', /edouard herriot et paul bert/);
    const rows = assignedIn(r);
    expect(rows).toContain('Échafaudage de pied multidirectionnel');
    expect(rows).not.toContain('Mini-pelle 2,5 t');
    expect(r.objet).toMatch(/Margny-lès-Compiègne \(avis n° 24-19543\)$/);
  });

  it('electricien 24-19896: « PV de mesures » once', () => {
    const r = graded('24-19896', 'electricien', /tranche ferme et une tranche optionnelle/);
    expect(r.section('qualite')).not.toMatch(/PV de mesures, PV de mesures/);
    expect(r.section('qualite')).toMatch(/PV de mesures/);
  });

  it('chauffagiste 24-15712 (Aix-les-Bains, about 100 km from Lyon): by the week in the letter, the comprehension and the waste', () => {
    const r = graded('24-15712', 'chauffagiste', /remplacement cta du bmt/);
    expect(r.letter).toMatch(/à la semaine/);
    expect(r.section('comprehension')).toMatch(/à la semaine/);
    expect(r.section('environnement')).toMatch(/à la semaine/);
    expect(r.text).not.toMatch(/éloigné(?!e)/);
    // The déposes named without their own parenthesis inside one.
    expect(r.section('environnement')).not.toMatch(/\([^()\n]*\(/);
  });

  it('carreleur 24-15152, plaquiste 24-19730, charpentier 24-16231, serrurier 24-18721: the risks without « —. »; wet cutting for tiles only', () => {
    const carreleur = graded('24-15152', 'carreleur', /plateforme manger local/);
    expect(carreleur.section('securite')).toMatch(/part des risques de ces travaux : /);
    expect(carreleur.text).toMatch(/découpes à l’eau/);
    for (const [id, trade, pattern] of ROUND5.filter(([x]) => ['24-19730', '24-16231', '24-18721'].includes(x))) {
      const r = graded(id, trade, pattern);
      expect(r.section('securite'), id).not.toMatch(/—\s*\./);
    }
    expect(graded('24-16231', 'charpentier', /quai koch/).text).not.toMatch(/découpes à l’eau|Les découpes/);
  });

  it('maçon 24-15589 (« … désamiantage, maçonnerie … »): the désamiantage as a fact', () => {
    const r = graded('24-15589', 'macon', /cour basse/);
    expect(r.section('environnement')).toMatch(/comprend un désamiantage/);
    expect(r.section('environnement')).not.toMatch(/confirme ou écarte/);
  });

  it('terrassier 24-15786: no REP PMCB for excavated earth', () => {
    const r = graded('24-15786', 'terrassier', /impasse vives/);
    expect(r.section('environnement')).not.toMatch(/REP PMCB/);
  });
});
