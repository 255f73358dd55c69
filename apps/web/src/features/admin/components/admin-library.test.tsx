import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  LibraryHistoryResponse,
  LibraryItem,
  LibraryItemsResponse,
  LibraryPreviewResponse,
} from '@batiao/shared/contracts/market-prices';
import { TOKEN_STORAGE_KEY } from '../../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { makeAdminStats, makeAnalyticsSummary } from '../testing/admin-fixtures';

const ADMIN = makeUser({ id: 'usr_admin', role: 'admin', prenom: 'Claire', nom: 'Roux', email: 'claire@batiao.fr' });
const BASE = '/api/pricing/market-price/library';

const PLO_015: LibraryItem = {
  code: 'PLO-015',
  metier: 'plombier',
  category: 'Évacuations',
  description: 'Chute EU/EV PVC Ø100 avec colliers',
  unite: 'ml',
  temps_h: 0.5,
  fournitures: 11,
  date: '2026-11-01',
  base_temps: 'temps : estimation BatiAO',
  base_fournitures: 'fournitures : prix négoce indicatif',
};
const CHANGED: LibraryItem = { ...PLO_015, temps_h: 0.55, fournitures: 12.4, date: '2026-12-01' };
const ADDED: LibraryItem = {
  ...PLO_015,
  code: 'PLO-900',
  description: 'Bac à graisse enterré 500 litres',
  unite: 'u',
  temps_h: 4,
  fournitures: 650,
};

const PREVIEW: Omit<LibraryPreviewResponse, 'success'> = {
  total_rows: 2,
  created: 1,
  updated: 1,
  unchanged: 0,
  errors: [],
  changes: [
    { line: 2, kind: 'modification', item: CHANGED, before: PLO_015, changed: ['temps_h', 'fournitures', 'date'] },
    { line: 3, kind: 'ajout', item: ADDED, before: null, changed: [] },
  ],
};

const ITEMS: LibraryItemsResponse['items'] = [
  { ...PLO_015, origine: 'seed', modifie_le: '2026-11-26T08:00:00.000Z', versions_precedentes: 1 },
  {
    ...PLO_015,
    code: 'ELE-001',
    metier: 'electricien',
    description: 'Prise 2P+T encastrée',
    origine: 'seed',
    modifie_le: '2026-11-26T08:00:00.000Z',
    versions_precedentes: 0,
  },
];

const HISTORY: Omit<LibraryHistoryResponse, 'success'> = {
  item: CHANGED,
  history: [{ ...PLO_015, remplace_le: '2026-11-26T09:30:00.000Z' }],
};

function server(preview: Omit<LibraryPreviewResponse, 'success'> = PREVIEW, importAnswer?: () => Response) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-admin');
  return stubFetch((request) => {
    switch (request.url.pathname) {
      case '/api/auth/me':
        return jsonResponse(ADMIN);
      case '/api/admin/stats':
        return jsonResponse(makeAdminStats());
      case '/api/admin/analytics':
        return jsonResponse(makeAnalyticsSummary());
      case `${BASE}/items`:
        return jsonResponse({ success: true, items: ITEMS });
      case `${BASE}/import/preview`:
        return jsonResponse({ success: true, ...preview });
      case `${BASE}/import`:
        return importAnswer ? importAnswer() : jsonResponse({ success: true, created: 1, updated: 1, unchanged: 0 });
      case `${BASE}/PLO-015/history`:
        return jsonResponse({ success: true, ...HISTORY });
      default:
        return notFound();
    }
  });
}

const CSV =
  'code;metier;categorie;designation;unite;temps_h;fournitures_eur;date;base_temps;base_fournitures\nPLO-015;…';
const csvFile = (name = 'bibliotheque.csv', text = CSV) => new File([text], name, { type: 'text/csv' });

async function openLibraryTab() {
  const rendered = renderApp('/admin');
  await rendered.user.click(await screen.findByRole('tab', { name: 'Bibliothèque de prix' }));
  expect(await screen.findByText('2 ouvrages')).toBeInTheDocument();
  return rendered;
}

describe('/admin › Bibliothèque de prix', () => {
  it('previews a CSV (additions, changes with the previous values), applies it only after a confirmation', async () => {
    const api = server();
    const { user } = await openLibraryTab();
    await user.upload(screen.getByLabelText('Choisir un fichier CSV'), csvFile());

    const preview = await screen.findByRole('region', { name: 'Aperçu de « bibliotheque.csv »' });
    expect(api.to(`${BASE}/import/preview`)[0]?.body).toEqual({ csv: CSV });
    expect(within(preview).getByText('Bac à graisse enterré 500 litres')).toBeInTheDocument();
    expect(within(preview).getByText('ajout')).toBeInTheDocument(); // « 1 ajout », singular
    // The change shows what it replaces.
    expect(within(preview).getByLabelText('avant : 11,00 € HT')).toBeInTheDocument();
    expect(within(preview).getByText('12,40 € HT')).toBeInTheDocument();
    expect(api.to(`${BASE}/import`)).toHaveLength(0);

    await user.click(within(preview).getByRole('button', { name: 'Appliquer l’import' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Appliquer l’import à la bibliothèque ?' });
    expect(dialog).toHaveTextContent('1 ouvrage ajouté et 1 modifié');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer l’import' }));

    expect(await screen.findByText('Import de « bibliotheque.csv » appliqué')).toBeInTheDocument();
    expect(api.to(`${BASE}/import`)[0]?.body).toEqual({ csv: CSV });
    expect(screen.queryByRole('region', { name: /Aperçu de/ })).not.toBeInTheDocument();
  });

  it('names the refused lines and does not let a file with errors be applied', async () => {
    server({
      ...PREVIEW,
      errors: [{ line: 4, message: 'Ligne 4 : temps_h : nombre d’heures entre 0 et 1000, trois décimales au plus' }],
    });
    const { user } = await openLibraryTab();
    await user.upload(screen.getByLabelText('Choisir un fichier CSV'), csvFile());
    expect(await screen.findByText(/L’import est refusé tant qu’une ligne est en erreur/)).toBeInTheDocument();
    expect(screen.getByText(/Ligne 4 : temps_h/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Appliquer l’import' })).toBeDisabled();
  });

  it('refuses a file that is not a CSV', async () => {
    server();
    await openLibraryTab();
    // Past the picker's filter (« Tous les fichiers »): the screen checks the name itself.
    fireEvent.change(screen.getByLabelText('Choisir un fichier CSV'), {
      target: { files: [csvFile('tarif.pdf', '%PDF')] },
    });
    expect(await screen.findByText('Choisissez un fichier CSV (.csv), séparateur point-virgule.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Aperçu de/ })).not.toBeInTheDocument();
  });

  it('says why an apply failed', async () => {
    server(PREVIEW, () => errorResponse(422, 'Ligne 2 : date au format AAAA-MM-JJ attendue', 'VALIDATION_ERROR'));
    const { user } = await openLibraryTab();
    await user.upload(screen.getByLabelText('Choisir un fichier CSV'), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Appliquer l’import' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Appliquer l’import' }));
    expect(
      await screen.findByText('L’import n’a pas été appliqué : Ligne 2 : date au format AAAA-MM-JJ attendue'),
    ).toBeInTheDocument();
  });

  it('filters the ouvrages and shows one’s dated previous values', async () => {
    server();
    const { user } = await openLibraryTab();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher (code ou désignation)' }), 'prise');
    expect(await screen.findByText('1 ouvrage')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: 'Historique de PLO-015 (1 version précédente)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historique de PLO-015' });
    await waitFor(() => expect(dialog).toHaveTextContent('Remplacées le 26/11/2026 10:30'));
    expect(dialog).toHaveTextContent('Chute EU/EV PVC Ø100 avec colliers');
    expect(dialog).toHaveTextContent('11,00 € HT');
  });
});
