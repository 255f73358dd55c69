import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CatalogImportAnalysis,
  CatalogImportResult,
  CatalogResponse,
  CatalogSearchResult,
} from '@batiao/shared/contracts/pricing';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { CATALOG_LOAD_ERROR } from '../../features/pricing/components/catalog/catalog-states';
import {
  errorResponse,
  jsonResponse,
  notFound,
  stubFetch,
  type FetchHandler,
  type RecordedRequest,
} from '../../testing/fetch-stub';
import { newAccountAnswer } from '../../testing/new-account';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { stubXhr, type XhrHandler } from '../../testing/xhr-stub';

const CARRELAGE_ID = 'c0a80101-0000-4000-8000-000000000001';
const PLINTHE_ID = 'c0a80101-0000-4000-8000-000000000002';
const TUBE_ID = 'c0a80101-0000-4000-8000-000000000003';

const CATALOG: CatalogResponse = {
  success: true,
  catalog: {
    catalog_type: 'utilisateur',
    catalog_data: {
      Carrelage: {
        Sol: [
          { id: CARRELAGE_ID, description: 'Carrelage grès cérame 60x60', ref: 'CAR-6060', prix: 54.9, unite: 'm2' },
          { id: PLINTHE_ID, description: 'Plinthe carrelage', ref: '', prix: 8.1, unite: 'ml' },
        ],
      },
      Plomberie: {
        Cuivre: [{ id: TUBE_ID, description: 'Tube cuivre écroui DN40', ref: 'CU-DN40', prix: 12.45, unite: 'ml' }],
      },
    },
  },
  statistics: { total_items: 3, total_categories: 2, total_subcategories: 2, average_price: 25.15, max_items: 5000 },
};
const EMPTY: CatalogResponse = {
  success: true,
  catalog: { catalog_type: 'utilisateur', catalog_data: {} },
  statistics: { total_items: 0, total_categories: 0, total_subcategories: 0, average_price: null, max_items: 5000 },
};

function signedIn(
  handlers: { catalog?: FetchHandler; other?: (request: RecordedRequest) => Response | undefined } = {},
) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-catalog');
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(makeUser());
    }
    if (path === '/api/pricing/catalog') {
      return handlers.catalog ? handlers.catalog(request) : jsonResponse(CATALOG);
    }
    // The header's calls (notifications…) as for a new account.
    return handlers.other?.(request) ?? newAccountAnswer(request) ?? notFound();
  });
}

async function openPage(handlers?: Parameters<typeof signedIn>[0]) {
  const server = signedIn(handlers);
  const app = renderApp('/catalog');
  await screen.findByRole('heading', { level: 1, name: 'Catalogue de prix' });
  return { ...app, server };
}

afterEach(() => {
  window.localStorage.clear();
});

describe('Catalogue page (/catalog)', () => {
  it('shows the statistics tiles and the tree, first category open, with a way back to the prices', async () => {
    const { server } = await openPage();
    await waitFor(() => expect(document.title).toBe('Catalogue de prix | BatiAO'));
    expect(screen.getByRole('link', { name: 'Retour à mes prix' })).toHaveAttribute('href', '/dashboard/pricing');
    const tiles = await screen.findByText('Éléments');
    const grid = within(tiles.closest('dl') as HTMLElement);
    expect(grid.getByText('3')).toBeInTheDocument();
    expect(grid.getByText('sur 5 000 au plus')).toBeInTheDocument();
    expect(grid.getByText('25,15 €')).toBeInTheDocument();
    expect(server.to('/api/pricing/catalog')[0]?.headers.get('Authorization')).toBe('Bearer jwt-catalog');

    // (the tree comes with its own request: waited for, not assumed with the tiles)
    expect(await screen.findByRole('button', { name: /^Carrelage/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^Plomberie/ })).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText('Carrelage grès cérame 60x60')).toBeInTheDocument();
    expect(screen.getByText('54,90 €')).toBeInTheDocument();
    expect(screen.queryByText('Tube cuivre écroui DN40')).not.toBeInTheDocument();
  });

  it('opens and closes categories and subcategories from the keyboard', async () => {
    const { user } = await openPage();
    const plomberie = await screen.findByRole('button', { name: /^Plomberie/ });
    plomberie.focus();
    await user.keyboard('{Enter}');
    expect(plomberie).toHaveAttribute('aria-expanded', 'true');
    const cuivre = screen.getByRole('button', { name: /^Cuivre/ });
    expect(cuivre).toHaveAttribute('aria-expanded', 'false');
    cuivre.focus();
    await user.keyboard(' ');
    expect(screen.getByText('Tube cuivre écroui DN40')).toBeInTheDocument();
    // Arrow keys move between the nodes, open and close them.
    await user.keyboard('{ArrowLeft}');
    expect(cuivre).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowLeft}');
    expect(plomberie).toHaveFocus();
    await user.keyboard('{Home}');
    const carrelage = screen.getByRole('button', { name: /^Carrelage/ });
    expect(carrelage).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Sol/ })).toHaveFocus();
    await user.keyboard('{End}{ArrowUp}');
    expect(plomberie).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: /^Cuivre/ })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Tout replier' }));
    expect(screen.queryByText('Carrelage grès cérame 60x60')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tout déplier' }));
    expect(screen.getByText('Tube cuivre écroui DN40')).toBeInTheDocument();
  });

  it('says when the catalogue is empty, and when it cannot be read (with a retry)', async () => {
    let fail = true;
    await openPage({
      catalog: () => (fail ? errorResponse(500, 'Erreur interne', 'INTERNAL_ERROR') : jsonResponse(EMPTY)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(CATALOG_LOAD_ERROR);
    fail = false;
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(await screen.findByRole('heading', { name: 'Votre catalogue est vide' })).toBeInTheDocument();
  });

  it('searches from 2 characters and shows the match score with the matched words highlighted', async () => {
    const results: CatalogSearchResult[] = [
      {
        id: CARRELAGE_ID,
        description: 'Carrelage grès cérame 60x60',
        category: 'Carrelage',
        subcategory: 'Sol',
        ref: 'CAR-6060',
        prix: 54.9,
        unite: 'm2',
        match_score: 100,
      },
      {
        id: PLINTHE_ID,
        description: 'Plinthe carrelage',
        category: 'Carrelage',
        subcategory: 'Sol',
        ref: '',
        prix: 8.1,
        unite: 'ml',
        match_score: 89,
      },
    ];
    const { user, server } = await openPage({
      other: (request) =>
        request.url.pathname === '/api/pricing/catalog/search' ? jsonResponse({ success: true, results }) : undefined,
    });
    const box = await screen.findByRole('searchbox', { name: 'Rechercher dans mon catalogue' });
    await user.type(box, 'c');
    expect(server.to('/api/pricing/catalog/search')).toHaveLength(0);
    await user.type(box, 'arrelages');
    const list = await screen.findByRole('heading', { name: 'Résultats pour « carrelages »' });
    expect(list).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 éléments trouvés, les plus proches d’abord.')).toBeInTheDocument());
    expect(server.to('/api/pricing/catalog/search').at(-1)?.url.searchParams.get('q')).toBe('carrelages');
    expect(screen.getByText('100 %')).toBeInTheDocument();
    expect(screen.getByText('89 %')).toBeInTheDocument();
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Carrelage', 'carrelage']);
    await user.clear(box);
    await user.type(box, 'c');
    expect(screen.queryByRole('heading', { name: /Résultats pour/ })).not.toBeInTheDocument();
  });

  it('adds an item (m2 by default), checks the form in French first, and says « Element ajoute avec succes ! »', async () => {
    let catalogReads = 0;
    const { user, server } = await openPage({
      catalog: () => {
        catalogReads += 1;
        return jsonResponse(CATALOG);
      },
      other: (request) =>
        request.url.pathname === '/api/pricing/catalog/item' && request.method === 'POST'
          ? jsonResponse(
              {
                success: true,
                message: 'Element ajoute avec succes !',
                item: {
                  id: 'n1',
                  description: 'Faïence',
                  category: 'Carrelage',
                  subcategory: 'Mur',
                  ref: '',
                  prix: 28,
                  unite: 'm2',
                },
              },
              201,
            )
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Ajouter un élément' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ajouter un élément' }));
    expect(dialog.getByRole('combobox', { name: 'Unité' })).toHaveValue('m2');
    expect(dialog.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(
      expect.arrayContaining(['m2', 'ml', 'm3', 'u', 'kg', 'h', 'jour', 'forfait']),
    );
    await user.click(dialog.getByRole('button', { name: 'Ajouter au catalogue' }));
    expect(dialog.getByText('La désignation est obligatoire')).toBeInTheDocument();
    expect(dialog.getByText('Le prix est obligatoire')).toBeInTheDocument();
    expect(server.to('/api/pricing/catalog/item')).toHaveLength(0);

    await user.type(dialog.getByRole('combobox', { name: 'Catégorie' }), 'Carrelage');
    await user.type(dialog.getByRole('combobox', { name: 'Sous-catégorie' }), 'Mur');
    await user.type(dialog.getByRole('textbox', { name: /Désignation/ }), 'Faïence');
    await user.type(dialog.getByRole('spinbutton', { name: /Prix unitaire HT/ }), '28');
    await user.click(dialog.getByRole('button', { name: 'Ajouter au catalogue' }));
    expect(await screen.findByText('Element ajoute avec succes !')).toBeInTheDocument();
    expect(server.to('/api/pricing/catalog/item')[0]?.body).toEqual({
      category: 'Carrelage',
      subcategory: 'Mur',
      description: 'Faïence',
      prix: 28,
      unite: 'm2',
      ref: '',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(catalogReads).toBe(2));
  });

  it('shows « Erreur: … » with the server’s reason when the add fails', async () => {
    const { user } = await openPage({
      other: (request) =>
        request.url.pathname === '/api/pricing/catalog/item'
          ? errorResponse(409, '5000 produits au plus dans le catalogue', 'CONFLICT')
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Ajouter un élément' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Désignation/ }), 'Un de trop');
    await user.type(dialog.getByRole('spinbutton', { name: /Prix unitaire HT/ }), '1');
    await user.click(dialog.getByRole('button', { name: 'Ajouter au catalogue' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Erreur: 5000 produits au plus dans le catalogue');
  });

  it('edits an item with its values filled in, and deletes one only after confirmation', async () => {
    const { user, server } = await openPage({
      other: (request) => {
        if (request.url.pathname === `/api/pricing/catalog/item/${PLINTHE_ID}` && request.method === 'PUT') {
          return jsonResponse({
            success: true,
            message: 'Élément modifié',
            item: {
              id: PLINTHE_ID,
              description: 'Plinthe carrelage',
              category: 'Carrelage',
              subcategory: 'Sol',
              ref: 'PL-1',
              prix: 9,
              unite: 'ml',
            },
          });
        }
        if (request.url.pathname === `/api/pricing/catalog/item/${CARRELAGE_ID}` && request.method === 'DELETE') {
          return jsonResponse({ success: true, message: 'Élément supprimé' });
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Modifier « Plinthe carrelage »' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Modifier l’élément' }));
    expect(dialog.getByRole('textbox', { name: /Désignation/ })).toHaveValue('Plinthe carrelage');
    expect(dialog.getByRole('combobox', { name: 'Unité' })).toHaveValue('ml');
    const price = dialog.getByRole('spinbutton', { name: /Prix unitaire HT/ });
    expect(price).toHaveValue(8.1);
    await user.clear(price);
    await user.type(price, '9');
    await user.type(dialog.getByRole('textbox', { name: 'Référence' }), 'PL-1');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Élément modifié')).toBeInTheDocument();
    expect(server.to(`/api/pricing/catalog/item/${PLINTHE_ID}`)[0]?.body).toMatchObject({
      prix: 9,
      ref: 'PL-1',
      unite: 'ml',
    });

    await user.click(screen.getByRole('button', { name: 'Supprimer « Carrelage grès cérame 60x60 »' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Supprimer cet élément ?' }));
    await user.click(confirm.getByRole('button', { name: 'Annuler' }));
    expect(server.to(`/api/pricing/catalog/item/${CARRELAGE_ID}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Supprimer « Carrelage grès cérame 60x60 »' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Élément supprimé')).toBeInTheDocument();
    expect(server.to(`/api/pricing/catalog/item/${CARRELAGE_ID}`).map((r) => r.method)).toEqual(['DELETE']);
  });

  it('imports a price list: upload, columns mapped from the header, preview with errors per line, then the count', async () => {
    const analysis: CatalogImportAnalysis = {
      success: true,
      format: 'csv',
      sheets: [],
      sheet: null,
      header_row: 2,
      columns: [
        { index: 0, header: 'Référence' },
        { index: 1, header: 'Désignation' },
        { index: 2, header: 'Unité' },
        { index: 3, header: 'Prix net HT' },
      ],
      sample_rows: [{ line: 3, cells: ['CU-DN40', 'Tube cuivre DN 40', 'ML', '12,45'] }],
      total_rows: 3,
      suggested_mapping: {
        description: 1,
        ref: 0,
        unite: 2,
        prix: 3,
        category: null,
        subcategory: null,
        brand: null,
        supplier: null,
      },
    };
    const outcome = (dryRun: boolean): CatalogImportResult => ({
      success: true,
      dry_run: dryRun,
      total_rows: 3,
      valid_rows: 2,
      imported: dryRun ? 0 : 2,
      created: dryRun ? 0 : 2,
      updated: 0,
      headings: 0,
      errors: [{ line: 5, message: 'Prix illisible : « sur devis »' }],
      preview: [
        {
          line: 3,
          description: 'Tube cuivre DN 40',
          ref: 'CU-DN40',
          prix: 12.45,
          unite: 'ml',
          category: '',
          subcategory: '',
        },
        { line: 4, description: 'Coude cuivre', ref: 'CU-CD', prix: 3.1, unite: 'u', category: '', subcategory: '' },
      ],
    });
    const onUpload: XhrHandler = (request) => {
      if (request.url.pathname === '/api/pricing/catalog/import/analyze') {
        return { status: 200, body: analysis };
      }
      const form = request.form();
      return { status: 200, body: outcome(form.get('dry_run') === 'true') };
    };
    const xhr = stubXhr(onUpload);
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Importer un tarif' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Importer un tarif fournisseur' }));
    const file = new File(['Référence;Désignation;Unité;Prix net HT\n'], 'tarif.csv', { type: 'text/csv' });
    await user.upload(dialog.getByLabelText(/Choisir un fichier CSV ou Excel/), file);

    expect(await dialog.findByRole('combobox', { name: /Désignation/ })).toHaveValue('1');
    expect(dialog.getByRole('combobox', { name: /Prix unitaire HT/ })).toHaveValue('3');
    expect(dialog.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('');
    expect(dialog.getByRole('cell', { name: 'Tube cuivre DN 40' })).toBeInTheDocument();
    expect(xhr.to('/api/pricing/catalog/import/analyze')[0]?.form().get('file')).toBeInstanceOf(File);

    await user.click(dialog.getByRole('button', { name: 'Prévisualiser' }));
    expect(await dialog.findByText('Ligne 5')).toBeInTheDocument();
    expect(dialog.getByText(/Prix illisible : « sur devis »/)).toBeInTheDocument();
    const sent = xhr.to('/api/pricing/catalog/import')[0]?.form();
    expect(JSON.parse(String(sent?.get('mapping')))).toMatchObject({ description: 1, ref: 0, unite: 2, prix: 3 });
    expect(sent?.get('dry_run')).toBe('true');
    expect(sent?.get('header_row')).toBe('2');

    await user.click(dialog.getByRole('button', { name: 'Importer 2 éléments' }));
    expect(await dialog.findByText('2 éléments importés')).toBeInTheDocument();
    expect(xhr.to('/api/pricing/catalog/import').at(-1)?.form().get('dry_run')).toBe('false');
    await user.click(dialog.getByRole('button', { name: 'Terminer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
