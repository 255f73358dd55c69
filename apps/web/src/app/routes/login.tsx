import { Link } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { usePageMeta } from '../../lib/page-meta';
import { LoginForm } from '../../features/auth/components/login-form';

export function LoginPage() {
  usePageMeta({
    title: 'Connexion',
    description: 'Connectez-vous à votre espace BatiAO pour retrouver vos appels d’offres et vos réponses.',
    noindex: true,
  });
  return (
    <AuthLayout
      title="Connexion à votre espace"
      subtitle="Heureux de vous revoir. Retrouvez vos appels d’offres et vos réponses en cours."
      footer={
        <>
          Pas encore de compte ?{' '}
          <Link
            to="/register"
            className="font-semibold text-slate-900 underline decoration-amber-400 decoration-2 underline-offset-4 hover:decoration-amber-600"
          >
            Créer un compte gratuitement
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
