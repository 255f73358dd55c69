import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';

export const CATALOG_LOAD_ERROR = 'Erreur lors du chargement du catalogue';

export function CatalogSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">Chargement de votre catalogue…</span>
      <div aria-hidden="true" className="animate-pulse space-y-6">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-24 rounded-2xl border border-slate-200 bg-white" />
          ))}
        </div>
        <div className="h-11 rounded-lg bg-slate-200/70" />
        <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-9 rounded-lg bg-slate-100" />
          ))}
        </div>
      </div>
    </div>
  );
}

export function CatalogLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-7 text-red-500" />
      <p className="mt-3 font-semibold text-red-900">{CATALOG_LOAD_ERROR}</p>
      <p className="mt-1 max-w-md text-sm text-red-800">Vérifiez votre connexion, puis réessayez.</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner className="size-4" /> : null}
        Réessayer
      </Button>
    </div>
  );
}
