import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PRICE_INDEX_CODES,
  PRICE_INDEX_LABELS,
  type PriceIndicesResponse,
} from '@batiao/shared/contracts/market-prices';
import { TOKEN_STORAGE_KEY } from '../../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { makeAdminStats, makeAnalyticsSummary } from '../testing/admin-fixtures';
import { parseIndexValue } from './admin-price-indices';

const ADMIN = makeUser({ id: 'usr_admin', role: 'admin', prenom: 'Claire', nom: 'Roux', email: 'claire@batiao.fr' });
const URL = '/api/pricing/market-price/indices';
const INDICES = PRICE_INDEX_CODES.map((code) => ({
  code,
  libelle: PRICE_INDEX_LABELS[code],
  metiers: code === 'BT38' ? ['plombier'] : [],
}));

function server(values: PriceIndicesResponse['values'], put: (body: unknown) => Response) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-admin');
  return stubFetch((request) => {
    switch (request.url.pathname) {
      case '/api/auth/me':
        return jsonResponse(ADMIN);
      case '/api/admin/stats':
        return jsonResponse(makeAdminStats());
      case '/api/admin/analytics':
        return jsonResponse(makeAnalyticsSummary());
      case '/api/pricing/market-price/library/items':
        return jsonResponse({ success: true, items: [] });
      case URL:
        return request.method === 'PUT' ? put(request.body) : jsonResponse({ success: true, indices: INDICES, values });
      default:
        return notFound();
    }
  });
}

async function openSection() {
  const rendered = renderApp('/admin');
  await rendered.user.click(await screen.findByRole('tab', { name: 'Bibliothèque de prix' }));
  const section = await screen.findByRole('region', { name: 'Indices BT : actualisation des fournitures' });
  return { ...rendered, section };
}

describe('/admin › Bibliothèque de prix › Indices BT', () => {
  it('reads French decimals, refuses anything else', () => {
    expect(parseIndexValue('131,4')).toBe(131.4);
    expect(parseIndexValue(' 98.1234 ')).toBe(98.1234);
    expect(parseIndexValue('')).toBeNull();
    expect(parseIndexValue('12,34567')).toBeUndefined();
    expect(parseIndexValue('-3')).toBeUndefined();
    expect(parseIndexValue('abc')).toBeUndefined();
  });

  it('starts empty and says no price is actualised; months added, values typed, only the changes are sent', async () => {
    const saved = [
      { indice: 'BT38', mois: '2026-11', valeur: 130, modifie_le: '2027-02-10T09:00:00.000Z' },
      { indice: 'BT38', mois: '2027-01', valeur: 133.9, modifie_le: '2027-02-10T09:00:00.000Z' },
    ];
    const api = server([], () => jsonResponse({ success: true, indices: INDICES, values: saved }));
    const { user, section } = await openSection();
    expect(
      within(section).getByText(/Aucune valeur saisie : les prix de la bibliothèque ne sont pas actualisés/),
    ).toBeInTheDocument();

    const month = within(section).getByLabelText('Mois à saisir');
    fireEvent.change(month, { target: { value: '2026-11' } });
    await user.click(within(section).getByRole('button', { name: 'Ajouter le mois' }));
    fireEvent.change(month, { target: { value: '2027-01' } });
    await user.click(within(section).getByRole('button', { name: 'Ajouter le mois' }));
    fireEvent.change(month, { target: { value: '2027-01' } });
    await user.click(within(section).getByRole('button', { name: 'Ajouter le mois' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Le mois de janv. 2027 est déjà dans le tableau.');

    const save = within(section).getByRole('button', { name: /Enregistrer/ });
    expect(save).toBeDisabled();
    await user.type(within(section).getByLabelText('BT38 nov. 2026'), '130');
    await user.type(within(section).getByLabelText('BT38 janv. 2027'), 'abc');
    expect(within(section).getByText(/Une valeur d’indice est un nombre supérieur à 0/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(within(section).getByLabelText('BT38 janv. 2027'));
    await user.type(within(section).getByLabelText('BT38 janv. 2027'), '133,9');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer (2)' }));

    expect(await within(section).findByText(/2 valeurs enregistrées/)).toBeInTheDocument();
    expect(api.to(URL).find((r) => r.method === 'PUT')?.body).toEqual({
      values: [
        { indice: 'BT38', mois: '2026-11', valeur: 130 },
        { indice: 'BT38', mois: '2027-01', valeur: 133.9 },
      ],
    });
    expect(within(section).getByLabelText('BT38 janv. 2027')).toHaveValue('133,9');
  });

  it('removes a cleared value (null) and shows the server’s French refusal', async () => {
    const values = [{ indice: 'BT47', mois: '2026-11', valeur: 120.5, modifie_le: '2027-02-10T09:00:00.000Z' }];
    const api = server(values, () =>
      errorResponse(
        422,
        [{ field: 'BT47 2026-11', message: 'Le mois 2027-03 n’est pas encore passé' }],
        'VALIDATION_ERROR',
      ),
    );
    const { user, section } = await openSection();
    const cell = within(section).getByLabelText('BT47 nov. 2026');
    expect(cell).toHaveValue('120,5');
    await user.clear(cell);
    await user.click(within(section).getByRole('button', { name: 'Enregistrer (1)' }));
    expect(
      await within(section).findByText(/Les valeurs n’ont pas été enregistrées : Le mois 2027-03/),
    ).toBeInTheDocument();
    expect(api.to(URL).find((r) => r.method === 'PUT')?.body).toEqual({
      values: [{ indice: 'BT47', mois: '2026-11', valeur: null }],
    });
  });
});
