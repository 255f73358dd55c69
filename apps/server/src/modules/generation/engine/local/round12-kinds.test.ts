/**
 * Round 12, issue 13: kinds of work decided on the object, not on the descripteurs that list the whole
 * operation's trades — a new extension's roof is a new roof, though the notice lists « Démolition ».
 */
import { describe, expect, it } from 'vitest';
import { contextFor, eachProfile, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';

describe('the roof of a new extension (couvreur, 24-15906)', () => {
  itOnRealNotices()('is a new roof: support received from the structure lot, nothing of an existing roof', () => {
    eachProfile('couvreur', '24-15906', /construction d'une extension/, (r) => {
      expect(r.kinds).toEqual(['couverture_neuve']);
      expect(r.text).toMatch(/Réception du support/);
      expect(r.text).not.toMatch(/couverture existante|découverture|à préciser au CCTP/);
    });
  });

  it('a « Démolition » descripteur does not make a construction’s roof an intervention on an old one', () => {
    const r = writtenFor(
      contextFor('couvreur', 'Construction d’une extension de la médiathèque', {
        descripteurs: ['Démolition', 'Gros oeuvre', 'Charpente'],
      }),
    );
    expect(r.kinds).toEqual(['couverture_neuve']);
    expect(r.text).not.toMatch(/dépose de la couverture existante/);
  });
});

describe('the tiled floor of a hall the public walks through (carreleur, 24-19796)', () => {
  itOnRealNotices()('U4P3 at least, slip resistance, an entrance mat, the hall redone by halves', () => {
    eachProfile('carreleur', '24-19796', /conservatoire/, (r) => {
      expect(r.text).toMatch(/classement UPEC U4P3 au moins/);
      expect(r.text).toMatch(/NF P 05-011/);
      expect(r.text).toMatch(/tapis de propreté encastré/);
    });
  });

  it('a sports hall or a show venue does not get the entrance-hall paragraph', () => {
    for (const title of [
      'Réfection du carrelage du hall de sport',
      'Réfection des sols du hall du théâtre municipal',
    ]) {
      expect(writtenFor(contextFor('carreleur', title)).text).not.toMatch(/tapis de propreté encastré/);
    }
  });
});

describe('the overseas rules where the site is (menuisier, 24-15227 at La Réunion)', () => {
  itOnRealNotices()('RTAA DOM, seismic zone 2, cyclones, salt air; an island is reached by sea or air', () => {
    eachProfile('menuisier', '24-15227', /domenjod/, (r) => {
      expect(r.text).toMatch(/outre-mer \(La Réunion\)/);
      expect(r.text).toMatch(/RTAA DOM/);
      expect(r.text).toMatch(/zone de sismicité 2 \(Eurocode 8\)/);
      expect(r.text).toMatch(/alerte cyclonique/);
      expect(r.text).not.toMatch(/fluvial/);
    });
  });

  it('Guyane: no cyclone, seismic zone 1, sea then road or river', () => {
    const r = writtenFor(
      contextFor('menuisier', 'Remplacement des menuiseries du collège de Saint-Laurent-du-Maroni (Guyane)'),
    );
    expect(r.text).toMatch(/zone de sismicité 1/);
    expect(r.text).not.toMatch(/cyclon/);
    expect(r.text).toMatch(/routier ou fluvial/);
  });
});

describe('a contract of repairs and upkeep classed « Climatisation » (chauffagiste, 24-14697)', () => {
  itOnRealNotices()('is an upkeep contract whose refrigerant rules apply (F-gas 2024/573)', () => {
    eachProfile('chauffagiste', '24-14697', /reparation, d'entretien/, (r) => {
      expect(r.kinds).toEqual(['entretien_cvc']);
      expect(r.text).toMatch(/Règlement \(UE\) 2024\/573/);
      expect(r.text).toMatch(/Fluides frigorigènes récupérés/);
    });
  });

  it('a long list of descripteurs (a whole operation) is not read into the works', () => {
    const r = writtenFor(
      contextFor('chauffagiste', 'Réhabilitation de la mairie', {
        descripteurs: ['Climatisation', 'Gros oeuvre', 'Menuiserie', 'Peinture (travaux)'],
      }),
    );
    expect(r.text).not.toMatch(/2024\/573/);
  });
});

describe('guarantees of an upkeep contract of equipment (Cass. 3e civ., 21 mars 2024)', () => {
  itOnRealNotices()(
    'equipment replaced on installations in service: no biennale nor décennale promised (24-14697)',
    () => {
      eachProfile('chauffagiste', '24-14697', /reparation, d'entretien/, (r) => {
        const garanties = r.section('garanties');
        expect(garanties).toMatch(
          /remplacés ou ajoutés sur les installations existantes[^.]*ni garantie biennale ni décennale/,
        );
        expect(garanties).not.toMatch(/^- Décennale \(10 ans/m);
        expect(garanties).not.toMatch(/^- Bon fonctionnement \(2 ans/m);
      });
    },
  );

  it('a new boiler room is a new installation: its kind, its legal guarantees', () => {
    const r = writtenFor(contextFor('chauffagiste', 'Construction de la chaufferie du nouveau gymnase'));
    expect(r.kinds).not.toContain('production_chaleur');
    expect(r.text).not.toMatch(/rénovation de la production de chaleur/);
    expect(r.section('garanties')).toMatch(/Bon fonctionnement \(2 ans/);
    expect(r.section('garanties')).not.toMatch(/ni garantie biennale ni décennale/);
  });
});

describe('luminaires replaced in a museum open to the public (électricien, 24-20026)', () => {
  itOnRealNotices()('its own kind: survey of the control, a sample luminaire, UV-free near collections, WEEE', () => {
    eachProfile('electricien', '24-20026', /luminaires/, (r) => {
      expect(r.kinds).toEqual(['remplacement_luminaires']);
      expect(r.text).toMatch(/luminaire témoin/);
      expect(r.text).toMatch(/n’émettent pas d’ultraviolet/);
      expect(r.text).toMatch(/NF EN 60598-1/);
      expect(r.text).toMatch(/Tubes fluorescents et lampes/);
      expect(r.text).not.toMatch(/courants forts et courants faibles|NF EN IEC 61439/);
    });
  });

  it('street lighting and a new building keep their own kinds', () => {
    expect(
      writtenFor(contextFor('electricien', 'Remplacement des luminaires d’éclairage public de la rue Haute')).kinds,
    ).not.toContain('remplacement_luminaires');
    expect(
      writtenFor(contextFor('electricien', 'Construction d’une école : remplacement des luminaires prévus au projet'))
        .kinds,
    ).not.toContain('remplacement_luminaires');
  });
});

describe('a boarding house still to be built (carreleur, 24-19784)', () => {
  itOnRealNotices()('has no boarders at night', () => {
    eachProfile('carreleur', '24-19784', /internat/, (r) => {
      expect(r.text).not.toMatch(/a un internat : des élèves y sont présents|internes/);
    });
  });

  it('an existing boarding school keeps its boarders', () => {
    const r = writtenFor(contextFor('carreleur', 'Réfection des sanitaires de l’internat du lycée agricole'));
    expect(r.text).toMatch(/a un internat : des élèves y sont présents le soir et la nuit/);
  });
});
