import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch, type FetchHandler } from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const RESULT = {
  success: true,
  price: 6_847_500,
  duration: '18 mois fermes',
  price_per_m2: 443,
  generated_at: '2026-11-26T09:00:00.000Z',
  stats: { total_pages: 14, total_words: 4210, sections: 11 },
  downloads: {
    technical: '/api/download/quartus-reponse-technique-public',
    complete: '/api/download/quartus-complete.pdf',
  },
};

function open(handler: FetchHandler, subscribed = true) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-abonne');
  const server = stubFetch((request) => {
    if (request.url.pathname === '/api/notifications') {
      return jsonResponse({ items: [], unread_count: 0 });
    }
    if (request.url.pathname === '/api/auth/me') {
      return jsonResponse(
        makeUser({ subscription_active: subscribed, subscription_plan: subscribed ? 'expert' : 'free' }),
      );
    }
    return handler(request);
  });
  return { server, ...renderApp('/quartus') };
}

describe('/quartus', () => {
  it('is offered in the menu to subscribers only', async () => {
    open(() => notFound());
    expect(await screen.findByRole('heading', { level: 1, name: 'Générateur de réponse' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Générateur' }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/mot de passe/i)).not.toBeInTheDocument();
  });

  it('generates, shows the price and duration, downloads both files, and generates again', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/q');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { server, user } = open((request) => {
      if (request.url.pathname === '/api/generate-quartus-response') {
        return jsonResponse(RESULT);
      }
      if (request.url.pathname.startsWith('/api/download/')) {
        return new Response('contenu', {
          headers: { 'Content-Disposition': 'attachment; filename="quartus-reponse-complete-lot20.pdf"' },
        });
      }
      return notFound();
    });
    await user.click(await screen.findByRole('button', { name: 'Générer la réponse' }));
    expect(await screen.findByRole('heading', { name: 'Réponse générée' })).toBeInTheDocument();
    expect(screen.getAllByText('18 mois fermes', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getAllByText(/6\s847\s500/).length).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole('button', { name: 'Réponse complète (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Réponse technique (texte)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    expect(server.to('/api/download/quartus-complete.pdf')[0]?.headers.get('authorization')).toBe('Bearer jwt-abonne');
    await user.click(screen.getByRole('button', { name: 'Nouvelle génération' }));
    await waitFor(() => expect(server.to('/api/generate-quartus-response')).toHaveLength(2));
  });

  it('shows « Abonnement requis » on a 403 and sends a 401 to the sign-in page', async () => {
    let status = 403;
    const { user, router } = open(() =>
      status === 403
        ? errorResponse(403, 'Abonnement requis', 'FORBIDDEN')
        : errorResponse(401, 'Session invalide', 'UNAUTHORIZED'),
    );
    await user.click(await screen.findByRole('button', { name: 'Générer la réponse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Abonnement requis');
    status = 401;
    await user.click(screen.getByRole('button', { name: 'Générer la réponse' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/quartus' });
    expect(await screen.findByText('Session expirée - Reconnectez-vous')).toBeInTheDocument();
  });
});
