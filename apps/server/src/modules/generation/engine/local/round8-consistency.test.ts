/**
 * Round 8, issue 13 (round-6 grading, defect 7 « Template lines that contradict the work »): the trade
 * knowledge agrees with the kind of operation. A new build, a creation or an extension with nothing
 * in the object about an existing work gets no step, phase, waste flow or product that presumes one
 * (« Dépose de la couverture existante », « verre plat déposé », « identiques à l’existant »); a
 * réfection or a replacement keeps them; an accord-cadre run by bons de commande is phased order by
 * order where the trade has its own per-order wording; the repair of a frame is not a new frame cut
 * in a workshop. Made-up objects both ways, over every trade.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { renderedFor } from '../../../../test/writing.ts';

const TRADES: TradeSlug[] = [
  'macon',
  'couvreur',
  'plombier',
  'electricien',
  'menuisier',
  'peintre',
  'chauffagiste',
  'carreleur',
  'plaquiste',
  'terrassier',
  'charpentier',
  'etancheur',
  'serrurier',
  'vitrier',
];

/** The lot's name as a buyer writes it in an allotted operation. */
const LOT: Record<TradeSlug, string> = {
  macon: 'gros œuvre',
  couvreur: 'couverture',
  plombier: 'plomberie',
  electricien: 'électricité',
  menuisier: 'menuiseries',
  peintre: 'peinture',
  chauffagiste: 'chauffage ventilation',
  carreleur: 'carrelage',
  plaquiste: 'plâtrerie',
  terrassier: 'VRD',
  charpentier: 'charpente',
  etancheur: 'étanchéité',
  serrurier: 'serrurerie',
  vitrier: 'vitrerie',
};

const render = renderedFor;

/** Lines that presume an existing work to remove, in a step title, a waste flow or a product. */
const DEPOSE_STEP = /^(Dépose|Consignation|Retrait des matériaux amiantés)$/;
const DEPOSED_WASTE = /déposé|anciens|récupérés|Boues de désembouage|non réemployables/;
const PRESUMES_EXISTING =
  /identiques à l’existant|couverture existante|châssis existants|vitrages existants|supports anciens|après découverture/;

describe('a new build, a creation or an extension: nothing presumes an existing work', () => {
  for (const trade of TRADES) {
    for (const title of [
      `Construction d’un groupe scolaire – lot ${LOT[trade]}`,
      `Création d’un centre technique municipal – lot ${LOT[trade]}`,
      `Extension de la salle des sports – lot ${LOT[trade]}`,
    ]) {
      it(`${trade}: ${title}`, () => {
        const r = render(trade, title);
        expect(r.stepTitles.filter((s) => DEPOSE_STEP.test(s))).toEqual([]);
        expect(r.waste.filter((w) => DEPOSED_WASTE.test(w))).toEqual([]);
        if (!/^Création/.test(title) || !['macon', 'peintre'].includes(trade)) {
          expect(r.text).not.toMatch(PRESUMES_EXISTING);
        }
        // The fluids trades' phases come from their kinds (sous-types-fluides.ts): not checked here.
        if (trade !== 'electricien' && trade !== 'chauffagiste') {
          expect(r.phases.filter((p) => /[Dd]épose/.test(p))).toEqual([]);
        }
      });
    }
  }
});

describe('the same trades on an existing work keep their dépose', () => {
  const cases: [TradeSlug, string, RegExp, RegExp][] = [
    ['couvreur', 'Réfection de la couverture en tuiles de la mairie', /^Dépose$/, /^Tuiles non réemployables$/],
    [
      'couvreur',
      'Réhabilitation et extension de la mairie – lot couverture',
      /^Dépose$/,
      /^Tuiles et ardoises non réemployables$/,
    ],
    ['electricien', 'Rénovation de l’installation électrique de l’école', /^Dépose$/, /déposés$/],
    ['chauffagiste', 'Remplacement des radiateurs de l’école', /^Dépose$/, /^Chaudières, radiateurs/],
    ['vitrier', 'Remplacement des vitrages de l’école', /^Dépose$/, /^Verre plat déposé$/],
    ['serrurier', 'Réfection de la serrurerie du collège', /./, /ouvrages déposés$/],
  ];
  for (const [trade, title, step, waste] of cases) {
    it(`${trade}: ${title}`, () => {
      const r = render(trade, title);
      expect(r.stepTitles.some((s) => step.test(s))).toBe(true);
      expect(r.waste.some((w) => waste.test(w))).toBe(true);
    });
  }

  it('a creation inside an existing building is no new build: the electrician isolates and removes', () => {
    for (const title of [
      'Création de sanitaires dans l’école élémentaire – lot électricité',
      'Création d’une salle de classe au sein du collège – lot électricité',
    ]) {
      const r = render('electricien', title);
      expect(r.stepTitles).toContain('Consignation');
      expect(r.stepTitles).not.toContain('Réservations et incorporations');
    }
  });

  it('couvreur: the roof redone keeps its raccords « identiques à l’existant » and its dépose phase', () => {
    const r = render('couvreur', 'Réfection de la couverture en tuiles de la mairie');
    expect(r.text).toMatch(/identiques à l’existant pour les raccords/);
    expect(r.phases).toContain('Dépose de la couverture existante');
  });
});

describe('couvreur: a new roof is received from the frame’s lot, then covered', () => {
  it('tuiles: support received, products without raccords to an existing roof', () => {
    const r = render('couvreur', 'Construction de la maison de santé – lot couverture tuiles');
    expect(r.kinds).toEqual(['tuiles']);
    expect(r.stepTitles).toContain('Réception du support');
    expect(r.text).toMatch(/tuiles du modèle, du coloris et du fabricant prescrits par le CCTP, avec leurs tuiles/i);
    expect(r.phases).toEqual([
      'Préparation, installation de chantier et échafaudage',
      'Réception du support, écran et lattage',
      'Pose de la couverture et des points singuliers',
      'Zinguerie, nettoyage, réception et repli',
    ]);
    expect(r.text).not.toMatch(/formation amiante|goulotte d’évacuation des gravats/i);
    expect(r.text).toMatch(/couverture neuve en tuiles/);
  });

  it('bacs acier: the purlins are received, no screen nor battens', () => {
    const r = render('couvreur', 'Construction d’un gymnase – lot couverture bac acier');
    expect(r.phases).toContain('Réception des pannes et du support');
    expect(r.phases.join(' ')).not.toMatch(/écran|lattage|[Dd]épose/);
  });
});

describe('electricien and chauffagiste: a new installation is built into the works, nothing removed', () => {
  it('electricien: reservations instead of consignation and dépose; no removed equipment nor old lamps', () => {
    const r = render('electricien', 'Construction d’une crèche – lot électricité courants forts et faibles');
    expect(r.stepTitles).toContain('Réservations et incorporations');
    expect(r.waste).not.toContain('Tubes fluorescents et lampes');
  });

  it('chauffagiste: offcuts, not removed boilers, DEEE nor recovered refrigerant', () => {
    const r = render('chauffagiste', 'Construction d’une médiathèque – lot chauffage et pompe à chaleur');
    expect(r.stepTitles).toContain('Réservations et supports');
    expect(r.waste).toContain('Chutes de tubes, de gaines et de supports métalliques');
    expect(r.waste.join(' ')).not.toMatch(/Chaudières|DEEE|Équipements électriques|Fluides frigorigènes/);
  });
});

describe('vitrier: new glazing goes into frames received from another lot', () => {
  it('no existing rebates, no dépose phase; breakage and offcuts as waste', () => {
    const r = render('vitrier', 'Construction d’un groupe scolaire – lot vitrerie');
    expect(r.kinds).toEqual(['vitrerie_neuve']);
    expect(r.stepTitles).toContain('Réception des châssis et relevés');
    expect(r.phases).toContain('Pose des vitrages');
    expect(r.waste).toContain('Casse et chutes de verre plat');
  });

  it('a curtain wall: no « châssis existants » to check', () => {
    const r = render('vitrier', 'Construction d’un lycée – lot façades vitrées mur-rideau');
    expect(r.text).not.toMatch(/châssis existants|Verre plat déposé|mastics anciens/i);
  });
});

describe('macon: existing works next to the site only for an extension', () => {
  it('a new building alone: no « ouvrages existants contigus »', () => {
    expect(render('macon', 'Construction d’une salle polyvalente – lot gros œuvre').text).not.toMatch(
      /ouvrages existants contigus/,
    );
  });
  it('an extension: the existing building next to it is shored before digging at its foot', () => {
    expect(render('macon', 'Extension de l’école maternelle – lot maçonnerie').text).toMatch(
      /ouvrages existants contigus/,
    );
  });
});

describe('charpentier: the repair of a frame is diagnosed, not cut new in a workshop', () => {
  for (const title of ['Réfection de la charpente de l’église', 'Réparation de la charpente du préau']) {
    it(title, () => {
      const r = render('charpentier', title);
      expect(r.kinds).toEqual(['reprise_structure']);
      expect(r.phases.join(' ')).not.toMatch(/taille en atelier|[Ll]evage/);
      expect(r.phases[0]).toMatch(/^Diagnostic/);
    });
  }
  it('a new frame is still cut in the workshop and lifted', () => {
    expect(render('charpentier', 'Construction d’un préau en charpente bois').phases).toContain(
      'Approvisionnement et taille en atelier',
    );
  });
});

describe('accord-cadre à bons de commande: phased order by order where the trade has its own wording', () => {
  const cases: [TradeSlug, string, string][] = [
    ['macon', 'Accord-cadre à bons de commande de travaux de maçonnerie', 'Prise en charge et visite'],
    [
      'etancheur',
      'Accord-cadre à bons de commande de travaux d’étanchéité des bâtiments communaux',
      'Prise en charge, accès et recherche de fuite',
    ],
    ['peintre', 'Accord-cadre à bons de commande de travaux de peinture', 'Demande, visite et chiffrage'],
    [
      'couvreur',
      'Accord-cadre à bons de commande de travaux de couverture',
      'Prise en charge, accès et mise en sécurité',
    ],
    [
      'couvreur',
      'Travaux d’entretien des couvertures des bâtiments communaux',
      'Prise en charge, accès et mise en sécurité',
    ],
  ];
  for (const [trade, title, first] of cases) {
    it(`${trade}: ${title}`, () => {
      const r = render(trade, title);
      expect(r.phases[0]).toBe(first);
      expect(r.phases.join(' ')).not.toMatch(
        /Terrassements et fondations|Pare-vapeur, isolation et revêtement|Dépose de la couverture existante/,
      );
    });
  }
  it('an accord-cadre of réfections is phased as a réfection, each order a whole job', () => {
    const etancheur = render('etancheur', 'Accord-cadre à bons de commande de réfection des toitures-terrasses');
    expect(etancheur.kinds).not.toContain('entretien');
    expect(etancheur.phases).toContain('Diagnostic, dépose et préparation du support');
    const macon = render('macon', 'Accord-cadre à bons de commande de réhabilitation des logements');
    expect(macon.kinds).toEqual(['rehabilitation']);
  });
  it('couvreur: the roof of an « atelier de maintenance » redone is not an order of upkeep', () => {
    const r = render('couvreur', 'Réfection de la couverture en tuiles de l’atelier de maintenance');
    expect(r.kinds).not.toContain('entretien');
    expect(r.phases).toContain('Dépose de la couverture existante');
  });
  it('a one-off construction by a macon is still phased as a building', () => {
    expect(render('macon', 'Construction d’une salle polyvalente – lot gros œuvre').phases.join(' ')).toMatch(
      /fondations/i,
    );
  });
});

describe('terrassier: a road redone is planed and resurfaced, a new network removes no old pipe', () => {
  it('réfection de voirie: survey, planing, purges and resurfacing; no topsoil stripping', () => {
    const r = render('terrassier', 'Réfection de la voirie rue des Lilas');
    expect(r.kinds).toEqual(['refection_voirie']);
    expect(r.stepTitles).toContain('Rabotage et démolitions');
    expect(r.text).not.toMatch(/décapage de la terre végétale|régalage de la terre végétale/);
    expect(r.phases.join(' ')).not.toMatch(/Décapage et terrassements généraux/);
    expect(r.waste.join(' ')).toMatch(/Enrobés rabotés/);
  });
  it('a new car park or network extension: no planed asphalt nor old pipes', () => {
    expect(render('terrassier', 'Création d’une voirie de desserte du lotissement').waste).not.toContain(
      'Enrobés rabotés',
    );
    expect(render('terrassier', 'Extension du réseau d’assainissement rue des Lilas').waste).not.toContain(
      'Anciennes canalisations, ferrailles',
    );
  });
  it('a sewer renewed keeps its old pipes as waste', () => {
    expect(render('terrassier', 'Renouvellement du réseau d’assainissement rue des Lilas').waste.join(' ')).toMatch(
      /Anciennes canalisations/,
    );
  });
});

describe('the trade-neutral method (a work outside the trade’s model) follows the kind of operation', () => {
  it('stores and sun protection of a new school: their own kind, not the glazing of a new building', () => {
    expect(render('vitrier', 'Construction d’une école – lot occultations').kinds).toEqual([
      'stores_protections_solaires',
    ]);
  });
  it('a new building: supports received from the other lots, offcuts only', () => {
    const r = render('peintre', 'Construction d’un château d’eau – peinture des réservoirs');
    expect(r.text).toMatch(/protection des ouvrages déjà exécutés et des abords/);
    expect(r.text).toMatch(/Réception des supports livrés et relevé des cotes/);
    expect(r.text).not.toMatch(/protection des existants|Relevé de l’existant et des cotes/);
    expect(r.waste).toContain('Chutes de mise en œuvre');
    expect(r.waste).not.toContain('Éléments déposés et chutes');
  });
  it('a refurbishment: the existing work surveyed, protected and removed', () => {
    const r = render('peintre', 'Réfection du château d’eau – peinture des réservoirs');
    expect(r.text).toMatch(/protection des existants et des abords/);
    expect(r.waste).toContain('Éléments déposés et chutes');
  });
});
