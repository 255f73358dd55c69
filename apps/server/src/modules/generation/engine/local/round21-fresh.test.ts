/**
 * Round 21 (fresh grading of round 20): core earthworks answered with the wrong kind or none — asphalt pavements
 * « sur le réseau routier structurant » read as sewer trenches, a ski run and a city-stade given ladders and the
 * public road —, a buyer named as the INSEE lists a commune (« Grand-Bornand (Le) ») left raw and without its town,
 * a metropolitan body without a place, rolling scaffolds under the foot scaffold's R408, a campus's buildings moved
 * between as separate sites, a removal of asbestos planned inside the plan's month of notice.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, isPlace, withCommunes, writtenFor, writtenForTitle } from '../../../../test/writing.ts';
import { analyse, communeBuyerName, withCommuneBuyer } from './analysis.ts';
import { projectName } from './french.ts';
import { projectShort } from './sections/shared.ts';

const buyerContext = (trade: 'terrassier' | 'macon' | 'electricien', title: string, name: string, deps: string[]) =>
  withCommunes(
    contextFor(trade, title, {
      extra: {
        execution_place: null,
        departements: deps,
        buyer: { name, city: null, postal_code: null, email: null, phone: null, url: null, address: null },
        buyer_name: name,
      },
    }),
  );

describe('a commune named as the INSEE lists it is the commune’s own body, at its town', () => {
  it('says « Grand-Bornand (Le) » as « Commune du Grand-Bornand », other articles too', () => {
    expect(communeBuyerName('Grand-Bornand (Le)')).toBe('Commune du Grand-Bornand');
    expect(communeBuyerName('Houches (Les)')).toBe('Commune des Houches');
    expect(communeBuyerName('Ciotat (La)')).toBe('Commune de La Ciotat');
    expect(communeBuyerName('Commune de Lyon')).toBe('Commune de Lyon');
  });

  it('places the works at Le Grand-Bornand and measures the distance from the seat', () => {
    const context = buyerContext(
      'terrassier',
      'Travaux de reprise d’une piste de ski - liaison Duche - Myrtilles',
      'Grand-Bornand (Le)',
      ['74'],
    );
    expect(analyse(withCommuneBuyer(context)).place.commune).toBe('Le Grand-Bornand');
    const r = writtenFor(context);
    expect(r.text).toMatch(/Lieu d’exécution : Le Grand-Bornand \(Haute-Savoie\)/);
    expect(r.text).toMatch(/La Commune du Grand-Bornand consulte|lancée par la Commune du Grand-Bornand/);
    expect(r.text).toMatch(/Le chantier du Grand-Bornand est à environ \d+\u00a0km à vol d’oiseau/);
    expect(r.text).not.toMatch(/\(Le\)/);
  });
});

describe('a metropolitan body named after its town is measured from that town', () => {
  it('« Métropole Européenne de Lille » with « 59, 62 »: the Nord, the distance to Lille', () => {
    const context = buyerContext(
      'terrassier',
      'Travaux de construction ou de réfection des chaussées en béton bitumineux sur le réseau routier structurant de la MEL',
      'Métropole Européenne de Lille',
      ['59', '62'],
    );
    const a = analyse(context);
    expect(a.place.departement).toBe('59');
    expect(a.place.around).toBe('Lille');
    expect(writtenFor(context).text).toMatch(/Lieu d’exécution : Nord \(59\)/);
  });
});

describe('asphalt pavements on a structuring road network are a road’s resurfacing', () => {
  const r = writtenForTitle(
    'terrassier',
    'Travaux de construction ou de réfection des chaussées en béton bitumineux sur le réseau routier structurant de la MEL',
    ['Voirie'],
  );

  it('is read as the road kind, with the asphalt norms, and no sewer, trench or pipe', () => {
    expect(r.kinds).toEqual(['refection_voirie']);
    expect(r.memoire).toMatch(/NF P 98-150-1/);
    expect(r.memoire).toMatch(/NF EN 13108-1/);
    expect(r.text).not.toMatch(/Fascicule 70|assainissement|Ensevelissement en tranchée|PVC/);
  });

  it('works a heavy-traffic road by half-carriageway, and guards its workers from the traffic', () => {
    expect(r.memoire).toMatch(/Sur une voie à fort trafic, les travaux sont phasés par demi-chaussée/);
    expect(r.rowsText(/Hygiène/)).toMatch(/Heurt par un véhicule de la circulation maintenue/);
  });
});

describe('a ski run is reshaped in the mountain, not on the public road', () => {
  const r = writtenForTitle('terrassier', 'Travaux de reprise d’une piste de ski - liaison Duche - Myrtilles', [
    'Terrassement',
  ]);

  it('reads the ski run’s kind: topsoil, cut and fill on the slope, cross-drains, re-vegetation', () => {
    expect(r.kinds).toEqual(['piste_ski']);
    expect(r.generique).toBe(false);
    for (const p of [/fonte des neiges et les premières chutes/, /renvois d’eau/, /mélange adapté à l’altitude/]) {
      expect(r.memoire).toMatch(p);
    }
    expect(r.rowsText(/Hygiène/)).toMatch(/Renversement d’un engin dans la pente/);
  });

  it('says the resort, not the public road, and brings no ladder, scaffold or nacelle', () => {
    expect(r.memoire).toMatch(/un domaine skiable, hors de sa saison d’exploitation hivernale/);
    expect(r.text).not.toMatch(/voie publique|commerces|PIRL/);
    expect(r.section(/Moyens matériels/)).not.toMatch(/chafaudage roulant|nacelle/i);
  });

  it('sprays the seed in the re-vegetation phase, and names the link whole', () => {
    expect(r.section(/Moyens matériels/)).toMatch(/Hydroseeder pour l’ensemencement — «.régalage de la terre végétale/);
    expect(r.letter).toMatch(/«.Reprise d’une piste de ski, liaison Duche–Myrtilles.»/);
  });
});

describe('a city-stade is a platform and a sports surface for the terrassier', () => {
  const title =
    'Travaux d’Installations sportives de type City-Stade qui auront lieu au 14 rue du Val d’Osne dans les hôpitaux de Saint-Maurice.';
  const r = writtenForTitle('terrassier', title);

  it('reads its kind, with the structure’s NF EN 15312 and the platform’s checks', () => {
    expect(r.kinds).toEqual(['city_stade']);
    expect(r.memoire).toMatch(/NF EN 15312/);
    expect(r.rowsText(/Contrôles/)).toMatch(/Cotes et implantation des massifs d’ancrage/);
  });

  it('reads the hospitals’ grounds, and an address is no road works', () => {
    expect(r.text).toMatch(/établissement de santé/);
    expect(r.text).not.toMatch(/la voie publique, ouverte à la circulation/);
  });
});

describe('rolling scaffolds are under the R457, the foot scaffold’s R408 only with the façades', () => {
  it('a school’s rehabilitation inside: the R457 in the trainings and the risks, never the R408', () => {
    const r = writtenForTitle('macon', 'Travaux de réhabilitation de l’école Louis Marin à La Ciotat');
    expect(r.text).toMatch(/échafaudages roulants \(recommandation R457\)/);
    expect(r.text).not.toMatch(/R408/);
  });

  it('a façade’s renovation keeps the R408', () => {
    const r = writtenForTitle('macon', 'Travaux de réhabilitation et ravalement des façades de l’école Louis Marin');
    expect(r.text).toMatch(/R408/);
  });
});

describe('the buildings of one establishment are one site', () => {
  const title =
    'Marché de travaux pour la réalisation des bâtiments neufs (G, I et L) dans le cadre de la rénovation globale et l’extension du Lycée Pierre de Coubertin à Meaux (77)';

  it('names the works with the lycée they belong to', () => {
    const a = analyse(withCommunes(contextFor('macon', title)));
    expect(projectShort(a)).toBe('Réalisation des bâtiments neufs du lycée Pierre de Coubertin');
    expect(projectName(title, isPlace)).toMatch(/du Lycée Pierre de Coubertin$/);
  });

  it('shares one installation between the buildings, never moving from a « site précédent »', () => {
    const r = writtenForTitle('macon', title);
    expect(r.memoire).toMatch(
      /Organisation bâtiment par bâtiment, sur l’emprise du lycée Pierre de Coubertin : .*Une installation de chantier unique les dessert tous/,
    );
    expect(r.text).not.toMatch(/site précédent|site par site|passage au site suivant/);
  });
});

describe('a removal of asbestos, a partial demolition, a land agency', () => {
  const r = writtenForTitle(
    'macon',
    'Travaux de désamiantage et de curage d’une maison individuelle et d’une boulangerie et démolition d’une extension à Saint-Jacut-Les-Pins (56220)',
  );

  it('plans the removal a month after its plan is sent', () => {
    expect(r.section(/Planning/)).toMatch(
      /ne demandons l’ordre de service qu’à l’expiration de ce délai, de sorte que le retrait ne commence jamais moins d’un mois après l’envoi du plan/,
    );
  });

  it('demolishes the extension alone, the kept buildings closed, and tells no new work', () => {
    expect(r.memoire).toMatch(/Seule la partie désignée par l’objet est démolie/);
    expect(r.text).not.toMatch(
      /mêlant ouvrage neuf|Mini-pelle pour les fouilles|des ouvrages conservés et la plateforme/,
    );
  });

  it('says a land agency by its initials, elided', () => {
    const context = buyerContext(
      'macon',
      'Travaux de désamiantage et de curage d’une maison et démolition d’une extension',
      'Établissement Public Foncier de Bretagne',
      ['56'],
    );
    const text = writtenFor(context).text;
    expect(text).toMatch(/Établissement public foncier de Bretagne/);
    expect(text).toMatch(/de l’EPF|avec l’EPF|à l’EPF|par l’EPF/);
    expect(text).not.toMatch(/du EPF|au EPF|l’Établissement public(?! foncier)/);
  });
});

describe('a global performance contract is named by what it is on', () => {
  it('« Marché global de performance incluant la conception, … des installations … »', () => {
    const r = writtenForTitle(
      'electricien',
      'Marché global de performance incluant la conception, l’exploitation, la maintenance et la rénovation des installations d’éclairage public et de la signalisation lumineuse tricolore',
    );
    expect(r.letter).toMatch(
      /Objet : candidature et offre — Marché global de performance : éclairage public et signalisation lumineuse tricolore/,
    );
    expect(r.text).not.toMatch(/« Marché global de performance incluant la conception »/);
  });
});

describe('the works on a list of communes are on each of them', () => {
  const title =
    'RD1004 - RENFORCEMENT DE VOIRIE SUR LES COMMUNES DE FONTENAY-TRESIGNY, BERNAY-VILBERT, ROZAY EN BRIE, VOINSLES et VAUDOY EN BRIE';
  const context = withCommunes(
    contextFor('terrassier', title, { extra: { execution_place: null, departements: ['77'] } }),
  );

  it('reads the five communes, in the list’s order', () => {
    const { place } = analyse(context);
    expect(place.commune).toBe('Fontenay-Trésigny');
    expect(place.also).toEqual(['Bernay-Vilbert', 'Rozay-en-Brie', 'Voinsles', 'Vaudoy-en-Brie']);
  });

  it('names them all where the site is said, then « le chantier des cinq communes », never the first alone', () => {
    const r = writtenFor(context);
    expect(r.text).toMatch(
      /Lieu d’exécution : Fontenay-Trésigny, Bernay-Vilbert, Rozay-en-Brie, Voinsles et Vaudoy-en-Brie \(Seine-et-Marne\)/,
    );
    expect(r.text).toMatch(/chantier des cinq communes/);
    expect(r.text).not.toMatch(/chantier de Fontenay-Trésigny|À Fontenay-Trésigny,|sur les cinq communes sur/);
  });
});

describe('schoolyards are several sites', () => {
  it('« des cours d’école »: yard by yard, not « l’école de Rouen »', () => {
    const r = writtenForTitle('terrassier', 'TRAVAUX DE RENATURATION DES COURS D’ECOLE - PROGRAMME 2024');
    expect(r.analysis.sites).toMatchObject({ noun: 'cours d’école', unit: 'cour' });
    expect(r.memoire).toMatch(/Organisation cour par cour/);
    expect(r.text).not.toMatch(/l’école de|cours d’ecole|La cour est celle d’une école/);
  });
});

describe('multi-part objects: every part is answered', () => {
  it('a global performance contract of lighting and traffic lights: the lights’ standards and the operation', () => {
    const r = writtenForTitle(
      'electricien',
      'Marché global de performance incluant la conception, l’exploitation, la maintenance et la rénovation des installations d’éclairage public et de la signalisation lumineuse tricolore',
      ['Eclairage public', 'Signalisation'],
    );
    expect(r.memoire).toMatch(/NF EN 12675/);
    expect(r.memoire).toMatch(/NF EN 12368/);
    expect(r.memoire).toMatch(/une panne de carrefour \(feux éteints ou au rouge\) est traitée en urgence/);
    expect(r.memoire).toMatch(/L’exploitation et la maintenance que joint le marché global de performance/);
  });

  it('street lighting alone gets neither the traffic lights nor the performance contract’s operation', () => {
    const r = writtenForTitle('electricien', 'Rénovation de l’éclairage public de la commune');
    expect(r.memoire).not.toMatch(/NF EN 12675|carrefours à feux|marché global de performance/);
  });

  it('changing rooms and stands: showers’ volumes and the safety lighting of a place open to the public', () => {
    const r = writtenForTitle(
      'electricien',
      'Construction de vestiaires et de gradins au campus 1 de l’université de Caen',
    );
    expect(r.memoire).toMatch(/partie 7-701 de la NF C 15-100/);
    expect(r.memoire).toMatch(/Ces locaux reçoivent du public : l’éclairage de sécurité/);
    expect(r.memoire).toMatch(/NF C 71-800/);
  });

  it('a rented modular building: who supplies and rents the modules, removable pads, no scaffold', () => {
    const r = writtenForTitle(
      'macon',
      'Travaux de construction d’un bâtiment modulaire provisoire à destination de salles de classes et location',
      ['Bâtiments modulaires', 'Gros oeuvre'],
    );
    expect(r.memoire).toMatch(/Le marché comprend la fourniture et la location du bâtiment modulaire/);
    expect(r.memoire).toMatch(/Le bâtiment étant provisoire, ses appuis sont démontables/);
    // (the company's scaffold stays in its equipment table, « non affecté »)
    expect(r.text).not.toMatch(/R408|élévations neuves|chafaudage de pied[^|\n]*—/);
  });

  it('a town’s CCTV on the public way cites its prefectoral authorisation and the images’ retention', () => {
    const r = writtenForTitle(
      'electricien',
      'Travaux de refonte, d’extension et maintenance d’un dispositif de vidéo-protection',
      ['Surveillance'],
    );
    expect(r.memoire).toMatch(
      /autorisation préfectorale du code de la sécurité intérieure \(articles L251-1 et suivants\)/,
    );
    expect(r.memoire).toMatch(/arrêté du 3 août 2007/);
  });

  it('a social landlord’s windows: the tenant, the asbestos survey before removal, the air inlets', () => {
    const r = writtenForTitle('menuisier', 'Entretien et réparation des menuiseries du patrimoine locatif', [
      'Menuiserie',
    ]);
    expect(r.memoire).toMatch(/le repérage amiante avant travaux est demandé au bailleur/);
    expect(r.memoire).toMatch(/garde les entrées d’air que demande la ventilation du logement/);
  });
});

describe('a social landlord named after its département is measured from the préfecture', () => {
  it('« Habitations de Haute-Provence »: Digne-les-Bains, said so', () => {
    const context = buyerContext(
      'macon',
      'Réalisation de travaux tous corps d’état sur le patrimoine',
      'Habitations de Haute-Provence',
      ['04'],
    );
    expect(analyse(context).place.around).toBe('Digne-les-Bains');
    expect(writtenFor(context).memoire).toMatch(/distance mesurée à Digne-les-Bains, sa préfecture/);
  });
});

describe('the operation’s short name is quoted where it is introduced, not in every section', () => {
  it('at most three times, the later sections saying « l’opération » or « ce chantier »', () => {
    const r = writtenForTitle('macon', 'Travaux de réhabilitation de l’école Louis Marin à La Ciotat');
    expect(r.text.match(/«.Réhabilitation de l’école Louis Marin.»/g)?.length ?? 0).toBeLessThanOrEqual(3);
    // (the later sections say the building, not its quoted name)
    expect(r.text).toMatch(/Le DOE de l’école, remis/);
    expect(r.text).not.toMatch(/(?:PPSPS|DOE|Après la réception)[^.]*«.Réhabilitation/);
  });
});

describe('round 21: a trail, an intercommunal body by its initials, works outside the trade’s knowledge', () => {
  const GR = 'Gr 65 : Requalification des premiers kilomètres du chemin de Saint-Jacques-de-Compostelle';

  it('a long-distance trail gets the trail’s kind, in capitals, and no sewer from « réseaux divers »', () => {
    const r = writtenForTitle('terrassier', GR, ['Voirie', 'Voirie et réseaux divers']);
    expect(r.kinds).toEqual(['sentier']);
    expect(r.memoire).toMatch(/Le balisage de l’itinéraire est relevé puis reposé avec son gestionnaire/);
    expect(r.text).toMatch(/«.GR 65 : Requalification/);
    expect(r.text).not.toMatch(/\bGr 65|assainissement|Ensevelissement en tranchée|Fascicule 70/);
  });

  it('« Ca du Puy en Velay » is the Communauté d’agglomération du Puy-en-Velay, measured from its town', () => {
    expect(communeBuyerName('Ca du Puy en Velay')).toBe('Communauté d’agglomération du Puy en Velay');
    expect(communeBuyerName('CC de la Vallée de l’Hérault')).toBe('Communauté de communes de la Vallée de l’Hérault');
    const context = buyerContext('terrassier', GR, 'Ca du Puy en Velay', ['43']);
    const text = writtenFor(context).text;
    expect(text).toMatch(/La Communauté d’agglomération du Puy en Velay consulte/);
    expect(text).toMatch(/Le chantier, autour du Puy-en-Velay, est à environ \d+\u00a0km/);
  });

  it('does not claim a maçon’s décennale covers pontoons on piles: the user checks it', () => {
    const r = writtenForTitle('macon', 'Travaux de démolition et remplacement de deux pontons sur pieux', [
      'Installation portuaire',
    ]);
    // (a kind of their own since round 22: marine civil works, which « maçonnerie » does not name)
    expect(r.kinds).toEqual(['pontons']);
    expect(r.letter).not.toMatch(/Nos travaux sont couverts par une assurance décennale/);
    expect(r.todo).toMatch(/décennale/);
  });
});

describe('round 21, fresh terrassier notices: a déchetterie, sidewalks on a bridge, a syndicate by its initials', () => {
  it('a new déchetterie: its quays, fall protection, heavy pavement and hydrocarbon separator', () => {
    const r = writtenForTitle('terrassier', 'Construction d’une nouvelle déchetterie à SAINT-DIZIER (52)', [
      'Déchetterie (travaux)',
    ]);
    expect(r.kinds).toEqual(['dechetterie']);
    expect(r.memoire).toMatch(/Une déchetterie se construit autour de ses quais/);
    expect(r.memoire).toMatch(/NF EN 858-1/);
    expect(r.rowsText(/Contrôles/)).toMatch(/Murs de quai : implantation, aplomb et drainage/);
  });

  it('sidewalks on a bridge: the sidewalks’ kind, the deck’s rules, despite « réseaux divers »', () => {
    const r = writtenForTitle('terrassier', 'Travaux d’aménagement des trottoirs du Pont du Cruet sur la Rd1212', [
      'Revêtements de sols',
      'Terrassement',
      'Voirie',
      'Voirie et réseaux divers',
    ]);
    expect(r.kinds).toEqual(['trottoirs']);
    expect(r.memoire).toMatch(/Sur un pont, le tablier commande la méthode/);
    expect(r.text).not.toMatch(/terre végétale|assainissement/);
  });

  it('« SDED 52 » takes its article', () => {
    const context = buyerContext('terrassier', 'Construction d’une nouvelle déchetterie', 'SDED 52', ['52']);
    const text = writtenFor(context).text;
    expect(text).toMatch(/(?:avec|par) le SDED 52/);
    expect(text).not.toMatch(/(?:avec|par|de) SDED 52/);
  });
});
