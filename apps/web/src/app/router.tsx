import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { billingUsageQueryOptions } from '../features/billing/api/get-usage';
import { companyProfileQueryOptions } from '../features/company/api/get-company-profile';
import { documentsQueryOptions } from '../features/documents/api/get-documents';
import { fileHealthQueryOptions } from '../features/documents/api/get-file-health';
import { catalogQueryOptions } from '../features/pricing/api/catalog';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { storageUsageQueryOptions } from '../features/storage/api/get-storage-usage';
import { dashboardStatsQueryOptions } from '../features/tenders/api/get-dashboard-stats';
import { tenderQueryOptions } from '../features/tenders/api/get-tender';
import { tendersQueryOptions } from '../features/tenders/api/get-tenders';
import { DASHBOARD_TENDER_COUNT } from '../features/tenders/components/dashboard-tenders';
import { getAuthToken } from '../lib/api-client';
import { RequireAdmin, RequireAuth, RequireGuest, RequireSubscription, SessionSpinner } from './route-guards';
import { SiteShell } from './site-shell';
import { AccountPage } from './routes/account';
import { AdminPage } from './routes/admin';
import { NotificationsPage } from './routes/notifications';
import { CatalogPage } from './routes/catalog';
import { CheckoutTestPage } from './routes/checkout-test';
import { CompanyPage } from './routes/company';
import { DashboardPage } from './routes/dashboard';
import { DemoPage } from './routes/demo';
import { DocumentsPage } from './routes/documents';
import { LandingPage } from './routes/landing';
import { ContactPage } from './routes/contact';
import { FeaturesPage } from './routes/features';
import { HelpPage } from './routes/help';
import { IntegrationsPage } from './routes/integrations';
import { LegalMentionsPage } from './routes/legal-mentions';
import { LegalPrivacyPage } from './routes/legal-privacy';
import { LegalSalesPage } from './routes/legal-sales';
import { LegalTermsPage } from './routes/legal-terms';
import { PublicPricingPage } from './routes/public-pricing';
import { SecurityPage } from './routes/security';
import { StatusPage } from './routes/status';
import { LoginPage } from './routes/login';
import { MarketPricesPage } from './routes/market-prices';
import { PricingPage } from './routes/pricing';
import { QuartusPage } from './routes/quartus';
import { RegisterPage } from './routes/register';
import { SubscriptionPage } from './routes/subscription';
import { TenderDetailPage } from './routes/tender-detail';
import { TenderSubmitPage } from './routes/tender-submit';
import { TendersPage } from './routes/tenders';
import { UnavailablePage } from './routes/unavailable';

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

/**
 * A loader that starts a page's first reads as the navigation starts, with the queryOptions its
 * components use: they find the request under way (or its answer) instead of starting it on mount.
 * It neither waits nor throws (prefetchQuery keeps a failure in the cache), so a slow or failing
 * read never holds the navigation: the page shows its loading or error state as before. Only with a
 * session token: without one the guard sends the visitor to /login.
 */
function prefetch(start: (args: LoaderFunctionArgs) => Promise<void>[]): LoaderFunction {
  return (args) => {
    if (getAuthToken()) {
      void Promise.all(start(args));
    }
    return null;
  };
}

/** The app's pages; the loaders prefetch into `queryClient`, the cache the pages read. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <SiteShell />,
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
          // The first load of a page with a loader waits for it (one tick): the guard's own spinner.
          hydrateFallbackElement: <SessionSpinner />,
          children: [
            {
              path: 'dashboard',
              element: <DashboardPage />,
              loader: prefetch(() => [
                queryClient.prefetchQuery(dashboardStatsQueryOptions()),
                queryClient.prefetchQuery(
                  tendersQueryOptions({ sort: 'publication', page: 1, page_size: DASHBOARD_TENDER_COUNT }),
                ),
                queryClient.prefetchQuery(fileHealthQueryOptions()),
                queryClient.prefetchQuery(notificationsQueryOptions()),
                queryClient.prefetchQuery(billingUsageQueryOptions()),
              ]),
            },
            // The dashboard's pricing profile view (core-journey §2), with a link back.
            { path: 'dashboard/pricing', element: <PricingPage /> },
            {
              path: 'documents',
              element: <DocumentsPage />,
              loader: prefetch(() => [
                queryClient.prefetchQuery(documentsQueryOptions()),
                queryClient.prefetchQuery(fileHealthQueryOptions()),
                queryClient.prefetchQuery(storageUsageQueryOptions()),
              ]),
            },
            {
              path: 'company',
              element: <CompanyPage />,
              loader: prefetch(() => [
                queryClient.prefetchQuery(companyProfileQueryOptions()),
                queryClient.prefetchQuery(storageUsageQueryOptions()),
              ]),
            },
            { path: 'tenders', element: <TendersPage /> },
            // Declared before tenders/:id so that "submit" is never read as a tender id.
            {
              element: (
                <RequireSubscription message="Vous devez avoir un abonnement actif pour soumettre vos propres appels d'offres." />
              ),
              children: [{ path: 'tenders/submit', element: <TenderSubmitPage /> }],
            },
            {
              path: 'tenders/:id',
              element: <TenderDetailPage />,
              loader: prefetch(({ params }) => [queryClient.prefetchQuery(tenderQueryOptions(params.id ?? ''))]),
            },
            {
              element: (
                <RequireSubscription message="Vous devez avoir un abonnement actif pour utiliser le générateur de réponse." />
              ),
              children: [{ path: 'quartus', element: <QuartusPage /> }],
            },
            // The personal price catalogue (supporting-areas §2, ADR 020): the profile's products as a tree.
            {
              path: 'catalog',
              element: <CatalogPage />,
              loader: prefetch(() => [queryClient.prefetchQuery(catalogQueryOptions())]),
            },
            { path: 'market-prices', element: <MarketPricesPage /> },
            { path: 'subscription/checkout-test', element: <CheckoutTestPage /> },
            { path: 'notifications', element: <NotificationsPage /> },
            // « Mon compte »: rectification, security, export and deletion of the account (issue 19).
            { path: 'account', element: <AccountPage /> },
          ],
        },

        { element: <RequireAdmin />, children: [{ path: 'admin', element: <AdminPage /> }] },

        { path: 'demo', element: <DemoPage /> },
        { path: 'subscription', element: <SubscriptionPage /> },
        // The footer pages and the legal pages (ADR 025).
        { path: 'pricing', element: <PublicPricingPage /> },
        { path: 'features', element: <FeaturesPage /> },
        { path: 'integrations', element: <IntegrationsPage /> },
        { path: 'contact', element: <ContactPage /> },
        { path: 'help', element: <HelpPage /> },
        { path: 'status', element: <StatusPage /> },
        { path: 'security', element: <SecurityPage /> },
        { path: 'legal/mentions', element: <LegalMentionsPage /> },
        { path: 'legal/terms', element: <LegalTermsPage /> },
        { path: 'legal/sales', element: <LegalSalesPage /> },
        { path: 'legal/privacy', element: <LegalPrivacyPage /> },

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
}
