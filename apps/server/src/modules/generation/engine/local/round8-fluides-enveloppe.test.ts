/**
 * Round 8, issue 13 (round-5 grading, defects 3, 5, 6): kinds still fitted from the trade's template.
 * A wellness area answered with the general sanitary template (plombier, 24-15105), a re-roofing with insulation
 * and no covering material (couvreur, 24-19543: insulation one line, absent from the planning, no covering DTU),
 * a re-waterproofing among an operation's photovoltaic works (étancheur, 24-19727: no interface with the PV
 * installer), an SSI job with generic cabling steps and « PV de mesures, PV de mesures » in its DOE (électricien,
 * 24-19896), the NF EN 13053 line of the CTA kind (chauffagiste, 24-15712), a courtyard wall with « étaiement des
 * planchers » and « plâtre issu des démolitions » (maçon, 24-15589). Made-up objects both ways, then the real notices.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY } from '../../../../test/fixtures/generation.ts';
import { contextFor, PROFILES, realNoticeContext, realRecordsAvailable, writtenFor } from '../../../../test/writing.ts';
import type { LocalContext } from './analysis.ts';
import { seamsIn } from './seams.ts';

type Company = typeof FULL_COMPANY;

const contextOf = (trade: TradeSlug, title: string, descripteurs: string[] = [], company: Company = FULL_COMPANY) =>
  contextFor(trade, title, { descripteurs, company });

/** The response, each section with its table rows (sections found by their titles); seams checked apart. */
function written(context: LocalContext) {
  const r = writtenFor(context, { seams: false });
  return {
    text: r.text,
    methode: r.withRows(/thodologie/),
    planning: r.withRows(/Planning/),
    securite: r.withRows(/curit/),
    qualite: r.withRows(/Contr[ôo]les/),
    dechets: r.withRows(/chets/),
    kinds: r.kinds,
  };
}

/** No seam from the French layer's list (a list joined twice by « et » and the like). */
function noSeamsOfOurs(text: string) {
  expect(seamsIn(text)).toEqual([]);
}

describe('round 8 — wellness area (plombier)', () => {
  it('an espace bien-être gets its showers, bouclage, legionella, the hammam’s generator and the tiler’s drains', () => {
    const r = written(
      contextOf('plombier', 'Création d’un espace bien-être avec hammam et sauna au centre de loisirs'),
    );
    expect(r.kinds).toEqual(['bien_etre']);
    expect(r.methode).toMatch(/mitigeur thermostatique/);
    expect(r.methode).toMatch(/robinetterie temporisée/);
    expect(r.methode).toMatch(/bouclé sans bras mort, 55 °C en sortie de production et 50 °C/);
    expect(r.methode).toMatch(/Arrêté du 30 novembre 2005/);
    expect(r.methode).toMatch(/arrêté du 1er février 2010 s’applique/);
    expect(r.methode).toMatch(/Lorsque l’espace reçoit du public/);
    expect(r.methode).toMatch(/générateur de vapeur d’un hammam/);
    expect(r.methode).toMatch(/NF EN 1717/);
    expect(r.methode).toMatch(/siphons de sol et caniveaux[^.]*carreleur/);
    expect(r.methode).toMatch(/atmosphère chaude et humide, chlorée près d’un bassin/);
    expect(r.planning).toMatch(/Eau froide, eau chaude et bouclage/);
    expect(r.qualite).toMatch(/Absence de légionelles/);
    // Not the general sanitary template: no dépose of appliances for a created area.
    expect(r.text).not.toMatch(/dépose des appareils et réseaux à remplacer/);
    expect(r.text).not.toMatch(/En construction neuve, le volume tient surtout aux chutes/);
    expect(r.dechets).not.toMatch(/Appareils sanitaires en céramique/);
    noSeamsOfOurs(r.text);
  });

  it('the pool of an aquatic centre keeps the pool method, its wellness area adds its equipment', () => {
    const r = written(
      contextOf('plombier', 'Réhabilitation du centre aquatique : bassins, vestiaires et espace balnéo'),
    );
    expect(r.kinds).toEqual(['piscine', 'bien_etre']);
    expect(r.methode).toMatch(/Dans une piscine, les douches sont des points d’usage à risque/);
    expect(r.methode).toMatch(/générateur de vapeur d’un hammam/);
    noSeamsOfOurs(r.text);
  });

  it('plain sanitary works and an animal shelter (« SPA ») are not a wellness area', () => {
    const sanitaires = written(contextOf('plombier', 'Rénovation des sanitaires et des douches du gymnase'));
    expect(sanitaires.kinds).not.toContain('bien_etre');
    expect(sanitaires.text).not.toMatch(/espace bien-être|hammam/);
    const spa = written(contextOf('plombier', 'Extension du refuge de la SPA : sanitaires et chenil'));
    expect(spa.kinds).not.toContain('bien_etre');
    expect(spa.text).not.toMatch(/hammam/);
  });
});

describe('round 8 — roof insulation and unknown covering (couvreur)', () => {
  it('a re-roofing with insulation and no material: the DTU of the surveyed covering, insulation in method and planning', () => {
    const r = written(contextOf('couvreur', 'Réfection de la toiture et isolation de la salle des fêtes'));
    expect(r.kinds).toEqual(['isolation_toiture']);
    expect(r.methode).toMatch(/L’avis ne précise pas le matériau de la couverture : il est identifié à la visite/);
    expect(r.methode).toMatch(/NF DTU 40\.11 à 40\.14[^.]*40\.21 à 40\.25[^.]*40\.35[^.]*40\.41/);
    expect(r.methode).toMatch(/- NF DTU de la série 40 du matériau existant/);
    expect(r.methode).toMatch(/sarking/);
    expect(r.methode).toMatch(/Arrêté du 3 mai 2007/);
    expect(r.methode).toMatch(/- Isolation : pare-vapeur continu/);
    // The insulation comes before the screen and the covering, as in the planning.
    expect(r.methode.indexOf('- Isolation :')).toBeLessThan(r.methode.indexOf('- Écran et lattage :'));
    expect(r.planning).toMatch(/Reprises du support, pare-vapeur et isolation/);
    expect(r.qualite).toMatch(/Continuité du pare-vapeur et épaisseur de l’isolant/);
    expect(r.text).toMatch(/travaux de réfection de couverture et isolation de la toiture/);
    noSeamsOfOurs(r.text);
  });

  it('a tiled roof with insulation keeps its tiles and its DTU, and gets the insulation phase', () => {
    const r = written(contextOf('couvreur', 'Remplacement de la couverture en tuiles et isolation de la mairie'));
    expect(r.kinds).toEqual(['tuiles', 'isolation_toiture']);
    expect(r.methode).toContain('NF DTU 40.21');
    expect(r.methode).not.toMatch(/série 40 du matériau existant|L’avis ne précise pas le matériau/);
    expect(r.planning).toMatch(/pare-vapeur et isolation/);
    expect(r.text).toMatch(/travaux de couverture en tuiles et isolation de la toiture/);
  });

  it('a re-roofing without insulation has no insulation phase; a gutter job names no covering DTU', () => {
    const r = written(contextOf('couvreur', 'Réfection de la toiture de l’église'));
    expect(r.kinds).not.toContain('isolation_toiture');
    expect(r.planning).not.toMatch(/isolation/);
    const zinc = written(contextOf('couvreur', 'Remplacement des gouttières en zinc de la mairie'));
    expect(zinc.text).not.toMatch(/série 40 du matériau existant|L’avis ne précise pas le matériau/);
  });
});

describe('round 8 — photovoltaic interface (étancheur)', () => {
  it('a photovoltaic descripteur adds the interface with the PV installer, as coordination', () => {
    const r = written(
      contextOf('etancheur', 'Rénovation du groupe scolaire', ['Etanchéité', 'Isolation', 'Photovoltaïque']),
    );
    expect(r.kinds).toContain('refection');
    expect(r.methode).toMatch(/installation photovoltaïque de l’opération relève de son installateur/);
    expect(r.methode).toMatch(/étanchéité de ses supports et traversées avec les accessoires du système/);
    expect(r.methode).toMatch(/installation lestée n’est posée qu’après vérification de la charge admissible/);
    expect(r.methode).toMatch(/constat contradictoire de l’étanchéité/);
    expect(r.securite).toMatch(/Coactivité avec l’installateur photovoltaïque/);
    // Coordination, not scope: the kinds' names do not take the PV in.
    expect(r.text).not.toMatch(/Nature des travaux[^;]*photovolta|travaux de [^.;]*interface avec/);
    noSeamsOfOurs(r.text);
  });

  it('without photovoltaics, no PV paragraph', () => {
    const r = written(contextOf('etancheur', 'Rénovation du groupe scolaire', ['Etanchéité', 'Isolation']));
    expect(r.kinds).toContain('refection');
    expect(r.text).not.toMatch(/photovolta/i);
  });
});

describe('round 8 — SSI and CTA (électricien, chauffagiste)', () => {
  it('electricity and SSI: SSI steps (functional tests, dossier d’identité), one name, distinct DOE proofs', () => {
    const r = written(contextOf('electricien', 'Travaux d’électricité et SSI de la gendarmerie'));
    expect(r.kinds).toEqual(['ssi_courants_faibles']);
    expect(r.methode).toMatch(/- Essais fonctionnels du SSI : /);
    expect(r.methode).toMatch(/- Réception et dossier d’identité : /);
    expect(r.methode).toMatch(/coordonnateur SSI/);
    expect(r.methode).toContain('NF S 61-932');
    expect(r.planning).toMatch(/Bascule, réception et dossier d’identité/);
    expect(r.qualite).toMatch(/PV d’essais fonctionnels/);
    expect(r.securite).toMatch(/Zone privée de détection incendie/);
    expect(r.qualite).not.toMatch(/PV de mesures, PV de mesures/);
    expect(r.text).not.toMatch(/hors présence du public|en dehors de la présence du public/);
    expect(r.text).toMatch(/travaux d’électricité et sécurité incendie/);
    expect(r.text).toMatch(/travaux d’électricité et de sécurité incendie/);
    // (later sections say the kind short: the full label in every lead-in read as a litany)
    expect(r.securite).toMatch(/nos travaux d’électricité/);
    expect(r.text).not.toMatch(/courants faibles et (de )?sécurité incendie/);
    noSeamsOfOurs(r.text);
  });

  it('an SSI-only job keeps its name; a VDI lot keeps the electrician’s steps; indoor electricity has distinct proofs', () => {
    const ssi = written(contextOf('electricien', 'Remplacement du système de sécurité incendie du collège'));
    expect(ssi.text).toMatch(/courants faibles et sécurité incendie/);
    expect(ssi.methode).toMatch(/- Essais fonctionnels du SSI : /);
    const vdi = written(contextOf('electricien', 'Précâblage VDI des bureaux'));
    expect(vdi.methode).not.toMatch(/Essais fonctionnels du SSI|dossier d’identité/);
    const cfo = written(contextOf('electricien', 'Mise en conformité électrique du groupe scolaire'));
    expect(cfo.qualite).toMatch(/PV de mesures de continuité et de terre/);
    expect(cfo.qualite).not.toMatch(/PV de mesures, PV de mesures/);
  });

  it('the CTA kind names NF EN 13053 without a seam and carries no heating kit', () => {
    const r = written(contextOf('chauffagiste', 'Remplacement de la CTA de la médiathèque'));
    expect(r.kinds).toEqual(['remplacement_cta']);
    expect(r.methode).toMatch(/NF EN 13053 : centrales de traitement d’air : classement et performances des centrales/);
    expect(r.text).not.toMatch(/performances des unités et/);
    expect(r.text).not.toMatch(/robinets thermostatiques|Qualification gaz|période de chauffe/);
  });
});

describe('round 8 — an outdoor wall (maçon)', () => {
  it('a courtyard wall with désamiantage: the SS3 removal step, no floors to prop, no plaster', () => {
    const r = written(
      contextOf('macon', 'Reconstruction du mur de clôture de la cour : démolition, désamiantage, maçonnerie'),
    );
    expect(r.kinds).toEqual(['soutenement']);
    expect(r.methode).toMatch(/- Désamiantage préalable : [^.]*sous-section 3[^.]*BSDA/);
    expect(r.text).not.toMatch(/étaiement des planchers/);
    expect(r.dechets).not.toMatch(/Plâtre issu des démolitions/);
    expect(r.securite).not.toMatch(/échafaudages et planchers/);
    expect(r.text).not.toMatch(/les murs porteurs, les planchers/);
    noSeamsOfOurs(r.text);
  });

  it('a wall without asbestos has no désamiantage step; a rehabilitation keeps its floors and plaster', () => {
    const r = written(contextOf('macon', 'Reconstruction du mur de soutènement du parc'));
    expect(r.methode).not.toMatch(/Désamiantage/);
    const rehab = written(
      contextOf('macon', 'Réhabilitation de la mairie : démolition de cloisons et création d’ouvertures'),
    );
    expect(rehab.text).toMatch(/étaiement des planchers/);
  });
});

describe.runIf(realRecordsAvailable())('round 8 — real notices', () => {
  const real = (trade: TradeSlug, pattern: RegExp, company: Company) =>
    written(realNoticeContext(trade, pattern, company));

  it.each(PROFILES)('plombier 24-15105 — the campsite’s wellness area (profile %#)', (company) => {
    const r = real('plombier', /creation d'un espace bien-etre et reamenagement des abords de la piscine/, company);
    expect(r.kinds).toEqual(['bien_etre']);
    expect(r.methode).toMatch(/Un espace bien-être est d’abord un ensemble de douches collectives/);
    expect(r.methode).toMatch(/arrêté du 1er février 2010/);
    expect(r.methode).toMatch(/générateur de vapeur/);
    expect(r.text).not.toMatch(/dépose des appareils et réseaux à remplacer/);
    expect(r.text).not.toMatch(/En construction neuve/);
    noSeamsOfOurs(r.text);
  });

  it.each(PROFILES)('couvreur 24-19543 — two schools, roof and insulation (profile %#)', (company) => {
    const r = real('couvreur', /refection de toiture et d'isolation des ecoles elementaires edouard herriot/, company);
    expect(r.kinds).toEqual(['isolation_toiture']);
    expect(r.methode).toMatch(/L’avis ne précise pas le matériau de la couverture/);
    expect(r.methode).toMatch(/NF DTU de la série 40 du matériau existant/);
    expect(r.methode).toMatch(/L’isolation est posée selon la configuration relevée/);
    expect(r.planning).toMatch(/pare-vapeur et isolation/);
    noSeamsOfOurs(r.text);
  });

  it.each(PROFILES)('etancheur 24-19727 — school renovation with PV (profile %#)', (company) => {
    const r = real('etancheur', /renovation du groupe scolaire des 40 arpents/, company);
    expect(r.kinds).toContain('refection');
    expect(r.methode).toMatch(/installation photovoltaïque de l’opération relève de son installateur/);
    expect(r.securite).toMatch(/installateur photovoltaïque/);
    noSeamsOfOurs(r.text);
  });

  it.each(PROFILES)('electricien 24-19896 — electricity and SSI (profile %#)', (company) => {
    const r = real('electricien', /travaux d' ?electricite et ssi comportant une tranche ferme/, company);
    expect(r.methode).toMatch(/- Essais fonctionnels du SSI : /);
    expect(r.qualite).not.toMatch(/PV de mesures, PV de mesures/);
    expect(r.text).not.toMatch(/hors présence du public/);
    expect(r.text).not.toMatch(/courants faibles et (de )?sécurité incendie/);
    noSeamsOfOurs(r.text);
  });

  it('chauffagiste 24-15712 — the CTA line reads right', () => {
    const r = real('chauffagiste', /remplacement cta du bmt bloc 3/, FULL_COMPANY);
    expect(r.text).not.toMatch(/performances des unités et/);
    expect(r.text).not.toMatch(/robinets thermostatiques|Qualification gaz|période de chauffe/);
  });

  it.each(PROFILES)('macon 24-15589 — courtyard wall with désamiantage (profile %#)', (company) => {
    const r = real('macon', /reconstruction du mur de la cour basse/, company);
    expect(r.text).toMatch(/sous-section 3/);
    expect(r.text).toMatch(/BSDA/);
    expect(r.text).not.toMatch(/étaiement des planchers/);
    expect(r.text).not.toMatch(/plâtre issu des démolitions/i);
  });

  it.each(PROFILES)('terrassier 24-15786 — drinking-water main in a cul-de-sac (profile %#)', (company) => {
    const r = real('terrassier', /reseau d'eau potable impasse vives/, company);
    expect(r.text).not.toMatch(/CR8|CR16/);
    expect(r.text).not.toMatch(/Décapage et terrassements généraux/);
  });
});
