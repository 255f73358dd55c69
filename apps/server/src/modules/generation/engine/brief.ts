/**
 * What the generation module establishes once, for every engine (issue 13): the brief the `llm`
 * engine writes from (site, kinds of work, contract kind, rules in force, fit notes), and the
 * review its output goes through (the French layer, retired rules, places other than the site,
 * company facts absent from the profile). The local engine computes the same facts itself.
 */
import type { GeneratedContent } from '@batiao/shared/contracts/generation';
import type { DceBrief, WritingBrief } from '@batiao/shared/contracts/generation-engine';
import { getDepartement } from '@batiao/shared/domain/departements';
import { matchTradeKeywords } from '@batiao/shared/domain/trade-taxonomy';
import type { GenerationContext } from './context.ts';
import { analyse, lotLabel } from './local/analysis.ts';
import { companyFacts } from './local/company.ts';
import { cctpCitation, cctpRequirements } from './local/constraints.ts';
import { dceCriteria, weightLabel } from './local/criteria.ts';
import { requiredDocuments } from './local/documents-requis.ts';
import { polish } from './local/french.ts';
import { retiredCitations } from './local/register.ts';
import { seamsIn } from './local/seams.ts';
import { allocate } from './local/schedule.ts';
import { constraintNames, qualificationName } from './local/sections.ts';
import { fold, frenchCalendarDate, integer } from './local/text.ts';

const ofTrade = (context: GenerationContext, text: string) => matchTradeKeywords(context.trade, text).length > 0;

const PRICE_FORMS = {
  dpgf: 'prix global et forfaitaire, décomposé dans la DPGF de l’acheteur',
  bpu_dqe: 'prix unitaires du BPU appliqués aux quantités du DQE de l’acheteur',
  forfait: 'prix global et forfaitaire',
} as const;

/**
 * What the user's consultation files say, for an engine that does not read them (issue 16): the
 * RC's criteria in the mémoire's order, the pieces it asks for, the CCTP's requirements cited with
 * their article and page, the visit and the price form. Undefined without files.
 */
function dceBrief(context: GenerationContext, a: ReturnType<typeof analyse>): DceBrief | undefined {
  const dce = context.dce;
  if (!dce) {
    return undefined;
  }
  const rcCriteria = dceCriteria(dce.analysis) ?? [];
  const criteria = rcCriteria.map((c) => {
    const weight = weightLabel(c.weight, rcCriteria);
    return `${c.label}${weight ? ` (${weight})` : ''}`;
  });
  // The pieces the files ask for (the notice's are in its own text, which the prompt quotes).
  const documents = requiredDocuments({ ...context, noticeText: '' })
    .filter((d) => d.source === 'avis')
    .map((d) => `${d.label}${d.note ? ` — ${d.note}` : ''}`);
  const { constraints, standards } = cctpRequirements(a);
  const requirements = [...constraints, ...standards].map(
    (r) => `${cctpCitation(r, a)} : ${r.kind === 'norme' ? r.label : r.label.toLowerCase()} — « ${r.extrait} »`,
  );
  const v = dce.analysis.visite;
  const visit = v
    ? `Visite ${v.obligatoire ? 'obligatoire' : 'prévue (non obligatoire)'}${v.date ? ` le ${frenchCalendarDate(v.date)}` : ''} (${v.fichier}${v.page !== null ? `, p. ${v.page}` : ''})`
    : null;
  const forme = dce.analysis.forme_prix.forme;
  const priceForm = forme === 'inconnue' ? null : PRICE_FORMS[forme];
  const list = (items: string[]) => items.map((x) => `  - ${x}`).join('\n');
  const lines = [
    ...(criteria.length > 0
      ? [
          `- Critères d’attribution du règlement de la consultation (ils priment sur ceux de l’avis ; ordonne les sections dans cet ordre, pondérations exactes) :\n${list(criteria)}`,
        ]
      : []),
    ...(documents.length > 0
      ? [
          `- Pièces demandées par le dossier de consultation (à lister dans documents_requis, source "avis") :\n${list(documents)}`,
        ]
      : []),
    ...(requirements.length > 0
      ? [
          `- Exigences du CCTP à citer dans le mémoire avec leur article et leur page, sous la forme « CCTP art. 3.2, p. 4 : … » (compréhension et méthodologie) :\n${list(requirements)}`,
        ]
      : []),
    ...(visit ? [`- ${visit}.${v?.obligatoire ? ' L’attestation de visite est jointe à l’offre.' : ''}`] : []),
    ...(priceForm ? [`- Forme du prix selon le règlement : ${priceForm}.`] : []),
  ];
  return { criteria, documents, requirements, visit, priceForm, lines };
}

export function writingBrief(context: GenerationContext): WritingBrief {
  const a = analyse(context);
  const f = companyFacts(context.company);
  const weeks = a.duration !== null ? Math.max(1, Math.round(a.duration * 4.33)) : a.kb.semainesParDefaut;
  const schedule = allocate(a.kb.phases, weeks);
  const fitNotes: string[] = [];
  const relevantQualifications = f.qualifications
    .filter((q) => ofTrade(context, `${q.organisme} ${q.intitule}`))
    .map(qualificationName);
  for (const q of f.qualifications.filter((x) => !ofTrade(context, `${x.organisme} ${x.intitule}`))) {
    fitNotes.push(
      `La qualification « ${qualificationName(q)} » ne relève pas des ${a.kb.travaux} : ne la présentez pas comme un cadre de ce chantier.`,
    );
  }
  const relevantReferences = f.references
    .filter((r) => ofTrade(context, `${r.projet} ${r.description ?? ''}`))
    .map((r) => r.projet);
  if (f.references.length > 0 && relevantReferences.length === 0) {
    fitNotes.push(
      `Aucune de vos références ne porte sur des ${a.kb.travaux} : elles ne peuvent pas être dites comparables à ce marché.`,
    );
  }
  const covered = f.decennale?.couverture?.trim() ?? '';
  if (covered !== '' && !ofTrade(context, covered) && a.kb.decennale) {
    fitNotes.push(
      `Votre assurance décennale couvre « ${covered} », qui ne comprend pas les ${a.kb.travaux} : joignez l’attestation qui les couvre.`,
    );
  }
  const d = a.distance;
  return {
    site: a.place.label
      ? `${a.place.label}${a.place.departementName && !a.place.label.includes(a.place.departementName) ? ` (${a.place.departementName})` : ''}`
      : null,
    siteSource: a.place.source ?? 'inconnu',
    project: a.project,
    buyer: a.buyerName,
    kindsOfWork: a.sousTypes.map((k) => ({ label: k.label, standards: (k.normes ?? []).map((n) => n.ref) })),
    standards: a.normes.map((n) => `${n.ref} (${n.objet})`),
    contract: a.accordCadre ? 'accord_cadre_bons_de_commande' : 'marche_de_travaux',
    priceDocument: a.priceDocument,
    heritage: a.constraints.has('patrimoine'),
    constraints: constraintNames(a),
    targetLots: a.lotsRecognised ? a.targetLots.map(lotLabel) : [],
    seat: d.baseLabel || null,
    distance:
      d.relation === 'unknown' || !a.place.commune
        ? null
        : d.relation === 'same'
          ? 'même département que le chantier'
          : d.relation === 'neighbour'
            ? 'département voisin de celui du chantier'
            : d.relation === 'overseas'
              ? `siège en métropole, chantier outre-mer${d.km !== null ? ` (environ ${integer(Math.round(d.km / 100) * 100)} km)` : ''} : équipe détachée, engins loués sur place, fret maritime`
              : `environ ${integer(Math.max(50, Math.round((d.km ?? 0) / 50) * 50))} km du chantier`,
    schedule: {
      stated: a.duration !== null,
      unit: schedule.unit,
      total: schedule.total,
      phases: schedule.phases.map((p) => ({ nom: p.nom, start: p.start, end: p.end })),
    },
    fitNotes,
    relevantQualifications,
    relevantReferences,
    ...(context.dce ? { dce: dceBrief(context, a) } : {}),
  };
}

/* ------------------------------------------------------------------ review of an engine's output */

/** Insurers named in French building insurance; one the profile does not hold is not the company's. */
const INSURERS =
  /\b(SMABTP|AXA|Allianz|MAAF|MMA|Generali|L’Auxiliaire|L'Auxiliaire|Groupama|MACIF|Hiscox|QBE|SMA BTP|BTP Assurances)\b/g;

const TO_COMPLETE = (what: string) => `[À compléter : ${what}]`;

/**
 * The same checks as the local engine's output, on a text the engine did not compose: the French
 * layer on every sentence; an invented SIRET replaced by its marker; qualification codes and
 * insurers absent from the profile, retired rules, and départements other than the site's
 * reported to the user (a_completer), with the brief's fit notes.
 */
export function reviewGenerated(content: GeneratedContent, context: GenerationContext): GeneratedContent {
  const brief = context.brief ?? writingBrief(context);
  const company = context.company;
  const notes: string[] = [];
  const siret = (company?.siret ?? '').replace(/\s/g, '');
  const fixSiret = (text: string) =>
    text.replace(/\b\d{3}\s?\d{3}\s?\d{3}\s?\d{5}\b/g, (found) => {
      if (found.replace(/\s/g, '') === siret) {
        return found;
      }
      notes.push(
        `Le texte généré citait un numéro SIRET (${found}) absent de votre profil : il a été remplacé par un marqueur.`,
      );
      return TO_COMPLETE('numéro SIRET');
    });
  const review = (text: string) => polish(fixSiret(text));
  const reviewed: GeneratedContent = {
    ...content,
    lettre_candidature: review(content.lettre_candidature),
    memoire_sections: content.memoire_sections.map((s) => ({
      ...s,
      body: review(s.body),
      table: s.table ? { columns: s.table.columns, rows: s.table.rows.map((row) => row.map(review)) } : null,
    })),
  };
  const text = [
    reviewed.lettre_candidature,
    ...reviewed.memoire_sections.map((s) => `${s.body}\n${(s.table?.rows ?? []).map((r) => r.join(' | ')).join('\n')}`),
  ].join('\n\n');
  const profileText = fold(JSON.stringify(company ?? {}));
  const tenderText = `${context.tender.title} ${context.tender.description} ${context.noticeText} ${context.tender.lots
    .map((l) => `${l.title} ${l.description ?? ''}`)
    .join(' ')}`;

  // Company facts: qualification codes and insurers the profile does not hold.
  for (const m of text.matchAll(/\b(Qualibat|Qualifelec|Qualit’EnR|Qualit'EnR)\s*(?:n°\s*)?(\d{3,4})\b/gi)) {
    if (!profileText.includes(m[2] ?? '§')) {
      notes.push(
        `Le texte généré cite « ${m[0]} », absent de votre profil : supprimez-le ou ajoutez la qualification.`,
      );
    }
  }
  for (const m of text.matchAll(INSURERS)) {
    if (!profileText.includes(fold(m[0]))) {
      notes.push(`Le texte généré nomme l’assureur « ${m[0]} », absent de votre profil : vérifiez vos attestations.`);
    }
  }
  // Rules retired from the register, unless the buyer's own text quotes them.
  const quoted = new Set(retiredCitations(tenderText));
  for (const r of retiredCitations(text).filter((x) => !quoted.has(x))) {
    notes.push(`Le texte généré cite un texte abrogé ou remplacé (${r}) : remplacez-le par la référence en vigueur.`);
  }
  // Places: a département of the notice's list that is not the site's (the list is the buyer's
  // area), unless the tender's or the profile's own text names it (« Dumas Bâtiment Rhône-Alpes »).
  const own = fold(`${tenderText} ${context.tender.buyer.name ?? ''} ${context.tender.buyer_name}`);
  const site = fold(brief.site ?? '');
  for (const code of context.tender.departements) {
    const dep = getDepartement(code);
    const named = dep ? new RegExp(`\\b${fold(dep.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) : null;
    if (!dep || !named || named.test(site) || named.test(own) || named.test(profileText)) {
      continue;
    }
    if (named.test(fold(text))) {
      notes.push(
        `Le texte généré nomme « ${dep.name} », qui n’est pas le lieu du chantier (${brief.site ?? 'à préciser'}) : corrigez-le.`,
      );
    }
  }
  // Seams the French layer cannot fix by itself: pointed out to the user.
  for (const seam of seamsIn(text)) {
    notes.push(`Tournure à reprendre dans le texte généré — ${seam}.`);
  }
  const a_completer = [...content.a_completer, ...brief.fitNotes, ...notes]
    .filter((x, i, all) => all.indexOf(x) === i)
    .slice(0, 100);
  return { ...reviewed, a_completer };
}
