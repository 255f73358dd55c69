import { generatedContentSchema, type RequiredDocument } from '@batiao/shared/contracts/generation';
import type { EngineResult, WritingEngine } from '../context.ts';
import { analyse, type LocalContext, withCommuneBuyer } from './analysis.ts';
import { companyFacts, kindsNotInsured, theKind, ToComplete } from './company.ts';
import { requiredDocuments } from './documents-requis.ts';
import { polish } from './french.ts';
import { writeLetter } from './letter.ts';
import { decennaleFits, type Writing, writeSections } from './sections.ts';
import { clean, joinFr } from './text.ts';

/**
 * The built-in French writing engine (`GENERATION_ENGINE=local`): it composes the letter, the
 * mémoire technique and the list of documents from the tender's facts, the company's profile and
 * the trade's knowledge base. Deterministic (no randomness, no clock but `context.now`) and fast.
 * Nothing is said about the company that its profile does not hold: what is missing is marked
 * "[À compléter : …]" and listed in `a_completer`.
 */
export function generateLocally(raw: LocalContext): EngineResult {
  const context = withCommuneBuyer(raw);
  const writing: Writing = {
    a: analyse(context),
    f: companyFacts(context.company),
    todo: new ToComplete(),
    context,
    criteria: context.tender.criteria,
  };
  if (writing.a.kb.generique) {
    writing.todo.note(
      `Les travaux de l’objet (« ${writing.a.project} ») ne correspondent à aucun des modes opératoires détaillés de BatiAO pour votre métier : le mémoire en donne les étapes générales (relevés, visas, exécution selon le CCTP, contrôles) ; complétez le mode opératoire, le référentiel technique et les risques propres à ces travaux à la lecture du CCTP.`,
    );
  }
  // Every sentence goes through the French layer before it leaves the engine.
  const lettre = polish(writeLetter(writing));
  const sections = writeSections(writing).map((s) => ({
    ...s,
    body: polish(s.body),
    table: s.table ? { columns: s.table.columns, rows: s.table.rows.map((row) => row.map(polish)) } : null,
  }));
  const content = generatedContentSchema.parse({
    lettre_candidature: lettre,
    memoire_sections: sections,
    documents_requis: decennaleChecked(writing, requiredDocuments(context)),
    a_completer: writing.todo.list(),
  });
  return { content, engine: 'local', model: null, tokensIn: null, tokensOut: null };
}

/**
 * The décennale's line says what the mémoire and the checklist say: when the profile's décennale
 * does not cover the trade, the attestation on file is not « présent » for this lot.
 */
function decennaleChecked(w: Writing, documents: RequiredDocument[]): RequiredDocument[] {
  const fits = decennaleFits(w);
  const covered = clean(w.f.decennale?.couverture);
  // It covers the trade but its activities do not name this lot's kind of work (a « charpente »
  // policy for a cladding lot): to check, as the guarantees section and the user's note say.
  const uninsured = fits === true ? kindsNotInsured(w.a, covered) : [];
  if (uninsured.length > 0) {
    return documents.map((d) =>
      d.document_type === 'decennale'
        ? {
            ...d,
            label:
              `Attestation d’assurance décennale — à vérifier : ses activités ne nomment pas ${joinFr(uninsured.map(theKind))}`.slice(
                0,
                200,
              ),
            status: d.status === 'present' ? 'to_provide' : d.status,
            note: [
              d.note,
              `Votre assurance décennale déclare « ${covered} », sans nommer ${joinFr(uninsured.map(theKind))} : demandez à votre assureur une attestation qui mentionne ces travaux et joignez-la.`,
            ]
              .filter(Boolean)
              .join(' '),
          }
        : d,
    );
  }
  if (fits !== false) {
    return documents;
  }
  return documents.map((d) =>
    d.document_type === 'decennale'
      ? {
          ...d,
          label: `Attestation d’assurance décennale — à vérifier : ne couvre pas les ${w.a.kb.travaux}`.slice(0, 200),
          status: d.status === 'present' ? 'to_provide' : d.status,
          note: [
            d.note,
            `Votre assurance décennale couvre « ${covered} », qui ne comprend pas les ${w.a.kb.travaux} : joignez une attestation qui les couvre.`,
          ]
            .filter(Boolean)
            .join(' '),
        }
      : d,
  );
}

export function createLocalEngine(): WritingEngine {
  return {
    name: 'local',
    generate(context, options) {
      if (options?.signal?.aborted) {
        return Promise.reject(
          options.signal.reason instanceof Error ? options.signal.reason : new Error('Génération annulée'),
        );
      }
      try {
        return Promise.resolve(generateLocally(context));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}
