import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import {
  Award,
  Building2,
  Calculator,
  ChartColumn,
  Download,
  FileText,
  HardHat,
  IdCard,
  Images,
  Info,
  Landmark,
  Receipt,
  Scale,
  ShieldCheck,
  Trash2,
  Umbrella,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { DocumentTypeStatus } from '@batiao/shared/contracts/documents';
import type { DocumentType } from '@batiao/shared/domain/documents';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useDeleteDocument } from '../api/delete-document';
import { useDownloadDocument } from '../api/download-document';
import { REQUIRED_NOT_COUNTED, formatFileSize, isRequired, statusBadge, type StatusTone } from '../lib/display';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DocumentDates } from './document-dates';
import { DocumentStatusBadge, RequiredBadge } from './document-status-badge';
import { DocumentUpload } from './document-upload';

const ICONS: Record<DocumentType, LucideIcon> = {
  kbis: Building2,
  urssaf: ShieldCheck,
  rc_pro: Umbrella,
  decennale: HardHat,
  piece_identite: IdCard,
  rib: Landmark,
  qualibat: Award,
  grille_tarifaire: Calculator,
  cv_dirigeant: UserRound,
  references_projets: Images,
  non_condamnation: Scale,
  bilan_comptable: ChartColumn,
  attestation_fiscale: Receipt,
};

const ICON_TONES: Record<StatusTone, string> = {
  missing: 'bg-slate-100 text-slate-500',
  'missing-required': 'bg-slate-100 text-slate-500',
  valid: 'bg-emerald-50 text-emerald-600',
  undated: 'bg-amber-50 text-amber-600',
  expiring: 'bg-orange-50 text-orange-600',
  expired: 'bg-red-50 text-red-600',
};

/**
 * After the card changes (upload, deletion), the focus goes to its first action — once the change
 * is on screen: the request is kept until a commit, and a later change of the document (the list
 * read again) moves it to the card as it then is.
 */
function useFocusFirstAction(article: RefObject<HTMLElement | null>, document: unknown) {
  const pending = useRef(false);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (!pending.current) {
      return;
    }
    const timer = window.setTimeout(() => {
      pending.current = false;
      article.current
        ?.querySelector<HTMLElement>('input:not([type="file"]):not([disabled]), button:not([disabled])')
        ?.focus();
    });
    return () => window.clearTimeout(timer);
  }, [article, requests, document]);
  return () => {
    pending.current = true;
    setRequests((count) => count + 1);
  };
}

const smallAction =
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

/** One of the 13 document types: what it is, its status, its file, its dates and what to do. */
export function DocumentCard({ type }: { type: DocumentTypeStatus }) {
  const titleId = useId();
  const article = useRef<HTMLElement>(null);
  const [confirming, setConfirming] = useState(false);
  const download = useDownloadDocument();
  const remove = useDeleteDocument();
  const Icon = ICONS[type.document_type];
  const tone = statusBadge(type).tone;
  const document = type.document;
  const focusFirstAction = useFocusFirstAction(article, document);
  const required = isRequired(type);
  const notCounted = REQUIRED_NOT_COUNTED.includes(type.document_type);
  const replaceable = type.status === 'expired' || type.status === 'expiring_soon';

  return (
    <article
      ref={article}
      aria-labelledby={titleId}
      data-document-type={type.document_type}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-xs transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-3.5">
        <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${ICON_TONES[tone]}`}>
          <Icon aria-hidden="true" className="size-5.5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="leading-snug font-semibold text-balance text-slate-900">
            {type.label}
          </h3>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <DocumentStatusBadge type={type} />
            {required ? <RequiredBadge counted={!notCounted} /> : null}
          </div>
        </div>
      </div>

      <p className="mt-4 text-sm leading-relaxed text-slate-600">{type.tips}</p>
      <p className="mt-2.5 flex items-start gap-1.5 text-xs leading-relaxed text-slate-500">
        <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span>
          {type.validity}
          {notCounted ? ' Non comptée dans la complétion du dossier.' : null}
        </span>
      </p>

      <div className="mt-auto pt-5">
        {document ? (
          <>
            <div className="rounded-xl border border-slate-200 p-3.5">
              <div className="flex min-w-0 items-center gap-3">
                <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900" title={document.filename}>
                    {document.filename}
                  </p>
                  <p className="text-xs text-slate-500">
                    {formatFileSize(document.size)} · Déposé le {formatDate(document.upload_date)}
                  </p>
                </div>
              </div>
              <DocumentDates document={document} label={type.label} />
              <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                <button
                  type="button"
                  aria-label={`Télécharger : ${type.label}`}
                  onClick={() => download.mutate(document)}
                  disabled={download.isPending}
                  className={`${smallAction} bg-slate-100 text-slate-800 hover:bg-slate-200`}
                >
                  {download.isPending ? (
                    <Spinner className="size-4" />
                  ) : (
                    <Download aria-hidden="true" className="size-4" />
                  )}
                  Télécharger
                </button>
                <button
                  type="button"
                  aria-label={`Supprimer : ${type.label}`}
                  onClick={() => setConfirming(true)}
                  className={`${smallAction} text-red-700 hover:bg-red-50`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Supprimer
                </button>
              </div>
            </div>
            {replaceable ? (
              <div className="mt-3">
                <DocumentUpload type={type} replace onFinished={() => focusFirstAction()} />
              </div>
            ) : null}
          </>
        ) : (
          <DocumentUpload type={type} onFinished={() => focusFirstAction()} />
        )}
      </div>

      {document ? (
        <ConfirmDialog
          open={confirming}
          title="Supprimer ce document ?"
          confirmLabel="Supprimer"
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(document.id, {
              onSettled: () => setConfirming(false),
              onSuccess: () => focusFirstAction(),
            })
          }
        >
          <p>
            « {type.label} » ({document.filename}) sera supprimé définitivement de votre dossier.
            {required ? ' Il faudra en déposer un nouveau pour candidater.' : ''}
          </p>
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
