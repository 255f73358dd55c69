/**
 * Round 8, issue 13 (round-6 grading, defect 7 « Template lines that contradict the work »), second
 * part: the fluids trades' planning and points of attention, the asbestos paragraph and waste flow, the
 * trade-neutral survey and three works the general knowledge misread agree with the kind of operation.
 * A new building gets no « Consignations et déposes » nor « locaux occupés »; an attic insulation is not
 * partitions; outdoor gates are not windows dealt « par local »; a new centre technique is a new build.
 * Made-up objects both ways.
 */
import { describe, expect, it } from 'vitest';
import { renderedFor } from '../../../../test/writing.ts';

const render = renderedFor;

/** Points of attention and phases that presume an installation in service. */
const ELEC_EXISTING =
  /l’état du tableau général et du branchement existants|continuité de service des locaux occupés|amiante dans les supports à percer/i;
const HEAT_EXISTING = /maintien du chauffage des locaux occupés|l’état des réseaux conservés/i;

describe('electrician and heating engineer: a new building is planned from its reservations', () => {
  for (const title of ['Construction d’une crèche', 'Construction d’un gymnase – lot électricité']) {
    it(`électricien: ${title}`, () => {
      const r = render('electricien', title);
      expect(r.phases).toContain('Réservations et incorporations avec le gros œuvre');
      expect(r.phases.filter((p) => /[Dd]époses?|[Cc]onsignation/.test(p))).toEqual([]);
      expect(r.phases.at(-1)).toMatch(/^Essais/);
      expect(r.text).not.toMatch(ELEC_EXISTING);
    });
  }
  it('électricien: a renovation keeps its isolations, déposes and the existing board', () => {
    const r = render('electricien', 'Rénovation de l’installation électrique de la crèche');
    expect(r.phases).toContain('Consignations et déposes');
    expect(r.text).toMatch(/l’état du tableau général et du branchement existants/i);
    expect(r.kinds).not.toContain('electricite_neuve');
  });
  it('électricien: a new public lighting keeps its outdoor kind, not the new building’s', () => {
    const r = render('electricien', 'Création d’un éclairage public rue des Lilas');
    expect(r.kinds).toContain('eclairage_public');
    expect(r.kinds).not.toContain('electricite_neuve');
  });

  for (const title of ['Construction d’un gymnase', 'Construction d’une crèche – lot chauffage ventilation']) {
    it(`chauffagiste: ${title}`, () => {
      const r = render('chauffagiste', title);
      expect(r.phases).toContain('Réservations, trémies et supports');
      expect(r.phases.filter((p) => /[Dd]épose/.test(p))).toEqual([]);
      expect(r.text).not.toMatch(HEAT_EXISTING);
    });
  }
  it('chauffagiste: radiators replaced keep their dépose phase and the heating of occupied rooms', () => {
    const r = render('chauffagiste', 'Remplacement des radiateurs de l’école');
    expect(r.phases).toContain('Dépose et préparation');
    expect(r.text).toMatch(/maintien du chauffage des locaux occupés/i);
  });

  it('chauffagiste: a new building connected to a heat network has no old boiler room', () => {
    const r = render('chauffagiste', 'Construction d’un gymnase raccordé au réseau de chaleur');
    expect(r.kinds).toContain('reseau_chaleur');
    expect(r.text).not.toMatch(HEAT_EXISTING);
    expect(r.text).not.toMatch(/ancienne chaufferie|réseau existant|secondaire existant|amiante/i);
    expect(r.phases).toContain('Préparation du local et réservations');
    expect(r.phases.filter((p) => /[Dd]épose|[Bb]asculement/.test(p))).toEqual([]);
    expect(r.waste.filter((w) => /déposé|[Bb]oues/.test(w))).toEqual([]);
  });
  it('chauffagiste: an existing school connected to a heat network keeps its old boiler room', () => {
    const r = render('chauffagiste', 'Raccordement de l’école au réseau de chaleur');
    expect(r.kinds).toContain('reseau_chaleur');
    expect(r.phases).toContain('Préparation du local et déposes');
    expect(r.method).toMatch(/relevé de l’ancienne chaufferie/);
  });
});

describe('asbestos: a new building touches no old material', () => {
  it('électricien, new crèche: no asbestos paragraph nor asbestos waste row', () => {
    const r = render('electricien', 'Construction d’une crèche');
    expect(r.environment).not.toMatch(/amiante/i);
    expect(r.waste.filter((w) => /amiante/i.test(w))).toEqual([]);
  });
  it('électricien, renovated crèche: the survey decides, the row stays', () => {
    const r = render('electricien', 'Rénovation de l’installation électrique de la crèche');
    expect(r.environment).toMatch(/peuvent toucher des matériaux contenant de l’amiante/);
    expect(r.waste).toContain('Matériaux contenant de l’amiante, si le repérage en signale');
  });
});

describe('the trade-neutral method surveys a new work’s supports, an existing work’s state', () => {
  it('charpentier: a new salt shelter', () => {
    const r = render('charpentier', 'Construction d’un abri à sel au centre d’exploitation routier');
    expect(r.method).toMatch(/Relevés : relevé contradictoire des supports et des implantations/);
    expect(r.method).not.toMatch(/relevé contradictoire de l’existant/);
  });
  it('charpentier: a salt shelter repaired', () => {
    const r = render('charpentier', 'Réparation de l’abri à sel au centre d’exploitation routier');
    expect(r.method).toMatch(/Relevés : relevé contradictoire de l’existant/);
  });
});

describe('plâtrier: an attic insulation is its own kind, not partitions', () => {
  it('Isolation des combles', () => {
    const r = render('plaquiste', 'Isolation des combles');
    expect(r.kinds).toContain('isolation_combles');
    expect(r.method).toMatch(/NF DTU 45\.10/);
    expect(r.method).toMatch(/pare-vapeur/);
    expect(r.method).toMatch(/écart au feu/);
    expect(r.method).toMatch(/points lumineux encastrés/);
    expect(r.method).toMatch(/piges graduées/);
    expect(r.method).toMatch(/ventilation de la sous-toiture/);
    expect(r.text).not.toMatch(/NF DTU 25\.41|Ossatures|cloisons|doublages isolants/i);
    expect(r.phases.join(' ')).toMatch(/mise en œuvre de l’isolant/);
  });
  it('Isolation des combles par rouleaux: NF DTU 45.11 too', () => {
    const r = render('plaquiste', 'Isolation des combles perdus par rouleaux de laine de verre');
    expect(r.method).toMatch(/NF DTU 45\.11/);
  });
  it('partitions and linings stay partitions', () => {
    const r = render('plaquiste', 'Création de cloisons et doublages à la mairie');
    expect(r.kinds).not.toContain('isolation_combles');
    expect(r.method).toMatch(/NF DTU 25\.41/);
  });
});

describe('maçon: a created building is a new build', () => {
  it('Création d’un centre technique', () => {
    const r = render('macon', 'Création d’un centre technique municipal');
    expect(r.kinds).toContain('neuf');
    expect(r.method).toMatch(/Fondations :/);
  });
  it('a creation inside an existing building is not', () => {
    const r = render('macon', 'Création de sanitaires dans l’école élémentaire');
    expect(r.kinds).not.toContain('neuf');
  });
});

describe('menuisier: outdoor gates are outdoor works', () => {
  it('Remplacement des portails', () => {
    const r = render('menuisier', 'Remplacement des portails');
    expect(r.kinds).toContain('portails');
    expect(r.text).not.toMatch(/par local|protection des sols|embrasures|NF DTU 36\.2|calfeutrement/i);
    expect(r.steps.some((s) => /^Dépose : dépose des portails existants/.test(s))).toBe(true);
    expect(r.text).toMatch(/NF EN 13241/);
  });
  it('a new motorised gate: no dépose, the safety of the motor checked', () => {
    const r = render('menuisier', 'Création d’un portail motorisé à l’entrée du centre technique');
    expect(r.steps.filter((s) => /^Dépose/.test(s))).toEqual([]);
    expect(r.text).toMatch(/NF EN 12453/);
  });
  it('windows with the gates keep the windows’ method', () => {
    const r = render('menuisier', 'Remplacement des fenêtres et des portails de l’école');
    expect(r.kinds).not.toContain('portails');
    expect(r.steps.some((s) => /par local, protection des sols/.test(s))).toBe(true);
  });
});

/** Brackets inside brackets: « (règlement (CE) n° 852/2004) ». */
function nestedBrackets(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(') {
      if (depth === 0) {
        start = i;
      }
      depth += 1;
      if (depth === 2) {
        found.push(text.slice(Math.max(0, start - 20), i + 20));
      }
    } else if (text[i] === ')' && depth > 0) {
      depth -= 1;
    }
  }
  return found;
}

describe('carreleur: the food rooms’ hygiene paragraph nests no brackets', () => {
  it('Réfection du carrelage de la cuisine centrale', () => {
    const r = render('carreleur', 'Réfection du carrelage de la cuisine centrale');
    expect(r.kinds).toContain('locaux_alimentaires');
    expect(r.method).toMatch(/règlement \(CE\) n° 852\/2004/);
    expect(nestedBrackets(r.method)).toEqual([]);
  });
  it('the check finds nested brackets', () => {
    expect(nestedBrackets('du paquet hygiène (règlement (CE) n° 852/2004) : sols')).toHaveLength(1);
  });
});
