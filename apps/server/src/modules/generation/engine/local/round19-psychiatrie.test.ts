/**
 * Round 19: a psychiatric hospital is not a general hospital. An establishment read as psychiatric by
 * its kind (« centre hospitalier spécialisé », « CHS », « EPSM », « santé mentale », « psychiatrie ») in
 * the object or the buyer, or by the name of a well-known one (« CH de Montfavet », « Centre hospitalier
 * Édouard Toulouse »), gets a ward in service: patients who may be in crisis, units sometimes closed,
 * nothing left within their reach, no ligature point left in a room, openings and the site's gates kept
 * closed; no immunodepressed patients, operating theatres, intensive care or HEPA zones unless the object
 * names them. A general hospital keeps its infection-control text.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { TENDER_FIXTURES } from '../../../../test/fixtures/generation.ts';
import { contextFor, eachProfileAnyNature, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';
import { psychiatric } from './constraints.ts';

/** The response to a made-up tender with object `title` bought by `buyer`. */
function writtenBy(trade: TradeSlug, title: string, buyer: string) {
  return writtenFor(
    contextFor(trade, title, {
      extra: { buyer_name: buyer, buyer: { ...TENDER_FIXTURES[trade].buyer, name: buyer } },
    }),
  );
}

/** The general hospital's text (a trade's own HEPA sander stays: it is a tool, not a zone). */
const SOMATIC =
  /immunodéprimés|aspergillose|réanimation|blocs? opératoires?|environnement maîtrisé|sur filtre absolu \(HEPA\)|procédure « travaux » du CLIN/;

function expectWard(text: string): void {
  expect(text).toMatch(/agités ou en crise/);
  expect(text).toMatch(/encadrement soignant/);
  expect(text).toMatch(/outillage compté en fin de journée/);
  expect(text).toMatch(/stockage fermé à clé/);
  expect(text).toMatch(/portes, portails et clôtures du chantier restent fermés/);
  expect(text).toMatch(/Fugue d’un patient/);
}

describe('a psychiatric establishment', () => {
  it('is read by its kind in the object or the buyer, or by a well-known name', () => {
    const read = (title: string, buyer: string) =>
      psychiatric(
        analyse(
          contextFor('peintre', title, {
            extra: { buyer_name: buyer, buyer: { ...TENDER_FIXTURES.peintre.buyer, name: buyer } },
          }),
        ),
      );
    expect(read('Réfection des peintures du pavillon 3', 'Centre hospitalier spécialisé de la Savoie')).toBe(true);
    expect(read('Rénovation de l’unité de soins', 'CHS de Blain')).toBe(true);
    expect(read('Travaux de peinture', 'EPSM Lille-Métropole')).toBe(true);
    expect(read('Réhabilitation de l’unité de psychiatrie adulte', 'Centre hospitalier de Dax')).toBe(true);
    expect(read('Travaux au centre de santé mentale', 'Commune de Lyon')).toBe(true);
    expect(read('Travaux de désenfumage au Lubéron 1', 'Centre Hospitalier de Montfavet')).toBe(true);
    expect(read('Réaménagement du bâtiment 8', 'Centre Hospitalier Edouard Toulouse')).toBe(true);
    expect(read('Réfection de la toiture', 'Centre hospitalier Le Vinatier')).toBe(true);
    // A general hospital, a school of the same district, a military hospital: not psychiatric.
    expect(read('Réfection des peintures du service de cardiologie', 'Centre hospitalier de Melun')).toBe(false);
    expect(read('Rénovation de l’école de Montfavet', 'Ville d’Avignon')).toBe(false);
    expect(read('Travaux à l’hôpital d’instruction des armées Sainte-Anne', 'ESID de Toulon')).toBe(false);
  });

  it('a painter at a CHS: the ward in service, no somatic hospital text', () => {
    const r = writtenBy('peintre', 'Réfection des peintures des chambres du pavillon 3', 'CHS de la Savoie');
    expectWard(r.text);
    expect(r.section('securite')).toMatch(/chambre vidée de son occupant/);
    expect(r.section('securite')).toMatch(/anti-suicide, anti-pendaison ou anti-vandalisme/);
    expect(r.section('securite')).toMatch(/à confirmer au CCTP/);
    expect(r.section('environnement')).toMatch(/stress des patients/);
    expect(r.section('environnement')).toMatch(/zone close fermée à clé/);
    expect(r.text).not.toMatch(SOMATIC);
  });

  it('an electrician at a named psychiatric hospital: access control and locks kept through the cuts', () => {
    const r = writtenBy(
      'electricien',
      'Remplacement de l’éclairage du pavillon Lubéron',
      'Centre Hospitalier de Montfavet',
    );
    expectWard(r.text);
    expect(r.section('securite')).toMatch(/serrures électriques des unités fermées/);
    expect(r.text).not.toMatch(SOMATIC);
  });

  it('a new building within the site: no patient room emptied, the ward’s other rules kept', () => {
    const r = writtenFor(
      contextFor('macon', 'Construction d’un bâtiment de psychiatrie au sein du centre hospitalier de Dax'),
    );
    expect(r.text).toMatch(/outillage compté en fin de journée/);
    expect(r.text).not.toMatch(/chambre vidée de son occupant/);
    expect(r.text).not.toMatch(SOMATIC);
  });

  it('a somatic zone the object names keeps its infection-control text', () => {
    const r = writtenBy(
      'chauffagiste',
      'Remplacement de la ventilation du bloc opératoire et de la réanimation',
      'Centre hospitalier spécialisé de la Savoie',
    );
    expect(r.section('securite')).toMatch(/filtre absolu \(HEPA\)/);
  });

  it('a general hospital keeps the general hospital’s text', () => {
    const r = writtenBy('peintre', 'Réfection des peintures du service de cardiologie', 'Centre hospitalier de Melun');
    expect(r.text).toMatch(/immunodéprimés/);
    expect(r.text).toMatch(/filtre absolu \(HEPA\)/);
    expect(r.text).not.toMatch(/agités ou en crise|Fugue d’un patient/);
  });

  itOnRealNotices()('24-15713 (CH de Montfavet, électricien): a psychiatric ward, not a somatic hospital', () => {
    eachProfileAnyNature('24-15713', 'electricien', (r) => {
      expectWard(r.text);
      expect(r.text).not.toMatch(SOMATIC);
    });
  });

  itOnRealNotices()('24-15401 (CH Édouard Toulouse, peintre): a psychiatric ward, not a somatic hospital', () => {
    eachProfileAnyNature('24-15401', 'peintre', (r) => {
      expectWard(r.text);
      expect(r.section('securite')).toMatch(/chambre vidée de son occupant/);
      expect(r.text).not.toMatch(SOMATIC);
    });
  });
});
