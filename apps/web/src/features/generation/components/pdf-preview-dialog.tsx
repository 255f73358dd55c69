import { useEffect, useId, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Download, X } from 'lucide-react';
import type { GeneratedResponse } from '@batiao/shared/contracts/generation';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePdfPreview } from '../api/download-generated-response';
import { PREVIEW_ERROR, failureMessage } from '../lib/display';

/** An object URL for a Blob, revoked when the Blob changes or the dialog closes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(
    () => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null),
    [blob],
  );
  useEffect(
    () => () => {
      if (url) {
        URL.revokeObjectURL(url);
      }
    },
    [url],
  );
  return url;
}

/**
 * « Aperçu PDF »: the PDF fetched with the token (`?inline=1`) and shown in the page, in a modal
 * dialog (Escape or « Fermer » closes it, focus goes back to the button that opened it).
 */
export function PdfPreviewDialog({
  response,
  onClose,
  onDownload,
}: {
  response: GeneratedResponse;
  onClose: () => void;
  onDownload: () => void;
}) {
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const preview = usePdfPreview(response.id, response.edited_at ?? response.created_at, true);
  const url = useObjectUrl(preview.data);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) {
        opener.focus();
      }
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-stretch justify-center sm:p-6">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-950/60 backdrop-blur-[2px]" onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex w-full max-w-5xl flex-col overflow-hidden bg-white shadow-2xl ring-1 ring-slate-900/5 sm:rounded-2xl"
      >
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate text-base font-semibold text-slate-900">
              Aperçu du PDF — version {response.version}
            </h2>
            <p className="truncate text-xs text-slate-500">{response.filename}</p>
          </div>
          <Button variant="secondary" size="sm" onClick={onDownload}>
            <Download aria-hidden="true" className="size-4" />
            Télécharger
          </Button>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label="Fermer l’aperçu"
            className={buttonClasses('ghost', 'sm')}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="relative flex-1 bg-slate-100">
          {preview.isPending ? (
            <div role="status" className="flex h-full min-h-[50vh] items-center justify-center gap-3 text-slate-500">
              <Spinner className="size-6 text-amber-500" />
              <span className="text-sm font-medium">Chargement de l’aperçu…</span>
            </div>
          ) : preview.isError || !url ? (
            <div
              role="alert"
              className="flex h-full min-h-[50vh] flex-col items-center justify-center gap-3 px-6 text-center"
            >
              <p className="text-sm font-medium text-slate-800">{failureMessage(PREVIEW_ERROR, preview.error)}</p>
              <Button variant="primary" size="sm" onClick={onDownload}>
                <Download aria-hidden="true" className="size-4" />
                Télécharger le PDF
              </Button>
            </div>
          ) : (
            <>
              {/* A blob: frame needs `frame-src blob:` in the server's CSP. */}
              <iframe
                src={url}
                title={`Aperçu du PDF, version ${response.version}`}
                className="block h-full min-h-[70vh] w-full border-0"
              />
              <p className="border-t border-slate-200 bg-white px-4 py-2 text-xs text-slate-600">
                L’aperçu ne s’affiche pas sur votre téléphone ?{' '}
                <a href={url} target="_blank" rel="noopener" className="font-semibold text-amber-800 underline">
                  Ouvrir le PDF dans un nouvel onglet
                </a>
              </p>
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
