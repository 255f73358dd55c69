/**
 * Round 20 (fresh grading): objects that name a specific work got the trade's generic method — a CCTV system written
 * « vidéo-protection » (with its hyphen) got indoor wiring, a stadium's lighting got street lighting, a road's
 * strengthening got trench standards and PVC pipes — and a list of communes in raw capitals was cut and left in
 * lower case.
 */
import { describe, expect, it } from 'vitest';
import { makeContext } from '../../../../test/fixtures/generation.ts';
import { contextFor, isPlace, withCommunes, writtenFor, writtenForTitle } from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';
import { requiredDocuments } from './documents-requis.ts';
import { objectTitle, projectName, properName } from './french.ts';
import { shortName } from './sections/shared.ts';

const named = (title: string): string => {
  const project = projectName(title, isPlace);
  return shortName(project, null, null, () => false, title);
};

describe('a CCTV system, however it is spelt, is weak currents with its upkeep', () => {
  const CCTV = 'Travaux de refonte, d’extension et maintenance d’un dispositif de vidéo-protection';

  it('reads « vidéo-protection » and « vidéo surveillance » as the cameras of the weak-currents kind', () => {
    for (const title of [CCTV, 'Extension du système de vidéo surveillance de la commune']) {
      const r = writtenForTitle('electricien', title);
      expect(r.kinds).toContain('ssi_courants_faibles');
      expect(r.memoire).toMatch(/Les caméras sont implantées et paramétrées/);
      expect(r.memoire).toMatch(/NF EN 62676-4/);
      expect(r.memoire).not.toMatch(/Consuel|tableau général/);
    }
  });

  it('answers the maintenance the object names, and only then', () => {
    expect(writtenForTitle('electricien', CCTV).memoire).toMatch(/La maintenance que comprend le marché/);
    expect(writtenForTitle('electricien', 'Extension du système de vidéoprotection').memoire).not.toMatch(
      /La maintenance que comprend le marché/,
    );
  });

  it('does not stop a name on the works’ nature (« d’urgence »): what they are done on follows', () => {
    expect(
      named(
        'Accord cadre pour la réalisation de travaux de rénovation et d’urgence sur les bâtiments départementaux - 2024-2028',
      ),
    ).toBe('Travaux de rénovation et d’urgence sur les bâtiments départementaux');
  });

  it('names the works together, not the first one alone', () => {
    expect(named(CCTV)).toBe('Refonte, extension et maintenance d’un dispositif de vidéo-protection');
    expect(named('Travaux de refonte, de modernisation et d’entretien des installations de chauffage')).toBe(
      'Refonte, modernisation et entretien des installations de chauffage',
    );
  });
});

describe('the lighting of a sports ground is sports lighting', () => {
  it('a stadium’s luminaires: NF EN 12193, photometric study, aiming and grid measures — no street lighting', () => {
    const r = writtenForTitle('electricien', 'Travaux de remplacement des luminaires au Stadium', ['Eclairage public']);
    expect(r.kinds).toEqual(['eclairage_sportif']);
    for (const p of [
      /NF EN 12193/,
      /étude photométrique/,
      /pointages?/,
      /grille de la NF EN 12193/,
      /NF EN 60598-2-5/,
    ]) {
      expect(r.memoire).toMatch(p);
    }
    expect(r.memoire).not.toMatch(/NF EN 13201|Fascicule 36|NF EN 12464-1|riverains|armoire de rattachement/);
  });

  it('a football pitch cites the federation’s lighting levels; a gymnasium, not the outdoor light-pollution rule', () => {
    const pitch = writtenForTitle('electricien', 'Remplacement de l’éclairage du terrain de football synthétique');
    expect(pitch.kinds).toEqual(['eclairage_sportif']);
    expect(pitch.memoire).toMatch(/Règlement de l’éclairage des terrains et installations sportives \(FFF\)/);
    expect(pitch.memoire).toMatch(/Arrêté du 27 décembre 2018/);
    const gym = writtenForTitle('electricien', 'Relamping LED du gymnase Jean Moulin');
    expect(gym.kinds).toEqual(['eclairage_sportif']);
    expect(gym.memoire).not.toMatch(/Arrêté du 27 décembre 2018|FFF/);
  });

  it('street lighting stays street lighting', () => {
    const r = writtenForTitle('electricien', 'Rénovation de l’éclairage public de la rue des Écoles');
    expect(r.kinds).toContain('eclairage_public');
    expect(r.kinds).not.toContain('eclairage_sportif');
  });
});

describe('a road strengthened is asphalt work, not a trench', () => {
  it('cites the asphalt standards and checks, rents a planer, a paver and a sweeper — no pipes', () => {
    const r = writtenForTitle(
      'terrassier',
      'RD1004 - RENFORCEMENT DE VOIRIE SUR LES COMMUNES DE VOINSLES ET VAUDOY EN BRIE',
      ['Voirie'],
    );
    expect(r.kinds).toEqual(['refection_voirie']);
    for (const p of [/NF P 98-150-1/, /NF EN 13108-1/, /NF EN 13808/, /analyse amiante et HAP/i, /règle de 3 m/]) {
      expect(r.text).toMatch(p);
    }
    expect(r.memoire).toMatch(/Raboteuse[^\n]*rabotage/);
    expect(r.memoire).toMatch(/Balayeuse[^\n]*enrobés/);
    expect(r.memoire).not.toMatch(/NF P 98-331|Canalisations PVC|Fascicule 2 du CCTG|arase et couche de forme/);
  });
});

describe('an object in raw capitals keeps its list of communes and its road number', () => {
  it('writes every commune of the list as the index spells it, and the road in capitals', () => {
    const title =
      'RD1004 - RENFORCEMENT DE VOIRIE SUR LES COMMUNES DE FONTENAY-TRESIGNY, BERNAY-VILBERT, ROZAY EN BRIE, VOINSLES et VAUDOY EN BRIE';
    const name = projectName(title, isPlace);
    expect(name).toMatch(/Fontenay-Tr[eé]signy, Bernay-Vilbert, Rozay-en-Brie, Voinsles et Vaudoy-en-Brie/);
    expect(name).not.toMatch(/rozay en brie/);
    const quoted = objectTitle(title, isPlace);
    expect(quoted).toMatch(/Rozay-en-Brie, Voinsles et Vaudoy-en-Brie \(RD 1004\)/);
  });

  it('keeps a list of places that closes the object whole, its town aside', () => {
    expect(
      projectName(
        'Le présent marché a pour objet la requalification de la Place du Maréchal Leclerc, de la rue Faillot, de la rue Lacurne Sainte-Pallaye et de la cour de la Mairie a Auxerre.',
        isPlace,
      ),
    ).toMatch(/, de la rue Faillot, de la rue Lacurne Sainte-Pallaye et de la cour de la mairie/);
  });

  it('leaves a list of common words alone', () => {
    expect(projectName('TRAVAUX DE PEINTURE DES ECOLES DE LA VILLE, DES CRECHES ET DES GYMNASES', isPlace)).not.toMatch(
      /Crèches|Gymnases/,
    );
  });
});

describe('an asbestos removal in the object is a sous-section 3 work, checked before it is claimed', () => {
  const REMOVAL = 'Travaux de désamiantage et de déconstruction d’un ensemble de bâtiments rue Foch';

  it('lists the sous-section 3 certificate for the object’s removal, and not for a renovation', () => {
    const listed = (title: string) =>
      requiredDocuments(
        makeContext({ trade: 'macon', tender: { ...makeContext({ trade: 'macon' }).tender, title }, noticeText: '' }),
      );
    const certificate = listed(REMOVAL).find((d) => /sous-section 3/.test(d.label));
    expect(certificate).toMatchObject({ source: 'avis', document_type: null, status: 'to_provide' });
    expect(certificate?.note).toMatch(/R4412-129/);
    expect(listed('Rénovation de la salle des fêtes').some((d) => /sous-section 3/.test(d.label))).toBe(false);
  });

  it('trains the removal’s staff to sous-section 3 and says its plan, not a sous-section 4 intervention', () => {
    const r = writtenForTitle('macon', REMOVAL);
    expect(r.memoire).toMatch(/Formation amiante sous-section 3 de l’encadrement technique/);
    expect(r.memoire).not.toMatch(/Formation amiante sous-section 4/);
    expect(r.memoire).toMatch(/plan de démolition, de retrait ou d’encapsulage transmis à l’inspection du travail/);
  });

  it('does not say a décennale for « maçonnerie » covers a demolition: the user is told to check it', () => {
    const r = writtenForTitle('macon', REMOVAL);
    expect(r.letter).not.toMatch(/Nos travaux sont couverts par une assurance décennale/);
    expect(r.letter).toMatch(/activités déclarées : couverture, zinguerie, charpente, maçonnerie/);
    expect(r.todo).toMatch(/ne nomment pas la démolition/);
    // (masonry itself stays covered by it)
    expect(writtenForTitle('macon', 'Travaux de maçonnerie de la mairie').letter).toMatch(
      /Nos travaux sont couverts par une assurance décennale/,
    );
  });
});

describe('a département’s own body buys for sites anywhere in it', () => {
  const forBuyer = (name: string) =>
    withCommunes(
      contextFor(
        'plaquiste',
        'Accord cadre pour des travaux de rénovation et d’urgence sur les bâtiments départementaux',
        {
          extra: {
            execution_place: 'Alpes-de-Haute-Provence (04)',
            departements: ['04'],
            buyer: { name, city: null, postal_code: null, email: null, phone: null, url: null, address: null },
            buyer_name: name,
          },
        },
      ),
    );

  it('measures the distance to the préfecture, and says so, never writing it as the site', () => {
    const context = forBuyer('Département des Alpes de Haute Provence');
    const a = analyse(context);
    expect(a.place.commune).toBeNull();
    expect(a.place.around).toBe('Digne-les-Bains');
    const r = writtenFor(context);
    expect(r.memoire).toMatch(
      /Le chantier, dans les Alpes-de-Haute-Provence \(distance mesurée à Digne-les-Bains, sa préfecture\), se trouve à environ 2\d0\u00a0km/,
    );
    expect(r.text).toMatch(/Lieu d’exécution : Alpes-de-Haute-Provence \(04\)/);
  });

  it('does not measure from the préfecture for a body of another département or a private one', () => {
    expect(analyse(forBuyer('Département des Hautes-Alpes')).place.around).toBeUndefined();
    expect(analyse(forBuyer('Société des Eaux de Provence')).place.around).toBeUndefined();
  });
});

describe('a buyer’s name takes the hyphens of a region’s compound name', () => {
  it('writes « Haute-Provence », « Haute-Savoie », « Alpes-de-Haute-Provence »', () => {
    expect(properName('Habitations de Haute Provence')).toBe('Habitations de Haute-Provence');
    expect(properName('SDIS de Haute Savoie')).toBe('SDIS de Haute-Savoie');
    expect(properName('Département des Alpes de Haute Provence')).toBe('Département des Alpes-de-Haute-Provence');
    expect(properName('Résidence Haute Rive')).toBe('Résidence Haute Rive');
  });
});

describe('a social landlord’s works « sur le patrimoine » are orders in occupied dwellings', () => {
  it('the joiner writes repairs by order with the tenants at home, not a new build’s window fitting', () => {
    const name = 'Habitations de Haute Provence';
    const context = withCommunes(
      contextFor(
        'menuisier',
        'Réalisation de travaux tous corps d’état sur le patrimoine de Habitations de Haute Provence',
        {
          descripteurs: ['Menuiserie', 'Peinture', 'Plomberie'],
          extra: {
            buyer: { name, city: null, postal_code: null, email: null, phone: null, url: null, address: null },
            buyer_name: name,
          },
        },
      ),
    );
    const r = writtenFor(context);
    expect(r.kinds).toContain('entretien');
    expect(r.memoire).toMatch(/Diagnostic à la commande/);
    expect(r.memoire).toMatch(/Les logements restent habités pendant les travaux/);
    expect(r.memoire).not.toMatch(/réservations du gros œuvre/);
  });
});
