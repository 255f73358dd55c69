import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../lib/session';

const SESSION_LOADING = 'Chargement de votre session…';

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

/** /admin: role admin only; other users are sent to the dashboard. */
export function RequireAdmin() {
  const { status, user } = useSession();
  if (status === 'loading') {
    return <PageSpinner label={SESSION_LOADING} />;
  }
  if (!user) {
    return <Navigate to="/login" replace />;
  }
  if (user.role !== 'admin') {
    return <Navigate to="/dashboard" replace />;
  }
  return <Outlet />;
}
