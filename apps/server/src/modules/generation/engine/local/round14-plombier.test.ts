/**
 * Round 14 (plombier, 24-19918, extension of an école élémentaire): the sanitary installations of a
 * school or a crèche are the children's (heights by age, hot water limited at the outlets, accessible
 * toilets, push taps), and an extension is connected to the networks of the building in service.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, eachProfile, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';

const CHILDREN = /cuvettes et lavabos «\s?enfants\s?»/;
const HOT_WATER = /limitée à 50 °C aux points de puisage/;
const SCHOOL_CONNECTION = /L’extension [^.]*?est raccordée aux réseaux de l’école, qui reste en service/;
const OTHER_CONNECTION = /L’extension [^.]*?est raccordée aux réseaux du bâtiment existant/;

const plumber = (title: string) => writtenFor(contextFor('plombier', title));

describe('the extension of the école élémentaire of Louzac-Saint-André (plombier, 24-19918)', () => {
  itOnRealNotices()('children’s sanitaries, hot water limited, connection to the school in service', () => {
    eachProfile('plombier', '24-19918', /extension de l'ecole elementaire/, (r) => {
      expect(r.text).toMatch(CHILDREN);
      expect(r.text).toMatch(HOT_WATER);
      expect(r.text).toMatch(/arrêté du 23 juin 1978 modifié par l’arrêté du 30 novembre 2005/);
      expect(r.text).toMatch(/mitigeurs thermostatiques à sécurité anti-brûlure/);
      expect(r.text).toMatch(/temporisée à bouton-poussoir/);
      expect(r.text).toMatch(/arrêté du 20 avril 2017/);
      expect(r.text).toMatch(/8 décembre 2014/);
      expect(r.text).toMatch(SCHOOL_CONNECTION);
      expect(r.text).toMatch(/pendant les vacances scolaires ou un jour sans élèves/);
      expect(r.text).toMatch(/la coupure d’eau est annoncée par écrit/);
      expect(r.text).toMatch(/Raccordements sur les réseaux du bâtiment existant/);
      expect(r.text).not.toMatch(OTHER_CONNECTION);
      // (a new extension has no lead pipes to throw away, and the handling row is not said twice)
      expect(r.text).not.toMatch(/cuivre, laiton et plomb/);
      expect(r.text).not.toMatch(/Postures contraignantes et manutention/);
    });
  });
});

describe('the extension on the site of the École des Arts Décoratifs (plombier, 24-15906)', () => {
  itOnRealNotices()('a grande école: no children’s fittings, no school holidays, the building in service', () => {
    eachProfile('plombier', '24-15906', /arts decoratifs/, (r) => {
      expect(r.text).not.toMatch(CHILDREN);
      expect(r.text).not.toMatch(/sécurité anti-brûlure/);
      expect(r.text).not.toMatch(SCHOOL_CONNECTION);
      expect(r.text).toMatch(OTHER_CONNECTION);
    });
  });
});

describe('sanitary installations where children are (plombier)', () => {
  it('a school extension: children’s heights, 50 °C at the outlets, connection in the holidays', () => {
    const r = plumber('Extension du groupe scolaire Jules Ferry - lot 10 plomberie sanitaires');
    expect(r.text).toMatch(CHILDREN);
    expect(r.text).toMatch(/0,35 à 0,40 m en élémentaire/);
    expect(r.text).toMatch(HOT_WATER);
    expect(r.text).toMatch(SCHOOL_CONNECTION);
    expect(r.text).toMatch(/Arrêtés du 20 avril 2017 \(ERP neufs\) et du 8 décembre 2014 \(ERP existants\)/);
  });

  it('a new crèche: the children’s paragraph, but no school holidays and no connection', () => {
    const r = plumber('Construction d’une crèche multi-accueil de 40 berceaux');
    expect(r.text).toMatch(CHILDREN);
    expect(r.text).toMatch(/plus bas encore en crèche/);
    expect(r.text).toMatch(HOT_WATER);
    expect(r.text).not.toMatch(/usage des élèves/);
    expect(r.text).not.toMatch(SCHOOL_CONNECTION);
    expect(r.text).not.toMatch(OTHER_CONNECTION);
  });

  it('a lycée: the accessibility rules, not the small children’s fittings', () => {
    const r = plumber('Rénovation des sanitaires du lycée Victor Hugo');
    expect(r.text).toMatch(/Arrêtés du 20 avril 2017 \(ERP neufs\)/);
    expect(r.text).toMatch(/50 °C au plus aux points de puisage/);
    expect(r.text).not.toMatch(CHILDREN);
  });

  it('an extension of offices: connected to the building in service, out of its hours, no school', () => {
    const r = plumber('Extension des bureaux de la communauté de communes');
    expect(r.text).toMatch(OTHER_CONNECTION);
    expect(r.text).toMatch(/hors des heures d’occupation ou pendant une période de fermeture/);
    expect(r.text).not.toMatch(SCHOOL_CONNECTION);
    expect(r.section(/Méthodologie/)).not.toMatch(/vacances scolaires|élèves/);
  });
});

describe('the extension of a hospital (plombier)', () => {
  it('connected to the establishment in activity, with the services, never in its closing hours', () => {
    const r = plumber('Extension du service des urgences du centre hospitalier');
    expect(r.text).toMatch(/L’extension [^.]*?est raccordée aux réseaux de l’établissement, qui reste en activité/);
    expect(r.text).toMatch(/Aucun service n’est privé d’eau sans son accord/);
    expect(r.text).not.toMatch(OTHER_CONNECTION);
    expect(r.text).not.toMatch(/hors des heures d’occupation ou pendant une période de fermeture/);
  });

  it('its school of nurses is no school of children', () => {
    const r = plumber('Extension de l’école d’infirmières du centre hospitalier');
    expect(r.text).not.toMatch(CHILDREN);
    expect(r.text).not.toMatch(SCHOOL_CONNECTION);
  });
});

describe('no children’s paragraph where there are no children (plombier)', () => {
  it('plumbing in an office building', () => {
    for (const title of [
      'Rénovation des sanitaires d’un immeuble de bureaux',
      'Remplacement des réseaux d’eau chaude de l’hôtel de ville',
      'Rénovation des sanitaires de la mairie, rue de l’École',
      'Travaux de plomberie à l’École nationale supérieure des mines',
    ]) {
      const r = plumber(title);
      expect(r.text, title).not.toMatch(CHILDREN);
      expect(r.text, title).not.toMatch(/sécurité anti-brûlure/);
      expect(r.text, title).not.toMatch(/L’extension [^.]*?est raccordée/);
    }
  });

  it('an extension of a water network near a school is no building extension and no sanitary work', () => {
    const r = plumber('Extension du réseau d’eau potable rue de l’École');
    expect(r.text).not.toMatch(CHILDREN);
    expect(r.text).not.toMatch(/L’extension [^.]*?est raccordée/);
  });

  it('the gas supply of a school is no sanitary work', () => {
    const r = plumber('Remplacement de la conduite de gaz de l’école maternelle');
    expect(r.kinds).toContain('gaz');
    expect(r.text).not.toMatch(CHILDREN);
  });
});

describe('the plumber’s waste follows the work (plombier)', () => {
  it('new work: offcuts of copper and brass; renovation: old pipes, lead included', () => {
    const neuf = plumber('Construction d’une salle polyvalente - plomberie');
    expect(neuf.text).toMatch(/Chutes de tubes cuivre et raccords laiton/);
    expect(neuf.text).not.toMatch(/laiton et plomb/);
    const rehab = plumber('Réhabilitation des installations de plomberie de la salle polyvalente');
    expect(rehab.text).toMatch(/Canalisations cuivre, laiton et plomb/);
  });
});
