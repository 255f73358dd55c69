/**
 * Round 19: a descripteur of a longer list that names the trade's work (« Chauffage (travaux) » among
 * five) says the trade has a share of the operation: the kind read from the object is then what such an
 * operation usually asks, its consistency the CCTP's — never « l’avis ne précisant pas la nature de nos
 * travaux », nor a « supposée » nature in the letter.
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenFor, contextFor } from '../../../../test/writing.ts';

const OPERATION = [
  'Amiante (désamiantage)',
  'Gros oeuvre',
  'Menuiserie',
  'Chauffage (travaux)',
  'Electricité (travaux)',
];

describe('a descripteur of the operation that names the trade', () => {
  it('names its share, not its kind', () => {
    const r = writtenFor(
      contextFor('chauffagiste', 'Rénovation énergétique de l’école maternelle du Centre (15 lots)', {
        descripteurs: OPERATION,
      }),
    );
    expect(r.memoire).toMatch(
      /Nature des travaux : [^.]*ce qu’une telle opération demande le plus souvent à notre métier — les descripteurs de l’avis comptent «\sChauffage \(travaux\)\s» parmi ses travaux, sans en préciser la consistance/,
    );
    expect(r.text).not.toMatch(/ne précisant pas la nature de nos travaux|nature des travaux supposée/);
    expect(r.letter).toMatch(/\(consistance à confirmer au CCTP\)/);
  });

  it('without it, the nature stays supposed', () => {
    const r = writtenFor(
      contextFor('chauffagiste', 'Rénovation énergétique de l’école maternelle du Centre (15 lots)', {
        descripteurs: OPERATION.filter((d) => !/Chauffage/.test(d)),
      }),
    );
    expect(r.memoire).toMatch(/Nature des travaux supposée : [^.]*l’avis ne nommant pas nos travaux/);
  });
});

describe('the real energy renovation of a nursery school', () => {
  itOnRealNotices()('24-19716: « Chauffage (travaux) » among the descripteurs', () => {
    eachProfileAnyNature('24-19716', 'chauffagiste', (r) => {
      expect(r.memoire).toMatch(/les descripteurs de l’avis comptent «\sChauffage \(travaux\)\s» parmi ses travaux/);
      expect(r.text).not.toMatch(/ne précisant pas la nature de nos travaux/);
    });
  });
});

describe('a notice that gives no buyer', () => {
  it('is answered to « l’acheteur », and the user told to name it', () => {
    const r = writtenFor(
      contextFor('macon', 'Construction d’un mur de clôture', {
        extra: {
          buyer: { name: null, city: null, postal_code: null, email: null, phone: null, url: null, address: null },
          buyer_name: '',
        },
      }),
    );
    expect(r.memoire).toMatch(/l’acheteur/);
    expect(r.todo).toMatch(/L’avis publié ne donne pas le nom de l’acheteur/);
  });
});
