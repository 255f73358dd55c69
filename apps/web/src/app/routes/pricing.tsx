import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { usePricingProfile } from '../../features/pricing/api/get-pricing-profile';
import { PricingProfileView } from '../../features/pricing/components/pricing-profile-view';
import {
  PricingProfileLoadError,
  PricingProfileSkeleton,
} from '../../features/pricing/components/pricing-profile-states';
import { usePageMeta } from '../../lib/page-meta';

/** The pricing profile view of the dashboard (core-journey §2), with its way back. */
export function PricingPage() {
  usePageMeta({
    title: 'Mes prix',
    description: 'Vos taux de base, vos majorations et votre catalogue de produits, pour chiffrer vos réponses.',
    noindex: true,
  });
  const profile = usePricingProfile();

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
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Mes prix</h1>
          <p className="mt-3 text-slate-600">
            Vos taux, vos majorations et vos produits : les prix de votre entreprise, réglés une fois, pour chiffrer
            chaque réponse.
          </p>
        </header>
        <div className="mt-8">
          {profile.data ? (
            <PricingProfileView profile={profile.data} />
          ) : profile.isError ? (
            <PricingProfileLoadError retrying={profile.isFetching} onRetry={() => void profile.refetch()} />
          ) : (
            <PricingProfileSkeleton />
          )}
        </div>
      </div>
    </div>
  );
}
