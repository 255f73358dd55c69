import { startTransition, useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { LogOut, MapPin, Menu, ShieldCheck, X } from 'lucide-react';
import { tradeLabel } from '@batiao/shared/domain/trades';
import type { User } from '@batiao/shared/contracts/auth';
import { useSession } from '../../lib/session';
import { fullName } from '../../lib/format';
import { notifySuccess } from '../../lib/toasts';
import { ButtonLink, buttonClasses } from '../ui/button';
import { Logo } from '../ui/logo';

interface NavItem {
  to: string;
  label: string;
}

const SIGNED_IN_LINKS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/tenders', label: 'Appels d’Offres' },
  { to: '/documents', label: 'Dossier' },
  { to: '/company', label: 'Mon entreprise' },
  { to: '/subscription', label: 'Abonnement' },
];
const ADMIN_LINK: NavItem = { to: '/admin', label: 'Administration' };

/** The generator page (/quartus): a special feature offered to active subscribers only. */
const GENERATOR_LINK: NavItem = { to: '/quartus', label: 'Générateur' };

function linksFor(user: User): NavItem[] {
  const links = user.subscription_active ? [...SIGNED_IN_LINKS, GENERATOR_LINK] : SIGNED_IN_LINKS;
  return user.role === 'admin' ? [...links, ADMIN_LINK] : links;
}

function initials(user: User): string {
  return `${user.prenom.charAt(0)}${user.nom.charAt(0)}`.toUpperCase();
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-slate-100 text-slate-900' : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900'
  }`;

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-base font-medium ${
    isActive ? 'bg-amber-50 text-slate-900' : 'text-slate-700 hover:bg-slate-50'
  }`;

/** `extra`: shown beside the account for a signed-in user, on every screen size (the notification bell). */
export function SiteHeader({ extra }: { extra?: ReactNode } = {}) {
  const { status, user, signOut } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) {
      return;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  const logout = () => {
    closeMenu();
    // React Router applies navigations as transitions: dropping the session in the same transition
    // makes both land in one render, so the signed-in page is never rendered without a user (its
    // guard would otherwise send the visitor to /login instead of the home page).
    startTransition(() => {
      signOut();
      void navigate('/', { replace: true });
    });
    notifySuccess('Vous êtes déconnecté. À bientôt !');
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={user ? '/dashboard' : '/'} className="rounded-md" aria-label="BatiAO, accueil" onClick={closeMenu}>
          <Logo />
        </Link>

        {status === 'loading' ? (
          <div aria-hidden="true" className="h-9 w-40 animate-pulse rounded-lg bg-slate-100" />
        ) : user ? (
          <>
            <nav aria-label="Navigation principale" className="hidden items-center gap-1 lg:flex">
              {linksFor(user).map((item) => (
                <NavLink key={item.to} to={item.to} className={desktopLink}>
                  {item.to === '/admin' ? (
                    <span className="inline-flex items-center gap-1.5">
                      <ShieldCheck aria-hidden="true" className="size-4 text-amber-600" />
                      {item.label}
                    </span>
                  ) : (
                    item.label
                  )}
                </NavLink>
              ))}
            </nav>
            <div className="ml-auto flex items-center gap-3 lg:ml-0">
              {extra}
              <div className="hidden items-center gap-3 lg:flex">
                <Link
                  to="/account"
                  aria-label="Mon compte"
                  title="Mon compte"
                  className="flex items-center gap-2.5 rounded-full border border-slate-200 py-1 pr-3.5 pl-1 hover:border-amber-300 hover:bg-amber-50"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-8 items-center justify-center rounded-full bg-amber-100 text-xs font-bold text-amber-800"
                  >
                    {initials(user)}
                  </span>
                  <span className="max-w-36 leading-tight">
                    <span className="block truncate text-sm font-semibold text-slate-900">{user.prenom}</span>
                    <span className="block truncate text-xs text-slate-500">{tradeLabel(user.metier)}</span>
                  </span>
                </Link>
                <button type="button" onClick={logout} className={buttonClasses('ghost', 'sm')}>
                  <LogOut aria-hidden="true" className="size-4" />
                  Déconnexion
                </button>
              </div>
            </div>
          </>
        ) : (
          <nav aria-label="Navigation principale" className="hidden items-center gap-2 md:flex">
            <NavLink to="/demo" className={desktopLink}>
              Démo
            </NavLink>
            <NavLink to="/login" className={desktopLink}>
              Connexion
            </NavLink>
            <ButtonLink to="/register" variant="accent" size="sm" className="ml-2">
              Commencer gratuitement
            </ButtonLink>
          </nav>
        )}

        {status !== 'loading' ? (
          <button
            type="button"
            className={`${user ? 'lg:hidden' : 'md:hidden'} inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        ) : null}
      </div>

      {menuOpen && status !== 'loading' ? (
        <div id={menuId} className={`border-t border-slate-200 bg-white ${user ? 'lg:hidden' : 'md:hidden'}`}>
          <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:px-6">
            {user ? (
              <>
                <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-4">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-sm font-bold text-amber-800"
                  >
                    {initials(user)}
                  </span>
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{fullName(user)}</p>
                    <p className="text-sm text-slate-600">{tradeLabel(user.metier)}</p>
                    <p className="mt-1 flex items-center gap-1 text-sm text-slate-500">
                      <MapPin aria-hidden="true" className="size-3.5" />
                      {user.zone_geographique}
                    </p>
                  </div>
                </div>
                <nav aria-label="Navigation mobile" className="space-y-1">
                  {linksFor(user).map((item) => (
                    <NavLink key={item.to} to={item.to} className={mobileLink} onClick={closeMenu}>
                      {item.label}
                    </NavLink>
                  ))}
                  <NavLink to="/account" className={mobileLink} onClick={closeMenu}>
                    Mon compte
                  </NavLink>
                </nav>
                <button type="button" onClick={logout} className={buttonClasses('secondary', 'md', 'w-full')}>
                  <LogOut aria-hidden="true" className="size-4" />
                  Déconnexion
                </button>
              </>
            ) : (
              <>
                <nav aria-label="Navigation mobile" className="space-y-1">
                  <NavLink to="/demo" className={mobileLink} onClick={closeMenu}>
                    Démo
                  </NavLink>
                  <NavLink to="/login" className={mobileLink} onClick={closeMenu}>
                    Connexion
                  </NavLink>
                </nav>
                <ButtonLink to="/register" variant="accent" className="w-full" onClick={closeMenu}>
                  Commencer gratuitement
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      ) : null}
    </header>
  );
}
