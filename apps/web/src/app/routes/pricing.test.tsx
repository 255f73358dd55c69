import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_REQUIRED, type PricingProfile, type Product } from '@batiao/shared/contracts/pricing';
import { PROFILE_SAVED } from '../../features/pricing/components/pricing-profile-view';
import { PROFILE_LOAD_ERROR } from '../../features/pricing/components/pricing-profile-states';
import { queryKeys } from '../../lib/query-keys';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch, type FetchHandler } from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { newAccountAnswer } from '../../testing/new-account';
import { renderApp } from '../../testing/render-app';

const DEFAULTS: PricingProfile = {
  base_rates: {
    hourly_rate: 55,
    travel_rate: 0.6,
    material_coefficient: 2.3,
    overhead_percentage: 15,
    profit_margin: 20,
  },
  context_markups: {
    public_establishment: 15,
    urgent_deadline: 20,
    occupied_site: 10,
    weekend_work: 25,
    night_work: 30,
  },
  product_catalog: [],
  updated_at: null,
};

const TUILE: Product = {
  id: 'a1f6e7c2-0000-4000-8000-000000000001',
  category: 'Couverture',
  name: 'Tuile mécanique H14',
  brand: 'Edilians',
  reference: 'H14-RG',
  unit: 'm²',
  unit_price: 24.9,
  supplier: 'Point.P',
  supplier_discount: 12.5,
};
const LITEAU: Product = {
  id: 'a1f6e7c2-0000-4000-8000-000000000002',
  category: 'Charpente',
  name: 'Liteau 27×40; traité',
  brand: '',
  reference: '',
  unit: 'ml',
  unit_price: 0.85,
  supplier: '',
  supplier_discount: 0,
};

interface Handlers {
  profile?: FetchHandler;
  save?: FetchHandler;
  add?: FetchHandler;
}

function signedIn(profile: PricingProfile, handlers: Handlers = {}) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-pricing');
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(makeUser());
    }
    if (path === '/api/pricing/profile' && request.method === 'GET') {
      return handlers.profile ? handlers.profile(request) : jsonResponse({ success: true, profile });
    }
    if (path === '/api/pricing/profile' && request.method === 'POST' && handlers.save) {
      return handlers.save(request);
    }
    if (path === '/api/pricing/product' && request.method === 'POST' && handlers.add) {
      return handlers.add(request);
    }
    // The header's own calls (notifications…), answered as for a new account.
    return newAccountAnswer(request) ?? notFound();
  });
}

async function openPage(profile: PricingProfile, handlers?: Handlers) {
  const server = signedIn(profile, handlers);
  const app = renderApp('/dashboard/pricing');
  const form = await screen.findByRole('region', { name: 'Profil tarifaire' });
  return { ...app, server, form: within(form) };
}

afterEach(() => {
  window.localStorage.clear();
});

describe('Pricing profile page', () => {
  it('shows the spec’s defaults in three tabs, with a way back to the dashboard', async () => {
    const { server, form } = await openPage(DEFAULTS);
    expect(screen.getByRole('heading', { level: 1, name: 'Mes prix' })).toBeInTheDocument();
    expect(document.title).toBe('Mes prix | BatiAO');
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/dashboard');
    expect(server.to('/api/pricing/profile')[0]?.headers.get('Authorization')).toBe('Bearer jwt-pricing');

    expect(form.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Taux de base',
      'Majorations',
      'Catalogue produits0',
    ]);
    expect(form.getByRole('tab', { name: 'Taux de base' })).toHaveAttribute('aria-selected', 'true');
    const hourly = form.getByRole('spinbutton', { name: 'Taux horaire' });
    expect(hourly).toHaveValue(55);
    expect(hourly).toHaveAttribute('step', '0.5');
    expect(form.getByRole('spinbutton', { name: 'Frais de déplacement' })).toHaveAttribute('step', '0.01');
    expect(form.getByRole('spinbutton', { name: 'Frais de déplacement' })).toHaveValue(0.6);
    expect(form.getByRole('spinbutton', { name: 'Coefficient matériaux' })).toHaveAttribute('step', '0.1');
    expect(form.getByRole('spinbutton', { name: 'Coefficient matériaux' })).toHaveValue(2.3);
    expect(form.getByRole('spinbutton', { name: 'Frais généraux' })).toHaveValue(15);
    expect(form.getByRole('spinbutton', { name: 'Marge bénéficiaire' })).toHaveValue(20);
    expect(form.getByText('Valeurs par défaut : ajustez-les à votre entreprise.')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user, form } = await openPage(DEFAULTS);
    await user.click(form.getByRole('tab', { name: 'Taux de base' }));
    await user.keyboard('{ArrowRight}');
    const markups = form.getByRole('tab', { name: 'Majorations' });
    expect(markups).toHaveFocus();
    expect(markups).toHaveAttribute('aria-selected', 'true');
    expect(form.getByRole('spinbutton', { name: 'Travail de nuit' })).toHaveValue(30);
    expect(form.getByRole('spinbutton', { name: 'Délai urgent' })).toHaveValue(20);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(form.getByRole('tab', { name: /Catalogue produits/ })).toHaveFocus();
  });

  it('saves the flat payload, says so for 5 seconds, and sends 0 for a rate that is not a number', async () => {
    const saved: PricingProfile = {
      ...DEFAULTS,
      base_rates: { ...DEFAULTS.base_rates, hourly_rate: 62.5, travel_rate: 0 },
      context_markups: { ...DEFAULTS.context_markups, night_work: 40 },
      updated_at: '2026-11-25T09:00:00.000Z',
    };
    const { user, server, form } = await openPage(DEFAULTS, {
      save: () => jsonResponse({ success: true, profile: saved }),
    });
    const hourly = form.getByRole('spinbutton', { name: 'Taux horaire' });
    await user.clear(hourly);
    await user.type(hourly, '62.5');
    await user.clear(form.getByRole('spinbutton', { name: 'Frais de déplacement' }));
    expect(form.getByText('Modifications non enregistrées')).toBeInTheDocument();
    await user.click(form.getByRole('tab', { name: 'Majorations' }));
    const night = form.getByRole('spinbutton', { name: 'Travail de nuit' });
    await user.clear(night);
    await user.type(night, '40');
    await user.click(form.getByRole('button', { name: 'Enregistrer mon profil' }));

    expect(await form.findByText(PROFILE_SAVED)).toBeInTheDocument();
    expect(server.to('/api/pricing/profile').filter((r) => r.method === 'POST')[0]?.body).toEqual({
      hourly_rate: 62.5,
      travel_rate: 0,
      material_coefficient: 2.3,
      overhead_percentage: 15,
      profit_margin: 20,
      public_markup: 15,
      urgent_markup: 20,
      occupied_markup: 10,
      weekend_markup: 25,
      night_markup: 40,
      product_catalog: [],
    });
    await waitFor(() => expect(form.queryByText(PROFILE_SAVED)).not.toBeInTheDocument(), { timeout: 7000 });
    expect(form.getByText(/^Enregistré le/)).toBeInTheDocument();
  }, 15_000);

  it('shows the server’s French errors under the fields, on their tab', async () => {
    const { user, form } = await openPage(DEFAULTS, {
      save: () =>
        errorResponse(
          422,
          [{ field: 'night_markup', message: 'La majoration travail de nuit est comprise entre 0 et 200 %' }],
          'VALIDATION_ERROR',
        ),
    });
    await user.click(form.getByRole('button', { name: 'Enregistrer mon profil' }));
    expect(
      await form.findByText(
        'Erreur lors de la sauvegarde du profil : La majoration travail de nuit est comprise entre 0 et 200 %',
      ),
    ).toBeInTheDocument();
    expect(form.getByRole('tab', { name: /Majorations/ })).toHaveAttribute('aria-selected', 'true');
    const night = form.getByRole('spinbutton', { name: 'Travail de nuit' });
    expect(night).toHaveAttribute('aria-invalid', 'true');
    expect(night).toHaveAccessibleDescription('La majoration travail de nuit est comprise entre 0 et 200 %');
  });

  it('says the profile could not be loaded, and loads it on retry', async () => {
    let fail = true;
    signedIn(DEFAULTS, {
      profile: () =>
        fail
          ? errorResponse(503, 'Service indisponible', 'SERVICE_UNAVAILABLE')
          : jsonResponse({ success: true, profile: DEFAULTS }),
    });
    const { user } = renderApp('/dashboard/pricing');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PROFILE_LOAD_ERROR);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Profil tarifaire' })).toBeInTheDocument();
  });
});

describe('Product catalogue tab', () => {
  it('shows a product added on /catalog when the screen has no unsaved change, and never overwrites one', async () => {
    let stored = DEFAULTS;
    const { user, form, queryClient } = await openPage(DEFAULTS, {
      profile: () => jsonResponse({ success: true, profile: stored }),
    });
    // The same store changed elsewhere (ADR 020): the refreshed profile replaces the clean screen.
    stored = { ...DEFAULTS, product_catalog: [TUILE] };
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.pricing.profile }));
    await user.click(form.getByRole('tab', { name: /Catalogue produits/ }));
    expect(await form.findByText('Tuile mécanique H14')).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'Catalogue complet et import' })).toHaveAttribute('href', '/catalog');

    // An unsaved rate stays when another refresh comes.
    await user.click(form.getByRole('tab', { name: 'Taux de base' }));
    const hourly = form.getByRole('spinbutton', { name: 'Taux horaire' });
    await user.clear(hourly);
    await user.type(hourly, '70');
    stored = { ...DEFAULTS, product_catalog: [TUILE, LITEAU] };
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.pricing.profile }));
    expect(form.getByRole('spinbutton', { name: 'Taux horaire' })).toHaveValue(70);
  });

  let clicked: { download: string; blob: Blob | undefined }[];
  let lastBlob: Blob | undefined;

  beforeEach(() => {
    clicked = [];
    lastBlob = undefined;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        lastBlob = blob;
        return 'blob:http://localhost/csv';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, blob: lastBlob });
    });
  });

  it('is empty at first, and refuses a product without a name or a price', async () => {
    const { user, server, form } = await openPage(DEFAULTS);
    await user.click(form.getByRole('tab', { name: /Catalogue produits/ }));
    expect(form.getByText('Aucun produit dans votre catalogue')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();

    await user.type(form.getByRole('textbox', { name: 'Nom' }), 'Tuile');
    await user.click(form.getByRole('button', { name: 'Ajouter le produit' }));
    expect(form.getByRole('alert')).toHaveTextContent(PRODUCT_REQUIRED);
    expect(server.to('/api/pricing/product')).toHaveLength(0);
  });

  it('adds a product at once, lists it, and deletes it on the next save', async () => {
    const added: Product = { ...TUILE, id: 'a1f6e7c2-0000-4000-8000-000000000009', name: 'Gouttière zinc 25' };
    const { user, server, form } = await openPage(
      { ...DEFAULTS, product_catalog: [TUILE], updated_at: '2026-11-20T09:00:00.000Z' },
      {
        add: () => jsonResponse({ success: true, product: added }, 201),
        save: (request) =>
          jsonResponse({
            success: true,
            profile: {
              ...DEFAULTS,
              product_catalog: (request.body as { product_catalog: Product[] }).product_catalog,
              updated_at: '2026-11-25T09:00:00.000Z',
            },
          }),
      },
    );
    await user.click(form.getByRole('tab', { name: /Catalogue produits/ }));
    expect(form.getByText('Tuile mécanique H14')).toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: 'Nom' }), 'Gouttière zinc 25');
    await user.type(form.getByRole('textbox', { name: 'Catégorie' }), 'Zinguerie');
    await user.selectOptions(form.getByRole('combobox', { name: 'Unité' }), 'ml');
    await user.type(form.getByRole('spinbutton', { name: 'Prix unitaire HT' }), '18.5');
    await user.click(form.getByRole('button', { name: 'Ajouter le produit' }));

    expect(await form.findByText('Gouttière zinc 25')).toBeInTheDocument();
    expect(server.to('/api/pricing/product')[0]?.body).toMatchObject({
      name: 'Gouttière zinc 25',
      category: 'Zinguerie',
      unit: 'ml',
      supplier_discount: 0,
    });
    expect(form.getByText('Produit ajouté au catalogue')).toBeInTheDocument();
    expect(form.getByRole('tab', { name: /Catalogue produits/ })).toHaveTextContent('2');

    await user.click(form.getByRole('button', { name: 'Supprimer Tuile mécanique H14' }));
    expect(form.queryByText('Tuile mécanique H14')).not.toBeInTheDocument();
    expect(form.getByText('1 produit retiré : la suppression sera effective à l’enregistrement.')).toBeInTheDocument();
    expect(
      server.requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/pricing/profile'),
    ).toHaveLength(0);

    await user.click(form.getByRole('button', { name: 'Enregistrer mon profil' }));
    expect(await form.findByText(PROFILE_SAVED)).toBeInTheDocument();
    const body = server.to('/api/pricing/profile').find((r) => r.method === 'POST')?.body as {
      product_catalog: Product[];
    };
    expect(body.product_catalog.map((p) => p.id)).toEqual([added.id]);
    expect(form.queryByText(/produit retiré/)).not.toBeInTheDocument();
  });

  it('exports the list on screen as a CSV that French Excel opens', async () => {
    const { user, form } = await openPage({ ...DEFAULTS, product_catalog: [TUILE, LITEAU] });
    await user.click(form.getByRole('tab', { name: /Catalogue produits/ }));
    await user.click(form.getByRole('button', { name: 'Exporter en CSV' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toMatch(/^catalogue-produits-\d{4}-\d{2}-\d{2}\.csv$/);
    const blob = clicked[0]?.blob;
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n')).toEqual([
      'Catégorie;Nom;Marque;Référence;Unité;Prix unitaire HT (€);Fournisseur;Remise fournisseur (%)',
      'Couverture;Tuile mécanique H14;Edilians;H14-RG;m²;24,90;Point.P;12,5',
      'Charpente;"Liteau 27×40; traité";;;ml;0,85;;0',
      '',
    ]);
  });
});
