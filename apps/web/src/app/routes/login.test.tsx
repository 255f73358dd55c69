import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGIN_SUCCESS_MESSAGE } from '../../features/auth/components/login-form';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { deferred, errorResponse, jsonResponse, notFound, stubFetch } from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { newAccountAnswer } from '../../testing/new-account';
import { renderApp } from '../../testing/render-app';

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Connexion à votre espace' });
  return app;
}

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], password = 'motdepasse-solide') {
  await user.type(screen.getByLabelText(/Adresse e-mail/), 'jean.martin@toitures-martin.fr');
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('Login page', () => {
  it('is kept out of search engines and links to registration', async () => {
    stubFetch(() => notFound());
    await openLogin();
    expect(document.title).toBe('Connexion | BatiAO');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(screen.getByRole('link', { name: 'Créer un compte gratuitement' })).toHaveAttribute('href', '/register');
  });

  it('shows the server detail of a 401 and re-enables the form', async () => {
    const server = stubFetch((request) =>
      request.url.pathname === '/api/auth/login'
        ? errorResponse(401, 'Email ou mot de passe incorrect', 'INVALID_CREDENTIALS')
        : notFound(),
    );
    const { user } = await openLogin();

    await fillAndSubmit(user, 'mauvais-mot-de-passe');

    const form = screen.getByRole('form', { name: 'Connexion' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect');
    // The same message is also shown as a toast.
    expect(screen.getAllByText('Email ou mot de passe incorrect')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(server.to('/api/auth/login')[0]?.body).toEqual({
      email: 'jean.martin@toitures-martin.fr',
      password: 'mauvais-mot-de-passe',
    });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows the French detail of a 429', async () => {
    stubFetch(() => errorResponse(429, 'Trop de tentatives de connexion. Réessayez dans 15 minutes.', 'RATE_LIMITED'));
    const { user } = await openLogin();
    await fillAndSubmit(user);
    const form = screen.getByRole('form', { name: 'Connexion' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    );
  });

  it('says "Erreur de connexion" when the server cannot be reached', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = await openLogin();
    await fillAndSubmit(user);
    const form = screen.getByRole('form', { name: 'Connexion' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Erreur de connexion');
  });

  it('reads "Connexion..." and is disabled while signing in, then opens the dashboard', async () => {
    const answer = deferred<Response>();
    stubFetch((request) =>
      request.url.pathname === '/api/auth/login' ? answer.promise : (newAccountAnswer(request) ?? notFound()),
    );
    const { user, router } = await openLogin();

    await fillAndSubmit(user);

    const pending = await screen.findByRole('button', { name: 'Connexion...' });
    expect(pending).toBeDisabled();

    answer.resolve(jsonResponse({ user: makeUser({ prenom: 'Amélie' }), token: 'jwt-login' }));

    expect(await screen.findByRole('heading', { name: 'Bonjour Amélie' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-login');
    expect(await screen.findByText(LOGIN_SUCCESS_MESSAGE)).toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const server = stubFetch(() => notFound());
    const { user } = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText('Saisissez votre adresse e-mail')).toBeInTheDocument();
    expect(screen.getByText('Saisissez votre mot de passe')).toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveFocus();

    await user.type(screen.getByLabelText(/Adresse e-mail/), 'pas-un-email');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('shows and hides the password with an accessible toggle', async () => {
    stubFetch(() => notFound());
    const { user } = await openLogin();
    const password = screen.getByLabelText(/^Mot de passe/);
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
