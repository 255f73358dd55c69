import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LOGGED_OUT_EVERYWHERE_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
} from '../../features/auth/components/account-security-card';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch, type FetchHandler } from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const EMPTY_PROFILE = {
  raison_sociale: null,
  siret: null,
  forme_juridique: null,
  adresse: null,
  code_postal: null,
  ville: null,
  annee_creation: null,
  effectifs: [],
  chiffres_affaires: [],
  qualifications: [],
  assurances: [],
  materiel: [],
  references: [],
  completion: { percent: 0, missing: [] },
  updated_at: null,
};

/** Signed in on « Mon entreprise »; `auth` answers the two security routes. */
async function openCard(auth: FetchHandler = () => notFound()) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-ancien');
  const server = stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(makeUser({ email: 'camille@toitures-martin.fr' }));
    }
    if (path === '/api/company' && request.method === 'GET') {
      return jsonResponse(EMPTY_PROFILE);
    }
    if (path === '/api/auth/change-password' || path === '/api/auth/logout-all') {
      return auth(request);
    }
    return notFound();
  });
  const app = renderApp('/company');
  const card = within(await screen.findByRole('region', { name: 'Sécurité du compte' }));
  return { ...app, server, card };
}

describe('Account security card', () => {
  it('shows who is signed in and the password rules', async () => {
    const { card } = await openCard();
    expect(card.getByText('camille@toitures-martin.fr')).toBeInTheDocument();
    expect(card.getByText(/10 caractères minimum, pas de mot de passe courant/)).toBeInTheDocument();
  });

  it('checks the new password with the shared rules before sending anything', async () => {
    const { user, server, card } = await openCard();
    await user.type(card.getByLabelText(/^Mot de passe actuel/), 'ancien-mot-de-passe');
    await user.type(card.getByLabelText(/^Nouveau mot de passe/), 'azerty123456');
    await user.type(card.getByLabelText(/^Confirmer le nouveau mot de passe/), 'azerty123456');
    await user.click(card.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await card.findByText(/^Ce mot de passe est trop courant/)).toBeInTheDocument();
    expect(card.getByLabelText(/^Nouveau mot de passe/)).toHaveFocus();

    await user.clear(card.getByLabelText(/^Nouveau mot de passe/));
    await user.type(card.getByLabelText(/^Nouveau mot de passe/), 'charpente-chene-1890');
    await user.click(card.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await card.findByText('Les deux mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(server.to('/api/auth/change-password')).toHaveLength(0);
  });

  it('changes the password, keeps this device signed in with the new token, and says so', async () => {
    const { user, server, card } = await openCard(() =>
      jsonResponse({ user: makeUser({ email: 'camille@toitures-martin.fr' }), token: 'jwt-nouveau' }),
    );
    await user.type(card.getByLabelText(/^Mot de passe actuel/), 'ancien-mot-de-passe');
    await user.type(card.getByLabelText(/^Nouveau mot de passe/), 'charpente-chene-1890');
    await user.type(card.getByLabelText(/^Confirmer le nouveau mot de passe/), 'charpente-chene-1890');
    await user.click(card.getByRole('button', { name: 'Changer le mot de passe' }));

    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument();
    const [request] = server.to('/api/auth/change-password');
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({ current_password: 'ancien-mot-de-passe', new_password: 'charpente-chene-1890' });
    expect(request?.headers.get('Authorization')).toBe('Bearer jwt-ancien');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-nouveau');
    expect(card.getByLabelText(/^Mot de passe actuel/)).toHaveValue('');
  });

  it('shows a wrong current password on its field', async () => {
    const { user, card } = await openCard(() =>
      errorResponse(
        422,
        [{ field: 'current_password', message: 'Le mot de passe actuel est incorrect' }],
        'VALIDATION_ERROR',
      ),
    );
    await user.type(card.getByLabelText(/^Mot de passe actuel/), 'pas-le-bon-mot');
    await user.type(card.getByLabelText(/^Nouveau mot de passe/), 'charpente-chene-1890');
    await user.type(card.getByLabelText(/^Confirmer le nouveau mot de passe/), 'charpente-chene-1890');
    await user.click(card.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await card.findByText('Le mot de passe actuel est incorrect')).toBeInTheDocument();
    expect(card.getByLabelText(/^Mot de passe actuel/)).toHaveFocus();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-ancien');
  });

  it('signs out of every device after a confirmation, and can be cancelled', async () => {
    const { user, server, card, router } = await openCard(() => new Response(null, { status: 204 }));
    await user.click(card.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Se déconnecter de tous les appareils ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.to('/api/auth/logout-all')).toHaveLength(0);

    await user.click(card.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tout déconnecter' }));
    expect(await screen.findByText(LOGGED_OUT_EVERYWHERE_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.to('/api/auth/logout-all')[0]?.method).toBe('POST');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
