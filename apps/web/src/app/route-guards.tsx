import { hasSubscriberAccess } from '@batiao/shared/domain/plans';
import { Lock, ShieldAlert } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../lib/session';

const SESSION_LOADING = 'Chargement de votre session…';

/** What a signed-in page shows until the session is known. */
export function SessionSpinner() {
  return <PageSpinner label={SESSION_LOADING} />;
}

/** Signed-in routes: a spinner while the session loads, /login without a user. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return <PageSpinner label={SESSION_LOADING} />;
  }
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}

/** /login and /register: a signed-in user goes straight to the dashboard. */
export function RequireGuest() {
  const { status } = useSession();
  if (status === 'loading') {
    return <PageSpinner label={SESSION_LOADING} />;
  }
  if (status === 'authenticated') {
    return <Navigate to="/dashboard" replace />;
  }
  return <Outlet />;
}

/** /admin: role admin only; other users see « Accès refusé » (supporting-areas §2). */
export function RequireAdmin() {
  const { status, user } = useSession();
  if (status === 'loading') {
    return <PageSpinner label={SESSION_LOADING} />;
  }
  if (!user) {
    return <Navigate to="/login" replace />;
  }
  if (user.role !== 'admin') {
    // The server refuses the admin calls too (403); the page says why rather than moving away.
    return (
      <section className="bg-slate-50 px-4 py-20 sm:py-28">
        <div className="mx-auto max-w-xl text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-red-100 text-red-700">
            <ShieldAlert aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Accès refusé</h1>
          <p className="mt-4 text-lg leading-8 text-slate-600">Vous n’avez pas les privilèges administrateur.</p>
          <ButtonLink to="/dashboard" variant="primary" size="lg" className="mt-10">
            Retour au tableau de bord
          </ButtonLink>
        </div>
      </section>
    );
  }
  return <Outlet />;
}

/**
 * Pages reserved for subscribers (core-journey §6: submit a tender, the response generator): the
 * subscription read from the server (`/api/auth/me`); admins pass. Without one, the spec's
 * « Abonnement requis » with a link to the plans — the server enforces the same rule on its side.
 */
export function RequireSubscription({ message }: { message: string }) {
  const { status, user } = useSession();
  if (status === 'loading') {
    return <PageSpinner label={SESSION_LOADING} />;
  }
  if (!user) {
    return <Navigate to="/login" replace />;
  }
  if (!hasSubscriberAccess(user)) {
    return (
      <section className="bg-slate-50 px-4 py-20 sm:py-28">
        <div className="mx-auto max-w-xl text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
            <Lock aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Abonnement requis</h1>
          <p className="mt-4 text-lg leading-8 text-slate-600">{message}</p>
          <ButtonLink to="/subscription" variant="accent" size="lg" className="mt-10">
            Voir les abonnements
          </ButtonLink>
        </div>
      </section>
    );
  }
  return <Outlet />;
}
