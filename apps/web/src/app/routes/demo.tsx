import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEMO_TIMINGS } from '@batiao/shared/contracts/demo';
import { DemoExperience } from '../../features/demo/components/demo-experience';
import { usePageMeta } from '../../lib/page-meta';

/** Public demo (supporting-areas §2). `?acceleration=N` (1–50) runs the steps N times faster (tests, presentations). */
export function DemoPage() {
  usePageMeta({
    title: 'Démo interactive',
    description:
      'Choisissez votre métier et une ville : BatiAO détecte l’appel d’offres, lit le DCE, rédige la réponse et produit le PDF, sous vos yeux.',
  });
  const [params] = useSearchParams();
  const factor = Math.min(50, Math.max(1, Number(params.get('acceleration')) || 1));
  const timings = useMemo(
    () => ({
      steps: DEMO_TIMINGS.steps.map((ms) => ms / factor),
      typingMs: DEMO_TIMINGS.typingMs / factor,
      aiIndicatorMs: DEMO_TIMINGS.aiIndicatorMs / factor,
    }),
    [factor],
  );
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Démo interactive</h1>
          <p className="mt-3 text-slate-600">
            Un appel d’offres fictif de votre métier, la réponse que BatiAO rédige, et le vrai PDF à télécharger.
          </p>
        </header>
        <div className="mt-8">
          <DemoExperience timings={timings} />
        </div>
      </div>
    </div>
  );
}
