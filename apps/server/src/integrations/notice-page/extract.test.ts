import { describe, expect, it } from 'vitest';
import { normalizeRecord } from '../boamp/normalize.ts';
import { readRealRecords, realRecordsAvailable } from '../../test/fixtures/boamp/real-records.ts';
import { analysisFromBoampNotice, boampIdwebOf } from './boamp-notice.ts';
import { htmlToText } from './document-text.ts';
import { extractNotice } from './extract.ts';
import { parisInstant, parseFrenchAmount, parseFrenchDate, parseFrenchDuration } from './french.ts';

const at = (text: string) => {
  const date = parseFrenchDate(text);
  return date ? parisInstant(date).toISOString() : null;
};

describe('French values', () => {
  it('reads dates in words and in figures, with or without a time, in Paris time', () => {
    expect(at('15 mars 2026 à 12h00')).toBe('2026-03-15T11:00:00.000Z');
    expect(at('le 1er juillet 2026 à 16 h 30')).toBe('2026-07-01T14:30:00.000Z');
    expect(at('Lundi 2 février 2026 - 17:00')).toBe('2026-02-02T16:00:00.000Z');
    expect(at('15/03/2026')).toBe('2026-03-15T22:59:00.000Z');
    expect(at('03/04/2026 à 16h00')).toBe('2026-04-03T14:00:00.000Z');
    expect(at('2026-05-12T10:00')).toBe('2026-05-12T08:00:00.000Z');
    expect(at('30 février 2026')).toBeNull();
    expect(at('aucune date')).toBeNull();
  });

  it('reads amounts', () => {
    expect(parseFrenchAmount('1 250 000 € HT')).toBe(1_250_000);
    expect(parseFrenchAmount('850 000,50 euros HT')).toBe(850_000.5);
    expect(parseFrenchAmount('Montant : 1.250.000 EUR')).toBe(1_250_000);
    expect(parseFrenchAmount('1,2 M€')).toBe(1_200_000);
    expect(parseFrenchAmount('45 k€')).toBe(45_000);
    expect(parseFrenchAmount('non communiqué')).toBeNull();
  });

  it('reads durations', () => {
    expect(parseFrenchDuration('délai d’exécution : 6 mois')).toBe('6 mois');
    expect(parseFrenchDuration('45 jours calendaires')).toBe('45 jours calendaires');
    expect(parseFrenchDuration('sans objet')).toBeNull();
  });
});

describe('a notice page', () => {
  it('reads a buyer-profile page with a definition list and entities', () => {
    const html = `<html><head><meta charset="utf-8"><meta name="description" content="Consultation de travaux">
      <title>Mise en conformit&eacute; &mdash; Profil d&#39;acheteur</title></head><body>
      <header><a>Se connecter</a></header>
      <dl>
        <dt>Objet de la consultation</dt><dd>Mise en conformit&eacute; &eacute;lectrique du groupe scolaire Pasteur</dd>
        <dt>Pouvoir adjudicateur</dt><dd>Communaut&eacute; de communes du Pays de Gex</dd>
        <dt>Lieu d&rsquo;ex&eacute;cution</dt><dd>01210 Ferney-Voltaire</dd>
        <dt>Date et heure limites de r&eacute;ception des offres</dt><dd>vendredi 10 avril 2026 &agrave; 12h00</dd>
        <dt>Valeur estim&eacute;e</dt><dd>320&nbsp;000&nbsp;&euro; HT</dd>
        <dt>Dur&eacute;e du march&eacute;</dt><dd>8 mois</dd>
      </dl>
      <p>Renseignements : <a href="mailto:commande-publique@ccpg.example.fr">commande-publique@ccpg.example.fr</a></p>
      <script>var x = "date limite : 01/01/2030";</script>
      </body></html>`;
    const result = extractNotice(htmlToText(html), { url: 'https://achats.example.fr/c/1', kind: 'html' });
    expect(result.extracted_info).toMatchObject({
      title: 'Mise en conformité électrique du groupe scolaire Pasteur',
      authority: 'Communauté de communes du Pays de Gex',
      location: '01210 Ferney-Voltaire',
      deadline: '2026-04-10T10:00:00.000Z',
      amount: 320_000,
      execution_delay: '8 mois',
      contact_email: 'commande-publique@ccpg.example.fr',
    });
    expect(result.recommendations.confidence_score).toBeGreaterThanOrEqual(80);
  });

  it('gives a low confidence and lists what is missing on a page with nothing to find', () => {
    const result = extractNotice(htmlToText('<html><body><p>Page en travaux.</p></body></html>'), {
      url: null,
      kind: 'html',
    });
    expect(result.recommendations.confidence_score).toBe(0);
    expect(result.recommendations.missing_info).toEqual([
      'Titre',
      'Description',
      'Organisme acheteur',
      'Localisation',
      'Montant estimé',
      'Délai d’exécution',
      'E-mail de contact',
      'Date limite de remise des offres',
      'Exigences',
      'Contenu du DCE',
    ]);
  });
});

describe('boamp.fr addresses', () => {
  it('recognises the notice addresses and nothing else', () => {
    expect(boampIdwebOf('https://www.boamp.fr/pages/avis/?q=idweb:24-16145')).toBe('24-16145');
    expect(boampIdwebOf('https://www.boamp.fr/pages/avis/?q=idweb:%2224-16145%22')).toBe('24-16145');
    expect(boampIdwebOf('https://www.boamp.fr/avis/detail/24-16145/1')).toBe('24-16145');
    expect(boampIdwebOf('https://boamp.fr/pages/avis/detail/15-31501')).toBe('15-31501');
    expect(boampIdwebOf('https://www.boamp.fr.evil.example/avis/detail/24-16145')).toBeNull();
    expect(boampIdwebOf('https://www.boamp.fr/pages/recherche/')).toBeNull();
    expect(boampIdwebOf('pas une adresse')).toBeNull();
  });
});

/** A real notice as a buyer's site would show it: its fields as labelled HTML. */
function renderAsPage(record: Record<string, unknown>): string {
  const esc = (v: unknown) =>
    String(v ?? '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;');
  const deadline = typeof record.datelimitereponse === 'string' ? new Date(record.datelimitereponse) : null;
  const frenchDeadline = deadline
    ? new Intl.DateTimeFormat('fr-FR', {
        timeZone: 'Europe/Paris',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
        .format(deadline)
        .replace(' ', ' ')
    : '';
  return `<html><head><title>${esc(record.objet)} - Avis</title></head><body>
    <h1>${esc(record.objet)}</h1>
    <table>
      <tr><th>Nom de l'acheteur</th><td>${esc(record.nomacheteur)}</td></tr>
      <tr><th>Date limite de réception des offres</th><td>${esc(frenchDeadline)}</td></tr>
    </table></body></html>`;
}

describe('real BOAMP notices', () => {
  const available = realRecordsAvailable();
  if (!available) {
    it.skip('needs ../shared/data/boamp/records.jsonl (absent here)', () => {});
    return;
  }
  const records = readRealRecords()
    .filter(
      (r) =>
        typeof r.objet === 'string' && typeof r.nomacheteur === 'string' && typeof r.datelimitereponse === 'string',
    )
    .filter((r) => String(r.nature ?? '').includes('APPEL'))
    .slice(0, 60);

  it('finds the title, buyer and deadline of real notices rendered as pages', () => {
    expect(records.length).toBeGreaterThan(20);
    let deadlines = 0;
    for (const record of records) {
      const result = extractNotice(htmlToText(renderAsPage(record)), { url: null, kind: 'html' });
      expect(result.extracted_info.title).toBe(String(record.objet).replace(/\s+/g, ' ').trim());
      // The buyer's name, up to its address when the notice writes one after a comma.
      const authority = result.extracted_info.authority ?? '';
      expect(authority.length).toBeGreaterThan(2);
      expect(String(record.nomacheteur).replace(/\s+/g, ' ').trim().startsWith(authority)).toBe(true);
      const expected = new Date(String(record.datelimitereponse));
      const found = result.extracted_info.deadline ? new Date(result.extracted_info.deadline) : null;
      // The page shows hours and minutes in Paris time: the same instant to the minute.
      if (found && Math.abs(found.getTime() - expected.getTime()) < 60_000) {
        deadlines += 1;
      }
    }
    expect(deadlines).toBe(records.length);
  });

  it('answers a real notice from the BOAMP record itself', () => {
    let read = 0;
    for (const record of records.slice(0, 30)) {
      const result = analysisFromBoampNotice(normalizeRecord(record));
      expect(result.extracted_info.title).toBeTruthy();
      expect(result.extracted_info.source_url).toContain('boamp.fr');
      expect(result.recommendations.confidence_score).toBeGreaterThanOrEqual(35);
      read += 1;
    }
    expect(read).toBe(Math.min(30, records.length));
  });
});
