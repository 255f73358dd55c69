/**
 * Round 8, issue 13 (round-6 grading, defects 4, 6, 7): kinds of work still answered with another work's template.
 * The conversion of an existing building written as a new roof frame cut in a workshop and lifted by crane
 * (charpentier, 24-16231); « reprise de désordres » read as the restoration of an old frame, as « notre lecture du
 * dossier » (charpentier, 24-15588); a heat-production renovation read as « chauffage, ventilation et
 * climatisation », without boiler room, flue nor continuity of heating, and RE2020 cited for an existing building
 * (chauffagiste, 24-16202); the descripteur « Ravalement » never read (maçon, 24-15484); sewer and storm water
 * written as one network (terrassier, 24-15436). Made-up objects both ways, then the real notices.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY } from '../../../../test/fixtures/generation.ts';
import {
  contextFor,
  PROFILES,
  realNoticeContext,
  realRecordsAvailable,
  writtenBySection,
} from '../../../../test/writing.ts';

type Company = typeof FULL_COMPANY;

const contextOf = (trade: TradeSlug, title: string, descripteurs: string[] = [], company: Company = FULL_COMPANY) =>
  contextFor(trade, title, { descripteurs, company });

const written = writtenBySection;

/** The new-frame template: cut in a workshop, lifted by crane. */
const NEW_FRAME =
  /taille et usinage en atelier|Levage et assemblage|Atelier de taille|Approvisionnement et taille en atelier/;

describe('round 8 — a frame on an existing building (charpentier)', () => {
  it('a conversion is surveyed and diagnosed, reinforced and modified, not cut in a workshop and craned', () => {
    const r = written(contextOf('charpentier', 'Travaux de reconversion et scission du bâtiment 1, quai Koch'));
    expect(r.kinds).toEqual(['charpente_existante']);
    expect(r.methode).toMatch(/Diagnostic de la charpente existante : relevé de la géométrie, des sections/);
    expect(r.methode).toMatch(/insectes xylophages et des champignons/);
    expect(r.methode).toMatch(/spécialiste du bois ou un bureau d’études structure/);
    expect(r.methode).toMatch(/Étaiement provisoire et protections/);
    expect(r.methode).toMatch(/moisage ou doublage des pièces affaiblies/);
    expect(r.methode).toMatch(/chevêtres et trémies des nouvelles ouvertures/);
    expect(r.methode).toMatch(/produits certifiés CTB-P\+/);
    expect(r.methode).toMatch(/Eurocode 5 \(NF EN 1995-1-1\)/);
    expect(r.methode).toMatch(/NF DTU 31\.1/);
    expect(r.methode).toMatch(/un camion-grue n’est employé que si l’emprise et l’autorisation/);
    expect(r.methode).toMatch(/Ce qui dépend du diagnostic est dit comme tel/);
    expect(r.qualite).toMatch(/Rapport de diagnostic[^|]*\| Avant les vérifications et les plans \(point d’arrêt\)/);
    expect(r.planning).toMatch(/Diagnostic sur site, vérifications et plans/);
    expect(r.text).not.toMatch(NEW_FRAME);
    expect(r.text).not.toMatch(/Camion-grue ou grue mobile pour le levage/);
    // Responsible for its own works, not for the whole existing frame.
    expect(r.garanties).toMatch(/ouvrages de charpente renforcés, remplacés ou créés par notre lot/);
    expect(r.garanties).not.toMatch(/responsable de la charpente existante/);
  });

  it('a new frame keeps the workshop and the lifting', () => {
    const r = written(contextOf('charpentier', 'Construction de la charpente du préau de l’école'));
    expect(r.kinds).toEqual([]);
    expect(r.methode).toMatch(/taille et usinage en atelier/);
    expect(r.methode).not.toMatch(/Diagnostic de la charpente existante/);
  });

  it('« reprise de désordres » is the repair of an existing structure after diagnosis, not an old frame', () => {
    const r = written(contextOf('charpentier', 'Reprise de désordres structurels des deux préaux du collège'));
    expect(r.kinds).toEqual(['reprise_structure']);
    expect(r.comprehension).toMatch(/reprise de structure après diagnostic/);
    expect(r.comprehension).not.toMatch(/restauration de charpente ancienne/);
    expect(r.text).not.toMatch(/Sur charpente ancienne/);
    expect(r.methode).toMatch(/Les désordres sont qualifiés avant d’être repris/);
    expect(r.methode).toMatch(/causes recherchées \(infiltration, surcharge, attaque biologique, appui dégradé\)/);
    expect(r.methode).toMatch(/Les deux préaux sont traités l’un après l’autre/);
    // Two préaux: never one.
    expect(r.text).not.toMatch(/\b(le|du|au) préau\b/);
    // A repair is not a conversion: no modification of the frame for a new programme.
    expect(r.methode).not.toMatch(/Modifications de la charpente|nouvelle distribution/);
    expect(r.text).not.toMatch(NEW_FRAME);
  });

  it('a real old frame keeps its restoration paragraph; a school restaurant or a cladding lot is none', () => {
    const eglise = written(contextOf('charpentier', 'Restauration de la charpente de l’église Saint-Martin'));
    expect(eglise.kinds).toEqual(['charpente_existante']);
    expect(eglise.methode).toMatch(/Sur charpente ancienne, chaque pièce est sondée/);
    const cantine = written(contextOf('charpentier', 'Construction du restaurant scolaire : charpente bois'));
    expect(cantine.kinds).toEqual([]);
    expect(cantine.text).not.toMatch(/Sur charpente ancienne|Diagnostic de la charpente existante/);
    const bardage = written(contextOf('charpentier', 'Réhabilitation du gymnase - Lot 4 - Bardage'));
    expect(bardage.kinds).toEqual(['bardage']);
  });
});

describe('round 8 — a heat-production renovation (chauffagiste)', () => {
  it('boiler room surveyed, old generators removed, hydraulics, flue, continuity of heating; no HVAC template', () => {
    const r = written(contextOf('chauffagiste', 'Rénovation de la production de chaleur de la médiathèque'));
    expect(r.kinds).toEqual(['production_chaleur']);
    expect(r.comprehension).toMatch(/rénovation de la production de chaleur/);
    expect(r.comprehension).not.toMatch(/chauffage, ventilation et climatisation/);
    expect(r.methode).toMatch(/Dépose de l’ancienne production/);
    expect(r.methode).toMatch(/si l’installation est au fioul, le fioul résiduel est pompé/);
    expect(r.methode).toMatch(/repérage amiante avant travaux est lu avant toute dépose/);
    expect(r.methode).toMatch(/bouteille de découplage ou séparateur hydraulique/);
    expect(r.methode).toMatch(/NF EN 12828/);
    expect(r.methode).toMatch(/NF DTU 24\.1/);
    expect(r.methode).toMatch(/bilan thermique ou par les consommations relevées/);
    expect(r.methode).toMatch(/hors période de chauffe[^.]*chaudière provisoire/);
    expect(r.methode).toMatch(/Réglementation thermique des bâtiments existants \(arrêté du 3 mai 2007\)/);
    expect(r.planning).toMatch(/Dépose de l’ancienne production/);
    expect(r.qualite).toMatch(/note de dimensionnement des générateurs/);
    // An existing building: no RE2020; no refrigerant, ventilation or emitter kit; no gas rule without gas.
    expect(r.text).not.toMatch(/RE2020/);
    expect(r.text).not.toMatch(/frigorig|Vannes d’équilibrage et robinets thermostatiques|NF DTU 68\.3/);
    expect(r.text).not.toMatch(/NF DTU 61\.1/);
    // Equipment replaced on an existing building: the 2024 ruling, not a plain biennale.
    expect(r.garanties).toMatch(/Cass\. 3e civ\., 21 mars 2024/);
  });

  it('a gas boiler replacement adds the gas supply (NF DTU 61.1) and keeps the sizing', () => {
    const r = written(contextOf('chauffagiste', 'Remplacement des chaudières gaz de la chaufferie du groupe scolaire'));
    expect(r.kinds).toEqual(['production_chaleur']);
    expect(r.methode).toMatch(/NF DTU 61\.1/);
    expect(r.methode).toMatch(/Alimentation en gaz : tuyauteries et organe de coupure/);
    expect(r.qualite).toMatch(/Étanchéité de l’installation de gaz/);
    expect(r.securite).toMatch(/Fuite de gaz ou explosion/);
    expect(r.text).toMatch(/Qualification gaz/);
    expect(r.text).toMatch(/bilan thermique/);
  });

  it('RE2020 only for a new building or an extension; the existing-building rule otherwise', () => {
    const neuf = written(contextOf('chauffagiste', 'Construction d’un gymnase — lot chauffage ventilation'));
    expect(neuf.kinds).not.toContain('production_chaleur');
    expect(neuf.text).toMatch(/RE2020/);
    expect(neuf.text).not.toMatch(/bâtiments existants/);
    const extension = written(contextOf('chauffagiste', 'Extension de l’école maternelle — lot chauffage'));
    expect(extension.text).toMatch(/RE2020/);
    const renovation = written(contextOf('chauffagiste', 'Rénovation du chauffage et des radiateurs de la mairie'));
    expect(renovation.text).not.toMatch(/RE2020/);
    expect(renovation.text).toMatch(/arrêté du 3 mai 2007/);
  });

  it('a district-heating substation and an upkeep contract keep their own kinds', () => {
    const reseau = written(contextOf('chauffagiste', 'Lycée : raccordement au réseau de chaleur urbain'));
    expect(reseau.kinds).toEqual(['reseau_chaleur']);
    const entretien = written(contextOf('chauffagiste', 'Travaux d’entretien des chaufferies des bâtiments communaux'));
    expect(entretien.kinds).toEqual(['entretien_cvc']);
  });
});

describe('round 8 — the façade part of a maçon’s job', () => {
  it('the descripteur « Ravalement » adds the façade part to an extension, which stays the job', () => {
    const r = written(contextOf('macon', 'Extension de la salle polyvalente', ['Gros oeuvre', 'Ravalement']));
    expect(r.kinds).toEqual(['neuf']);
    expect(r.comprehension).toMatch(/construction neuve et extension, avec le ravalement des façades/);
    expect(r.methode).toMatch(/- Fondations :/);
    expect(r.methode).toMatch(/- Ravalement des façades : diagnostic des façades existantes/);
    expect(r.methode).toMatch(/Le ravalement est conduit comme une partie à part entière du chantier/);
    expect(r.methode).toMatch(/NF DTU 26\.1/);
    expect(r.methode).toMatch(/Recommandation R408/);
    expect(r.planning).toMatch(/Ravalement des façades/);
    expect(r.qualite).toMatch(/Support avant enduit/);
    const plain = written(contextOf('macon', 'Extension de la salle polyvalente', ['Gros oeuvre']));
    expect(plain.kinds).toEqual(['neuf']);
    expect(plain.text).not.toMatch(/ravalement|NF DTU 26\.1/i);
  });

  it('a ravalement alone is the whole job; in a rehabilitation it is one part of it', () => {
    const seul = written(contextOf('macon', 'Ravalement des façades de la mairie'));
    expect(seul.kinds).toEqual(['ravalement']);
    expect(seul.methode).toMatch(/Diagnostic des façades/);
    expect(seul.methode).toMatch(/Nettoyage : nettoyage par un procédé adapté au support/);
    expect(seul.text).not.toMatch(/- Fondations :|NF DTU 13\.1|béton de propreté/);
    const renovation = written(contextOf('macon', 'Rénovation des façades de l’école', ['Gros oeuvre']));
    expect(renovation.kinds).toEqual(['ravalement']);
    expect(renovation.text).not.toMatch(/Curage et démolitions/);
    const rehab = written(contextOf('macon', 'Réhabilitation de la mairie', ['Gros oeuvre', 'Ravalement']));
    expect(rehab.kinds).toEqual(['rehabilitation']);
    expect(rehab.methode).toMatch(/Curage et démolitions/);
    expect(rehab.methode).toMatch(/- Ravalement des façades :/);
  });
});

describe('round 8 — waste water and storm water (terrassier)', () => {
  it('both named: two networks, no cross-connection, each tested, the storm water’s own works', () => {
    const r = written(contextOf('terrassier', 'Travaux d’eaux usées et d’eaux pluviales rue des Lilas'));
    expect(r.kinds).toEqual(['assainissement']);
    expect(r.methode).toMatch(/deux réseaux distincts, posés, raccordés et contrôlés chacun pour lui-même/);
    expect(r.methode).toMatch(/Aucun raccordement croisé/);
    expect(r.methode).toMatch(/tampons marqués «\u00a0EU\u00a0» ou «\u00a0EP\u00a0»/);
    expect(r.methode).toMatch(/avaloirs, grilles et regards à grille/);
    expect(r.methode).toMatch(/ouvrages de stockage ou d’infiltration/);
    expect(r.methode).toMatch(/Chaque réseau est essayé à l’étanchéité et inspecté séparément/);
    expect(r.methode).toMatch(/- Contrôle du séparatif :/);
    expect(r.qualite).toMatch(/au bon réseau \(eaux usées ou eaux pluviales\)/);
  });

  it('one network: no séparatif paragraph', () => {
    const r = written(contextOf('terrassier', 'Renouvellement du réseau d’eaux usées rue des Lilas'));
    expect(r.kinds).toContain('assainissement');
    expect(r.text).not.toMatch(/raccordement croisé|Contrôle du séparatif|au bon réseau/);
  });
});

describe.runIf(realRecordsAvailable())('round 8 — real notices (kinds b)', () => {
  const real = (trade: TradeSlug, pattern: RegExp, company: Company) =>
    written(realNoticeContext(trade, pattern, company));

  it.each(PROFILES)('charpentier 24-16231 — quai Koch, an existing building (profile %#)', (company) => {
    const r = real('charpentier', /reconversion et scission du batiment 1, quai koch/, company);
    expect(r.kinds).toEqual(['charpente_existante']);
    expect(r.methode).toMatch(/Diagnostic de la charpente existante/);
    expect(r.methode).toMatch(/un camion-grue n’est employé que si/);
    expect(r.text).not.toMatch(NEW_FRAME);
  });

  it.each(PROFILES)('charpentier 24-15588 — the two préaux (profile %#)', (company) => {
    const r = real('charpentier', /reprise de desordres structurels des deux preaux/, company);
    expect(r.kinds).toEqual(['reprise_structure']);
    expect(r.comprehension).not.toMatch(/restauration de charpente ancienne/);
    expect(r.methode).toMatch(/Les désordres sont qualifiés avant d’être repris/);
    expect(r.methode).toMatch(/Les deux préaux sont traités l’un après l’autre/);
    expect(r.text).not.toMatch(/\b(le|du|au) préau\b/);
  });

  it.each(PROFILES)('chauffagiste 24-16202 — the heat production (profile %#)', (company) => {
    const r = real('chauffagiste', /renovation de la production de chaleur de la chataigneraie/, company);
    expect(r.kinds).toEqual(['production_chaleur']);
    expect(r.comprehension).not.toMatch(/chauffage, ventilation et climatisation/);
    expect(r.methode).toMatch(/Dépose de l’ancienne production/);
    expect(r.methode).toMatch(/NF DTU 24\.1/);
    expect(r.methode).toMatch(/arrêté du 3 mai 2007/);
    expect(r.text).not.toMatch(/RE2020|frigorig/);
  });

  it('maçon 24-15484 — the descripteur « Ravalement » read', () => {
    const r = real('macon', /extension salle polyvalente injoux/, FULL_COMPANY);
    expect(r.kinds).toEqual(['neuf']);
    expect(r.methode).toMatch(/Le ravalement est conduit comme une partie à part entière du chantier/);
    expect(r.methode).toMatch(/NF DTU 26\.1/);
    expect(r.planning).toMatch(/Ravalement des façades/);
  });

  it('terrassier 24-15436 — eaux usées and eaux pluviales, two networks', () => {
    const r = real('terrassier', /eaux usees et d'eaux pluviales - quartier du coin/, FULL_COMPANY);
    expect(r.methode).toMatch(/Aucun raccordement croisé/);
    expect(r.methode).toMatch(/- Contrôle du séparatif :/);
    expect(r.qualite).toMatch(/au bon réseau/);
  });
});
