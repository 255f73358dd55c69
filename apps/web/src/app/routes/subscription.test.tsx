import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillingUsage } from '@batiao/shared/contracts/billing';
import { PAID_PLANS, formatPlanPrice, formatQuota } from '@batiao/shared/domain/plans';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch } from '../../testing/fetch-stub';
import { expectConsoleError } from '../../testing/console';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

function makeUsage(overrides: Partial<BillingUsage> = {}): BillingUsage {
  return {
    plan: 'free',
    plan_name: 'Aucun',
    subscription_active: false,
    status: 'none',
    period_start: '2026-11-01T00:00:00.000Z',
    period_end: '2026-12-01T00:00:00.000Z',
    used: 0,
    limit: 0,
    left: 0,
    cancel_at_period_end: false,
    current_period_end: null,
    suspension_at: null,
    payment_mode: 'test',
    can_manage_in_portal: false,
    ...overrides,
  };
}

const PRO_ACTIVE = makeUsage({
  plan: 'pro',
  plan_name: 'PRO',
  subscription_active: true,
  status: 'active',
  period_start: '2026-11-23T10:00:00.000Z',
  period_end: '2026-12-23T10:00:00.000Z',
  current_period_end: '2026-12-23T10:00:00.000Z',
  used: 0,
  limit: 20,
  left: 20,
});

/** The plans as each page shows them: name, price, quota, in order. */
function renderedPlans(container: HTMLElement) {
  return Array.from(container.querySelectorAll('[data-plan]')).map((el) => ({
    id: el.getAttribute('data-plan'),
    price: el.querySelector('[data-testid=plan-price]')?.textContent,
    quota: el.querySelector('[data-testid=plan-quota]')?.textContent,
  }));
}

const EXPECTED = PAID_PLANS.map((p) => ({ id: p.id, price: formatPlanPrice(p), quota: formatQuota(p) }));

describe('the shared plan definition on the three pages', () => {
  it('is rendered identically on the landing, subscription and CGV pages', async () => {
    stubFetch(() => notFound());
    const landing = renderApp('/');
    await screen.findByRole('heading', { name: /Des offres simples/ });
    expect(renderedPlans(landing.container)).toEqual(EXPECTED);
    landing.unmount();

    const subscription = renderApp('/subscription');
    await screen.findByRole('heading', { name: 'Comparer les formules' });
    expect(renderedPlans(subscription.container)).toEqual(EXPECTED);
    subscription.unmount();

    const cgv = renderApp('/legal/sales');
    await screen.findByRole('heading', { name: 'Conditions générales de vente' });
    expect(renderedPlans(cgv.container)).toEqual(EXPECTED);
    expect(screen.getByText('ESSENTIEL (Starter)')).toBeInTheDocument();
    expect(screen.getByText('EXPERT (Premium)')).toBeInTheDocument();
    expect(screen.getByText(/suspendu 7 jours après le premier échec/)).toBeInTheDocument();
    expect(screen.getByText(/délai de 14 jours/)).toBeInTheDocument();
  });
});

describe('/subscription', () => {
  it('shows the plans, the comparison table and the FAQ to visitors, with registration as the next step', async () => {
    stubFetch(() => notFound());
    renderApp('/subscription');
    const pro = await screen.findByRole('listitem', { name: 'Formule PRO' });
    expect(within(pro).getByText('Le plus populaire')).toBeInTheDocument();
    expect(within(pro).getByRole('link', { name: 'Choisir PRO' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('table', { name: 'Comparatif des formules' })).toBeInTheDocument();
    expect(screen.getByText('Suis-je engagé sur une durée ?')).toBeInTheDocument();
    expect(screen.getAllByText(/Sans engagement/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/résiliable à tout moment/i).length).toBeGreaterThan(0);
  });

  it('starts a checkout for the chosen plan and follows the address the server gives', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-sub');
    const server = stubFetch((request) => {
      switch (request.url.pathname) {
        case '/api/auth/me':
          return jsonResponse(makeUser());
        case '/api/billing/usage':
          return jsonResponse(makeUsage());
        case '/api/payments/checkout':
          return jsonResponse({
            url: '/subscription/checkout-test?session_id=cs_test_local_1',
            session_id: 'cs_test_local_1',
            mode: 'test',
          });
        case '/api/payments/test-checkout/cs_test_local_1':
          return jsonResponse({
            id: 'cs_test_local_1',
            plan: 'pro',
            plan_name: 'PRO',
            amount_cents: 4900,
            status: 'open',
            email: 'jean@example.fr',
          });
        default:
          return notFound();
      }
    });
    const { user, router } = renderApp('/subscription');
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Aucun');
    await user.click(await screen.findByRole('button', { name: 'Choisir PRO' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/checkout-test'));
    expect(server.to('/api/payments/checkout')[0]?.body).toEqual({ plan: 'pro' });
    // The subscription page has the same test-mode banner: read it once the checkout page is shown.
    expect(await screen.findByRole('heading', { name: 'Formule PRO' })).toBeInTheDocument();
    expect(screen.getByText('Mode test — aucun paiement réel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payer (simulation)' })).toBeInTheDocument();
  });

  it('on the payment return, verifies the session, refreshes the user, shows PRO and cleans the address', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-sub');
    let active = false;
    const server = stubFetch((request) => {
      switch (request.url.pathname) {
        case '/api/auth/me':
          return jsonResponse(makeUser({ subscription_active: active, subscription_plan: active ? 'pro' : 'free' }));
        case '/api/billing/usage':
          return jsonResponse(active ? PRO_ACTIVE : makeUsage());
        case '/api/payments/verify-payment':
          active = true;
          return jsonResponse({ success: true, plan: 'pro', plan_name: 'PRO', usage: PRO_ACTIVE });
        default:
          return notFound();
      }
    });
    const { router } = renderApp('/subscription?success=true&session_id=cs_test_local_9');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(server.to('/api/payments/verify-payment')).toHaveLength(1);
    expect(server.to('/api/payments/verify-payment')[0]?.body).toEqual({ session_id: 'cs_test_local_9' });
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('PRO');
    expect(screen.getByTestId('responses-left')).toHaveTextContent('20 réponses restantes');
    await waitFor(() => expect(server.to('/api/auth/me').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Abonnement PRO activé. Bienvenue !')).toBeInTheDocument();
  });

  it('says why when the payment is not confirmed', async () => {
    const logged = expectConsoleError('Vérification du paiement en échec');
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-sub');
    stubFetch((request) => {
      switch (request.url.pathname) {
        case '/api/auth/me':
          return jsonResponse(makeUser());
        case '/api/billing/usage':
          return jsonResponse(makeUsage());
        case '/api/payments/verify-payment':
          return errorResponse(409, 'Le paiement n’est pas confirmé : aucun abonnement n’a été activé.', 'CONFLICT');
        default:
          return notFound();
      }
    });
    renderApp('/subscription?success=true&session_id=cs_x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Votre abonnement n’a pas été activé');
    expect(alert).toHaveTextContent('Le paiement n’est pas confirmé');
    expect(logged).toHaveBeenCalledWith('Vérification du paiement en échec', expect.anything());
  });

  it('cancels at the end of the period (test mode)', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-sub');
    const server = stubFetch((request) => {
      switch (request.url.pathname) {
        case '/api/auth/me':
          return jsonResponse(makeUser({ subscription_active: true, subscription_plan: 'pro' }));
        case '/api/billing/usage':
          return jsonResponse(PRO_ACTIVE);
        case '/api/payments/cancel':
          return jsonResponse({ ...PRO_ACTIVE, status: 'canceling', cancel_at_period_end: true });
        default:
          return notFound();
      }
    });
    const { user } = renderApp('/subscription');
    await user.click(await screen.findByRole('button', { name: 'Résilier' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('reste active jusqu’à la fin de la période payée (23 décembre 2026)');
    await user.click(within(dialog).getByRole('button', { name: 'Résilier' }));
    expect(await screen.findByText(/Résiliation programmée · actif jusqu’au 23 décembre 2026/)).toBeInTheDocument();
    expect(server.to('/api/payments/cancel')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Annuler la résiliation' })).toBeInTheDocument();
  });

  it('says « Mode test — aucun paiement réel » in a banner when the server runs payments in test mode', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-sub');
    stubFetch((request) => {
      switch (request.url.pathname) {
        case '/api/auth/me':
          return jsonResponse(makeUser({ subscription_active: true, subscription_plan: 'pro' }));
        case '/api/billing/usage':
          return jsonResponse(PRO_ACTIVE);
        default:
          return notFound();
      }
    });
    renderApp('/subscription');
    const banner = await screen.findByTestId('test-mode-banner');
    expect(banner).toHaveTextContent('Mode test — aucun paiement réel');
    expect(banner).toHaveTextContent('n’est pas renouvelé');
    // A test subscription ends at its period end: no « renouvellement » promised.
    expect(
      await screen.findByText('Actif · mode test, sans renouvellement : jusqu’au 23 décembre 2026'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('payments-unavailable')).not.toBeInTheDocument();
  });

  it('with Stripe: no test banner, the renewal date', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-sub');
    stubFetch((request) => {
      switch (request.url.pathname) {
        case '/api/auth/me':
          return jsonResponse(makeUser({ subscription_active: true, subscription_plan: 'pro' }));
        case '/api/billing/usage':
          return jsonResponse({ ...PRO_ACTIVE, payment_mode: 'stripe', can_manage_in_portal: true });
        default:
          return notFound();
      }
    });
    renderApp('/subscription');
    expect(await screen.findByText('Actif · renouvellement le 23 décembre 2026')).toBeInTheDocument();
    expect(screen.queryByTestId('test-mode-banner')).not.toBeInTheDocument();
    expect(screen.queryByText(/Mode test/)).not.toBeInTheDocument();
  });

  it('says in French that payments are unavailable when the server has neither Stripe nor test mode', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-sub');
    stubFetch((request) => {
      switch (request.url.pathname) {
        case '/api/auth/me':
          return jsonResponse(makeUser());
        case '/api/billing/usage':
          return jsonResponse(makeUsage({ payment_mode: 'disabled' }));
        default:
          return notFound();
      }
    });
    renderApp('/subscription');
    expect(await screen.findByTestId('payments-unavailable')).toHaveTextContent(
      'Le paiement en ligne n’est pas disponible sur ce serveur.',
    );
    expect(screen.getByRole('button', { name: 'Choisir PRO' })).toBeDisabled();
    expect(screen.queryByTestId('test-mode-banner')).not.toBeInTheDocument();
  });
});
