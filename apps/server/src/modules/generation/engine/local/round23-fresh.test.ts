/**
 * Round 23: a town's square or street answered with the earthworks default; a greenhouse's deconstruction given the
 * demolition excavator and its « démolition du gros œuvre » next to the paragraph that takes the glass down by hand.
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';

describe('public spaces are redeveloped while in use, their surfaces laid on a validated sample', () => {
  it('a square and its surroundings: phasing for residents and shops, NF P 98-335, accessibility, no hedge', () => {
    const r = writtenForTitle('terrassier', 'Requalification de la place du Marché et de ses abords', ['Voirie']);
    expect(r.kinds).toEqual(['espaces_publics']);
    expect(r.text).toMatch(/Un espace public se réaménage en restant ouvert/);
    expect(r.text).toMatch(/NF P 98-335/);
    expect(r.text).toMatch(/Planche d’essai des revêtements/);
    expect(r.text).toMatch(/Nature des travaux, à la lecture de l’objet : aménagement d’espaces publics/);
    expect(r.text).not.toMatch(
      /L’avis ne précisant pas|dans leur exécution courante|ce qu’une telle opération demande le plus souvent/,
    );
    // (its own plant, not the earthworks site's)
    expect(r.text).not.toMatch(/Chargeuse pour les mouvements de terres/);
  });

  it('a street from façade to façade is one; a sewer lot of a public-spaces operation is not', () => {
    expect(writtenForTitle('terrassier', 'Aménagement de la rue de la République').kinds).toEqual(['espaces_publics']);
    const lot = writtenForTitle(
      'terrassier',
      'Travaux de réalisation des espaces publics du quartier des Tanneurs – lot 3 eaux usées',
    );
    expect(lot.kinds).not.toContain('espaces_publics');
  });

  itOnRealNotices()('24-19208 (terrassier): the place Isaac de la Roche, both profiles', () => {
    eachProfileAnyNature('24-19208', 'terrassier', (r) => {
      expect(r.kinds).toEqual(['espaces_publics']);
      expect(r.text).toMatch(/NF P 98-335/);
    });
  });
});

describe('a greenhouse is taken down, not knocked down', () => {
  it('its glass from a nacelle, its frame by a crane truck; no demolition excavator', () => {
    const r = writtenForTitle('macon', 'Déconstruction des anciennes serres municipales', ['Démolition']);
    expect(r.kinds).toEqual(['demolition']);
    expect(r.text).toMatch(/Dépose des vitrages et démontage de l’ossature/);
    expect(r.text).toMatch(/Chute à travers la couverture vitrée/);
    expect(r.text).toMatch(/Grue de démontage de l’ossature \(camion-grue\)[^\n]*«.démolition/);
    expect(r.text).not.toMatch(/[Pp]elle de démolition avec pince|démolition mécanique du haut vers le bas/);
  });

  it('a building is still knocked down from the top with the excavator', () => {
    const r = writtenForTitle('macon', 'Démolition de l’ancienne salle des fêtes', ['Démolition']);
    expect(r.text).toMatch(/démolition mécanique du haut vers le bas/);
    expect(r.text).not.toMatch(/Dépose des vitrages/);
  });

  itOnRealNotices()('24-19895 (maçon): the university’s greenhouses, both profiles', () => {
    eachProfileAnyNature('24-19895', 'macon', (r) => {
      expect(r.text).toMatch(/Dépose des vitrages et démontage de l’ossature/);
      expect(r.text).not.toMatch(/démolition mécanique du haut vers le bas/);
    });
  });
});

describe('a bus lane’s lighting and traffic lights are new works', () => {
  it('a TCSP: a new network with its lighting study, bus priority at the junctions; never « travaux de réseaux »', () => {
    const r = writtenForTitle('electricien', 'Aménagement d’un couloir bus en site propre sur l’avenue Jean Jaurès', [
      'Eclairage public',
    ]);
    expect(r.kinds).toContain('eclairage_public');
    expect(r.text).toMatch(/Un site propre redessine la voie/);
    expect(r.text).toMatch(/priorité aux bus/);
    expect(r.text).not.toMatch(/nos travaux de réseaux(?! et)/);
  });
});

describe('round-23 slips', () => {
  it('a city’s accord-cadre of building repairs: public buildings in service, their safety lighting and fire alarm', () => {
    const r = writtenForTitle(
      'electricien',
      'Accord-cadre à bons de commande pour l’entretien et les grosses réparations des bâtiments communaux',
    );
    expect(r.text).toMatch(/établissements recevant du public en service/);
    expect(r.text).toMatch(/NF C 71-800/);
    expect(r.text).toMatch(/registre de sécurité/);
  });

  it('a washing area of a ski resort is a washing area, not a ski run', () => {
    const r = writtenForTitle('terrassier', 'Création d’une aire de lavage des engins du domaine skiable');
    expect(r.kinds).toContain('aire_lavage');
    expect(r.kinds).not.toContain('piste_ski');
  });
});
