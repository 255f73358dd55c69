import type { RequiredDocument } from '@batiao/shared/contracts/generation';
import { DOCUMENT_TYPE_INFO, type DocumentType } from '@batiao/shared/domain/documents';
import type { DceFacts } from '@batiao/shared/contracts/generation-engine';
import type { CompatibilityDce } from '@batiao/shared/domain/compatibility';
import type { GenerationContext } from '../context.ts';
import { candidatureStageOf, marcheGlobalOf } from './analysis.ts';
import { ASBESTOS_REMOVAL } from './constraints.ts';
import { fold, frenchCalendarDate } from './text.ts';

/**
 * The documents this tender asks for (read in the notice), then the usual candidature set, each
 * with its state in the user's administrative file. Forms filled per tender are `to_provide`.
 */

interface DocumentRule {
  id: string;
  label: string;
  type: DocumentType | null;
  pattern: RegExp;
  /** Note for a form to provide (null: none). */
  note?: string;
  /** Asked by the works themselves: read in the object too, not only in the notice's conditions. */
  byObject?: true;
}

const RULES: DocumentRule[] = [
  {
    id: 'dume',
    label: 'DUME (document unique de marché européen)',
    type: null,
    pattern: /\bdume\b|document unique de marche europeen/,
    note: 'À remplir en ligne (service DUME) pour cette consultation ; il remplace les formulaires DC1 et DC2.',
  },
  {
    id: 'dc1',
    label: 'Formulaire DC1 (lettre de candidature)',
    type: null,
    pattern: /\bdc ?1\b|lettre de candidature/,
    note: 'Pré-rempli par BatiAO depuis votre profil (bloc « Formulaires et dossier » de l’appel d’offres) : à relire, compléter et signer.',
  },
  {
    id: 'dc2',
    label: 'Formulaire DC2 (déclaration du candidat)',
    type: null,
    pattern: /\bdc ?2\b|declaration du candidat/,
    note: 'Pré-rempli par BatiAO depuis votre profil (chiffre d’affaires, effectifs, assurances, qualifications) : à relire et compléter.',
  },
  {
    id: 'honneur',
    label: 'Déclaration sur l’honneur (absence d’interdiction de soumissionner)',
    type: 'non_condamnation',
    pattern: /declaration sur l'honneur|interdiction de soumissionner/,
  },
  {
    id: 'kbis',
    label: 'Extrait Kbis (ou extrait RNE / D1) de moins de 3 mois',
    type: 'kbis',
    pattern:
      /k ?bis|extrait k\b|registre du commerce|\brcs\b|repertoire des metiers|extrait d'immatriculation|registre national des entreprises|\brne\b/,
  },
  {
    id: 'urssaf',
    label: 'Attestation de vigilance URSSAF de moins de 6 mois',
    type: 'urssaf',
    pattern:
      /urssaf|attestation de vigilance|cotisations (et contributions )?sociales|organismes? de protection sociale|l\.? ?243-15/,
  },
  {
    id: 'fiscale',
    label: 'Attestation de régularité fiscale',
    type: 'attestation_fiscale',
    pattern: /attestation fiscale|regularite fiscale|obligations fiscales|impots et taxes|certificats? fiscal/,
  },
  {
    id: 'rc_pro',
    label: 'Attestation d’assurance responsabilité civile professionnelle',
    type: 'rc_pro',
    pattern: /responsabilite civile|risques professionnels|\brc pro|assurance rc\b|attestations? d'assurances?/,
  },
  {
    id: 'decennale',
    label: 'Attestation d’assurance décennale couvrant les activités du lot',
    type: 'decennale',
    pattern: /decennale|responsabilite decennale|article l\.? ?241-1/,
  },
  {
    id: 'qualifications',
    label: 'Certificats de qualification professionnelle (Qualibat, RGE, Qualifelec ou équivalent)',
    type: 'qualibat',
    pattern:
      /qualibat|qualifelec|\brge\b|certificats? de qualifications?|qualifications? professionnelles?|certificats? de capacite|qualif/,
  },
  {
    id: 'references',
    label: 'Liste des références de travaux similaires (5 dernières années) avec attestations de bonne exécution',
    type: 'references_projets',
    pattern: /references|liste des (principaux )?travaux|travaux executes|attestations? de bonne execution/,
  },
  {
    id: 'ca',
    label: 'Déclaration du chiffre d’affaires des trois derniers exercices',
    type: 'bilan_comptable',
    pattern: /chiffre d'affaires|bilans?\b/,
  },
  {
    id: 'cv',
    label: 'Titres d’études et professionnels de l’encadrement',
    type: 'cv_dirigeant',
    pattern: /titres d'etudes|titres professionnels|curriculum|\bcv\b/,
  },
  {
    id: 'moyens',
    label: 'Déclaration des effectifs et du matériel dont dispose l’entreprise',
    type: null,
    pattern:
      /effectifs moyens|outillage, le materiel|outillage, du materiel|materiel et (de l')?equipement technique|equipement technique/,
    note: 'Reprend les tableaux des moyens humains et matériels du mémoire.',
  },
  {
    id: 'memoire',
    label: 'Mémoire technique',
    type: null,
    pattern: /memoire technique|memoire justificatif|note methodologique|memoire explicatif/,
    note: 'Généré ci-dessus : relisez-le et complétez-le avant le dépôt.',
  },
  {
    id: 'visite',
    label: 'Attestation de visite du site',
    type: null,
    pattern: /attestation de visite|certificat de visite|visite (obligatoire|des lieux|sur site|du site)/,
    note: 'À faire signer lors de la visite, selon les modalités du règlement de la consultation.',
  },
  {
    id: 'ae',
    label: 'Acte d’engagement (ATTRI1 ou modèle de l’acheteur)',
    type: null,
    pattern: /acte d'engagement|\battri ?1\b/,
    note: 'À compléter et signer selon le règlement de la consultation.',
  },
  {
    id: 'prix',
    label: 'Cadre de réponse financière (DPGF, BPU ou DQE)',
    type: null,
    pattern: /\bdpgf\b|decomposition du prix global|\bbpu\b|bordereau des prix|\bdqe\b|detail quantitatif/,
    note: 'Le prix est chiffré dans le cadre fourni par l’acheteur.',
  },
  {
    id: 'dc4',
    label: 'Déclaration de sous-traitance (DC4), en cas de sous-traitance',
    type: null,
    pattern: /\bdc ?4\b|declaration de sous-traitance/,
    note: 'Seulement si une partie des travaux est sous-traitée.',
  },
  {
    id: 'pouvoir',
    label: 'Pouvoir du signataire (délégation de signature)',
    type: null,
    pattern:
      /pouvoir (du|de la personne|habilitant|de signature)|delegation de signature|habilitation du signataire|personne habilitee/,
    note: 'Seulement si le signataire n’est pas le représentant légal.',
  },
  {
    // (« Travaux de désamiantage et de déconstruction »: only a certified firm may remove asbestos)
    id: 'amiante_ss3',
    label: 'Certificat de qualification amiante sous-section 3 (retrait et encapsulage)',
    type: null,
    byObject: true,
    pattern: new RegExp(`${ASBESTOS_REMOVAL.source}|encapsulage|sous[- ]section 3`),
    note: 'Le retrait d’amiante est réservé aux entreprises certifiées (article R4412-129 du code du travail, certification selon la NF X 46-010) : joignez votre certificat, ou celui de l’entreprise certifiée présentée en sous-traitance (DC4) ou en groupement.',
  },
  {
    id: 'rib',
    label: 'RIB de l’entreprise',
    type: 'rib',
    pattern: /\brib\b|releve d'identite bancaire/,
  },
];

const USUAL = ['kbis', 'urssaf', 'fiscale', 'rc_pro', 'decennale'];

/** What the list reads: the notice, the user's files (DCE) and their administrative file. */
type DocumentsContext = Pick<GenerationContext, 'noticeText' | 'documents' | 'dce'> &
  Partial<Pick<GenerationContext, 'tender'>>;

function fromFile(context: DocumentsContext, type: DocumentType): Pick<RequiredDocument, 'status' | 'note'> {
  const doc = context.documents.find((d) => d.type === type);
  if (!doc || doc.status === 'missing') {
    return { status: 'missing', note: `Absent de votre dossier : ajoutez « ${DOCUMENT_TYPE_INFO[type].label} ».` };
  }
  if (doc.status === 'expired') {
    return {
      status: 'expired',
      note: doc.valid_until
        ? `Expiré le ${frenchCalendarDate(doc.valid_until)} : à renouveler avant le dépôt.`
        : 'Expiré : à renouveler avant le dépôt.',
    };
  }
  if (doc.status === 'expiring_soon') {
    return {
      status: 'present',
      note: doc.valid_until
        ? `Expire bientôt, le ${frenchCalendarDate(doc.valid_until)} : vérifiez qu’il sera encore valable au dépôt.`
        : 'Expire bientôt : vérifiez qu’il sera encore valable au dépôt.',
    };
  }
  return { status: 'present', note: null };
}

function toDocument(context: DocumentsContext, rule: DocumentRule, source: 'avis' | 'usuel'): RequiredDocument {
  if (rule.type === null) {
    return { label: rule.label, source, document_type: null, status: 'to_provide', note: rule.note ?? null };
  }
  return { label: rule.label, source, document_type: rule.type, ...fromFile(context, rule.type) };
}

/* ------------------------------------------------------------------ the RC's pieces (issue 16) */

const where = (fichier: string, page: number | null) => `${fichier}${page !== null ? `, p. ${page}` : ''}`;

const ASKED_BY: Partial<Record<string, string>> = {
  rc: 'le règlement de la consultation',
  cctp: 'le CCTP',
  ccap: 'le CCAP',
  ae: 'l’acte d’engagement',
};

/** The piece a source (« RC.pdf, art. 4, p. 2 ») was read in, named by its role. */
function askedBy(dce: DceFacts | null, source: string): string {
  const file = dce?.analysis.fichiers.find((f) => source === f.fichier || source.startsWith(`${f.fichier},`));
  return (file && ASKED_BY[file.role]) ?? 'le dossier de consultation';
}

/** « l'attestation d'assurance décennale » asks for the décennale, not for the RC professionnelle too. */
const decennaleOnly = (folded: string) =>
  folded.replace(/attestations? d'assurances? (de (la )?responsabilite )?decennale/g, 'decennale');

/** The first page of the RC where each rule's words appear. */
function askedByRc(dce: DceFacts): Map<string, string> {
  const found = new Map<string, string>();
  for (const piece of dce.rc) {
    piece.pages.forEach((page, index) => {
      const text = fold(page.replace(/\s+/g, ' '));
      for (const rule of RULES) {
        if (!found.has(rule.id) && rule.pattern.test(rule.id === 'rc_pro' ? decennaleOnly(text) : text)) {
          found.set(rule.id, where(piece.fichier, piece.pages.length > 1 ? index + 1 : null));
        }
      }
    });
  }
  return found;
}

/** The rule of each kind of piece the analysis names (`pieces_exigees`). */
const KIND_RULES: Record<string, string[]> = {
  dc1: ['dc1'],
  dc2: ['dc2'],
  dc4: ['dc4'],
  dume: ['dume'],
  kbis: ['kbis'],
  declaration_honneur: ['honneur'],
  pouvoir: ['pouvoir'],
  assurances: ['rc_pro', 'decennale'],
  chiffre_affaires: ['ca'],
  references: ['references'],
  qualifications: ['qualifications'],
  moyens: ['moyens'],
  urssaf: ['urssaf'],
  fiscal: ['fiscale'],
  acte_engagement: ['ae'],
  memoire_technique: ['memoire'],
  dpgf: ['prix'],
  bpu: ['prix'],
  dqe: ['prix'],
  attestation_visite: ['visite'],
  rib: ['rib'],
};

interface Listed {
  /** The rules it stands for (none: kept as the RC words it). */
  rules: string[];
  label: string;
  source: string;
  /** Asked of the winner only, before signature. */
  winnerOnly: boolean;
}

/**
 * The pieces the analysis lists for the candidature and the offer, when it gives them
 * (`pieces_exigees`, an additive field of the contract, read loosely).
 */
function listedByRc(dce: DceFacts): Listed[] {
  const list = (dce.analysis as unknown as Record<string, unknown>).pieces_exigees;
  if (!Array.isArray(list)) {
    return [];
  }
  const out: Listed[] = [];
  for (const item of list as unknown[]) {
    const o = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const label = typeof o.piece === 'string' ? o.piece : typeof o.texte === 'string' ? o.texte : null;
    if (!label) {
      continue;
    }
    const kind = typeof o.kind === 'string' ? o.kind : '';
    const fichier = typeof o.fichier === 'string' ? o.fichier : 'RC';
    const article = typeof o.article === 'string' ? `art. ${o.article}, ` : '';
    const said = fold(`${label} ${typeof o.texte === 'string' ? o.texte : ''}`);
    // « Assurances »: the décennale alone when the RC names only it.
    const insurance =
      kind === 'assurances' &&
      /decennale/.test(said) &&
      !/responsabilite civile|\brc pro|civile professionnelle/.test(said)
        ? ['decennale']
        : null;
    out.push({
      rules: insurance ?? KIND_RULES[kind] ?? RULES.filter((r) => r.pattern.test(fold(label))).map((r) => r.id),
      label,
      source: `${fichier}, ${article}${typeof o.page === 'number' ? `p. ${o.page}` : ''}`.replace(/, $/, ''),
      winnerOnly: o.etape === 'attribution',
    });
  }
  return out;
}

const PRICE_FORMS: Record<string, { label: string; note: string }> = {
  dpgf: {
    label: 'Décomposition du prix global et forfaitaire (DPGF) de l’acheteur',
    note: 'Le prix global et forfaitaire est décomposé dans la DPGF du dossier, remise dans son format d’origine.',
  },
  bpu_dqe: {
    label: 'Bordereau des prix unitaires (BPU) et détail quantitatif estimatif (DQE) de l’acheteur',
    note: 'Les prix unitaires du BPU sont appliqués aux quantités du DQE, dans les fichiers du dossier.',
  },
  forfait: {
    label: 'Offre de prix global et forfaitaire (acte d’engagement)',
    note: 'Le prix global et forfaitaire est porté à l’acte d’engagement.',
  },
};

export function requiredDocuments(context: DocumentsContext): RequiredDocument[] {
  const text = fold(context.noticeText ?? '');
  const dce = context.dce ?? null;
  const inRc = dce ? askedByRc(dce) : new Map<string, string>();
  const listed = dce ? listedByRc(dce) : [];
  const winnerOnly = new Set<string>();
  const atBid = new Set<string>();
  for (const item of listed) {
    for (const id of item.rules) {
      if (!inRc.has(id) || item.source.includes('p.')) {
        inRc.set(id, item.source);
      }
      (item.winnerOnly ? winnerOnly : atBid).add(id);
    }
  }
  for (const id of atBid) {
    winnerOnly.delete(id);
  }
  const visit = dce?.analysis.visite ?? null;
  if (visit?.obligatoire) {
    inRc.set('visite', inRc.get('visite') ?? where(visit.fichier, visit.page));
  }
  const priceForm = dce ? PRICE_FORMS[dce.analysis.forme_prix.forme] : undefined;
  const objectText = fold(
    [context.tender?.title ?? '', ...(context.tender?.lots ?? []).map((l) => l.title)].join('\n'),
  );
  const asked = RULES.filter(
    (r) =>
      inRc.has(r.id) ||
      (r.id === 'prix' && priceForm) ||
      r.pattern.test(text) ||
      (r.byObject === true && r.pattern.test(objectText)),
  );
  const ids = new Set(asked.map((r) => r.id));
  const out = asked.map((r) => {
    const document = toDocument(context, r, 'avis');
    const source = inRc.get(r.id);
    if (r.id === 'visite' && visit?.obligatoire) {
      document.label = `Attestation de visite du site (visite obligatoire${visit.date ? ` le ${frenchCalendarDate(visit.date)}` : ''})`;
    }
    if (r.id === 'prix' && priceForm) {
      document.label = priceForm.label;
      document.note = priceForm.note;
    }
    if (source) {
      const cited = `${winnerOnly.has(r.id) ? 'Demandé à l’attributaire avant la signature' : `Demandé par ${askedBy(dce, source)}`} (${source}).`;
      document.note = document.note ? `${cited} ${document.note}` : cited;
    }
    return document;
  });
  // Pieces the RC lists that no rule knows: kept, as the RC words them.
  const kept = new Set<string>();
  for (const item of listed) {
    if (item.rules.length === 0 && !kept.has(item.label)) {
      kept.add(item.label);
      out.push({
        label: item.label.slice(0, 200),
        source: 'avis',
        document_type: null,
        status: 'to_provide',
        note: `${item.winnerOnly ? 'Demandé à l’attributaire avant la signature' : `Demandé par ${askedBy(dce, item.source)}`} (${item.source}).`,
      });
    }
  }
  const usual: string[] = ids.has('dume') ? [...USUAL] : ['dc1', 'dc2', ...USUAL];
  for (const id of usual) {
    if (ids.has(id)) {
      continue;
    }
    const rule = RULES.find((r) => r.id === id);
    if (rule) {
      ids.add(id);
      out.push(toDocument(context, rule, 'usuel'));
    }
  }
  if (!ids.has('memoire')) {
    const rule = RULES.find((r) => r.id === 'memoire');
    if (rule) {
      out.push(toDocument(context, rule, 'usuel'));
    }
  }
  return stageNotes(context, out).slice(0, 60);
}

/**
 * The contract's form and stage, on the list: at the candidatures' stage no offer is remitted (no price
 * form; the mémoire is a presentation of capacities, the offer follows the invitation); a marché
 * global is answered in a groupement (DC1 signed with its mandataire, a DC2 per member).
 */
function stageNotes(context: DocumentsContext, out: RequiredDocument[]): RequiredDocument[] {
  const tender = context.tender;
  if (!tender) {
    return out;
  }
  const object = `${tender.title} ${tender.description ?? ''}`;
  const candidature = candidatureStageOf(object, tender.procedure ?? null);
  const global = marcheGlobalOf(object);
  return out
    .filter(
      (d) => !(candidature && /cadre de reponse financiere|\bdpgf\b|\bbpu\b|acte d'engagement/.test(fold(d.label))),
    )
    .map((d) => {
      if (candidature && d.label === 'Mémoire technique') {
        return {
          ...d,
          note: 'Au stade des candidatures : note de présentation de vos capacités et de votre méthode ; le mémoire technique de l’offre sera complété d’après le CCTP lorsque l’acheteur vous invitera à remettre une offre.',
        };
      }
      if (global && /^Formulaire DC1\b/.test(d.label)) {
        return {
          ...d,
          note: `Marché global : à établir avec le mandataire du groupement (désignation du mandataire, répartition des prestations entre cotraitants).${d.note ? ` ${d.note}` : ''}`,
        };
      }
      if (global && /^Formulaire DC2\b/.test(d.label)) {
        return { ...d, note: `Un DC2 par membre du groupement.${d.note ? ` ${d.note}` : ''}` };
      }
      return d;
    });
}

export type DceCompatibility = CompatibilityDce;

/**
 * What the consultation files add to the compatibility score (issue 16): the visit as the RC
 * states it (its date only when written), the price form, and the pieces the RC asks for that
 * the user's administrative file lacks or holds expired.
 */
export function dceCompatibility(dce: DceFacts, documents: GenerationContext['documents']): CompatibilityDce {
  const visit = dce.analysis.visite;
  const missing = requiredDocuments({ noticeText: '', documents, dce })
    .filter(
      (d) => d.source === 'avis' && d.document_type !== null && (d.status === 'missing' || d.status === 'expired'),
    )
    .map((d) => ({
      label: d.document_type ? DOCUMENT_TYPE_INFO[d.document_type].label : d.label,
      expired: d.status === 'expired',
    }));
  return {
    visit: visit
      ? {
          mandatory: visit.obligatoire,
          date: visit.date,
          source: `${visit.fichier}${visit.page !== null ? `, p. ${visit.page}` : ''}`,
        }
      : null,
    priceForm: dce.analysis.forme_prix.forme,
    missingDocuments: missing.filter((m, i) => missing.findIndex((x) => x.label === m.label) === i),
  };
}
