/**
 * Round 30 (viabilisation): « Travaux de VRD secondaires du projet d’aménagement de Balaté Nord à St Laurent du Maroni »
 * answered with the terrassier's generic VRD method — nothing of the concessionnaires, the primary VRD, the plots, no
 * network test. A development's servicing is its own kind: networks before roads, the deepest first, each network tested
 * and accepted, branchements left for the plots; a roundabout, a port or landscaping keep theirs.
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';

/** What a servicing response must say, whatever the development. */
function servicing(r: ReturnType<typeof writtenForTitle>): void {
  const method = r.section('methodologie');
  expect(method).toMatch(/Préparation, DT-DICT et interfaces : [^\n]*VRD primaires de l’aménageur/);
  expect(method).toMatch(/des plus profonds aux moins profonds — eaux usées, eaux pluviales, puis eau potable/);
  expect(method).toMatch(/Réseaux secs et fourreaux : [^\n]*éclairage public posés selon les prescriptions/);
  expect(method).toMatch(/boîtes de branchement, regards de façade/);
  expect(method).toMatch(/voirie provisoire de chantier/);
  expect(method).toMatch(/Fascicule 71 du CCTG/);
  expect(method).toMatch(/NF EN 1610/);
  expect(method).toMatch(/NF EN 124/);
  const checks = r.withRows('qualite');
  expect(checks).toMatch(/Compactage des remblais de tranchée[^\n]*pénétromètre/);
  expect(checks).toMatch(/Inspection télévisée des réseaux d’assainissement/);
  expect(checks).toMatch(/Épreuve de pression, désinfection et analyse de l’eau potable/);
  expect(checks).toMatch(/mandrinage des fourreaux/);
  expect(checks).toMatch(/Épaisseur et température des enrobés/);
  expect(checks).toMatch(/Plans de récolement géoréférencés en classe A/);
  expect(r.withRows('securite')).toMatch(/Coactivité avec les engins des constructeurs des lots/);
  expect(r.withRows('environnement')).toMatch(/Chutes de canalisations et de fourreaux en PVC/);
  expect(r.text).not.toMatch(/structures et revêtements des surfaces prévus au CCTP/);
}

describe('the secondary VRD of a development', () => {
  it('an estate serviced: the servicing kind, its networks before its roads', () => {
    const r = writtenForTitle('terrassier', 'Viabilisation du lotissement Les Coteaux — VRD', [
      'Terrassement',
      'Voirie',
    ]);
    expect(r.kinds).toEqual(['vrd_secondaires']);
    servicing(r);
  });

  it('a ZAC’s secondary VRD, its sewers named: the servicing method first', () => {
    const r = writtenForTitle(
      'terrassier',
      'Travaux de VRD secondaires de la ZAC des Portes du Sud : voiries, réseaux EU, EP et AEP',
    );
    expect(r.kinds[0]).toBe('vrd_secondaires');
    servicing(r);
    expect(r.withRows('planning')).toMatch(/Essais et réceptions des concessionnaires/);
  });

  it('a roundabout with a ZAC’s servicing keeps the roundabout kind', () => {
    const r = writtenForTitle(
      'terrassier',
      'Aménagement d’un carrefour giratoire sur la RD 974 et viabilisation de la ZAC',
    );
    expect(r.kinds).toEqual(['giratoire']);
    expect(r.text).toMatch(/La viabilisation ordonne les réseaux avant la voirie/);
  });

  it('a sewer alone in an estate, a landscaping project and an estate’s road resurfaced are not servicing', () => {
    expect(
      writtenForTitle('terrassier', 'Création d’un réseau d’eaux pluviales au lotissement Les Vignes').kinds,
    ).not.toContain('vrd_secondaires');
    expect(
      writtenForTitle('terrassier', 'Travaux du projet d’aménagement paysager du parc municipal').kinds,
    ).not.toContain('vrd_secondaires');
    expect(writtenForTitle('terrassier', 'Réfection de la voirie et des réseaux du lotissement').kinds).not.toContain(
      'vrd_secondaires',
    );
  });

  itOnRealNotices()('24-15234 (terrassier): the secondary VRD of Balaté Nord, both profiles', () => {
    eachProfileAnyNature('24-15234', 'terrassier', (r) => {
      expect(r.kinds).toEqual(['vrd_secondaires']);
      expect(r.text).toMatch(/Nature des travaux, à la lecture de l’objet : VRD secondaires(?! d’une)/);
      servicing(r);
      expect(r.section('planning')).toMatch(/sur une base de 18\ssemaines/);
      expect(r.withRows('planning')).toMatch(/Essais et réceptions des concessionnaires/);
    });
  });
});
