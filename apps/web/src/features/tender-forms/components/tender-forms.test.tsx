import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TENDER_PACK_EMPTY } from '@batiao/shared/contracts/tender-forms';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { setAuthToken } from '../../../lib/api-client';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';
import { createTestQueryClient } from '../../../testing/render-app';
import { TenderForms } from './tender-forms';

function renderForms(subscriber: boolean) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/tenders/:id', element: <TenderForms tenderId="t-42" subscriber={subscriber} /> },
      { path: '/subscription', element: <h1>Abonnements</h1> },
    ],
    { initialEntries: ['/tenders/t-42'] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, router };
}

/** What `saveBlob` hands to the browser: the link clicked, its name. */
function recordDownloads() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/1'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Formulaires et dossier', () => {
  it('downloads the DC1 as PDF, the DC2 as Word and the zip, with the bearer token and the server’s file names', async () => {
    setAuthToken('jwt-sub');
    const saved = recordDownloads();
    const api = stubFetch((request) => {
      if (request.url.pathname === '/api/auth/me') {
        return jsonResponse(makeUser({ subscription_active: true }));
      }
      const names: Record<string, string> = {
        '/api/tenders/t-42/forms/dc1': 'DC1-boamp-26-1.pdf',
        '/api/tenders/t-42/forms/dc2': 'DC2-boamp-26-1.docx',
        '/api/tenders/t-42/pack': 'dossier-boamp-26-1.zip',
      };
      const name = names[request.url.pathname] ?? 'x';
      return new Response('bytes', {
        status: 200,
        headers: { 'Content-Disposition': `attachment; filename="${name}"` },
      });
    });
    const { user } = renderForms(true);

    expect(screen.getByText('DC1 – Lettre de candidature')).toBeInTheDocument();
    expect(screen.getByText('DC2 – Déclaration du candidat')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Télécharger le DC1 en PDF' }));
    await waitFor(() => expect(saved).toEqual(['DC1-boamp-26-1.pdf']));
    await user.click(screen.getByRole('button', { name: 'Télécharger le DC2 au format Word' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Télécharger le dossier complet (.zip)' }));
    await waitFor(() => expect(saved).toEqual(['DC1-boamp-26-1.pdf', 'DC2-boamp-26-1.docx', 'dossier-boamp-26-1.zip']));

    const urls = api.requests
      .filter((r) => r.url.pathname !== '/api/auth/me')
      .map((r) => `${r.url.pathname}${r.url.search}`);
    expect(urls).toEqual([
      '/api/tenders/t-42/forms/dc1?format=pdf',
      '/api/tenders/t-42/forms/dc2?format=docx',
      '/api/tenders/t-42/pack',
    ]);
    expect(api.requests.every((r) => r.headers.get('Authorization') === 'Bearer jwt-sub')).toBe(true);
  });

  it('says why the pack is not ready yet (409), in French', async () => {
    setAuthToken('jwt-sub');
    recordDownloads();
    stubFetch((request) =>
      request.url.pathname === '/api/auth/me'
        ? jsonResponse(makeUser({ subscription_active: true }))
        : errorResponse(409, TENDER_PACK_EMPTY, 'CONFLICT'),
    );
    const { user } = renderForms(true);
    const button = screen.getByRole('button', { name: 'Télécharger le dossier complet (.zip)' });
    await user.click(button);
    expect(
      await screen.findByText(`Erreur lors de la préparation du dossier complet : ${TENDER_PACK_EMPTY}`),
    ).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('shows the locked message and the plans to a user without a subscription, and calls nothing', async () => {
    const api = stubFetch(() => errorResponse(403, 'non', 'FORBIDDEN'));
    const { user, router } = renderForms(false);
    expect(screen.getByText('Formulaires DC1, DC2 et dossier complet réservés aux abonnés')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Télécharger/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voir les abonnements' }));
    expect(router.state.location.pathname).toBe('/subscription');
    expect(api.requests).toHaveLength(0);
  });
});
