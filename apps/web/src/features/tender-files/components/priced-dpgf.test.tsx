import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PricedDpgf as PricedDpgfData, PricedLine } from '@batiao/shared/contracts/tender-files';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { createTestQueryClient } from '../../../testing/render-app';
import { PricedDpgf, parsePrice } from './priced-dpgf';

/** The priced DPGF block of the tender page (issue 16, ADR 030). */

const TENDER = 'a6f1c1de-1111-4c5e-9d8e-3a1b2c3d4e5f';
const URL_LINES = `/api/tenders/${TENDER}/priced-dpgf/lines`;

function line(overrides: Partial<PricedLine>): PricedLine {
  return {
    cle: 'k',
    code: '',
    poste: 'Poste',
    groupe: '2.1 MAÇONNERIE',
    localisation: 'BAT A',
    quantite: 10,
    unite: 'm²',
    source: 'non_trouve',
    prix_calcule: null,
    prix_unitaire: null,
    modifie: false,
    montant: null,
    correspondance: null,
    explication: '',
    unite_differente: false,
    origine: 'DPGF.xlsx › BAT A › ligne 5',
    ...overrides,
  };
}

function priced(overrides: Partial<PricedDpgfData> = {}): PricedDpgfData {
  const lignes = [
    line({
      cle: 'mur',
      poste: 'Mur en blocs béton ép. 20 cm',
      quantite: 120,
      source: 'catalogue_utilisateur',
      prix_calcule: 45.5,
      prix_unitaire: 45.5,
      montant: 5460,
      explication: 'Votre catalogue : « Mur blocs béton ép. 20 cm » à 45,50 € HT / m²',
      correspondance: {
        kind: 'catalogue',
        id: 'p1',
        description: 'Mur blocs béton ép. 20 cm',
        category: 'Gros œuvre',
        unite: 'm²',
        match_score: 0.92,
      },
    }),
    line({
      cle: 'enduit',
      poste: 'Enduit monocouche',
      quantite: 35.5,
      source: 'prix_marche',
      prix_calcule: 41.75,
      prix_unitaire: 41.75,
      montant: 1482.13,
      explication: 'Prix de marché composé (MAC-008) : 0,45 h × 50 €/h = 22,50 € + fournitures 8,00 € × 1,5 = 12,00 €',
    }),
    line({
      cle: 'regie',
      poste: 'Main d’œuvre en régie',
      quantite: 16,
      unite: 'h',
      source: 'compose',
      prix_calcule: 60.5,
      prix_unitaire: 60.5,
      montant: 968,
    }),
    line({ cle: 'xyz', poste: 'Prestation xyzzy', quantite: 3, unite: 'u' }),
  ];
  return {
    type: 'extraction',
    extraction_date: '2026-11-22T09:05:00.000Z',
    fichier_acheteur: 'DPGF lot 02.xlsx',
    export: 'fichier_acheteur',
    lignes,
    majorations: [
      {
        key: 'public_establishment',
        label: 'Établissement public',
        pct: 15,
        applique: false,
        raison: 'Acheteur : Commune.',
        choisi: false,
      },
      {
        key: 'urgent_deadline',
        label: 'Délai urgent (< 1 mois)',
        pct: 20,
        applique: true,
        raison: 'Remise des offres le 05/12/2026, dans 13 jours (moins d’un mois).',
        choisi: false,
      },
      {
        key: 'occupied_site',
        label: 'Site occupé',
        pct: 10,
        applique: false,
        raison: 'Le CCTP ne signale pas de site occupé.',
        choisi: false,
      },
      { key: 'weekend_work', label: 'Travail le week-end', pct: 25, applique: false, raison: '—', choisi: false },
      {
        key: 'night_work',
        label: 'Travail de nuit (20 h – 6 h)',
        pct: 30,
        applique: false,
        raison: '—',
        choisi: false,
      },
    ],
    taux_tva: 20,
    totaux: { ht: 7910.13, tva: 1582.03, ttc: 9492.16 },
    statistiques: {
      lignes: 4,
      catalogue_utilisateur: 1,
      prix_marche: 1,
      compose: 1,
      non_trouve: 1,
      modifiees: 0,
      sans_quantite: 0,
    },
    tarifs: 'profil',
    revu_le: null,
    ...overrides,
  };
}

function renderBlock() {
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PricedDpgf tenderId={TENDER} extractionDate="2026-11-22T09:05:00.000Z" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}

describe('the priced DPGF block', () => {
  it('shows each line with its source badge in the spec’s colours, its explained price, and the totals', async () => {
    stubFetch(() => jsonResponse(priced()));
    renderBlock();
    const list = await screen.findByRole('list', { name: 'Lignes chiffrées' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-source'))).toEqual([
      'catalogue_utilisateur',
      'prix_marche',
      'compose',
      'non_trouve',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Catalogue').className).toContain('emerald');
    expect(within(items[1] as HTMLElement).getByText('Marché').className).toContain('orange');
    expect(within(items[3] as HTMLElement).getByText('Non trouvé').className).toContain('red');
    expect(within(items[1] as HTMLElement).getByText(/0,45 h × 50 €\/h/)).toBeInTheDocument();
    expect(screen.getByLabelText('Prix unitaire HT de « Mur en blocs béton ép. 20 cm »')).toHaveValue('45,50');
    expect(screen.getByLabelText('Prix unitaire HT de « Prestation xyzzy »')).toHaveValue('');
    expect(screen.getByTestId('priced-total-ht')).toHaveTextContent(/7\s910,13\s€/);
    expect(screen.getByTestId('priced-total-ttc')).toHaveTextContent(/9\s492,16\s€/);
    expect(screen.getByRole('checkbox', { name: /Délai urgent/ })).toBeChecked();
    expect(screen.getByText(/dans 13 jours/)).toBeInTheDocument();
    expect(screen.getByText(/Export dans le fichier de l’acheteur : DPGF lot 02\.xlsx/)).toBeInTheDocument();
  });

  it('saves an edited unit price with the other edits, and a markup choice', async () => {
    const edited = priced();
    const api = stubFetch((request) => {
      if (request.method === 'PUT') {
        const lignes = edited.lignes.map((l) =>
          l.cle === 'xyz' ? { ...l, prix_unitaire: 75, modifie: true, montant: 225 } : l,
        );
        return jsonResponse({ ...edited, lignes, statistiques: { ...edited.statistiques, modifiees: 1 } });
      }
      return jsonResponse(edited);
    });
    const { user } = renderBlock();
    const input = await screen.findByLabelText('Prix unitaire HT de « Prestation xyzzy »');
    await user.type(input, '75{Enter}');
    await waitFor(() => expect(api.to(URL_LINES).filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(api.to(URL_LINES).find((r) => r.method === 'PUT')?.body).toEqual({
      prix: [{ cle: 'xyz', prix_unitaire: 75 }],
    });
    await screen.findByText('modifié');
    expect(screen.getByLabelText('Prix unitaire HT de « Prestation xyzzy »')).toHaveValue('75,00');

    await user.click(screen.getByRole('checkbox', { name: /Site occupé/ }));
    await waitFor(() => expect(api.to(URL_LINES).filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(api.to(URL_LINES).filter((r) => r.method === 'PUT')[1]?.body).toEqual({
      prix: [{ cle: 'xyz', prix_unitaire: 75 }],
      majorations: { occupied_site: true },
    });
  });

  it('refuses a price that is not a number, without calling the server', async () => {
    const api = stubFetch(() => jsonResponse(priced()));
    const { user } = renderBlock();
    const input = await screen.findByLabelText('Prix unitaire HT de « Prestation xyzzy »');
    await user.type(input, 'sur devis{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Prix invalide');
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(parsePrice('1 234,5 €')).toBe(1234.5);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('-3')).toBeUndefined();
  });

  it('says in French what the server refuses', async () => {
    stubFetch(() => errorResponse(409, 'Extrayez d’abord les métrés de ce dossier pour les chiffrer.', 'CONFLICT'));
    renderBlock();
    expect(await screen.findByRole('alert')).toHaveTextContent('Extrayez d’abord les métrés');
  });
});
