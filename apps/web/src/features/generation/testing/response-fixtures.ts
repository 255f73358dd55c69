import type { GeneratedResponse, GeneratedResponseSummary } from '@batiao/shared/contracts/generation';

export const RESPONSE_ID = 'gr_0001';
export const TENDER_ID = '0b6f5c1e-4a7d-4c1e-9a55-2f0f3f6d7a01';

export const LETTER =
  'Madame, Monsieur,\n\nNous avons l’honneur de vous présenter la candidature de [À compléter : raison sociale] pour la réfection de la couverture.\n\nNous restons à votre disposition.\n- Interlocuteur : [À compléter : nom du dirigeant]\n- Téléphone : 04 78 00 00 00';

export function makeResponse(overrides: Partial<GeneratedResponse> = {}): GeneratedResponse {
  return {
    id: RESPONSE_ID,
    tender_id: TENDER_ID,
    tender_title: 'Réfection de la couverture en tuiles du groupe scolaire Jean-Moulin',
    version: 1,
    status: 'succeeded',
    step: null,
    engine: 'local',
    pdf_size: 12_698,
    filename: 'reponse-26-123456-v1.pdf',
    created_at: '2026-11-23T13:05:00.000Z',
    // The spec's names follow pdf_size and created_at unless given.
    file_size: overrides.pdf_size !== undefined ? overrides.pdf_size : 12_698,
    generated_at: overrides.created_at ?? '2026-11-23T13:05:00.000Z',
    edited_at: null,
    error: null,
    lettre_candidature: LETTER,
    memoire_technique: '1. Présentation de l’entreprise\n\nEntreprise de couverture.',
    memoire_sections: [
      {
        key: 'presentation',
        title: 'Présentation de l’entreprise',
        body: 'Entreprise de couverture installée à Lyon depuis [À compléter : année de création].\n\n- Couverture tuiles\n- Zinguerie',
        table: null,
        criterion: { label: 'Valeur technique', weight: 60 },
      },
      {
        key: 'moyens_humains',
        title: 'Moyens humains affectés au chantier',
        body: 'Une équipe dédiée pendant toute la durée du chantier.',
        table: {
          columns: ['Fonction', 'Nombre', 'Qualification'],
          rows: [
            ['Chef de chantier', '1', 'Compagnon couvreur'],
            ['Couvreurs', '3', '[À compléter : qualifications]'],
          ],
        },
        criterion: null,
      },
    ],
    documents_requis: [
      { label: 'Extrait Kbis', source: 'usuel', document_type: 'kbis', status: 'present', note: null },
      {
        label: 'Attestation d’assurance décennale',
        source: 'avis',
        document_type: 'decennale',
        status: 'missing',
        note: 'Exigée par l’article 4 du règlement de consultation.',
      },
      { label: 'Attestation URSSAF', source: 'usuel', document_type: 'urssaf', status: 'expired', note: null },
      { label: 'Formulaire DC1', source: 'usuel', document_type: null, status: 'to_provide', note: null },
    ],
    a_completer: ['La raison sociale de l’entreprise', 'Le nom du dirigeant', 'L’année de création'],
    duration_ms: 1200,
    tokens_in: null,
    tokens_out: null,
    ...overrides,
  };
}

export function summaryOf(response: GeneratedResponse): GeneratedResponseSummary {
  return {
    id: response.id,
    tender_id: response.tender_id,
    tender_title: response.tender_title,
    version: response.version,
    status: response.status,
    step: response.step,
    engine: response.engine,
    pdf_size: response.pdf_size,
    filename: response.filename,
    created_at: response.created_at,
    file_size: response.file_size,
    generated_at: response.generated_at,
    edited_at: response.edited_at,
    error: response.error,
  };
}

/** A response still being written, at one step. */
export function makeRunning(step: GeneratedResponse['step'], overrides: Partial<GeneratedResponse> = {}) {
  return makeResponse({
    status: step === null ? 'pending' : 'running',
    step,
    pdf_size: null,
    lettre_candidature: null,
    memoire_technique: null,
    memoire_sections: null,
    documents_requis: null,
    a_completer: null,
    ...overrides,
  });
}
