/**
 * Round 11, issue 13 (round-10 re-grade, defects 3 and 6, finishing and envelope trades): a provisional
 * fit-out of a former industrial building answered with a full re-roofing (couvreur, 24-19876); a
 * renovation in an occupied public-finance building without removal, asbestos, occupancy nor NF DTU 58.1
 * (plaquiste, 24-15575); a building rehabilitated into a dance school without its showers' waterproofing
 * nor its old tiles' asbestos (carreleur, 24-15772); a school's restructuring without its new boards
 * (peintre, 24-18724); a crèche's nappy-changing areas answered with the trade-neutral method
 * (menuisier, 24-16049). Each rule on the real notice with both profiles, and on made-up objects that
 * must keep their previous kind.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  findRealNotice,
  itOnRealNotices,
  PROFILES,
  realContext,
  writtenBySection,
  type LocalContext,
} from '../../../../test/writing.ts';

const write = (trade: TradeSlug, title: string, descripteurs: string[] = []) =>
  writtenBySection(contextFor(trade, title, { descripteurs }));

/** The real notice's response with each profile. */
function eachReal(trade: TradeSlug, pattern: RegExp, id: string): ReturnType<typeof writtenBySection>[] {
  const notice = findRealNotice(trade, pattern, { id });
  return PROFILES.map((company) => writtenBySection(realContext(notice, company) as LocalContext));
}

const itReal = itOnRealNotices();

describe('couvreur — an object that names no roofing work', () => {
  itReal(
    '24-19876 (fit-out of the « Ex-Ford » building): interventions the CCTP will set, asbestos of an old roof',
    () => {
      for (const r of eachReal('couvreur', /ex-ford/, '24-19876')) {
        expect(r.kinds).toEqual(['interventions_couverture']);
        // No re-roofing sequence.
        expect(r.text).not.toMatch(/HPV|[Ll]iteaux|Pureau|dépose de la couverture existante/);
        expect(r.text).toMatch(/interventions en toiture que le CCTP prévoira/);
        expect(r.text).toMatch(/aucune réfection d’ensemble n’est présumée/);
        // The roof of a former industrial building: fibre-cement sheets, fragile rooflights, SS3/SS4, BSDA.
        expect(r.text).toMatch(/ancien bâtiment d’activité/);
        expect(r.text).toMatch(/fibres-ciment antérieures à 1997/);
        expect(r.text).toMatch(/Arrêté du 16 juillet 2019 et NF X 46-020/);
        expect(r.text).toMatch(/sous-section 3/);
        expect(r.text).toMatch(/sous-section 4/);
        expect(r.text).toMatch(/BSDA/);
        expect(r.text).toMatch(/Chute à travers une plaque fragile/);
        expect(r.text).toMatch(/filets de sécurité en sous-face/);
        expect(r.text).toMatch(/Étanchéité des pénétrations/);
      }
    },
  );

  it('a made-up fit-out of offices: the same level, without the industrial paragraph', () => {
    const r = write('couvreur', 'Aménagement de bureaux au 2e étage de la mairie', ['Couverture']);
    expect(r.kinds).toEqual(['interventions_couverture']);
    expect(r.text).not.toMatch(/HPV|Pureau|ancien bâtiment d’activité/);
    expect(r.text).toMatch(/repérage de l’amiante avant travaux/);
  });

  it('an object that names the roof keeps its re-roofing method', () => {
    const r = write('couvreur', 'Réfection de la toiture de l’école Jules Ferry');
    expect(r.kinds).not.toContain('interventions_couverture');
    expect(r.text).toMatch(/Écran et lattage|écran de sous-toiture/);
    const tuiles = write('couvreur', 'Réfection de la couverture en tuiles de la salle des fêtes');
    expect(tuiles.kinds).toEqual(['tuiles']);
    expect(tuiles.text).not.toMatch(/aucune réfection d’ensemble n’est présumée/);
  });

  it('a bell tower is a roofing work; ruins keep the trade-neutral method', () => {
    expect(write('couvreur', 'Clocher de l’église de Pisseloup').kinds).not.toContain('interventions_couverture');
    const ruines = write('couvreur', 'Confortation et cristallisation de 4 ruines du village martyr');
    expect(ruines.kinds).toEqual([]);
    expect(ruines.generique).toBe(true);
  });

  it('a new building and an upkeep contract keep their kinds', () => {
    expect(write('couvreur', 'Construction d’un gymnase', ['Couverture']).kinds).toEqual(['couverture_neuve']);
    expect(write('couvreur', 'Accord-cadre à bons de commande de travaux sur les bâtiments communaux').kinds).toEqual([
      'entretien',
    ]);
  });
});

describe('plaquiste — a renovation of an existing building', () => {
  itReal('24-15575 (rénovation à Blaye, DRFiP): removal, asbestos, occupancy, NF DTU 58.1', () => {
    for (const r of eachReal('plaquiste', /blaye/, '24-15575')) {
      expect(r.kinds).toEqual(['renovation_platrerie']);
      expect(r.text).toMatch(/- Déposes : dépose soignée des cloisons, doublages et plafonds/);
      expect(r.text).toMatch(/dalles de faux plafonds anciennes, colles/);
      expect(r.text).toMatch(/Arrêté du 16 juillet 2019 et NF X 46-020/);
      expect(r.text).toMatch(/sous-section 3/);
      expect(r.text).toMatch(/- NF DTU 58\.1 : plafonds suspendus/);
      expect(r.text).toMatch(/cloisonnement provisoire étanche à la poussière/);
      expect(r.text).toMatch(/hors accueil du public/);
      expect(r.text).toMatch(/La sécurité des locaux de l’occupant/);
      expect(r.text).toMatch(/Exposition à l’amiante lors des déposes/);
    }
  });

  it('made-up objects keep their kinds: ceilings, partitions and ceilings, a new building', () => {
    expect(write('plaquiste', 'Rénovation des faux plafonds de la mairie').kinds).toEqual(['faux_plafonds']);
    expect(write('plaquiste', 'Réhabilitation du collège : cloisons et faux plafonds').kinds).toEqual([
      'cloisons_plafonds',
    ]);
    expect(write('plaquiste', 'Construction d’une école maternelle').kinds).not.toContain('renovation_platrerie');
    expect(write('plaquiste', 'Isolation des combles de la mairie').kinds).not.toContain('renovation_platrerie');
  });
});

describe('carreleur — a building rehabilitated for a use with showers', () => {
  itReal(
    '24-15772 (école des danses urbaines): SPEC under NF DTU 52.2 P1-1-4, slip resistance, old tiles’ asbestos',
    () => {
      for (const r of eachReal('carreleur', /danses urbaines/, '24-15772')) {
        expect(r.kinds).toEqual(['rehabilitation_locaux_humides']);
        expect(r.text).toMatch(/- NF DTU 52\.2 P1-1-4 : /);
        expect(r.text).toMatch(/- NF P 05-011 et NF EN 16165 : /);
        expect(r.text).toMatch(/glissance pieds nus/);
        expect(r.text).toMatch(/vestiaires et des douches pour ses usagers/);
        expect(r.text).toMatch(/colles anciennes \(bitumineuses notamment\)/);
        expect(r.text).toMatch(/Arrêté du 16 juillet 2019 et NF X 46-020/);
        // A waterproofing product only with its step.
        expect(r.text).toMatch(/- Protection à l’eau des vestiaires et douches : /);
        expect(r.text).not.toMatch(/Systèmes d’étanchéité sous carrelage|Étanchéités et pose/);
      }
    },
  );

  it('made-up objects keep their kinds: a sports hall, a new school; a plain hall gets no waterproofing product', () => {
    expect(write('carreleur', 'Réhabilitation des vestiaires du gymnase').kinds).toEqual(['equipements_sportifs']);
    expect(write('carreleur', 'Construction d’une école de danse').kinds).not.toContain(
      'rehabilitation_locaux_humides',
    );
    const hall = write('carreleur', 'Réfection du carrelage du hall de la mairie');
    expect(hall.kinds).not.toContain('rehabilitation_locaux_humides');
    expect(hall.text).not.toMatch(/Systèmes d’étanchéité sous carrelage sous avis technique|Étanchéités et pose/);
    // An old floor removed: its glues are read in the asbestos survey.
    expect(hall.text).toMatch(/colles et mortiers-colles anciens/);
  });
});

describe('peintre — a school restructured', () => {
  itReal('24-18724 (groupe scolaire Jean-Jacques Rousseau): new boards next to old supports, lead apart', () => {
    for (const r of eachReal('peintre', /jean-jacques rousseau/, '24-18724')) {
      expect(r.text).toMatch(/- Réception des supports neufs : cloisons en plaques de plâtre/);
      expect(r.text).toMatch(/impression pour plaques de plâtre sur les cloisons neuves/);
      expect(r.text).toMatch(/temps de séchage des enduits et des plâtres/);
      expect(r.text).toMatch(/NF DTU 59\.1/);
      expect(r.text).toMatch(/le CREP, fait pour la vente ou la location, n’en tient pas lieu/);
    }
  });

  it('a repainting that is no restructuring keeps its single priming step', () => {
    const r = write('peintre', 'Travaux de peinture intérieure de l’école Jules Ferry');
    expect(r.kinds).toEqual(['interieure']);
    expect(r.text).not.toMatch(/Réception des supports neufs|restructuration juxtapose/);
    expect(r.text).toMatch(/- Impression : couche d’impression adaptée au support/);
  });
});

describe('menuisier — the nappy-changing areas of a crèche', () => {
  itReal(
    '24-16049 (zones de change, désamiantage R+5): compact laminate, finger guards, plumber and asbestos interfaces',
    () => {
      for (const r of eachReal('menuisier', /zones de change/, '24-16049')) {
        expect(r.kinds).toEqual(['agencement_interieur']);
        expect(r.generique).toBe(false);
        expect(r.text).toMatch(
          /Nature des travaux, à la lecture de l’objet(?: et des lots)? : agencement des zones de change/,
        );
        expect(r.text).toMatch(/stratifié compact \(HPL massif/);
        expect(r.text).toMatch(/chants arrondis/);
        expect(r.text).toMatch(/acier inoxydable/);
        expect(r.text).toMatch(/anti-pince-doigts/);
        expect(r.text).toMatch(/désinfections quotidiennes/);
        expect(r.text).toMatch(/fournis et raccordés par le lot plomberie/);
        expect(r.text).toMatch(/entreprise certifiée \(sous-section 3\)/);
        expect(r.text).toMatch(/- Restitution après désamiantage : /);
        // Not window replacement, nor the trade-neutral method.
        expect(r.text).not.toMatch(
          /double vitrage|NF DTU 36\.5|relevé de chaque baie|ventouses|mise en œuvre selon le CCTP et les prescriptions/,
        );
      }
    },
  );

  it('made-up objects: a changing table without asbestos, a crèche’s windows keep their kind', () => {
    const plan = write('menuisier', 'Création d’un espace de change à la crèche des Lilas');
    expect(plan.kinds).toEqual(['agencement_interieur']);
    expect(plan.text).toMatch(/stratifié compact \(HPL massif/);
    expect(plan.text).not.toMatch(/Restitution après désamiantage|Le désamiantage que nomme l’objet/);
    const fenetres = write('menuisier', 'Remplacement des fenêtres de la crèche des Lilas');
    expect(fenetres.kinds).not.toContain('agencement_interieur');
    expect(fenetres.text).toMatch(/NF DTU 36\.5/);
    const agencement = write('menuisier', 'Agencement intérieur de la crèche des Lilas');
    expect(agencement.kinds).toContain('agencement_interieur');
    expect(agencement.text).not.toMatch(/stratifié compact|agencement des zones de change/);
  });
});
