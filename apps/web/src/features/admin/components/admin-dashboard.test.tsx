import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';
import { newAccountAnswer } from '../../../testing/new-account';
import { renderApp } from '../../../testing/render-app';
import { makeAdminStats, makeAdminUser, makeAnalyticsSummary } from '../testing/admin-fixtures';

function syncEnabled(stats: ReturnType<typeof makeAdminStats>, enabled: boolean) {
  return { ...stats, sync: { ...stats.sync, enabled } };
}

const ADMIN = makeUser({ id: 'usr_admin', role: 'admin', prenom: 'Claire', nom: 'Roux', email: 'claire@batiao.fr' });

function adminServer(options: { roleAnswer?: () => Response; syncEnabled?: boolean } = {}) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-admin');
  let paul = makeAdminUser();
  const audit: unknown[] = [];
  const server = stubFetch((request) => {
    switch (request.url.pathname) {
      case '/api/auth/me':
        return jsonResponse(ADMIN);
      case '/api/admin/stats':
        return jsonResponse(syncEnabled(makeAdminStats(), options.syncEnabled ?? true));
      case '/api/admin/analytics':
        return jsonResponse(makeAnalyticsSummary());
      case '/api/admin/audit':
        return jsonResponse({ items: audit });
      case '/api/admin/users':
        return jsonResponse({
          users: [
            makeAdminUser({ id: ADMIN.id, prenom: 'Claire', nom: 'Roux', email: ADMIN.email, role: 'admin' }),
            paul,
          ],
          total: 2,
          page: 1,
          page_size: 20,
        });
      case `/api/admin/users/${paul.id}/role`: {
        if (options.roleAnswer) {
          return options.roleAnswer();
        }
        paul = { ...paul, role: 'admin' };
        audit.push({
          id: 'a1',
          action: 'role_change',
          actor_email: ADMIN.email,
          target_email: paul.email,
          from_role: 'user',
          to_role: 'admin',
          details: {},
          created_at: '2026-11-20T09:00:00.000Z',
        });
        return jsonResponse({ success: true, user: paul });
      }
      default:
        return notFound();
    }
  });
  return server;
}

describe('/admin', () => {
  it('shows the admin banner, the key figures, the sync runs and the audience', async () => {
    adminServer();
    renderApp('/admin');
    expect(await screen.findByText('Compte administrateur')).toBeInTheDocument();
    expect(
      screen.getByText(/génération IA illimitée, gestion des utilisateurs, statistiques globales/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Abonnements actifs')).toBeInTheDocument();
    expect(screen.getByText('746')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Synchroniser maintenant' })).toBeEnabled();
    const runs = screen.getByRole('table', { name: 'Les dernières synchronisations' });
    expect(within(runs).getByText('Planifiée')).toBeInTheDocument();
    expect(within(runs).getByText('210')).toBeInTheDocument();
    expect(screen.getByText('Test')).toBeInTheDocument();
    expect(await screen.findByText('Parcours jusqu’à la première génération')).toBeInTheDocument();
    expect(screen.getByText('Première génération')).toBeInTheDocument();
    expect(document.title).toBe('Administration | BatiAO');
  });

  it('disables the manual sync and says why when this server runs without the BOAMP sync', async () => {
    adminServer({ syncEnabled: false });
    renderApp('/admin');
    const button = await screen.findByRole('button', { name: 'Synchroniser maintenant' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/synchronisation BOAMP est désactivée sur ce serveur/);
  });

  it('promotes a user after confirmation, never offers it for oneself, and shows the journal line', async () => {
    const server = adminServer();
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('tab', { name: 'Utilisateurs' }));
    expect(await screen.findByRole('button', { name: 'Promouvoir Paul Durand' })).toBeInTheDocument();
    expect(screen.getByText('(vous)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Claire Roux/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Promouvoir Paul Durand' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Donner les droits administrateur ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Promouvoir' }));

    expect(await screen.findByText('Rôle mis à jour vers admin')).toBeInTheDocument();
    expect(server.to('/api/admin/users/usr_02/role')[0]?.body).toEqual({ role: 'admin' });
    const journal = await screen.findByTestId('admin-audit');
    await waitFor(() => expect(journal).toHaveTextContent('claire@batiao.fr a changé le rôle de paul@exemple.fr'));
    expect(journal).toHaveTextContent('Utilisateur → Administrateur');
  });

  it('says the role change failed, with the server’s reason', async () => {
    adminServer({
      roleAnswer: () => errorResponse(409, 'Impossible de retirer le dernier administrateur.', 'CONFLICT'),
    });
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('tab', { name: 'Utilisateurs' }));
    await user.click(await screen.findByRole('button', { name: 'Promouvoir Paul Durand' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Promouvoir' }));
    expect(
      await screen.findByText(
        'Erreur lors de la mise à jour du rôle : Impossible de retirer le dernier administrateur.',
      ),
    ).toBeInTheDocument();
  });

  it('does not tell an admin without a plan that a subscription is needed', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-admin');
    stubFetch((request) =>
      request.url.pathname === '/api/auth/me' ? jsonResponse(ADMIN) : (newAccountAnswer(request) ?? notFound()),
    );
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Bonjour Claire' })).toBeInTheDocument();
    expect(screen.queryByText('Aucun abonnement actif')).not.toBeInTheDocument();
  });

  it('tells the admin when the figures cannot be loaded', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-admin');
    stubFetch((request) =>
      request.url.pathname === '/api/auth/me'
        ? jsonResponse(ADMIN)
        : errorResponse(500, 'Erreur interne', 'INTERNAL_ERROR'),
    );
    renderApp('/admin');
    expect((await screen.findAllByText('Erreur lors du chargement des données admin')).length).toBeGreaterThan(0);
  });
});
