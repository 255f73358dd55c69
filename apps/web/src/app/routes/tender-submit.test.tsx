import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@batiao/shared/contracts/auth';
import type { TenderDetail, UrlAnalysisResult } from '@batiao/shared/contracts/tenders';
import { makeTender, makeTenderDetail, makeTenderList } from '../../features/tenders/testing/tender-fixtures';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch } from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { stubXhr } from '../../testing/xhr-stub';

const ID = '7c2f6a1e-4a7d-4c1e-9a55-2f0f3f6d7a02';

const ANALYSIS: UrlAnalysisResult = {
  extracted_info: {
    title: 'Réfection de la couverture du gymnase Jean-Moulin',
    description: 'Dépose de la couverture en fibres-ciment et pose d’un bac acier isolé.',
    authority: 'Ville de Vénissieux',
    location: '69200 Vénissieux',
    amount: 1_250_000,
    execution_delay: '6 mois',
    contact_email: 'marches@venissieux.example.fr',
    contact_phone: null,
    deadline: '2026-03-15T11:00:00.000Z',
    requirements: ['Qualibat 3112', 'Assurance décennale'],
    dce_content: null,
    source_url: 'https://marches.venissieux.example.fr/avis/14',
  },
  recommendations: { confidence_score: 82, missing_info: ['Contenu du DCE'] },
};

const SUBMITTED: TenderDetail = makeTenderDetail({
  id: ID,
  title: 'Toiture de la salle des fêtes',
  submitted_by_me: true,
  source: 'submitted',
  submission: {
    authority: 'Commune de Brignais',
    location: '69530 Brignais',
    execution_delay: '4 mois',
    contact_email: 'marches@brignais.example.fr',
    contact_phone: null,
    source_url: null,
    requirements: ['Qualibat 3111'],
    dce_content: null,
    notes: null,
  },
});

function signedIn(user: User = makeUser({ subscription_active: true, subscription_plan: 'pro' })) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-submit');
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(user);
    }
    if (path === '/api/tenders/analyze-from-url') {
      const url = (request.body as { url: string }).url;
      return url.includes('interne')
        ? errorResponse(
            400,
            'Adresse refusée : elle désigne un réseau interne ou réservé, pas un site public',
            'BAD_REQUEST',
          )
        : jsonResponse(ANALYSIS);
    }
    if (path === '/api/tenders/submit') {
      return jsonResponse({ id: ID, message: 'Appel d’offres soumis' }, 201);
    }
    if (path === '/api/tenders') {
      return jsonResponse(
        makeTenderList([makeTender({ id: ID, title: ANALYSIS.extracted_info.title ?? '', submitted_by_me: true })]),
      );
    }
    if (path === `/api/tenders/${ID}`) {
      if (request.method === 'PUT') {
        return jsonResponse({ ...SUBMITTED, title: (request.body as { title: string }).title });
      }
      return request.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(SUBMITTED);
    }
    if (path === '/api/generated-responses') {
      return jsonResponse({ items: [] });
    }
    if (path === '/api/notifications') {
      return jsonResponse({ items: [], unread_count: 0 });
    }
    return notFound();
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Tender submission page', () => {
  it('pre-fills the form from an address, shows the confidence, submits, and opens the list after 2 s', async () => {
    const server = signedIn();
    const { user, router } = renderApp('/tenders/submit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soumettre un appel d’offres' })).toBeInTheDocument();
    for (const section of ['Informations principales', 'Délais et montants', 'Contact', 'Détails techniques']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Analyser' }));
    expect(screen.getByText('Veuillez saisir une URL')).toBeInTheDocument();
    expect(server.to('/api/tenders/analyze-from-url')).toHaveLength(0);

    await user.type(screen.getByLabelText('Adresse web de l’avis'), 'https://marches.venissieux.example.fr/avis/14');
    await user.click(screen.getByRole('button', { name: 'Analyser' }));
    const results = await screen.findByRole('region', { name: 'Résultats de l’analyse' });
    expect(within(results).getByText('Confiance : 82 %')).toBeInTheDocument();
    expect(within(results).getByText('Contenu du DCE')).toBeInTheDocument();
    expect(screen.getByLabelText(/Titre de l’appel d’offres/)).toHaveValue(
      'Réfection de la couverture du gymnase Jean-Moulin',
    );
    expect(screen.getByLabelText(/Organisme acheteur/)).toHaveValue('Ville de Vénissieux');
    expect(screen.getByLabelText(/Date limite de remise des offres/)).toHaveValue('2026-03-15T12:00');
    expect(screen.getByLabelText(/Montant estimé/)).toHaveValue('1 250 000');
    expect(screen.getByLabelText(/Exigences/)).toHaveValue('Qualibat 3112\nAssurance décennale');

    await user.type(screen.getByLabelText(/Téléphone/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Soumettre l’appel d’offres' }));
    expect(screen.getByText('Numéro de téléphone invalide')).toBeInTheDocument();
    expect(server.to('/api/tenders/submit')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Téléphone/));
    await user.type(screen.getByLabelText(/Exigences/), '\n\n   \nVisite obligatoire');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Soumettre l’appel d’offres' }));
    expect(await screen.findByText(/Appel d’offres soumis avec succès\./)).toBeInTheDocument();
    const sent = server.to('/api/tenders/submit')[0]?.body;
    expect(sent).toMatchObject({
      title: 'Réfection de la couverture du gymnase Jean-Moulin',
      authority: 'Ville de Vénissieux',
      deadline: '2026-03-15T12:00',
      amount: 1_250_000,
      requirements: ['Qualibat 3112', 'Assurance décennale', 'Visite obligatoire'],
      contact_phone: null,
    });
    // The form is reset, then the list opens 2 s later.
    expect(screen.getByLabelText(/Titre de l’appel d’offres/)).toHaveValue('');
    expect(router.state.location.pathname).toBe('/tenders/submit');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenders'));
  });

  it('tells why an address is refused', async () => {
    signedIn();
    const { user } = renderApp('/tenders/submit');
    await user.type(await screen.findByLabelText('Adresse web de l’avis'), 'http://interne.example/');
    await user.click(screen.getByRole('button', { name: 'Analyser' }));
    expect(
      await screen.findByText('Adresse refusée : elle désigne un réseau interne ou réservé, pas un site public'),
    ).toBeInTheDocument();
  });

  it('requires the main fields, in French', async () => {
    const server = signedIn();
    const { user } = renderApp('/tenders/submit');
    await user.click(await screen.findByRole('button', { name: 'Soumettre l’appel d’offres' }));
    for (const message of [
      'Le titre est obligatoire',
      'La description est obligatoire',
      'L’organisme acheteur est obligatoire',
      'La localisation est obligatoire',
      'La date limite est obligatoire',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Titre de l’appel d’offres/)).toHaveFocus();
    expect(server.to('/api/tenders/submit')).toHaveLength(0);
  });

  it('says « Abonnement requis » to a user without a subscription', async () => {
    signedIn(makeUser());
    renderApp('/tenders/submit');
    expect(await screen.findByRole('heading', { name: 'Abonnement requis' })).toBeInTheDocument();
  });

  it('marks a submitted tender « Soumis par vous » and deletes it after confirmation', async () => {
    const server = signedIn();
    const { user, router } = renderApp(`/tenders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: SUBMITTED.title })).toBeInTheDocument();
    expect(screen.getAllByText('Soumis par vous').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', `/tenders/submit?edit=${ID}`);

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer cet appel d’offres ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenders'));
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      `/api/tenders/${ID}`,
    ]);
  });

  it('links the list to the form for subscribers', async () => {
    signedIn();
    renderApp('/tenders');
    expect(await screen.findByRole('link', { name: 'Soumettre un appel d’offres' })).toHaveAttribute(
      'href',
      '/tenders/submit',
    );
  });

  it('edits a submitted tender from its detail page', async () => {
    const server = signedIn();
    const { user, router } = renderApp(`/tenders/submit?edit=${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier l’appel d’offres' })).toBeInTheDocument();
    const title = await screen.findByLabelText(/Titre de l’appel d’offres/);
    expect(title).toHaveValue(SUBMITTED.title);
    expect(screen.getByLabelText(/Organisme acheteur/)).toHaveValue('Commune de Brignais');
    expect(screen.getByLabelText(/Exigences/)).toHaveValue('Qualibat 3111');
    // No analysis when editing.
    expect(screen.queryByLabelText('Adresse web de l’avis')).not.toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Toiture de la salle des fêtes (lot 1)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tenders/${ID}`));
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/tenders/${ID}`);
    expect(put?.body).toMatchObject({
      title: 'Toiture de la salle des fêtes (lot 1)',
      authority: 'Commune de Brignais',
    });
  });

  it('reads a dropped PDF notice', async () => {
    signedIn();
    const xhr = stubXhr((request) =>
      request.url.pathname === '/api/tenders/analyze-file' ? { status: 200, body: ANALYSIS } : undefined,
    );
    const { user } = renderApp('/tenders/submit');
    const input = await screen.findByLabelText('Fichier de l’avis (PDF ou DOCX)');
    await user.upload(input, new File(['%PDF-1.4'], 'avis.pdf', { type: 'application/pdf' }));
    const results = await screen.findByRole('region', { name: 'Résultats de l’analyse' });
    expect(within(results).getByText('Analyse du fichier avis.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText(/Organisme acheteur/)).toHaveValue('Ville de Vénissieux');
    expect(xhr.requests[0]?.form().get('file')).toBeInstanceOf(File);
  });
});
