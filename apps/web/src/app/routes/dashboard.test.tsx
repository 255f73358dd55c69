import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardStats, TenderListResponse } from '@batiao/shared/contracts/tenders';
import { makeTender, makeTenderList } from '../../features/tenders/testing/tender-fixtures';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch } from '../../testing/fetch-stub';
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
