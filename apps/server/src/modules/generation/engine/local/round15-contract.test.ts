/**
 * Round 15 (contract form and procedure stage): a candidature stage is answered with a candidature
 * (no offer, no price, the candidatures' deadline); a marché global de performance states its groupement
 * and its performance commitments, its « Maintenance » never read as repairs by orders; a lot of
 * temporary classrooms is its own work; a kind inferred from a building operation is hedged everywhere;
 * descripteurs are quoted as the record spells them.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, eachProfileAnyNature, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';
import { candidatureStageOf, marcheGlobalOf } from './analysis.ts';

describe('the procedure stage and the contract form read from the object', () => {
  it('a candidature stage: « PHASE CANDIDATURE », appel à candidatures, procédure restreinte', () => {
    expect(candidatureStageOf('Reconversion du bâtiment - PHASE CANDIDATURE', null)).toBe(true);
    expect(candidatureStageOf('Réhabilitation du gymnase Joliot Curie', 'Procédure Restreinte')).toBe(true);
    expect(candidatureStageOf('Appel à candidature pour la réalisation d’un réseau', 'Procédure NC')).toBe(true);
    expect(candidatureStageOf('Réhabilitation du gymnase - phase offres', 'Procédure Restreinte')).toBe(false);
    expect(candidatureStageOf('Réhabilitation du gymnase', 'Procédure Ouverte')).toBe(false);
  });
  it('a marché global: performance (with maintenance) or conception-réalisation; not its AMO', () => {
    expect(marcheGlobalOf('Marché global de performance relatif à la rénovation du Centre Administratif')).toEqual({
      kind: 'performance',
      conception: false,
      maintenance: false,
    });
    expect(
      marcheGlobalOf('Marché public global de performance incluant la conception, la réalisation et la maintenance'),
    ).toEqual({ kind: 'performance', conception: true, maintenance: true });
    expect(marcheGlobalOf('Marché de conception réalisation pour la sécurisation du pont')?.kind).toBe(
      'conception-realisation',
    );
    expect(marcheGlobalOf('AMO pour la réalisation d’un marché global de performance')).toBeNull();
    expect(marcheGlobalOf('Réhabilitation de l’école')).toBeNull();
  });
});

describe('Place Lorjou at Blois, MGP « PHASE CANDIDATURE », procédure restreinte (carreleur, 24-19980)', () => {
  itOnRealNotices()('a candidature without offer nor price; the groupement stated', () => {
    eachProfileAnyNature('24-19980', 'carreleur', (r) => {
      const letter = r.content.lettre_candidature;
      expect(letter).toMatch(/Objet : candidature — /);
      expect(letter).not.toMatch(/candidature et (?:notre|son) offre|Notre prix figure|remise des offres/);
      expect(letter).toMatch(/date limite de remise des candidatures|délai fixé par le règlement/);
      expect(letter).toMatch(/notre offre — prix et mémoire technique détaillé d’après le CCTP — sera remise/);
      expect(r.text).not.toMatch(/Le prix est remis dans|Les offres sont attendues/);
      expect(r.text).toMatch(/stade des candidatures/);
      expect(r.text).toMatch(/marché global de performance au sens de l’article L\. 2171-3/);
      expect(r.text).toMatch(/groupement réunissant [^.]*le mainteneur/);
      expect(r.text).toMatch(/comme membre du groupement \(cotraitant\) ou comme sous-traitant déclaré/);
      expect(r.content.documents_requis.map((d) => d.label).join('\n')).not.toMatch(/Cadre de réponse financière/);
    });
  });
});

describe('Centre Administratif of the Eurométropole de Strasbourg, MGP (menuisier, 24-20148)', () => {
  itOnRealNotices()('its « Maintenance » descripteur is no accord-cadre of repairs', () => {
    eachProfileAnyNature('24-20148', 'menuisier', (r) => {
      expect(r.text).not.toMatch(
        /réception du bon|absente du bordereau|au titre d’une commande|réparations de menuiserie/i,
      );
      expect(r.text).toMatch(/marché global de performance au sens de l’article L\. 2171-3/);
      expect(r.text).toMatch(/il associe la réalisation et l’exploitation ou la maintenance des ouvrages/);
      expect(r.text).toMatch(/les entreprises de travaux et l’exploitant ou le mainteneur/);
      expect(r.text).toMatch(/Les offres sont attendues/);
    });
  });
});

describe('lycée Roger Deschaux, lot 22 « Classes provisoires » (plombier, 24-16129)', () => {
  itOnRealNotices()('the lot is the work: modules connected then disconnected, no existing networks kept', () => {
    eachProfileAnyNature('24-16129', 'plombier', (r) => {
      expect(r.text).toMatch(/porte sur des locaux provisoires, que nous comprenons comme des bâtiments modulaires/);
      expect(r.text).toMatch(/déposer ces raccordements/);
      expect(r.text).not.toMatch(/réseaux existants conservés|Dépose des appareils/);
    });
  });
});

describe('a lot of temporary buildings in any operation (fixtures)', () => {
  it('« Bâtiments provisoires » is its own work; a precast lot or a trade lot is not', () => {
    const provisional = writtenFor(
      contextFor('electricien', 'Réhabilitation du groupe scolaire Jules Ferry - Lot 4 : Bâtiments provisoires'),
    );
    expect(provisional.text).toMatch(/porte sur des locaux provisoires/);
    const precast = writtenFor(
      contextFor('macon', 'Restructuration du collège Jean Moulin - Lot 2 : Béton préfabriqué'),
    );
    expect(precast.text).not.toMatch(/locaux provisoires/);
    const trade = writtenFor(contextFor('plombier', 'Restructuration du lycée Jean Moulin - Lot 12 : Plomberie'));
    expect(trade.text).not.toMatch(/locaux provisoires/);
  });
});

describe('extension at the École des Arts Décoratifs (couvreur and étancheur, 24-16029)', () => {
  itOnRealNotices()('the kind read from a building operation is supposed for both trades', () => {
    for (const trade of ['couvreur', 'etancheur'] as const) {
      eachProfileAnyNature('24-16029', trade, (r) => {
        // (a descripteur of the operation's list names the trade's share, not its kind: the kind stays to confirm)
        expect(r.text).toMatch(
          /Nature des travaux supposée|Nature des travaux : [^.]*les descripteurs de l’avis comptent [^.]* parmi ses travaux, sans en préciser la consistance/,
        );
        expect(r.text).not.toMatch(/Nature des travaux, à la lecture/);
        expect(r.content.lettre_candidature).not.toMatch(/comme le présent marché/);
        expect(r.content.lettre_candidature).toMatch(
          /\((?:nature des travaux supposée|consistance), à confirmer au CCTP\)|\(consistance à confirmer au CCTP\)/,
        );
      });
    }
  });
  itOnRealNotices()(
    'the descripteurs said as the record names them (« Bardage » is the bardage, no « couverture »)',
    () => {
      eachProfileAnyNature('24-16029', 'etancheur', (r) => {
        expect(r.text).toMatch(/l’opération comprend aussi [^:]*le bardage/);
        expect(r.text).not.toMatch(/l’opération comprend aussi [^:]*la couverture/);
      });
    },
  );
});

describe('the points of the reading, whatever their wording (24-15778, 24-19980)', () => {
  itOnRealNotices()('no « fait ressortir le point suivant : » before a bare noun', () => {
    eachProfileAnyNature('24-15778', 'electricien', (r) => {
      expect(r.text).not.toMatch(/fait ressortir le point suivant/);
      expect(r.text).toMatch(
        /Point relevé à la lecture du dossier de cette opération, auquel la méthodologie répond plus loin : /,
      );
    });
  });
});
