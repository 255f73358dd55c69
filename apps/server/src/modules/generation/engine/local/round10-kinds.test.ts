/**
 * Round 10, issue 13 (round-7 grading, structural finding): when none of the trade's kinds of work matches
 * the object, the engine wrote the trade's usual work (a new wall, a new platform) for works no general
 * knowledge describes — pontoons on piles, ruins to consolidate, rock-fall protection, a bridge, a ski run.
 * It now writes the trade-neutral method and tells the user. Demolition alone is its own kind for the
 * terrassier too, and « déconstruction » no longer reads as a construction. Descripteurs, which list every
 * work of an operation, do not by themselves make the object a demolition or a bridge.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { eachProfile, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';

const made = writtenForTitle;

/** What the user is told when the method is the trade-neutral one. */
const NEUTRAL_NOTE = /ne correspondent à aucun des modes opératoires détaillés de BatiAO/;

/** The trade's usual new-work method, which must not describe these works. */
const USUAL_WORK = {
  macon: /NF DTU 20\.1|NF DTU 21|élévations?|semelles? filantes?|blocs béton/i,
  terrassier: /décapage de la terre végétale|couches? de forme|NF P 98-331|fascicule 70/i,
  couvreur: /NF DTU 40\.\d|liteaunage|voligeage/i,
  charpentier: /NF DTU 31\.\d|fermettes|levage des fermes/i,
} as const;

describe('works no general knowledge describes, with no kind of work matched', () => {
  const cases: [keyof typeof USUAL_WORK, string][] = [
    // (pontoons on piles have had a kind of their own since round 22: round22-fresh.test.ts; a drinking-water
    // reservoir since round 26: round26-reservoir.test.ts)
    ['macon', '87 - Oradour sur Glane - Village Martyr - Confortation et cristallisation 4 ruines'],
    ['couvreur', '87 - Oradour sur Glane - Village Martyr - Confortation et cristallisation 4 ruines'],
    ['terrassier', 'Travaux de protection contre les instabilités rocheuses - Rd 571 Talus E et F'],
    ['terrassier', 'Rd 76 - Réfection du pont sur l’Isère - Pr 0+305'],
  ];
  it.each(cases)('%s « %s »: the trade-neutral method, the user told, no usual-work method', (trade, title) => {
    const r = made(trade, title);
    expect(r.generique).toBe(true);
    expect(r.todo).toMatch(NEUTRAL_NOTE);
    expect(r.text).not.toMatch(USUAL_WORK[trade]);
    // The buyer reads the steps of any work of the trade, to be detailed from the CCTP — not the user's note.
    expect(r.section(/thodologie/)).toMatch(/Relevés :[\s\S]*Choix et visas :[\s\S]*Contrôles et remise :/);
    expect(r.text).not.toMatch(NEUTRAL_NOTE);
  });

  it('a building operation keeps the trade’s general method (its usual lot in the building)', () => {
    for (const [trade, title] of [
      ['macon', 'Réalisation d’une cantine scolaire à destination de l’école primaire et maternelle'],
      ['terrassier', 'Aménagement de la place Isaac de la Roche et de ses abords'],
      ['couvreur', 'Réfection partielle des toitures du collège'],
    ] as [TradeSlug, string][]) {
      const r = made(trade, title);
      expect(r.generique, title).toBe(false);
      expect(r.todo, title).not.toMatch(NEUTRAL_NOTE);
    }
  });

  it('stores or a City-Stade are no indoor electricity, plumbing or painting: the neutral method for each', () => {
    for (const [trade, title] of [
      ['electricien', 'Travaux d’installation de stores et de dispositifs de protection des baies vitrées sur le site'],
      ['plombier', 'Travaux d’installations sportives de type City-Stade dans les hôpitaux de Saint-Maurice'],
      ['peintre', 'Travaux d’installations sportives de type City-Stade dans les hôpitaux de Saint-Maurice'],
    ] as [TradeSlug, string][]) {
      const r = made(trade, title);
      expect(r.generique, `${trade} ${title}`).toBe(true);
      expect(r.text, trade).not.toMatch(/NF C 15-100|NF DTU 60\.1|NF DTU 59\.1/);
    }
    // The maçon has a kind made for it: the outdoor works of a sports ground.
    expect(made('macon', 'Travaux d’installations sportives de type City-Stade').kinds).toContain('equipement_sportif');
  });

  it('a process’s supervision with hot water and air/vacuum networks is no sanitary plumbing (plombier, 24-16046)', () => {
    const r = made(
      'plombier',
      'Travaux d’efficacité énergétique avec l’installation d’une supervision sur le process de production et distribution d’eau chaude et froide et réseau air/vide',
    );
    expect(r.kinds).toEqual(['supervision']);
    expect(r.text).not.toMatch(/légionell|NF DTU 60\.1|eau chaude sanitaire/i);
  });

  it('a place named « Pont » is no bridge: the sidewalks of the « Pont du Cruet » are VRD', () => {
    const r = made('terrassier', 'Travaux d’aménagement des trottoirs du Pont du Cruet sur la Rd1212');
    expect(r.generique).toBe(false);
  });

  it('a descripteur names a work of the operation, not the object: « Passerelle » on a VRD contract', () => {
    const r = made('terrassier', 'Réalisation des travaux de VRD secondaires du projet d’aménagement de Balaté Nord', [
      'Passerelle',
    ]);
    expect(r.generique).toBe(false);
  });
});

describe('demolition alone', () => {
  it('« déconstruction » is no construction: the maçon writes the demolition kind, not a new building', () => {
    const r = made('macon', 'Travaux de désamiantage et de déconstruction d’ensembles immobiliers', [
      'Amiante (désamiantage)',
      'Démolition',
    ]);
    expect(r.kinds).toContain('demolition');
    expect(r.kinds).not.toContain('neuf');
    expect(r.section(/thodologie/)).toMatch(/repérage amiante/);
    expect(r.text).not.toMatch(USUAL_WORK.macon);
  });

  it('the terrassier answers a demolition with the demolition method, not a new platform', () => {
    const r = made('terrassier', 'Désamiantage et démolition d’un collectif', ['Amiante (désamiantage)', 'Démolition']);
    expect(r.kinds).toEqual(['demolition']);
    expect(r.generique).toBe(false);
    expect(r.section(/thodologie/)).toMatch(/repérage amiante/);
    expect(r.text).not.toMatch(USUAL_WORK.terrassier);
  });

  it('a « Démolition » descripteur among an operation’s works does not make the terrassier’s object a demolition', () => {
    const r = made('terrassier', 'Réfection de la salle d’escrime Christian d’Oriola (12 lots)', [
      'Etanchéité',
      'Gros oeuvre',
      'Démolition',
    ]);
    expect(r.kinds).not.toContain('demolition');
    expect(r.generique).toBe(false);
  });
});

describe('real notices, both profiles', () => {
  const real = itOnRealNotices();

  real('rock-fall protection above the RD 571 (terrassier, 24-15803): the neutral method at Morre', () => {
    eachProfile('terrassier', '24-15803', /instabilites rocheuses/, (r) => {
      expect(r.generique).toBe(true);
      expect(r.text).not.toMatch(USUAL_WORK.terrassier);
      expect(r.text).toMatch(/Morre/);
      expect(r.todo).toMatch(NEUTRAL_NOTE);
    });
  });

  real('ruins of Oradour-sur-Glane (maçon, 24-20071): no new-wall method for their consolidation', () => {
    eachProfile('macon', '24-20071', /cristallisation/, (r) => {
      expect(r.generique).toBe(true);
      expect(r.text).not.toMatch(USUAL_WORK.macon);
    });
  });

  real('the Herbiers demolition (24-19605) is a demolition for the maçon and the terrassier', () => {
    for (const trade of ['macon', 'terrassier'] as const) {
      eachProfile(trade, '24-19605', /deconstruction d'ensembles immobiliers/, (r) => {
        expect(r.kinds, trade).toContain('demolition');
        expect(r.text, trade).not.toMatch(USUAL_WORK[trade]);
      });
    }
  });
});

describe('the trade’s share when no kind of work is read', () => {
  it('an object that names the trade’s work states it plainly; one that does not keeps the hedge', () => {
    const named = made('couvreur', 'Réfection partielle des toitures du collège').section('comprehension');
    expect(named).not.toMatch(/la part de nos travaux y est à confirmer/);
    expect(named).toMatch(/nos travaux de couverture et de zinguerie y sont exécutés/);
    const vague = made('chauffagiste', 'Travaux à la salle des fêtes').section('comprehension');
    expect(vague).toMatch(/la part de nos travaux y est à confirmer au CCTP/);
  });
});

describe('road works the terrassier’s kinds did not read', () => {
  it('a wearing course or a surface dressing is a road resurfacing; a retaining wall along a road is the wall’s kind', () => {
    expect(
      made('terrassier', 'Réfection de la couche de roulement en béton bitumineux tiède des routes départementales')
        .kinds,
    ).toContain('refection_voirie');
    expect(
      made('terrassier', 'Fourniture et pose d’enduit routier avec mise en place de signalisation').kinds,
    ).toContain('refection_voirie');
    const wall = made(
      'terrassier',
      'Route départementale 645 - Reconstruction d’un mur de soutènement aval en maçonnerie',
    );
    expect(wall.kinds).toContain('soutenement');
    expect(wall.generique).toBe(false);
    // A « Mur de soutènement » descripteur alone does not make a road resurfacing a wall.
    expect(made('terrassier', 'Aménagement de la place du Cernix', ['Mur de soutènement']).kinds).not.toContain(
      'soutenement',
    );
  });
});

describe('guarantees by the kind of contract', () => {
  it('a one-off public-lighting contract’s décennale names its works, not « une commande »; a contract by orders keeps it', () => {
    const once = made('electricien', 'Rénovation de l’éclairage public de la rue des Lilas').section(/garanties/i);
    expect(once).toMatch(/Décennale \(10 ans[^)]*\) : les réseaux, massifs et mâts réalisés, et tout désordre/);
    expect(once).not.toMatch(/au titre d’une commande/);
    const orders = made(
      'electricien',
      'Accord-cadre à bons de commande de travaux d’éclairage public sur le territoire communal',
    ).section(/garanties/i);
    expect(orders).toMatch(/au titre d’une commande/);
  });
});

describe('a heating-and-cooling production replaced', () => {
  it('lists the production’s products (heat pumps, buffer tank), not a heating network’s emitters and valves', () => {
    const r = made('chauffagiste', 'Remplacement du système de production du chauffage/climatisation du bâtiment');
    expect(r.kinds).toContain('production_chaud_froid');
    expect(r.section(/Moyens mat/)).toMatch(/Pompes à chaleur ou groupes de production réversibles/);
    expect(r.section(/Moyens mat/)).not.toMatch(/robinets thermostatiques/);
  });
});

describe('a school named by its kind', () => {
  it('« Le collège … accueille », not « Le site de <commune> accueille »', () => {
    const r = made('peintre', 'Réfection des peintures intérieures du collège Jean Moulin');
    expect(r.text).toMatch(/Le collège(?: de [\p{L}-]+)? accueille/u);
    expect(r.text).not.toMatch(/Le site(?: de [\p{L}-]+)? accueille/u);
  });
});

describe('weak currents without fire safety (round-9 grading, 24-20067)', () => {
  itOnRealNotices()('access control of a hospital: its own steps and checks, no luminaires, boards nor Consuel', () => {
    eachProfile('electricien', '24-20067', /controle d'acces/, (r) => {
      expect(r.kinds).toContain('controle_acces');
      expect(r.text).toMatch(/cahier de recette/);
      expect(r.text).toMatch(/l’ancien lecteur restant actif jusqu’à la recette de la nouvelle porte/);
      expect(r.text).not.toMatch(/[Ll]uminaires|Consuel|NF C 15-100|tableau général/);
    });
  });
});
