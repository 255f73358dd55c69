import type { ReactNode } from 'react';
import { AlertTriangle, CalendarClock, ClipboardList } from 'lucide-react';
import type { TenderAnalysis } from '@batiao/shared/contracts/tender-files';
import { Spinner } from '../../../components/ui/spinner';
import { useTenderAnalysis } from '../api/tender-files';
import { Block, Criteria, Penalties, RequiredPieces, Source, where } from './dce-analysis-sections';

const FORMS: Record<TenderAnalysis['forme_prix']['forme'], string> = {
  dpgf: 'DPGF (prix global et forfaitaire)',
  bpu_dqe: 'BPU + DQE (prix unitaires)',
  forfait: 'Forfait',
  inconnue: 'Non trouvée',
};

const frenchDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3/$2/$1');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Visit({ visite }: { visite: NonNullable<TenderAnalysis['visite']> }) {
  const when = visite.date
    ? ` le ${frenchDate(visite.date)}${visite.heure ? ` à ${visite.heure}` : ''}`
    : ' — date non indiquée';
  return visite.obligatoire ? (
    <>
      <strong className="font-semibold text-red-800">Obligatoire{when}</strong>
      <Source {...visite} />
    </>
  ) : (
    <>
      Facultative{visite.date ? when : ''}
      <Source {...visite} />
    </>
  );
}

/** What the RC, the CCAP and the CCTP say, each fact with the piece, the page and the article it was read on. */
export function DceAnalysisView({ analysis: a, tenderId }: { analysis: TenderAnalysis; tenderId?: string }) {
  const variants =
    a.variantes_autorisees === true
      ? 'Autorisées'
      : a.variantes_autorisees === false
        ? 'Non autorisées'
        : (a.variantes?.texte.split(' — ')[0] ?? null);
  const pse = a.pse ?? [];
  return (
    <section
      aria-labelledby="analyse-dce-title"
      className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="analyse-dce-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <ClipboardList aria-hidden="true" className="size-4 text-slate-400" /> Analyse du DCE
        </h3>
        {a.visite?.obligatoire ? (
          <p className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
            <CalendarClock aria-hidden="true" className="size-3.5" /> Visite obligatoire
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-slate-500">
        Lu dans les pièces jointes ; chaque information renvoie à sa pièce, sa page et son article.
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Date limite">
          {a.date_limite ? (
            <>
              {frenchDate(a.date_limite.texte)}
              <Source {...a.date_limite} />
            </>
          ) : (
            'Non trouvée'
          )}
        </Fact>
        <Fact label="Visite du site">{a.visite ? <Visit visite={a.visite} /> : 'Non mentionnée'}</Fact>
        <Fact label="Forme du prix">{FORMS[a.forme_prix.forme]}</Fact>
        <Fact label="Délai d’exécution">
          {a.duree ? (
            <>
              {a.duree.texte}
              <Source {...a.duree} />
            </>
          ) : (
            'Non trouvé'
          )}
        </Fact>
        <Fact label="Validité des offres">
          {a.validite_offres ? (
            <>
              {a.validite_offres.texte}
              <Source {...a.validite_offres} />
            </>
          ) : (
            'Non trouvée'
          )}
        </Fact>
        <Fact label="Variantes">
          {variants && a.variantes ? (
            <>
              {variants}
              <Source {...a.variantes} />
            </>
          ) : (
            'Non mentionnées'
          )}
        </Fact>
      </dl>

      <Criteria analysis={a} />
      <RequiredPieces pieces={a.pieces_exigees ?? []} tenderId={tenderId} />
      <Penalties penalties={a.penalites ?? []} />

      {pse.length > 0 ? (
        <Block title="PSE et options à chiffrer">
          <ul className="space-y-1 text-sm text-slate-900">
            {pse.map((p) => (
              <li key={`${p.texte}-${p.fichier}`}>
                {p.texte}
                <Source {...p} />
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      {a.lots.length > 0 ? (
        <Block title="Lots">
          <ul className="space-y-0.5 text-sm text-slate-900">
            {a.lots.map((lot) => (
              <li key={lot.texte}>
                {lot.texte}
                <Source {...lot} />
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {a.contraintes.length > 0 ? (
        <Block title="Contraintes du chantier">
          <ul className="space-y-1 text-sm text-slate-900">
            {a.contraintes.map((c) => (
              <li key={`${c.type}-${c.fichier}`}>
                <span className="font-medium">{c.libelle}</span> — « {c.texte} »
                <Source {...c} />
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {a.normes.length > 0 ? (
        <Block title={`Normes citées par le CCTP (${a.normes.length})`}>
          <ul className="flex flex-wrap gap-1.5">
            {a.normes.map((n) => (
              <li
                key={n.norme}
                title={where(n.fichier, n.page)}
                className="rounded-md bg-white px-2 py-0.5 text-xs text-slate-700 ring-1 ring-slate-200"
              >
                {n.norme}
                {n.page ? <span className="text-slate-400"> · p. {n.page}</span> : null}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {a.avertissements.length > 0 ? (
        <ul className="mt-4 space-y-1">
          {a.avertissements.map((w) => (
            <li key={w} className="flex items-start gap-2 text-xs text-amber-800">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" /> {w}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function DceAnalysis({ tenderId }: { tenderId: string }) {
  const query = useTenderAnalysis(tenderId, true);
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" /> Analyse des pièces…
      </p>
    );
  }
  if (query.isError) {
    return <p className="text-sm text-red-700">Erreur lors de l’analyse du dossier de consultation.</p>;
  }
  return <DceAnalysisView analysis={query.data} tenderId={tenderId} />;
}
