import type { TenderDetail, TenderListResponse, TenderSummary } from '@batiao/shared/contracts/tenders';

export function makeTender(overrides: Partial<TenderSummary> = {}): TenderSummary {
  return {
    id: '0b6f5c1e-4a7d-4c1e-9a55-2f0f3f6d7a01',
    title: 'Réfection de la couverture en tuiles du groupe scolaire Jean-Moulin',
    description:
      'Dépose et repose de la couverture en tuiles mécaniques (environ 850 m²), remplacement des liteaux, reprise de la zinguerie.',
    location: 'Villeurbanne, Rhône (69)',
    departements: ['69'],
    buyer_name: 'Ville de Villeurbanne',
    deadline: '2026-12-15T11:00:00.000Z',
    deadline_status: 'active',
    days_left: 23,
    amount: 180_000,
    cpv_code: '45261210',
    cpv_codes: ['45261210', '45261310'],
    profession: 'Couvreur',
    publication_date: '2026-11-19',
    source_url: 'https://www.boamp.fr/pages/avis/?q=idweb:26-123456',
    real_boamp_url: 'https://www.boamp.fr/pages/avis/?q=idweb:26-123456',
    has_real_documents: false,
    documents_summary: { total_count: 0, types_available: [] },
    compatibility_analysis: {
      score_global: 86,
      ai_message:
        'Très compatible : CPV 45261210 « Travaux de couverture » dans le Rhône, votre département, clôture dans 23 jours.',
    },
    status: 'open',
    is_example: false,
    ...overrides,
  };
}

export function makeTenderDetail(overrides: Partial<TenderDetail> = {}): TenderDetail {
  return {
    ...makeTender(),
    source: 'boamp',
    source_id: '26-123456',
    nature: 'appel_offre',
    procedure: 'Procédure adaptée',
    buyer: {
      name: 'Ville de Villeurbanne',
      email: 'marches@mairie-villeurbanne.fr',
      phone: '04 78 03 67 67',
      url: 'https://www.villeurbanne.fr',
      address: 'Place Lazare-Goujon',
      postal_code: '69100',
      city: 'Villeurbanne',
    },
    lots: [
      {
        number: '1',
        title: 'Couverture tuiles',
        description: 'Dépose et repose des tuiles',
        cpv_codes: ['45261210'],
        amount: 140_000,
      },
      { number: '2', title: 'Zinguerie', description: null, cpv_codes: ['45261310'], amount: null },
    ],
    criteria: [
      { label: 'Valeur technique', weight: 60 },
      { label: 'Prix', weight: 40 },
    ],
    execution_place: 'Groupe scolaire Jean-Moulin, Villeurbanne',
    duration_months: 3,
    dce_url: null,
    winners: [],
    descripteurs: [{ code: '74', label: 'Couverture' }],
    ...overrides,
  };
}

export function makeTenderList(
  items: TenderSummary[],
  overrides: Partial<TenderListResponse> = {},
): TenderListResponse {
  return {
    items,
    page: 1,
    page_size: 20,
    counters: { total: items.length, active: items.length, urgent: 0, filtered: items.length },
    last_sync_at: '2026-11-22T09:05:00.000Z',
    metier: 'couvreur',
    departements: ['69', '01', '38', '42', '71'],
    ...overrides,
  };
}
