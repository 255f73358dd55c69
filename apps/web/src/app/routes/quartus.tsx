import { startTransition } from 'react';
import { useNavigate } from 'react-router';
import { QUARTUS_MESSAGES } from '@batiao/shared/contracts/demo';
import { QuartusGenerator } from '../../features/quartus/components/quartus-generator';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { notifyError } from '../../lib/toasts';

/** The generator page (subscribers, supporting-areas §2): one project, one button, two files. */
export function QuartusPage() {
  usePageMeta({
    title: 'Générateur de réponse',
    description:
      'Générez la réponse complète au LOT 20 d’un projet tertiaire neuf : prix, délai, mémoire technique et PDF.',
    noindex: true,
  });
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12 lg:px-8">
        <header className="max-w-3xl">
          <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
            Fonctionnalité spéciale abonnés
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Générateur de réponse</h1>
          <p className="mt-3 text-slate-600">
            Un projet réel type : BatiAO rédige la réponse complète au lot, avec le prix et le délai, prête à
            télécharger.
          </p>
        </header>
        <div className="mt-8">
          <QuartusGenerator
            onSessionLost={() => {
              notifyError(QUARTUS_MESSAGES.sessionExpired);
              startTransition(() => {
                signOut();
                void navigate('/login', { replace: true, state: { from: '/quartus' } });
              });
            }}
          />
        </div>
      </div>
    </div>
  );
}
