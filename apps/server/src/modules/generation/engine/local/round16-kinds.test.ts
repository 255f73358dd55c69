/**
 * Round 16 (fresh grading, kinds of work): a cabling contract is structured cabling, existing pumping stations
 * made safe are not a new station, an exterior ravalement carries no indoor rows and says the insulation duty,
 * a rehabilitation's partitions are opened after the asbestos and lead surveys, and a new laboratory gets its
 * ventilation beside the heating.
 */
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  eachProfile,
  eachProfileAnyNature,
  itOnRealNotices,
  writtenFor,
} from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';

const kinds = (trade: Parameters<typeof contextFor>[0], title: string): string[] =>
  analyse(contextFor(trade, title)).sousTypes.map((k) => k.key);
const labels = (trade: Parameters<typeof contextFor>[0], title: string): string[] =>
  analyse(contextFor(trade, title)).sousTypes.map((k) => k.label);

describe('a cabling contract is structured cabling (électricien, 24-20073)', () => {
  itOnRealNotices()(
    '« Travaux de câblage sur les sites » is VDI cabling to NF EN 50173/50174, tested link by link',
    () => {
      eachProfile('electricien', '24-20073', /cablage/, (r) => {
        expect(r.analysis.sousTypes.map((k) => k.label)).toEqual(['courants faibles (VDI)']);
        expect(r.memoire).toMatch(/NF EN 50173/);
        expect(r.memoire).toMatch(/NF EN 50174/);
        expect(r.memoire).toMatch(/testeur certificateur/);
        expect(r.memoire).toMatch(/plan des liaisons/);
        expect(r.memoire).toMatch(/Les sites restent en service/);
        expect(r.text).not.toMatch(/luminaires?/i);
        expect(r.text).not.toMatch(/Consuel/);
        expect(r.text.match(/courants forts et courants faibles/g)?.length ?? 0).toBeLessThanOrEqual(1);
      });
    },
  );

  it('cabling named with a power job, boards or vehicles is not VDI', () => {
    expect(labels('electricien', 'Travaux de câblage et remplacement des luminaires du gymnase')).not.toContain(
      'courants faibles (VDI)',
    );
    expect(labels('electricien', 'Travaux de câblage des tableaux électriques de la mairie')).not.toContain(
      'courants faibles (VDI)',
    );
    expect(
      labels('electricien', 'Prestations de fourniture et de pose de câblages pour les bus et les cars'),
    ).not.toContain('courants faibles (VDI)');
    expect(labels('electricien', 'Câblage informatique et fibre optique du collège')).toContain(
      'courants faibles (VDI)',
    );
  });

  it('a fibre job measures each fibre', () => {
    const r = writtenFor(contextFor('electricien', 'Travaux de câblage en fibre optique des écoles'), { seams: false });
    expect(r.text).toMatch(/Mesures des liens optiques/);
  });
});

describe('existing pumping stations made safe (terrassier, 24-16172)', () => {
  itOnRealNotices()('are works on stations in service, not a new station with gravity networks', () => {
    eachProfile('terrassier', '24-16172', /postes de relevement/, (r) => {
      expect(r.analysis.sousTypes.map((k) => k.key)).toEqual(['poste_existant']);
      expect(r.memoire).toMatch(/CATEC/);
      expect(r.memoire).toMatch(/grilles antichute/);
      expect(r.memoire).toMatch(/zonage ATEX/);
      expect(r.memoire).toMatch(/camion hydrocureur/);
      expect(r.memoire).toMatch(
        /consignées avec l’exploitant|consignation des pompes et de l’armoire avec l’exploitant/,
      );
      expect(r.memoire).not.toMatch(/camion-grue|réseaux gravitaires|lestée contre la sous-pression/i);
      expect(r.memoire).not.toMatch(/NF EN 1610/);
    });
  });

  it('a new station with its network keeps the new station’s kind', () => {
    const k = kinds('terrassier', 'Construction d’un poste de refoulement et création du réseau d’eaux usées');
    expect(k).toContain('poste_refoulement');
    expect(k).not.toContain('poste_existant');
  });

  it('a rehabilitation of stations and networks keeps the networks’ kind beside the stations’', () => {
    const k = kinds('terrassier', 'Réhabilitation des réseaux d’assainissement et des postes de relevage');
    expect(k).toContain('poste_existant');
    expect(k).toContain('assainissement');
    expect(k).not.toContain('poste_refoulement');
  });
});

describe('an exterior ravalement (peintre, 24-19271)', () => {
  itOnRealNotices()('carries no indoor rows and says the insulation duty of a major ravalement', () => {
    eachProfileAnyNature('24-19271', 'peintre', (r) => {
      expect(r.text).not.toMatch(/par local|glissades|protections de sol|échafaudage roulant|ponceuse/i);
      expect(r.text).toMatch(/fiche d’autocontrôle par façade/i);
      expect(r.memoire).toMatch(/ravalement est important[^.]*l’isolation thermique des murs[^.]*sauf exceptions/);
      expect(r.memoire).toMatch(/le CCTP précise si le maître d’ouvrage l’a prévue/);
    });
  });

  it('a façade job that also names indoor work keeps the indoor rows', () => {
    const a = analyse(contextFor('peintre', 'Ravalement des façades et peinture des parties communes'));
    expect(a.kb.risques.map((x) => x.risque)).toContain('Glissades sur les protections de sol');
    const ext = analyse(contextFor('peintre', 'Ravalement des façades de la résidence'));
    expect(ext.kb.risques.map((x) => x.risque)).not.toContain('Glissades sur les protections de sol');
  });
});

describe('partitions and ceilings in a rehabilitation (plaquiste, 24-15598)', () => {
  itOnRealNotices()('read the asbestos and lead surveys before opening the old walls', () => {
    eachProfileAnyNature('24-15598', 'plaquiste', (r) => {
      expect(r.memoire).toMatch(/Repérages amiante et plomb : lecture du repérage/);
      expect(r.text).toMatch(/avant toute ouverture ou dépose \(point d’arrêt\)/i);
      expect(r.memoire).toMatch(/peut contenir du plomb|peuvent contenir du plomb/);
      expect(r.memoire).toMatch(/NF X 46-020/);
    });
  });

  it('a new building’s partitions read no survey', () => {
    const r = writtenFor(contextFor('plaquiste', 'Construction d’un gymnase - lot cloisons, faux plafonds'), {
      seams: false,
    });
    expect(r.memoire).not.toMatch(/Repérages amiante et plomb/);
  });
});

describe('a new laboratory and workshops (chauffagiste, 24-14851)', () => {
  itOnRealNotices()('get the laboratory’s ventilation beside the heating, hedged', () => {
    eachProfileAnyNature('24-14851', 'chauffagiste', (r) => {
      expect(r.analysis.sousTypes.map((k) => k.key)).toEqual(['laboratoire_neuf']);
      expect(r.memoire).toMatch(/NF EN 14175/);
      expect(r.memoire).toMatch(/NF DTU 68\.3/);
      expect(r.memoire).toMatch(/cascade de pression/);
      expect(r.memoire).toMatch(/ce que le CCTP confirmera, l’avis ne la nommant pas/);
      expect(r.memoire).toMatch(/Les ateliers sont de grands volumes/);
      expect(r.memoire).not.toMatch(/Relevé et maintien de l’activité|produits chimiques résiduels/);
    });
  });

  it('a new laboratory whose object names its ventilation is not hedged', () => {
    const r = writtenFor(
      contextFor('chauffagiste', 'Construction d’un laboratoire : chauffage, ventilation et sorbonnes'),
      {
        seams: false,
      },
    );
    expect(r.memoire).toMatch(/Les sorbonnes sont installées selon la NF EN 14175/);
    expect(r.memoire).not.toMatch(/l’avis ne la nommant pas/);
  });

  it('a language laboratory or an existing laboratory is not the new laboratory’s kind', () => {
    expect(kinds('chauffagiste', 'Construction d’un laboratoire de langues au lycée')).not.toContain(
      'laboratoire_neuf',
    );
    expect(kinds('chauffagiste', 'Rénovation de la ventilation du laboratoire de chimie')).toEqual([
      'ventilation_laboratoire',
    ]);
  });
});
