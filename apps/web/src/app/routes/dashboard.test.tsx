import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FileHealthResponse } from '@batiao/shared/contracts/documents';
import type { GeneratedResponseSummary } from '@batiao/shared/contracts/generation';
import type { User } from '@batiao/shared/contracts/auth';
import type { Notification, NotificationPreferences } from '@batiao/shared/contracts/notifications';
import type { DashboardStats, TenderListResponse } from '@batiao/shared/contracts/tenders';
import { makeHealth } from '../../features/documents/testing/document-fixtures';
import { makeResponse, summaryOf } from '../../features/generation/testing/response-fixtures';
import { makeNotification } from '../../features/notifications/testing/notification-fixtures';
import { makeTender, makeTenderList } from '../../features/tenders/testing/tender-fixtures';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { deferred, errorResponse, jsonResponse, notFound, stubFetch } from '../../testing/fetch-stub';
import { expectConsoleError } from '../../testing/console';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

function signedIn(stats: DashboardStats | null, list: TenderListResponse | null) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-dashboard');
  return stubFetch((request) => {
    switch (request.url.pathname) {
      case '/api/auth/me':
        return jsonResponse(makeUser());
      case '/api/dashboard/stats':
        return stats ? jsonResponse(stats) : errorResponse(500, 'Erreur interne', 'INTERNAL');
      case '/api/tenders':
        return list ? jsonResponse(list) : errorResponse(500, 'Erreur interne', 'INTERNAL');
      case '/api/notifications':
        return jsonResponse({ items: [], unread_count: 0 });
      case '/api/notifications/preferences':
        return jsonResponse({ email_alerts: true });
      case '/api/documents/health':
        return jsonResponse(makeHealth());
      case '/api/generated-responses':
        return jsonResponse({ items: [] });
      default:
        return notFound();
    }
  });
}

const STATS: DashboardStats = {
  total_tenders: 37,
  active_tenders: 29,
  urgent_tenders: 6,
  last_sync_at: '2026-11-22T09:05:00.000Z',
};

describe('Dashboard tenders', () => {
  it('shows total_tenders with the urgent count and the 5 latest tenders', async () => {
    const latest = [
      makeTender({ id: 't1', title: 'Couverture de l’école Jules-Ferry', amount: 95_000 }),
      makeTender({ id: 't2', title: 'Zinguerie du gymnase', amount: null }),
      makeTender({
        id: 't3',
        title: 'Charpente de la halle',
        deadline_status: 'expired',
        days_left: -1,
        deadline: '2026-11-21T11:00:00.000Z',
      }),
    ];
    const server = signedIn(STATS, makeTenderList(latest));
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bonjour Jean' });

    expect(await screen.findByTestId('total-tenders')).toHaveTextContent('37');
    expect(screen.getByText('6 urgents (7 jours ou moins)')).toBeInTheDocument();
    expect(screen.getByText('Dernière synchronisation BOAMP : le 22 novembre 2026 à 10:05')).toBeInTheDocument();

    const recent = within(screen.getByRole('region', { name: '5 derniers appels d’offres' }));
    expect(await recent.findByRole('link', { name: 'Couverture de l’école Jules-Ferry' })).toHaveAttribute(
      'href',
      '/tenders/t1',
    );
    expect(recent.getByText(/^95\s000\s€$/)).toBeInTheDocument();
    expect(recent.getByText('Montant non communiqué')).toBeInTheDocument();
    expect(recent.getAllByText('Ouvert')).toHaveLength(2);
    expect(recent.getAllByText('Expiré')).toHaveLength(1);
    expect(recent.getByText('Date limite : 21 novembre 2026')).toBeInTheDocument();

    const request = server.to('/api/tenders')[0];
    expect(request?.url.searchParams.get('sort')).toBe('publication');
    expect(request?.url.searchParams.get('page_size')).toBe('5');
  });

  it('says so when there are no tenders yet, and shows the error message when loading fails', async () => {
    signedIn({ ...STATS, total_tenders: 0, active_tenders: 0, urgent_tenders: 0, last_sync_at: null }, null);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bonjour Jean' });

    const tendersCard = screen.getByRole('heading', { level: 3, name: 'Appels d’offres' }).closest('li');
    if (!tendersCard) {
      throw new Error('carte Appels d’offres absente');
    }
    expect(
      await within(tendersCard).findByText('La source BOAMP n’a pas encore été synchronisée.'),
    ).toBeInTheDocument();
    expect(within(tendersCard).getByText('Rien pour le moment')).toBeInTheDocument();
    expect(within(tendersCard).queryByTestId('total-tenders')).not.toBeInTheDocument();
    const recent = within(screen.getByRole('region', { name: '5 derniers appels d’offres' }));
    expect(await recent.findByRole('alert')).toHaveTextContent('Erreur lors du chargement des appels d’offres');
  });
});

interface NotificationServerOptions {
  items?: Notification[];
  unreadCount?: number;
  emailAlerts?: boolean;
  /** GET /api/notifications answers 500. */
  listFails?: boolean;
  /** The answer to PUT /api/notifications/preferences, in place of saving it. */
  onPut?: () => Response | Promise<Response>;
}

/** A signed-in user and a server that keeps its notifications' read state and the alert choice. */
function withNotifications(options: NotificationServerOptions = {}) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-dashboard');
  let items = options.items ?? [];
  let extraUnread =
    (options.unreadCount ?? items.filter((item) => !item.read).length) - items.filter((i) => !i.read).length;
  let preferences: NotificationPreferences = { email_alerts: options.emailAlerts ?? true };
  const unreadCount = () => items.filter((item) => !item.read).length + extraUnread;

  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(makeUser());
    }
    if (path === '/api/dashboard/stats') {
      return jsonResponse(STATS);
    }
    if (path === '/api/tenders') {
      return jsonResponse(makeTenderList([]));
    }
    if (path === '/api/documents/health') {
      return jsonResponse(makeHealth());
    }
    if (path === '/api/generated-responses') {
      return jsonResponse({ items: [] });
    }
    if (path === '/api/notifications' && request.method === 'GET') {
      if (options.listFails) {
        return errorResponse(500, 'Erreur interne', 'INTERNAL');
      }
      const limit = Number(request.url.searchParams.get('limit') ?? 20);
      return jsonResponse({ items: items.slice(0, limit), unread_count: unreadCount() });
    }
    if (path === '/api/notifications/read-all' && request.method === 'POST') {
      items = items.map((item) => ({ ...item, read: true }));
      extraUnread = 0;
      return jsonResponse({ success: true });
    }
    const read = /^\/api\/notifications\/([^/]+)\/read$/.exec(path);
    if (read && request.method === 'POST') {
      items = items.map((item) => (item.id === read[1] ? { ...item, read: true } : item));
      return jsonResponse({ success: true });
    }
    if (path === '/api/notifications/preferences') {
      if (request.method === 'PUT') {
        if (options.onPut) {
          return options.onPut();
        }
        preferences = request.body as NotificationPreferences;
        return jsonResponse(preferences);
      }
      return jsonResponse(preferences);
    }
    return notFound();
  });
}

const ROOF_ALERT = makeNotification({ id: 'n1', tender_id: 't1', message: 'Couverture de l’école Jules-Ferry' }, 5);
const GUTTER_ALERT = makeNotification(
  { id: 'n2', tender_id: 't2', message: 'Zinguerie du gymnase Léo-Lagrange' },
  60 * 24 * 6,
);
const OLD_ALERT = makeNotification(
  { id: 'n3', tender_id: 't3', message: 'Charpente de la halle du marché', read: true },
  60 * 24 * 9,
);
const MAINTENANCE = makeNotification(
  { id: 'n4', type: 'system', title: 'Maintenance prévue dimanche', message: '', tender_id: null, read: true },
  60 * 24 * 12,
);

function notificationsCard(): HTMLElement {
  const card = screen.getByRole('heading', { level: 3, name: 'Notifications' }).closest('li');
  if (!card) {
    throw new Error('carte Notifications absente');
  }
  return card;
}

const recentNotifications = () => within(screen.getByRole('region', { name: 'Notifications récentes' }));

async function openDashboard() {
  const app = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Bonjour Jean' });
  return app;
}

describe('Dashboard notifications', () => {
  it('counts the unread and the latest, and lists the 5 latest with their label, tender, date and dot', async () => {
    const server = withNotifications({ items: [ROOF_ALERT, GUTTER_ALERT, OLD_ALERT, MAINTENANCE], unreadCount: 7 });
    await openDashboard();

    const card = within(notificationsCard());
    expect(await card.findByTestId('unread-notifications')).toHaveTextContent('7');
    expect(card.getByText('non lues')).toBeInTheDocument();
    expect(card.getByTestId('latest-notifications')).toHaveTextContent('4 notifications récentes');
    // The dashboard asks for the 5 latest (the header bell asks for the unread count apart).
    const lists = server.to('/api/notifications').filter((r) => r.url.searchParams.get('unread') !== 'true');
    expect(lists[0]?.url.searchParams.get('limit')).toBe('5');

    const list = recentNotifications();
    const items = await list.findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(list.getAllByText('Nouvel appel d’offres assigné')).toHaveLength(3);
    expect(list.getByText('Maintenance prévue dimanche')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Couverture de l’école Jules-Ferry' })).toHaveAttribute(
      'href',
      '/tenders/t1',
    );
    expect(list.getByRole('link', { name: 'Zinguerie du gymnase Léo-Lagrange' })).toHaveAttribute(
      'href',
      '/tenders/t2',
    );
    expect(within(items[0] as HTMLElement).getByText('il y a 5 min')).toHaveAttribute('datetime', ROOF_ALERT.sent_at);
    // Six days ago: an absolute date, in French.
    expect(within(items[1] as HTMLElement).getByText(/^\d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}$/u)).toBeInTheDocument();
    // The two unread ones carry a dot, announced as "Non lue".
    expect(list.getAllByTestId('unread-dot')).toHaveLength(2);
    expect(list.getAllByText('Non lue :')).toHaveLength(2);
    expect(list.getByRole('button', { name: 'Tout marquer comme lu' })).toBeInTheDocument();
  });

  it('marks a notification read when its tender is opened', async () => {
    const server = withNotifications({ items: [ROOF_ALERT, GUTTER_ALERT] });
    const { user, router } = await openDashboard();
    expect(await within(notificationsCard()).findByTestId('unread-notifications')).toHaveTextContent('2');

    await user.click(recentNotifications().getByRole('link', { name: 'Couverture de l’école Jules-Ferry' }));

    expect(router.state.location.pathname).toBe('/tenders/t1');
    await waitFor(() => expect(server.to('/api/notifications/n1/read')).toHaveLength(1));
    expect(server.to('/api/notifications/n1/read')[0]?.method).toBe('POST');
    expect(server.to('/api/notifications/n1/read')[0]?.headers.get('Authorization')).toBe('Bearer jwt-dashboard');

    // Back on the dashboard, the list comes from the server again: one unread left.
    await router.navigate('/dashboard');
    await waitFor(() => expect(within(notificationsCard()).getByTestId('unread-notifications')).toHaveTextContent('1'));
    await waitFor(() => expect(recentNotifications().getAllByTestId('unread-dot')).toHaveLength(1));
  });

  it('marks everything read at once, then hides the button', async () => {
    const server = withNotifications({ items: [ROOF_ALERT, GUTTER_ALERT, OLD_ALERT] });
    const { user } = await openDashboard();

    await user.click(await recentNotifications().findByRole('button', { name: 'Tout marquer comme lu' }));

    await waitFor(() => expect(within(notificationsCard()).getByTestId('unread-notifications')).toHaveTextContent('0'));
    expect(server.to('/api/notifications/read-all')).toHaveLength(1);
    expect(server.to('/api/notifications/read-all')[0]?.method).toBe('POST');
    expect(recentNotifications().queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(recentNotifications().queryByRole('button', { name: 'Tout marquer comme lu' })).not.toBeInTheDocument();
    expect(within(notificationsCard()).getByText('non lue')).toBeInTheDocument();
  });

  it('shows the empty state, and no button, when there is nothing', async () => {
    withNotifications({ items: [] });
    await openDashboard();

    expect(
      await recentNotifications().findByText(
        'Aucune notification pour le moment. Vous serez averti ici dès qu’un nouvel appel d’offres correspond à votre métier et à votre zone.',
      ),
    ).toBeInTheDocument();
    expect(recentNotifications().queryByRole('button', { name: 'Tout marquer comme lu' })).not.toBeInTheDocument();
    expect(within(notificationsCard()).getByTestId('unread-notifications')).toHaveTextContent('0');
  });

  it('treats a failing list as empty: logged, never shown', async () => {
    const logged = expectConsoleError('[BatiAO] Chargement des notifications');
    withNotifications({ listFails: true });
    await openDashboard();

    expect(
      await recentNotifications().findByText(/^Aucune notification pour le moment\. Vous serez averti ici/),
    ).toBeInTheDocument();
    expect(within(notificationsCard()).getByTestId('unread-notifications')).toHaveTextContent('0');
    expect(within(notificationsCard()).getByText('Aucune notification pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Erreur/)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[BatiAO] Chargement des notifications', expect.anything());
  });

  it('turns the e-mail alerts off with PUT email_alerts false and says so', async () => {
    const server = withNotifications({ emailAlerts: true });
    const { user } = await openDashboard();

    const toggle = within(notificationsCard()).getByRole('switch', { name: 'Alertes e-mail' });
    expect(toggle).toHaveAccessibleDescription('Recevoir chaque matin les nouveaux appels d’offres par e-mail');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));

    await user.click(toggle);

    expect(await screen.findByText('Alertes e-mail désactivées')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    const put = server.to('/api/notifications/preferences').filter((request) => request.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]?.body).toEqual({ email_alerts: false });

    await user.click(toggle);
    expect(await screen.findByText('Alertes e-mail activées')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('moves the switch at once and puts it back with an error toast when saving fails', async () => {
    const logged = expectConsoleError('[BatiAO] Préférences d’alertes e-mail');
    const answer = deferred<Response>();
    withNotifications({ emailAlerts: true, onPut: () => answer.promise });
    const { user } = await openDashboard();
    const toggle = within(notificationsCard()).getByRole('switch', { name: 'Alertes e-mail' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));

    answer.resolve(errorResponse(500, 'Erreur interne', 'INTERNAL'));

    expect(
      await screen.findByText('Impossible d’enregistrer votre choix d’alertes e-mail. Réessayez.'),
    ).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText('Alertes e-mail désactivées')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[BatiAO] Préférences d’alertes e-mail', expect.anything());
  });
});

/** A signed-in user whose file health is `health` (null: the call fails). */
function withFileHealth(health: FileHealthResponse | null, user: User = makeUser()) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-dashboard');
  return stubFetch((request) => {
    switch (request.url.pathname) {
      case '/api/auth/me':
        return jsonResponse(user);
      case '/api/dashboard/stats':
        return jsonResponse(STATS);
      case '/api/tenders':
        return jsonResponse(makeTenderList([]));
      case '/api/notifications':
        return jsonResponse({ items: [], unread_count: 0 });
      case '/api/notifications/preferences':
        return jsonResponse({ email_alerts: true });
      case '/api/documents/health':
        return health ? jsonResponse(health) : errorResponse(500, 'Erreur interne', 'INTERNAL_ERROR');
      case '/api/generated-responses':
        return jsonResponse({ items: [] });
      default:
        return notFound();
    }
  });
}

function fileStatusCard(): HTMLElement {
  const card = screen.getByRole('heading', { level: 3, name: 'État du dossier' }).closest('li');
  if (!card) {
    throw new Error('carte État du dossier absente');
  }
  return card;
}

const completionBar = () =>
  within(screen.getByRole('region', { name: 'Dossier administratif' })).getByRole('progressbar', {
    name: 'Complétion du dossier',
  });

describe('Dashboard administrative file', () => {
  it('an incomplete file: Incomplet, a banner with the missing documents and the advice, a red bar', async () => {
    const recommendations = [
      'Ajoutez le document « Pièce d’identité du dirigeant » : il est indispensable pour candidater.',
      'Ajoutez le document « RIB de l’entreprise » : il est indispensable pour candidater.',
      'Renouvelez le document « Attestation de vigilance URSSAF » : il a expiré le 09/10/2026.',
    ];
    withFileHealth(
      makeHealth({
        overall_health: 'incomplete',
        missing_critical: ['piece_identite', 'rib'],
        expired: ['urssaf'],
        recommendations,
        dossier_completion: 50,
      }),
    );
    await openDashboard();

    expect(await within(fileStatusCard()).findByTestId('file-status')).toHaveTextContent('Incomplet');
    expect(within(fileStatusCard()).getByText('1 expiré')).toBeInTheDocument();
    expect(within(fileStatusCard()).getByRole('link', { name: /Voir mon dossier/ })).toHaveAttribute(
      'href',
      '/documents',
    );

    const banner = within(screen.getByRole('region', { name: 'Votre dossier administratif est incomplet' }));
    const missing = banner.getByRole('list', { name: 'Documents indispensables manquants' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pièce d’identité du dirigeant', 'RIB de l’entreprise']);
    // The advice to add the missing documents is the list above: only the rest is repeated.
    expect(
      within(banner.getByRole('list', { name: 'Recommandations' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([recommendations[2]]);
    expect(banner.getByRole('link', { name: /Compléter mon dossier/ })).toHaveAttribute('href', '/documents');

    await waitFor(() => expect(completionBar()).toHaveAttribute('aria-valuenow', '50'));
    expect(completionBar()).toHaveAttribute('data-tone', 'red');
    expect(
      screen.getByText(
        'Complétez les 6 pièces indispensables (Kbis, URSSAF, RC Pro, décennale, pièce d’identité, RIB) pour répondre aux marchés.',
      ),
    ).toBeInTheDocument();
  });

  it('a file to watch: Attention, the banner without missing documents, a yellow bar at 67 %', async () => {
    withFileHealth(
      makeHealth({
        overall_health: 'warning',
        expiring_soon: ['decennale'],
        recommendations: [
          'Préparez le renouvellement du document « Attestation d’assurance décennale » : il expire le 04/12/2026 (dans 12 jours).',
        ],
        dossier_completion: 67,
      }),
    );
    await openDashboard();

    expect(await within(fileStatusCard()).findByTestId('file-status')).toHaveTextContent('Attention');
    expect(within(fileStatusCard()).getByText('1 à renouveler')).toBeInTheDocument();
    const banner = within(
      await screen.findByRole('region', { name: 'Votre dossier administratif demande votre attention' }),
    );
    expect(banner.queryByRole('list', { name: 'Documents indispensables manquants' })).not.toBeInTheDocument();
    expect(
      banner.getByText(/Préparez le renouvellement du document « Attestation d’assurance décennale »/),
    ).toBeInTheDocument();
    await waitFor(() => expect(completionBar()).toHaveAttribute('aria-valuenow', '67'));
    expect(completionBar()).toHaveAttribute('data-tone', 'yellow');
  });

  it('a good file: Complet, no banner, a green bar, and the text says it is complete from 80 %', async () => {
    withFileHealth(makeHealth({ overall_health: 'good', dossier_completion: 83 }));
    await openDashboard();

    expect(await within(fileStatusCard()).findByTestId('file-status')).toHaveTextContent('Complet');
    await waitFor(() => expect(completionBar()).toHaveAttribute('aria-valuenow', '83'));
    expect(completionBar()).toHaveAttribute('data-tone', 'green');
    expect(
      screen.getByText('Votre dossier est complet : vous pouvez répondre aux appels d’offres.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Votre dossier administratif/ })).not.toBeInTheDocument();
  });

  it('falls back to good when the health cannot be read, with the account’s own completion', async () => {
    const logged = expectConsoleError('[BatiAO] Santé du dossier administratif');
    withFileHealth(null, makeUser({ dossier_completion: 17 }));
    await openDashboard();

    expect(await within(fileStatusCard()).findByTestId('file-status')).toHaveTextContent('Complet');
    expect(screen.queryByRole('region', { name: /Votre dossier administratif/ })).not.toBeInTheDocument();
    expect(completionBar()).toHaveAttribute('aria-valuenow', '17');
    expect(completionBar()).toHaveAttribute('data-tone', 'red');
    expect(logged).toHaveBeenCalledWith('[BatiAO] Santé du dossier administratif', expect.anything());
  });

  it('offers the quick actions, the subscriber ones only with a subscription', async () => {
    withFileHealth(makeHealth());
    await openDashboard();
    const actions = within(screen.getByRole('navigation', { name: 'Actions rapides' }));
    expect(actions.getByRole('link', { name: /^Gérer mes documents/ })).toHaveAttribute('href', '/documents');
    expect(actions.getByRole('link', { name: /^Mon entreprise/ })).toHaveAttribute('href', '/company');
    expect(actions.getByRole('link', { name: /^Voir les appels d’offres/ })).toHaveAttribute('href', '/tenders');
    expect(actions.getByRole('link', { name: /^Catalogue de prix/ })).toHaveAttribute('href', '/catalog');
    expect(actions.queryByRole('link', { name: /Soumettre un appel d’offres/ })).not.toBeInTheDocument();
  });

  it('shows the submission and the generator to a subscriber', async () => {
    withFileHealth(makeHealth(), makeUser({ subscription_active: true, subscription_plan: 'pro' }));
    await openDashboard();
    const actions = within(screen.getByRole('navigation', { name: 'Actions rapides' }));
    expect(actions.getByRole('link', { name: /^Soumettre un appel d’offres/ })).toHaveAttribute(
      'href',
      '/tenders/submit',
    );
    expect(actions.getByRole('link', { name: /^Générateur de réponse/ })).toHaveAttribute('href', '/quartus');
  });
});

/* ---------------------------------------------------------------- generated responses ---------------------------------------------------------------- */

/** A signed-in user whose recent generated responses are `items` (null: the list call fails). */
function withResponses(items: GeneratedResponseSummary[] | null, hold?: Promise<Response>) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-dashboard');
  return stubFetch((request) => {
    const path = request.url.pathname;
    switch (path) {
      case '/api/auth/me':
        return jsonResponse(makeUser({ subscription_active: true, subscription_plan: 'pro' }));
      case '/api/dashboard/stats':
        return jsonResponse(STATS);
      case '/api/tenders':
        return jsonResponse(makeTenderList([]));
      case '/api/notifications':
        return jsonResponse({ items: [], unread_count: 0 });
      case '/api/notifications/preferences':
        return jsonResponse({ email_alerts: true });
      case '/api/documents/health':
        return jsonResponse(makeHealth());
      case '/api/generated-responses':
        if (hold) {
          return hold;
        }
        return items ? jsonResponse({ items }) : errorResponse(500, 'Erreur interne', 'INTERNAL_ERROR');
      default:
        break;
    }
    if (/^\/api\/generated-responses\/[^/]+\/download$/.test(path)) {
      return new Response('%PDF-1.7', {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="serveur.pdf"' },
      });
    }
    return notFound();
  });
}

function responsesCard() {
  const card = screen.getByRole('heading', { level: 3, name: 'Mes réponses générées' }).closest('li');
  if (!card) {
    throw new Error('carte Mes réponses générées absente');
  }
  return within(card);
}

const summary = (id: string, title: string, version: number, size: number): GeneratedResponseSummary =>
  summaryOf(
    makeResponse({
      id,
      tender_id: `t-${id}`,
      tender_title: title,
      version,
      pdf_size: size,
      filename: `reponse-${id}.pdf`,
      created_at: '2026-11-23T13:05:00.000Z',
    }),
  );

describe('Dashboard generated responses', () => {
  it('lists the 3 most recent PDFs with tender, version, date and size, each downloadable', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/pdf'), revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const server = withResponses([
      summary('r1', 'Couverture de l’école Jules-Ferry', 2, 245),
      summary('r2', 'Zinguerie du gymnase', 1, 12_698),
      summary('r3', 'Charpente de la halle', 3, 1_258_291),
    ]);
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bonjour Jean' });

    const card = responsesCard();
    const list = within(await card.findByRole('list', { name: 'Réponses générées récentes' }));
    expect(list.getAllByRole('listitem')).toHaveLength(3);
    expect(list.getAllByTestId('pdf-size').map((size) => size.textContent)).toEqual([
      '245\u00a0o',
      '12,4\u00a0Ko',
      '1,2\u00a0Mo',
    ]);
    expect(list.getByRole('link', { name: 'Couverture de l’école Jules-Ferry' })).toHaveAttribute(
      'href',
      '/tenders/t-r1#reponse',
    );
    expect(list.getByText(/Version 2 · 23 nov\. 2026/)).toBeInTheDocument();
    const request = server.to('/api/generated-responses')[0];
    expect(request?.url.searchParams.get('limit')).toBe('3');
    expect(request?.url.searchParams.has('tender_id')).toBe(false);

    await user.click(list.getByRole('button', { name: 'Télécharger le PDF : Zinguerie du gymnase, version 1' }));
    await waitFor(() => expect(clicked).toEqual(['serveur.pdf']));
    const download = server.to('/api/generated-responses/r2/download')[0];
    expect(download?.headers.get('Authorization')).toBe('Bearer jwt-dashboard');
  });

  it('shows a loading skeleton, then the empty state', async () => {
    const hold = deferred<Response>();
    withResponses([], hold.promise);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bonjour Jean' });
    expect(responsesCard().getByRole('status')).toHaveTextContent('Chargement des réponses générées…');

    hold.resolve(jsonResponse({ items: [] }));
    expect(
      await responsesCard().findByText('Vos lettres de candidature et mémoires techniques en PDF seront listés ici.'),
    ).toBeInTheDocument();
    expect(responsesCard().getByText('Rien pour le moment')).toBeInTheDocument();
    expect(responsesCard().getByRole('link', { name: /Préparer une réponse/ })).toHaveAttribute('href', '/tenders');
  });

  it('treats a failing list as empty: logged, never shown', async () => {
    const logged = expectConsoleError('[BatiAO] Chargement des réponses générées');
    withResponses(null);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bonjour Jean' });

    expect(
      await responsesCard().findByText('Vos lettres de candidature et mémoires techniques en PDF seront listés ici.'),
    ).toBeInTheDocument();
    expect(responsesCard().queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[BatiAO] Chargement des réponses générées', expect.anything());
  });
});
