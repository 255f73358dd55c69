/**
 * Round 26 (ouvrage d’art): a road bridge deconstructed and rebuilt over a stream (24-15080, RD 6 at
 * Châteauvillain) answered with a bare « travaux décrits au CCTP » skeleton and nothing on the watercourse. The
 * small bridge or culvert built, rebuilt or repaired by a civil-works contractor has its kind: Eurocodes, fascicule
 * 65, exposure classes for de-icing salts, precast frames, works in the stream at low water, the road closed, the
 * old deck taken down without debris in the water, the backfill behind the abutments, the deck's waterproofing.
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';
import { OUVRAGES_ART_TERRASSIER } from './knowledge/sous-types-ouvrage-art.ts';

describe('a small bridge or a culvert is an ouvrage d’art', () => {
  it('the phases of each case (rebuilt, repaired, new) sum to one', () => {
    expect(OUVRAGES_ART_TERRASSIER).toHaveLength(3);
    for (const st of OUVRAGES_ART_TERRASSIER) {
      expect((st.phases ?? []).reduce((s, p) => s + p.part, 0)).toBeCloseTo(1, 10);
    }
  });

  it('a new crossing: no demolition phase; a rebuilt one: the demolition phase', () => {
    const neuf = writtenForTitle(
      'terrassier',
      'Réalisation d’un ouvrage de franchissement sur le canal et des voiries associées',
    );
    expect(neuf.kinds).toEqual(['ouvrage_art']);
    expect(neuf.text).toMatch(/Installation et batardeau/);
    expect(neuf.text).not.toMatch(/Batardeau et démolition/);
    expect(neuf.text).not.toMatch(/Déconstruction de l’ancien ouvrage/);
    const rebuilt = writtenForTitle('terrassier', 'Remplacement du pont-cadre du ruisseau des Aulnes');
    expect(rebuilt.kinds).toEqual(['ouvrage_art']);
    expect(rebuilt.text).toMatch(/Batardeau et démolition de l’ancien ouvrage/);
  });

  it('a bridge rebuilt over a stream: Eurocodes, fascicule 65, XF/XD, the stream, the road, the deconstruction', () => {
    const r = writtenForTitle(
      'terrassier',
      'RD 12 - Démolition et reconstruction du pont franchissant le ruisseau de la Fontaine',
    );
    expect(r.kinds).toEqual(['ouvrage_art']);
    expect(r.generique).toBe(false);
    for (const ref of ['NF EN 1990', 'NF EN 1991-2', 'NF EN 1992-2', 'NF EN 1997-1', 'Fascicule 65 du CCTG']) {
      expect(r.text).toContain(ref);
    }
    expect(r.text).toMatch(/sels de déverglaçage \(XD\)/);
    expect(r.text).toMatch(/dossier loi sur l’eau du maître d’ouvrage/);
    expect(r.text).toMatch(/batardeau/);
    expect(r.text).toMatch(/turbidité/);
    expect(r.text).toMatch(/substrat reconstitué/);
    expect(r.text).toMatch(/déviation signalée, ou maintenue en alternat/);
    expect(r.text).toMatch(/rien ne tombe dans le cours d’eau/);
    expect(r.text).toMatch(/remblais contigus/);
    expect(r.text).toMatch(/fascicule 67 titre I/);
    expect(r.text).toMatch(/NF EN 1317/);
    expect(r.text).toMatch(/Chute à l’eau et noyade/);
    // (no sewer trench, no sewer standard, no asphalt road method)
    expect(r.text).not.toMatch(/Fascicule 70|NF P 98-331|inspection télévisée|Décapage et terrassements/);
  });

  it('a culvert replaced under a road: the precast frame (NF EN 14844), the stream kept flowing', () => {
    const r = writtenForTitle('terrassier', 'Remplacement du dalot sous la RD 35 au droit du ruisseau des Prés');
    expect(r.kinds).toEqual(['ouvrage_art']);
    expect(r.text).toMatch(/NF EN 14844/);
    expect(r.text).toMatch(/Batardeau et dérivation des eaux/);
    const pont = writtenForTitle('terrassier', 'Création d’un passage busé pour le franchissement du ruisseau');
    expect(pont.kinds).toEqual(['ouvrage_art']);
  });

  it('a small bridge repaired: the diagnosis and NF EN 1504, no deconstruction', () => {
    const r = writtenForTitle('terrassier', 'Réparation de l’ouvrage d’art du ruisseau de Vaux sur la VC 3');
    expect(r.kinds).toEqual(['ouvrage_art']);
    expect(r.text).toMatch(/NF EN 1504/);
    expect(r.text).toMatch(/Diagnostic et préparation des supports/);
    expect(r.text).not.toMatch(/Déconstruction de l’ancien ouvrage|Fascicule 68/);
  });

  it('no bridge: sidewalks of a bridge, a weighbridge, an overhead crane, a town named « Pont-… », a large river', () => {
    for (const title of [
      'Travaux d’aménagement des trottoirs du Pont du Cruet sur la Rd1212',
      'Remplacement du pont bascule de la déchetterie',
      'Remplacement du pont roulant de l’atelier',
      'Réfection de la voirie rue de la Gare à Pont-de-Roide',
      'Rd 76 - Réfection du pont sur l’Isère - Pr 0+305',
      'Busage des fossés du chemin des Vignes',
    ]) {
      expect(writtenForTitle('terrassier', title).kinds, title).not.toContain('ouvrage_art');
    }
    expect(
      writtenForTitle('terrassier', 'Travaux d’aménagement des trottoirs du Pont du Cruet sur la Rd1212').kinds,
    ).toEqual(['trottoirs']);
  });

  it('the maçon: a rebuilt bridge gets the bridge method; a repaired one keeps the repair kind', () => {
    const rebuilt = writtenForTitle('macon', 'Démolition et reconstruction du pont sur le ruisseau du Moulin');
    expect(rebuilt.kinds).toContain('ouvrage_art');
    expect(rebuilt.text).toMatch(/Batardeau et dérivation des eaux/);
    const repaired = writtenForTitle('macon', 'Réparation des passerelles du Vincin');
    expect(repaired.kinds).toEqual(['ouvrage_art']);
    expect(repaired.text).not.toMatch(/Batardeau et dérivation des eaux/);
  });

  itOnRealNotices()('24-15080 (terrassier): the RD 6 bridge over the ruisseau de Bussy, both profiles', () => {
    eachProfileAnyNature('24-15080', 'terrassier', (r) => {
      expect(r.kinds).toEqual(['ouvrage_art']);
      expect(r.generique).toBe(false);
      expect(r.text).toMatch(
        /Nature des travaux, à la lecture de l’objet : ouvrage d’art et ouvrage hydraulique de franchissement/,
      );
      expect(r.text).toMatch(/notre lecture du dossier fait ressortir[^.]*travaux dans le cours d’eau franchi/);
      expect(r.text).not.toMatch(/que l’avis ne nomme pas/);
      expect(r.text).toMatch(/Déconstruction de l’ancien ouvrage/);
      expect(r.text).toMatch(/NF EN 1991-2/);
      expect(r.text).toMatch(/pêche de sauvegarde/);
      expect(r.text).not.toMatch(/travaux décrits au CCTP du chantier/);
    });
  });
});
