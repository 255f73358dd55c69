import { ArrowLeft, Compass, HardHat } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';

interface UnavailablePageProps {
  /** A known section that is not built yet; without it the page is a plain "not found". */
  section?: string;
}

/** The honest answer for a route with nothing behind it yet, or no route at all. */
export function UnavailablePage({ section }: UnavailablePageProps) {
  const { user } = useSession();
  const comingSoon = Boolean(section);
  usePageMeta({
    title: section ?? 'Page introuvable',
    description: comingSoon
      ? `La section « ${section} » de BatiAO sera bientôt disponible.`
      : 'Cette page n’existe pas ou a été déplacée.',
    noindex: true,
  });

  const back = user
    ? { to: '/dashboard', label: 'Retour au tableau de bord' }
    : { to: '/', label: 'Retour à l’accueil' };
  const Icon = comingSoon ? HardHat : Compass;

  return (
    <section className="bg-slate-50 px-4 py-20 sm:py-28">
      <div className="mx-auto max-w-xl text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wide text-amber-600 uppercase">
          {comingSoon ? 'En chantier' : 'Erreur 404'}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {comingSoon ? section : 'Page introuvable'}
        </h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">
          {comingSoon
            ? 'Cette section n’est pas encore disponible. Nous y travaillons : elle arrivera dans une prochaine version de BatiAO.'
            : 'L’adresse demandée n’existe pas ou a été déplacée. Vérifiez le lien ou revenez à une page connue.'}
        </p>
        <ButtonLink to={back.to} variant="primary" size="lg" className="mt-10">
          <ArrowLeft aria-hidden="true" className="size-4.5" />
          {back.label}
        </ButtonLink>
      </div>
    </section>
  );
}
