/**
 * Round 22 (fresh grading of round 21): a programme's « Reconstruction » taken for the works of its demolition phase,
 * a sidewalk job made a carriageway's resurfacing, a roundabout answered with the trade's default and an unfair « l'avis
 * ne précisant pas » hedge; and the kind of works or the operation's name opening every section (« travaux
 * d'électricité courants forts et courants faibles » ×15).
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';
import { phaseWorks } from './analysis.ts';

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'gu'))?.length ?? 0;

describe('the works of a programme’s phase are this contract’s works', () => {
  it('reads the works after « phase 2 : », not the programme’s reconstruction', () => {
    expect(phaseWorks('Reconstruction du gymnase, phase 1 : démolition de l’ancien gymnase')).toBe(
      'démolition de l’ancien gymnase',
    );
    expect(phaseWorks('Extension de l’école - tranche 2 : lot 3 menuiseries')).toBe(
      'Extension de l’école - tranche 2 : lot 3 menuiseries',
    );
    expect(phaseWorks('Réhabilitation de la halle')).toBe('Réhabilitation de la halle');
  });

  it('a greenhouses’ deconstruction phase gets the demolition kind, its glass taken down first, no new build', () => {
    const r = writtenForTitle(
      'macon',
      'Reconstruction des serres horticoles du lycée agricole phase 2 : désamiantage, curage et déconstruction des serres existantes',
      ['Démolition'],
    );
    expect(r.kinds).toEqual(['demolition']);
    expect(r.text).toMatch(/Une serre se déconstruit dans l’ordre inverse de son montage/);
    expect(r.text).not.toMatch(/reprises? en sous-œuvre|linteaux|élévations neuves|NF DTU 20\.1/);
    // (the décennale's « maçonnerie » does not name a demolition: the letter claims no cover)
    expect(r.letter).not.toMatch(/Nos travaux sont couverts par une assurance décennale/);
  });

  itOnRealNotices()('24-19895 (maçon): the deconstruction of the university’s greenhouses, both profiles', () => {
    eachProfileAnyNature('24-19895', 'macon', (r) => {
      expect(r.kinds).toEqual(['demolition']);
      expect(r.text).toMatch(/Nature des travaux, à la lecture de l’objet : démolition et déconstruction/);
      expect(r.text).not.toMatch(/reprises? en sous-œuvre|construction neuve et extension/);
      expect(r.letter).not.toMatch(/Nos travaux sont couverts/);
    });
  });
});

describe('sidewalks are a pedestrian way, not a carriageway resurfacing', () => {
  it('a sidewalk job gets accessibility, kerbs and crossings; no road planer nor paver', () => {
    const r = writtenForTitle('terrassier', 'Réaménagement des trottoirs de l’avenue de la Gare', ['Voirie']);
    expect(r.kinds).toEqual(['trottoirs']);
    expect(r.text).toMatch(/arrêté du 15 janvier 2007/i);
    expect(r.text).toMatch(/NF P 98-351/);
    expect(r.text).toMatch(/pente en long d’au plus 5 %/);
    expect(r.text).not.toMatch(/[Rr]aboteuse|[Ff]inisseur|NF P 98-331|Ensevelissement/);
    // (not on a bridge: no deck, no fall at its edge)
    expect(r.text).not.toMatch(/tablier/);
  });

  it('sidewalks on a bridge: the deck’s rules, a temporary guardrail first, the fall at the edge', () => {
    const r = writtenForTitle('terrassier', 'Élargissement des trottoirs de la passerelle du Moulin', ['Voirie']);
    expect(r.kinds).toEqual(['trottoirs']);
    expect(r.text).toMatch(/Sur un pont, le tablier commande la méthode/);
    expect(r.text).toMatch(/Chute dans le vide en rive de tablier/);
    expect(r.text).toMatch(/Garde-corps provisoire en rive/);
  });

  it('a road with its sidewalks stays a road’s works', () => {
    const r = writtenForTitle('terrassier', 'Réfection de la chaussée et des trottoirs de la rue des Écoles');
    expect(r.kinds).toContain('refection_voirie');
    expect(r.kinds).not.toContain('trottoirs');
  });

  itOnRealNotices()('24-15000 (terrassier): the Pont du Cruet’s sidewalks, both profiles', () => {
    eachProfileAnyNature('24-15000', 'terrassier', (r) => {
      expect(r.kinds).toEqual(['trottoirs']);
      expect(r.text).toMatch(/Chute dans le vide en rive de tablier/);
      expect(r.text).not.toMatch(/trottoirs et chaussée|[Rr]aboteuse/);
    });
  });
});

describe('a roundabout is built under traffic, with the servicing it comes with', () => {
  it('a roundabout on a departmental road: phasing with the road’s manager, islands, ties; no hedge', () => {
    const r = writtenForTitle('terrassier', 'Création d’un giratoire au carrefour de la RD 12 et de la route du Lac');
    expect(r.kinds).toEqual(['giratoire']);
    expect(r.text).toMatch(/se construit sous circulation/);
    expect(r.text).toMatch(/8e partie, signalisation temporaire/);
    expect(r.text).toMatch(/Cotes aux raccordements avec les chaussées existantes/);
    expect(r.text).not.toMatch(/L’avis ne précisant pas|dans leur exécution courante|que l’avis ne nomme pas/);
    // (no servicing named: no sewer standards)
    expect(r.text).not.toMatch(/NF EN 1610/);
  });

  itOnRealNotices()('24-15570 (terrassier): a roundabout and a ZAC’s servicing, both profiles', () => {
    eachProfileAnyNature('24-15570', 'terrassier', (r) => {
      expect(r.kinds).toEqual(['giratoire']);
      expect(r.text).toMatch(/La viabilisation ordonne les réseaux avant la voirie/);
      expect(r.text).not.toMatch(/L’avis ne précisant pas|dans leur exécution courante|que l’avis ne nomme pas/);
    });
  });
});

describe('the kind and the operation’s name are not said in every section', () => {
  const LATER = ['methodologie', 'planning', 'securite', 'environnement', 'qualite'];
  const later = (r: ReturnType<typeof writtenForTitle>) =>
    r.content.memoire_sections
      .filter((s) => LATER.includes(s.key))
      .map((s) => s.body)
      .join('\n');

  it('an elided kind (« travaux d’électricité … ») is said in full in the first sections only, short after', () => {
    const r = writtenForTitle('electricien', 'Rénovation des courants forts et des courants faibles de la mairie');
    expect(r.section('moyens_humains')).toMatch(/travaux d’électricité courants forts et courants faibles/);
    expect(later(r)).not.toMatch(/courants forts et courants faibles/);
    expect(later(r)).toMatch(/nos travaux d’électricité(?! courants)/);
  });

  it('no « courants faibles » where the file names no low-current work', () => {
    const r = writtenForTitle('electricien', 'Mise en conformité électrique de la mairie');
    expect(r.text).not.toMatch(/courants faibles/);
    expect(r.section('moyens_humains')).toMatch(/travaux d’électricité/);
  });

  itOnRealNotices()('24-15099 (électricien): the kind and the accord-cadre’s name, a few times each', () => {
    eachProfileAnyNature('24-15099', 'electricien', (r) => {
      expect(later(r)).not.toMatch(/courants forts et courants faibles/);
      expect(count(r.prose, /courants forts et courants faibles/)).toBeLessThanOrEqual(7);
      expect(
        count(r.prose, /Entretien, aménagements et grosses réparations des bâtiments publics/),
      ).toBeLessThanOrEqual(5);
      expect(r.section('garanties')).not.toMatch(/grosses réparations/);
    });
  });

  itOnRealNotices()('24-19567 (terrassier): the GR 65’s name quoted in the letter once after its Objet', () => {
    eachProfileAnyNature('24-19567', 'terrassier', (r) => {
      expect(count(r.letter, /premiers kilomètres du chemin/)).toBeLessThanOrEqual(2);
      expect(count(r.section('comprehension'), /premiers kilomètres du chemin/)).toBe(1);
    });
  });
});

describe('pontoons on piles are marine works, done from the water', () => {
  it('a pontoon’s replacement: barge, piles driven to refusal, marine materials, the fall into the water', () => {
    const r = writtenForTitle('macon', 'Remplacement du ponton d’accueil du port de plaisance sur pieux bois', [
      'Installation portuaire',
    ]);
    expect(r.kinds).toEqual(['pontons']);
    expect(r.generique).toBe(false);
    expect(r.text).toMatch(/depuis le plan d’eau/);
    expect(r.text).toMatch(/jusqu’au refus/);
    expect(r.text).toMatch(/classe d’emploi 5/);
    expect(r.text).toMatch(/Chute à l’eau et noyade/);
    expect(r.text).not.toMatch(/PIRL|électroportatif|Chute de hauteur pendant l’accès/);
    // (a décennale for « maçonnerie » does not name marine works: the letter claims no cover)
    expect(r.letter).not.toMatch(/Nos travaux sont couverts/);
    expect(r.todo).toMatch(/ne nomment pas le génie civil maritime/);
  });

  itOnRealNotices()('24-19711 (maçon): the two pontoons of Le Barcarès, both profiles', () => {
    eachProfileAnyNature('24-19711', 'macon', (r) => {
      expect(r.kinds).toEqual(['pontons']);
      expect(r.text).toMatch(/Battage des pieux neufs/);
      expect(r.text).not.toMatch(/PIRL|travaux décrits au CCTP/);
    });
  });
});

describe('round-21 notices, the slips left', () => {
  it('a grande randonnée trail: its walking season, and no public way from a « Voirie » descripteur', () => {
    const r = writtenForTitle('terrassier', 'Réfection du sentier GR 20 entre deux refuges', ['Voirie']);
    expect(r.kinds).toEqual(['sentier']);
    expect(r.text).toMatch(/hors de la saison de marche/);
    expect(r.text).not.toMatch(/abords de (?:la )?voie publique|Aux abords de la voie publique/);
  });

  it('a déchetterie’s precast quay walls are lifted by a crane, its heavy pavement laid by a paver', () => {
    const r = writtenForTitle('terrassier', 'Création d’une déchetterie intercommunale', ['Déchetterie (travaux)']);
    expect(r.kinds).toEqual(['dechetterie']);
    expect(r.text).toMatch(/Levage des éléments de quai préfabriqués/);
    expect(r.text).toMatch(/Grue mobile pour la pose des éléments de quai préfabriqués[^\n]*«.murs de quai/);
    expect(r.text).toMatch(/NF P 98-150-1/);
  });
});

describe('names in the letter as in the mémoire', () => {
  it('a road’s number in capitals in the Objet line too (« sur la RD 1212 », not « Rd1212 »)', () => {
    const r = writtenForTitle('terrassier', 'Aménagement des trottoirs du pont de la Rd1212');
    expect(r.letter).toMatch(/RD 1212/);
    expect(r.text).not.toMatch(/Rd ?1212|RD1212/);
  });

  itOnRealNotices()('24-15570 (terrassier): « la SEBL Grand Est », the RD 974', () => {
    eachProfileAnyNature('24-15570', 'terrassier', (r) => {
      expect(r.text).toMatch(/la SEBL Grand Est/);
      expect(r.text).not.toMatch(/(?:de|avec|par|à) SEBL|RD974/);
    });
  });
});
