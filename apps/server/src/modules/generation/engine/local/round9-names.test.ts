/**
 * Round 9 (issue 13, round-7 grading, prioritised defects 2 and 5): the buyer's and the project's
 * names no longer come from raw strings — a one-word common noun is no buyer (« Santé »), a
 * département in capitals inside a name is written as the département (« SDIS de la Marne »), the
 * buyer's département number is dropped (« Commune de Valbonne (06) »); accents and « à » come
 * back in names (accès, île, funéraire), a notice's heading (« MARCHE TRAVAUX - ») is no part of the
 * name, a name keeps its proper-noun complement (« du Tunnel du Fréjus ») and says its commune once
 * (« à Thonon » at Thonon-les-Bains); the place of a buyer written with a hyphen the index lacks
 * (« Maripa-Soula ») and the notice's only département are read; recurrent works over years
 * (« Curage … (2024-2027) ») are run by orders. Made-up objects both ways, then the real notices.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { TENDER_FIXTURES } from '../../../../test/fixtures/generation.ts';
import {
  communes,
  contextFor,
  findRealNotice,
  isPlace,
  itOnRealNotices,
  PROFILES,
  realContext,
  UNCHECKED,
  withCommunes,
  writtenFor,
  type LocalContext,
} from '../../../../test/writing.ts';
import { analyse, buyerNameOf, runByOrders } from './analysis.ts';
import { projectName, properName } from './french.ts';
import { sitePlace } from './place.ts';

const fixture = (trade: TradeSlug, title: string, extra: Partial<TenderDetail> = {}) =>
  contextFor(trade, title, { extra });

/** The response with the commune index (its `prose`: the letter then the sections' bodies). */
const written = (context: LocalContext) => writtenFor(withCommunes(context), UNCHECKED);

/** The lines of the letter's address block (after the company's, before « Fait à »). */
function addressBlock(letter: string): string {
  const end = letter.indexOf('Fait à');
  const head = letter
    .slice(0, end)
    .trim()
    .split(/\n\s*\n/);
  return head[head.length - 1] ?? '';
}

describe('buyers named from raw fields', () => {
  it('takes no one-word common noun for a buyer, keeps one-word names', () => {
    for (const raw of ['Santé', 'SANTE', 'Médiathèque', 'Culture', 'Aménagement', 'Urbanisme', 'Communication']) {
      expect(buyerNameOf(raw), raw).toBeNull();
    }
    for (const raw of ['Syvadec', 'Sénat', 'Clichy', 'Uniformation', 'Cerema']) {
      expect(buyerNameOf(raw), raw).toBe(raw);
    }
  });

  it('addresses the letter to the buyer’s representative, not to a bare common noun', () => {
    const context = fixture('chauffagiste', 'Rénovation de la production de chaleur de la médiathèque', {
      buyer_name: 'Médiathèque',
      buyer: { ...TENDER_FIXTURES.chauffagiste.buyer, name: 'Médiathèque' },
    });
    const block = addressBlock(written(context).letter);
    expect(block).toMatch(/^Madame, Monsieur le représentant du pouvoir adjudicateur/);
    expect(block).not.toMatch(/Médiathèque/);
  });

  it('writes a département kept in capitals inside a name as the département', () => {
    expect(properName('SDIS de la MARNE')).toBe('SDIS de la Marne');
    expect(properName('Conseil départemental de la HAUTE-SAVOIE')).toBe('Conseil départemental de la Haute-Savoie');
    expect(buyerNameOf('SDIS de la MARNE')).toBe('SDIS de la Marne');
    // An acronym that is no département stays in capitals.
    expect(properName('Office de tourisme de la GFT')).toBe('Office de tourisme de la GFT');
  });

  it('drops the département number a buyer adds to its name, in the sentences and the letter', () => {
    expect(buyerNameOf('Commune de Valbonne (06)')).toBe('Commune de Valbonne');
    const context = fixture('peintre', 'Réhabilitation du groupe scolaire', {
      buyer_name: 'Commune de Valbonne (06)',
      buyer: { ...TENDER_FIXTURES.peintre.buyer, name: 'Commune de Valbonne (06)' },
    });
    const { letter, prose: all } = written(context);
    expect(all).toMatch(/Commune de Valbonne/);
    expect(all).not.toMatch(/\(06\)/);
    expect(addressBlock(letter)).toMatch(/^Commune de Valbonne$/m);
  });
});

describe('project names', () => {
  it('gives back the accents of accès, île, funéraire, in capitals and in lower case', () => {
    expect(projectName('REFECTION DES ACCES DE LA CHAMBRE FUNERAIRE')).toBe(
      'Réfection des accès de la chambre funéraire',
    );
    expect(projectName("Travaux d'aménagement des acces de l'ile de loisirs")).toBe(
      'Travaux d’aménagement des accès de l’île de loisirs'.replace(/’/g, "'"),
    );
    expect(projectName('Extension du funerarium et de la salle de ceremonie')).toMatch(/funérarium .* cérémonie/);
  });

  it('writes « à » before a place in an object written in capitals', () => {
    const name = projectName(
      "TRAVAUX DE REHABILITATION DU GROUPE SCOLAIRE ET DE LA CRECHE DE L'ILE VERTE A VALBONNE",
      isPlace,
    );
    expect(name).toMatch(/île verte à Valbonne$/);
    expect(name).not.toMatch(/ a Valbonne/);
  });

  it('leaves the notice’s heading « MARCHE(S) (DE) TRAVAUX - » out of the name', () => {
    expect(projectName('MARCHE TRAVAUX - CHAMBRE FUNERAIRE - LOT 3 :SECOND OEUVRE, EQUIPEMENTS')).toBe(
      'Chambre funéraire',
    );
    expect(projectName('Marchés de travaux - Crématorium de Valence', isPlace)).toBe('Crématorium de Valence');
    // « Marché de travaux pour … » is still read as before (the works after it).
    expect(projectName('Marché de travaux pour la réfection de la toiture de la mairie')).toMatch(/^Réfection/);
  });

  it('keeps a long name’s proper-noun complement, and still cuts a long name without one', () => {
    const tunnel = projectName(
      "Travaux de modification des plateformes métalliques en gaine d'air frais du tube 1 du Tunnel du Fréjus",
    );
    expect(tunnel).toMatch(/^Modification des plateformes .* du tube 1 du Tunnel du Fréjus$/);
    expect(tunnel.split(' ').length).toBeLessThanOrEqual(16);
    const long = projectName(
      'Travaux de reprise des enduits et des peintures des façades et des menuiseries extérieures des logements du bâtiment nord et du bâtiment sud',
    );
    expect(long.split(' ').length).toBeLessThanOrEqual(16);
  });

  it('says the commune once when the object gives its short form (« à Thonon » at Thonon-les-Bains)', () => {
    const context = fixture(
      'electricien',
      'Modernisation du système de sécurité incendie du théâtre Novarina à Thonon',
      {
        buyer_name: 'Commune de Thonon-les-Bains',
        buyer: {
          ...TENDER_FIXTURES.electricien.buyer,
          name: 'Commune de Thonon-les-Bains',
          city: 'Thonon-les-Bains',
          postal_code: '74200',
        },
        departements: ['74'],
        execution_place: null,
      },
    );
    const { letter, prose: all } = written(context);
    expect(letter).toMatch(
      /Objet : [^\n]*théâtre Novarina à Thonon-les-Bains \(|Objet : [^\n]*théâtre Novarina à Thonon-les-Bains$/m,
    );
    expect(all).not.toMatch(/à Thonon à Thonon-les-Bains|à Thonon-les-Bains à Thonon-les-Bains/);
  });
});

describe('place', () => {
  it('finds a buyer’s commune the index spells without its hyphen (« Maripa-Soula »)', () => {
    const tender: TenderDetail = {
      ...TENDER_FIXTURES.plaquiste,
      title: 'Chambre funéraire',
      execution_place: null,
      departements: ['973'],
      buyer_name: 'Mairie de Maripa-Soula',
      buyer: { ...TENDER_FIXTURES.plaquiste.buyer, name: 'Mairie de Maripa-Soula', city: null, postal_code: null },
    };
    const place = sitePlace(tender, communes);
    expect(place.commune).toBe('Maripasoula');
    expect(place.departement).toBe('973');
  });

  it('says the notice’s only département when no commune is read, a marker for several', () => {
    const base = fixture('carreleur', 'Création d’espaces d’apaisement dans un centre hospitalier', {
      buyer_name: 'Santé',
      buyer: { ...TENDER_FIXTURES.carreleur.buyer, name: 'Santé', city: null, postal_code: null, address: null },
      execution_place: null,
      departements: ['47'],
    });
    expect(written(base).memoire).toMatch(/Lieu d’exécution : Lot-et-Garonne \(47\)/);
    const several = fixture('carreleur', 'Création d’espaces d’apaisement dans un centre hospitalier', {
      buyer_name: 'Santé',
      buyer: { ...TENDER_FIXTURES.carreleur.buyer, name: 'Santé', city: null, postal_code: null, address: null },
      execution_place: null,
      departements: ['47', '33'],
    });
    const text = written(several).memoire;
    expect(text).toMatch(/Lieu d’exécution : \[À compléter/);
    expect(text).not.toMatch(/Lieu d’exécution : (?:Lot-et-Garonne|Gironde)/);
  });
});

describe('recurrent works over several years are run by orders', () => {
  it('reads curage, fauchage, élagage over years as orders, a one-off job as not', () => {
    expect(runByOrders('Curage de fossés et dérasement d’accotements (2024-2027)')).toBe(true);
    expect(runByOrders('Fauchage et débroussaillage des accotements – marché pluriannuel')).toBe(true);
    expect(runByOrders('Élagage des arbres d’alignement 2025-2028')).toBe(true);
    expect(runByOrders('Curage du bassin d’orage de la rue des Lilas')).toBe(false);
    expect(runByOrders('Construction d’une école (livraison 2025-2026)')).toBe(false);
  });
});

describe('real notices of the round-7 grading', () => {
  const real = itOnRealNotices();

  real('carreleur 24-15663: no « Santé » as buyer, the site’s département said', () => {
    const notice = findRealNotice('carreleur', /apaisement/, { id: '24-15663' });
    for (const company of PROFILES) {
      const { letter, memoire } = written(realContext(notice, company));
      expect(`${letter}\n${memoire}`).not.toMatch(/(?<![\p{L}])Santé(?! ?[a-z])/u);
      expect(addressBlock(letter)).toMatch(/^Madame, Monsieur le représentant du pouvoir adjudicateur/);
      expect(memoire).toMatch(/Lieu d’exécution : Lot-et-Garonne \(47\)/);
    }
  });

  real('plombier 24-15273: « SDIS de la Marne »', () => {
    const notice = findRealNotice('plombier', /sdis/, { id: '24-15273' });
    const { prose: all } = written(realContext(notice));
    expect(all).toMatch(/SDIS de la Marne/);
    expect(all).not.toMatch(/MARNE/);
  });

  real('peintre 24-19044: « la Commune de Valbonne », accents and « à » in the name', () => {
    const notice = findRealNotice('peintre', /valbonne/, { id: '24-19044' });
    const { prose: all } = written(realContext(notice));
    expect(all).not.toMatch(/\(06\)/);
    expect(all).toMatch(/île verte à Valbonne/i);
    expect(all).not.toMatch(/ile verte a Valbonne/);
  });

  real('plaquiste 24-20136: « Chambre funéraire » at Maripasoula', () => {
    const notice = findRealNotice('plaquiste', /funeraire/, { id: '24-20136' });
    const { letter, memoire } = written(realContext(notice));
    expect(letter).toMatch(/Objet : candidature et offre — Chambre funéraire/);
    expect(memoire).toMatch(/Lieu d’exécution : Maripasoula/);
    expect(memoire).not.toMatch(/Maripa-Soula/);
  });

  real('serrurier 24-20030: the name keeps « du Tunnel du Fréjus »', () => {
    const notice = findRealNotice('serrurier', /tunnel/, { id: '24-20030' });
    expect(analyse(withCommunes(realContext(notice))).project).toMatch(/du Tunnel du Fréjus$/);
  });

  real('électricien 24-20175: the letter names Thonon-les-Bains once', () => {
    const notice = findRealNotice('electricien', /novarina/, { id: '24-20175' });
    const { letter } = written(realContext(notice));
    expect(letter).toMatch(/théâtre Novarina à Thonon-les-Bains/);
    expect(letter).not.toMatch(/Thonon à Thonon|Thonon-les-Bains à Thonon-les-Bains/);
  });

  real('terrassier 24-15780: ditch cleaning over 2024-2027 is run by orders', () => {
    const notice = findRealNotice('terrassier', /curage/, { id: '24-15780' });
    expect(analyse(withCommunes(realContext(notice))).accordCadre).toBe(true);
  });
});
