import type { RequiredDocument } from '@batiao/shared/contracts/generation';
import { DOCUMENT_TYPE_INFO, type DocumentType } from '@batiao/shared/domain/documents';
import type { GenerationContext } from '../context.ts';
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
    id: 'rib',
    label: 'RIB de l’entreprise',
    type: 'rib',
    pattern: /\brib\b|releve d'identite bancaire/,
  },
];

const USUAL = ['kbis', 'urssaf', 'fiscale', 'rc_pro', 'decennale'];

function fromFile(context: GenerationContext, type: DocumentType): Pick<RequiredDocument, 'status' | 'note'> {
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

function toDocument(context: GenerationContext, rule: DocumentRule, source: 'avis' | 'usuel'): RequiredDocument {
  if (rule.type === null) {
    return { label: rule.label, source, document_type: null, status: 'to_provide', note: rule.note ?? null };
  }
  return { label: rule.label, source, document_type: rule.type, ...fromFile(context, rule.type) };
}

export function requiredDocuments(context: GenerationContext): RequiredDocument[] {
  const text = fold(context.noticeText ?? '');
  const asked = RULES.filter((r) => r.pattern.test(text));
  const ids = new Set(asked.map((r) => r.id));
  const out = asked.map((r) => toDocument(context, r, 'avis'));
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
  return out;
}
