import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '@batiao/shared/contracts/analytics';
import { TOKEN_STORAGE_KEY } from '../../../lib/session-storage';
import { jsonResponse, notFound, stubFetch } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';
import { newAccountAnswer } from '../../../testing/new-account';
import { renderApp } from '../../../testing/render-app';

afterEach(() => {
  vi.useRealTimers();
});

/** The landing page with every call answered; analytics calls accepted (202). */
function visitor() {
  return stubFetch((request) =>
    request.url.pathname.startsWith('/api/analytics/')
      ? jsonResponse({ success: true }, 202)
      : (newAccountAnswer(request) ?? notFound()),
  );
}

const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Record<string, unknown>;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('cookie banner', () => {
  it('appears 2 s after load when no choice is stored, and « Essentiels uniquement » refuses in one click', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const server = visitor();
    renderApp('/');
    await advance(1_900);
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
    await advance(200);
    const banner = screen.getByRole('region', { name: 'Cookies' });
    expect(within(banner).getByRole('link', { name: /En savoir plus/ })).toHaveAttribute('target', '_blank');
    expect(within(banner).getByRole('link', { name: /En savoir plus/ })).toHaveAttribute('href', '/privacy-policy');

    fireEvent.click(within(banner).getByRole('button', { name: 'Essentiels uniquement' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ essential: true, analytics: false, marketing: false, version: '1.0' });
    expect(Number.isNaN(Date.parse(String(stored().timestamp)))).toBe(false);

    // Nothing measured, before or after the refusal, whatever the time spent on the page.
    await advance(65_000);
    expect(server.requests.filter((r) => r.url.pathname.startsWith('/api/analytics'))).toHaveLength(0);
  });

  it('does not show again once a choice is stored', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        essential: true,
        analytics: false,
        marketing: false,
        timestamp: '2026-11-20T09:00:00.000Z',
        version: '1.0',
      }),
    );
    visitor();
    renderApp('/');
    await advance(3_000);
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
  });

  it('sends no analytics before consent, then page views and events after « Tout accepter »', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const server = visitor();
    const { router } = renderApp('/');
    await advance(2_000);
    expect(server.to('/api/analytics/events')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(stored()).toMatchObject({ analytics: true, marketing: true });
    const first = server.to('/api/analytics/events');
    expect(first).toHaveLength(1);
    expect(first[0]?.headers.get('x-analytics-consent')).toBe('granted');
    expect(first[0]?.body).toMatchObject({
      event: 'page_view',
      properties: { page: '/', device: 'desktop', viewport: { width: window.innerWidth } },
    });

    await act(async () => {
      await router.navigate('/register');
    });
    const views = server
      .to('/api/analytics/events')
      .map((r) => r.body as { event: string; properties: { page: string } });
    expect(views.at(-1)).toMatchObject({ event: 'page_view', properties: { page: '/register' } });

    // Idle after 30 s, time on page every 60 s.
    await advance(60_000);
    const names = server.to('/api/analytics/events').map((r) => (r.body as { event: string }).event);
    expect(names).toContain('user_idle');
    expect(names).toContain('time_on_page');
  });

  it('customises: the modal keeps analytics off unless switched on, and « Annuler » changes nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const server = visitor();
    renderApp('/');
    await advance(2_000);
    fireEvent.click(screen.getByRole('button', { name: 'Personnaliser' }));
    const dialog = screen.getByRole('dialog', { name: 'Paramètres des cookies' });
    expect(within(dialog).getByRole('switch', { name: 'Essentiels' })).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: 'Mesure d’audience' })).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();

    // Reopened from the footer: analytics on, marketing off, saved.
    fireEvent.click(screen.getByRole('button', { name: 'Gérer les cookies' }));
    const again = screen.getByRole('dialog', { name: 'Paramètres des cookies' });
    fireEvent.click(within(again).getByRole('switch', { name: 'Mesure d’audience' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Sauvegarder mes préférences' }));
    expect(stored()).toMatchObject({ analytics: true, marketing: false });
    expect(server.to('/api/analytics/events')).toHaveLength(1);
  });

  it('keeps a signed-in user’s choice on the server too', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-user');
    const server = stubFetch((request) => {
      if (request.url.pathname === '/api/auth/me') {
        return jsonResponse(makeUser());
      }
      if (request.url.pathname === '/api/analytics/consent') {
        return jsonResponse({ success: true, recorded_at: '2026-11-20T09:00:00.000Z' });
      }
      return newAccountAnswer(request) ?? notFound();
    });
    const { user } = renderApp('/legal/sales');
    await user.click(await screen.findByRole('button', { name: 'Gérer les cookies' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Essentiels uniquement' }));
    expect(server.to('/api/analytics/consent')[0]?.body).toMatchObject({
      essential: true,
      analytics: false,
      version: '1.0',
    });
    expect(server.to('/api/analytics/consent')[0]?.headers.get('Authorization')).toBe('Bearer jwt-user');
  });
});
