/**
 * Round 29 grading, what was left: a campus's ways taken for the public road (from a « Voirie » descripteur), no
 * distance for an agglomeration's framework (« Cannes Pays De Lérins (06) »: the département only) nor for Guyane
 * from Lyon, the green spaces of a « VRD - Espaces verts » lot never treated, armoured vehicles' yards given a
 * road's default structure.
 */
import { describe, expect, it } from 'vitest';
import {
  anyNatureNotice,
  eachProfileAnyNature,
  itOnRealNotices,
  realContext,
  writtenFor,
  writtenForTitle,
} from '../../../../test/writing.ts';
import { EMPTY_COMPANY, FULL_COMPANY } from '../../../../test/fixtures/generation.ts';

const answered = (id: string, company = FULL_COMPANY) =>
  writtenFor(realContext(anyNatureNotice(id, 'terrassier'), company), { seams: false });

describe('a campus’s ways are the site manager’s, not the public road', () => {
  itOnRealNotices()('24-19676 (landscaping, Bouguen campus): no traffic order claimed from the notice', () => {
    eachProfileAnyNature('24-19676', 'terrassier', (r) => {
      expect(r.text).not.toMatch(
        /abords de voie publique|Aux abords de la voie publique|dans l’emprise autorisée par l’arrêté de circulation|Chaussée et trottoirs balayés/,
      );
      expect(r.section('methodologie')).toMatch(/arrêté avec le gestionnaire du site/);
    });
  });
});

describe('the distance is said where the site is known by its buyer’s town or is overseas', () => {
  itOnRealNotices()('24-19291 (Cannes Pays de Lérins, 06): measured to Cannes, told to the user too', () => {
    const r = answered('24-19291');
    expect(r.section('comprehension')).toMatch(
      /Le chantier, autour de Cannes, se trouve à environ \d{3}\u00a0km à vol d’oiseau de notre siège de Lyon/,
    );
    expect(r.letter).toMatch(/Notre siège de Lyon est à quelque \d{3}\u00a0km à vol d’oiseau du chantier/);
    // (Cannes is the town the distance is measured to, not the site: the site stays the département)
    expect(r.section('comprehension')).toMatch(/Lieu d’exécution : Alpes-Maritimes \(06\)/);
    // (no seat, no distance)
    expect(answered('24-19291', EMPTY_COMPANY).text).not.toMatch(/vol d’oiseau/);
  });
  itOnRealNotices()('24-15234 (Saint-Laurent-du-Maroni, Guyane): from Lyon, a detached team, no road', () => {
    const r = answered('24-15234');
    expect(r.section('comprehension')).toMatch(
      /Notre siège de Lyon est en métropole, à quelque 7\s\d00\u00a0km du chantier de Saint-Laurent-du-Maroni : l’encadrement et les compagnons affectés y sont détachés pour la durée des travaux[^.]*fret maritime\./,
    );
    expect(r.letter).toMatch(/Notre siège de Lyon est en métropole, à quelque 7\s\d00\u00a0km du chantier/);
    expect(r.text).not.toMatch(/vol d’oiseau|à la semaine/);
    expect(answered('24-15234', EMPTY_COMPANY).text).not.toMatch(/en métropole/);
  });
});

describe('a VRD lot’s green spaces and an armoured vehicles’ yard have their paragraphs', () => {
  itOnRealNotices()('24-14317 (lot 1 « VRD - Espaces verts », véhicules blindés): both treated', () => {
    eachProfileAnyNature('24-14317', 'terrassier', (r) => {
      const method = r.section('methodologie');
      expect(method).toMatch(/Les espaces verts suivent le fascicule 35 du CCTG/);
      expect(method).toMatch(/garantie de reprise/);
      expect(method).toMatch(/débourbeur-séparateur d’hydrocarbures conforme à la NF EN 858/);
      expect(r.withRows('qualite')).toMatch(/Épaisseur et qualité de la terre végétale des espaces verts/);
      expect(r.section('moyens_materiels')).toMatch(/Semences de gazon/);
    });
  });
  itOnRealNotices()('24-19676 (landscaping kind): the kind’s planting paragraph, not the VRD one twice', () => {
    eachProfileAnyNature('24-19676', 'terrassier', (r) => {
      expect(r.section('methodologie')).toMatch(/Les plantations suivent le fascicule 35 du CCTG/);
      expect(r.section('methodologie')).not.toMatch(/Les espaces verts suivent le fascicule 35/);
    });
  });
});

describe('a port’s VRD has its own method (rounds 26–27: topsoil stripped on a yard)', () => {
  itOnRealNotices()('24-19820 (VRD of the Port-La Nouvelle extension): yards, separators, F 900, no topsoil', () => {
    eachProfileAnyNature('24-19820', 'terrassier', (r) => {
      expect(r.kinds).toContain('vrd_portuaire');
      const method = r.section('methodologie');
      expect(method).not.toMatch(/terre végétale/);
      expect(method).toMatch(/Remblais des terre-pleins : [^\n]*portance de chaque couche contrôlée à la plaque/);
      expect(method).toMatch(/débourbeurs-séparateurs d’hydrocarbures/);
      expect(method).toMatch(/NF EN 124 : [^\n]*F 900/);
      // (the port's paragraph still says its police and its water)
      expect(method).toMatch(/règlement de police du port/);
      expect(r.section('planning')).toMatch(/sur une base de 16\ssemaines/);
    });
  });
  it('a town named Port-… is no port', () => {
    const r = writtenForTitle('terrassier', 'Travaux de VRD du lotissement des Érables à Port-Marly');
    expect(r.kinds).not.toContain('vrd_portuaire');
  });
});
