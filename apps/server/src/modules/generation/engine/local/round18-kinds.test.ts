/**
 * Round 18 (kinds of work): « réseaux humides » are drinking water and sewers together, the joinery of an existing
 * building is removed after its asbestos and lead surveys (and a coastal town's joinery is chosen for the sea air),
 * and a crèche's tiles are chosen for barefoot children, hygiene and no sharp edge.
 */
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  eachProfile,
  eachProfileAnyNature,
  itOnRealNotices,
  writtenFor,
  writtenForTitle,
} from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';

const kinds = (trade: Parameters<typeof contextFor>[0], title: string, descripteurs: string[] = []): string[] =>
  analyse(contextFor(trade, title, { descripteurs })).sousTypes.map((k) => k.key);

describe('« réseaux humides » are drinking water and sewers (terrassier, 24-20099)', () => {
  const AEP = [
    /attestation de conformité sanitaire \(ACS\)/,
    /NF EN 805/,
    /Fascicule 71 du CCTG/,
    /désinfection/,
    /analyse bactériologique par un laboratoire agréé/,
    /Alimentation provisoire des abonnés/,
    /Reprise des branchements particuliers d’eau potable/,
    /coupures?[^.]*exploitant|exploitant[^.]*coupures?/,
  ];
  const SEWER = [/NF EN 1610/, /Fascicule 70 du CCTG/, /Dérivation des effluents/, /inspection télévisée/];

  itOnRealNotices()('the renewal of the wet networks writes the main’s method beside the sewers’', () => {
    eachProfile('terrassier', '24-20099', /reseaux humides/, (r) => {
      expect(r.kinds).toEqual(['reseaux_humides']);
      for (const p of [...AEP, ...SEWER]) {
        expect(r.text).toMatch(p);
      }
      expect(r.memoire).toMatch(/réseaux humides \(eau potable et assainissement\)/);
      expect(r.rowsText(/Contr[ôo]les/)).toMatch(/PV d’épreuve selon la NF EN 805/);
      expect(r.rowsText(/Contr[ôo]les/)).toMatch(/PV d’essais d’étanchéité selon la NF EN 1610/);
      expect(r.section(/Moyens mat/)).toMatch(/Conduites en fonte ductile/);
      expect(r.section(/Moyens mat/)).toMatch(/Canalisations d’eaux usées et d’eaux pluviales/);
    });
  });

  it('a made-up renewal of wet networks reads both, without descripteur', () => {
    const r = writtenForTitle('terrassier', 'Renouvellement des réseaux humides rue de la Gare');
    expect(r.kinds).toEqual(['reseaux_humides']);
    for (const p of [...AEP, ...SEWER]) {
      expect(r.text).toMatch(p);
    }
  });

  it('a job naming drinking water and waste water is the same combined kind', () => {
    expect(kinds('terrassier', 'Travaux de renouvellement des réseaux d’eau potable et d’eaux usées')).toEqual([
      'reseaux_humides',
    ]);
  });

  it('a drinking-water main alone and a sewer alone keep their own kinds and steps', () => {
    const water = writtenForTitle('terrassier', 'Renouvellement du réseau d’eau potable rue des Lilas');
    expect(water.kinds).toEqual(['eau_potable']);
    expect(water.text).not.toMatch(/NF EN 1610|Dérivation des effluents/);
    const sewer = writtenForTitle('terrassier', 'Création d’un réseau d’eaux usées rue des Lilas');
    expect(sewer.kinds).toContain('assainissement');
    expect(sewer.kinds).not.toContain('reseaux_humides');
    expect(sewer.text).not.toMatch(/NF EN 805|Alimentation provisoire|analyse bactériologique/);
  });

  it('a new drinking-water network beside sewers supplies no subscriber provisionally', () => {
    const r = writtenForTitle(
      'terrassier',
      'Création d’un réseau d’eau potable et d’un réseau d’eaux usées au lotissement',
    );
    expect(r.kinds).toEqual(['reseaux_humides']);
    expect(r.text).not.toMatch(/Alimentation provisoire des abonnés/);
    expect(r.text).toMatch(/NF EN 805/);
  });
});

describe('joinery of an existing building (menuisier, 24-15212)', () => {
  itOnRealNotices()('is removed after the asbestos and lead surveys, surveyed opening by opening', () => {
    eachProfileAnyNature('24-15212', 'menuisier', (r) => {
      expect(r.memoire).toMatch(/- Repérages amiante et plomb : [^\n]*point d’arrêt/);
      expect(r.memoire).toMatch(/arrêté du 16 juillet 2019/);
      expect(r.memoire).toMatch(/CREP[^.]*ne vaut pas repérage avant travaux/);
      expect(r.memoire).toMatch(/sous confinement/);
      expect(r.memoire).toMatch(/relevé de chaque baie ou ouverture existante/);
      expect(r.rowsText(/Contr[ôo]les/)).toMatch(/Repérages amiante et plomb des menuiseries à déposer/);
      expect(r.rowsText(/curit/)).toMatch(/Amiante ou plomb dans les menuiseries anciennes déposées/);
      expect(r.memoire).toMatch(/NF DTU 36\.5/);
      // Saint-Nazaire is on the coast: the exposure is said, with its condition
      expect(r.memoire).toMatch(/La commune est sur le littoral : selon la distance du bâtiment au rivage/);
      expect(r.memoire).toMatch(/classement air-eau-vent \(AEV\)/);
      expect(r.memoire).toMatch(/anodisation \(Qualanod\) ou un thermolaquage/);
      expect(r.memoire).toMatch(/la part de nos travaux y est à confirmer au CCTP/);
      expect(r.text).not.toMatch(/DTU 37\.1/);
    });
  });

  it('a new building’s joinery reads no survey and no removal', () => {
    const r = writtenForTitle('menuisier', 'Construction d’un groupe scolaire - lot menuiseries extérieures');
    expect(r.text).not.toMatch(/Repérages amiante et plomb|16 juillet 2019|menuiseries anciennes déposées/);
    expect(r.text).toMatch(/- Prise de cotes : relevé de chaque baie ou ouverture, repérage/);
  });

  it('a window replacement writes the survey once, as a hold point', () => {
    const r = writtenForTitle('menuisier', 'Remplacement des menuiseries extérieures de la mairie');
    expect(r.memoire).toMatch(/- Repérages amiante et plomb :/);
    expect(r.rowsText(/curit/).match(/Amiante ou plomb dans les menuiseries anciennes/g)?.length).toBe(1);
  });

  it('the coast is read from the words of the coast or a coastal town, not a street’s name nor a postcode', () => {
    const coast = (title: string) =>
      analyse(contextFor('menuisier', title)).specificites.some(
        (s) => s.sujet === 'exposition marine des menuiseries extérieures',
      );
    expect(coast('Remplacement des fenêtres de l’école à La Rochelle')).toBe(true);
    expect(coast('Remplacement des fenêtres de l’école, rue de Brest à Rennes')).toBe(false);
    expect(coast('Remplacement des fenêtres de l’école (mairie, 17000 La Rochelle) à Saintes')).toBe(false);
    expect(coast('Remplacement des fenêtres du collège du Pas-de-Calais à Arras')).toBe(false);
    // the words of the coast keep the trade's seaside paragraph (said once)
    const sea = analyse(contextFor('menuisier', 'Remplacement des fenêtres de l’école en front de mer à Royan'));
    expect(sea.specificites.map((s) => s.sujet)).toContain('menuiseries en bord de mer');
    expect(sea.specificites.map((s) => s.sujet)).not.toContain('exposition marine des menuiseries extérieures');
  });
});

describe('tiles of a crèche (carreleur, 24-15531)', () => {
  const CRECHE = [
    /NF P 05-011/,
    /classe pieds nus \(PN\)/,
    /UPEC/,
    /joints sont en mortier époxy/,
    /plinthes à gorge/,
    /SPEC ou SEL/,
    /Aucune arête vive/,
    /nez de marche/,
    /hors de leur présence/,
    /NF DTU 52\.2/,
  ];

  itOnRealNotices()('are chosen for barefoot children, hygiene and no sharp edge', () => {
    eachProfileAnyNature('24-15531', 'carreleur', (r) => {
      for (const p of CRECHE) {
        expect(r.text).toMatch(p);
      }
      expect(r.memoire).toMatch(/- Étanchéité :/);
      expect(r.rowsText(/Contr[ôo]les/)).toMatch(/Classe de glissance et classement UPEC/);
      expect(r.memoire).toMatch(/la part de nos travaux y est à confirmer au CCTP/);
    });
  });

  it('a made-up multi-accueil reads the same, an office does not', () => {
    const r = writtenFor(contextFor('carreleur', 'Réfection des sols du multi-accueil Les Lutins'));
    for (const p of CRECHE.slice(0, 7)) {
      expect(r.text).toMatch(p);
    }
    const office = writtenForTitle('carreleur', 'Carrelage des bureaux de la mairie');
    expect(office.text).not.toMatch(/Aucune arête vive|classe pieds nus/);
  });

  it('an école maternelle: hygiene, no sharp edge and a shod floor’s slip class, no barefoot class', () => {
    const r = writtenForTitle('carreleur', 'Réfection des sanitaires de l’école maternelle Jules Ferry');
    expect(r.memoire).toMatch(/Les enfants de l’école maternelle jouent au sol/);
    expect(r.memoire).toMatch(/Aucune arête vive/);
    expect(r.memoire).toMatch(/NF P 05-011/);
    expect(r.text).not.toMatch(/pieds nus/);
  });

  it('a former crèche converted is not a crèche', () => {
    const r = writtenForTitle('carreleur', 'Transformation de l’ancienne crèche en bureaux');
    expect(r.text).not.toMatch(/Aucune arête vive/);
  });
});

describe('an old rural building (moulin, ferme) reworked', () => {
  it('the carreleur lays terracotta or tomettes sealed with lime mortar (NF DTU 52.1)', () => {
    const r = writtenForTitle('carreleur', 'Réhabilitation d’un ancien moulin en gîte communal');
    expect(r.memoire).toMatch(/terre cuite ou en tomettes/);
    expect(r.memoire).toMatch(/mortier de chaux selon le NF DTU 52\.1/);
    expect(r.memoire).toMatch(/- NF DTU 52\.1 : /);
  });

  it('the plaquiste doubles old damp walls on a free frame, no closed vapour barrier without study', () => {
    const r = writtenForTitle(
      'plaquiste',
      'Aménagement d’une ferme en maison des associations - doublages et cloisons',
    );
    expect(r.memoire).toMatch(/aucun doublage collé ni pare-vapeur fermé n’est posé contre une maçonnerie ancienne/);
    expect(r.memoire).not.toMatch(/avec pare-vapeur continu/);
  });

  it('a truss, a « tranche ferme » or the town of Moulins is no old farm', () => {
    for (const title of [
      'Remplacement des fermes de charpente de l’église',
      'Rénovation de l’école - tranche ferme et tranche optionnelle',
      'Réfection des sols de la mairie de Moulins',
    ]) {
      const r = writtenForTitle('carreleur', title);
      expect(r.text).not.toMatch(/bâtiment rural ancien/);
    }
  });
});
