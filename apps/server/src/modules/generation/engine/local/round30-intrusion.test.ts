/**
 * Round 30 (électricien, intrusion): « accord-cadre à bons de commande — système d’alarmes anti-intrusion des
 * collèges du Département de l’Ardèche » (24-19955) answered with the generic weak-currents kind — one intrusion
 * standard, a video residue (« durées de conservation fixées par l’acheteur ») and a 16 m nacelle at every order.
 * An intrusion alarm alone is its own kind: zoning and grade, detectors, central unit and backup supply, remote
 * monitoring (NF EN 50136), APSAD R81 and NF&A2P when asked for, walk and tamper tests, a PIRL. Video protection,
 * access control or a PPMS alert keep their kinds.
 */
import { describe, expect, it } from 'vitest';
import {
  bySection,
  eachProfileAnyNature,
  itOnRealNotices,
  writtenForTitle,
  type Written,
} from '../../../../test/writing.ts';

/** What an intrusion installer's response says, whatever the building. */
function expectIntrusionTrade(r: Written) {
  const s = bySection(r);
  expect(r.kinds).toEqual(['intrusion']);
  expect(s.comprehension).toMatch(/Nature des travaux, à la lecture de l’objet : détection d’intrusion/);
  expect(s.methode).toMatch(/NF EN 50131-1/);
  expect(s.methode).toMatch(/Série NF EN 50136/);
  expect(s.methode).toMatch(/Règle APSAD R81/);
  expect(s.methode).toMatch(/NF&A2P/);
  expect(s.methode).toMatch(/grade 2 ou 3 selon la NF EN 50131-1/);
  expect(s.methode).toMatch(/détecteurs volumétriques à infrarouge passif ou à double technologie/);
  expect(s.methode).toMatch(/contacts d’ouverture/);
  expect(s.methode).toMatch(/sirène extérieure/);
  expect(s.methode).toMatch(/centre de télésurveillance/);
  expect(s.qualite).toMatch(/Déclenchement de chaque détecteur \(essai de marche\)/);
  expect(s.qualite).toMatch(/Autoprotection de chaque organe/);
  expect(s.qualite).toMatch(/Transmission de chaque type d’alarme sur chaque voie/);
  expect(s.qualite).toMatch(/Autonomie de l’alimentation secourue/);
  expect(s.moyens).toMatch(/Plateforme individuelle roulante légère \(PIRL\) ou escabeau à plateforme/);
  expect(s.moyens).toMatch(/Testeur de détecteurs/);
  expect(s.dechets).toMatch(/filière DEEE/i);
  expect(s.dechets).toMatch(/piles et accumulateurs/);
  expect(s.garanties).toMatch(/Bon fonctionnement \(2 ans[^\n]*équipements de détection d’intrusion fournis/);
  expect(s.garanties).toMatch(/remplacer les batteries/);
  // The weak-currents kind's video residue, a nacelle assigned, a power installation's tools: none.
  expect(r.text).not.toMatch(/durées de conservation|caméras?|enregistreur|\bVDI\b|NF EN 54\b|NF C 15-100/i);
  expect(s.moyens).not.toMatch(/nacelle[^\n|]*— à chaque commande|: nacelle/i);
  expect(s.moyens).not.toMatch(/Nacelle[^\n]*\| Affecté/);
  expect(r.text).not.toMatch(/contrôleur d’installation|outillage isolé 1000 V|différentiels tous les mois/);
}

describe('an intrusion alarm alone is written by its own kind', () => {
  itOnRealNotices()('24-19955 (électricien): the Ardèche collèges’ intrusion alarms, both profiles', () => {
    eachProfileAnyNature('24-19955', 'electricien', (r) => {
      expectIntrusionTrade(r);
      const s = bySection(r);
      // (the collèges: the PPMS alert is another system, its interface checked with the establishment)
      expect(s.methode).toMatch(/n’est pas le dispositif d’alerte du plan particulier de mise en sûreté \(PPMS\)/);
      expect(s.methode).toMatch(/vérifiée avec le chef d’établissement/);
      // (asbestos: an electrician drills under sous-section 4, a removal is no part of his works)
      expect(s.dechets).toMatch(/intervention selon un mode opératoire sous-section 4/);
      expect(s.dechets).not.toMatch(/retirés par une entreprise certifiée sous-section 3/);
      expect(s.qualite).toMatch(/Lecture du repérage amiante aux points de percement/);
    });
  });

  it('a town hall’s intrusion alarm replaced: the old system kept until the new one is in service, no PPMS', () => {
    const r = writtenForTitle('electricien', 'Remplacement du système d’alarme anti-intrusion de la mairie');
    expectIntrusionTrade(r);
    const s = bySection(r);
    expect(s.methode).toMatch(/ancien système déposé ensuite seulement/);
    expect(s.securite).toMatch(/Bâtiment privé de protection contre l’intrusion pendant les travaux/);
    expect(r.text).not.toMatch(/PPMS/);
  });

  it('an anti-theft alarm with remote monitoring of a school: the intrusion kind and the PPMS interface', () => {
    const r = writtenForTitle(
      'electricien',
      'Installation d’une alarme anti-vol et télésurveillance du groupe scolaire Jules Ferry',
    );
    expectIntrusionTrade(r);
    expect(bySection(r).methode).toMatch(/Interface avec le PPMS/);
  });

  it('video protection, intrusion with video, a PPMS alert: not the intrusion kind', () => {
    expect(
      writtenForTitle('electricien', 'Installation d’un système de vidéoprotection sur les bâtiments communaux').kinds,
    ).toEqual(['ssi_courants_faibles']);
    // (several safety systems: the weak-currents kind, with each system's checks)
    expect(
      writtenForTitle('electricien', 'Installation d’alarmes anti-intrusion et de vidéoprotection des écoles').kinds,
    ).toEqual(['ssi_courants_faibles']);
    expect(
      writtenForTitle('electricien', 'Installation d’un système d’alerte PPMS attentat-intrusion dans les écoles')
        .kinds,
    ).not.toContain('intrusion');
    expect(writtenForTitle('electricien', 'Remplacement du contrôle d’accès des bâtiments communaux').kinds).toEqual([
      'controle_acces',
    ]);
  });
});
