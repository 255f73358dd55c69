/**
 * What the pre-filled DC1 and DC2 say (issue 16, ADR 028), as a renderer-neutral model: sections
 * with their letters, label/value rows, check boxes, tables and paragraphs. The PDF and DOCX
 * renderers draw the same model. The rubrics follow `docs/domain/admin-docs.md` §2 (DAJ models,
 * 2019 versions; the note asks to check the exact titles against the official notice): DC1 has 7
 * rubrics A→G, DC2 is laid out A→G with E1/E2/E3 for aptitude, economic and technical capacity.
 * A fact the profile or the tender does not give is written « [À compléter : …] », never guessed.
 */
import type { User } from '@batiao/shared/contracts/auth';
import { INSURANCE_TYPE_LABELS, type CompanyProfile } from '@batiao/shared/contracts/company';
import type { TenderDetail } from '@batiao/shared/contracts/tenders';

export type FormBlock =
  | { kind: 'fields'; rows: [label: string, value: string][] }
  | { kind: 'checks'; items: { checked: boolean; text: string }[] }
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'table'; columns: string[]; rows: string[][] };

export interface FormSection {
  letter: string;
  title: string;
  blocks: FormBlock[];
}

export interface FormModel {
  code: 'DC1' | 'DC2';
  title: string;
  subtitle: string;
  /** The lines under the title: what the document is, pre-filled by whom, and what is left to check. */
  notice: string;
  sections: FormSection[];
}

export const toComplete = (what: string) => `[À compléter : ${what}]`;

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const frenchDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
/** A deadline instant as the buyer's calendar says it (Europe/Paris), not the UTC day. */
const parisDay = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

const or = (value: string | null | undefined, what: string) => (value?.trim() ? value.trim() : toComplete(what));

function buyerRows(tender: TenderDetail): [string, string][] {
  const b = tender.buyer;
  const city = [b.postal_code, b.city].filter(Boolean).join(' ');
  return [
    ['Nom de l’acheteur', or(tender.buyer_name ?? b.name, 'nom de l’acheteur')],
    ['Adresse', or([b.address, city].filter(Boolean).join(', '), 'adresse de l’acheteur')],
    ['Courriel', or(b.email, 'courriel de l’acheteur')],
    ['Téléphone', or(b.phone, 'téléphone de l’acheteur')],
  ];
}

function consultationRows(tender: TenderDetail): [string, string][] {
  return [
    ['Objet de la consultation', tender.title],
    ['Référence', or(tender.source_id, 'référence de la consultation')],
    ['Procédure', or(tender.procedure, 'type de procédure')],
    ['Date limite de remise', tender.deadline ? parisDay(tender.deadline) : toComplete('date limite de remise')],
  ];
}

const lotLabel = (lot: TenderDetail['lots'][number]) =>
  lot.number ? `Lot n° ${lot.number} : ${lot.title}` : lot.title;

/** Whole contract, or the lots: the single lot is ticked; among several, the user ticks theirs. */
function candidatureChecks(tender: TenderDetail): FormBlock[] {
  if (tender.lots.length === 0) {
    return [{ kind: 'checks', items: [{ checked: true, text: 'Le marché public (pas de lots).' }] }];
  }
  const [only] = tender.lots;
  if (tender.lots.length === 1 && only) {
    return [{ kind: 'checks', items: [{ checked: true, text: lotLabel(only) }] }];
  }
  return [
    {
      kind: 'paragraph',
      text: `Le marché compte ${tender.lots.length} lots ; cochez celui ou ceux présentés. ${toComplete('lot(s) présenté(s)')}`,
    },
    { kind: 'checks', items: tender.lots.map((lot) => ({ checked: false, text: lotLabel(lot) })) },
  ];
}

function address(company: CompanyProfile): string {
  const city = [company.code_postal, company.ville].filter(Boolean).join(' ');
  return or([company.adresse, city].filter(Boolean).join(', '), 'adresse de l’établissement');
}

const siretText = (siret: string | null) =>
  siret
    ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`
    : toComplete('numéro SIRET');

function candidateRows(company: CompanyProfile, user: User): [string, string][] {
  return [
    ['Dénomination sociale', or(company.raison_sociale, 'raison sociale')],
    ['Numéro SIRET', siretText(company.siret)],
    ['Forme juridique', or(company.forme_juridique, 'forme juridique')],
    ['Adresse de l’établissement', address(company)],
    ['Courriel', user.email],
    ['Téléphone', toComplete('téléphone')],
  ];
}

function signatory(user: User): string {
  const name = `${user.prenom} ${user.nom}`.trim();
  return `${name || toComplete('nom et prénom du signataire')}, ${toComplete('qualité du signataire (gérant, président…)')}`;
}

const signatureBlock = (user: User): FormBlock => ({
  kind: 'fields',
  rows: [
    ['Signataire', signatory(user)],
    ['Lieu et date', `${toComplete('lieu')}, le ${toComplete('date')}`],
  ],
});

/** DC1 — Lettre de candidature et désignation du mandataire par ses cotraitants (rubriques A→G). */
export function buildDc1(tender: TenderDetail, company: CompanyProfile, user: User): FormModel {
  return {
    code: 'DC1',
    title: 'DC1 – Lettre de candidature',
    subtitle: 'Désignation du mandataire par ses cotraitants',
    notice:
      'Formulaire pré-rempli par BatiAO à partir de votre profil d’entreprise et de l’avis de marché, sur le plan du ' +
      'modèle DC1 de la Direction des affaires juridiques (version 2019). Vérifiez-le et complétez les passages ' +
      'surlignés avant l’envoi ; le DC1 n’a pas à être signé au stade de la candidature.',
    sections: [
      { letter: 'A', title: 'Identification de l’acheteur', blocks: [{ kind: 'fields', rows: buyerRows(tender) }] },
      { letter: 'B', title: 'Objet de la consultation', blocks: [{ kind: 'fields', rows: consultationRows(tender) }] },
      { letter: 'C', title: 'Objet de la candidature', blocks: candidatureChecks(tender) },
      {
        letter: 'D',
        title: 'Présentation du candidat',
        blocks: [
          {
            kind: 'checks',
            items: [
              { checked: true, text: 'Le candidat se présente seul.' },
              { checked: false, text: 'Le candidat est un groupement d’entreprises conjoint.' },
              { checked: false, text: 'Le candidat est un groupement d’entreprises solidaire.' },
            ],
          },
          { kind: 'fields', rows: candidateRows(company, user) },
        ],
      },
      {
        letter: 'E',
        title: 'Identification des membres du groupement et répartition des prestations',
        blocks: [{ kind: 'paragraph', text: 'Sans objet : le candidat se présente seul.' }],
      },
      {
        letter: 'F',
        title: 'Engagements du candidat',
        blocks: [
          { kind: 'subheading', text: 'F1 – Déclarations sur l’honneur' },
          {
            kind: 'checks',
            items: [
              {
                checked: true,
                text:
                  'Le candidat déclare sur l’honneur n’entrer dans aucun des cas d’interdiction de soumissionner ' +
                  'prévus aux articles L. 2141-1 à L. 2141-5 et L. 2141-7 à L. 2141-10 du code de la commande publique.',
              },
            ],
          },
          { kind: 'subheading', text: 'F2 – Capacités' },
          {
            kind: 'checks',
            items: [
              {
                checked: true,
                text: 'Les renseignements sur les capacités du candidat figurent dans le formulaire DC2 joint.',
              },
            ],
          },
          { kind: 'subheading', text: 'F3 – Documents disponibles en ligne' },
          {
            kind: 'paragraph',
            text: `Adresse internet et renseignements d’accès (coffre-fort numérique, espace de dépôt) : ${toComplete('adresse et code d’accès, ou « néant »')}`,
          },
        ],
      },
      {
        letter: 'G',
        title: 'Désignation du mandataire',
        blocks: [
          { kind: 'paragraph', text: 'Sans objet : le candidat se présente seul, sans cotraitant.' },
          signatureBlock(user),
        ],
      },
    ],
  };
}

function lastYears<T extends { annee: number }>(rows: readonly T[], count: number): T[] {
  return [...rows].sort((a, b) => b.annee - a.annee).slice(0, count);
}

function turnoverBlocks(company: CompanyProfile): FormBlock[] {
  const years = lastYears(company.chiffres_affaires, 3);
  const rows =
    years.length > 0
      ? years.map((t) => [
          `Exercice ${t.annee}`,
          euros.format(t.montant_ht_cents / 100),
          toComplete(`part du domaine ${t.annee}`),
        ])
      : [
          [
            toComplete('trois derniers exercices'),
            toComplete('chiffre d’affaires global HT'),
            toComplete('part du domaine'),
          ],
        ];
  return [
    { kind: 'table', columns: ['Exercice', 'Chiffre d’affaires global HT', 'CA du domaine de la consultation'], rows },
  ];
}

function insuranceBlock(company: CompanyProfile): FormBlock {
  if (company.assurances.length === 0) {
    return {
      kind: 'paragraph',
      text: `Assurance des risques professionnels : ${toComplete('assureur, numéro de police et validité')}`,
    };
  }
  return {
    kind: 'table',
    columns: ['Assurance', 'Assureur', 'Police', 'Valable jusqu’au'],
    rows: company.assurances.map((a) => [
      INSURANCE_TYPE_LABELS[a.type],
      a.assureur,
      a.numero_police ?? toComplete('numéro de police'),
      a.valid_until ? frenchDate(a.valid_until) : toComplete('date de fin'),
    ]),
  };
}

function staffBlock(company: CompanyProfile): FormBlock {
  if (company.effectifs.length === 0) {
    return { kind: 'paragraph', text: `Effectifs : ${toComplete('effectif moyen annuel et encadrement')}` };
  }
  const total = company.effectifs.reduce((sum, s) => sum + s.nombre, 0);
  return {
    kind: 'table',
    columns: ['Poste', 'Nombre'],
    rows: [...company.effectifs.map((s) => [s.role, String(s.nombre)]), ['Total', String(total)]],
  };
}

function qualificationsBlock(company: CompanyProfile): FormBlock {
  if (company.qualifications.length === 0) {
    return {
      kind: 'paragraph',
      text: `Certificats de qualification : ${toComplete('Qualibat, Qualifelec, RGE… ou « néant »')}`,
    };
  }
  return {
    kind: 'table',
    columns: ['Organisme', 'Qualification', 'Numéro', 'Valable jusqu’au'],
    rows: company.qualifications.map((q) => [
      q.organisme,
      q.intitule,
      q.numero ?? '—',
      q.valid_until ? frenchDate(q.valid_until) : '—',
    ]),
  };
}

function referencesBlock(company: CompanyProfile, now: Date): FormBlock {
  // The arrêté's window: works of the last five years.
  const since = now.getUTCFullYear() - 5;
  const recent = lastYears(company.references, 20).filter((r) => r.annee >= since);
  if (recent.length === 0) {
    return {
      kind: 'paragraph',
      text: `Références (travaux des cinq dernières années) : ${toComplete('liste des références')}`,
    };
  }
  return {
    kind: 'table',
    columns: ['Année', 'Opération', 'Maître d’ouvrage', 'Montant HT'],
    rows: recent.map((r) => [
      String(r.annee),
      r.projet,
      r.client,
      r.montant_ht_cents === null ? '—' : euros.format(r.montant_ht_cents / 100),
    ]),
  };
}

function equipmentBlock(company: CompanyProfile): FormBlock {
  if (company.materiel.length === 0) {
    return { kind: 'paragraph', text: `Outillage et matériel : ${toComplete('matériel dont dispose l’entreprise')}` };
  }
  return {
    kind: 'table',
    columns: ['Matériel', 'Quantité'],
    rows: company.materiel.map((m) => [
      m.details ? `${m.designation} (${m.details})` : m.designation,
      String(m.quantite),
    ]),
  };
}

/** DC2 — Déclaration du candidat individuel ou du membre du groupement (A→G, E1 to E3). */
export function buildDc2(tender: TenderDetail, company: CompanyProfile, user: User, now: Date): FormModel {
  const siren = company.siret ? company.siret.slice(0, 9).replace(/(\d{3})(?=\d)/g, '$1 ') : null;
  return {
    code: 'DC2',
    title: 'DC2 – Déclaration du candidat',
    subtitle: 'Candidat individuel ou membre du groupement',
    notice:
      'Formulaire pré-rempli par BatiAO à partir de votre profil d’entreprise et de l’avis de marché, sur le plan du ' +
      'modèle DC2 de la Direction des affaires juridiques (version 2019, mise à jour 2023). Vérifiez-le et complétez ' +
      'les passages surlignés avant l’envoi.',
    sections: [
      { letter: 'A', title: 'Identification de l’acheteur', blocks: [{ kind: 'fields', rows: buyerRows(tender) }] },
      {
        letter: 'B',
        title: 'Objet de la consultation',
        blocks: [
          { kind: 'fields', rows: consultationRows(tender) },
          ...(tender.lots.length > 0
            ? [{ kind: 'paragraph' as const, text: `Lots : ${tender.lots.map(lotLabel).join(' ; ')}` }]
            : []),
        ],
      },
      {
        letter: 'C',
        title: 'Identification du candidat individuel ou du membre du groupement',
        blocks: [
          { kind: 'subheading', text: 'C1 – Cas général' },
          {
            kind: 'fields',
            rows: [
              ...candidateRows(company, user),
              [
                'Année de création',
                company.annee_creation ? String(company.annee_creation) : toComplete('année de création'),
              ],
            ],
          },
          { kind: 'subheading', text: 'C2 – Cas particuliers (marchés réservés)' },
          {
            kind: 'checks',
            items: [
              {
                checked: false,
                text: 'Le candidat est une entreprise adaptée, un établissement ou service d’aide par le travail, ou une structure d’insertion par l’activité économique (à cocher seulement si le marché est réservé).',
              },
            ],
          },
        ],
      },
      {
        letter: 'D',
        title: 'Pouvoir de la personne habilitée à engager le candidat',
        blocks: [
          {
            kind: 'fields',
            rows: [
              ['Personne habilitée', signatory(user)],
              ['Document attestant du pouvoir', toComplete('statuts, extrait Kbis ou délégation de pouvoir')],
            ],
          },
        ],
      },
      {
        letter: 'E',
        title: 'Renseignements relatifs à la situation du candidat',
        blocks: [
          { kind: 'subheading', text: 'E1 – Aptitude à exercer l’activité professionnelle' },
          {
            kind: 'fields',
            rows: [
              ['Inscription au registre', toComplete('registre (RCS, RNE / répertoire des métiers) et ville')],
              ['Numéro d’immatriculation (SIREN)', siren ?? toComplete('numéro SIREN')],
            ],
          },
          { kind: 'subheading', text: 'E2 – Capacité économique et financière' },
          ...turnoverBlocks(company),
          insuranceBlock(company),
          { kind: 'subheading', text: 'E3 – Capacité technique et professionnelle' },
          staffBlock(company),
          qualificationsBlock(company),
          referencesBlock(company, now),
          equipmentBlock(company),
        ],
      },
      {
        letter: 'F',
        title: 'Capacités des opérateurs économiques sur lesquels le candidat s’appuie',
        blocks: [
          {
            kind: 'checks',
            items: [
              {
                checked: false,
                text: 'Le candidat ne s’appuie pas sur les capacités d’autres opérateurs économiques.',
              },
              {
                checked: false,
                text: 'Le candidat s’appuie sur les capacités de sous-traitants ou d’autres opérateurs (joindre leurs renseignements et, pour un sous-traitant, le DC4).',
              },
            ],
          },
          { kind: 'paragraph', text: toComplete('cochez la case qui convient') },
        ],
      },
      {
        letter: 'G',
        title: 'Documents de preuve disponibles en ligne',
        blocks: [
          {
            kind: 'paragraph',
            text: `Adresse internet et renseignements d’accès : ${toComplete('adresse et code d’accès, ou « néant »')}`,
          },
          signatureBlock(user),
        ],
      },
    ],
  };
}

/** « DC1-<référence>.pdf »: ASCII, no spaces, the tender's reference as the responses name it. */
export function formFilename(code: 'DC1' | 'DC2', reference: string, ext: 'pdf' | 'docx'): string {
  const slug =
    reference
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'appel-d-offres';
  return `${code}-${slug}.${ext}`;
}
