import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

export const PROFILE_LOAD_ERROR = 'Erreur lors du chargement du profil tarifaire';

export function PricingProfileSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">Chargement de votre profil tarifaire…</span>
      <div aria-hidden="true" className="animate-pulse rounded-2xl border border-slate-200 bg-white">
        <div className="flex gap-4 border-b border-slate-200 px-4 py-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-5 w-28 rounded bg-slate-200" />
          ))}
        </div>
        <div className="grid gap-6 p-7 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i}>
              <div className="h-4 w-32 rounded bg-slate-200" />
              <div className="mt-2 h-11 rounded-lg bg-slate-100" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export function PricingProfileLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-7 text-red-500" />
      <p className="mt-3 font-semibold text-red-900">{PROFILE_LOAD_ERROR}</p>
      <p className="mt-1 max-w-md text-sm text-red-800">Vérifiez votre connexion, puis réessayez.</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner className="size-4" /> : null}
        Réessayer
      </Button>
    </div>
  );
}
