/**
 * Round 19 (fresh grading, « Presentation »): short names that cut or drop what identifies the job — a name ended
 * inside a relative clause (« … City-Stade qui auront lieu »), the building dropped after « dans le cadre de »
 * (« Réhabilitation dans le cadre de l’opération de réaménagement »), the second of two works joined by « et »
 * dropped (« Mise en séparatif du réseau d’assainissement »), an undetermined building without the address that
 * says which (« Travaux de réhabilitation d’un immeuble »).
 */
import { describe, expect } from 'vitest';
import { anyNatureNotice, isPlace, itOnRealNotices, realContext, type RealNotice } from '../../../../test/writing.ts';
import { it } from 'vitest';
import { analyse } from './analysis.ts';
import { projectName } from './french.ts';
import { projectShort, shortName } from './sections/shared.ts';

const real = itOnRealNotices();

/** The short name of real notice `id` (of any nature), read as `trade`. */
const shortOf = (id: string, trade: RealNotice['trade']): string =>
  projectShort(analyse(realContext(anyNatureNotice(id, trade))));

/** The short name a made-up object gets. */
const named = (title: string): string => {
  const project = projectName(title, isPlace);
  return shortName(project, null, null, () => false, title);
};

describe('a short name keeps what identifies the job', () => {
  it('never ends inside a relative clause: cut before its pronoun', () => {
    const name = named(
      'Travaux d’Installations sportives de type City-Stade qui auront lieu au 14 rue du Val d’Osne dans les hôpitaux de Saint-Maurice',
    );
    expect(name).toBe('Travaux d’installations sportives de type City-Stade');
    expect(
      named('Réfection de la cour de l’école qui sera réalisée pendant les vacances scolaires d’été de l’année'),
    ).toBe('Réfection de la cour de l’école');
    expect(named('Rénovation des vestiaires où se situent les douches et les sanitaires du stade municipal')).toBe(
      'Rénovation des vestiaires',
    );
    expect(named('Travaux de voirie ainsi que les réseaux du lotissement')).not.toMatch(/ainsi$/u);
  });

  it('« X dans le cadre de Y »: the works and what they are done to', () => {
    expect(
      projectName('Travaux de réhabilitation dans le cadre de l’opération de réaménagement du bâtiment 8', isPlace),
    ).toBe('Travaux de réhabilitation du bâtiment 8');
    expect(
      projectName("Travaux De Réhabilitation Dans Le Cadre De L'Opération De Réaménagement Du Bâtiment 8", isPlace),
    ).toBe('Travaux de réhabilitation du bâtiment 8');
    expect(
      projectName(
        'Réfection de la toiture du gymnase dans le cadre du programme de rénovation des équipements',
        isPlace,
      ),
    ).toBe('Réfection de la toiture du gymnase');
  });

  it('two works joined by « et » are both named', () => {
    const name = named(
      "Mise en séparatif du réseau d'assainissement et renouvellement du réseau d'eau potable à Saint-André-de-la-Marche dans la Commune nouvelle de Sèvremoine",
    );
    expect(name).toMatch(/s[ée]paratif/u);
    expect(name).toMatch(/eau potable/u);
  });

  it('an undetermined building keeps the address that says which', () => {
    expect(named("TRAVAUX DE REHABILITATION D'UN IMMEUBLE SITUE 149 RUE DE PHILADELPHIE A LILLE")).toBe(
      'Réhabilitation de l’immeuble du 149 rue de Philadelphie',
    );
    expect(named("Travaux de réhabilitation du bâtiment situé au 24, rue d'Anjou à Saint-Nazaire")).toBe(
      "Réhabilitation du bâtiment du 24 rue d'Anjou",
    );
  });
});

describe('on the real notices', () => {
  real('24-16252: no relative clause in the name', () => {
    const name = shortOf('24-16252', 'carreleur');
    expect(name).toMatch(/City-Stade$/u);
    expect(name).not.toMatch(/\bqui\b/u);
  });
  real('24-15401: the building 8 is named', () => {
    expect(shortOf('24-15401', 'peintre')).toMatch(/réhabilitation du bâtiment 8$/iu);
  });
  real('24-19842: both halves of the works', () => {
    const name = shortOf('24-19842', 'terrassier');
    expect(name).toMatch(/séparatif/u);
    expect(name).toMatch(/eau potable/u);
  });
  real('24-19939 and 24-15212: the address of the building', () => {
    expect(shortOf('24-19939', 'macon')).toMatch(/149 rue de Philadelphie$/u);
    expect(shortOf('24-15212', 'menuisier')).toMatch(/24 rue d’Anjou$/u);
  });
});
