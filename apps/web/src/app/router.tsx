import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { RouteError } from '../components/errors/route-error';
import { RequireAdmin, RequireAuth, RequireGuest, RequireSubscription } from './route-guards';
import { CheckoutTestPage } from './routes/checkout-test';
import { CompanyPage } from './routes/company';
import { DashboardPage } from './routes/dashboard';
import { DocumentsPage } from './routes/documents';
import { LandingPage } from './routes/landing';
import { LegalSalesPage } from './routes/legal-sales';
import { LoginPage } from './routes/login';
import { PricingPage } from './routes/pricing';
import { RegisterPage } from './routes/register';
import { SubscriptionPage } from './routes/subscription';
import { TenderDetailPage } from './routes/tender-detail';
import { TendersPage } from './routes/tenders';
import { UnavailablePage } from './routes/unavailable';

/** Known routes whose pages are not built yet: they say so honestly. */
const soon = (path: string, section: string): RouteObject => ({
  path,
  element: <UnavailablePage key={path} section={section} />,
});

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingPage /> },

      {
        element: <RequireGuest />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
        ],
      },

      {
        element: <RequireAuth />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          // The dashboard's pricing profile view (core-journey §2), with a link back.
          { path: 'dashboard/pricing', element: <PricingPage /> },
          { path: 'documents', element: <DocumentsPage /> },
          { path: 'company', element: <CompanyPage /> },
          { path: 'tenders', element: <TendersPage /> },
          // Declared before tenders/:id so that "submit" is never read as a tender id.
          {
            element: (
              <RequireSubscription message="Vous devez avoir un abonnement actif pour soumettre vos propres appels d'offres." />
            ),
            children: [soon('tenders/submit', 'Soumettre un appel d’offres')],
          },
          { path: 'tenders/:id', element: <TenderDetailPage /> },
          {
            element: (
              <RequireSubscription message="Vous devez avoir un abonnement actif pour utiliser le générateur de réponse." />
            ),
            children: [soon('quartus', 'Générateur de réponse')],
          },
          soon('catalog', 'Catalogue de prix'),
          soon('market-prices', 'Prix du marché'),
          { path: 'subscription/checkout-test', element: <CheckoutTestPage /> },
        ],
      },

      { element: <RequireAdmin />, children: [soon('admin', 'Administration')] },

      soon('demo', 'Démo interactive'),
      { path: 'subscription', element: <SubscriptionPage /> },
      soon('pricing', 'Tarifs'),
      soon('features', 'Fonctionnalités'),
      soon('integrations', 'Intégrations'),
      soon('contact', 'Contact'),
      soon('help', 'Centre d’aide'),
      soon('status', 'État du service'),
      soon('security', 'Sécurité'),
      soon('legal/mentions', 'Mentions légales'),
      soon('legal/terms', 'Conditions générales d’utilisation'),
      { path: 'legal/sales', element: <LegalSalesPage /> },
      soon('legal/privacy', 'Politique de confidentialité'),

      // Other addresses the spec links to for the same legal pages.
      redirect('terms', '/legal/terms'),
      redirect('privacy', '/legal/privacy'),
      redirect('privacy-policy', '/legal/privacy'),
      redirect('terms-of-service', '/legal/terms'),
      redirect('sales-terms', '/legal/sales'),
      redirect('legal-mentions', '/legal/mentions'),

      { path: '*', element: <UnavailablePage /> },
    ],
  },
];
