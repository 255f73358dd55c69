import type { ReactNode } from 'react';
import { FolderOpen, Lock, Ruler } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button';
import { Panel } from './panel';

/** The content of the « Métrés » panel for subscribers (the tender-files feature, composed by the page). */
export type MetresSlot = (props: { tenderId: string; tenderTitle: string }) => ReactNode;
/** The content of the « Dossier de consultation » panel (the tender-files feature, composed by the page). */
export type FilesSlot = (props: { tenderId: string; dceUrl: string | null }) => ReactNode;

/** « Métrés » (quantities): the extraction for subscribers, a locked message and the plans for everyone else. */
export function MetresPanel({
  subscriber,
  tenderId,
  tenderTitle,
  renderMetres,
}: {
  subscriber: boolean;
  tenderId: string;
  tenderTitle: string;
  renderMetres?: MetresSlot;
}) {
  return (
    <Panel id="metres" title="Métrés" icon={Ruler}>
      {subscriber ? (
        renderMetres ? (
          renderMetres({ tenderId, tenderTitle })
        ) : null
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

/** « Dossier de consultation (DCE) »: the pieces attached to the tender. */
export function FilesPanel({
  tenderId,
  dceUrl,
  renderFiles,
}: {
  tenderId: string;
  dceUrl: string | null;
  renderFiles?: FilesSlot;
}) {
  if (!renderFiles) {
    return null;
  }
  return (
    <Panel id="dce" title="Dossier de consultation (DCE)" icon={FolderOpen}>
      {renderFiles({ tenderId, dceUrl })}
    </Panel>
  );
}
