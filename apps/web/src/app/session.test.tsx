import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../lib/session-storage';
import { deferred, errorResponse, jsonResponse, notFound, stubFetch } from '../testing/fetch-stub';
import { makeUser } from '../testing/fixtures';
import { expectConsoleError } from '../testing/console';
import { newAccountAnswer } from '../testing/new-account';
import { renderApp } from '../testing/render-app';

function signedIn(token = 'jwt-stored', user = makeUser()) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return stubFetch((request) =>
    request.url.pathname === '/api/auth/me' ? jsonResponse(user) : (newAccountAnswer(request) ?? notFound()),
  );
}

describe('Session and route guards', () => {
  it('sends a visitor without a session from a signed-in page to /login', async () => {
    stubFetch(() => notFound());
    const { router } = renderApp('/tenders');
    expect(await screen.findByRole('heading', { name: 'Connexion à votre espace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('restores the session from the stored token, with a spinner meanwhile', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-stored');
    const answer = deferred<Response>();
    const server = stubFetch((request) =>
      request.url.pathname === '/api/auth/me' ? answer.promise : (newAccountAnswer(request) ?? notFound()),
    );
    renderApp('/dashboard');

    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre session…');
    expect(server.to('/api/auth/me')[0]?.headers.get('Authorization')).toBe('Bearer jwt-stored');

    answer.resolve(jsonResponse(makeUser({ zone_geographique: 'Villeurbanne (69)' })));
    expect(await screen.findByRole('heading', { name: 'Bonjour Jean' })).toBeInTheDocument();
    expect(screen.getAllByText('Villeurbanne (69)').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Couvreur').length).toBeGreaterThan(0);
  });

  it('drops a token the server refuses and reports the error', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-expired');
    const report = expectConsoleError('[BatiAO] Session expirée ou invalide');
    stubFetch(() => errorResponse(401, 'Session expirée, reconnectez-vous', 'UNAUTHORIZED'));
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Connexion à votre espace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(report).toHaveBeenCalled();
  });

  it('sends a signed-in user from /login and /register to the dashboard', async () => {
    signedIn();
    const { router, unmount } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Bonjour Jean' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    unmount();

    const second = renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Bonjour Jean' })).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps /admin for administrators', async () => {
    signedIn('jwt-user', makeUser({ role: 'user' }));
    const first = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.getByText('Vous n’avez pas les privilèges administrateur.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: /Administration/ })).not.toBeInTheDocument();
    first.unmount();

    signedIn('jwt-admin', makeUser({ role: 'admin', prenom: 'Claire' }));
    const second = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/admin');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: /Administration/ })).toHaveAttribute('href', '/admin');
  });

  it('keeps the subscriber pages for subscribers and admins, and says why to the others', async () => {
    signedIn();
    const first = renderApp('/tenders/submit');
    expect(await screen.findByRole('heading', { name: 'Abonnement requis' })).toBeInTheDocument();
    expect(
      screen.getByText("Vous devez avoir un abonnement actif pour soumettre vos propres appels d'offres."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute('href', '/subscription');
    first.unmount();

    signedIn('jwt-pro', makeUser({ subscription_active: true, subscription_plan: 'pro' }));
    renderApp('/quartus');
    expect(await screen.findByRole('heading', { name: 'Générateur de réponse' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Abonnement requis' })).not.toBeInTheDocument();
  });

  it('shows the signed-in navigation and logs out to the home page', async () => {
    signedIn();
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bonjour Jean' });

    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Appels d’Offres', '/tenders'],
      ['Dossier', '/documents'],
      ['Abonnement', '/subscription'],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }

    const [logoutButton] = screen.getAllByRole('button', { name: /Déconnexion/ });
    if (!logoutButton) {
      throw new Error('bouton Déconnexion absent');
    }
    await user.click(logoutButton);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const publicNav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(publicNav).getByRole('link', { name: 'Démo' })).toHaveAttribute('href', '/demo');
    expect(within(publicNav).getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(within(publicNav).getByRole('link', { name: 'Commencer gratuitement' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows full name, trade and zone in the mobile menu', async () => {
    signedIn();
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bonjour Jean' });

    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!menu) {
      throw new Error('menu mobile absent');
    }
    const panel = within(menu);
    expect(panel.getByText('Jean Martin')).toBeInTheDocument();
    expect(panel.getByText('Couvreur')).toBeInTheDocument();
    expect(panel.getByText('Lyon (69)')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers an unknown address with "Page introuvable"', async () => {
    stubFetch(() => notFound());
    renderApp('/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('renders every landing block with the three plans', async () => {
    stubFetch(() => notFound());
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('marchés publics');
    for (const name of [
      'Trois étapes, et votre réponse est prête.',
      'Tout ce qu’il faut pour gagner des marchés, au même endroit.',
      'Une IA qui parle le langage du chantier.',
      'Ce que BatiAO change pour un artisan',
      'Des offres simples, sans engagement.',
      'Votre prochain marché est peut-être déjà publié.',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: /ESSENTIEL/ })).toHaveTextContent('(Starter)');
    expect(screen.getByRole('heading', { level: 3, name: /EXPERT/ })).toHaveTextContent('(Premium)');
    expect(screen.getByText('Le plus populaire')).toBeInTheDocument();
    for (const link of [
      '/pricing',
      '/contact',
      '/features',
      '/integrations',
      '/help',
      '/status',
      '/security',
      '/legal/mentions',
      '/legal/terms',
      '/legal/sales',
      '/legal/privacy',
    ]) {
      expect(document.querySelector(`footer a[href="${link}"]`)).not.toBeNull();
    }
  });
});
