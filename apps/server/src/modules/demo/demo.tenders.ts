import { demoAmount, QUARTUS_PROJECT, type DemoTender } from '@batiao/shared/contracts/demo';
import type { GeneratedContent } from '@batiao/shared/contracts/generation';
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { DOCUMENT_TYPES } from '@batiao/shared/domain/documents';
import { tradeLabel, type TradeSlug } from '@batiao/shared/domain/trades';
import type { GenerationContext } from '@batiao/shared/contracts/generation-engine';

/*
 * The demo tender and the generator project in the shape the writing engine reads (a tender as
 * `GET /api/tenders/:id` presents it), so that the real engine writes their responses.
 */

interface TenderFacts {
  id: string;
  reference: string;
  title: string;
  description: string;
  trade: TradeSlug;
  buyer: string;
  city: string;
  postalCode: string;
  departement: string;
  deadline: string;
  publication: string;
  amount: number;
  cpv: string;
  durationMonths: number;
  lots: TenderDetail['lots'];
  criteria: TenderDetail['criteria'];
  executionPlace: string;
}

function tenderDetail(f: TenderFacts, now: Date): TenderDetail {
  const left = Math.ceil((new Date(f.deadline).getTime() - now.getTime()) / 86_400_000);
  const detail = {
    id: f.id,
    title: f.title,
    description: f.description,
    location: `${f.city} (${f.departement})`,
    departements: [f.departement],
    buyer_name: f.buyer,
    deadline: f.deadline,
    deadline_status: left < 0 ? 'expired' : left <= 7 ? 'urgent' : 'active',
    days_left: left,
    amount: f.amount,
    cpv_code: f.cpv,
    cpv_codes: [f.cpv],
    profession: tradeLabel(f.trade),
    publication_date: f.publication,
    source_url: null,
    real_boamp_url: null,
    has_real_documents: false,
    documents_summary: { total_count: 6, types_available: [] },
    compatibility_analysis: { score_global: 92, ai_message: 'Appel d’offres compatible avec votre métier.' },
    status: 'open',
    is_example: true,
    source: 'demo',
    source_id: f.reference,
    nature: 'appel_offre',
    procedure: 'Procédure adaptée',
    buyer: {
      name: f.buyer,
      email: null,
      phone: null,
      url: null,
      address: null,
      postal_code: f.postalCode,
      city: f.city,
    },
    lots: f.lots,
    criteria: f.criteria,
    execution_place: f.executionPlace,
    duration_months: f.durationMonths,
    dce_url: null,
    winners: [],
    descripteurs: [],
    submission: null,
  };
  // Fields other features add to the tender's contract later default to absent here.
  return detail as unknown as TenderDetail;
}

const CRITERIA = [
  { label: 'Valeur technique', weight: 60 },
  { label: 'Prix des prestations', weight: 40 },
];

function context(tender: TenderDetail, trade: TradeSlug, now: Date): GenerationContext {
  return {
    tender,
    noticeText: '',
    trade,
    user: { prenom: 'Camille', nom: 'Démo', email: 'demo@batiao.fr' },
    userLocation: tender.location ?? '',
    company: null,
    documents: DOCUMENT_TYPES.map((type) => ({ type, status: 'missing' as const, valid_until: null })),
    now,
  };
}

/** 6847500 → « 6 847 500 » (no-break spaces, which every font of the PDF has). */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** The engine's context for a demo tender (fictitious buyer, a company still to describe). */
export function demoContext(tender: DemoTender, now: Date): GenerationContext {
  const detail = tenderDetail(
    {
      id: tender.id,
      reference: tender.id,
      title: tender.title,
      description: `${tender.description} Exigences : ${tender.requirements.join(' ; ')}.`,
      trade: tender.profession,
      buyer: tender.authority,
      city: tender.city.name,
      postalCode: tender.city.postalCode,
      departement: tender.city.departement,
      deadline: tender.deadline,
      publication: tender.publicationDate,
      amount: demoAmount(tender),
      cpv: tender.cpv,
      durationMonths: 3,
      lots: [],
      criteria: CRITERIA,
      executionPlace: `${tender.city.name} (${tender.city.postalCode})`,
    },
    now,
  );
  return context(detail, tender.profession, now);
}

/** The generator page's single project (supporting-areas §9): LOT 20 of a tertiary new build. */
export function quartusContext(now: Date): GenerationContext {
  const p = QUARTUS_PROJECT;
  const detail = tenderDetail(
    {
      id: 'quartus-lot-20',
      reference: 'QUARTUS-LOT20',
      title: p.title,
      description:
        `${p.kind} d’environ ${thousands(p.surface)} m² de surface de plancher. ` +
        `${p.lot} : ${p.lotTitle} — production de chaleur et de froid, réseaux hydrauliques, centrales de traitement d’air double flux, ` +
        `régulation et GTB. Marché à prix global et forfaitaire de ${thousands(p.priceHt)} € HT, ` +
        `délai d’exécution de ${p.durationLabel}.`,
      trade: 'chauffagiste',
      buyer: 'Maître d’ouvrage du projet tertiaire',
      city: 'Lyon',
      postalCode: '69003',
      departement: '69',
      deadline: '2027-01-29T11:00:00.000Z',
      publication: '2026-11-16',
      amount: p.priceHt,
      cpv: '45331000',
      durationMonths: p.durationMonths,
      lots: [
        {
          number: '20',
          title: p.lotTitle,
          description: 'Chauffage, ventilation et climatisation des plateaux de bureaux et des locaux communs.',
          cpv_codes: ['45331000'],
          amount: p.priceHt,
        },
      ],
      criteria: CRITERIA,
      executionPlace: 'Lyon (69)',
    },
    now,
  );
  return context(detail, 'chauffagiste', now);
}

/** The offer's price and duration, stated in the response (the planning section, or the first). */
export function withOffer(content: GeneratedContent): GeneratedContent {
  const p = QUARTUS_PROJECT;
  const offer =
    `Offre financière et délai : ${p.lot} (${p.lotTitle}) pour ${thousands(p.priceHt)} € HT, ` +
    `soit ${p.pricePerSquareMetre} € HT/m² sur ${thousands(p.surface)} m² ; délai d’exécution de ${p.durationLabel}.`;
  const index = Math.max(
    0,
    content.memoire_sections.findIndex((s) => s.key === 'planning'),
  );
  return {
    ...content,
    memoire_sections: content.memoire_sections.map((section, i) =>
      i === index ? { ...section, body: `${offer}\n\n${section.body}` } : section,
    ),
  };
}

/** The technical response as plain text (the « réponse technique » download). */
export function responseText(content: GeneratedContent, title: string): string {
  const lines = [
    title,
    '='.repeat(Math.min(title.length, 80)),
    '',
    'LETTRE DE CANDIDATURE',
    '',
    content.lettre_candidature,
    '',
  ];
  lines.push('MÉMOIRE TECHNIQUE', '');
  content.memoire_sections.forEach((section, i) => {
    lines.push(`${i + 1}. ${section.title}`, '', section.body, '');
    if (section.table) {
      lines.push(section.table.columns.join(' | '), ...section.table.rows.map((row) => row.join(' | ')), '');
    }
  });
  lines.push('PIÈCES À JOINDRE', '', ...content.documents_requis.map((d) => `- ${d.label}`), '');
  if (content.a_completer.length > 0) {
    lines.push('À COMPLÉTER AVANT ENVOI', '', ...content.a_completer.map((a) => `- ${a}`), '');
  }
  return lines.join('\r\n');
}

/** Words of the whole response (letter, sections and tables). */
export function countWords(content: GeneratedContent): number {
  const text = [
    content.lettre_candidature,
    ...content.memoire_sections.flatMap((s) => [s.title, s.body, ...(s.table?.rows.flat() ?? [])]),
  ].join(' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Pages of a PDF written by pdfkit (its page objects are never compressed). */
export function countPdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}
