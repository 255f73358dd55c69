/**
 * Round 18: the state of the site. A new building on virgin land (« Construction neuve sur terrain
 * vierge ») or a new establishment built from nothing (« Construction d’un nouvel EHPAD ») has nobody in
 * it during the works: no occupied hospital, school or boarding house is assumed, whatever its future
 * use. A new building within a site in service, or works on an existing one, keep their occupants.
 */
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  eachProfile,
  eachProfileAnyNature,
  itOnRealNotices,
  withCommunes,
  writtenFor,
  writtenForTitle,
} from '../../../../test/writing.ts';
import { noticeText } from '../../notice-text.ts';
import { analyse, emptySiteOf } from './analysis.ts';
import { fold } from './text.ts';

const empty = (title: string) => emptySiteOf(fold(title));

describe('an empty site', () => {
  it('is virgin land or a new establishment built from nothing', () => {
    expect(empty('Réalisation de l’EHPAD de Solliès-Pont. Construction neuve sur terrain vierge')).toBe(true);
    expect(empty('Construction d’un nouvel EHPAD à Mugron')).toBe(true);
    expect(empty('Construction d’une école maternelle de 6 classes')).toBe(true);
    expect(empty('Construction neuve d’une crèche multi-accueil')).toBe(true);
  });

  it('is not an existing building, nor a new one within a site in service', () => {
    expect(empty('Extension de l’EHPAD Jean Rostand')).toBe(false);
    expect(empty('Restructuration et extension de l’école Jules Ferry')).toBe(false);
    expect(empty('Construction d’un bâtiment de psychiatrie au sein du centre hospitalier de Dax')).toBe(false);
    expect(empty('Construction d’un préau sur le site du collège Jean Moulin')).toBe(false);
    expect(empty('Réfection des sanitaires de l’école')).toBe(false);
    expect(empty('Rénovation thermique du gymnase')).toBe(false);
  });

  it('brings no occupants: no health, school or occupied-site constraint', () => {
    const a = analyse(
      contextFor('plombier', 'Réalisation de l’EHPAD de Mugron. Construction neuve sur terrain vierge'),
    );
    expect(a.emptySite).toBe(true);
    for (const key of ['sante', 'site_occupe', 'scolaire', 'internat'] as const) {
      expect(a.constraints.has(key)).toBe(false);
    }
    const school = analyse(contextFor('macon', 'Construction d’un nouveau groupe scolaire'));
    expect(school.constraints.has('scolaire')).toBe(false);
    // (the same EHPAD extended keeps its residents)
    const extension = analyse(contextFor('plombier', 'Extension de l’EHPAD de Mugron'));
    expect(extension.emptySite).toBe(false);
    expect(extension.constraints.has('sante')).toBe(true);
  });

  it('is written as a new building, not as an establishment in service', () => {
    const r = writtenForTitle('peintre', 'Construction neuve d’une crèche multi-accueil sur terrain vierge');
    expect(r.text).not.toMatch(
      /public fragile|en présence des enfants|hors de la présence des enfants|vacances scolaires/,
    );
    expect(r.letter).not.toMatch(/dans un établissement|en site occupé/);
  });
});

describe('the real new EHPAD on virgin land', () => {
  itOnRealNotices()('24-14422: no patients nor public fragile on a site with nobody in it', () => {
    eachProfileAnyNature('24-14422', 'plombier', (r) => {
      expect(r.text).not.toMatch(/public fragile|à l’écart des patients|avec l’équipe d’hygiène/);
    });
    eachProfileAnyNature('24-14422', 'peintre', (r) => {
      expect(r.text).not.toMatch(/public fragile|patients/);
    });
  });
});

describe('the site of a local body known by its département', () => {
  it('is measured from the town the body is named after, never written as the site', () => {
    const context = withCommunes(
      contextFor('peintre', 'Entretien des bâtiments communautaires', {
        extra: {
          execution_place: 'Nord (59)',
          departements: ['59'],
          buyer: {
            name: 'Communauté d’agglomération Maubeuge Val de Sambre',
            city: null,
            postal_code: null,
            email: null,
            phone: null,
            url: null,
            address: null,
          },
          buyer_name: 'Communauté d’agglomération Maubeuge Val de Sambre',
        },
      }),
    );
    const a = analyse(context);
    expect(a.place.commune).toBeNull();
    expect(a.place.around).toBe('Maubeuge');
    const r = writtenFor(context);
    expect(r.memoire).toMatch(
      /Le chantier, autour de Maubeuge, se trouve à environ 500\u00a0km à vol d’oiseau de notre siège de Lyon/,
    );
    expect(r.text).toMatch(/Lieu d’exécution : Nord \(59\)/);
  });

  it('is not a town of a body that is no local one', () => {
    const a = analyse(
      withCommunes(
        contextFor('peintre', 'Entretien des bâtiments', {
          extra: {
            execution_place: 'Nord (59)',
            departements: ['59'],
            buyer: {
              name: 'Université de Lille',
              city: null,
              postal_code: null,
              email: null,
              phone: null,
              url: null,
              address: null,
            },
            buyer_name: 'Université de Lille',
          },
        }),
      ),
    );
    expect(a.place.around).toBeUndefined();
  });
});

describe('distances measured between communes', () => {
  itOnRealNotices()('24-20099: Veigy-Foncenex is about 120 km from Lyon, not « 100 km »', () => {
    eachProfile('terrassier', '24-20099', /reseaux humides/, (r, company) => {
      if (company.ville) {
        expect(r.memoire).toMatch(/Veigy-Foncenex est à environ 120\u00a0km à vol d’oiseau de notre siège de Lyon/);
      }
      expect(r.text).not.toMatch(/environ 100\u00a0km/);
    });
  });
});

describe('the social and environmental considerations the notice flags', () => {
  it('are read from the record’s « criteres »', () => {
    expect(noticeText({ criteres: ['sociaux', 'environnementaux'] })).toMatch(
      /considérations sociales[\s\S]*considérations environnementales/,
    );
    expect(noticeText({ criteres: null })).toBe('');
  });

  it('are answered where they belong, and the user told to read the clause', () => {
    const context = contextFor('macon', 'Construction d’un mur de soutènement', {
      noticeText: noticeText({ criteres: ['sociaux', 'environnementaux'] }),
    });
    const r = writtenFor(context);
    expect(r.withRows(/Moyens humains/)).toMatch(/L’avis signale des considérations sociales[^\n]*heures d’insertion/);
    expect(r.withRows(/chets/)).toMatch(/L’avis signale des considérations environnementales/);
    expect(r.todo).toMatch(/considérations sociales : lisez la clause du CCAP/);
    const none = writtenFor(contextFor('macon', 'Construction d’un mur de soutènement'));
    expect(none.text).not.toMatch(/considérations (sociales|environnementales)/);
  });
});
