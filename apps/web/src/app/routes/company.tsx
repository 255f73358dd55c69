import { Info } from 'lucide-react';
import { AccountSecurityCard } from '../../features/auth/components/account-security-card';
import { useCompanyProfile } from '../../features/company/api/get-company-profile';
import { CompanyProfileForm } from '../../features/company/components/company-profile-form';
import {
  CompanyProfileLoadError,
  CompanyProfileSkeleton,
} from '../../features/company/components/company-profile-states';
import { StorageUsageCard } from '../../features/storage/components/storage-usage';
import { usePageMeta } from '../../lib/page-meta';

export function CompanyPage() {
  usePageMeta({
    title: 'Mon entreprise',
    description:
      'Le profil de votre entreprise : identité, effectifs, chiffre d’affaires, qualifications, assurances, matériel et références de chantiers, repris dans vos mémoires techniques.',
    noindex: true,
  });
  const profile = useCompanyProfile();

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-4 sm:px-6 sm:pt-12 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Mon entreprise</h1>
          <p className="mt-3 text-slate-600">
            Votre identité, vos moyens et vos références : BatiAO les reprend dans chaque lettre de candidature et
            chaque mémoire technique.
          </p>
        </header>
        <div className="mt-6 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-4 sm:px-5">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div className="text-sm text-slate-700">
            <p className="font-semibold text-slate-900">Le mémoire technique n’affirmera que ce qui est écrit ici.</p>
            <p className="mt-1">
              Aucune qualification, aucun chiffre, aucune référence n’est inventé : une section laissée vide reste
              absente de vos réponses. Plus ce profil est complet et précis, plus vos mémoires sont convaincants.
            </p>
          </div>
        </div>

        <StorageUsageCard className="mt-4" />

        <div className="mt-8">
          {profile.data ? (
            <CompanyProfileForm profile={profile.data} />
          ) : profile.isError ? (
            <CompanyProfileLoadError
              detail={profile.error.message}
              retrying={profile.isFetching}
              onRetry={() => void profile.refetch()}
            />
          ) : (
            <CompanyProfileSkeleton />
          )}
        </div>

        <div className="mt-8 pb-8">
          <AccountSecurityCard />
        </div>
      </div>
    </div>
  );
}
