/**
 * Round 6, issue 13 (menuiseries family): the works the round-4 grader found answered with the
 * trade-neutral method or another work's template get their own kind — metal shutters and powered
 * doors for the serrurier (NF EN 13241, 12453, 12604, 12635, arrêté du 21 décembre 1993, the
 * « asservissement » as an interface, never an invented fire function), stores and solar
 * protections for the vitrier and the menuisier (NF EN 13561, 13120, 13659, 14501, 60335-2-97),
 * interior fit-out for the menuisier (a crèche's changing area: rounded edges, finger protection,
 * low-emission panels) — and glazing carries no biennale. Each kind is tested both ways, then on
 * the graded real notices and other real notices of the same kind when `../shared/data` is present.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY } from '../../../../test/fixtures/generation.ts';
import { contextFor, PROFILES, realNoticeContext, realRecordsAvailable, writtenFor } from '../../../../test/writing.ts';
import type { LocalContext } from './analysis.ts';

function outputOf(context: LocalContext) {
  const r = writtenFor(context);
  return { text: r.text, garanties: r.section('garanties'), kinds: r.kinds, generique: r.generique };
}

const write = (trade: TradeSlug, title: string, descripteurs: string[] = []) =>
  outputOf(contextFor(trade, title, { descripteurs }));

/** The first real works notice whose object matches `pattern`, answered as `trade`. */
function realOutput(trade: TradeSlug, pattern: RegExp, company = FULL_COMPANY) {
  return outputOf(realNoticeContext(trade, pattern, company));
}

/** The gates, fences and guard-rails template of the serrurier. */
const GATES = [
  /clôtures?/,
  /garde-corps/,
  /vantaux/,
  /massifs et poteaux/,
  /galvanisation/,
  /NF EN 1090/,
  /exposition/i,
];

describe('serrurier: metal shutters and powered doors', () => {
  const title = 'Remplacement et asservissement de deux rideaux anti-piétons et d’une porte basculante';

  it('the shutters and the tilting door with their standards, safety tests, maintenance and the asservissement', () => {
    const r = write('serrurier', title, ['Porte automatique, portail']);
    expect(r.generique).toBe(false);
    expect(r.kinds).toContain('fermetures_motorisees');
    expect(r.kinds).not.toContain('portails_clotures');
    for (const ref of ['NF EN 13241', 'NF EN 12453', 'NF EN 12604', 'NF EN 12635', 'arrêté du 21 décembre 1993']) {
      expect(r.text, ref).toContain(ref);
    }
    expect(r.text).toMatch(/au moins tous les six mois et après toute défaillance/);
    expect(r.text).toMatch(/dispositif antichute \(parachute/);
    expect(r.text).toMatch(/La porte basculante ou sectionnelle est équilibrée/);
    expect(r.text).toMatch(/L’asservissement que prévoit l’objet est traité comme une interface/);
    expect(r.text).toMatch(/décharge des ressorts de compensation/);
    for (const pattern of GATES) {
      expect(r.text, String(pattern)).not.toMatch(pattern);
    }
    // No fire function is named: none is invented.
    expect(r.text).not.toMatch(/NF S 61-93|titulaire du SSI/);
  });

  it('the fire safety interface only when the object names a fire function', () => {
    const r = write('serrurier', 'Remplacement des rideaux métalliques coupe-feu asservis au SSI');
    expect(r.kinds).toContain('fermetures_motorisees');
    expect(r.text).toMatch(/NF S 61-932 et NF S 61-937/);
    expect(r.text).toMatch(/arrêtée avec le titulaire du SSI/);
  });

  it('a single sectional door: no shutter paragraph and no asservissement the object does not name', () => {
    const r = write('serrurier', 'Remplacement de la porte sectionnelle de l’atelier municipal');
    expect(r.kinds).toEqual(['fermetures_motorisees']);
    expect(r.text).toMatch(/La porte basculante ou sectionnelle est équilibrée/);
    expect(r.text).not.toMatch(/Chaque rideau est relevé/);
    expect(r.text).not.toMatch(/L’asservissement que prévoit l’objet/);
  });

  it('gates and fences keep their kind; a gate with a sectional door gets both', () => {
    const gates = write('serrurier', 'Remplacement des portails et clôtures du stade');
    expect(gates.kinds).toContain('portails_clotures');
    expect(gates.kinds).not.toContain('fermetures_motorisees');
    const both = write(
      'serrurier',
      'Remplacement du portail coulissant et de la porte sectionnelle du centre technique',
    );
    expect(both.kinds).toEqual(expect.arrayContaining(['portails_clotures', 'fermetures_motorisees']));
  });

  it('old shutters to restore are not answered with the powered-door method', () => {
    const r = write('serrurier', 'Restauration de la ferronnerie et des rideaux métalliques anciens du marché couvert');
    expect(r.kinds).not.toContain('fermetures_motorisees');
    expect(r.text).not.toMatch(/NF EN 12453/);
  });

  it('guarantees: the motors under the biennale, with the 2024 case law for equipment on an existing building', () => {
    const r = write('serrurier', title, ['Porte automatique, portail']);
    expect(r.garanties).toMatch(
      /Bon fonctionnement \(2 ans, article 1792-3 du code civil\) : les moteurs, automatismes, commandes et dispositifs de sécurité des fermetures/,
    );
    expect(r.garanties).toMatch(/Cass\. 3e civ\., 21 mars 2024, n° 22-18\.694/);
    expect(r.garanties).toMatch(/au moins tous les six mois/);
  });
});

describe('vitrier and menuisier: stores and solar protections', () => {
  const title = 'Travaux d’installation de stores et de dispositifs de protection des baies vitrées';

  it('stores with their standards, supports survey, motorisation and access; no glass replacement', () => {
    const r = write('vitrier', title, ['Electricité (travaux)']);
    expect(r.generique).toBe(false);
    expect(r.kinds).toEqual(['stores_protections_solaires']);
    for (const ref of ['NF EN 13561', 'NF EN 13120', 'NF EN 13659', 'NF EN 14501', 'NF EN 60335-2-97']) {
      expect(r.text, ref).toContain(ref);
    }
    expect(r.text).toMatch(/classe de résistance au vent/);
    expect(r.text).toMatch(/aucun percement d’un dormant de menuiserie sans l’accord/);
    expect(r.text).toMatch(/par notre lot ou par le lot électricité, selon la répartition du CCTP/);
    expect(r.text).toMatch(/Nacelle élévatrice pour les façades|nacelle élévatrice pour les façades/);
    for (const pattern of [/Fabrication des vitrages/, /Dépose des vitrages/, /NF EN 1279/, /NF DTU 39/, /Coupures/]) {
      expect(r.text, String(pattern)).not.toMatch(pattern);
    }
    // Stores carry no décennale line; their motors the biennale with the case-law caveat.
    expect(r.garanties).not.toMatch(/Décennale \(10 ans/);
    expect(r.garanties).toMatch(/les moteurs, commandes et mécanismes des protections/);
  });

  it('shutters standard only for shutters or bay protections; window films only when named', () => {
    const inside = write('vitrier', 'Fourniture et pose de stores intérieurs dans les bureaux');
    expect(inside.kinds).toEqual(['stores_protections_solaires']);
    expect(inside.text).not.toContain('NF EN 13659 :');
    expect(inside.text).not.toMatch(/Un film de protection solaire/);
    const films = write('vitrier', 'Pose de films de protection solaire et de stores sur les baies de la médiathèque');
    expect(films.text).toMatch(/Un film de protection solaire ou de sécurité est posé seulement/);
  });

  it('a glazing lot that also names stores keeps the glazing method', () => {
    const r = write('vitrier', 'Lot 3F : menuiseries extérieures, miroiterie, stores, serrurerie');
    expect(r.kinds).not.toContain('stores_protections_solaires');
    expect(r.text).toMatch(/NF DTU 39/);
  });

  it('the menuisier answers a shutters notice with the stores kind, and a windows-and-shutters one with windows', () => {
    const volets = write('menuisier', 'Remplacement des volets roulants de l’école');
    expect(volets.kinds).toContain('stores_protections_solaires');
    expect(volets.text).toMatch(/NF EN 13659/);
    expect(volets.text).not.toMatch(/rupture de pont thermique|NF DTU 36\.5/);
    const fenetres = write('menuisier', 'Remplacement des fenêtres et des volets de l’école');
    expect(fenetres.kinds).not.toContain('stores_protections_solaires');
    expect(fenetres.text).toMatch(/NF DTU 36\.5/);
  });
});

describe('vitrier: glazing is no equipment meant to work', () => {
  it('no biennale promised for glazing', () => {
    const r = write('vitrier', 'Remplacement des vitrages du gymnase');
    expect(r.garanties).not.toMatch(/Bon fonctionnement \(2 ans/);
    expect(r.garanties).not.toMatch(/vitrages et leurs garnitures en tant qu’éléments d’équipement/);
    expect(r.garanties).toMatch(/Pas de garantie biennale pour la vitrerie, qui n’est pas un élément d’équipement/);
  });
});

describe('menuisier: interior fit-out', () => {
  it('a crèche’s changing area: rounded edges, finger protection, low emissions, no exterior window', () => {
    const r = write('menuisier', 'Modernisation de la section des bébés et de son poste de change à la crèche', [
      'Menuiserie',
    ]);
    expect(r.generique).toBe(false);
    expect(r.kinds).toEqual(['agencement_interieur']);
    expect(r.text).toMatch(/angles et chants arrondis/);
    expect(r.text).toMatch(/anti-pince-doigts/);
    expect(r.text).toMatch(/étiquette A\+, panneaux E1/);
    expect(r.text).toMatch(/Le poste de change est implanté et dimensionné avec l’équipe/);
    expect(r.text).toMatch(/NF EN 12221-1/);
    expect(r.text).toMatch(/réaction au feu des panneaux d’agencement/);
    expect(r.text).toMatch(/Dépose de l’existant/);
    for (const pattern of [
      /rupture de pont thermique/,
      /[Dd]oubles? vitrages?/,
      /menuiseries extérieures/,
      /NF DTU 36\.5/,
      /trous d’évacuation des dormants/,
      /découpes à l’eau/,
      /[ÉéEe]chafaudage roulant/,
    ]) {
      expect(r.text, String(pattern)).not.toMatch(pattern);
    }
  });

  it('fixed furniture elsewhere: no children’s measures, no changing-unit standard, no dépose in a new building', () => {
    const r = write('menuisier', 'Fourniture et pose du mobilier fixe de la nouvelle médiathèque');
    expect(r.kinds).toEqual(['agencement_interieur']);
    expect(r.text).not.toMatch(/anti-pince-doigts|NF EN 12221/);
    expect(r.text).not.toMatch(/Dépose de l’existant/);
  });

  it('street furniture and windows are not interior fit-out', () => {
    expect(write('menuisier', 'Fourniture et pose de mobilier urbain, place de la mairie').kinds).not.toContain(
      'agencement_interieur',
    );
    expect(write('menuisier', 'Remplacement des fenêtres et du mobilier de la mairie').kinds).not.toContain(
      'agencement_interieur',
    );
  });

  it('no « découpes à l’eau » for joinery', () => {
    const r = write('menuisier', 'Remplacement des portes intérieures de l’école maternelle');
    expect(r.text).not.toMatch(/découpes à l’eau/);
  });
});

describe.runIf(realRecordsAvailable())('real notices', () => {
  it('serrurier 24-16020 (Sénat): shutters and tilting door, no gates template, both profiles', () => {
    for (const company of PROFILES) {
      const r = realOutput('serrurier', /rideaux anti-pietons/, company);
      if (!r) {
        return;
      }
      expect(r.kinds).toEqual(['fermetures_motorisees']);
      expect(r.text).toMatch(/NF EN 12453/);
      expect(r.text).toMatch(/asservissement/);
      for (const pattern of GATES) {
        expect(r.text, String(pattern)).not.toMatch(pattern);
      }
      expect(r.text).not.toMatch(/travaux de portails, clôtures/);
    }
  });

  it('serrurier: other powered-door notices (fire station, aeronautics workshop doors) get the kind', () => {
    for (const pattern of [/centre de secours de bricquebec/, /motorisation de la porte nord/]) {
      const r = realOutput('serrurier', pattern);
      if (!r) {
        return;
      }
      expect(r.kinds, String(pattern)).toContain('fermetures_motorisees');
      expect(r.text).not.toMatch(/NF S 61-93/);
    }
  });

  it('vitrier 24-19697 (stores, Pierrefitte-sur-Seine): the stores kind, no glazing method, no décennale on stores', () => {
    for (const company of PROFILES) {
      const r = realOutput('vitrier', /stores et de dispositifs de protection des baies vitrees/, company);
      if (!r) {
        return;
      }
      expect(r.kinds).toEqual(['stores_protections_solaires']);
      expect(r.text).toMatch(/NF EN 13561/);
      expect(r.text).not.toMatch(/Fabrication des vitrages|NF EN 1279|vitrages et leurs garnitures/);
    }
  });

  it('vitrier: the glazing notices keep their method and lose the glazing biennale', () => {
    const r = realOutput('vitrier', /menuiseries exterieurs-miroiterie-stores/);
    if (!r) {
      return;
    }
    expect(r.kinds).not.toContain('stores_protections_solaires');
    expect(r.garanties).not.toMatch(/vitrages et leurs garnitures en tant qu’éléments d’équipement/);
  });

  it('menuisier 24-15845 (crèche, Paris 16e): interior fit-out, no exterior-window text, both profiles', () => {
    for (const company of PROFILES) {
      const r = realOutput('menuisier', /section des bebes/, company);
      if (!r) {
        return;
      }
      expect(r.kinds).toEqual(['agencement_interieur']);
      expect(r.text).toMatch(/anti-pince-doigts/);
      expect(r.text).not.toMatch(
        /rupture de pont thermique|[Dd]oubles? vitrages?|menuiseries extérieures|NF DTU 36\.5/,
      );
    }
  });
});
