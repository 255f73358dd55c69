/**
 * Round 25: rainwater disconnected and infiltrated at source given a road structure and an unfair hedge; the streets'
 * point said « que l'avis ne nomme pas » on « Aménagement des rues »; sewer pipes among an irrigation network's products.
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';

describe('rainwater managed at source is let into the ground, not paved', () => {
  it('a watershed disconnected: noues, rain gardens, permeability tests; no asphalt laid, no hedge', () => {
    const r = writtenForTitle('terrassier', 'Déconnexion des eaux pluviales et renaturation des rues du centre-bourg');
    expect(r.kinds[0]).toBe('eaux_pluviales_source');
    expect(r.text).toMatch(/rendre la pluie au sol là où elle tombe/);
    expect(r.text).toMatch(/Perméabilité du sol des ouvrages/);
    expect(r.text).not.toMatch(
      /Enrobés à chaud ou tièdes|Canalisations PVC|L’avis ne précisant pas|dans leur exécution courante/,
    );
  });

  itOnRealNotices()('24-20051 (terrassier): Esnandes’s watershed, both profiles', () => {
    eachProfileAnyNature('24-20051', 'terrassier', (r) => {
      expect(r.kinds[0]).toBe('eaux_pluviales_source');
      expect(r.text).not.toMatch(/L’avis ne précisant pas|dans leur exécution courante|Enrobés à chaud ou tièdes/);
    });
  });
});

describe('a point the file names is not « que l’avis ne nomme pas »; products of the kind', () => {
  it('« Aménagement des rues … » classed « Voirie » names the streets’ roads', () => {
    const r = writtenForTitle('terrassier', 'Aménagement des rues Victor Hugo et Jean Jaurès', ['Voirie']);
    expect(r.text).toMatch(/de façade à façade/);
    expect(r.text).not.toMatch(/que l’avis ne nomme pas/);
  });

  it('an irrigation network’s and a platform’s products are their own', () => {
    const irrigation = writtenForTitle('terrassier', 'Extension du réseau d’irrigation collectif', ['Irrigation']);
    expect(irrigation.text).toMatch(/canalisations pression/i);
    expect(irrigation.text).not.toMatch(/CR8|CR16/);
    const platform = writtenForTitle('terrassier', 'Création d’une plateforme de stockage de bois');
    expect(platform.text).not.toMatch(/Canalisations PVC/);
  });
});
