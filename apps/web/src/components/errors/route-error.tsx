import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { reportError } from '../../lib/report-error';
import { buttonClasses } from '../ui/button';

/** Shown when a page throws while rendering: an honest message and a way back. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    if (!isRouteErrorResponse(error)) {
      reportError(error, 'Erreur d’affichage d’une page');
    }
  }, [error]);

  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <AlertTriangle aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-xl font-semibold text-slate-900">Une erreur inattendue est survenue</h1>
        <p className="mt-2 text-sm text-slate-600">
          La page n’a pas pu s’afficher. Rechargez-la ; si le problème persiste, revenez à l’accueil.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" className={buttonClasses('secondary')} onClick={() => window.location.reload()}>
            Recharger
          </button>
          <Link to="/" className={buttonClasses('primary')} reloadDocument>
            Retour à l’accueil
          </Link>
        </div>
      </div>
    </div>
  );
}
