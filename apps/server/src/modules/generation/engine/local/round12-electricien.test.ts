/**
 * Round 12, électricien and neighbours (round-11 grading): a weak-current job written with a power
 * installation's tools and upkeep (« tester les dispositifs différentiels tous les mois », « contrôleur
 * d’installation multifonction », « outillage isolé 1000 V ») and with the cameras and category 6 cabling
 * the object does not ask for; a « point » that only names the kind of work again (« courants faibles »,
 * « réseaux d’assainissement »); « documents techniques unifiés cités dans la méthodologie » when the
 * method cites no DTU; « même département » for a site in the company's own town.
 */
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY, makeContext } from '../../../../test/fixtures/generation.ts';
import {
  bySection,
  eachProfile,
  itOnRealNotices,
  tenderAt,
  withCommunes,
  writtenFor,
  writtenForTitle,
  type Written,
} from '../../../../test/writing.ts';
import { kindNamesOf, rulesOfArt } from './sections/comprehension.ts';

const real = itOnRealNotices();

/** A power installation's tools and upkeep: out of place in a weak-current job. */
const POWER_INSTALLATION = [
  /différentiels tous les mois/,
  /contrôleur d’installation multifonction/i,
  /outillage isolé 1000 V/i,
  /Consuel/,
  /luminaires/,
];

function expectNone(text: string, patterns: RegExp[]) {
  for (const p of patterns) {
    expect(text).not.toMatch(p);
  }
}

/** The weak-current system's own tools, guarantees and upkeep. */
function expectWeakCurrentMeans(r: Written) {
  const s = bySection(r);
  expectNone(r.text, POWER_INSTALLATION);
  expect(s.moyens).toMatch(/Testeur de câblage et multimètre pour les liaisons de bus et Ethernet/);
  expect(s.moyens).toMatch(/Ordinateur portable de paramétrage avec le logiciel/);
  expect(s.garanties).toMatch(/contrat de maintenance/);
}

describe('the access control of Valenciennes hospital (électricien, 24-20067)', () => {
  real('its own tools and upkeep, no video nor VDI, no point « courants faibles »', () => {
    eachProfile('electricien', '24-20067', /controle d'acces/, (r) => {
      expect(r.kinds).toEqual(['controle_acces']);
      expectWeakCurrentMeans(r);
      const s = bySection(r);
      expect(s.moyens).toMatch(/Programmateur-encodeur de badges/);
      expect(s.moyens).toMatch(/encastrement des gâches, ventouses et contacts de porte/);
      expectNone(r.text, [/catégorie 6/, /caméras?/i, /enregistreur/, /\bVDI\b/]);
      expect(s.comprehension).not.toMatch(/point(?:s)? suivants? : courants faibles/);
      expect(r.letter).not.toMatch(/en particulier[^—]*courants faibles/);
    });
  });
});

describe('a weak-current job takes its tools, checks, guarantees and upkeep from its own kind', () => {
  it('an access control made up: badges, software and door hardware', () => {
    const r = writtenForTitle('electricien', 'Remplacement du contrôle d’accès des bâtiments communaux');
    expect(r.kinds).toEqual(['controle_acces']);
    expectWeakCurrentMeans(r);
    expect(bySection(r).moyens).toMatch(/Programmateur-encodeur de badges/);
  });

  it('an intrusion alarm: no camera, no VDI cabling, no fire-alarm standard; its detectors tested', () => {
    const r = writtenForTitle('electricien', 'Remplacement de l’alarme anti-intrusion du groupe scolaire');
    // (its own kind since round 30: détection d’intrusion, see round30-intrusion.test.ts)
    expect(r.kinds).toEqual(['intrusion']);
    expectNone(r.text, POWER_INSTALLATION);
    expectNone(r.text, [/caméras?/i, /enregistreur/, /\bVDI\b/, /catégorie 6/, /NF EN 54\b/]);
    expect(bySection(r).qualite).toMatch(/détecteur/i);
    expect(bySection(r).methode).toMatch(/NF EN 50131-1/);
  });

  it('a video-protection system: its cameras, but no category 6 cabling nor badge encoder', () => {
    const r = writtenForTitle(
      'electricien',
      'Installation d’un système de vidéoprotection sur les bâtiments communaux',
    );
    expect(r.kinds).toEqual(['ssi_courants_faibles']);
    expectWeakCurrentMeans(r);
    expect(bySection(r).moyens).toMatch(
      // (used in the same phases as the line above it: « mêmes phases »)
      /— «\s*paramétrage, recette et bascule\s*» \([^)]*\)\n(?:- [^\n]*— mêmes phases\n)*- Moniteur de paramétrage des caméras — (?:mêmes phases|«\s*paramétrage)/,
    );
    expect(bySection(r).qualite).toMatch(/Image, cadrage et enregistrement de chaque caméra/);
    expectNone(r.text, [/catégorie 6/, /\bVDI\b/, /encodeur de badges/]);
  });

  it('VDI cabling keeps its category 6 links and their certification', () => {
    const r = writtenForTitle('electricien', 'Précâblage VDI courants faibles des bureaux');
    expect(r.analysis.sousTypes[0]?.label).toBe('courants faibles (VDI)');
    expectWeakCurrentMeans(r);
    expect(r.text).toMatch(/catégorie 6/);
    expect(bySection(r).moyens).toMatch(/Certificateur de liens cuivre et fibre optique/);
    expect(bySection(r).qualite).toMatch(/Recette de chaque lien du précâblage au testeur certificateur/);
  });

  it('a fire-safety system alone: its register and dossier d’identité, not a monthly differential test', () => {
    const r = writtenForTitle('electricien', 'Remplacement du système de sécurité incendie du collège');
    expect(bySection(r).garanties).toMatch(/registre de sécurité/);
    expect(bySection(r).garanties).not.toMatch(/différentiels tous les mois/);
  });

  it('general electricity keeps the power installation’s tools and upkeep', () => {
    const r = writtenForTitle('electricien', 'Rénovation de l’installation électrique de la mairie');
    expect(bySection(r).moyens).toMatch(/contrôleur d’installation multifonction/i);
    expect(bySection(r).garanties).toMatch(/différentiels tous les mois/);
  });
});

describe('a point that only names the kind of work is not listed as a point', () => {
  it('the names a kind goes by: its label, without its brackets, and its works', () => {
    expect(kindNamesOf('courants faibles (sûreté, VDI)', 'travaux de courants faibles')).toEqual(
      expect.arrayContaining(['courants faibles (surete, vdi)', 'courants faibles']),
    );
    expect(kindNamesOf('contrôle d’accès', 'travaux de contrôle d’accès')).toContain("controle d'acces");
  });

  real('terrassier 24-19640: « réseaux d’assainissement » is the kind, not a point', () => {
    eachProfile('terrassier', '24-19640', /separatif/, (r) => {
      expect(r.kinds).toContain('assainissement');
      expect(bySection(r).comprehension).not.toMatch(/; réseaux d’assainissement\./);
      expect(bySection(r).comprehension).toMatch(/deux réseaux distincts/);
      expect(r.letter).not.toMatch(/en particulier[^—]*réseaux d’assainissement/);
    });
  });

  it('a made-up sewer job: the point « réseaux d’assainissement » goes, the sentence with it when alone', () => {
    const r = writtenForTitle('terrassier', 'Renouvellement du collecteur d’assainissement de la rue des Lilas');
    expect(r.kinds).toContain('assainissement');
    expect(r.text).not.toMatch(/points? suivants? : [^.]*réseaux d’assainissement/);
    expect(r.letter).not.toMatch(/en particulier[^—]*réseaux d’assainissement/);
  });
});

describe('the rules of the art cite the DTU only when the method does', () => {
  it('rulesOfArt follows the method’s standards', () => {
    const norme = (ref: string) => ({ ref, objet: '' });
    expect(rulesOfArt({ normes: [norme('NF DTU 40.21'), norme('NF EN 1304')] })).toMatch(
      /documents techniques unifiés cités/,
    );
    expect(rulesOfArt({ normes: [norme('NF P 93-350'), norme('NF EN 12453')] })).toBe(
      'les règles de l’art et les normes citées dans la méthodologie',
    );
    expect(rulesOfArt({ normes: [norme('NF EN 12453')] })).toBe(
      'les règles de l’art et la norme citée dans la méthodologie',
    );
    expect(rulesOfArt({ normes: [] })).toBe('les règles de l’art');
  });

  real('maçon 24-15411 (a demolition): no « documents techniques unifiés »', () => {
    eachProfile('macon', '24-15411', /ancienne piscine/, (r) => {
      expect(r.text).not.toMatch(/documents techniques unifiés/);
      expect(bySection(r).methode).not.toMatch(/\bDTU\b/);
      expect(bySection(r).comprehension).toMatch(/règles de l’art et (?:les normes citées|la norme citée)/);
    });
  });

  real('serrurier BWP061810102313 (motorised gates): no « documents techniques unifiés »', () => {
    eachProfile(
      'serrurier',
      'BWP061810102313',
      /classe en modulaire/,
      (r) => {
        expect(r.text).not.toMatch(/documents techniques unifiés/);
        expect(bySection(r).comprehension).toMatch(/règles de l’art et (?:les normes citées|la norme citée)/);
      },
      50,
    );
  });

  it('a made-up demolition says the standards; a made-up roof keeps the DTU', () => {
    const demolition = writtenForTitle('macon', 'Démolition d’un hangar communal');
    expect(demolition.text).not.toMatch(/documents techniques unifiés/);
    expect(demolition.text).toMatch(/règles de l’art et les normes citées dans la méthodologie/);
    const roof = writtenForTitle('couvreur', 'Réfection de la couverture en tuiles de l’église');
    expect(roof.text).toMatch(/règles de l’art et les documents techniques unifiés cités dans la méthodologie/);
  });
});

describe('a site in the company’s own town is said in the same town, not the same département', () => {
  const at = (city: string, postal: string) =>
    writtenFor(
      withCommunes(
        makeContext({
          tender: tenderAt('electricien', { title: 'Remplacement des luminaires de la médiathèque', city, postal }),
          noticeText: '',
          trade: 'electricien',
          company: FULL_COMPANY,
        }),
      ),
    );

  real('électricien 24-20026: the musée des Confluences, in Lyon like the company', () => {
    eachProfile('electricien', '24-20026', /confluences/, (r, company) => {
      expect(r.text).not.toMatch(/même département/);
      if (company === FULL_COMPANY) {
        expect(bySection(r).comprehension).toMatch(/Le chantier de Lyon est situé dans la ville même de notre siège/);
        expect(r.letter).toMatch(/Notre siège se trouve dans la ville même du chantier de Lyon/);
      }
    });
  });

  it('a made-up site in Lyon (the seat’s town) and one in Villeurbanne (its département)', () => {
    const lyon = at('Lyon', '69003');
    expect(lyon.text).toMatch(/ville même/);
    expect(lyon.text).not.toMatch(/même département/);
    const villeurbanne = at('Villeurbanne', '69100');
    expect(villeurbanne.text).toMatch(/même département/);
    expect(villeurbanne.text).not.toMatch(/ville même/);
  });
});
