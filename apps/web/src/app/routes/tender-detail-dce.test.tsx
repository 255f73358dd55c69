import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@batiao/shared/contracts/auth';
import type { MetresResult, TenderAnalysis, TenderFile } from '@batiao/shared/contracts/tender-files';
import { makeTender, makeTenderDetail, makeTenderList } from '../../features/tenders/testing/tender-fixtures';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch, type FetchHandler } from '../../testing/fetch-stub';
import { expectConsoleError } from '../../testing/console';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

/** The consultation files and the quantities on the tender page (issue 16; core-journey §2–§4, §6, §8). */

const ID = '0b6f5c1e-4a7d-4c1e-9a55-2f0f3f6d7a02';
const TENDER = makeTenderDetail({
  id: ID,
  title: 'Réhabilitation de l’école',
  dce_url: 'https://marches.example.fr/dce/42',
});
const SUBSCRIBER = makeUser({ subscription_active: true, subscription_plan: 'pro' });

const file = (overrides: Partial<TenderFile>): TenderFile => ({
  id: 'f-1',
  tender_id: ID,
  filename: 'RC.pdf',
  path: 'DCE/01 Administratif',
  format: 'pdf',
  content_type: 'application/pdf',
  size: 120_000,
  role: 'rc',
  detected_role: 'rc',
  text_status: 'text',
  pages: 3,
  uploaded_at: '2026-11-22T09:00:00.000Z',
  ...overrides,
});

const FILES = [
  file({}),
  file({
    id: 'f-2',
    filename: 'DPGF lot 02.xlsx',
    path: 'DCE/02 Technique',
    format: 'xlsx',
    role: 'dpgf',
    detected_role: 'dpgf',
    text_status: 'spreadsheet',
    pages: null,
  }),
  file({
    id: 'f-3',
    filename: 'plan-R+1.pdf',
    path: 'DCE/03 Plans',
    role: 'plans',
    detected_role: 'plans',
    text_status: 'scanned',
    pages: 2,
  }),
];

const ANALYSIS: TenderAnalysis = {
  analysed_at: '2026-11-22T09:00:00.000Z',
  fichiers: [],
  lots: [{ texte: 'Lot 2 : Couverture', fichier: 'DCE/01 Administratif/RC.pdf', page: 1 }],
  criteres: [
    { critere: 'Valeur technique', ponderation: 60, fichier: 'DCE/01 Administratif/RC.pdf', page: 3 },
    { critere: 'Prix', ponderation: 40, fichier: 'DCE/01 Administratif/RC.pdf', page: 3 },
  ],
  date_limite: { texte: '2027-01-15 à 12 h 00', fichier: 'DCE/01 Administratif/RC.pdf', page: 3 },
  visite: {
    obligatoire: true,
    date: '2027-01-05',
    texte: 'Visite obligatoire',
    fichier: 'DCE/01 Administratif/RC.pdf',
    page: 2,
  },
  variantes: { texte: 'Variantes non autorisées — « … »', fichier: 'DCE/01 Administratif/RC.pdf', page: 2 },
  forme_prix: { forme: 'dpgf', texte: null },
  duree: { texte: '6 mois', fichier: 'DCE/01 Administratif/RC.pdf', page: 3 },
  normes: [{ norme: 'NF DTU 40.21', fichier: 'CCTP.pdf', page: 4 }],
  contraintes: [
    { type: 'site_occupe', libelle: 'Site occupé', texte: 'Travaux en site occupé', fichier: 'CCTP.pdf', page: 2 },
  ],
  avertissements: [
    '« plan-R+1.pdf » est un PDF scanné, sans texte : il n’est pas analysé (pas de reconnaissance de caractères).',
  ],
};

const row = (poste: string, quantite: number | null, unite: string, groupe: string, i: number) => ({
  poste,
  quantite,
  unite,
  specifications: '',
  localisation: 'BAT A',
  observations: quantite === 0 ? 'Quantité nulle dans le fichier de l’acheteur' : '',
  groupe,
  code: '',
  source: `DPGF lot 02.xlsx › BAT A › ligne ${i}`,
});

const RESULT: MetresResult = {
  type: 'extraction',
  extraction_date: '2026-11-22T09:05:00.000Z',
  avertissement: null,
  metres_data: {
    metres_data: [
      row('Mur en blocs béton', 120, 'm²', '2.1 MAÇONNERIE', 5),
      row('Canalisation PVC – DN 100', 12, 'ml', '2.1 MAÇONNERIE', 6),
      row('Dallage béton armé', 80, 'm²', '2.2 DALLAGE', 9),
    ],
    totaux_par_unite: { 'm²': 200, ml: 12 },
    groupes_travaux: [
      { groupe: '2.1 MAÇONNERIE', postes: 2, totaux_par_unite: { 'm²': 120, ml: 12 } },
      { groupe: '2.2 DALLAGE', postes: 1, totaux_par_unite: { 'm²': 80 } },
    ],
    feuilles: [],
    fichiers: ['DPGF lot 02.xlsx'],
  },
};

function signedIn(user: User, extra: FetchHandler = () => notFound()) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-dce');
  let files = [...FILES];
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(user);
    }
    if (path === '/api/tenders') {
      return jsonResponse(makeTenderList([makeTender({ id: ID })]));
    }
    if (path === `/api/tenders/${ID}`) {
      return jsonResponse(TENDER);
    }
    if (path === '/api/generated-responses') {
      return jsonResponse({ items: [] });
    }
    if (path === '/api/notifications') {
      return jsonResponse({ items: [], unread_count: 0 });
    }
    if (path === `/api/tenders/${ID}/files` && request.method === 'GET') {
      return jsonResponse({
        files,
        total_bytes: files.reduce((s, f) => s + f.size, 0),
        max_bytes: 209715200,
        dce_url: TENDER.dce_url,
      });
    }
    if (path === `/api/tenders/${ID}/analysis`) {
      return jsonResponse(ANALYSIS);
    }
    const fileMatch = /^\/api\/tenders\/[^/]+\/files\/([^/]+)$/.exec(path);
    if (fileMatch && request.method === 'PATCH') {
      const role = (request.body as { role: TenderFile['role'] }).role;
      files = files.map((f) => (f.id === fileMatch[1] ? { ...f, role } : f));
      const changed = files.find((f) => f.id === fileMatch[1]);
      return jsonResponse(changed);
    }
    if (fileMatch && request.method === 'DELETE') {
      files = files.filter((f) => f.id !== fileMatch[1]);
      return jsonResponse({ success: true });
    }
    return extra(request);
  });
}

describe('the consultation files on the tender page', () => {
  it('lists the pieces with their roles, the buyer’s DCE address, and the analysis with its pages', async () => {
    signedIn(SUBSCRIBER, (r) => (r.url.pathname.endsWith('/metres') ? jsonResponse({ result: null }) : notFound()));
    renderApp(`/tenders/${ID}`);
    const panel = within(await screen.findByRole('region', { name: 'Dossier de consultation (DCE)' }));
    expect(panel.getByRole('link', { name: /Ouvrir le profil acheteur \(DCE\)/ })).toHaveAttribute(
      'href',
      TENDER.dce_url,
    );
    expect(await panel.findByText('DPGF lot 02.xlsx')).toBeInTheDocument();
    expect(panel.getByRole('combobox', { name: 'Rôle de RC.pdf' })).toHaveValue('rc');
    expect(panel.getByRole('combobox', { name: 'Rôle de DPGF lot 02.xlsx' })).toHaveValue('dpgf');
    expect(panel.getByText(/PDF scanné : texte non lisible/)).toBeInTheDocument();

    const analysis = within(await panel.findByRole('region', { name: 'Analyse du DCE' }));
    expect(analysis.getByText('15/01/2027 à 12 h 00')).toBeInTheDocument();
    expect(analysis.getByText(/Obligatoire le 05\/01\/2027/)).toBeInTheDocument();
    expect(analysis.getByText(/Valeur technique : 60 %/)).toBeInTheDocument();
    expect(analysis.getByText('DPGF (prix global et forfaitaire)')).toBeInTheDocument();
    expect(analysis.getByText('NF DTU 40.21')).toBeInTheDocument();
    expect(analysis.getByText('Site occupé')).toBeInTheDocument();
  });

  it('lets the user correct a role, and asks before removing a piece', async () => {
    const server = signedIn(SUBSCRIBER, (r) =>
      r.url.pathname.endsWith('/metres') ? jsonResponse({ result: null }) : notFound(),
    );
    const { user } = renderApp(`/tenders/${ID}`);
    const panel = within(await screen.findByRole('region', { name: 'Dossier de consultation (DCE)' }));
    await user.selectOptions(await panel.findByRole('combobox', { name: 'Rôle de plan-R+1.pdf' }), 'other');
    await waitFor(() => expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ role: 'other' }));
    await waitFor(() => expect(panel.getByRole('combobox', { name: 'Rôle de plan-R+1.pdf' })).toHaveValue('other'));

    await user.click(panel.getByRole('button', { name: 'Retirer RC.pdf' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Retirer cette pièce ?' }));
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(panel.getByRole('button', { name: 'Retirer RC.pdf' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(panel.queryByText('RC.pdf')).not.toBeInTheDocument());
  });
});

describe('the quantities block', () => {
  it('extracts on « Extraire métrés », shows the rows by works group with the totals per unit, then reads « Re-extraire »', async () => {
    const server = signedIn(SUBSCRIBER, (r) => {
      if (r.url.pathname.endsWith('/metres')) {
        return jsonResponse({ result: null });
      }
      if (r.url.pathname.endsWith('/extract-metres') && r.method === 'POST') {
        return jsonResponse(RESULT);
      }
      return notFound();
    });
    const { user } = renderApp(`/tenders/${ID}`);
    const metres = within(await screen.findByRole('region', { name: 'Métrés' }));
    await user.click(await metres.findByRole('button', { name: 'Extraire métrés' }));
    expect(server.to(`/api/tenders/${ID}/extract-metres`)).toHaveLength(1);

    const masonry = within(await metres.findByRole('region', { name: '2.1 MAÇONNERIE' }));
    expect(masonry.getByText('Mur en blocs béton')).toBeInTheDocument();
    expect(masonry.getByText('Canalisation PVC – DN 100')).toBeInTheDocument();
    expect(masonry.getByText('120 m²')).toBeInTheDocument();
    expect(
      within(metres.getByRole('region', { name: '2.2 DALLAGE' })).getByText('Dallage béton armé'),
    ).toBeInTheDocument();
    expect(metres.getByText('Totaux par unité').parentElement).toHaveTextContent('200 m²12 ml');
    expect(metres.getByRole('button', { name: 'Re-extraire' })).toBeInTheDocument();
    expect(await screen.findByText('Métrés extraits')).toBeInTheDocument();
  });

  it('copies the table to the clipboard, and says « Erreur lors de la copie » when the browser refuses', async () => {
    signedIn(SUBSCRIBER, (r) => (r.url.pathname.endsWith('/metres') ? jsonResponse({ result: RESULT }) : notFound()));
    const { user } = renderApp(`/tenders/${ID}`);
    const metres = within(await screen.findByRole('region', { name: 'Métrés' }));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await metres.findByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('2.1 MAÇONNERIE\t\tMur en blocs béton\t120\tm²\tBAT A'),
    );
    expect(await screen.findByText('Métrés copiés dans le presse-papiers')).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(metres.getByRole('button', { name: 'Copier' }));
    expect(await screen.findByText('Erreur lors de la copie')).toBeInTheDocument();
    expect(metres.getByRole('button', { name: 'Re-extraire' })).toBeInTheDocument();
  });

  it('downloads the buyer’s DPGF priced with the user’s catalogue, and says how many lines got a price', async () => {
    const server = signedIn(SUBSCRIBER, (r) => {
      if (r.url.pathname.endsWith('/metres')) {
        return jsonResponse({ result: RESULT });
      }
      if (r.url.pathname.endsWith('/priced-dpgf/lines')) {
        // The priced block (ADR 030): its lines, reviewed; the download buttons are its own.
        return jsonResponse({
          type: 'extraction',
          extraction_date: RESULT.extraction_date,
          fichier_acheteur: 'DPGF.xlsx',
          export: 'fichier_acheteur',
          lignes: [],
          majorations: [],
          taux_tva: 20,
          totaux: { ht: 0, tva: 0, ttc: 0 },
          statistiques: {
            lignes: 0,
            catalogue_utilisateur: 0,
            prix_marche: 0,
            compose: 0,
            non_trouve: 0,
            modifiees: 0,
            sans_quantite: 0,
          },
          tarifs: 'profil',
          revu_le: null,
        });
      }
      if (r.url.pathname.endsWith('/priced-dpgf') && r.method === 'POST') {
        return new Response('xlsx', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="DPGF.xlsx"; filename*=UTF-8\'\'chiffr%C3%A9%20-%20DPGF.xlsx',
            'x-priced-lines': '5',
            'x-lines': '14',
          },
        });
      }
      return notFound();
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/dpgf');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderApp(`/tenders/${ID}`);
    const metres = within(await screen.findByRole('region', { name: 'Métrés' }));
    await user.click(await metres.findByRole('button', { name: 'DPGF chiffré (XLSX)' }));
    expect(await screen.findByText('DPGF chiffré : 5 lignes sur 14 avec vos prix')).toBeInTheDocument();
    expect(server.to(`/api/tenders/${ID}/priced-dpgf`)[0]?.headers.get('Authorization')).toBe('Bearer jwt-dce');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('says « Erreur lors de l’extraction des métrés » when the extraction fails', async () => {
    const logged = expectConsoleError('Extraction des métrés');
    signedIn(SUBSCRIBER, (r) => {
      if (r.url.pathname.endsWith('/metres')) {
        return jsonResponse({ result: null });
      }
      if (r.url.pathname.endsWith('/extract-metres')) {
        return errorResponse(500, 'Erreur interne', 'INTERNAL_ERROR');
      }
      return notFound();
    });
    const { user } = renderApp(`/tenders/${ID}`);
    const metres = within(await screen.findByRole('region', { name: 'Métrés' }));
    await user.click(await metres.findByRole('button', { name: 'Extraire métrés' }));
    expect(await screen.findByText('Erreur lors de l’extraction des métrés')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('shows the locked message to users without a subscription, and never calls the quantities', async () => {
    const server = signedIn(makeUser());
    renderApp(`/tenders/${ID}`);
    const metres = within(await screen.findByRole('region', { name: 'Métrés' }));
    expect(metres.getByText('Extraction des métrés réservée aux abonnés')).toBeInTheDocument();
    expect(metres.queryByRole('button', { name: 'Extraire métrés' })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.url.pathname.includes('metres'))).toBe(false);
  });
});
