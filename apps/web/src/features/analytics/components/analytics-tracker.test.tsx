import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, deviceOfWidth } from '@batiao/shared/contracts/analytics';
import { TOKEN_STORAGE_KEY } from '../../../lib/session-storage';
import { jsonResponse, notFound, stubFetch } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';
import { newAccountAnswer } from '../../../testing/new-account';
import { renderApp } from '../../../testing/render-app';
import { newMilestones } from '../lib/tracker';

function consent(analytics: boolean) {
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      essential: true,
      analytics,
      marketing: false,
      timestamp: '2026-11-20T09:00:00.000Z',
      version: '1.0',
    }),
  );
}

function signedInServer() {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-user');
  return stubFetch((request) => {
    if (request.url.pathname === '/api/auth/me') {
      return jsonResponse(makeUser({ id: 'usr_42' }));
    }
    if (request.url.pathname.startsWith('/api/analytics/')) {
      return jsonResponse({ success: true }, 202);
    }
    return newAccountAnswer(request) ?? notFound();
  });
}

const events = (server: ReturnType<typeof stubFetch>) =>
  server.to('/api/analytics/events').map((r) => r.body as { event: string; properties: Record<string, unknown> });

describe('audience measure', () => {
  it('logs user_authenticated with the account and plan, then user_logout, with the session’s token', async () => {
    consent(true);
    const server = signedInServer();
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bonjour Jean' });
    expect(events(server).find((e) => e.event === 'user_authenticated')?.properties).toMatchObject({
      user_id: 'usr_42',
      plan_type: 'free',
      page: '/dashboard',
    });
    expect(server.to('/api/analytics/events')[0]?.headers.get('Authorization')).toBe('Bearer jwt-user');

    await user.click(screen.getAllByRole('button', { name: /Déconnexion/ })[0] as HTMLElement);
    await screen.findByText('Vous êtes déconnecté. À bientôt !');
    expect(events(server).map((e) => e.event)).toContain('user_logout');
  });

  it('sends nothing when the visitor refused, even signed in and scrolling', async () => {
    consent(false);
    const server = signedInServer();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bonjour Jean' });
    fireEvent.scroll(window);
    expect(server.to('/api/analytics/events')).toHaveLength(0);
    expect(server.to('/api/analytics/metrics')).toHaveLength(0);
  });

  it('reports each scroll milestone once, and the device by width', () => {
    const sent = new Set<number>([25]);
    expect(newMilestones(60, sent)).toEqual([50]);
    expect(newMilestones(100, new Set())).toEqual([25, 50, 75, 90, 100]);
    expect([767, 768, 1023, 1024].map(deviceOfWidth)).toEqual(['mobile', 'tablet', 'tablet', 'desktop']);
  });
});
