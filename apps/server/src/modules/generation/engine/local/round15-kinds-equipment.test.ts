/**
 * Round 15: an object whose key noun is an equipment the trade's general knowledge does not describe (a GTB, a
 * lift, street cameras, access control, a fire alarm, fibre) is not written with the trade's default work — no
 * heating generators for a GTB, no timber roof for a lift —, but with a kind made for it or the trade-neutral
 * method; the same equipment beside a building operation (« réhabilitation de l’école incluant la GTB ») keeps it.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, eachProfileAnyNature, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';
import { equipementHorsModele } from './knowledge/generique.ts';

describe('GTB upgrade of a prison (24-16039)', () => {
  itOnRealNotices()('the heating engineer writes a GTB: points, protocol, supervision, migration — no heating', () => {
    eachProfileAnyNature('24-16039', 'chauffagiste', (r) => {
      expect(r.kinds).toEqual(['gtb']);
      expect(r.text).not.toMatch(/période de chauffe/);
      expect(r.text).not.toMatch(/gaz \(PG\)|qualification gaz|fluides frigorigènes/i);
      expect(r.text).not.toMatch(/générateurs? et (des )?émetteurs/);
      expect(r.text).toMatch(/liste des points/);
      expect(r.text).toMatch(/BACnet/);
      expect(r.text).toMatch(/logiciel de supervision/);
      expect(r.text).toMatch(/essais point à point/);
      expect(r.text).toMatch(/sans perte de service/);
      expect(r.text).toMatch(/NF EN ISO 16484/);
      expect(r.text).toMatch(/NF EN ISO 52120-1/);
      expect(r.text).toMatch(/lorsque le bâtiment y est soumis/);
      expect(r.text).toMatch(/B2V/);
      expect(r.text).not.toMatch(/EN 15232/);
    });
  });

  itOnRealNotices()('the electrician writes the same kind, with its cabinets and bus', () => {
    eachProfileAnyNature('24-16039', 'electricien', (r) => {
      expect(r.kinds).toEqual(['gtb']);
      expect(r.text).toMatch(/armoires et coffrets d’automates/);
      expect(r.text).toMatch(/liste des points/);
      expect(r.text).not.toMatch(/générateurs? et (des )?émetteurs|période de chauffe/);
    });
  });

  it('a GTB beside the heating or in a school rehabilitation keeps the heating method', () => {
    for (const title of [
      'Réhabilitation du groupe scolaire Jean Moulin incluant la GTB',
      'Remplacement de la chaufferie et de la GTB de la mairie',
      'Travaux de chauffage, ventilation et supervision du gymnase',
    ]) {
      const r = writtenFor(contextFor('chauffagiste', title));
      expect(r.kinds, title).not.toContain('gtb');
      expect(r.generique, title).toBe(false);
    }
  });

  it('a GTC replaced alone is the GTB kind for the heating engineer', () => {
    const r = writtenFor(contextFor('chauffagiste', 'Remplacement de la GTC du centre hospitalier'));
    expect(r.kinds).toEqual(['gtb']);
    expect(r.text).not.toMatch(/période de chauffe/);
  });
});

describe('lifts at an airport (24-20116)', () => {
  itOnRealNotices()('the charpentier builds the shaft for the lift installer — no roof, no roofer', () => {
    eachProfileAnyNature('24-20116', 'charpentier', (r) => {
      expect(r.kinds).toEqual(['gaine_ascenseur']);
      expect(r.text).not.toMatch(/hors d’eau/);
      expect(r.text).not.toMatch(/couvreur/);
      expect(r.text).not.toMatch(/C24|GL24h/);
      expect(r.text).toMatch(/ascensoriste/);
      expect(r.text).toMatch(/NF EN 81-20/);
      expect(r.text).toMatch(/notre méthode présume/);
      expect(r.text).toMatch(/trémie/);
    });
  });

  itOnRealNotices()('the serrurier builds a steel shaft and its enclosure', () => {
    eachProfileAnyNature('24-20116', 'serrurier', (r) => {
      expect(r.kinds).toEqual(['gaine_ascenseur']);
      expect(r.text).toMatch(/structure métallique/);
      expect(r.text).toMatch(/verre feuilleté de sécurité/);
      expect(r.text).toMatch(/ascensoriste/);
      expect(r.text).not.toMatch(/portails?|clôtures?/i);
    });
  });

  itOnRealNotices()('other trades answer with the neutral method and the lift installer’s interfaces', () => {
    for (const trade of ['couvreur', 'electricien', 'chauffagiste', 'vitrier'] as const) {
      eachProfileAnyNature('24-20116', trade, (r) => {
        expect(r.generique, trade).toBe(true);
        expect(r.text, trade).toMatch(/Interfaces avec l’ascensoriste/);
        expect(r.text, trade).not.toMatch(/hors d’eau|période de chauffe/);
      });
    }
  });

  itOnRealNotices()('renovating lifts in service is no shaft to build: the neutral method', () => {
    eachProfileAnyNature('24-18771', 'charpentier', (r) => {
      expect(r.generique).toBe(true);
      expect(r.kinds).toEqual([]);
      expect(r.text).not.toMatch(/mise hors d’eau|Exécution : rénovation de 2 ascenseurs/);
    });
  });

  it('a named shaft structure is the kind; a new gym with a lift keeps the roof frame', () => {
    expect(
      writtenFor(contextFor('charpentier', 'Structure métallique de la gaine d’ascenseur du collège')).kinds,
    ).toEqual(['gaine_ascenseur']);
    const gym = writtenFor(
      contextFor('charpentier', 'Construction d’une salle de sports et installation d’un ascenseur PMR'),
    );
    expect(gym.kinds).not.toContain('gaine_ascenseur');
    expect(gym.generique).toBe(false);
  });
});

describe('the key noun of an object (equipementHorsModele)', () => {
  it('reads the first work the object names, not an equipment beside a building operation', () => {
    expect(equipementHorsModele('chauffagiste', "creation d'ascenseurs")).toBe('ascenseur');
    expect(
      equipementHorsModele(
        'peintre',
        "travaux de modernisation et d'extension du dispositif de videoprotection de la ville",
      ),
    ).toBe('video');
    expect(equipementHorsModele('plombier', 'travaux de cablage informatique en ffth et en ffto')).toBe('fibre');
    expect(
      equipementHorsModele('menuisier', "travaux de rehabilitation de l'hotel de mailly nesle - lot 5 : ascenseur"),
    ).toBe('ascenseur');
    for (const own of [
      'rehabilitation du groupe scolaire incluant la gtb',
      "restructuration des zones de change et creation d'un monte-charge",
      "remplacement de la production de chaleur gaz et production d'electricite photovoltaique",
      "construction d'une salle de sports, installation d'un ascenseur",
    ]) {
      expect(equipementHorsModele('chauffagiste', own), own).toBeNull();
    }
    // The electrician's cameras are his own work.
    expect(equipementHorsModele('electricien', "installation d'un dispositif de videoprotection")).toBeNull();
  });

  itOnRealNotices()('street cameras are not written as a new building for a maçon (24-15778)', () => {
    eachProfileAnyNature('24-15778', 'macon', (r) => {
      expect(r.generique).toBe(true);
      expect(r.kinds).toEqual([]);
    });
  });
});
