import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useCatalog } from '../../features/pricing/api/catalog';
import { CatalogLoadError, CatalogSkeleton } from '../../features/pricing/components/catalog/catalog-states';
import { CatalogView } from '../../features/pricing/components/catalog/catalog-view';
import { usePageMeta } from '../../lib/page-meta';

/** The personal price catalogue (/catalog, supporting-areas §2): the same products as « Mes prix ». */
export function CatalogPage() {
  usePageMeta({
    title: 'Catalogue de prix',
    description: 'Vos prix unitaires classés par catégorie : recherche, ajout, import du tarif de vos fournisseurs.',
    noindex: true,
  });
  const catalog = useCatalog();

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <Link
          to="/dashboard/pricing"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-slate-600 hover:text-amber-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour à mes prix
        </Link>
        <header className="mt-4 max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Catalogue de prix</h1>
          <p className="mt-3 text-slate-600">
            Vos prix unitaires, par catégorie et sous-catégorie : les mêmes que la liste de produits de votre profil
            tarifaire. Ils priment sur les prix du marché quand vous chiffrez un devis.
          </p>
        </header>
        <div className="mt-8">
          {catalog.data ? (
            <CatalogView catalog={catalog.data} />
          ) : catalog.isError ? (
            <CatalogLoadError retrying={catalog.isFetching} onRetry={() => void catalog.refetch()} />
          ) : (
            <CatalogSkeleton />
          )}
        </div>
      </div>
    </div>
  );
}
