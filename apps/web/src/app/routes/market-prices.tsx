import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { MarketPricesView } from '../../features/market-prices/components/market-prices-view';
import { usePageMeta } from '../../lib/page-meta';

/** /market-prices (supporting-areas §2): composed market prices and quote enrichment. */
export function MarketPricesPage() {
  usePageMeta({
    title: 'Prix du marché',
    description:
      'Des prix d’ouvrages composés (temps × taux horaire + fournitures × coefficient), expliqués ligne à ligne, pour chiffrer un devis.',
    noindex: true,
  });
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-slate-600 hover:text-amber-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour au tableau de bord
        </Link>
        <header className="mt-4 max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Prix du marché</h1>
          <p className="mt-3 text-slate-600">
            Aucune base nationale ouverte des prix du bâtiment n’existe : nos prix sont <strong>composés</strong> —
            temps de pose × votre taux horaire + fournitures × votre coefficient, puis frais généraux et marge — et
            chaque chiffre dit d’où il vient. Réglez vos taux dans{' '}
            <Link to="/dashboard/pricing" className="font-semibold text-amber-700 underline">
              Mes prix
            </Link>
            .
          </p>
        </header>
        <div className="mt-8">
          <MarketPricesView />
        </div>
      </div>
    </div>
  );
}
