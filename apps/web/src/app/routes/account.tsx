import { startTransition } from 'react';
import { useNavigate } from 'react-router';
import { AccountDataCard } from '../../features/account/components/account-data-card';
import { AccountProfileForm } from '../../features/account/components/account-profile-form';
import { AccountSecurityCard } from '../../features/auth/components/account-security-card';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { notifyError } from '../../lib/toasts';

/** « Mon compte »: the account's own fields (rectification), security, and the GDPR rights. */
export function AccountPage() {
  usePageMeta({
    title: 'Mon compte',
    description: 'Vos informations, la sécurité de votre compte, l’export et la suppression de vos données.',
    noindex: true,
  });
  const { user, signOut, refresh } = useSession();
  const navigate = useNavigate();

  function leave(to: string) {
    startTransition(() => {
      signOut();
      void navigate(to, { replace: true });
    });
  }

  if (!user) {
    return null;
  }
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl space-y-8 px-4 pt-8 pb-12 sm:px-6 sm:pt-12 lg:px-8">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Mon compte</h1>
          <p className="mt-3 text-slate-600">Vos informations personnelles, la sécurité du compte et vos données.</p>
        </header>
        <AccountProfileForm key={user.id} user={user} onSaved={() => void refresh()} />
        <AccountSecurityCard />
        <AccountDataCard
          onDeleted={() => leave('/')}
          onSessionLost={() => {
            notifyError('Votre session a expiré : reconnectez-vous.');
            leave('/login');
          }}
        />
      </div>
    </div>
  );
}
