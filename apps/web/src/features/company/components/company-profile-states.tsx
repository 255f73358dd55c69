import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

export const PROFILE_LOAD_ERROR = 'Erreur lors du chargement du profil entreprise';

/** Placeholder of the form while the profile loads. */
export function CompanyProfileSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">Chargement de votre profil entreprise…</span>
      <div aria-hidden="true" className="grid animate-pulse gap-6 lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:gap-8">
        <div className="h-56 rounded-2xl border border-slate-200 bg-white" />
        <div className="space-y-6">
          {[0, 1, 2].map((i) => (
            <div key={i} className="rounded-2xl border border-slate-200 bg-white p-7">
              <div className="h-5 w-40 rounded bg-slate-200" />
              <div className="mt-3 h-3.5 w-2/3 rounded bg-slate-100" />
              <div className="mt-6 grid gap-5 sm:grid-cols-2">
                <div className="h-11 rounded-lg bg-slate-100" />
                <div className="h-11 rounded-lg bg-slate-100" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export function CompanyProfileLoadError({
  detail,
  retrying,
  onRetry,
}: {
  detail?: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-7 text-red-500" />
      <p className="mt-3 font-semibold text-red-900">{PROFILE_LOAD_ERROR}</p>
      {detail ? <p className="mt-1 max-w-md text-sm text-red-800">{detail}</p> : null}
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner className="size-4" /> : null}
        Réessayer
      </Button>
    </div>
  );
}
