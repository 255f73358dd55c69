import { useMemo, useState } from 'react';
import { Bot, Check, Download, Eye, FileText, MapPin, Pause, Play, RotateCcw, Sparkles } from 'lucide-react';
import {
  DEMO_CITIES,
  DEMO_DCE_DOCUMENTS,
  DEMO_FIGURES,
  DEMO_STEPS,
  DEMO_TRADE_LABELS,
  DEMO_TRADES,
  demoPdfFilename,
  demoTender,
  type DemoPdfResponse,
  type DemoTrade,
} from '@batiao/shared/contracts/demo';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { saveBlob } from '../../../lib/api-files';
import { formatDate } from '../../../lib/format';
import { pdfBlob, useDemoPdf } from '../api/get-demo-pdf';
import { demoResponse } from '../lib/demo-response';
import { useDemoRun, type DemoTimings } from '../lib/use-demo-run';
import { Modal } from '../../../components/ui/modal';

/** The demo's dialogs are readings: « Fermer » takes the focus, a wider panel, body text. */
const READING = { size: 'medium', initialFocus: 'button[aria-label="Fermer"]' } as const;
const READING_TEXT = 'text-sm leading-relaxed text-slate-700';

const chip = (active: boolean) =>
  `rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${
    active
      ? 'border-amber-500 bg-amber-500 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-amber-400 hover:bg-amber-50'
  }`;

/** The interactive demo: pick a trade and a city, watch the four steps, download the real PDF. */
export function DemoExperience({ timings }: { timings?: DemoTimings }) {
  const [trade, setTrade] = useState<DemoTrade>('plombier');
  const [city, setCity] = useState<string>('paris');
  const [modal, setModal] = useState<'dce' | 'preview' | null>(null);
  const [summary, setSummary] = useState<DemoPdfResponse['stats'] | null>(null);
  const run = useDemoRun(timings);
  const pdf = useDemoPdf();
  const tender = useMemo(() => demoTender(trade, city), [trade, city]);
  const response = useMemo(() => demoResponse(tender), [tender]);
  const started = run.step >= 0;

  function choose(next: { trade?: DemoTrade; city?: string }) {
    run.restart();
    setSummary(null);
    pdf.reset();
    if (next.trade) {
      setTrade(next.trade);
    }
    if (next.city) {
      setCity(next.city);
    }
  }

  function download() {
    setSummary(null);
    pdf.mutate(
      { trade, city: tender.city.slug },
      {
        onSuccess: (answer) => {
          saveBlob(pdfBlob(answer.pdf_content), demoPdfFilename(trade, tender.city.name));
          setSummary(answer.stats);
        },
      },
    );
  }

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="demo-choice"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
      >
        <h2 id="demo-choice" className="text-lg font-semibold text-slate-900">
          1. Choisissez un métier et une ville
        </h2>
        <div role="group" aria-label="Métier" className="mt-4 flex flex-wrap gap-2">
          {DEMO_TRADES.map((slug) => (
            <button
              key={slug}
              type="button"
              aria-pressed={trade === slug}
              className={chip(trade === slug)}
              onClick={() => choose({ trade: slug })}
            >
              {DEMO_TRADE_LABELS[slug]}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Ville" className="mt-3 flex flex-wrap gap-2">
          {DEMO_CITIES.map((c) => (
            <button
              key={c.slug}
              type="button"
              aria-pressed={city === c.slug}
              className={chip(city === c.slug)}
              onClick={() => choose({ city: c.slug })}
            >
              {c.name}
            </button>
          ))}
        </div>
        {tender.city.slug !== city ? (
          <p className="mt-3 text-sm text-slate-600">
            Pas d’appel d’offres de démonstration à {DEMO_CITIES.find((c) => c.slug === city)?.name} pour ce métier :
            voici celui de {tender.city.name}.
          </p>
        ) : null}
      </section>

      <section
        aria-labelledby="demo-tender"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
      >
        <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
          Appel d’offres fictif · {tender.id}
        </p>
        <h2 id="demo-tender" className="mt-1 text-xl font-semibold text-slate-900">
          {tender.shortTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{tender.authority}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-500">Montant estimé</dt>
            <dd className="font-semibold text-slate-900">{tender.amount} € HT</dd>
          </div>
          <div>
            <dt className="text-slate-500">Lieu</dt>
            <dd className="flex items-center gap-1 font-semibold text-slate-900">
              <MapPin aria-hidden="true" className="size-3.5" />
              {tender.location}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Date limite</dt>
            <dd className="font-semibold text-slate-900">{formatDate(tender.deadline)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Délai d’exécution</dt>
            <dd className="font-semibold text-slate-900">{tender.executionDelay}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-700">{tender.description}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="button" variant="secondary" size="sm" onClick={() => setModal('dce')}>
            <FileText aria-hidden="true" className="size-4" />
            Voir le DCE ({DEMO_DCE_DOCUMENTS.length} documents)
          </Button>
        </div>
      </section>

      <section aria-labelledby="demo-run" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="demo-run" className="text-lg font-semibold text-slate-900">
            2. Regardez BatiAO répondre
          </h2>
          <div className="flex flex-wrap gap-2">
            {run.running ? (
              <Button type="button" variant="secondary" size="sm" onClick={run.pause}>
                <Pause aria-hidden="true" className="size-4" />
                Pause
              </Button>
            ) : (
              <Button type="button" variant="accent" size="sm" onClick={run.start}>
                <Play aria-hidden="true" className="size-4" />
                {run.done ? 'Relancer la démo' : started ? 'Reprendre' : 'Lancer la démo'}
              </Button>
            )}
            <Button type="button" variant="ghost" size="sm" onClick={run.restart} disabled={!started}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Recommencer
            </Button>
          </div>
        </div>
        <ol className="mt-5 space-y-3" aria-label="Étapes de la démonstration">
          {DEMO_STEPS.map((s, index) => {
            const finished = run.done || index < run.step;
            const current = !run.done && index === run.step;
            return (
              <li
                key={s.title}
                aria-current={current ? 'step' : undefined}
                className={`flex items-start gap-3 rounded-xl border p-3 ${
                  current
                    ? 'border-amber-300 bg-amber-50'
                    : finished
                      ? 'border-emerald-200 bg-emerald-50/50'
                      : 'border-slate-200'
                }`}
              >
                <span
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    finished
                      ? 'bg-emerald-600 text-white'
                      : current
                        ? 'bg-amber-500 text-white'
                        : 'bg-slate-100 text-slate-500'
                  }`}
                >
                  {finished ? (
                    <Check aria-label="Terminé" className="size-4" />
                  ) : current && run.running ? (
                    <Spinner className="size-4" />
                  ) : (
                    index + 1
                  )}
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{s.title}</p>
                  <p className="text-sm text-slate-600">{s.detail}</p>
                  {index === 2 && (current || finished) ? (
                    <div className="mt-2">
                      {run.aiActive ? (
                        <span
                          role="status"
                          className="inline-flex items-center gap-1.5 rounded-full bg-violet-100 px-2.5 py-1 text-xs font-semibold text-violet-800"
                        >
                          <Bot aria-hidden="true" className="size-3.5" />
                          IA active
                        </span>
                      ) : null}
                      <p className="mt-1 font-mono text-xs text-slate-700" data-testid="demo-typed">
                        {run.typed}
                        {current && run.running ? (
                          <span aria-hidden="true" className="animate-pulse">
                            ▌
                          </span>
                        ) : null}
                      </p>
                    </div>
                  ) : null}
                  {index === 1 && (current || finished) ? (
                    <p className="mt-1 text-xs text-slate-500">
                      {DEMO_DCE_DOCUMENTS.length} documents, {DEMO_DCE_DOCUMENTS.reduce((n, d) => n + d.pages, 0)} pages
                      lues
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      {run.done ? (
        <section
          aria-labelledby="demo-result"
          className="rounded-2xl border border-emerald-200 bg-white p-4 shadow-xs sm:p-6"
        >
          <h2 id="demo-result" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Sparkles aria-hidden="true" className="size-5 text-amber-500" />
            3. Votre réponse est prête
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="button" variant="secondary" onClick={() => setModal('preview')}>
              <Eye aria-hidden="true" className="size-4" />
              Aperçu de la réponse
            </Button>
            <Button type="button" variant="primary" onClick={download} disabled={pdf.isPending}>
              {pdf.isPending ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
              {pdf.isPending ? 'Rédaction du PDF…' : 'Télécharger le PDF'}
            </Button>
          </div>
          {pdf.isError ? (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              ⚠ {pdf.error.message}
            </p>
          ) : null}
          {summary ? (
            <p role="status" className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
              PDF téléchargé : {summary.total_pages} pages, {summary.total_words.toLocaleString('fr-FR')} mots, rédigé
              en {summary.generation_time.toLocaleString('fr-FR')} s par le moteur de BatiAO ({summary.qualite}).
            </p>
          ) : null}
          <div className="mt-6">
            <p className="text-xs font-medium text-slate-500">Chiffres indicatifs, à titre d’illustration :</p>
            <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                [DEMO_FIGURES.tendersAnalysed.toLocaleString('fr-FR'), 'appels d’offres analysés'],
                [String(DEMO_FIGURES.matches), 'correspondances'],
                [`${DEMO_FIGURES.compatibility} %`, 'de compatibilité'],
                [`${DEMO_FIGURES.totalSeconds} s`, 'au total'],
                [String(DEMO_FIGURES.pdfPages), 'pages de PDF'],
                [`+${DEMO_FIGURES.moreResponses} %`, 'de réponses'],
                [`${DEMO_FIGURES.hoursSaved} h`, 'gagnées par appel d’offres'],
                [DEMO_FIGURES.craftspeople, 'artisans'],
              ].map(([value, label]) => (
                <div key={label} className="rounded-xl bg-slate-50 p-3">
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="text-xl font-bold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="mt-6 rounded-2xl bg-slate-900 p-5 text-white">
            <p className="text-lg font-semibold">Répondez à vos vrais appels d’offres</p>
            <p className="mt-1 text-sm text-slate-300">
              Créez votre compte, complétez votre dossier, et BatiAO rédige vos réponses.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <ButtonLink to="/register" variant="accent">
                Créer mon compte
              </ButtonLink>
              <ButtonLink to="/subscription" variant="inverted">
                Voir les abonnements
              </ButtonLink>
            </div>
          </div>
        </section>
      ) : null}

      {modal === 'dce' ? (
        <Modal title={`DCE — ${tender.id}`} onClose={() => setModal(null)} {...READING}>
          <div className={READING_TEXT}>
            <p>Les pièces de la consultation (exemple) :</p>
            <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
              {DEMO_DCE_DOCUMENTS.map((doc) => (
                <li key={doc.name} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="flex items-center gap-2">
                    <FileText aria-hidden="true" className="size-4 text-slate-400" />
                    {doc.name}
                  </span>
                  <span className="text-xs text-slate-500">{doc.pages} p.</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 font-semibold text-slate-900">Exigences relevées</p>
            <ul className="mt-1 list-disc pl-5">
              {tender.requirements.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <p className="mt-3 text-xs text-slate-500">
              CPV {tender.cpv} · publié le {formatDate(tender.publicationDate)} · {tender.contactService}
            </p>
          </div>
        </Modal>
      ) : null}
      {modal === 'preview' ? (
        <Modal title="Aperçu de la réponse" onClose={() => setModal(null)} {...READING}>
          <div className={READING_TEXT}>
            <h3 className="font-semibold text-slate-900">Lettre de candidature</h3>
            <p className="mt-1">{response.lettreCandidat.slice(0, 200)}…</p>
            <h3 className="mt-4 font-semibold text-slate-900">Mémoire technique</h3>
            <p className="mt-1">{response.memoireTechnique.slice(0, 300)}…</p>
            <h3 className="mt-4 font-semibold text-slate-900">Pièces jointes</h3>
            <ul className="mt-1 list-disc pl-5">
              {response.documentsJoints.slice(0, 4).map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
            <p className="mt-1 text-slate-500">… et {response.documentsJoints.length - 4} autres documents.</p>
            <p className="mt-4 text-xs text-slate-500">
              Le PDF téléchargeable est rédigé par le vrai moteur de BatiAO.
            </p>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
