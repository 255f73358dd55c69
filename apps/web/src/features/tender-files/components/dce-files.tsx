import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { CloudUpload, ExternalLink, FileSpreadsheet, FileText, FolderOpen, Trash2, X } from 'lucide-react';
import {
  TENDER_FILES_ACCEPT,
  TENDER_FILES_MAX_BYTES,
  TENDER_FILE_ROLES,
  TENDER_FILE_ROLE_LABELS,
  type TenderFile,
  type TenderFileRole,
} from '@batiao/shared/contracts/tender-files';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { notifyError, notifyWarning } from '../../../lib/toasts';
import { useDeleteTenderFile, useSetFileRole, useTenderFiles, useUploadTenderFiles } from '../api/tender-files';
import { formatBytes } from '../lib/messages';
import { DceAnalysis } from './dce-analysis';

export const UPLOAD_CANCELLED = 'Envoi annulé';
const EXTENSIONS = TENDER_FILES_ACCEPT.split(',');

/** A first look at the name, so that a photo is refused at once; the server checks the content. */
function acceptable(file: File): boolean {
  const name = file.name.toLowerCase();
  return EXTENSIONS.some((ext) => name.endsWith(ext));
}

function StatusNote({ file }: { file: TenderFile }) {
  if (file.text_status === 'scanned') {
    return <span className="text-amber-700">PDF scanné : texte non lisible (pas de reconnaissance de caractères)</span>;
  }
  if (file.text_status === 'unreadable') {
    return <span className="text-red-700">Fichier illisible</span>;
  }
  if (file.format === 'xls') {
    return <span className="text-amber-700">Format XLS : enregistrez-le en XLSX ou ODS pour les métrés</span>;
  }
  return null;
}

function FileRow({
  file,
  onRole,
  onDelete,
  busy,
}: {
  file: TenderFile;
  onRole: (role: TenderFileRole) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const selectId = useId();
  const Icon = file.format === 'pdf' || file.format === 'docx' ? FileText : FileSpreadsheet;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900" title={file.filename}>
            {file.filename}
          </p>
          <p className="text-xs text-slate-500">
            {file.path ? `${file.path} · ` : ''}
            {formatBytes(file.size)}
            {file.pages ? ` · ${file.pages} page${file.pages > 1 ? 's' : ''}` : ''}
          </p>
          <p className="text-xs">
            <StatusNote file={file} />
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Rôle de {file.filename}
        </label>
        <select
          id={selectId}
          value={file.role}
          disabled={busy}
          onChange={(event) => onRole(event.target.value as TenderFileRole)}
          className="h-10 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 sm:w-64"
        >
          {TENDER_FILE_ROLES.map((role) => (
            <option key={role} value={role}>
              {TENDER_FILE_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Retirer ${file.filename}`}
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-500"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/**
 * The tender's consultation files: the buyer's DCE address, a drop zone (zip with folders, PDF,
 * DOCX, XLSX, XLS, ODS) with a real progress bar, the pieces with their recognised role (which the
 * user may correct), and the analysis of what they say.
 */
export function DceFiles({ tenderId, dceUrl }: { tenderId: string; dceUrl: string | null }) {
  const files = useTenderFiles(tenderId);
  const upload = useUploadTenderFiles(tenderId);
  const setRole = useSetFileRole(tenderId);
  const remove = useDeleteTenderFile(tenderId);
  const [percent, setPercent] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [toDelete, setToDelete] = useState<TenderFile | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const inputId = useId();

  useEffect(() => () => controller.current?.abort(), []);

  function send(chosen: File[]) {
    const refused = chosen.filter((f) => !acceptable(f));
    const kept = chosen.filter(acceptable);
    if (refused.length > 0) {
      notifyError(`Format non accepté : ${refused.map((f) => f.name).join(', ')} (ZIP, PDF, DOCX, XLSX, XLS ou ODS)`);
    }
    const total = kept.reduce((sum, f) => sum + f.size, 0);
    if (total > TENDER_FILES_MAX_BYTES) {
      notifyError('Le dossier de consultation dépasse 200 Mo pour cet appel d’offres.');
      return;
    }
    if (kept.length === 0) {
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    upload.mutate(
      { files: kept, onProgress: (p) => setPercent(p.percent), signal: abort.signal },
      {
        onSettled: () => {
          controller.current = null;
          setPercent(null);
          if (input.current) {
            input.current.value = '';
          }
        },
        onError: (error) => {
          if (error instanceof DOMException && error.name === 'AbortError') {
            notifyWarning(UPLOAD_CANCELLED);
          }
        },
      },
    );
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (upload.isPending) {
      return;
    }
    send(Array.from(event.dataTransfer.files));
  }

  const list = files.data?.files ?? [];
  const uploading = upload.isPending;

  return (
    <div className="space-y-5">
      {dceUrl ? (
        <p className="text-sm text-slate-600">
          <a
            href={dceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-blue-700 underline-offset-2 hover:underline"
          >
            Ouvrir le profil acheteur (DCE)
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(nouvel onglet)</span>
          </a>{' '}
          — le profil acheteur peut demander de créer un compte. Déposez ensuite ici l’archive reçue.
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          L’avis ne donne pas l’adresse du DCE : demandez-le à l’acheteur, puis déposez-le ici.
        </p>
      )}

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dragging ? 'border-blue-500 bg-blue-50' : 'border-slate-300 bg-slate-50/70'
        }`}
      >
        {uploading ? (
          <div className="mx-auto max-w-sm" aria-live="polite">
            <p className="flex items-center justify-center gap-2 text-sm font-medium text-slate-800">
              <Spinner className="size-4" /> Envoi du dossier… {percent ?? 0} %
            </p>
            <div
              role="progressbar"
              aria-label="Envoi du dossier de consultation"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent ?? 0}
              className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-blue-600 transition-[width]" style={{ width: `${percent ?? 0}%` }} />
            </div>
            {percent === 100 ? <p className="mt-2 text-xs text-slate-500">Lecture des pièces (texte, rôles)…</p> : null}
            <Button variant="ghost" size="sm" className="mt-3" onClick={() => controller.current?.abort()}>
              <X aria-hidden="true" className="size-4" /> Annuler l’envoi
            </Button>
          </div>
        ) : (
          <>
            <CloudUpload aria-hidden="true" className="mx-auto size-8 text-slate-400" />
            <p className="mt-2 text-sm font-medium text-slate-800">
              Glissez ici le DCE (ZIP avec ses dossiers) ou ses pièces
            </p>
            <p className="mt-1 text-xs text-slate-500">
              ZIP, PDF, DOCX, XLSX, XLS ou ODS — 200 Mo au plus par appel d’offres
            </p>
            <input
              ref={input}
              id={inputId}
              type="file"
              multiple
              accept={TENDER_FILES_ACCEPT}
              className="sr-only"
              onChange={(event) => send(Array.from(event.target.files ?? []))}
            />
            <label
              htmlFor={inputId}
              className="mt-3 inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-within:outline-2 focus-within:outline-blue-600"
            >
              <FolderOpen aria-hidden="true" className="size-4" /> Choisir des fichiers
            </label>
          </>
        )}
      </div>

      {files.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" /> Chargement des pièces…
        </p>
      ) : files.isError ? (
        <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          Erreur lors du chargement des pièces du dossier.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void files.refetch()}>
            Réessayer
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">Aucune pièce jointe pour le moment.</p>
      ) : (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">
            {list.length} pièce{list.length > 1 ? 's' : ''} · {formatBytes(files.data.total_bytes)} sur 200 Mo
          </h3>
          <ul className="mt-1 divide-y divide-slate-100">
            {list.map((file) => (
              <FileRow
                key={file.id}
                file={file}
                busy={setRole.isPending && setRole.variables.fileId === file.id}
                onRole={(role) => setRole.mutate({ fileId: file.id, role })}
                onDelete={() => setToDelete(file)}
              />
            ))}
          </ul>
        </div>
      )}

      {list.length > 0 ? <DceAnalysis tenderId={tenderId} /> : null}

      {toDelete ? (
        <ConfirmDialog
          title="Retirer cette pièce ?"
          confirmLabel="Retirer"
          busy={remove.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={() => remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
        >
          « {toDelete.filename} » sera retiré du dossier et son fichier supprimé.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
