import { Lock, Ruler } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button';
import { Panel } from './panel';

/** « Métrés » (quantities): coming soon for subscribers, a link to the plans for everyone else. */
export function MetresPanel({ subscriber }: { subscriber: boolean }) {
  return (
    <Panel id="metres" title="Métrés" icon={Ruler}>
      {subscriber ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50/70 px-5 py-6 text-center">
          <p className="text-sm font-semibold text-slate-800">Extraction des métrés : bientôt disponible</p>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
            L’extraction automatique des quantités (postes, quantités, unités) depuis les pièces du DCE arrive dans une
            prochaine version de BatiAO.
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-4 rounded-xl border border-slate-200 bg-slate-50 px-5 py-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
            <div>
              <p className="text-sm font-semibold text-slate-800">Extraction des métrés réservée aux abonnés</p>
              <p className="mt-1 text-sm text-slate-600">
                Abonnez-vous pour extraire automatiquement les quantités des pièces du DCE.
              </p>
            </div>
          </div>
          <ButtonLink to="/subscription" variant="secondary" size="sm" className="shrink-0">
            Voir les abonnements
          </ButtonLink>
        </div>
      )}
    </Panel>
  );
}
