import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@batiao/shared/contracts/auth';
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { makeTender, makeTenderDetail, makeTenderList } from '../../features/tenders/testing/tender-fixtures';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch } from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const ID = '0b6f5c1e-4a7d-4c1e-9a55-2f0f3f6d7a01';

function signedIn(detail: TenderDetail | null, user: User = makeUser()) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-detail');
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(user);
    }
    if (path === '/api/tenders') {
      return jsonResponse(makeTenderList([makeTender({ id: ID })]));
    }
    if (path === `/api/tenders/${ID}`) {
      return detail ? jsonResponse(detail) : errorResponse(404, 'Appel d’offres introuvable', 'NOT_FOUND');
    }
    return notFound();
  });
}

const REAL = makeTenderDetail({
  id: ID,
  description: 'Premier paragraphe de l’avis.\n\nSecond paragraphe :\n- dépose des tuiles\n- pose des liteaux',
  compatibility_analysis: {
    score_global: 72,
    ai_message:
      'Compatible : lot « Couverture tuiles » (CPV 45261210) dans le Rhône, votre département, clôture dans 23 jours, montant estimé 180 k€ pour 2 lots.',
  },
});

describe('Tender detail page', () => {
  it('shows the tender with its real compatibility score, key facts, lots and criteria', async () => {
    const server = signedIn(REAL);
    renderApp(`/tenders/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: REAL.title })).toBeInTheDocument();
    expect(document.title).toBe(`${REAL.title} | BatiAO`);
    expect(server.to(`/api/tenders/${ID}`)[0]?.headers.get('Authorization')).toBe('Bearer jwt-detail');

    // The real score, in its colour, and never the spec's placeholder 85 %.
    const box = within(screen.getByRole('region', { name: 'Compatibilité avec votre profil' }));
    expect(box.getByTestId('compatibility-score')).toHaveTextContent('72 %');
    expect(box.getByTestId('compatibility-score')).toHaveAttribute('data-colour', 'orange');
    expect(box.getByText(REAL.compatibility_analysis.ai_message)).toBeInTheDocument();
    expect(screen.queryByText(/85\s%/)).not.toBeInTheDocument();

    expect(screen.getByText('Publié le 19 novembre 2026', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Premier paragraphe de l’avis.')).toBeInTheDocument();
    expect(screen.getByText(/Second paragraphe/).tagName).toBe('P');

    const info = within(screen.getByRole('region', { name: 'Informations clés' }));
    expect(info.getByText('Villeurbanne, Rhône (69)')).toBeInTheDocument();
    expect(info.getByText(/15 décembre 2026 à 12:00/)).toBeInTheDocument();
    expect(info.getByText(/^180\s000\s€ HT$/)).toBeInTheDocument();
    expect(info.getByText('45261310')).toBeInTheDocument();
    expect(info.getByText('Couvreur')).toBeInTheDocument();
    expect(info.getByText('Procédure adaptée')).toBeInTheDocument();
    expect(info.getByText('3 mois')).toBeInTheDocument();
    expect(info.getByText('Groupe scolaire Jean-Moulin, Villeurbanne')).toBeInTheDocument();
    expect(info.getByRole('link', { name: /marches@mairie-villeurbanne.fr/ })).toHaveAttribute(
      'href',
      'mailto:marches@mairie-villeurbanne.fr',
    );
    expect(info.getByRole('link', { name: /04 78 03 67 67/ })).toHaveAttribute('href', 'tel:0478036767');

    const lots = within(screen.getByRole('table', { name: 'Lots du marché' }));
    expect(lots.getAllByRole('row')).toHaveLength(3);
    expect(lots.getByText('Couverture tuiles')).toBeInTheDocument();
    expect(lots.getByText(/^140\s000\s€$/)).toBeInTheDocument();

    const criteria = within(screen.getByRole('region', { name: 'Critères d’attribution' }));
    expect(criteria.getByText('Valeur technique')).toBeInTheDocument();
    expect(criteria.getByText('60 %')).toBeInTheDocument();
    expect(criteria.getByText('40 %')).toBeInTheDocument();

    // Quick actions.
    const actions = within(screen.getByRole('region', { name: 'Actions rapides' }));
    expect(actions.getByRole('link', { name: /Vérifier mon dossier/ })).toHaveAttribute('href', '/documents');
    const source = actions.getByRole('link', { name: /Source officielle/ });
    expect(source).toHaveAttribute('href', REAL.source_url);
    expect(source).toHaveAttribute('target', '_blank');
    const dce = actions.getByRole('button', { name: /Télécharger le DCE/ });
    expect(dce).toBeDisabled();
    expect(dce).toHaveAccessibleDescription(/L’avis ne donne pas l’adresse du dossier de consultation/);
  });

  it('opens the DCE in a new tab when the notice gives its address', async () => {
    signedIn({ ...REAL, dce_url: 'https://marchespublics.grandlyon.com/consultation/2026-017' });
    renderApp(`/tenders/${ID}`);
    await screen.findByRole('heading', { level: 1, name: REAL.title });
    const dce = screen.getByRole('link', { name: /Télécharger le DCE/ });
    expect(dce).toHaveAttribute('href', 'https://marchespublics.grandlyon.com/consultation/2026-017');
    expect(dce).toHaveAttribute('target', '_blank');
  });

  it('answers a missing tender with "Appel d’offres introuvable" and a way back', async () => {
    signedIn(null);
    renderApp(`/tenders/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Appel d’offres introuvable' })).toBeInTheDocument();
    expect(document.title).toBe('Appel d’offres introuvable | BatiAO');
    const back = screen.getAllByRole('link', { name: /Retour aux appels d’offres/ });
    expect(back.length).toBeGreaterThan(0);
    for (const link of back) {
      expect(link).toHaveAttribute('href', '/tenders');
    }
  });

  it('keeps the response and quantities for subscribers, with honest empty states', async () => {
    signedIn(REAL, makeUser({ subscription_active: true, subscription_plan: 'pro' }));
    renderApp(`/tenders/${ID}#reponse`);
    await screen.findByRole('heading', { level: 1, name: REAL.title });

    const response = screen.getByRole('region', { name: 'Réponse générée' });
    expect(response).toHaveAttribute('id', 'reponse');
    expect(within(response).getByText('La génération de réponse sera disponible ici.')).toBeInTheDocument();
    expect(within(response).queryByText('Abonnement requis pour générer une réponse')).not.toBeInTheDocument();
    const metres = within(screen.getByRole('region', { name: 'Métrés' }));
    expect(metres.getByText('Extraction des métrés : bientôt disponible')).toBeInTheDocument();
  });

  it('tells a user without a subscription that generation and quantities need one', async () => {
    signedIn(REAL);
    renderApp(`/tenders/${ID}`);
    await screen.findByRole('heading', { level: 1, name: REAL.title });

    const response = within(screen.getByRole('region', { name: 'Réponse générée' }));
    expect(response.getByText('Abonnement requis pour générer une réponse')).toBeInTheDocument();
    expect(response.getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute('href', '/subscription');
    expect(response.getByText('La génération de réponse sera disponible ici.')).toBeInTheDocument();
    const metres = within(screen.getByRole('region', { name: 'Métrés' }));
    expect(metres.getByText('Extraction des métrés réservée aux abonnés')).toBeInTheDocument();
  });

  it('goes back to the list with the filters it came from', async () => {
    signedIn(REAL);
    const { user, router } = renderApp('/tenders?status=urgent&sort=score');
    const card = await screen.findByRole('article', { name: makeTender().title });
    await user.click(within(card).getByRole('link', { name: /Voir le détail/ }));

    await screen.findByRole('heading', { level: 1, name: REAL.title });
    expect(router.state.location.pathname).toBe(`/tenders/${ID}`);
    const back = screen.getByRole('link', { name: /Retour aux appels d’offres/ });
    expect(back).toHaveAttribute('href', '/tenders?status=urgent&sort=score');
    await user.click(back);
    expect(await screen.findByRole('button', { name: 'Urgents' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps /tenders/submit on its own page', async () => {
    const server = signedIn(REAL, makeUser({ subscription_active: true }));
    const { router } = renderApp('/tenders/submit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soumettre un appel d’offres' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tenders/submit');
    expect(server.to('/api/tenders/submit')).toHaveLength(0);
  });
});
