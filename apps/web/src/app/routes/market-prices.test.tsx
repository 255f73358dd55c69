import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EnrichResponse, MarketResult } from '@batiao/shared/contracts/market-prices';
import { quoteCsv } from '../../features/market-prices/lib/quote-csv';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { jsonResponse, notFound, stubFetch } from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { newAccountAnswer } from '../../testing/new-account';
import { renderApp } from '../../testing/render-app';

const DETAIL = {
  temps_h: 3.5,
  taux_horaire: 55,
  main_oeuvre: 192.5,
  fournitures: 320,
  coefficient_materiaux: 2.3,
  fournitures_vendues: 736,
  debourse: 928.5,
  frais_generaux_pct: 15,
  frais_generaux: 139.28,
  marge_pct: 20,
  marge: 213.56,
  majorations_pct: 0,
  majorations: 0,
  prix_unitaire: 1281.34,
};
const WC: MarketResult = {
  description: 'WC suspendu avec bâti-support',
  prix: 1281.34,
  unite: 'u',
  category: 'Appareils',
  match_score: 0.8,
  code: 'PLO-017',
  metier: 'plombier',
  explication: '3,5 h × 55 €/h = 192,50 € + fournitures 320,00 € × 2,3 = 736,00 € → 1 281,34 € HT / u',
  detail: DETAIL,
  item: {
    code: 'PLO-017',
    metier: 'plombier',
    category: 'Appareils',
    description: 'WC suspendu avec bâti-support',
    unite: 'u',
    temps_h: 3.5,
    fournitures: 320,
    date: '2026-11-01',
    base_temps: 'temps : pose seule WC 100–150 € HT',
    base_fournitures: 'fournitures : bâti-support, cuvette',
  },
};
const ENRICHED: EnrichResponse = {
  success: true,
  tarifs: 'profil',
  majorations: [],
  enriched_items: [
    {
      description: 'WC suspendu',
      quantite: 3,
      unite: 'u',
      prix_unitaire: 890,
      prix_total: 2670,
      source: 'catalogue_utilisateur',
      match: {
        kind: 'catalogue',
        id: 'p1',
        description: 'Pack WC Geberit',
        category: 'Sanitaire',
        unite: 'u',
        match_score: 0.9,
      },
      explication: 'Votre catalogue : « Pack WC Geberit » à 890,00 € HT / u',
      detail: null,
      unite_differente: false,
    },
    {
      description: 'Chute PVC Ø100',
      quantite: 12.5,
      unite: 'ml',
      prix_unitaire: 61.9,
      prix_total: 773.75,
      source: 'prix_marche',
      match: {
        kind: 'marche',
        id: 'PLO-015',
        description: 'Chute EU/EV PVC Ø100 avec colliers',
        category: 'Évacuations',
        unite: 'ml',
        match_score: 0.7,
      },
      explication: 'Prix de marché composé (PLO-015) : 0,5 h × 60 €/h …',
      detail: DETAIL,
      unite_differente: false,
    },
    {
      description: 'Location de nacelle',
      quantite: 1,
      unite: 'u',
      prix_unitaire: 0,
      prix_total: 0,
      source: 'non_trouve',
      match: null,
      explication: 'Aucun article ne correspond.',
      detail: null,
      unite_differente: false,
    },
  ],
  statistics: {
    total_items: 3,
    items_from_catalog: 1,
    catalog_coverage: 33.3,
    items_from_market: 1,
    market_coverage: 33.3,
    total_value: 3443.75,
  },
};

function signedIn() {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-market');
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(makeUser({ metier: 'plombier' }));
    }
    if (path === '/api/pricing/market-price/categories') {
      return jsonResponse({
        success: true,
        categories: { Appareils: { name: 'Appareils', items_count: 14, metier: 'plombier' } },
      });
    }
    if (path === '/api/pricing/market-price/suggestions') {
      return jsonResponse({ success: true, suggestions: [WC] });
    }
    if (path === '/api/pricing/market-price/search') {
      return jsonResponse({ success: true, result: [WC], tarifs: 'profil' });
    }
    if (path === '/api/pricing/market-price/enrich-devis') {
      return jsonResponse(ENRICHED);
    }
    return newAccountAnswer(request) ?? notFound();
  });
}

afterEach(() => window.localStorage.clear());

describe('Market prices page', () => {
  it('searches an ouvrage, explains its price and adds it to the quote', async () => {
    const server = signedIn();
    const { user } = renderApp('/market-prices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prix du marché' })).toBeInTheDocument();
    expect(document.title).toBe('Prix du marché | BatiAO');
    expect(screen.getByRole('combobox', { name: 'Métier' })).toHaveValue('plombier');
    expect(await screen.findByRole('button', { name: /Appareils \(14\)/ })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Ouvrage' }), 'wc suspendu');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText(/Résultats \(1\)/)).toBeInTheDocument();
    const search = server.to('/api/pricing/market-price/search').at(-1);
    expect(search?.url.searchParams.get('search_term')).toBe('wc suspendu');
    expect(search?.url.searchParams.get('metier')).toBe('plombier');
    expect(screen.getByText(/3,5 h × 55 €\/h = 192,50 €/)).toBeInTheDocument();
    expect(screen.getByText('temps : pose seule WC 100–150 € HT')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter « WC suspendu avec bâti-support » au devis' }));
    expect(screen.getByRole('textbox', { name: 'Désignation de la ligne 1' })).toHaveValue(
      'WC suspendu avec bâti-support',
    );
  });

  it('keeps the enrich button disabled without a line; prices the quote with sources, colours and totals', async () => {
    const server = signedIn();
    const { user } = renderApp('/market-prices');
    const enrich = await screen.findByRole('button', { name: 'Chiffrer le devis' });
    expect(enrich).toBeDisabled();

    const quantity = screen.getByRole('spinbutton', { name: 'Quantité de la ligne 1' });
    expect(quantity).toHaveAttribute('min', '0');
    expect(quantity).toHaveAttribute('step', '0.01');
    expect(
      within(screen.getByRole('combobox', { name: 'Unité de la ligne 1' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['m²', 'ml', 'u', 'l', 'kg', 't', 'h']);
    await user.type(screen.getByRole('textbox', { name: 'Désignation de la ligne 1' }), 'WC suspendu');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await user.type(screen.getByRole('textbox', { name: 'Désignation de la ligne 2' }), 'Chute PVC Ø100');
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await user.type(screen.getByRole('textbox', { name: 'Désignation de la ligne 3' }), 'Location de nacelle');
    await user.click(screen.getByRole('checkbox', { name: 'Établissement public' }));
    await user.click(enrich);

    expect(await screen.findByRole('heading', { name: 'Devis chiffré' })).toBeInTheDocument();
    const body = server.to('/api/pricing/market-price/enrich-devis')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      metier: 'plombier',
      contexte: { public_establishment: true, night_work: false },
      devis_items: [
        { description: 'WC suspendu', quantite: 3, unite: 'u' },
        { description: 'Chute PVC Ø100', quantite: 1, unite: 'u' },
        { description: 'Location de nacelle', quantite: 1, unite: 'u' },
      ],
    });
    expect(screen.getByText('Catalogue', { selector: 'span' })).toHaveClass('bg-emerald-100');
    expect(screen.getByText('Marché', { selector: 'span' })).toHaveClass('bg-orange-100');
    expect(screen.getByText('Non trouvé', { selector: 'span' })).toHaveClass('bg-red-100');
    expect(screen.getByText(/Rapproché de « Pack WC Geberit »/)).toBeInTheDocument();
    expect(screen.getByTestId('total-ht')).toHaveTextContent('3 443,75 €');
    expect(screen.getByTestId('total-tva')).toHaveTextContent('688,75 €');
    expect(screen.getByTestId('total-ttc')).toHaveTextContent('4 132,50 €');
    await user.selectOptions(screen.getByRole('combobox', { name: 'TVA' }), '10');
    await waitFor(() => expect(screen.getByTestId('total-ttc')).toHaveTextContent('3 788,13 €'));
  });
});

describe('quote CSV', () => {
  it('opens in French Excel: BOM, semicolons, decimal comma, totals, formula-safe cells', () => {
    const [wc, chute] = ENRICHED.enriched_items;
    if (!wc || !chute) {
      throw new Error('fixture');
    }
    const items = [{ ...chute, description: '=HYPERLINK("x")' }, wc];
    const csv = quoteCsv(items, 5.5);
    expect(csv.startsWith('\uFEFFDésignation;Quantité;Unité;PU HT (€);Total HT (€);Source;Explication\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(
      '"\'=HYPERLINK(""x"")";12,5;ml;61,90;773,75;Marché;Prix de marché composé (PLO-015) : 0,5 h × 60 €/h …',
    );
    expect(lines[2]).toContain('WC suspendu;3;u;890,00;2670,00;Catalogue;');
    expect(lines[3]).toBe(';;;Total HT;3443,75;;');
    expect(lines[4]).toBe(';;;TVA 5,5 %;189,41;;');
    expect(lines[5]).toBe(';;;Total TTC;3633,16;;');
  });
});
