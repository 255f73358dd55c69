import { CircleCheck, Circle } from 'lucide-react';
import { COMPANY_SECTIONS, COMPANY_SECTION_LABELS, type CompanySection } from '@batiao/shared/domain/company';

/** The anchor of each completion section in the form (the creation year sits in Identité). */
export const SECTION_ANCHORS: Record<CompanySection, string> = {
  identite: 'section-identite',
  annee_creation: 'company-annee_creation',
  effectifs: 'section-effectifs',
  chiffres_affaires: 'section-chiffres_affaires',
  qualifications: 'section-qualifications',
  assurances: 'section-assurances',
  materiel: 'section-materiel',
  references: 'section-references',
};

function tone(percent: number): { bar: string; text: string } {
  if (percent >= 100) {
    return { bar: 'bg-emerald-500', text: 'text-emerald-700' };
  }
  if (percent >= 50) {
    return { bar: 'bg-amber-400', text: 'text-amber-700' };
  }
  return { bar: 'bg-red-500', text: 'text-red-700' };
}

/** How complete the profile is (as it would be saved), and a link to each section still empty. */
export function CompletionCard({ percent, status }: { percent: number; status: Record<CompanySection, boolean> }) {
  const colours = tone(percent);
  const missing = COMPANY_SECTIONS.filter((section) => !status[section]);
  return (
    <section
      aria-labelledby="company-completion-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="company-completion-title" className="text-sm font-semibold text-slate-900">
          Profil complété
        </h2>
        <span className={`text-2xl font-bold tabular-nums ${colours.text}`}>{percent} %</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="company-completion-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={`h-full rounded-full ${colours.bar} transition-[width]`} style={{ width: `${percent}%` }} />
      </div>
      {missing.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          Profil complet : vos mémoires techniques pourront s’appuyer sur chacune de ces sections.
        </p>
      ) : (
        <p className="mt-4 text-sm text-slate-600">
          {missing.length === 1
            ? 'Il reste une section à compléter.'
            : `Il reste ${missing.length} sections à compléter.`}
        </p>
      )}
      {/* On a phone only the sections still to fill, as chips; beside the form, the whole checklist. */}
      <ul
        aria-label="Sections du profil"
        className={`mt-3 flex-wrap gap-2 lg:block lg:space-y-1.5 ${missing.length > 0 ? 'flex' : 'hidden'}`}
      >
        {COMPANY_SECTIONS.map((section) => (
          <li key={section} className={status[section] ? 'hidden lg:block' : undefined}>
            <a
              href={`#${SECTION_ANCHORS[section]}`}
              aria-label={`${COMPANY_SECTION_LABELS[section]} : ${status[section] ? 'renseigné' : 'à compléter'}`}
              className={`flex items-start gap-2 rounded-full border border-slate-200 px-2.5 py-1 text-sm hover:border-amber-300 hover:text-amber-700 lg:rounded-md lg:border-0 lg:px-0 lg:py-0.5 ${
                status[section] ? 'text-slate-500' : 'font-medium text-slate-900'
              }`}
            >
              {status[section] ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 hidden size-4 shrink-0 text-slate-300 lg:block" />
              )}
              <span>{COMPANY_SECTION_LABELS[section]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
