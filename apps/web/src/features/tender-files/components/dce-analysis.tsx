import type { ReactNode } from 'react';
import { AlertTriangle, ClipboardList } from 'lucide-react';
import type { TenderAnalysis } from '@batiao/shared/contracts/tender-files';
import { Spinner } from '../../../components/ui/spinner';
import { useTenderAnalysis } from '../api/tender-files';

const FORMS: Record<TenderAnalysis['forme_prix']['forme'], string> = {
  dpgf: 'DPGF (prix global et forfaitaire)',
  bpu_dqe: 'BPU + DQE (prix unitaires)',
  forfait: 'Forfait',
  inconnue: 'Non trouvée',
};

const where = (fichier: string, page: number | null) =>
  `${fichier.split('/').pop() ?? fichier}${page ? `, p. ${page}` : ''}`;

const frenchDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3/$2/$1');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const Source = ({ fichier, page }: { fichier: string; page: number | null }) => (
  <span className="text-xs text-slate-500"> ({where(fichier, page)})</span>
);

/** What the RC and the CCTP say, each fact with the piece and the page it was read on. */
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
  const a = query.data;
  return (
    <section aria-labelledby="analyse-dce-title" className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <h3 id="analyse-dce-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <ClipboardList aria-hidden="true" className="size-4 text-slate-400" /> Analyse du DCE
      </h3>
      <dl className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
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
        <Fact label="Visite du site">
          {a.visite ? (
            <>
              {a.visite.obligatoire ? 'Obligatoire' : 'Facultative'}
              {a.visite.date ? ` le ${frenchDate(a.visite.date)}` : ''}
              <Source {...a.visite} />
            </>
          ) : (
            'Non mentionnée'
          )}
        </Fact>
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
        <Fact label="Variantes">
          {a.variantes ? (
            <>
              {a.variantes.texte.split(' — ')[0]}
              <Source {...a.variantes} />
            </>
          ) : (
            'Non mentionnées'
          )}
        </Fact>
        <Fact label="Critères d’attribution">
          {a.criteres.length > 0 ? (
            <ul className="space-y-0.5">
              {a.criteres.map((c) => (
                <li key={`${c.critere}-${c.ponderation ?? ''}`}>
                  {c.critere}
                  {c.ponderation !== null ? ` : ${c.ponderation} %` : ''}
                  <Source {...c} />
                </li>
              ))}
            </ul>
          ) : (
            'Non trouvés'
          )}
        </Fact>
      </dl>
      {a.lots.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-xs font-medium text-slate-500">Lots</h4>
          <ul className="mt-1 space-y-0.5 text-sm text-slate-900">
            {a.lots.map((lot) => (
              <li key={lot.texte}>
                {lot.texte}
                <Source {...lot} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {a.contraintes.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-xs font-medium text-slate-500">Contraintes du chantier</h4>
          <ul className="mt-1 space-y-1 text-sm text-slate-900">
            {a.contraintes.map((c) => (
              <li key={`${c.type}-${c.fichier}`}>
                <span className="font-medium">{c.libelle}</span> — « {c.texte} »
                <Source {...c} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {a.normes.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-xs font-medium text-slate-500">Normes citées par le CCTP ({a.normes.length})</h4>
          <ul className="mt-1 flex flex-wrap gap-1.5">
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
        </div>
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
