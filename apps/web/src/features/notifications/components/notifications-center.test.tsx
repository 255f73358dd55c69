import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@batiao/shared/contracts/notifications';
import { TOKEN_STORAGE_KEY } from '../../../lib/session-storage';
import { jsonResponse, notFound, stubFetch } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const TENDER: Notification = {
  id: 'n1',
  type: 'tender_assignment',
  title: 'Nouvel appel d’offres assigné',
  message: 'Réfection de la toiture du gymnase',
  tender_id: 't-42',
  sent_at: '2026-11-20T07:00:00.000Z',
  read: false,
  pdf_generated: false,
};
const DOCUMENT: Notification = {
  ...TENDER,
  id: 'n2',
  type: 'document_expiry',
  title: 'Votre attestation URSSAF expire bientôt',
  message: 'Déposez la nouvelle attestation avant le 30 novembre.',
  tender_id: null,
  read: true,
};

function server() {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-user');
  let items = [TENDER, DOCUMENT];
  let preferences = { email_alerts: true, digest_hour: 7 };
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(makeUser());
    }
    if (path === '/api/notifications') {
      const unread = request.url.searchParams.get('unread') === 'true';
      const shown = unread ? items.filter((n) => !n.read) : items;
      return jsonResponse({ items: shown, unread_count: items.filter((n) => !n.read).length });
    }
    if (path === '/api/notifications/read-all') {
      items = items.map((n) => ({ ...n, read: true }));
      return jsonResponse({ success: true });
    }
    if (path === '/api/notifications/preferences') {
      if (request.method === 'PUT') {
        preferences = { ...preferences, ...(request.body as object) };
      }
      return jsonResponse(preferences);
    }
    return notFound();
  });
}

describe('/notifications', () => {
  it('lists all, filters the unread, links each to its object, and marks all read', async () => {
    const api = server();
    const { user } = renderApp('/notifications');
    expect(await screen.findByRole('link', { name: 'Réfection de la toiture du gymnase' })).toHaveAttribute(
      'href',
      '/tenders/t-42',
    );
    expect(screen.getByText('Votre attestation URSSAF expire bientôt')).toBeInTheDocument();
    expect(document.title).toBe('Notifications | BatiAO');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // The bell in the header says how many are unread.
    expect(screen.getByRole('link', { name: 'Notifications, 1 non lue' })).toHaveAttribute('href', '/notifications');

    await user.click(screen.getByRole('button', { name: 'Non lues (1)' }));
    await waitFor(() => expect(screen.queryByText('Votre attestation URSSAF expire bientôt')).not.toBeInTheDocument());
    expect(api.requests.some((r) => r.url.searchParams.get('unread') === 'true')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(await screen.findByText('Aucune notification non lue : vous êtes à jour.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('changes the hour of the daily e-mail', async () => {
    const api = server();
    const { user } = renderApp('/notifications');
    const prefs = await screen.findByRole('complementary', { name: 'Préférences' });
    const select = within(prefs).getByRole('combobox', { name: 'Heure de l’e-mail' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, '18');
    await waitFor(() =>
      expect(api.to('/api/notifications/preferences').find((r) => r.method === 'PUT')?.body).toEqual({
        email_alerts: true,
        digest_hour: 18,
      }),
    );
    expect(await screen.findByText('Alertes e-mail envoyées chaque jour à 18 h')).toBeInTheDocument();
  });
});
