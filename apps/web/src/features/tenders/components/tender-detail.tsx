import { useEffect, type ReactNode } from 'react';
import { FileSignature } from 'lucide-react';
import { useLocation } from 'react-router';
import type { User } from '@batiao/shared/contracts/auth';
import { hasSubscriberAccess } from '@batiao/shared/domain/plans';
import { isTenderNotFound, useTender } from '../api/get-tender';
import { CompatibilityBox } from './compatibility';
import { BackLink, useBackToList } from './detail/back-link';
import { Criteria } from './detail/criteria';
import { Description } from './detail/description';
import { DetailNotFound, DetailSkeleton } from './detail/detail-states';
import { KeyInformation } from './detail/key-information';
import { Lots } from './detail/lots';
import { FilesPanel, MetresPanel, type FilesSlot, type MetresSlot } from './detail/metres-panel';
import { Panel } from './detail/panel';
import { QuickActions } from './detail/quick-actions';
import { ResponsePanel, type ResponseSlot } from './detail/response-panel';
import { SubmittedTenderPanel } from './detail/submitted-tender';
import { TenderHeader } from './detail/tender-header';
import { TenderLoadError } from './tender-list-states';

/** /tenders/{id}: the tender's blocks, laid out in a main column and a sticky aside. */
export function TenderDetail({
  id,
  user,
  renderResponse,
  renderFiles,
  renderMetres,
  renderForms,
}: {
  id: string;
  user: User;
  /** The content of the « Réponse générée » panel (features do not import each other). */
  renderResponse?: ResponseSlot;
  /** The consultation files and the quantities (the tender-files feature). */
  renderFiles?: FilesSlot;
  renderMetres?: MetresSlot;
  /** « Formulaires et dossier »: DC1/DC2 and the response pack (the tender-forms feature). */
  renderForms?: (props: { tenderId: string; subscriber: boolean }) => ReactNode;
}) {
  const query = useTender(id);
  const backTo = useBackToList();
  const { hash } = useLocation();
  const tender = query.data;
  const subscriber = hasSubscriberAccess(user);

  // "Générer réponse" on a card opens /tenders/{id}#reponse: scroll there once the page is drawn.
  useEffect(() => {
    if (tender && hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
    }
  }, [tender, hash]);

  return (
    <div className="min-h-[calc(100vh-4rem)] bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <BackLink to={backTo} />
        {query.isPending ? (
          <DetailSkeleton />
        ) : query.isError ? (
          isTenderNotFound(query.error) ? (
            <DetailNotFound backTo={backTo} />
          ) : (
            <div className="mt-6">
              <TenderLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
            </div>
          )
        ) : (
          <article aria-labelledby="tender-title" className="mt-6">
            <TenderHeader tender={query.data} />

            <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
              <div className="min-w-0 space-y-6 lg:col-span-2">
                <Panel id="description" title="Description">
                  <Description text={query.data.description} />
                </Panel>
                <Panel id="informations" title="Informations clés">
                  <KeyInformation tender={query.data} />
                </Panel>
                <Panel id="lots" title="Lots">
                  <Lots lots={query.data.lots} />
                </Panel>
                <Panel id="criteres" title="Critères d’attribution">
                  <Criteria criteria={query.data.criteria} />
                </Panel>
                <FilesPanel tenderId={query.data.id} dceUrl={query.data.dce_url} renderFiles={renderFiles} />
                <MetresPanel
                  subscriber={subscriber}
                  tenderId={query.data.id}
                  tenderTitle={query.data.title}
                  renderMetres={renderMetres}
                />
                <ResponsePanel tender={query.data} canGenerate={subscriber} renderResponse={renderResponse} />
                {renderForms ? (
                  <Panel id="formulaires" title="Formulaires et dossier" icon={FileSignature}>
                    {renderForms({ tenderId: query.data.id, subscriber })}
                  </Panel>
                ) : null}
              </div>
              <aside className="order-first min-w-0 space-y-6 lg:sticky lg:top-24 lg:order-none">
                <CompatibilityBox analysis={query.data.compatibility_analysis} />
                {query.data.submitted_by_me ? <SubmittedTenderPanel tender={query.data} /> : null}
                <QuickActions tender={query.data} />
              </aside>
            </div>
          </article>
        )}
      </div>
    </div>
  );
}
