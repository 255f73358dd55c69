import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DocumentTypeStatus } from '@batiao/shared/contracts/documents';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDocuments } from '../api/get-documents';
import { useFileHealth } from '../api/get-file-health';
import { DOCUMENTS_LOAD_ERROR, isRequired } from '../lib/display';
import { DocumentCard } from './document-card';
import { FileHealthSummary } from './file-health-summary';

function GridSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex gap-3.5">
            <div className="size-11 rounded-xl bg-slate-100" />
            <div className="flex-1">
              <div className="h-4 w-3/4 rounded bg-slate-200" />
              <div className="mt-3 h-5 w-24 rounded-full bg-slate-100" />
            </div>
          </div>
          <div className="mt-5 h-3.5 w-full rounded bg-slate-100" />
          <div className="mt-2 h-3.5 w-5/6 rounded bg-slate-100" />
          <div className="mt-6 h-24 rounded-xl bg-slate-50" />
        </li>
      ))}
    </ul>
  );
}

interface GroupProps {
  id: string;
  title: string;
  description: string;
  types: DocumentTypeStatus[];
}

function DocumentGroup({ id, title, description, types }: GroupProps) {
  const present = types.filter((type) => type.document !== null).length;
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1">
        <div>
          <h2 id={id} className="text-xl font-semibold tracking-tight text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        <p className="text-sm font-medium text-slate-500 tabular-nums">
          {present} / {types.length} déposé{present > 1 ? 's' : ''}
        </p>
      </div>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3">
        {types.map((type) => (
          <li key={type.document_type} className="flex">
            <DocumentCard type={type} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The administrative file (core-journey §2): the completion and the health of the file at the top,
 * then the 13 document types, the required ones first.
 */
export function DocumentsOverview({
  accountCompletion,
  storage,
}: {
  accountCompletion: number;
  /** The storage usage card, composed by the page. */
  storage?: ReactNode;
}) {
  const documents = useDocuments();
  const health = useFileHealth();

  return (
    <div className="min-h-[calc(100vh-4rem)] bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-amber-600 uppercase">Dossier administratif</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Mes documents</h1>
          <p className="mt-3 text-slate-600">
            Les pièces que les acheteurs publics demandent pour candidater. Déposez-les une fois : BatiAO vérifie leur
            validité et vous prévient avant qu’elles n’expirent.
          </p>
        </header>

        <div className="mt-8">
          <FileHealthSummary health={health.data} fallbackCompletion={accountCompletion} />
        </div>
        {storage ? <div className="mt-4">{storage}</div> : null}

        {documents.isPending ? (
          <div role="status" aria-busy="true" className="mt-10">
            <span className="sr-only">Chargement des documents…</span>
            <GridSkeleton count={6} />
          </div>
        ) : documents.isError ? (
          <div
            role="alert"
            className="mt-10 flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
          >
            <AlertTriangle aria-hidden="true" className="size-7 text-red-500" />
            <p className="mt-3 font-semibold text-red-900">{DOCUMENTS_LOAD_ERROR}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-4"
              onClick={() => void documents.refetch()}
              disabled={documents.isFetching}
            >
              {documents.isFetching ? <Spinner className="size-4" /> : null}
              Réessayer
            </Button>
          </div>
        ) : (
          <>
            <DocumentGroup
              id="required-documents"
              title="Pièces obligatoires"
              description="Demandées dans presque toutes les consultations : sans elles, votre candidature peut être écartée."
              types={documents.data.types.filter(isRequired)}
            />
            <DocumentGroup
              id="optional-documents"
              title="Pièces complémentaires"
              description="Elles renforcent votre candidature et servent à rédiger vos réponses."
              types={documents.data.types.filter((type) => !isRequired(type))}
            />
          </>
        )}
      </div>
    </div>
  );
}
