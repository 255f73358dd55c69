import { type ResponseTable } from '@batiao/shared/contracts/generation';
import { ofTradeKind, totalStaff } from '../company.ts';
import {
  escapeRegExp,
  bullets,
  clean,
  eurosFromCents,
  fold,
  integer,
  joinFr,
  lowerFirst,
  NBSP,
  paragraphs,
  pick,
  plural,
  upperFirst,
} from '../text.ts';
import { type Writing, type Written, NEED, name, ACTIVITE, insuranceLine, qualificationLines } from './shared.ts';

/* ------------------------------------------------------------------ presentation */

/**
 * The company's activity as its profile states it: the trade's label (« couverture et zinguerie »)
 * only when the décennale's activities or a qualification name the trade's own kind of work — not
 * a neighbouring one (a roof-insulation qualification does not make a plasterer), nor a reference.
 * Otherwise null, and the user is told once.
 */
export function activityOf(w: Writing): string | null {
  const { f, a } = w;
  const label = ACTIVITE[a.trade];
  const decennale = clean(f.decennale?.couverture);
  const stated = [decennale, ...f.qualifications.map((q) => `${q.organisme} ${q.intitule}`)].filter((t) => t !== '');
  if (stated.some((t) => ofTradeKind(t, label))) {
    // In the profile's own words (« maçonnerie » for a décennale « …, maçonnerie »), never the trade's
    // whole label (« maçonnerie et gros œuvre ») the profile does not state.
    for (const t of stated) {
      const words = activityWords(t, label);
      if (words.length > 0) {
        return joinFr(words);
      }
    }
    return null;
  }
  if (stated.length > 0 || f.references.length > 0) {
    w.todo.note(
      `Activité de l’entreprise : ni les activités de votre assurance décennale, ni vos qualifications ne nomment les ${a.kb.travaux} de ce marché ; la réponse ne présente donc pas l’entreprise comme une entreprise ${/^[aeiouyéèh]/i.test(label) ? 'd’' : 'de '}${label}. Vérifiez que ces travaux sont bien dans votre activité (et couverts par votre décennale) avant de répondre, et complétez « Mon entreprise ».`,
    );
  }
  return null;
}

/**
 * The trade's activities a profile's text states (« couverture et zinguerie » for « Couverture,
 * zinguerie, charpente »): the label's activities the text says in those words, else the text's own
 * short items of the trade's kind of work (« ravalement » for a painter), else none.
 */
export function activityWords(text: string, label: string): string[] {
  const said = fold(text);
  const literal = label
    .split(/\s*,\s*|\s+et\s+/u)
    .filter((item) => new RegExp(`(?<![\\p{L}])${escapeRegExp(fold(item))}`, 'u').test(said));
  if (literal.length > 0) {
    return literal;
  }
  return text
    .split(/\s*[,;/]\s*|\s+et\s+/u)
    .map((item) => item.trim())
    .filter((item) => item !== '' && item.split(/\s+/).length <= 4 && ofTradeKind(item, label))
    .map(lowerFirst);
}

export function presentation(w: Writing): Written {
  const { f, a, todo, context } = w;
  const form = f.legalForm ?? todo.marker(NEED.legalForm);
  const year = f.createdYear ?? null;
  const age = year !== null ? context.now.getUTCFullYear() - year : null;
  const address =
    f.address && f.postalCode && f.city
      ? `${f.address}, ${f.postalCode} ${f.city}`
      : f.address || f.city
        ? [f.address, [f.postalCode, f.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
        : todo.marker(NEED.address);
  const created =
    year !== null
      ? age !== null && age >= 2
        ? `créée en ${year} (${integer(age)} ans d’activité)`
        : `créée en ${year}`
      : `créée en ${todo.marker(NEED.year)}`;
  const activity = activityOf(w);
  const identity = activity
    ? pick(a.seed, 'pres-identity', [
        `${name(w)} est une entreprise de ${activity} (${form}), ${created}, dont le siège est situé ${address}.`,
        `Entreprise de ${activity}, ${name(w)} (${form}) a été ${created} ; son siège : ${address}.`,
        `${name(w)} (${form}), ${created}, réalise des travaux de ${activity} depuis son siège : ${address}.`,
      ])
    : pick(a.seed, 'pres-identity', [
        `${name(w)} (${form}) a été ${created} ; son siège est situé ${address}.`,
        `${upperFirst(created)}, ${name(w)} (${form}) a son siège ${address}.`,
        `${name(w)} (${form}), ${created}, a son siège ${address}.`,
      ]);
  const siret = `SIRET : ${f.siret ?? todo.marker(NEED.siret)}.`;
  const total = totalStaff(f);
  const staff =
    f.staff.length > 0
      ? `L’entreprise compte ${plural(total, 'personne')} : ${joinFr(f.staff.map((s) => `${lowerFirst(clean(s.role))} (${integer(s.nombre)})`))}.`
      : `Effectif : ${todo.marker(NEED.staff)}.`;
  const quals = qualificationLines(w);
  const qualText =
    quals.length > 0
      ? `Qualifications et certifications détenues :\n${bullets(quals)}`
      : `Qualifications : ${todo.marker(NEED.qualifications)}.`;
  const insurance = `Assurances :\n${bullets([insuranceLine(w, 'rcPro'), insuranceLine(w, 'decennale'), ...f.otherInsurances.map((i) => `${clean(i.assureur)}${i.couverture ? ` : ${clean(i.couverture)}` : ''}`)])}`;
  let table: ResponseTable | null = null;
  let turnover: string;
  if (f.turnovers.length > 0) {
    table = {
      columns: ['Exercice', 'Chiffre d’affaires HT'],
      rows: f.turnovers.map((t) => [String(t.annee), eurosFromCents(t.montant_ht_cents)]),
    };
    const latest = f.turnovers[0];
    turnover = latest
      ? `Le chiffre d’affaires du dernier exercice renseigné (${latest.annee}) s’élève à ${eurosFromCents(latest.montant_ht_cents)} ; le détail des exercices figure dans le tableau ci-dessous.`
      : '';
    if (a.amount !== null && latest && latest.montant_ht_cents > 0) {
      const share = Math.round(((a.amount * 100) / latest.montant_ht_cents) * 100);
      turnover += ` Le montant estimé de l’opération en représente environ ${integer(share)}${NBSP}%.`;
    }
  } else {
    turnover = `Chiffre d’affaires : ${todo.marker(NEED.turnover)}.`;
  }
  return { body: paragraphs([identity, siret, staff, turnover, qualText, insurance]), table };
}
