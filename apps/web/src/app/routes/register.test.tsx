import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MISSING_TRADE_MESSAGE, MISSING_ZONE_MESSAGE } from '../../features/auth/components/register-form';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import {
  deferred,
  errorResponse,
  jsonResponse,
  notFound,
  stubFetch,
  type RecordedRequest,
} from '../../testing/fetch-stub';
import { LYON, MARSEILLE, makeUser, suggestionsBody, validationBody } from '../../testing/fixtures';
import { newAccountAnswer } from '../../testing/new-account';
import { renderApp } from '../../testing/render-app';

type RegisterAnswer = (request: RecordedRequest) => Response | Promise<Response>;

/** The location endpoints answer like the real module; /api/auth/register answers as told. */
function stubServer(onRegister: RegisterAnswer = () => notFound()) {
  return stubFetch((request) => {
    switch (request.url.pathname) {
      case '/api/locations/popular':
        return jsonResponse(suggestionsBody([LYON, MARSEILLE]));
      case '/api/locations/search':
        return jsonResponse(suggestionsBody([LYON]));
      case '/api/locations/validate':
        return jsonResponse(validationBody());
      case '/api/auth/register':
        return onRegister(request);
      default:
        // After registering: the dashboard of the new account.
        return newAccountAnswer(request) ?? notFound();
    }
  });
}

async function fillForm(
  user: ReturnType<typeof renderApp>['user'],
  options: { trade?: string | null; zone?: boolean; password?: string } = {},
) {
  const { trade = 'Couvreur', zone = true, password = 'motdepasse-solide' } = options;
  await user.type(screen.getByLabelText(/^Prénom/), 'Jean');
  await user.type(screen.getByLabelText(/^Nom/), 'Martin');
  await user.type(screen.getByLabelText(/Adresse e-mail/), 'jean.martin@toitures-martin.fr');
  if (trade) {
    await user.selectOptions(screen.getByLabelText(/^Métier/), trade);
  }
  if (zone) {
    // Empty focus lists the popular cities; picking one fills and validates the zone.
    await user.click(screen.getByRole('combobox', { name: /Zone géographique/ }));
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: /Lyon \(69\)/ }));
  }
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
}

const submitButton = () => screen.getByRole('button', { name: /Créer mon compte gratuitement|Création du compte/ });

describe('Registration page', () => {
  it('shows every field, the trade labels and the legal links', async () => {
    stubServer();
    renderApp('/register');

    expect(await screen.findByRole('heading', { name: 'Créez votre compte BatiAO' })).toBeInTheDocument();
    const trade = screen.getByLabelText(/^Métier/);
    expect(within(trade).getAllByRole('option')).toHaveLength(15);
    expect(within(trade).getByRole('option', { name: 'Électricien' })).toHaveValue('electricien');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute('placeholder', '10 caractères minimum');
    expect(screen.getByRole('link', { name: 'conditions d’utilisation' })).toHaveAttribute('href', '/legal/terms');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Créer un compte | BatiAO');
  });

  it('stops with a toast and sends nothing when no trade is chosen', async () => {
    const server = stubServer();
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Créez votre compte BatiAO' });

    await fillForm(user, { trade: null });
    await user.click(submitButton());

    expect(await screen.findByText(MISSING_TRADE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Métier/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.to('/api/auth/register')).toHaveLength(0);
  });

  it('stops with a toast and sends nothing when the zone is empty', async () => {
    const server = stubServer();
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Créez votre compte BatiAO' });

    await fillForm(user, { zone: false });
    await user.click(submitButton());

    expect(await screen.findByText(MISSING_ZONE_MESSAGE)).toBeInTheDocument();
    expect(server.to('/api/auth/register')).toHaveLength(0);
  });

  it('refuses a password shorter than 10 characters, and says the rule before', async () => {
    const server = stubServer();
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Créez votre compte BatiAO' });
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute('placeholder', '10 caractères minimum');
    expect(screen.getByText(/10 caractères minimum, pas de mot de passe courant/)).toBeInTheDocument();

    await fillForm(user, { password: 'court12345'.slice(0, 9) });
    await user.click(submitButton());

    expect(await screen.findByText('Le mot de passe doit contenir au moins 10 caractères')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveFocus();
    expect(server.to('/api/auth/register')).toHaveLength(0);
  });

  it('refuses a common password before sending anything', async () => {
    const server = stubServer();
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Créez votre compte BatiAO' });

    await fillForm(user, { password: 'azerty123456' });
    await user.click(submitButton());

    expect(await screen.findByText(/^Ce mot de passe est trop courant/)).toBeInTheDocument();
    expect(server.to('/api/auth/register')).toHaveLength(0);
  });

  it('shows the first entry of a 422 detail list as "Erreur {field}: {message}"', async () => {
    stubServer(() =>
      errorResponse(
        422,
        [
          { field: 'email', message: 'Adresse e-mail invalide' },
          { field: 'nom', message: 'Le nom est obligatoire' },
        ],
        'VALIDATION_ERROR',
      ),
    );
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Créez votre compte BatiAO' });

    await fillForm(user);
    await user.click(submitButton());

    const form = screen.getByRole('form', { name: 'Inscription' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Erreur email: Adresse e-mail invalide');
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Créer mon compte gratuitement');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows a 409 text detail as it is', async () => {
    stubServer(() => errorResponse(409, 'Un compte existe déjà avec cette adresse e-mail', 'EMAIL_TAKEN'));
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Créez votre compte BatiAO' });

    await fillForm(user);
    await user.click(submitButton());

    const form = screen.getByRole('form', { name: 'Inscription' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Un compte existe déjà avec cette adresse e-mail');
  });

  it('falls back to the generic message when the answer has no usable detail', async () => {
    stubServer(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Créez votre compte BatiAO' });

    await fillForm(user);
    await user.click(submitButton());

    const form = screen.getByRole('form', { name: 'Inscription' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "Erreur lors de l'inscription. Veuillez réessayer.",
    );
  });

  it('sends the trade slug and the zone, stores the session and opens the dashboard', async () => {
    const answer = deferred<Response>();
    const server = stubServer(() => answer.promise);
    const { user, router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Créez votre compte BatiAO' });

    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Création du compte...' })).toBeDisabled();
    const [request] = server.to('/api/auth/register');
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({
      prenom: 'Jean',
      nom: 'Martin',
      email: 'jean.martin@toitures-martin.fr',
      metier: 'couvreur',
      zone_geographique: 'Lyon (69)',
      password: 'motdepasse-solide',
    });

    answer.resolve(jsonResponse({ user: makeUser(), token: 'jwt-new-account' }, 201));

    expect(await screen.findByRole('heading', { name: 'Bonjour Jean' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-new-account');
    expect(await screen.findByText(/Bienvenue sur BatiAO, Jean/)).toBeInTheDocument();
  });

  it('sends /terms and /privacy to the legal pages', async () => {
    stubServer();
    const first = renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Conditions générales d’utilisation' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/legal/terms');
    first.unmount();

    const second = renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/legal/privacy');
  });
});
