import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { tenderAnalysisSchema, type TenderAnalysis } from '@batiao/shared/contracts/tender-files';
import { expectConsoleError } from '../../../testing/console';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { createTestQueryClient } from '../../../testing/render-app';
import { DceAnalysisView } from './dce-analysis';

/** The analysis block of the tender page (issue 16): criteria and sub-criteria, contents asked, penalties, visit. */

const RC = 'DCE/01 Administratif/RC.pdf';
const CCAP = 'DCE/01 Administratif/CCAP.pdf';

const ANALYSIS: TenderAnalysis = tenderAnalysisSchema.parse({
  analysed_at: '2026-11-26T08:00:00.000Z',
  fichiers: [],
  lots: [{ texte: 'Lot 2 : Couverture', fichier: RC, page: 1 }],
  criteres: [
    { critere: 'Valeur technique', ponderation: 60, fichier: RC, page: 3 },
    { critere: 'Prix des prestations', ponderation: 40, fichier: RC, page: 3 },
  ],
  criteres_detail: [
    {
      critere: 'Valeur technique',
      ponderation: 60,
      unite: '%',
      fichier: RC,
      page: 3,
      article: '7',
      sous_criteres: [
        { critere: 'Méthodologie', ponderation: 30, unite: 'points', fichier: RC, page: 3 },
        { critere: 'Moyens humains', ponderation: 15, unite: 'points', fichier: RC, page: 3 },
        { critere: 'Planning', ponderation: null, unite: null, fichier: RC, page: 3 },
      ],
    },
    {
      critere: 'Prix des prestations',
      ponderation: 40,
      unite: '%',
      fichier: RC,
      page: 3,
      article: '7',
      sous_criteres: [],
    },
  ],
  criteres_remarques: ['Pondération non indiquée pour le sous-critère « Planning » (Valeur technique).'],
  date_limite: { texte: '2027-02-15 à 12 h 00', fichier: RC, page: 3 },
  visite: {
    obligatoire: true,
    date: '2027-01-12',
    heure: '9 h 30',
    texte: 'La visite du site est obligatoire.',
    fichier: RC,
    page: 2,
    article: '5.3',
  },
  variantes: { texte: 'Variantes autorisées — « … »', fichier: RC, page: 1 },
  variantes_autorisees: true,
  pse: [{ texte: 'PSE 1 : Remplacement des volets roulants', fichier: RC, page: 1, article: '2.4' }],
  validite_offres: { texte: '120 jours', jours: 120, fichier: RC, page: 1, article: '2.1' },
  pieces_exigees: [
    {
      kind: 'dc1',
      piece: 'DC1 – lettre de candidature',
      etape: 'candidature',
      texte: '- DC1',
      fichier: RC,
      page: 2,
      article: '5.1',
    },
    {
      kind: 'dc2',
      piece: 'DC2 – déclaration du candidat',
      etape: 'candidature',
      texte: '- DC2',
      fichier: RC,
      page: 2,
      article: '5.1',
    },
    {
      kind: 'memoire_technique',
      piece: 'Mémoire technique',
      etape: 'offre',
      texte: '- Mémoire',
      fichier: RC,
      page: 2,
      article: '5.2',
    },
    { kind: 'dpgf', piece: 'DPGF', etape: 'offre', texte: '- DPGF', fichier: RC, page: 2, article: '5.2' },
  ],
  penalites: [
    {
      motif: 'retard',
      libelle: 'Retard d’exécution',
      montant: '1/3000e du montant HT du marché par jour calendaire de retard',
      texte:
        'Le titulaire encourt une pénalité journalière de 1/3000e du montant HT du marché par jour calendaire de retard.',
      fichier: CCAP,
      page: 2,
      article: '4.1',
    },
    {
      motif: 'absence_reunion',
      libelle: 'Absence ou retard aux réunions de chantier',
      montant: null,
      texte: 'Des pénalités seront appliquées en cas de retards ou absences répétés et non justifiés.',
      fichier: 'CCTP-00.pdf',
      page: 10,
      article: '01.18',
    },
  ],
  forme_prix: { forme: 'dpgf', texte: null },
  duree: { texte: '6 mois', fichier: RC, page: 3 },
  normes: [],
  contraintes: [],
  avertissements: [],
});

describe('DceAnalysisView', () => {
  it('shows the sub-criteria under their criterion with weights and sources, a missing weight said, the visit in bold', () => {
    render(<DceAnalysisView analysis={ANALYSIS} />);
    const criteria = within(screen.getByRole('region', { name: 'Critères d’attribution' }));
    const items = criteria.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Valeur technique : 60 % (RC.pdf, p. 3, art. 7)');
    expect(within(items[0] as HTMLElement).getByText('Méthodologie : 30 points')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Planning : pondération non précisée')).toBeInTheDocument();
    expect(criteria.getByText('Prix des prestations : 40 %')).toBeInTheDocument();
    expect(criteria.getByText(/Pondération non indiquée pour le sous-critère « Planning »/)).toBeInTheDocument();

    const visit = screen.getByText('Obligatoire le 12/01/2027 à 9 h 30');
    expect(visit.tagName).toBe('STRONG');
    expect(visit.parentElement).toHaveTextContent('(RC.pdf, p. 2, art. 5.3)');
    expect(screen.getByText('Visite obligatoire')).toBeInTheDocument();
    expect(screen.getByText('120 jours')).toBeInTheDocument();
    expect(screen.getByText('Autorisées')).toBeInTheDocument();
    expect(screen.getByText('PSE 1 : Remplacement des volets roulants')).toBeInTheDocument();
  });

  it('lists the contents asked as a checklist split candidature / offre, ticked with the keyboard', async () => {
    const user = userEvent.setup();
    render(<DceAnalysisView analysis={ANALYSIS} />);
    const block = within(screen.getByRole('region', { name: 'Pièces à fournir' }));
    const candidature = within(block.getByRole('group', { name: 'Candidature' }));
    const offre = within(block.getByRole('group', { name: 'Offre' }));
    expect(candidature.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'DC1 – lettre de candidature (RC.pdf, p. 2, art. 5.1)',
      'DC2 – déclaration du candidat (RC.pdf, p. 2, art. 5.1)',
    ]);
    expect(offre.getAllByRole('checkbox')).toHaveLength(2);
    expect(block.queryByRole('group', { name: 'Si vous êtes retenu' })).not.toBeInTheDocument();
    expect(block.getByText('0 sur 4 prête')).toBeInTheDocument();

    const dc1 = candidature.getByRole('checkbox', { name: /DC1/ });
    dc1.focus();
    await user.keyboard(' ');
    expect(dc1).toBeChecked();
    await user.tab();
    expect(candidature.getByRole('checkbox', { name: /DC2/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(block.getByText('2 sur 4 prêtes')).toBeInTheDocument();
  });

  it('shows the penalties with their amounts, « montant non précisé » when none, and the sentence behind a native disclosure', async () => {
    const user = userEvent.setup();
    render(<DceAnalysisView analysis={ANALYSIS} />);
    const block = within(screen.getByRole('region', { name: 'Pénalités à connaître' }));
    expect(block.getByText('1/3000e du montant HT du marché par jour calendaire de retard')).toBeInTheDocument();
    expect(block.getByText('montant non précisé')).toBeInTheDocument();
    const source = block.getByText('CCTP-00.pdf, p. 10, art. 01.18');
    expect(block.getByText(/Des pénalités seront appliquées/)).not.toBeVisible();
    // A native <summary>: focusable, opened by Enter in the browser (checked in Chromium); jsdom only clicks.
    expect(source.tagName).toBe('SUMMARY');
    await user.click(source);
    expect(block.getByText(/Des pénalités seront appliquées/)).toBeVisible();
  });

  it('reads an answer from before the sub-criteria (no new fields): criteria flat, nothing invented', () => {
    const old = tenderAnalysisSchema.parse({
      ...ANALYSIS,
      criteres_detail: undefined,
      criteres_remarques: undefined,
      pieces_exigees: undefined,
      penalites: undefined,
      pse: undefined,
      validite_offres: undefined,
      variantes_autorisees: undefined,
      visite: { obligatoire: false, date: null, texte: 'Visite libre', fichier: RC, page: 2 },
    });
    render(<DceAnalysisView analysis={old} />);
    expect(screen.getByText('Valeur technique : 60 %')).toBeInTheDocument();
    expect(screen.getByText('Facultative')).toBeInTheDocument();
    expect(screen.queryByText('Visite obligatoire')).not.toBeInTheDocument();
    expect(
      screen.getByText('Le règlement de la consultation ne liste pas de pièces (ou il n’est pas joint).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pénalités à connaître' })).not.toBeInTheDocument();
    expect(screen.getByText('Variantes autorisées')).toBeInTheDocument();
  });

  it('restores the ticks saved for the tender and saves each change', async () => {
    const tender = 'a6f1c1de-1111-4c5e-9d8e-3a1b2c3d4e5f';
    const url = `/api/tenders/${tender}/checklist`;
    let saved = ['candidature-dc1'];
    const fetch = stubFetch((request) => {
      if (request.method === 'PUT') {
        saved = (request.body as { coches: string[] }).coches;
      }
      return jsonResponse({ coches: saved });
    });
    const user = userEvent.setup();
    const view = render(
      <QueryClientProvider client={createTestQueryClient()}>
        <DceAnalysisView analysis={ANALYSIS} tenderId={tender} />
      </QueryClientProvider>,
    );
    const block = within(screen.getByRole('region', { name: 'Pièces à fournir' }));
    await waitFor(() => expect(block.getByRole('checkbox', { name: /DC1/ })).toBeChecked());
    expect(block.getByText('1 sur 4 prête')).toBeInTheDocument();
    await user.click(block.getByRole('checkbox', { name: /DC2/ }));
    await waitFor(() => expect(fetch.to(url).filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(saved).toEqual(['candidature-dc1', 'candidature-dc2']);
    expect(block.getByText('2 sur 4 prêtes')).toBeInTheDocument();
    view.unmount();

    // A reload reads them back.
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <DceAnalysisView analysis={ANALYSIS} tenderId={tender} />
      </QueryClientProvider>,
    );
    const again = within(screen.getByRole('region', { name: 'Pièces à fournir' }));
    await waitFor(() => expect(again.getByRole('checkbox', { name: /DC2/ })).toBeChecked());
    expect(again.getByRole('checkbox', { name: /DC1/ })).toBeChecked();
  });

  it('shows the saved ticks again when a change cannot be saved (the error reported)', async () => {
    const tender = 'a6f1c1de-1111-4c5e-9d8e-3a1b2c3d4e5f';
    expectConsoleError(/Pièces cochées/);
    stubFetch((request) =>
      request.method === 'PUT' ? errorResponse(500, 'Erreur interne', 'INTERNAL_ERROR') : jsonResponse({ coches: [] }),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <DceAnalysisView analysis={ANALYSIS} tenderId={tender} />
      </QueryClientProvider>,
    );
    const block = within(screen.getByRole('region', { name: 'Pièces à fournir' }));
    const dc1 = block.getByRole('checkbox', { name: /DC1/ });
    await waitFor(() => expect(dc1).toBeEnabled());
    await user.click(dc1);
    await waitFor(() => expect(dc1).not.toBeChecked());
  });
});
