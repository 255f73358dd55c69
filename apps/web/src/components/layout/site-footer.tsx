import { Link } from 'react-router';
import { openCookieSettings } from '../../lib/consent';
import { Logo } from '../ui/logo';

const COLUMNS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Produit',
    links: [
      { to: '/features', label: 'Fonctionnalités' },
      { to: '/pricing', label: 'Tarifs' },
      { to: '/integrations', label: 'Intégrations' },
      { to: '/demo', label: 'Démo' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help', label: 'Centre d’aide' },
      { to: '/contact', label: 'Contact' },
      { to: '/status', label: 'État du service' },
      { to: '/security', label: 'Sécurité' },
    ],
  },
  {
    title: 'Légal',
    links: [
      { to: '/legal/mentions', label: 'Mentions légales' },
      { to: '/legal/terms', label: 'Conditions d’utilisation' },
      { to: '/legal/sales', label: 'Conditions de vente' },
      { to: '/legal/privacy', label: 'Confidentialité' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-800 bg-ink-950 text-slate-400">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-10 md:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div className="col-span-2 max-w-xs md:col-span-1">
            <Logo tone="light" />
            <p className="mt-4 text-sm leading-6">
              Les appels d’offres publics du BTP, trouvés, vérifiés et préparés pour les artisans et les entreprises du
              bâtiment.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-white">{column.title}</h2>
              <ul className="mt-4 space-y-3 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="rounded-sm transition-colors hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} BatiAO. Tous droits réservés. ·{' '}
            <button
              type="button"
              onClick={openCookieSettings}
              className="rounded-sm underline-offset-2 hover:text-white hover:underline"
            >
              Gérer les cookies
            </button>
          </p>
          <p>Conçu en France pour les artisans du bâtiment.</p>
        </div>
        <p className="mt-3 text-xs text-slate-500">
          Communes : découpage administratif INSEE / etalab (Licence Ouverte) · coordonnées : GeoNames (CC BY 4.0).
        </p>
      </div>
    </footer>
  );
}
