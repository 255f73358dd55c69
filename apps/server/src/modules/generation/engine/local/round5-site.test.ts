/**
 * Round 5, issue 13: the site's use in the safety section (no « pas de contrainte de site
 * particulière » in a pool or a church), per-order works on the public highway not « dans les
 * locaux », the monuments-historiques frame, and the asbestos flow where old materials may hold it.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { contextFor, writtenFor } from '../../../../test/writing.ts';

function sectionsOf(trade: TradeSlug, title: string, extra: Partial<TenderDetail> = {}, noticeText = '') {
  const r = writtenFor(contextFor(trade, title, { extra, noticeText }), { seams: false, retired: false });
  return { of: r.withRows, all: r.content.memoire_sections.map((s) => s.body).join('\n') };
}

describe('the site’s use in the safety section', () => {
  it('a public pool: users, opening hours and the operator, never « pas de contrainte de site »', () => {
    const r = sectionsOf('plombier', 'Piscine de Vaise - Rénovation énergétique et réaménagement intérieur');
    expect(r.of('securite')).not.toMatch(/pas de contrainte de site/);
    expect(r.of('securite')).toMatch(/piscine publique/);
    expect(r.of('securite')).toMatch(/exploitant/);
  });

  it('a church: services and ceremonies, conditional on it staying open', () => {
    const r = sectionsOf('vitrier', 'Restauration des vitraux de l’église Saint-Pierre');
    expect(r.of('securite')).toMatch(/lieu de culte/);
    expect(r.of('securite')).toMatch(/Si l’édifice reste ouvert au culte/);
  });

  it('public lighting run by orders: orders on the lighting network, not « dans les locaux »', () => {
    const r = sectionsOf(
      'electricien',
      'Accord-cadre à bons de commande pour la rénovation des luminaires du parc d’éclairage public',
    );
    expect(r.of('securite')).not.toMatch(/dans les locaux/);
    expect(r.of('securite')).toMatch(/chaque commande sur le réseau d’éclairage public/);
    expect(r.of('securite')).toMatch(/DT-DICT/);
    expect(r.of('environnement')).toMatch(/sans dépôt laissé sur la voie publique/);
  });
});

describe('monuments historiques', () => {
  it('a protected church restored by several trades: DRAC control, ACMH or architecte du patrimoine, documented work', () => {
    const r = sectionsOf(
      'vitrier',
      'Restauration de l’église Saint-Pierre',
      {
        descripteurs: ['Monuments historiques', 'Charpente', 'Maçonnerie', 'Couverture', 'Vitraux'].map((label) => ({
          code: '',
          label,
        })) as TenderDetail['descripteurs'],
      },
      'Édifice classé au titre des monuments historiques.',
    );
    expect(r.all).toMatch(/contrôle scientifique et technique/);
    expect(r.all).toMatch(/architecte en chef des monuments historiques ou à un architecte du patrimoine/);
    expect(r.all).toMatch(/L621-9 du code du patrimoine/);
    expect(r.all).toMatch(/constat d’état/);
    expect(r.all).toMatch(/réunit aussi la maçonnerie, la charpente et la couverture/);
  });

  it('no monuments-historiques frame on an ordinary building', () => {
    const r = sectionsOf('vitrier', 'Remplacement des vitrages de la mairie');
    expect(r.all).not.toMatch(/monuments historiques|DRAC/);
  });
});

describe('asbestos in the waste part', () => {
  it('old cladding that may be asbestos-cement: a BSDA flow and an SS3 firm, no bare « (sans amiante) »', () => {
    const r = sectionsOf('charpentier', 'Travaux de réhabilitation du gymnase Jean Moulin - Lot 4 bardage');
    const env = r.of('environnement');
    expect(env).not.toMatch(/\(sans amiante\)/);
    expect(env).toMatch(/BSDA/);
    expect(env).toMatch(/sous-section 3/);
  });

  it('new cladding: no asbestos flow', () => {
    const r = sectionsOf('charpentier', 'Construction d’un gymnase neuf - Lot 4 bardage');
    expect(r.of('environnement')).not.toMatch(/BSDA/);
  });
});
