import { Link } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { usePageMeta } from '../../lib/page-meta';
import { RegisterForm } from '../../features/auth/components/register-form';
import { LocationField } from '../../features/locations/components/location-field';

export function RegisterPage() {
  usePageMeta({
    title: 'Créer un compte',
    description:
      'Créez gratuitement votre compte BatiAO : indiquez votre métier et votre zone, et recevez les appels d’offres publics qui vous correspondent.',
    // Like /login: a form, not a page to index (issue 18).
    noindex: true,
  });
  return (
    <AuthLayout
      title="Créez votre compte BatiAO"
      subtitle="Gratuit et sans engagement. Indiquez votre métier et votre zone : nous nous occupons du reste."
      footer={
        <>
          Déjà inscrit ?{' '}
          <Link
            to="/login"
            className="font-semibold text-slate-900 underline decoration-amber-400 decoration-2 underline-offset-4 hover:decoration-amber-600"
          >
            Se connecter
          </Link>
        </>
      }
    >
      <RegisterForm
        renderZoneField={(field) => (
          <LocationField
            {...field}
            hint="Votre ville ou celle de votre entreprise : les appels d’offres seront filtrés autour d’elle."
          />
        )}
      />
    </AuthLayout>
  );
}
