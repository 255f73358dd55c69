/**
 * Round 22 (grading of the électricien notice 24-15933, public-lighting luminaires replaced by LED ones): a short
 * name and a letter's object cut between the source and the target of a conversion (« … de sources conventionnelles
 * » without « en LED »), a buyer field naming only a kind of body (« Collectivité territoriale ») written raw though
 * the object names the commune, and a one-off luminaire replacement written with the per-order wording of an upkeep
 * contract and with masts, cables and trenches the object does not name.
 */
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  eachProfileAnyNature,
  itOnRealNotices,
  withCommunes,
  writtenFor,
  writtenForTitle,
} from '../../../../test/writing.ts';
import { analyse, communeOfObject, withCommuneBuyer } from './analysis.ts';
import { conversionOf, projectName } from './french.ts';
import { projectShort } from './sections/shared.ts';

const buyerContext = (title: string, name: string, deps: string[]) =>
  withCommunes(
    contextFor('electricien', title, {
      descripteurs: ['Éclairage public'],
      extra: {
        execution_place: null,
        departements: deps,
        buyer: { name, city: null, postal_code: null, email: null, phone: null, url: null, address: null },
        buyer_name: name,
      },
    }),
  );

const SODIUM =
  'Remplacement des lanternes d’éclairage public à vapeur de sodium en lanternes à LED sur la commune de Montmorency';
const TECHNOLOGIE =
  'Travaux de conversion des luminaires d’éclairage public de technologie sodium en luminaires d’éclairage public de technologie LED sur la commune de Taverny';

describe('a conversion « de A en B » keeps its target in the short name and the object line', () => {
  it('says the target by what sets it apart, the source kept when there is room', () => {
    expect(conversionOf('Remplacement des lanternes à vapeur de sodium en lanternes à LED')?.target).toBe(
      'par des lanternes à LED',
    );
    expect(projectName(TECHNOLOGIE)).toBe(
      'Travaux de conversion des luminaires d’éclairage public de technologie sodium en luminaires LED',
    );
    // (a building becoming another is no conversion of a thing into the same thing)
    expect(conversionOf('Transformation de la salle Saint Joseph en café-épicerie')).toBeNull();
  });

  it('never cuts the short name before the target', () => {
    for (const title of [SODIUM, TECHNOLOGIE]) {
      const a = analyse(buyerContext(title, 'Mairie', ['95']));
      expect(projectShort(a)).toMatch(/LED$/u);
    }
    expect(projectShort(analyse(buyerContext(SODIUM, 'Mairie', ['95'])))).toBe(
      'Remplacement des lanternes d’éclairage public par des lanternes à LED',
    );
  });

  it('quotes the target in the letter’s object line', () => {
    const r = writtenFor(buyerContext(TECHNOLOGIE, 'Collectivité territoriale', ['95']));
    expect(r.letter).toMatch(
      /Objet : candidature et offre — Travaux de conversion des luminaires d’éclairage public de technologie sodium en luminaires LED à Taverny/u,
    );
    expect(r.text).toMatch(/ci-après «\sConversion des luminaires d’éclairage public en luminaires LED\s»/u);
  });
});

describe('a buyer field naming a kind of body takes the commune the object names', () => {
  it('reads « sur la commune de Taverny » as the Commune de Taverny, at Taverny', () => {
    expect(communeOfObject('Relamping de l’éclairage public sur la commune de Taverny')).toBe('Commune de Taverny');
    expect(communeOfObject('Travaux sur la commune de Le Plessis-Bouchard')).toBe('Commune du Plessis-Bouchard');
    expect(communeOfObject('Relamping de l’éclairage public du parc')).toBeNull();
    const context = buyerContext(SODIUM, 'Collectivité territoriale', ['95', '78']);
    const a = analyse(withCommuneBuyer(context));
    expect(a.buyerName).toBe('Commune de Montmorency');
    expect(a.place.commune).toBe('Montmorency');
    const r = writtenFor(context);
    expect(r.letter).toMatch(/^Commune de Montmorency$/mu);
    expect(r.text).not.toMatch(/Collectivité territoriale/u);
  });

  it('keeps the buyer field as today when the object names no commune', () => {
    const context = buyerContext('Remplacement des lanternes d’éclairage public en lanternes à LED', 'Mairie', ['95']);
    expect(withCommuneBuyer(context)).toBe(context);
  });
});

describe('a one-off luminaire replacement is neither an upkeep contract nor a network’s works', () => {
  const r = writtenFor(buyerContext(SODIUM, 'Mairie', ['95']));

  it('has no orders, call-out, masts, cables or trenches', () => {
    expect(r.kinds).toEqual(['eclairage_public']);
    expect(r.text).not.toMatch(/chaque commande|astreinte|tirage des câbles|DT-DICT|réseaux enterrés/iu);
    expect(r.text).not.toMatch(/mâts? déclassés|Déposes, supports et réseaux|mini-pelle pour|Tranchées/u);
  });

  it('says what a LED retrofit asks: photometry, the spigot and mast, drivers, lead time, WEEE, CEE to check', () => {
    expect(r.text).toMatch(/vérification photométrique rue par rue selon la NF EN 13201/u);
    expect(r.text).toMatch(/diamètre d’emmanchement, poids, surface au vent/u);
    expect(r.text).toMatch(/programmation du driver \(abaissement nocturne\)/u);
    expect(r.text).toMatch(/délai de fabrication des luminaires LED \(plusieurs semaines\)/u);
    expect(r.text).toMatch(/filière DEEE/u);
    expect(r.text).toMatch(/fiche RES-EC-104\) éventuellement envisagé par le maître d’ouvrage, à vérifier/u);
  });

  it('keeps masts and cables when the object names them, still without orders', () => {
    const masts = writtenForTitle(
      'electricien',
      'Remplacement des luminaires et des mâts d’éclairage public rue Pasteur',
    );
    expect(masts.text).toMatch(/mâts/u);
    expect(masts.text).not.toMatch(/chaque commande|astreinte/iu);
  });

  it('gives an upkeep framework contract of public lighting its per-order wording', () => {
    const upkeep = writtenForTitle(
      'electricien',
      'Accord-cadre à bons de commande pour la maintenance et le remplacement des luminaires d’éclairage public',
    );
    expect(upkeep.kinds).toContain('eclairage_public');
    expect(upkeep.text).toMatch(/Chaque commande porte sur des points lumineux identifiés/u);
    expect(upkeep.text).toMatch(/astreinte/u);
  });
});

describe('the real notice 24-15933 (électricien), both profiles', () => {
  itOnRealNotices()('keeps the LED target, names the commune, writes a luminaire replacement', () => {
    eachProfileAnyNature('24-15933', 'electricien', (r) => {
      expect(r.letter).toMatch(
        /Objet : candidature et offre — Travaux de remplacement des luminaires d’éclairage public de sources conventionnelles par des luminaires à LED à Cormeilles-en-Vexin/u,
      );
      expect(r.text).toMatch(/«\sRemplacement des luminaires d’éclairage public par des luminaires à LED\s»/u);
      expect(r.text).not.toMatch(/«\sRemplacement des luminaires d’éclairage public de sources conventionnelles\s»/u);
      expect(r.letter).toMatch(/^Commune de Cormeilles-en-Vexin$/mu);
      expect(r.text).not.toMatch(/Collectivité territoriale/u);
      expect(r.text).toMatch(/Lieu d’exécution : Cormeilles-en-Vexin \(Val-d’Oise\)/u);
      expect(r.text).not.toMatch(/chaque commande|astreinte|tirage des câbles|mâts? déclassés|supports et réseaux/iu);
      expect(r.text).not.toMatch(/Détecteur de réseaux enterrés|DT-DICT/u);
      expect(r.text).toMatch(/NF EN 13201/u);
    });
  });
});
