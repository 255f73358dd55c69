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

  it('a new building and an upkeep contract keep their kinds', () => {
    expect(write('couvreur', 'Construction d’un gymnase', ['Couverture']).kinds).toEqual(['couverture_neuve']);
    expect(write('couvreur', 'Accord-cadre à bons de commande de travaux sur les bâtiments communaux').kinds).toEqual([
      'entretien',
    ]);
  });
});
