/**
 * Round 5, issue 13 (menuiseries family and the French of the finishes/fluids trades): the
 * serrurier's accessibility metalwork and the « tous corps d’état » answer, the joinery of a public
 * building rehabilitated (seaside only when the text says so), stained glass in its heritage frame,
 * and wording fixes. Realistic objects first; the graded real notices of `../shared/data` when
 * present, skipped with a message otherwise.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { contextFor, realContext, realNoticeIfAny, writtenFor } from '../../../../test/writing.ts';

const write = (trade: TradeSlug, title: string, description = '', descripteurs: string[] = []) =>
  writtenFor(contextFor(trade, title, { description, descripteurs }));

/** The graded real notice whose object matches `pattern`, or null (with a message) without the data. */
function realOutput(trade: TradeSlug, pattern: RegExp) {
  const notice = realNoticeIfAny(trade, pattern);
  return notice ? writtenFor(realContext(notice)) : null;
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('serrurier: mise en accessibilité', () => {
  it('the accessibility metalwork itself: handrails, warning strips, door widths and opening force', () => {
    const r = write('serrurier', 'Mise en accessibilité PMR de la mairie');
    expect(r.kinds).toContain('mise_en_accessibilite');
    for (const word of [
      /prolongée horizontalement de la longueur d’une marche/,
      /entre 0,80 m et 1,00 m/,
      /NF P98-351/,
      /0,83 m pour une porte de 0,90 m/,
      /50 N au plus/,
      /NF EN 1154/,
      /Arrêté du 8 décembre 2014/,
      /contrast/,
      /repérage amiante avant travaux/,
      /mesures au dynamomètre/,
    ]) {
      expect(r.text).toMatch(word);
    }
    // not an access-control lot, no outdoor options, no nacelle offered indoors
    for (const wrong of [
      /fermetures et contrôle d’accès/,
      /bord de mer/,
      /L’exposition \(extérieur/,
      /Nacelle ou échafaudage roulant/,
      /CACES R486/,
    ]) {
      expect(r.text).not.toMatch(wrong);
    }
    // no « tous corps d’état » paragraph when the notice does not say so
    expect(r.text).not.toContain('L’opération couvre tous les corps d’état');
  });

  it('the new-build decree only when the works create new parts', () => {
    expect(write('serrurier', 'Mise en accessibilité de l’école').text).not.toMatch(/Arrêté du 20 avril 2017/);
    expect(write('serrurier', 'Mise en accessibilité et extension de l’école').text).toMatch(/Arrêté du 20 avril 2017/);
  });

  it('« tous corps d’état » in the descripteurs: the honest grouping sentence, once', () => {
    const r = write('serrurier', 'Mise en accessibilité du conservatoire', '', ['Tous corps d’état', 'Serrurerie']);
    expect(r.kinds).toEqual(['mise_en_accessibilite']);
    expect(count(r.text, 'L’opération couvre tous les corps d’état')).toBe(1);
    expect(r.text).toMatch(/en groupement ou en sous-traitance déclarée/);
  });

  it('access control, gates and plain metalwork are not accessibility works', () => {
    for (const title of [
      'Contrôle d’accès et remplacement des serrures des bâtiments communaux',
      'Remplacement du portail de l’école',
      'Garde-corps de la passerelle du port',
    ]) {
      expect(write('serrurier', title).kinds, title).not.toContain('mise_en_accessibilite');
    }
  });

  it('real notice 24-20010 (Conservatoire, rue de Madrid; « Tous corps d’état »)', () => {
    const r = realOutput('serrurier', /rue de madrid/);
    if (!r) {
      return;
    }
    expect(r.kinds).toContain('mise_en_accessibilite');
    expect(count(r.text, 'L’opération couvre tous les corps d’état')).toBe(1);
    for (const word of [/NF P98-351/, /50 N au plus/, /main courante de chaque côté/, /mesures à la jauge/]) {
      expect(r.text).toMatch(word);
    }
    for (const wrong of [
      /fermetures et contrôle d’accès/,
      /bord de mer/,
      /Nacelle ou échafaudage roulant/,
      /au jauge/,
    ]) {
      expect(r.text).not.toMatch(wrong);
    }
  });
});

describe('the owned equipment is offered only for what it is', () => {
  it('a façade scaffold is not a rolling scaffold or a PIRL', () => {
    const r = write('menuisier', 'Remplacement des portes intérieures de la mairie');
    expect(r.text).not.toMatch(/roulante : Échafaudage de pied/);
    expect(write('vitrier', 'Remplacement des vitrages de l’école').text).not.toMatch(
      /échafaudage roulant : Échafaudage de pied/,
    );
  });
});

describe('menuisier: joinery of a public building rehabilitated', () => {
  it('fire doors, accessible doors and the existing openings surveyed; no seaside without the words', () => {
    const r = write('menuisier', 'Réhabilitation du bâtiment administratif de la mairie de Lyon');
    for (const word of [
      /relevé de chaque baie et de chaque porte existantes/,
      /EI30/,
      /ferme-porte/,
      /0,83 m pour une porte de 0,90 m/,
      /50 N au plus/,
      /arrêté du 25 juin 1980/,
    ]) {
      expect(r.text).toMatch(word);
    }
    expect(r.text).not.toMatch(/bord de mer|Qualimarine|inox A4/);
  });

  it('the seaside exposure when the commune or the notice says so', () => {
    for (const title of [
      'Remplacement des fenêtres de l’école de Saint-Pierre-sur-Mer',
      'Réhabilitation de la mairie du Grau-du-Roi',
      'Menuiseries extérieures du poste de secours, front de mer',
    ]) {
      const r = write('menuisier', title);
      expect(r.text, title).toMatch(/bord de mer/);
      expect(r.text, title).toMatch(/inox A4/);
    }
    // a pool's « plages », a town's « plage » street, a seaside-sounding buyer name are not the coast
    for (const title of ['Remplacement des portes des plages de la piscine', 'Menuiseries de l’école de la Plaine']) {
      expect(write('menuisier', title).text, title).not.toMatch(/bord de mer/);
    }
  });

  it('the buyer’s web « portail » is not a gate (no NF EN 13241)', () => {
    const r = write(
      'menuisier',
      'Restructuration du collège',
      'Le dossier est consultable sur le portail de dématérialisation à l’adresse suivante.',
    );
    expect(r.text).not.toMatch(/NF EN 13241/);
    expect(write('menuisier', 'Remplacement du portail et des portes de garage du centre technique').text).toMatch(
      /NF EN 13241/,
    );
  });

  it('real notice 24-15697 (ancien hôpital du Grau-du-Roi): ERP doors and the seaside', () => {
    const r = realOutput('menuisier', /grau du roi/);
    if (!r) {
      return;
    }
    for (const word of [/EI30/, /0,83 m/, /bord de mer/, /Qualimarine/, /NF DTU 36\.5/]) {
      expect(r.text).toMatch(word);
    }
    expect(r.text).not.toMatch(/roulante : Échafaudage de pied/);
  });
});

describe('vitrier: stained glass in its heritage frame', () => {
  it('« Monuments historiques » in the descripteurs: DRAC, documented intervention, Corpus Vitrearum, longer workshop', () => {
    const r = write('vitrier', 'Restauration de l’église Saint-Pierre', '', ['Monuments historiques', 'Vitraux']);
    expect(r.kinds).toEqual(['vitraux']);
    for (const word of [
      /DRAC/,
      /Code du patrimoine, articles L621-9 et L621-27/,
      /Corpus Vitrearum/,
      /Dossier des interventions/,
      /plusieurs corps d’état/,
      /R4412-149/,
    ]) {
      expect(r.text).toMatch(word);
    }
    expect(r.text).not.toMatch(/NF DTU 39/);
    // the workshop is most of the schedule (3 of the 6 indicative weeks), not 2
    expect(r.text).toMatch(/Restauration en atelier \| 3\s+semaines/);
  });

  it('no heritage frame when nothing says the building is protected', () => {
    const r = write('vitrier', 'Restauration des vitraux de l’église Saint-Pierre');
    expect(r.kinds).toEqual(['vitraux']);
    expect(r.text).not.toMatch(/Corpus Vitrearum|Code du patrimoine|DRAC/);
  });

  it('real notice 24-20146 (Saint-Pierre et Saint-Paul du Marsan)', () => {
    const r = realOutput('vitrier', /saint-paul du marsan/);
    if (!r) {
      return;
    }
    for (const word of [/DRAC/, /Corpus Vitrearum/, /L621-9/, /Dossier des interventions/]) {
      expect(r.text).toMatch(word);
    }
    expect(r.text).not.toMatch(/NF DTU 39/);
  });
});

describe('vitrier: glazed roofs and façades', () => {
  it('a glazed roof alone cites neither the curtain-wall standards nor the VEC cahier, and one nacelle', () => {
    const r = write('vitrier', 'Réfection de la toiture de la demi-pension du lycée. Lot 2 : verrières');
    expect(r.kinds).toContain('facades_vitrees');
    expect(r.text).not.toMatch(/NF DTU 33\.1|NF EN 13830|Cahier du CSTB 3488/);
    expect(r.text).not.toMatch(/Nacelle ou échafaudage roulant/);
    const wall = write('vitrier', 'Réhabilitation de l’hôtel de ville : façades rideaux et verrières');
    expect(wall.text).toMatch(/NF DTU 33\.1/);
    expect(wall.text).not.toMatch(/Cahier du CSTB 3488/);
    expect(write('vitrier', 'Façade en vitrages extérieurs collés (VEC) du siège').text).toMatch(/Cahier du CSTB 3488/);
  });
});

describe('wording of the finishes trades', () => {
  it('carreleur sports hall without a pool: no « plages », « carreaux de réserve », not « stock d’attique »', () => {
    const r = write('carreleur', 'Réfection des carrelages des vestiaires du gymnase');
    expect(r.text).not.toMatch(/plages/);
    expect(r.text).not.toMatch(/attique/);
    expect(r.text).toMatch(/carreaux de réserve/);
  });

  it('peintre « tout corps d’état » upkeep keeps its honest sentence', () => {
    const r = write('peintre', 'Travaux d’entretien courant, tout corps d’état sur le patrimoine de la commune');
    expect(count(r.text, 'L’opération couvre tous les corps d’état : notre entreprise y exécute la peinture')).toBe(1);
  });
});
