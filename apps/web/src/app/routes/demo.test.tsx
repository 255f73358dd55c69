import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_GENERATING_MESSAGE, DEMO_MESSAGES } from '@batiao/shared/contracts/demo';
import { errorResponse, jsonResponse, notFound, stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

const PDF_BASE64 = btoa('%PDF-1.4 démo');

function stubDemo(
  answer: () => Response = () =>
    jsonResponse({
      success: true,
      pdf_content: PDF_BASE64,
      stats: {
        total_pages: 9,
        total_words: 3120,
        qualite: '11 sections rédigées, 6 points à compléter',
        generation_time: 0.42,
      },
    }),
) {
  return stubFetch((request) => (request.url.pathname === '/api/demo/generate-pdf' ? answer() : notFound()));
}

describe('/demo', () => {
  it('shows the demo tender of the chosen trade and city, with the first city when there is none', async () => {
    stubDemo();
    const { user } = renderApp('/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Démo interactive' })).toBeInTheDocument();
    expect(screen.getByText(/AO-2026-PAR-0412/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Peintre' }));
    await user.click(screen.getByRole('button', { name: 'Reims' }));
    expect(screen.getByRole('button', { name: 'Reims' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/AO-2026-LYO-0502/)).toBeInTheDocument();
    expect(screen.getByText(/Pas d’appel d’offres de démonstration à Reims/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Voir le DCE/ }));
    const dce = within(screen.getByRole('dialog', { name: /DCE/ }));
    expect(dce.getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs the four steps with checkmarks, « IA active » and the typed message, then offers the PDF and the sign-up', async () => {
    const server = stubDemo();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/demo');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderApp('/demo?acceleration=10');
    await user.click(await screen.findByRole('button', { name: 'Électricien' }));
    await user.click(screen.getByRole('button', { name: 'Lancer la démo' }));
    expect(await screen.findByText('IA active')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Étapes de la démonstration' });
    await waitFor(() => expect(within(steps).getAllByLabelText('Terminé').length).toBeGreaterThanOrEqual(2));
    const result = await screen.findByRole('region', { name: /Votre réponse est prête/ }, { timeout: 8000 });
    expect(within(steps).getAllByLabelText('Terminé')).toHaveLength(4);
    expect(screen.getByTestId('demo-typed').textContent).toBe(DEMO_GENERATING_MESSAGE);
    expect(within(result).getByText(/à titre d’illustration/)).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/register');
    expect(within(result).getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute('href', '/subscription');

    await user.click(within(result).getByRole('button', { name: 'Aperçu de la réponse' }));
    expect(within(screen.getByRole('dialog')).getByText(/et 4 autres documents/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));

    await user.click(within(result).getByRole('button', { name: 'Télécharger le PDF' }));
    expect(await within(result).findByText(/9 pages, 3\s120 mots/)).toBeInTheDocument();
    expect(server.to('/api/demo/generate-pdf')[0]?.url.search).toBe('?metier=electricien&ville=paris');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('pauses and restarts', async () => {
    stubDemo();
    const { user } = renderApp('/demo?acceleration=2');
    await user.click(await screen.findByRole('button', { name: 'Lancer la démo' }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Reprendre' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(screen.getByRole('button', { name: 'Lancer la démo' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Terminé')).not.toBeInTheDocument();
  });

  it('says what went wrong with the PDF, in the spec’s words', async () => {
    stubDemo(() => errorResponse(429, DEMO_MESSAGES.rateLimited, 'RATE_LIMITED'));
    const { user } = renderApp('/demo?acceleration=50');
    await user.click(await screen.findByRole('button', { name: 'Lancer la démo' }));
    const result = await screen.findByRole('region', { name: /Votre réponse est prête/ }, { timeout: 3000 });
    await user.click(within(result).getByRole('button', { name: 'Télécharger le PDF' }));
    expect(await within(result).findByRole('alert')).toHaveTextContent('⚠ Erreur lors de la génération du PDF : 429');
  });
});
