/**
 * Round 9 — sites the notice names and that had no constraint (round 7 grading, defects 1, 3, 6, 7):
 *
 * - a road tunnel or a motorway in service: works in the operator's closures, its signing and rules;
 * - an overseas site: freight lead times, hot and humid climate, lodging of the team;
 * - a funeral use: discreet works, families and ceremonies respected, the place's hygiene rules;
 * - a crèche named beside a school is read too (no longer dropped behind the school);
 * - object halves: « reprise des accès », « espaces d’apaisement », a police station, the fire
 *   stations of an SDIS, the stage of a theatre, a « réfection partielle » — each in the
 *   comprehension, as a point to check, never as scope the notice does not state;
 * - seams: « Les réservations … sont demandées », no nested brackets in the waste paragraph, no
 *   « Exécution par bons de commande » where the notice hedges between orders and marchés subséquents;
 * - equipment phases: a nacelle beside a scaffold, a nacelle « pour la couverture », the airless
 *   pump, a workshop never « loué sur place ».
 */
import { describe, expect, it } from 'vitest';
import {
  eachProfile,
  contextFor,
  itOnRealNotices,
  PROFILES,
  realContext,
  findRealNotice,
  writtenFor,
} from '../../../../test/writing.ts';

const OPERATOR_CLOSURES = /fermetures ou (?:les )?neutralisations de voies accordées par l’exploitant/;

describe('road tunnels and motorways in service', () => {
  it('a tunnel duct: closures, the operator’s rules and signing, the confined space', () => {
    const r = writtenFor(
      contextFor(
        'serrurier',
        'Modification des plateformes métalliques en gaine d’air frais du tunnel routier de Chamoise',
      ),
    );
    expect(r.section('comprehension')).toMatch(OPERATOR_CLOSURES);
    expect(r.section('comprehension')).toMatch(/se tiennent dans le tunnel, ouvrage routier en service/);
    expect(r.section('methodologie')).toMatch(/espace confiné/);
    expect(r.withRows('securite')).toMatch(/règles de sécurité [^.]*autorisations d’accès/);
    expect(r.withRows('securite')).toMatch(/Intervention dans un tunnel routier en service/);
  });

  it('a motorway wall: the same frame, said of the motorway', () => {
    const r = writtenFor(contextFor('macon', 'Autoroute A7 – Renforcement d’un mur de soutènement'));
    expect(r.section('comprehension')).toMatch(/sur l’autoroute, en service pendant les travaux/);
    expect(r.section('planning')).toMatch(/créneaux de fermeture ou de neutralisation/);
  });

  it('no road in service: none of it (a car-wash « tunnel de lavage » neither)', () => {
    for (const title of ['Réfection de la couverture de la mairie de Bron', 'Remplacement du tunnel de lavage']) {
      const r = writtenFor(contextFor(title.includes('lavage') ? 'serrurier' : 'couvreur', title));
      expect(r.text).not.toMatch(/exploitant \(souvent de nuit\)|créneaux de fermeture/);
    }
  });

  itOnRealNotices()('the Fréjus tunnel and the A8 walls (real notices), both profiles', () => {
    for (const [trade, pattern, id] of [
      ['serrurier', /tunnel du frejus/, '24-20030'],
      ['macon', /autoroute a8/, '24-19564'],
    ] as const) {
      const notice = findRealNotice(trade, pattern, { id, among: 100 });
      for (const company of PROFILES) {
        const r = writtenFor(realContext(notice, company), { seams: false });
        expect(r.section('comprehension')).toMatch(OPERATOR_CLOSURES);
        expect(r.withRows('securite')).toMatch(/signalisation temporaire de la fermeture/);
      }
    }
  });
});

describe('overseas and funeral sites', () => {
  it('a funeral parlour in Guyane: freight, climate, lodging; discretion, families, hygiene', () => {
    const r = writtenFor(
      contextFor('plaquiste', 'Construction d’une chambre funéraire à Saint-Laurent-du-Maroni (Guyane)'),
    );
    const comprehension = r.section('comprehension');
    // (Guyane is reached by sea, then by road or river: no island's « fret aérien » only.)
    expect(comprehension).toMatch(/fret maritime, puis routier ou fluvial selon la desserte du site/);
    expect(comprehension).toMatch(/termites/);
    expect(r.section('planning')).toMatch(/hébergement et le transport de l’équipe/);
    expect(comprehension).toMatch(
      /usage funéraire : s’il reçoit des défunts[^.]*ceux-ci restent discrets, l’accès des familles et les cérémonies sont respectés/,
    );
    expect(r.section('methodologie')).toMatch(/suspendues pendant les cérémonies/);
  });

  it('a mainland office: no freight, no funeral text', () => {
    const r = writtenFor(contextFor('plaquiste', 'Aménagement des bureaux de la mairie de Vienne'));
    expect(r.text).not.toMatch(/fret maritime|cérémonies/);
  });

  itOnRealNotices()('Maripa-Soula’s funeral parlour (real notice), both profiles', () => {
    eachProfile(
      'plaquiste',
      '24-20136',
      /chambre funeraire/,
      (r) => {
        expect(r.section('comprehension')).toMatch(/outre-mer[\s\S]*fret/);
        expect(r.section('comprehension')).toMatch(/familles/);
      },
      100,
    );
  });
});

describe('object halves read in the comprehension', () => {
  it('a crèche beside a school: the crèche is read, the school too', () => {
    const r = writtenFor(contextFor('peintre', 'Réhabilitation du groupe scolaire et de la crèche des Prés'));
    const comprehension = r.section('comprehension');
    expect(comprehension).toMatch(/accueille des enfants/);
    expect(comprehension).toMatch(/La crèche que nomme l’objet accueille de jeunes enfants/);
    const alone = writtenFor(contextFor('peintre', 'Réhabilitation du groupe scolaire des Prés'));
    expect(alone.text).not.toMatch(/crèche que nomme/);
  });

  it('« reprise des accès », calming rooms, police, fire stations, a stage, « partielle »', () => {
    const cases = [
      [
        'charpentier',
        'Création d’un abri deux roues et reprise des accès au collège de Cognin',
        /reprise des accès : si elle relève de notre marché/,
      ],
      [
        'carreleur',
        'Création d’espaces d’apaisement au centre hospitalier d’Agen',
        /espaces d’apaisement que nomme l’objet reçoivent des patients en crise/,
      ],
      [
        'menuisier',
        'Aménagement des locaux de la police municipale de Bron',
        /service de police : l’accès y est contrôlé/,
      ],
      [
        'plombier',
        'Travaux d’entretien sur le patrimoine du SDIS de la Marne',
        /départs des véhicules ne sont jamais gênés/,
      ],
      ['electricien', 'Modernisation du SSI du théâtre municipal de Vienne', /scène du théâtre et sa cage/],
      [
        'etancheur',
        'Réfection partielle des toitures du collège de Langres',
        /réfection partielle : les parties concernées et leur étendue sont un point à vérifier/,
      ],
    ] as const;
    for (const [trade, title, said] of cases) {
      expect(writtenFor(contextFor(trade, title)).section('comprehension')).toMatch(said);
    }
    // None of them where the object does not name it.
    const plain = writtenFor(contextFor('etancheur', 'Réfection des toitures du collège de Langres'));
    expect(plain.text).not.toMatch(/réfection partielle|reprise des accès|scène du théâtre|patients en crise/);
  });

  itOnRealNotices()('the real notices of round 7 read their second half', () => {
    const cases = [
      ['charpentier', /abri deux roues/, /reprise des accès/, '24-19643'],
      ['plombier', /sdis/, /centre d’incendie et de secours/, '24-15273'],
      ['electricien', /novarina/, /scène du théâtre/, '24-20175'],
    ] as const;
    for (const [trade, pattern, said, id] of cases) {
      const notice = findRealNotice(trade, pattern, { id, among: 100 });
      expect(writtenFor(realContext(notice), { seams: false }).section('comprehension')).toMatch(said);
    }
  });
});

describe('seams and equipment phases', () => {
  it('a hall’s bookings: « sont demandées » (feminine plural)', () => {
    const r = writtenFor(contextFor('couvreur', 'Réfection de la couverture de la salle polyvalente de Bron'));
    expect(r.text).toMatch(/Les réservations et les manifestations prévues sont demandées/);
    expect(r.text).not.toMatch(/manifestations prévues sont demandés/);
  });

  it('the waste paragraph has no nested brackets', () => {
    const r = writtenFor(contextFor('chauffagiste', 'Remplacement de la chaufferie et des PAC de la mairie de Bron'));
    expect(r.section('environnement')).not.toMatch(/\([^()]*\([^()]*\)\)/);
  });

  it('orders or marchés subséquents: the method does not settle it on « bons de commande »', () => {
    const r = writtenFor(
      contextFor(
        'electricien',
        'Accord-cadre multi-attributaire exécuté par bons de commande ou marchés subséquents : enfouissement des réseaux',
      ),
    );
    expect(r.section('methodologie')).not.toMatch(/Exécution par bons de commande/);
    // Neither named (the SYDEEL66 notice): the comprehension hedges, the method and HSE follow it.
    const hedged = writtenFor(
      contextFor('electricien', 'Accord-cadre multi-attributaire pour l’enfouissement des réseaux électriques'),
    );
    expect(hedged.section('comprehension')).toMatch(/bons de commande ou marchés subséquents/);
    expect(hedged.text).not.toMatch(/Exécution par bons de commande|s’exécute par bons de commande/);
    // Named: said as the notice says it.
    const named = writtenFor(
      contextFor('electricien', 'Accord-cadre à bons de commande pour l’entretien de l’éclairage public'),
    );
    expect(named.section('methodologie')).toMatch(/Exécution par bons de commande/);
  });

  it('equipment: a nacelle beside a scaffold, a nacelle for the roof, the airless pump, no workshop hired', () => {
    const roof = writtenFor(contextFor('couvreur', 'Réfection de la couverture en ardoise de la mairie de Bron'));
    const nacelle =
      roof
        .section('moyens_materiels')
        .split('\n')
        .find((l) => /^- Nacelle/.test(l)) ?? '';
    if (/Échafaudage de pied/.test(roof.section('moyens_materiels'))) {
      expect(nacelle).not.toMatch(/de « préparation/);
    }
    const shelter = writtenFor(contextFor('charpentier', 'Création d’un abri vélos au collège de Cognin'));
    const means = shelter.section('moyens_materiels');
    expect(means).not.toMatch(/^- Atelier de taille/m);
    expect(means.split('\n').find((l) => /^- Nacelle pour la couverture/.test(l)) ?? 'couverture').toMatch(
      /couverture/,
    );
    const paint = writtenFor(
      contextFor('peintre', 'Peinture intérieure de l’école Jules-Ferry de Vienne', { company: PROFILES[1] }),
    );
    const pump =
      paint
        .section('moyens_materiels')
        .split('\n')
        .find((l) => /airless/i.test(l)) ?? '';
    expect(pump).not.toMatch(/préparation des supports/);
  });
});
