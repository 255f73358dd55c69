import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, ArrowRight, FileCheck2, FileText, ListChecks } from 'lucide-react';
import type { GeneratedResponse, RequiredDocument } from '@batiao/shared/contracts/generation';
import { pluralize } from '../../../lib/format';
import { DOCUMENT_SOURCE_LABELS, DOCUMENT_STATUS_LABELS } from '../lib/display';
import { RichText, SectionTable } from './rich-text';

type TabKey = 'lettre' | 'memoire' | 'documents';

const TABS: { key: TabKey; label: string; icon: typeof FileText }[] = [
  { key: 'lettre', label: 'Lettre de candidature', icon: FileText },
  { key: 'memoire', label: 'Mémoire technique', icon: ListChecks },
  { key: 'documents', label: 'Documents à fournir', icon: FileCheck2 },
];

/** « Avant d’envoyer : N points à compléter », with the list the engine wrote. */
export function ToCompleteCallout({ items }: { items: string[] }) {
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
        <FileCheck2 aria-hidden="true" className="size-4.5 shrink-0" />
        Aucun point à compléter : relisez la réponse, puis envoyez-la.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="to-complete-title"
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3.5 sm:px-5"
    >
      <h3 id="to-complete-title" className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <AlertTriangle aria-hidden="true" className="size-4.5 shrink-0 text-amber-600" />
        Avant d’envoyer : {pluralize(items.length, 'point à compléter', 'points à compléter')}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-11 text-sm text-amber-950/90 marker:text-amber-500">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      <p className="mt-2 pl-6.5 text-xs text-amber-900/80">
        Les passages surlignés{' '}
        <mark className="rounded-[4px] bg-amber-100 px-1 ring-1 ring-amber-300">[À compléter : …]</mark> restent
        visibles dans le PDF et le fichier Word tant qu’ils ne sont pas remplacés.
      </p>
    </section>
  );
}

const PILL: Record<RequiredDocument['status'], string> = {
  present: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  missing: 'bg-red-50 text-red-800 ring-red-600/20',
  expired: 'bg-orange-50 text-orange-800 ring-orange-600/25',
  to_provide: 'bg-sky-50 text-sky-800 ring-sky-600/20',
};

function StatusPill({ status }: { status: RequiredDocument['status'] }) {
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${PILL[status]}`}
    >
      {DOCUMENT_STATUS_LABELS[status]}
    </span>
  );
}

function DocumentsList({ documents }: { documents: RequiredDocument[] }) {
  if (documents.length === 0) {
    return <p className="text-sm text-slate-600">Aucun document particulier n’est demandé pour cette réponse.</p>;
  }
  const problems = documents.filter((d) => d.status === 'missing' || d.status === 'expired').length;
  return (
    <div>
      {problems > 0 ? (
        <p className="mb-3 text-sm text-slate-700">
          {pluralize(problems, 'document manque ou a expiré', 'documents manquent ou ont expiré')} dans votre dossier
          administratif.
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {documents.map((document, index) => (
          <li key={`${document.label}-${index}`} className="flex items-start gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">{document.label}</p>
              <p className="mt-0.5 text-xs text-slate-500">{DOCUMENT_SOURCE_LABELS[document.source]}</p>
              {document.note ? <p className="mt-1 text-sm text-slate-600">{document.note}</p> : null}
              {document.status === 'missing' || document.status === 'expired' ? (
                <Link
                  to="/documents"
                  className="mt-1.5 inline-block rounded-md text-sm font-semibold text-amber-800 hover:underline"
                >
                  {document.status === 'missing' ? 'Ajouter à mon dossier' : 'Mettre à jour dans mon dossier'}
                  <span className="sr-only"> : {document.label}</span>
                  <ArrowRight aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
                </Link>
              ) : null}
            </div>
            <StatusPill status={document.status} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Memoire({ response }: { response: GeneratedResponse }) {
  const sections = response.memoire_sections ?? [];
  if (sections.length === 0) {
    return response.memoire_technique ? (
      <RichText text={response.memoire_technique} />
    ) : (
      <p className="text-sm text-slate-600">Le mémoire technique est vide.</p>
    );
  }
  return (
    <div className="space-y-8">
      {sections.map((section, index) => (
        <section key={`${section.key}-${index}`} aria-labelledby={`memoire-${section.key}-${index}`}>
          <h3
            id={`memoire-${section.key}-${index}`}
            className="flex items-baseline gap-2 text-base font-semibold text-slate-900"
          >
            <span className="text-amber-600 tabular-nums">{index + 1}.</span>
            <span>{section.title}</span>
          </h3>
          {section.criterion ? (
            <p className="mt-1.5 inline-flex flex-wrap items-center gap-1.5 rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
              Répond au critère : <span className="font-semibold text-slate-800">{section.criterion.label}</span>
              {section.criterion.weight === null ? null : (
                <span>({String(section.criterion.weight).replace('.', ',')} %)</span>
              )}
            </p>
          ) : null}
          <RichText text={section.body} className="mt-3" />
          {section.table ? <SectionTable table={section.table} caption={section.title} /> : null}
        </section>
      ))}
    </div>
  );
}

/** The generated response, read: three tabs (letter, memo, documents). */
export function ResponseViewer({ response }: { response: GeneratedResponse }) {
  const [tab, setTab] = useState<TabKey>('lettre');
  const baseId = useId();
  const tabRefs = useRef<Record<TabKey, HTMLButtonElement | null>>({ lettre: null, memoire: null, documents: null });
  const documents = response.documents_requis ?? [];
  const toFix = documents.filter((d) => d.status === 'missing' || d.status === 'expired').length;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.key === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') {
      next = (index + 1) % TABS.length;
    } else if (event.key === 'ArrowLeft') {
      next = (index - 1 + TABS.length) % TABS.length;
    } else if (event.key === 'Home') {
      next = 0;
    } else if (event.key === 'End') {
      next = TABS.length - 1;
    }
    const target = next === null ? undefined : TABS[next];
    if (target) {
      event.preventDefault();
      setTab(target.key);
      tabRefs.current[target.key]?.focus();
    }
  };

  return (
    <div>
      <div className="relative -mx-1 overflow-x-auto px-1 pb-1">
        <div
          role="tablist"
          aria-label="Contenu de la réponse"
          onKeyDown={onKeyDown}
          className="inline-flex min-w-full gap-1 rounded-xl bg-slate-100 p-1 sm:min-w-0"
        >
          {TABS.map(({ key, label, icon: Icon }) => {
            const selected = key === tab;
            return (
              <button
                key={key}
                ref={(element) => {
                  tabRefs.current[key] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${key}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel-${key}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setTab(key)}
                className={`inline-flex h-10 shrink-0 items-center gap-2 rounded-lg px-3.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${
                  selected
                    ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-900/5'
                    : 'text-slate-600 hover:text-slate-900'
                }`}
              >
                <Icon aria-hidden="true" className={`size-4 ${selected ? 'text-amber-600' : 'text-slate-400'}`} />
                {label}
                {key === 'documents' && toFix > 0 ? (
                  <span className="rounded-full bg-red-100 px-1.5 text-xs font-bold text-red-700 tabular-nums">
                    {toFix}
                    <span className="sr-only"> à régulariser</span>
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      </div>

      {TABS.map(({ key }) => (
        <div
          key={key}
          role="tabpanel"
          id={`${baseId}-panel-${key}`}
          aria-labelledby={`${baseId}-tab-${key}`}
          hidden={key !== tab}
          tabIndex={0}
          className="mt-4 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-500"
        >
          {key !== tab ? null : key === 'lettre' ? (
            <article className="rounded-xl border border-slate-200 bg-white px-4 py-5 shadow-xs sm:px-8 sm:py-7">
              <RichText text={response.lettre_candidature ?? ''} className="max-w-prose" />
            </article>
          ) : key === 'memoire' ? (
            <Memoire response={response} />
          ) : (
            <DocumentsList documents={documents} />
          )}
        </div>
      ))}
    </div>
  );
}
