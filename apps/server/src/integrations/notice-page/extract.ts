import {
  EXTRACTED_FIELD_LABELS,
  EXTRACTED_FIELDS,
  type ExtractedField,
  type UrlAnalysisResult,
} from '@batiao/shared/contracts/tenders';
import type { NoticeText } from './document-text.ts';
import {
  findEmail,
  findPhone,
  fold,
  parisInstant,
  parseFrenchAmount,
  parseFrenchDate,
  parseFrenchDuration,
} from './french.ts';

/*
 * What a French notice says, read from its lines by the labels notices use (BOAMP pages, buyer
 * profiles, avis and RC in PDF or DOCX): « Objet du marché : … », « Date limite de remise des
 * offres : 15 mars 2026 à 12h00 », « Montant estimé : 1 250 000 € HT », « Délai d’exécution :
 * 6 mois »… The confidence is the weighted share of the fields found; `missing_info` names the
 * others in French.
 */

export type ExtractedInfo = UrlAnalysisResult['extracted_info'];

/** How much each field weighs in the confidence (sums to 100). */
const WEIGHTS: Record<ExtractedField, number> = {
  title: 20,
  description: 15,
  authority: 15,
  location: 10,
  deadline: 15,
  amount: 8,
  execution_delay: 5,
  contact_email: 5,
  requirements: 4,
  dce_content: 3,
};

const LABELS = {
  title: [
    'objet du marche',
    'objet de la consultation',
    'objet de l’avis',
    "objet de l'avis",
    'intitule du marche',
    'intitule de la consultation',
    'intitule',
    'titre du marche',
    'titre',
    'objet',
  ],
  description: [
    'description succincte',
    'description du marche',
    'description des prestations',
    'description',
    'caracteristiques principales',
    'nature et etendue des travaux',
    'objet detaille',
  ],
  authority: [
    'nom et adresse officiels de l’organisme acheteur',
    "nom et adresse officiels de l'organisme acheteur",
    'nom de l’acheteur',
    "nom de l'acheteur",
    'organisme acheteur',
    'pouvoir adjudicateur',
    'entite adjudicatrice',
    'maitre d’ouvrage',
    "maitre d'ouvrage",
    'maitre de l’ouvrage',
    "maitre de l'ouvrage",
    'acheteur public',
    'acheteur',
    'organisme',
    'collectivite',
  ],
  location: [
    'lieu principal d’execution',
    "lieu principal d'execution",
    'lieu d’execution',
    "lieu d'execution",
    'lieu de realisation',
    'lieu des travaux',
    'lieu de livraison',
    'localisation',
    'adresse du chantier',
    'lieu',
  ],
  deadline: [
    'date limite de remise des offres',
    'date limite de reception des offres',
    'date et heure limites de reception des offres',
    'date et heure limites de remise des offres',
    'date limite de depot',
    'date limite de reponse',
    'date limite de remise des plis',
    'remise des offres',
    'reception des offres',
    'date limite',
  ],
  amount: [
    'montant estime',
    'valeur estimee',
    'montant previsionnel',
    'estimation du montant',
    'estimation',
    'montant des travaux',
    'budget',
    'montant',
    'valeur totale',
  ],
  executionDelay: [
    'delai d’execution',
    "delai d'execution",
    'duree du marche',
    'duree des travaux',
    'duree d’execution',
    "duree d'execution",
    'delai global',
    'duree',
    'delai',
  ],
  email: ['courriel', 'adresse electronique', 'e-mail', 'email', 'mel', 'contact'],
  requirementHeadings: [
    'conditions de participation',
    'justifications a produire',
    'pieces a fournir',
    'documents a fournir',
    'pieces justificatives',
    'capacite',
    'qualifications',
    'criteres d’attribution',
    "criteres d'attribution",
    'criteres de selection',
    'exigences',
    'contenu de l’offre',
    "contenu de l'offre",
    'contenu du dossier',
  ],
  dce: [
    'dossier de consultation',
    'dce',
    'documents de la consultation',
    'retrait du dossier',
    'adresse de retrait',
    'documents du marche',
    'profil d’acheteur',
    "profil d'acheteur",
    'url du profil',
  ],
};

/** The value of the first line whose label (before « : ») starts with one of these; null when none. */
function labelled(
  lines: readonly string[],
  labels: readonly string[],
  accept?: (value: string) => boolean,
): string | null {
  for (const label of labels) {
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon <= 0 || colon > 90) {
        continue;
      }
      const key = fold(
        line
          .slice(0, colon)
          .replace(/^[•\-\d.)\s]+/, '')
          .trim(),
      );
      if (key === label || (key.startsWith(label) && key.length <= label.length + 40)) {
        const value = line
          .slice(colon + 1)
          .trim()
          .replace(/^•\s*/, '');
        if (value.length > 0 && (!accept || accept(value))) {
          return value;
        }
      }
    }
  }
  return null;
}

/** Lines mentioning one of these labels anywhere (for values written in a sentence). */
function mentioning(lines: readonly string[], labels: readonly string[]): string[] {
  return lines.filter((line) => {
    const folded = fold(line);
    return labels.some((label) => folded.includes(label));
  });
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A page title without its site name (« Avis n° 24-16145 - BOAMP », « Consultation | Marchés Publics »). */
function cleanTitle(title: string | null): string | null {
  if (!title) {
    return null;
  }
  const parts = title.split(/\s+[|–—-]\s+/);
  const longest = parts.reduce((a, b) => (b.length > a.length ? b : a), '');
  const value = longest.trim();
  return value.length >= 8 ? value : null;
}

const POSTAL_CITY = /\b((?:0[1-9]|[1-8]\d|9[0-5]|2[AB]|97[1-6])\d{3})\s+([A-ZÀ-Ü][\wÀ-ÿ'’ -]{1,40})/;

function findLocation(lines: readonly string[]): string | null {
  const value = labelled(lines, LABELS.location);
  if (value) {
    return cut(value, 200);
  }
  for (const line of lines) {
    const match = POSTAL_CITY.exec(line);
    if (match?.[1] && match[2]) {
      return `${match[2].trim()} (${match[1]})`;
    }
  }
  return null;
}

function findDeadline(lines: readonly string[]): string | null {
  const hasDate = (value: string) => parseFrenchDate(value) !== null;
  const value =
    labelled(lines, LABELS.deadline, hasDate) ??
    mentioning(lines, ['date limite', 'remise des offres', 'reception des offres', 'remise des plis']).find(hasDate) ??
    null;
  const date = value ? parseFrenchDate(value) : null;
  return date ? parisInstant(date).toISOString() : null;
}

function findAmount(lines: readonly string[]): number | null {
  const hasAmount = (value: string) => parseFrenchAmount(value) !== null;
  const value =
    labelled(lines, LABELS.amount, hasAmount) ??
    mentioning(lines, ['montant', 'estim', 'valeur', 'budget']).find(hasAmount) ??
    lines.find((line) => /€\s*(HT|H\.T\.)|euros?\s+HT/i.test(line) && hasAmount(line)) ??
    null;
  return value ? parseFrenchAmount(value) : null;
}

function findDelay(lines: readonly string[]): string | null {
  const hasDuration = (value: string) => parseFrenchDuration(value) !== null;
  const value =
    labelled(lines, LABELS.executionDelay, hasDuration) ??
    mentioning(lines, ['delai d’execution', "delai d'execution", 'duree du marche', 'duree des travaux']).find(
      hasDuration,
    ) ??
    null;
  return value ? parseFrenchDuration(value) : null;
}

function findContactEmail(lines: readonly string[]): string | null {
  const labelledEmail = labelled(lines, LABELS.email, (v) => findEmail(v) !== null);
  if (labelledEmail) {
    return findEmail(labelledEmail);
  }
  for (const line of lines) {
    const email = findEmail(line);
    if (email && !/noreply|no-reply|ne-pas-repondre/i.test(email)) {
      return email;
    }
  }
  return null;
}

function findContactPhone(lines: readonly string[]): string | null {
  const withLabel = mentioning(lines, ['tel', 'telephone'])
    .map(findPhone)
    .find((p) => p !== null);
  return withLabel ?? lines.map(findPhone).find((p) => p !== null) ?? null;
}

const REQUIREMENT_WORDS = [
  'qualibat',
  'qualifelec',
  'rge',
  'attestation',
  'certificat',
  'assurance',
  'decennale',
  'kbis',
  'dc1',
  'dc2',
  'dume',
  'references',
  'memoire technique',
  'visite obligatoire',
  'visite sur site',
  'habilitation',
];

function findRequirements(lines: readonly string[]): string[] {
  const found: string[] = [];
  // Bullets under a heading about participation, documents or criteria.
  for (let i = 0; i < lines.length && found.length < 20; i += 1) {
    const folded = fold(lines[i] ?? '');
    if (folded.length < 120 && LABELS.requirementHeadings.some((h) => folded.includes(h))) {
      const inline = (lines[i] ?? '').split(':').slice(1).join(':').trim();
      if (inline.length > 3) {
        found.push(inline);
      }
      for (let j = i + 1; j < lines.length && j <= i + 25; j += 1) {
        const line = lines[j] ?? '';
        if (line.startsWith('• ')) {
          found.push(line.slice(2).trim());
        } else if (j > i + 1) {
          break;
        }
      }
    }
  }
  if (found.length === 0) {
    for (const line of lines) {
      const folded = fold(line);
      if (line.length <= 200 && REQUIREMENT_WORDS.some((w) => new RegExp(`\\b${w}\\b`).test(folded))) {
        found.push(line.replace(/^•\s*/, ''));
      }
      if (found.length >= 12) {
        break;
      }
    }
  }
  return [...new Set(found.map((r) => cut(r, 300)))].slice(0, 20);
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"')]+/;

function findDce(lines: readonly string[], kind: 'html' | 'pdf' | 'docx'): string | null {
  const line = labelled(lines, LABELS.dce) ?? mentioning(lines, LABELS.dce).find((l) => URL_IN_TEXT.test(l)) ?? null;
  if (line) {
    return cut(line, 2000);
  }
  if (kind !== 'html') {
    // A PDF or DOCX avis/RC is itself a piece of the consultation: its text is kept.
    const text = lines.join('\n');
    return text.length > 200 ? cut(text, 20_000) : null;
  }
  return null;
}

function findDescription(text: NoticeText, title: string | null): string | null {
  const value = labelled(text.lines, LABELS.description, (v) => v.length >= 15);
  if (value) {
    return cut(value, 5000);
  }
  if (text.metaDescription && text.metaDescription.length >= 30) {
    return cut(text.metaDescription, 5000);
  }
  const paragraph = text.lines
    .filter((line) => line.length >= 80 && line !== title && !line.startsWith('• '))
    .sort((a, b) => b.length - a.length)[0];
  return paragraph ? cut(paragraph, 5000) : null;
}

function isPresent(info: ExtractedInfo, field: ExtractedField): boolean {
  const value = info[field];
  return Array.isArray(value) ? value.length > 0 : value !== null && value !== '';
}

/** The confidence (0–100) and the French labels of the fields not found. */
export function recommendationsFor(info: ExtractedInfo): UrlAnalysisResult['recommendations'] {
  let score = 0;
  const missing: string[] = [];
  for (const field of EXTRACTED_FIELDS) {
    if (isPresent(info, field)) {
      score += WEIGHTS[field];
    } else {
      missing.push(EXTRACTED_FIELD_LABELS[field]);
    }
  }
  return { confidence_score: Math.max(0, Math.min(100, Math.round(score))), missing_info: missing };
}

/** Everything the notice's text says about the tender, and how sure the reading is. */
export function extractNotice(
  text: NoticeText,
  source: { url: string | null; kind: 'html' | 'pdf' | 'docx' },
): UrlAnalysisResult {
  const lines = text.lines;
  const title =
    labelled(lines, LABELS.title, (v) => v.length >= 8) ??
    text.heading ??
    cleanTitle(text.pageTitle) ??
    (source.kind === 'html' ? null : (lines.find((l) => l.length >= 15 && l.length <= 200) ?? null));
  const authorityLine = labelled(lines, LABELS.authority, (v) => v.length >= 3);
  const info: ExtractedInfo = {
    title: title ? cut(title, 300) : null,
    description: findDescription(text, title),
    authority: authorityLine ? cut(authorityLine.split(/,\s*(?=\d)/)[0] ?? authorityLine, 300) : null,
    location: findLocation(lines),
    amount: findAmount(lines),
    execution_delay: findDelay(lines),
    contact_email: findContactEmail(lines),
    contact_phone: findContactPhone(lines),
    deadline: findDeadline(lines),
    requirements: findRequirements(lines),
    dce_content: findDce(lines, source.kind),
    source_url: source.url,
  };
  return { extracted_info: info, recommendations: recommendationsFor(info) };
}
