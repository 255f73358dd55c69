import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { z } from 'zod';
import type {
  CriterionDetail,
  Penalty,
  RequiredPiece,
  RequiredPieceStage,
  SubCriterion,
  TenderAnalysis,
} from '@batiao/shared/contracts/tender-files';
import { apiRequest } from '../../../lib/api-client';
import { reportError } from '../../../lib/report-error';
import { notifyError } from '../../../lib/toasts';

/** « RC.pdf, p. 3, art. 7 »: the piece (without its folders), its page and its article. */
export function where(fichier: string, page: number | null, article?: string | null): string {
  return `${fichier.split('/').pop() ?? fichier}${page ? `, p. ${page}` : ''}${article ? `, art. ${article}` : ''}`;
}

export function Source({ fichier, page, article }: { fichier: string; page: number | null; article?: string | null }) {
  return <span className="text-xs font-normal text-slate-500"> ({where(fichier, page, article)})</span>;
}

export function Block({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-5 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={id} className="text-sm font-semibold text-slate-900">
          {title}
        </h4>
        {aside}
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}

const weightLabel = (ponderation: number | null, unite: CriterionDetail['unite']) =>
  ponderation === null
    ? 'pondération non précisée'
    : `${ponderation.toLocaleString('fr-FR')}${unite === null ? '' : unite === 'points' ? ' points' : ' %'}`;

function SubCriteria({ items }: { items: SubCriterion[] }) {
  return (
    <ul className="mt-1.5 space-y-1 border-l-2 border-slate-200 pl-3">
      {items.map((s) => (
        <li key={`${s.critere}-${s.ponderation ?? ''}`} className="text-sm text-slate-700">
          <span className={s.ponderation === null ? 'text-amber-800' : undefined}>
            {s.critere} : {weightLabel(s.ponderation, s.unite)}
          </span>
          <Source {...s} />
        </li>
      ))}
    </ul>
  );
}

/** The award criteria, each with its weight bar and its sub-criteria; what does not add up, said. */
export function Criteria({ analysis }: { analysis: TenderAnalysis }) {
  // Answers from before the sub-criteria: the flat list, without unit nor article.
  const criteria: CriterionDetail[] =
    analysis.criteres_detail ??
    analysis.criteres.map((c) => ({
      ...c,
      unite: c.ponderation === null ? null : '%',
      article: null,
      sous_criteres: [],
    }));
  const remarks = analysis.criteres_remarques ?? [];
  const total = criteria.reduce((sum, c) => sum + (c.ponderation ?? 0), 0);
  return (
    <Block title="Critères d’attribution">
      {criteria.length === 0 ? (
        <p className="text-sm text-slate-500">Non trouvés dans les pièces jointes.</p>
      ) : (
        <ol className="space-y-3">
          {criteria.map((c) => {
            const share = c.ponderation !== null && total > 0 ? Math.min(100, (c.ponderation / total) * 100) : 0;
            return (
              <li key={`${c.critere}-${c.ponderation ?? ''}`}>
                <p className="text-sm font-medium text-slate-900">
                  <span className={c.ponderation === null ? 'text-amber-800' : undefined}>
                    {c.critere} : {weightLabel(c.ponderation, c.unite)}
                  </span>
                  <Source {...c} />
                </p>
                {c.ponderation !== null ? (
                  <div aria-hidden="true" className="mt-1 h-1.5 max-w-sm overflow-hidden rounded-full bg-slate-200">
                    <div className="h-full rounded-full bg-blue-600" style={{ width: `${share}%` }} />
                  </div>
                ) : null}
                {c.sous_criteres.length > 0 ? <SubCriteria items={c.sous_criteres} /> : null}
              </li>
            );
          })}
        </ol>
      )}
      {remarks.length > 0 ? (
        <ul className="mt-3 space-y-1">
          {remarks.map((r) => (
            <li key={r} className="flex items-start gap-2 text-xs text-amber-800">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" /> {r}
            </li>
          ))}
        </ul>
      ) : null}
    </Block>
  );
}

const STAGES: { etape: RequiredPieceStage; title: string; empty: string }[] = [
  { etape: 'candidature', title: 'Candidature', empty: 'Aucune pièce de candidature lue.' },
  { etape: 'offre', title: 'Offre', empty: 'Aucune pièce de l’offre lue.' },
  { etape: 'attribution', title: 'Si vous êtes retenu', empty: '' },
];

const keyOf = (p: RequiredPiece) => `${p.etape}-${p.kind}`;

const checklistSchema = z.object({ coches: z.array(z.string()) });
const checklistKey = (tenderId: string) => ['tender-files', tenderId, 'checklist'] as const;
const checklistPath = (tenderId: string) => `/tenders/${encodeURIComponent(tenderId)}/checklist`;

function toggled(current: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(current);
  if (next.has(key)) {
    next.delete(key);
  } else {
    next.add(key);
  }
  return next;
}

/**
 * The contents asked, as a checklist split candidature / offre. With a tender, the ticks are the
 * user's, saved on the server (GET/PUT /api/tenders/{id}/checklist) and restored on reload;
 * without one (a preview), kept while the page is open.
 */
export function RequiredPieces({ pieces, tenderId }: { pieces: RequiredPiece[]; tenderId?: string }) {
  return tenderId ? (
    <SavedRequiredPieces pieces={pieces} tenderId={tenderId} />
  ) : (
    <LocalRequiredPieces pieces={pieces} />
  );
}

function LocalRequiredPieces({ pieces }: { pieces: RequiredPiece[] }) {
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  return <RequiredPiecesList pieces={pieces} done={done} onToggle={(key) => setDone((d) => toggled(d, key))} />;
}

function SavedRequiredPieces({ pieces, tenderId }: { pieces: RequiredPiece[]; tenderId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: checklistKey(tenderId),
    queryFn: ({ signal }) => apiRequest(checklistPath(tenderId), { schema: checklistSchema, signal }),
  });
  const save = useMutation({
    mutationFn: (coches: string[]) =>
      apiRequest(checklistPath(tenderId), { method: 'PUT', body: { coches }, schema: checklistSchema }),
    onMutate: (coches) => {
      queryClient.setQueryData(checklistKey(tenderId), { coches });
    },
    onError: (error) => {
      reportError(error, 'Pièces cochées');
      notifyError('Erreur lors de l’enregistrement des pièces cochées');
      void queryClient.invalidateQueries({ queryKey: checklistKey(tenderId) });
    },
  });
  const done: ReadonlySet<string> = new Set(query.data?.coches ?? []);
  return (
    <RequiredPiecesList
      pieces={pieces}
      done={done}
      disabled={query.isPending}
      onToggle={(key) => save.mutate([...toggled(done, key)])}
    />
  );
}

function RequiredPiecesList({
  pieces,
  done,
  disabled = false,
  onToggle,
}: {
  pieces: RequiredPiece[];
  done: ReadonlySet<string>;
  disabled?: boolean;
  onToggle: (key: string) => void;
}) {
  const ticked = pieces.filter((p) => done.has(keyOf(p))).length;
  return (
    <Block
      title="Pièces à fournir"
      aside={
        pieces.length > 0 ? (
          <p className="text-xs text-slate-500" aria-live="polite">
            {ticked} sur {pieces.length} prête{ticked > 1 ? 's' : ''}
          </p>
        ) : null
      }
    >
      {pieces.length === 0 ? (
        <p className="text-sm text-slate-500">
          Le règlement de la consultation ne liste pas de pièces (ou il n’est pas joint).
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {STAGES.map((stage) => {
            const items = pieces.filter((p) => p.etape === stage.etape);
            if (items.length === 0 && stage.etape === 'attribution') {
              return null;
            }
            return (
              <fieldset key={stage.etape} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
                <legend className="px-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {stage.title}
                </legend>
                {items.length === 0 ? (
                  <p className="text-sm text-slate-500">{stage.empty}</p>
                ) : (
                  <ul className="space-y-1.5">
                    {items.map((p) => {
                      const key = keyOf(p);
                      return (
                        <li key={key}>
                          <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-900">
                            <input
                              type="checkbox"
                              checked={done.has(key)}
                              disabled={disabled}
                              onChange={() => onToggle(key)}
                              className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-blue-600 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-1"
                            />
                            <span className={done.has(key) ? 'text-slate-500 line-through' : undefined}>
                              {p.piece}
                              <Source {...p} />
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </fieldset>
            );
          })}
        </div>
      )}
    </Block>
  );
}

/** Penalties with their amounts (or « montant non précisé »), and the sentence they come from. */
export function Penalties({ penalties }: { penalties: Penalty[] }) {
  if (penalties.length === 0) {
    return null;
  }
  return (
    <Block title="Pénalités à connaître">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {penalties.map((p) => (
          <li key={`${p.motif}-${p.fichier}-${p.article ?? ''}-${p.montant ?? p.texte}`} className="px-3 py-2">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <span className="text-sm font-medium text-slate-900">{p.libelle}</span>
              {p.montant ? (
                <span className="text-sm font-semibold text-red-800">{p.montant}</span>
              ) : (
                <span className="text-xs text-slate-500 italic">montant non précisé</span>
              )}
            </div>
            <details className="mt-0.5 text-xs text-slate-500">
              <summary className="cursor-pointer rounded hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none">
                {where(p.fichier, p.page, p.article)}
              </summary>
              <blockquote className="mt-1 border-l-2 border-slate-200 pl-2 text-slate-600">« {p.texte} »</blockquote>
            </details>
          </li>
        ))}
      </ul>
    </Block>
  );
}
