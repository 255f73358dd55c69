import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@batiao/shared/contracts/account';
import { ACCOUNT_DELETED_MESSAGE } from '../../features/account/components/account-data-card';
import { PROFILE_SAVED_MESSAGE } from '../../features/account/components/account-profile-form';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch, type FetchHandler } from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

/** Signed in on « Mon compte »; `account` answers the /api/account routes. */
async function openAccount(
  account: FetchHandler = () => notFound(),
  user = makeUser({ email: 'camille@toitures-martin.fr' }),
) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-camille');
  let current = user;
  const server = stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/notifications') {
      return jsonResponse({ items: [], unread_count: 0 });
    }
    if (path === '/api/auth/me') {
      return jsonResponse(current);
    }
    if (path.startsWith('/api/account')) {
      return Promise.resolve(account(request)).then((response) => {
        if (path === '/api/account/profile' && response.ok) {
          void response
            .clone()
            .json()
            .then((saved: typeof user) => {
              current = saved;
            });
        }
        return response;
      });
    }
    return notFound();
  });
  const app = renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
  return { ...app, server };
}

describe('« Mon compte »', () => {
  it('is reached from the user menu and shows the three sections', async () => {
    await openAccount();
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('region', { name: 'Mes informations' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sécurité du compte' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mes données' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveValue('camille@toitures-martin.fr');
  });

  it('sends only the corrected fields and shows the server’s refusal next to the field', async () => {
    let calls = 0;
    const { user, server } = await openAccount(() => {
      calls += 1;
      if (calls === 1) {
        return errorResponse(409, ACCOUNT_MESSAGES.emailTaken, 'EMAIL_TAKEN');
      }
      return jsonResponse(makeUser({ email: 'camille@toitures-martin.fr', nom: 'Martin-Durand' }));
    });
    const form = within(screen.getByRole('form', { name: 'Mes informations' }));
    await user.clear(form.getByLabelText(/^Adresse e-mail/));
    await user.type(form.getByLabelText(/^Adresse e-mail/), 'pris@example.fr');
    await user.click(form.getByRole('button', { name: 'Enregistrer mes informations' }));
    expect(await form.findByText(ACCOUNT_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(server.to('/api/account/profile')[0]?.body).toEqual({ email: 'pris@example.fr' });

    await user.clear(form.getByLabelText(/^Adresse e-mail/));
    await user.type(form.getByLabelText(/^Adresse e-mail/), 'camille@toitures-martin.fr');
    await user.clear(form.getByLabelText(/^Nom/));
    await user.type(form.getByLabelText(/^Nom/), 'Martin-Durand');
    await user.click(form.getByRole('button', { name: 'Enregistrer mes informations' }));
    expect(await screen.findByText(PROFILE_SAVED_MESSAGE)).toBeInTheDocument();
    expect(server.to('/api/account/profile')[1]?.body).toEqual({ nom: 'Martin-Durand' });
    expect(server.to('/api/account/profile')[1]?.method).toBe('PATCH');
  });

  it('downloads the export zip under the server’s name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user, server } = await openAccount(
      () =>
        new Response('PK\u0003\u0004zip', {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="batiao-export-2026-11-26.zip"',
          },
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Exporter mes données' }));
    expect(await screen.findByText('Export téléchargé : batiao-export-2026-11-26.zip')).toBeInTheDocument();
    expect(server.to('/api/account/export')[0]?.headers.get('authorization')).toBe('Bearer jwt-camille');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('asks the password in a dialog before deleting, shows a wrong one, then signs out', async () => {
    const { user, server, router } = await openAccount((request) => {
      const body = request.body as { password?: string };
      return body.password === 'bon-mot-de-passe'
        ? new Response(null, { status: 204 })
        : errorResponse(403, ACCOUNT_MESSAGES.wrongPassword, 'FORBIDDEN');
    });
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Supprimer définitivement votre compte ?' }));
    expect(dialog.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(dialog.getByText('Saisissez votre mot de passe pour confirmer la suppression')).toBeInTheDocument();
    expect(server.to('/api/account')).toHaveLength(0);

    await user.type(dialog.getByLabelText(/^Mot de passe/), 'mauvais');
    await user.click(dialog.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await dialog.findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeInTheDocument();

    await user.clear(dialog.getByLabelText(/^Mot de passe/));
    await user.type(dialog.getByLabelText(/^Mot de passe/), 'bon-mot-de-passe');
    await user.click(dialog.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText(ACCOUNT_DELETED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(server.to('/api/account').map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('closes the dialog with Annuler without deleting anything', async () => {
    const { user, server } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.to('/api/account')).toHaveLength(0);
  });
});
