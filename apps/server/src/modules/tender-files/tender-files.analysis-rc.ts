import type { Penalty, RequiredPiece, SourcedFinding } from '@batiao/shared/contracts/tender-files';
import { around, clean, fold, sourceOf, type Line } from './tender-files.analysis-text.ts';

/**
 * What else the RC (and the CCAP, the AE, the CCTP) says a bidder must know (issue 16): the
 * contents asked for the candidature and the offer, the penalties with their amounts, how long
 * the offer binds, the PSE and options to price. Each finding keeps its file, page and article.
 */

type Stage = RequiredPiece['etape'];

const PIECES: { kind: RequiredPiece['kind']; piece: string; etape: Stage; pattern: RegExp }[] = [
  {
    kind: 'dc1',
    piece: 'DC1 – lettre de candidature',
    etape: 'candidature',
    pattern: /\bdc ?1\b|lettre de candidature/,
  },
  {
    kind: 'dc2',
    piece: 'DC2 – déclaration du candidat',
    etape: 'candidature',
    pattern: /\bdc ?2\b|declaration du candidat/,
  },
  { kind: 'dume', piece: 'DUME', etape: 'candidature', pattern: /\bdume\b|document unique de marche europeen/ },
  {
    kind: 'dc4',
    piece: 'DC4 – déclaration de sous-traitance',
    etape: 'offre',
    pattern: /\bdc ?4\b|declaration de sous-traitance/,
  },
  {
    kind: 'kbis',
    piece: 'Extrait Kbis ou d’immatriculation',
    etape: 'candidature',
    pattern: /\bk ?bis\b|extrait (d'immatriculation|du registre|k\b)/,
  },
  {
    kind: 'declaration_honneur',
    piece: 'Déclaration sur l’honneur',
    etape: 'candidature',
    pattern: /(declaration|attestation) sur l'honneur/,
  },
  {
    kind: 'pouvoir',
    piece: 'Pouvoir du signataire',
    etape: 'candidature',
    pattern: /pouvoirs? (de la personne|du signataire|habilitee?)|delegation de signature|habilitation du signataire/,
  },
  {
    kind: 'assurances',
    piece: 'Attestations d’assurance (RC, décennale)',
    etape: 'candidature',
    pattern:
      /attestations? d'assurances?|assurances? (decennale|responsabilite civile|des risques professionnels)|\brc pro/,
  },
  { kind: 'chiffre_affaires', piece: 'Chiffre d’affaires', etape: 'candidature', pattern: /chiffre d'affaires/ },
  {
    kind: 'references',
    piece: 'Références de travaux similaires',
    etape: 'candidature',
    pattern:
      /references (de travaux|d'operations|similaires|professionnelles|de moins de|des trois|des cinq)|liste des (principaux )?travaux|bonne execution|certificats? de capacite/,
  },
  {
    kind: 'qualifications',
    piece: 'Certificats de qualification (Qualibat…)',
    etape: 'candidature',
    pattern:
      /qualibat|qualifelec|certificats? de qualification|qualifications? professionnelles?|certificats? de qualite/,
  },
  {
    kind: 'moyens',
    piece: 'Effectifs et moyens de l’entreprise',
    etape: 'candidature',
    pattern:
      /effectifs? (moyens )?annuels?|(declaration|liste) (indiquant |des )?(les )?effectifs|outillage,? (le )?materiel|moyens (humains|materiels|techniques) (et|dont) /,
  },
  {
    kind: 'urssaf',
    piece: 'Attestation de vigilance URSSAF',
    etape: 'attribution',
    pattern: /urssaf|attestation de vigilance/,
  },
  {
    kind: 'fiscal',
    piece: 'Attestation de régularité fiscale',
    etape: 'attribution',
    pattern: /regularite fiscale|attestations? fiscales?|certificats? fiscaux/,
  },
  {
    kind: 'acte_engagement',
    piece: 'Acte d’engagement (ATTRI1)',
    etape: 'offre',
    pattern: /acte d'engagement|\battri ?1\b/,
  },
  {
    kind: 'memoire_technique',
    piece: 'Mémoire technique',
    etape: 'offre',
    pattern: /memoire (technique|justificatif|explicatif)|note methodologique|cadre de (reponse|memoire) technique/,
  },
  {
    kind: 'dpgf',
    piece: 'DPGF',
    etape: 'offre',
    pattern: /\bdpgf\b|decomposition (du prix global|globale? (et|du prix) forfaitaire)/,
  },
  { kind: 'bpu', piece: 'BPU', etape: 'offre', pattern: /\bbpu\b|bordereau (des|de) prix/ },
  { kind: 'dqe', piece: 'DQE', etape: 'offre', pattern: /\bdqe\b|detail quantitatif/ },
  {
    kind: 'planning',
    piece: 'Planning',
    etape: 'offre',
    pattern: /\bplanning|calendrier (previsionnel|d'execution|detaille)/,
  },
  {
    kind: 'fiches_techniques',
    piece: 'Fiches techniques des produits',
    etape: 'offre',
    pattern: /fiches? (techniques?|produits?)|documentations? techniques?|avis techniques?|proces-verbaux d'essais/,
  },
  {
    kind: 'attestation_visite',
    piece: 'Attestation de visite',
    etape: 'offre',
    pattern: /(attestation|certificat|bon|justificatif) de (la )?visite/,
  },
  { kind: 'rib', piece: 'RIB', etape: 'offre', pattern: /\brib\b|releve d'identite bancaire/ },
  {
    kind: 'cctp_signe',
    piece: 'CCTP daté et signé',
    etape: 'offre',
    pattern: /\bcctp\b.{0,40}(signe|paraphe|accepte)|clauses techniques particulieres.{0,40}(signe|paraphe)/,
  },
];

const CANDIDATURE_HEAD =
  /(pieces|documents|dossier|elements|justificatifs?|contenu|renseignements)[^.]{0,40}candidature|candidature (comprendra|contiendra|est constituee|doit comprendre)|^\W*(?:[a-c1-3][.)]\s*)?(?:pieces de la )?candidatures?\s*:?$|situation (juridique|propre)|capacites? (economiques?|techniques?|professionnelles?)/;
const OFFRE_HEAD =
  /(pieces|documents|dossier|elements|contenu)[^.]{0,40}(de l'offre|relatifs? a l'offre|des offres|pour l'offre|l'offre)|offre (comprendra|contiendra|est constituee|doit comprendre)|projet de marche (comprenant|comprendra|comprend)|^\W*(?:[a-c1-3][.)]\s*)?(?:pieces de l')?offres?\s*:?$/;
const ATTRIBUTION_HEAD =
  /(pieces|documents|justificatifs?)[^.]{0,40}(attributaire|candidat retenu)|attributaire (devra|produira|doit|fournira)|candidat (retenu|auquel il est envisage|dont l'offre est retenue)|avant (la )?(notification|signature|attribution) du marche/;
const DCE_HEAD =
  /(contenu|composition|pieces) du (dossier de consultation|dce)|dossier de consultation (comprend|contient|est compose)|\bdce (comprend|contient)/;
const ASKING =
  /fourni|joindre|joint|remettre|remis|produire|produit|comprendr|contiendr|transmettre|accompagn|exige|deposer|presenter/;
const CCTP_ASKING =
  /joindre a (son|l'|leur) ?offre|a l'appui de (son|l'|leur) ?offre|(fournir|remettre|produire|presenter) (avec|dans|a l'appui de) (son|l'|leur) ?offre/;

/** The contents asked: from the RC by its sections, and from the CCTP when it says « à joindre à son offre ». */
export function readRequiredPieces(rcLines: Line[], cctpLines: Line[]): RequiredPiece[] {
  const pieces: RequiredPiece[] = [];
  const seen = new Set<string>();
  const add = (kind: (typeof PIECES)[number], etape: Stage, line: Line, texte: string) => {
    if (kind.kind === 'moyens' && etape !== 'candidature') {
      return; // in the offer the means are the mémoire's
    }
    const key = `${kind.kind}|${etape}`;
    if (!seen.has(key)) {
      seen.add(key);
      pieces.push({ kind: kind.kind, piece: kind.piece, etape, texte: clean(texte).slice(0, 240), ...sourceOf(line) });
    }
  };

  type Section = Stage | 'mixte' | 'dce' | null;
  let section: Section = null;
  let sectionArticle: string | null = null;
  let sectionFile = '';
  for (const line of rcLines) {
    const text = fold(line.text);
    const heads = {
      candidature: CANDIDATURE_HEAD.test(text),
      offre: OFFRE_HEAD.test(text),
      attribution: ATTRIBUTION_HEAD.test(text),
      dce: DCE_HEAD.test(text),
    };
    const head: Section | undefined = heads.dce
      ? 'dce'
      : heads.attribution
        ? 'attribution'
        : heads.candidature && heads.offre
          ? 'mixte'
          : heads.candidature
            ? 'candidature'
            : heads.offre
              ? 'offre'
              : undefined;
    if (head !== undefined && (line.heading || line.text.length < 110 || /:\s*$/.test(line.text))) {
      section = head;
      sectionArticle = line.article;
      sectionFile = line.fichier;
    } else if (
      line.fichier !== sectionFile ||
      (line.heading && !(sectionArticle !== null && (line.article ?? '').startsWith(`${sectionArticle}.`)))
    ) {
      section = null;
    }
    if (section === 'dce') {
      continue;
    }
    for (const kind of PIECES) {
      if (!kind.pattern.test(text)) {
        continue;
      }
      if (section === 'candidature' || section === 'offre' || section === 'attribution') {
        add(kind, section, line, line.text);
      } else if (ASKING.test(text)) {
        add(kind, kind.etape, line, line.text);
      }
    }
  }

  cctpLines.forEach((line, i) => {
    const window = around(cctpLines, i, 1);
    const folded = fold(window);
    if (CCTP_ASKING.test(folded)) {
      for (const kind of PIECES) {
        if (kind.pattern.test(folded)) {
          add(kind, 'offre', line, window);
        }
      }
    }
  });
  return pieces;
}

const AMOUNTS = [
  /1\s*\/\s*\d[\d\s.]*\s*(?:e|è?me|eme|ième)?\b[^.;]{0,90}/i,
  /\b(?:un|1)\s+(?:trois|deux|cinq|dix)?[- ]?milli[eè]me[^.;]{0,90}/i,
  /\d{1,3}(?:[\s\u00a0.]\d{3})*(?:,\d{1,2})?\s*(?:€|euros?\b)(?:\s*(?:H\.?\s?T\.?|TTC)\b)?(?:\s*(?:par|\/)\s*[^.;,]{2,50})?/i,
  /\d+(?:,\d+)?\s*%\s*du montant[^.;]{0,70}/i,
];

function amountOf(text: string): string | null {
  for (const pattern of AMOUNTS) {
    const match = pattern.exec(text);
    if (match) {
      return clean(
        match[0].split(
          /\s(?:sera|seront|est|sont|applicables?|appliqu[ée]e?s?|dues?|pour|en cas|à compter|a compter)\b/i,
        )[0] ?? '',
      ).replace(/[\s,:(-]+$/, '');
    }
  }
  return null;
}

const MOTIVES: { motif: Penalty['motif']; libelle: string; pattern: RegExp }[] = [
  {
    motif: 'absence_reunion',
    libelle: 'Absence ou retard aux réunions de chantier',
    pattern: /reunions?|rendez-vous de chantier|absences?\b/,
  },
  { motif: 'proprete', libelle: 'Propreté du chantier', pattern: /proprete|nettoy|gravois|salissure|dechets/ },
  {
    motif: 'documents',
    libelle: 'Retard dans la remise des documents',
    pattern:
      /remise des (documents|plans|pieces)|plans d'execution|\bdoe\b|dossier des ouvrages|\bdiuo\b|documents? (a remettre|d'execution)/,
  },
  { motif: 'retard', libelle: 'Retard d’exécution', pattern: /retard|delai|par jour/ },
  { motif: 'securite', libelle: 'Hygiène et sécurité', pattern: /securite|hygiene|\bepi\b|protections? collectives?/ },
];

const PENALTY = /penalit|sanctions? pecuniaires?|une retenue (?!de garantie)|retenue (forfaitaire|journaliere|de \d)/;
const CHARGED =
  /aux frais (de l'entreprise|du titulaire|de l'entrepreneur|des entreprises) (defaillante|fautive|en cause|responsable)|a la charge de l'entreprise defaillante|frais a la charge de l'entreprise defaillante|reparti entre les entreprises fautives/;

/** At most `size` characters of a sentence around `at`, cut between words, « … » where cut. */
export function excerpt(text: string, at: number, size = 300): string {
  if (text.length <= size) {
    return text;
  }
  let start = Math.max(0, Math.min(at - size / 2, text.length - size));
  let end = start + size;
  if (start > 0) {
    start = text.indexOf(' ', start) + 1;
  }
  if (end < text.length) {
    end = text.lastIndexOf(' ', end);
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

interface Sentence {
  text: string;
  line: Line;
  /** The text of the heading the sentence sits under. */
  heading: string;
  /** The article of the last heading about penalties the sentence sits under, null outside one. */
  penaltyArticle: string | null;
}

/** The lines joined into sentences (a sentence keeps the file, page and article of its first line). */
function sentencesOf(lines: Line[]): Sentence[] {
  const sentences: Sentence[] = [];
  let buffer = '';
  let first: Line | null = null;
  let heading = '';
  let penaltyArticle: string | null = null;
  const flush = () => {
    if (first && clean(buffer) !== '') {
      sentences.push({ text: clean(buffer), line: first, heading, penaltyArticle });
    }
    buffer = '';
    first = null;
  };
  for (const line of lines) {
    if (first && first.fichier !== line.fichier) {
      flush();
      penaltyArticle = null;
    }
    if (line.heading) {
      flush();
      const text = fold(line.text);
      heading = text;
      // The outermost heading about penalties: its sub-articles (« 4.2 Absence aux réunions ») are in it.
      const inside: boolean = penaltyArticle !== null && (line.article ?? '').startsWith(`${penaltyArticle}.`);
      penaltyArticle = inside ? penaltyArticle : PENALTY.test(text) ? line.article : null;
      // A heading that states an amount (« 4.3.2 Absence aux réunions : 150 € ») is a sentence too.
      if (amountOf(line.text) !== null) {
        sentences.push({ text: line.text, line, heading, penaltyArticle });
      }
      continue;
    }
    first = first ?? line;
    buffer = `${buffer} ${line.text}`;
    let end = /[.;!?](\s|$)/.exec(buffer);
    while (end) {
      const cut = end.index + 1;
      const text = buffer.slice(0, cut);
      if (first && clean(text) !== '') {
        sentences.push({ text: clean(text), line: first, heading, penaltyArticle });
      }
      buffer = buffer.slice(cut);
      first = clean(buffer) === '' ? null : line;
      end = /[.;!?](\s|$)/.exec(buffer);
    }
    if (buffer.length > 600) {
      flush();
    }
  }
  flush();
  return sentences;
}

/** Penalties (and costs charged to a failing contractor) with their amounts as written. */
export function readPenalties(lines: Line[]): Penalty[] {
  const penalties: Penalty[] = [];
  const seen = new Set<string>();
  for (const sentence of sentencesOf(lines)) {
    const text = fold(sentence.text);
    const strong = PENALTY.test(text);
    const charged = CHARGED.test(text);
    const montant = amountOf(sentence.text);
    if (!strong && !charged && !(sentence.penaltyArticle !== null && montant !== null)) {
      continue;
    }
    const found = MOTIVES.find((m) => m.pattern.test(text)) ?? MOTIVES.find((m) => m.pattern.test(sentence.heading));
    const motif = found?.motif ?? 'autre';
    let libelle = found?.libelle ?? 'Pénalité';
    if (charged && !strong) {
      libelle = `${libelle} : intervention aux frais de l’entreprise défaillante`;
    }
    const { line } = sentence;
    const keys = [
      `t|${motif}|${montant ?? ''}|${text}`,
      // Lots of one operation repeat their general clauses: once per article (and heading) is enough.
      montant === null
        ? `a|${motif}|${line.article ?? line.fichier}|${sentence.heading}`
        : `m|${motif}|${montant}|${line.fichier}`,
    ];
    if (keys.some((k) => seen.has(k))) {
      continue;
    }
    keys.forEach((k) => seen.add(k));
    const at = Math.max(0, text.search(strong ? PENALTY : CHARGED));
    penalties.push({ motif, libelle, montant, texte: excerpt(sentence.text, at), ...sourceOf(line) });
  }
  return penalties;
}

/** « Le délai de validité des offres est de 120 jours ». */
export function readValidity(adminLines: Line[]): (SourcedFinding & { jours: number | null }) | null {
  for (let i = 0; i < adminLines.length; i += 1) {
    const line = adminLines[i];
    if (
      !line ||
      !/validite des offres|delai de validite|offres? (restent|resteront|demeurent|sont) valables?|(restent|resteront) engages|validite de (l'|leur |votre )offre/.test(
        fold(line.text),
      )
    ) {
      continue;
    }
    const match = /\(?(\d{1,3})\)?\s*(jours|mois)/.exec(fold(around(adminLines, i, 1)));
    if (match) {
      const n = Number(match[1]);
      return {
        texte: `${n} ${match[2]}`,
        jours: match[2] === 'jours' ? n : null,
        ...sourceOf(line),
      };
    }
  }
  return null;
}

const PSE_LINE =
  /\bpse\b|prestations? supplementaires? eventuelles?|variantes? (exigees|obligatoires|imposees)|\boptions?\s*(n\s*°\s*)?\d/;
const PSE_ITEM =
  /\b(pse|option)\s*(?:n\s*°\s*|no\s*)?(\d{1,2})\s*[:\-–.)]\s*([^_[€]{3,120}?)(?=\s*(?:option|pse)\s*(?:n\s*°\s*)?\d|\s*\[|\s*_|\s*€|\s+non totalis|$)/i;

/** The PSE and options to price, one entry each. */
export function readPse(lines: Line[]): SourcedFinding[] {
  const pse: SourcedFinding[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const text = fold(line.text);
    if (
      !PSE_LINE.test(text) ||
      /\btotal|recapitulatif|_{3,}|€|neant|sans objet|pas (de|prevu)|aucune?\b/.test(text) ||
      /:\s*$/.test(line.text)
    ) {
      continue;
    }
    const item = PSE_ITEM.exec(line.text);
    const texte = item
      ? `${/^pse$/i.test(item[1] ?? '') ? 'PSE' : 'Option'} ${item[2]} : ${clean(item[3] ?? '').replace(/[\s.:;-]+$/, '')}`
      : clean(line.text.replace(/^[\s\-–—•*]+/, '')).slice(0, 200);
    if (line.heading && !item) {
      continue;
    }
    const key = fold(texte);
    if (!seen.has(key)) {
      seen.add(key);
      pse.push({ texte, ...sourceOf(line) });
    }
  }
  return pse;
}
