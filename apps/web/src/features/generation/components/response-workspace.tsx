import { useState, type ReactNode } from 'react';
import { Download, Eye, FileType2, PencilLine, RefreshCw, Sparkles } from 'lucide-react';
import type { GeneratedResponse, GeneratedResponseSummary } from '@batiao/shared/contracts/generation';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useDownloadResponseFile, type ResponseFileFormat } from '../api/download-generated-response';
import { useGenerateResponse } from '../api/generate-response';
import { useGeneratedResponse } from '../api/get-generated-response';
import { TENDER_VERSIONS_LIMIT, useGeneratedResponses } from '../api/get-generated-responses';
import { formatBytes } from '../lib/format-bytes';
import {
  GenerationFailedError,
  formatShortDateTime,
  generationError,
  isInProgress,
  versionLabel,
} from '../lib/display';
import { GenerationAlert } from './generation-alert';
import { GenerationProgress } from './generation-progress';
import { PdfPreviewDialog } from './pdf-preview-dialog';
import { ResponseEditor } from './response-editor';
import { ResponseViewer, ToCompleteCallout } from './response-viewer';

interface ResponseWorkspaceProps {
  tenderId: string;
  /** The tender still accepts answers (open, before its deadline): generation is offered. */
  answerable: boolean;
  /** What to show when the server says a subscription is needed (403). */
  subscriptionBanner?: ReactNode;
}

function Skeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="animate-pulse">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="space-y-3">
        <div className="h-10 w-2/3 rounded-lg bg-slate-100" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-5/6 rounded bg-slate-100" />
        <div className="h-4 w-3/4 rounded bg-slate-100" />
      </div>
    </div>
  );
}

function Intro({ onGenerate }: { onGenerate: () => void }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-gradient-to-br from-amber-50/70 via-white to-white p-4 sm:p-6">
      <div className="flex items-start gap-3.5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-500 text-slate-950 shadow-sm">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">Préparez votre réponse en un clic</p>
          <p id="generate-what" className="mt-1 text-sm leading-relaxed text-slate-600">
            BatiAO rédige la lettre de candidature, le mémoire technique et la liste des documents à fournir à partir de
            l’avis et de votre dossier, en PDF et en Word.
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button variant="accent" size="lg" onClick={onGenerate} aria-describedby="generate-what">
          <Sparkles aria-hidden="true" className="size-5" />
          Générer la réponse
        </Button>
        <p className="text-xs leading-relaxed text-slate-500">
          Rien n’est inventé : ce qui manque à votre profil est signalé « À compléter ».
        </p>
      </div>
    </div>
  );
}

function VersionPicker({
  versions,
  selectedId,
  onSelect,
  disabled,
}: {
  versions: GeneratedResponseSummary[];
  selectedId: string;
  onSelect: (id: string) => void;
  disabled: boolean;
}) {
  const selected = versions.find((v) => v.id === selectedId) ?? versions[0];
  if (versions.length <= 1) {
    return selected ? <p className="text-sm font-semibold text-slate-900">{versionLabel(selected)}</p> : null;
  }
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
      <label htmlFor="response-version" className="text-xs font-semibold text-slate-500 sm:text-sm">
        Version affichée
      </label>
      <select
        id="response-version"
        value={selectedId}
        onChange={(event) => onSelect(event.target.value)}
        disabled={disabled}
        className="h-10 max-w-full min-w-0 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm font-semibold text-slate-900 shadow-xs focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30 focus:outline-none disabled:opacity-60"
      >
        {versions.map((version) => (
          <option key={version.id} value={version.id}>
            {versionLabel(version)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Meta({ response }: { response: GeneratedResponse }) {
  const parts = [
    response.pdf_size === null ? null : `PDF ${formatBytes(response.pdf_size)}`,
    response.edited_at ? `modifiée le ${formatShortDateTime(response.edited_at)}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? <p className="text-xs text-slate-500">{parts.join(' · ')}</p> : null;
}

interface ActionsProps {
  response: GeneratedResponse;
  answerable: boolean;
  onPreview: () => void;
  onEdit: () => void;
  onRegenerate: () => void;
}

function Actions({ response, answerable, onPreview, onEdit, onRegenerate }: ActionsProps) {
  const download = useDownloadResponseFile();
  const busy = (format: ResponseFileFormat) => download.isPending && download.variables.format === format;
  // A phone: the PDF first, full width, then two by two; wider screens: one wrapping row.
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <Button
        variant="primary"
        size="sm"
        className="col-span-2"
        onClick={() => download.mutate({ response, format: 'pdf' })}
        disabled={busy('pdf')}
      >
        {busy('pdf') ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
        Télécharger le PDF
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => download.mutate({ response, format: 'docx' })}
        disabled={busy('docx')}
        aria-label="Télécharger en Word (.docx)"
      >
        {busy('docx') ? <Spinner className="size-4" /> : <FileType2 aria-hidden="true" className="size-4" />}
        <span aria-hidden="true" className="sm:hidden">
          Word (.docx)
        </span>
        <span aria-hidden="true" className="hidden sm:inline">
          Télécharger en Word (.docx)
        </span>
      </Button>
      <Button variant="secondary" size="sm" onClick={onPreview}>
        <Eye aria-hidden="true" className="size-4" />
        Aperçu PDF
      </Button>
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <PencilLine aria-hidden="true" className="size-4" />
        Modifier
      </Button>
      {answerable ? (
        <Button variant="ghost" size="sm" onClick={onRegenerate} className="sm:ml-auto">
          <RefreshCw aria-hidden="true" className="size-4" />
          Régénérer
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The generated response of one tender: « Générer la réponse », the three steps while it is written,
 * then the result (letter, memo, documents) with preview, downloads, edit, regenerate and the
 * previous versions. The latest version is shown on arrival.
 */
export function ResponseWorkspace({ tenderId, answerable, subscriptionBanner }: ResponseWorkspaceProps) {
  const versions = useGeneratedResponses({ tenderId, limit: TENDER_VERSIONS_LIMIT });
  const generate = useGenerateResponse(tenderId);
  const download = useDownloadResponseFile();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);

  const list = versions.data ?? [];
  const currentId =
    selectedId && list.some((version) => version.id === selectedId) ? selectedId : (list[0]?.id ?? null);
  const selected = useGeneratedResponse(currentId);
  const response = selected.data;
  // A generation the server reported as failed is shown by its own (failed) version below.
  const failedVersionShown = generate.error instanceof GenerationFailedError && list.length > 0;
  const error = generate.isError && !failedVersionShown ? generationError(generate.error) : null;

  const start = () => {
    setConfirmRegenerate(false);
    setEditing(false);
    generate.mutate(undefined, {
      onSuccess: (result) => setSelectedId(result.id),
      // The failed version heads the list: show it.
      onError: (failure) => (failure instanceof GenerationFailedError ? setSelectedId(null) : undefined),
    });
  };

  if (versions.isPending) {
    return <Skeleton label="Chargement de la réponse générée…" />;
  }

  const alert = error ? <GenerationAlert error={error} subscriptionBanner={subscriptionBanner} /> : null;

  if (generate.isPending) {
    return <GenerationProgress response={generate.progress} />;
  }

  if (list.length === 0 || !currentId) {
    return answerable ? (
      <div className="space-y-4">
        {alert}
        <Intro onGenerate={start} />
      </div>
    ) : null;
  }

  const succeeded = response?.status === 'succeeded' ? response : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 border-b border-slate-100 pb-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <VersionPicker versions={list} selectedId={currentId} onSelect={setSelectedId} disabled={editing} />
          {succeeded ? <Meta response={succeeded} /> : null}
        </div>
        {succeeded && !editing ? (
          <Actions
            response={succeeded}
            answerable={answerable}
            onPreview={() => setPreviewing(true)}
            onEdit={() => setEditing(true)}
            onRegenerate={() => setConfirmRegenerate(true)}
          />
        ) : null}
      </div>

      {alert}

      {selected.isPending ? (
        <Skeleton label="Chargement de la version…" />
      ) : selected.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p>Erreur lors du chargement de la réponse générée.</p>
          <Button variant="secondary" size="sm" onClick={() => void selected.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : isInProgress(response) ? (
        <GenerationProgress response={response ?? null} />
      ) : !succeeded ? (
        <div className="space-y-3">
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p className="font-semibold">Cette génération a échoué.</p>
            <p className="mt-0.5">{response?.error ?? 'Erreur lors de la génération'}</p>
          </div>
          {answerable ? (
            <Button variant="accent" onClick={start}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Relancer la génération
            </Button>
          ) : null}
        </div>
      ) : editing ? (
        <ResponseEditor key={succeeded.id} response={succeeded} onClose={() => setEditing(false)} />
      ) : (
        <div className="space-y-5">
          <ToCompleteCallout items={succeeded.a_completer ?? []} />
          <ResponseViewer key={succeeded.id} response={succeeded} />
        </div>
      )}

      {previewing && succeeded ? (
        <PdfPreviewDialog
          response={succeeded}
          onClose={() => setPreviewing(false)}
          onDownload={() => download.mutate({ response: succeeded, format: 'pdf' })}
        />
      ) : null}

      <ConfirmDialog
        open={confirmRegenerate}
        title="Régénérer la réponse ?"
        confirmLabel="Régénérer"
        onConfirm={start}
        onCancel={() => setConfirmRegenerate(false)}
      >
        BatiAO rédige une nouvelle version à partir de l’avis et de votre dossier actuel.
        {response ? ` La version ${response.version} est conservée` : ' La version actuelle est conservée'} : vous la
        retrouverez dans le sélecteur de versions.
      </ConfirmDialog>
    </div>
  );
}
