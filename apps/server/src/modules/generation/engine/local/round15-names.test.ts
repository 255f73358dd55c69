/**
 * Round 15, issue 13 (round-15 fresh grading, defect 3): short names cut at a preposition (« Marché de mise »,
 * « Travaux de modernisation et d’extension », « Mise à niveau technique », « Construction d’une extension sur le
 * site »), kept with their file code (« 23trav04-marche de travaux de création », « Vc/vf -capitole … »), with lost
 * accents (« Activites », « Creation D’Ascenseurs ») and lower-cased proper nouns (« secteur siblas »), and a lot
 * that is a work of its own (« Classes provisoires ») dropped from the name.
 */
import { describe, expect, it } from 'vitest';
import { normalizeRecord } from '../../../../integrations/boamp/normalize.ts';
import { readRealRecords } from '../../../../test/fixtures/boamp/real-records.ts';
import { tenderOfNotice } from '../../../../test/fixtures/generation.ts';
import { anyNatureNotice, itOnRealNotices, realContext, type RealNotice } from '../../../../test/writing.ts';
import { noticeText } from '../../notice-text.ts';
import { analyse, type Analysis } from './analysis.ts';
import { objectTitle, projectName, properName, withoutFileCode } from './french.ts';
import { NAME_WORDS, projectShort, shortName, wordsOf } from './sections/shared.ts';

const real = itOnRealNotices();

/** The analysis of real notice `id` (of any nature), read as `trade`. */
const analysed = (id: string, trade: RealNotice['trade'] = 'macon'): Analysis =>
  analyse(realContext(anyNatureNotice(id, trade)));

/** Every works notice of the records, once each. */
function everyNotice(): RealNotice[] {
  const seen = new Set<string>();
  const out: RealNotice[] = [];
  for (const raw of readRealRecords()) {
    try {
      const notice = normalizeRecord(raw);
      if (notice.nature !== 'appel_offre' || !notice.typeMarche.includes('TRAVAUX') || seen.has(notice.sourceId)) {
        continue;
      }
      seen.add(notice.sourceId);
      out.push({ trade: 'macon', tender: tenderOfNotice(notice, 'macon'), noticeText: noticeText(raw) });
    } catch {
      // not a notice the normaliser reads
    }
  }
  return out;
}

/** A link, an article or a conjunction a name would dangle on. */
const DANGLING =
  /\s(?:de|du|des|la|le|les|l[’']|d[’']|et|ou|à|au|aux|sur|sous|pour|en|par|dans|avec|entre|un|une|comprenant|incluant)$/iu;
/** A file code before the name (« 23trav04- », « 24V0024PA-VC/VF - », « M.2024-03 : »). */
const CODE_FIRST = /^(?:(?=\S*\d)(?=\S*\p{L})\S{4,}\s*[-–:_]|\p{Lu}{1,5}\/\p{Lu})/u;
/** Small words capitalised inside a name (« Creation D’Ascenseurs », « Vétérinaire Et Phytosanitaire »). */
const TITLE_CASE = /\s(?:De|Du|Des|Et|Ou|Pour|Avec|Dans)\s|\sD[’']\p{Lu}\p{Ll}+$/u;
/**
 * A name that stops before what its works are on (round-16 grading, defect 1): a second work without its object
 * (« … et de construction »), a generic place or collection without its owner (« sur les sites », « des
 * bâtiments »), a work's phrase alone (« Mise en sécurité »).
 */
const UNFINISHED =
  /(?:\s(?:et|ou)\s(?:de\s|d[’'])?(?:construction|cr[ée]ation|r[ée]habilitation|r[ée]novation|extension|am[ée]nagement)|\s(?:sur|dans)\s(?:les|le|la)\s(?:sites?|b[âa]timents?)|\sdes\sb[âa]timents|^mise\s(?:en|aux|à)\s\S+)$/iu;
const inRawCapitals = (name: string) => {
  const letters = name.replace(/[^\p{L}]/gu, '');
  return letters.length >= 6 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.7;
};

describe('every real notice’s short name', () => {
  real(
    'ends on no link, starts with no code, is in neither raw capitals nor Title Case, and says what the works are on',
    () => {
      const notices = everyNotice();
      expect(notices.length).toBeGreaterThan(200);
      const wrong: string[] = [];
      for (const notice of notices) {
        const a = analyse(realContext(notice));
        const name = projectShort(a);
        const id = notice.tender.source_id;
        if (DANGLING.test(name)) {
          wrong.push(`${id} dangles: ${name}`);
        }
        // (« Travaux d’entretien des bâtiments » when the object says no more.)
        if (UNFINISHED.test(name) && !a.project.endsWith(name.split(' ').slice(-2).join(' '))) {
          wrong.push(`${id} unfinished: ${name}`);
        }
        // (The buyer's name before the object and its « Opération n° » are no part of the name.)
        if (/^(?:commune|ville|mairie)\s|op[ée]ration\s+n°/iu.test(name)) {
          wrong.push(`${id} buyer or file reference: ${name}`);
        }
        if (CODE_FIRST.test(name)) {
          wrong.push(`${id} code: ${name}`);
        }
        if (inRawCapitals(name)) {
          wrong.push(`${id} capitals: ${name}`);
        }
        if (TITLE_CASE.test(name)) {
          wrong.push(`${id} title case: ${name}`);
        }
        // The quoted object opens on no file code either.
        if (CODE_FIRST.test(a.title) && /[A-Z]\d|\d[A-Z]/u.test(a.title.split(/\s/)[0] ?? '')) {
          wrong.push(`${id} quoted code: ${a.title}`);
        }
        // Names stay short: at most NAME_WORDS words but for a site named in apposition.
        if (wordsOf(name).length > NAME_WORDS + 2) {
          wrong.push(`${id} long: ${name}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});

describe('a short name says the work and what it is done on', () => {
  real('« Mise aux normes du Service d’Inspection Vétérinaire et Phytosanitaire aux frontières » (24-15492)', () => {
    const a = analysed('24-15492', 'serrurier');
    expect(projectShort(a)).toBe(
      'Mise aux normes du Service d’Inspection Vétérinaire et Phytosanitaire aux frontières',
    );
    expect(a.title).not.toMatch(/ Et /);
    expect(properName(a.buyerName ?? '')).toMatch(/Activités Portuaires/);
  });

  real('« Modernisation et extension du dispositif de vidéoprotection » (24-15778)', () => {
    expect(projectShort(analysed('24-15778', 'electricien'))).toBe(
      'Modernisation et extension du dispositif de vidéoprotection',
    );
  });

  real('the GTB of the prison, the contract’s preamble out of the quoted object (24-16039)', () => {
    const a = analysed('24-16039', 'chauffagiste');
    expect(projectShort(a)).toMatch(/^Mise à niveau technique de la GTB/);
    expect(a.title).toMatch(/^Mise à niveau technique de la gestion technique de bâtiment du centre de détention/);
    expect(a.project).toMatch(/du centre de détention de Papeari$/);
  });

  real('no file code, « marché » accented, « Siblas » kept a name (24-14853)', () => {
    const a = analysed('24-14853', 'terrassier');
    expect(projectShort(a)).toBe('Création d’un réseau pluvial, secteur Siblas');
    expect(a.title).toMatch(/^Marché de travaux de création d’un réseau pluvial sur le secteur Siblas/);
    expect(a.project).not.toMatch(/23trav04/i);
  });

  real('the Capitole keeps its capital, the code goes (24-18681)', () => {
    const a = analysed('24-18681', 'macon');
    expect(projectShort(a)).toBe('Capitole, façades est : restauration de la façade');
    expect(a.title).toMatch(/^Capitole façades est - restauration de la façade/);
    expect(a.title).not.toMatch(/VC\/VF|24V0024PA/i);
  });

  real('the school of the extension is kept (24-16029)', () => {
    expect(projectShort(analysed('24-16029', 'couvreur'))).toBe(
      'Construction d’une extension de l’école des Arts Décoratifs',
    );
  });

  real('the industrial site is kept, « Federal Mogul » in sentence case (24-18888)', () => {
    const a = analysed('24-18888', 'peintre');
    expect(projectShort(a)).toBe('Réhabilitation de bâtiments et de VRD, site industriel Federal Mogul 2');
    expect(a.title).not.toMatch(/MOGUL/);
  });

  real('« Creation D’Ascenseurs » is « Création d’ascenseurs » (24-20116)', () => {
    const a = analysed('24-20116', 'charpentier');
    expect(projectShort(a)).toBe('Création d’ascenseurs');
    expect(a.title).toBe('Création d’ascenseurs');
  });

  real('the place is kept, the procedure’s stage is no part of the object (24-19980)', () => {
    const a = analysed('24-19980', 'carreleur');
    expect(projectShort(a)).toBe('Reconversion d’un ancien bâtiment commercial, place Lorjou');
    expect(a.title).not.toMatch(/phase/i);
    expect(a.project).not.toMatch(/phase|conception/i);
  });

  real('a lot of temporary classrooms is the work (24-16129)', () => {
    expect(projectShort(analysed('24-16129', 'plombier'))).toBe('Classes provisoires du lycée Roger Deschaux');
  });
});

describe('a short name keeps what the works are done to (round 16, defect 1)', () => {
  real(
    'the lifting stations made safe, not « Mise en sécurité » alone, without the commune nor the file (24-16172)',
    () => {
      const name = projectShort(analysed('24-16172', 'terrassier'));
      expect(name).toBe('Mise en sécurité des postes de relèvement');
      expect(name).not.toMatch(/Castets|Opération/iu);
    },
  );

  real('the farm’s two works said once, never « … et de construction » (24-15598)', () => {
    const a = analysed('24-15598', 'plaquiste');
    expect(projectShort(a)).toBe('Réhabilitation et extension de la Ferme du Breuil');
    expect(a.project).not.toMatch(/et de construction$/u);
  });

  real('the sites keep their owner, the Département (24-20073)', () => {
    expect(projectShort(analysed('24-20073', 'electricien'))).toBe(
      'Câblage sur les sites du Département des Pyrénées-Atlantiques',
    );
  });

  real('a conversion keeps what the floors become (24-19296)', () => {
    expect(projectShort(analysed('24-19296', 'menuisier'))).toBe(
      'Restructuration de deux étages de l’internat en salles de cours',
    );
  });

  real('the archives wing keeps the quai d’Orsay (24-19602)', () => {
    expect(projectShort(analysed('24-19602', 'macon'))).toMatch(/de l’aile des archives du quai d’Orsay$/u);
  });

  it('writes the rules on small objects', () => {
    // The letters that tell buildings apart stay with them.
    expect(
      shortName('Amélioration thermique des bâtiments E, F et G du lycée professionnel de Joigny', 'Joigny'),
    ).toMatch(/des bâtiments E, F et G/u);
    // A capitalised work inside the object starts its next heading.
    expect(shortName('Mise en sécurité des postes de relèvement Réhabilitation PR Forges et PR Pilard', null)).toBe(
      'Mise en sécurité des postes de relèvement',
    );
    expect(
      shortName(
        'Travaux de réhabilitation de la salle des fêtes et de construction d’une extension à Vienne',
        'Vienne',
      ),
    ).toBe('Réhabilitation et extension de la salle des fêtes');
    // A collection goes on to its owner; a capitalised common noun is no owner.
    expect(
      shortName('Remplacement des menuiseries extérieures dans les bâtiments de la Communauté de communes', null),
    ).not.toMatch(/bâtiments$/u);
    expect(
      shortName('Modernisation du système de contrôle d’accès du Centre Hospitalier de Valenciennes', 'Valenciennes'),
    ).toBe('Modernisation du système de contrôle d’accès');
    // A second work without its object is dropped.
    expect(shortName('Travaux de rénovation ou de création, avec ou sans ouverture de tranchée', null)).not.toMatch(
      UNFINISHED,
    );
  });
});

describe('the rules on written names', () => {
  it('takes off a file code of letters and digits, with slashes, glued to its dash; keeps a road’s number', () => {
    expect(withoutFileCode('23TRAV04-MARCHE DE TRAVAUX')).toBe('MARCHE DE TRAVAUX');
    expect(withoutFileCode('24V0024PA-VC/VF -CAPITOLE FACADES EST')).toBe('CAPITOLE FACADES EST');
    expect(withoutFileCode('M.2024-03 : Travaux d’implantation de potelets')).toBe(
      'Travaux d’implantation de potelets',
    );
    expect(withoutFileCode('Rd101-Réparation des passerelles - Vannes')).toBe(
      'Réparation des passerelles (RD 101) - Vannes',
    );
    // Not a code: words, a commune with a dash, a number of lots.
    expect(withoutFileCode('Saint-Denis - Réfection de la toiture')).toBe('Saint-Denis - Réfection de la toiture');
    expect(withoutFileCode('Lot1 - Gros œuvre')).toBe('Lot1 - Gros œuvre');
  });

  it('never cuts before what the works are on, nor ends on a link', () => {
    expect(
      shortName('Travaux de modernisation et d’extension du dispositif de vidéoprotection de la ville de Caen', 'Caen'),
    ).toBe('Modernisation et extension du dispositif de vidéoprotection');
    expect(shortName('Construction d’une extension sur le site du collège Jean Moulin à Vienne', 'Vienne')).toBe(
      'Construction d’une extension du collège Jean Moulin',
    );
    const gtb = shortName('Mise à niveau technique de la gestion technique de bâtiment de la piscine municipale', null);
    expect(gtb).toMatch(/GTB/);
    expect(gtb).not.toMatch(DANGLING);
  });

  it('repairs a name in Title Case, « Et » and a short name in raw capitals after a capitalised word', () => {
    expect(projectName('Creation D’Ascenseurs')).toBe('Création d’ascenseurs');
    expect(objectTitle('Marché de mise aux normes du Service Vétérinaire Et Phytosanitaire')).toBe(
      'Marché de mise aux normes du Service Vétérinaire et Phytosanitaire',
    );
    expect(projectName('Réhabilitation du site industriel Federal MOGUL 2')).toBe(
      'Réhabilitation du site industriel Federal Mogul 2',
    );
    expect(projectName('Création d’un réseau pluvial sur le secteur siblas')).toBe(
      'Création d’un réseau pluvial sur le secteur Siblas',
    );
    // (A participle after « secteur » is no name.)
    expect(projectName('Restauration des façades du secteur sauvegardé')).toBe(
      'Restauration des façades du secteur sauvegardé',
    );
  });
});
