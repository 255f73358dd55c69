import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DOCUMENT_ALREADY_VALID,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_UNSUPPORTED,
  type DocumentListResponse,
  type FileHealthResponse,
} from '@batiao/shared/contracts/documents';
import type { StorageUsage } from '@batiao/shared/contracts/storage';
import { DOCUMENT_DATE_MESSAGES, DOCUMENT_TYPE_INFO } from '@batiao/shared/domain/documents';
import {
  makeDocument,
  makeDocumentList,
  makeFile,
  makeHealth,
} from '../../features/documents/testing/document-fixtures';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch, type RecordedRequest } from '../../testing/fetch-stub';
import { expectConsoleError } from '../../testing/console';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { stubXhr, type XhrHandler } from '../../testing/xhr-stub';

const KBIS = DOCUMENT_TYPE_INFO.kbis.label;
const URSSAF = DOCUMENT_TYPE_INFO.urssaf.label;
const RC_PRO = DOCUMENT_TYPE_INFO.rc_pro.label;
const DECENNALE = DOCUMENT_TYPE_INFO.decennale.label;
const RIB = DOCUMENT_TYPE_INFO.rib.label;
const FISCALE = DOCUMENT_TYPE_INFO.attestation_fiscale.label;
const QUALIBAT = DOCUMENT_TYPE_INFO.qualibat.label;

const VALID_KBIS = makeDocument('kbis', {
  filename: 'extrait-kbis-octobre.pdf',
  size: 1_310_720,
  issued_at: '2026-10-28',
  expires_on: '2027-01-27',
  days_left: 66,
});
const EXPIRED_URSSAF = makeDocument('urssaf', {
  filename: 'attestation-vigilance.pdf',
  issued_at: '2026-04-10',
  expires_on: '2026-10-09',
  days_left: -44,
  status: 'expired',
});
const UNDATED_RC_PRO = makeDocument('rc_pro', { filename: 'rc-pro-2026.pdf', needs_valid_until: true });
const EXPIRING_DECENNALE = makeDocument('decennale', {
  filename: 'decennale.pdf',
  valid_until: '2026-12-04',
  expires_on: '2026-12-04',
  days_left: 12,
  status: 'expiring_soon',
});

const HALF_HEALTH = makeHealth({
  overall_health: 'incomplete',
  missing_critical: ['piece_identite', 'rib'],
  expired: ['urssaf'],
  expiring_soon: ['decennale'],
  recommendations: [
    `Ajoutez le document « ${DOCUMENT_TYPE_INFO.piece_identite.label} » : il est indispensable pour candidater.`,
    `Ajoutez le document « ${RIB} » : il est indispensable pour candidater.`,
    `Renouvelez le document « ${URSSAF} » : il a expiré le 09/10/2026.`,
    `Préparez le renouvellement du document « ${DECENNALE} » : il expire le 04/12/2026 (dans 12 jours).`,
    `Indiquez la date de fin de validité du document « ${RC_PRO} » pour être prévenu avant son expiration.`,
  ],
  dossier_completion: 50,
});

interface Server {
  list: DocumentListResponse;
  health: FileHealthResponse;
  listFails?: boolean;
  healthFails?: boolean;
  onPatch?: (request: RecordedRequest, id: string) => Response;
  onUpload?: XhrHandler;
  /** GET /api/storage/usage; not found when not given (the card then stays hidden). */
  storage?: StorageUsage;
}

/** A signed-in user and a server that keeps the administrative file in `server`. */
function signedIn(server: Server) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-documents');
  const http = stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(makeUser({ dossier_completion: server.health.dossier_completion }));
    }
    if (path === '/api/documents' && request.method === 'GET') {
      return server.listFails ? errorResponse(500, 'Erreur interne', 'INTERNAL_ERROR') : jsonResponse(server.list);
    }
    if (path === '/api/storage/usage' && server.storage) {
      return jsonResponse(server.storage);
    }
    if (path === '/api/documents/health') {
      return server.healthFails ? errorResponse(500, 'Erreur interne', 'INTERNAL_ERROR') : jsonResponse(server.health);
    }
    const download = /^\/api\/documents\/([^/]+)\/download$/.exec(path);
    if (download) {
      const document = server.list.documents.find((d) => d.id === download[1]);
      return document
        ? new Response('%PDF-1.4 contenu', {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="${document.filename}"; filename*=UTF-8''${encodeURIComponent(document.filename)}`,
            },
          })
        : notFound();
    }
    const one = /^\/api\/documents\/([^/]+)$/.exec(path);
    if (one?.[1] && request.method === 'PATCH' && server.onPatch) {
      return server.onPatch(request, one[1]);
    }
    if (one?.[1] && request.method === 'DELETE') {
      const id = one[1];
      server.list = makeDocumentList(server.list.documents.filter((d) => d.id !== id));
      return jsonResponse({ success: true });
    }
    return notFound();
  });
  const xhr = stubXhr(server.onUpload);
  return { http, xhr };
}

async function openDocuments() {
  const app = renderApp('/documents');
  await screen.findByRole('heading', { level: 1, name: 'Mes documents' });
  // The file input keeps its `accept` list; the tests also send what the picker would filter out.
  const picker = userEvent.setup({ applyAccept: false });
  return { ...app, picker };
}

async function card(label: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name: label });
}

function fileInput(article: HTMLElement): HTMLInputElement {
  return within(article).getByLabelText(/^Fichier :/) as HTMLInputElement;
}

describe('Documents page', () => {
  it('shows the 13 types, required ones first, each with its status, tips, validity and file', async () => {
    signedIn({
      list: makeDocumentList([VALID_KBIS, EXPIRED_URSSAF, UNDATED_RC_PRO, EXPIRING_DECENNALE]),
      health: HALF_HEALTH,
    });
    await openDocuments();

    const required = within(await screen.findByRole('region', { name: 'Pièces obligatoires' }));
    const optional = within(screen.getByRole('region', { name: 'Pièces complémentaires' }));
    expect(await required.findAllByRole('article')).toHaveLength(7);
    expect(optional.getAllByRole('article')).toHaveLength(6);
    expect(required.getAllByText('Obligatoire')).toHaveLength(7);
    expect(optional.queryByText('Obligatoire')).not.toBeInTheDocument();
    expect(required.getByText('4 / 7 déposés')).toBeInTheDocument();
    expect(optional.getByText('0 / 6 déposé')).toBeInTheDocument();

    const kbis = within(await card(KBIS));
    expect(kbis.getByText('Déposé – valide')).toBeInTheDocument();
    expect(kbis.getByText('extrait-kbis-octobre.pdf')).toBeInTheDocument();
    expect(kbis.getByText('1,3 Mo · Déposé le 2 novembre 2026')).toBeInTheDocument();
    expect(kbis.getByTestId('document-validity')).toHaveTextContent('Valable jusqu’au 27 janvier 2027');
    expect(kbis.getByText('Calculée : délivré le 28 octobre 2026 + 3 mois')).toBeInTheDocument();
    expect(kbis.getByText(DOCUMENT_TYPE_INFO.kbis.tips)).toBeInTheDocument();
    expect(kbis.getByText(DOCUMENT_TYPE_INFO.kbis.validityText)).toBeInTheDocument();
    // A valid document cannot be uploaded again from the screen (core-journey §4).
    expect(kbis.queryByRole('button', { name: /Déposer|Remplacer/ })).not.toBeInTheDocument();
    expect(kbis.getByRole('button', { name: `Télécharger : ${KBIS}` })).toBeInTheDocument();

    const urssaf = within(await card(URSSAF));
    expect(urssaf.getByText('Expiré')).toBeInTheDocument();
    expect(urssaf.getByTestId('document-validity')).toHaveTextContent('A expiré le 9 octobre 2026 (il y a 44 jours)');
    expect(urssaf.getByRole('button', { name: `Remplacer : ${URSSAF}` })).toBeInTheDocument();

    const decennale = within(await card(DECENNALE));
    expect(decennale.getByText('Expire bientôt')).toBeInTheDocument();
    expect(decennale.getByTestId('document-validity')).toHaveTextContent('Expire le 4 décembre 2026 (dans 12 jours)');
    expect(decennale.getByRole('button', { name: `Remplacer : ${DECENNALE}` })).toBeInTheDocument();

    const rcPro = within(await card(RC_PRO));
    expect(rcPro.getByText('Déposé – date à saisir')).toBeInTheDocument();
    expect(rcPro.getByRole('form', { name: `Dates du document : ${RC_PRO}` })).toBeInTheDocument();

    const rib = within(await card(RIB));
    expect(rib.getByText('Manquant')).toBeInTheDocument();
    expect(rib.getByRole('button', { name: `Déposer le document : ${RIB}` })).toBeInTheDocument();
    expect(within(await card(FISCALE)).getByText(/Non comptée dans la complétion du dossier\./)).toBeInTheDocument();
    expect(within(await card(QUALIBAT)).getByText('Manquant')).toBeInTheDocument();

    const summary = within(screen.getByRole('region', { name: 'État du dossier' }));
    const bar = summary.getByRole('progressbar', { name: '3 / 6 pièces obligatoires valides' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(bar).toHaveAttribute('data-tone', 'red');
    expect(summary.getByText('Incomplet')).toBeInTheDocument();
    expect(summary.getByText('1 document expiré')).toBeInTheDocument();
    expect(summary.getByText('1 document expire bientôt')).toBeInTheDocument();
    const advice = within(summary.getByRole('list', { name: 'Recommandations' }));
    expect(advice.getAllByRole('listitem')).toHaveLength(4);
  });

  it('refuses a file over 10 MB or of another format before sending anything', async () => {
    const { xhr } = signedIn({ list: makeDocumentList(), health: makeHealth({ dossier_completion: 0 }) });
    const { picker } = await openDocuments();
    const rib = await card(RIB);

    await picker.upload(fileInput(rib), makeFile('rib.pdf', 10_485_761));
    expect(await screen.findByText(DOCUMENT_TOO_LARGE)).toBeInTheDocument();

    await picker.upload(fileInput(rib), makeFile('rib.exe', 2_000, 'application/octet-stream'));
    expect(await screen.findByText(DOCUMENT_UNSUPPORTED)).toBeInTheDocument();

    // Exactly 10 MB is accepted.
    await picker.upload(fileInput(rib), makeFile('rib.PDF', 10_485_760));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(xhr.requests[0]?.form().get('document_type')).toBe('rib');
  });

  it('uploads a Kbis with its issue date, shows the real progress, then the card and the completion', async () => {
    const stored = makeDocument('kbis', {
      filename: 'kbis.pdf',
      size: 24_576,
      issued_at: '2026-11-20',
      upload_date: '2026-11-22T10:00:00.000Z',
      expires_on: '2027-02-19',
      days_left: 89,
    });
    const server: Server = {
      list: makeDocumentList(),
      health: makeHealth({ overall_health: 'incomplete', dossier_completion: 0 }),
    };
    const { xhr, http } = signedIn(server);
    const { user, picker } = await openDocuments();
    const kbis = await card(KBIS);
    expect(within(kbis).getByText('Manquant')).toBeInTheDocument();

    await picker.upload(fileInput(kbis), makeFile('kbis.pdf'));
    // The Kbis is valid 3 months from its issue date: it is asked (optional), and focused.
    expect(within(kbis).getByLabelText(/Délivré le/)).toHaveFocus();
    await user.type(within(kbis).getByLabelText(/Délivré le/), '2026-11-20');
    await user.click(within(kbis).getByRole('button', { name: 'Envoyer le document' }));

    await waitFor(() => expect(xhr.to('/api/documents/upload')).toHaveLength(1));
    const request = xhr.requests[0];
    if (!request) {
      throw new Error('aucun envoi');
    }
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBe('Bearer jwt-documents');
    const form = request.form();
    expect(form.get('document_type')).toBe('kbis');
    expect(form.get('issued_at')).toBe('2026-11-20');
    expect(form.get('valid_until')).toBeNull();
    expect(form.get('replace')).toBeNull();
    expect((form.get('file') as File).name).toBe('kbis.pdf');

    const progress = within(kbis).getByRole('progressbar', { name: 'Envoi de kbis.pdf' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    act(() => request.progress(9_831, 24_576));
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(within(kbis).getByText('40 %')).toBeInTheDocument();
    act(() => request.progress(24_575, 24_576));
    // 99.99 %: the bar only reads 100 once every byte has left.
    expect(progress).toHaveAttribute('aria-valuenow', '99');
    act(() => request.progress(24_576, 24_576));
    expect(progress).toHaveAttribute('aria-valuenow', '100');
    expect(within(kbis).getByText('Vérification du fichier…')).toBeInTheDocument();

    const listCalls = http.to('/api/documents').length;
    server.list = makeDocumentList([stored]);
    server.health = makeHealth({ overall_health: 'incomplete', dossier_completion: 17 });
    act(() => request.respond(201, stored));

    expect(await screen.findByText(`Document déposé : ${KBIS}`)).toBeInTheDocument();
    expect(await within(kbis).findByText('Déposé – valide')).toBeInTheDocument();
    expect(within(kbis).getByText('kbis.pdf')).toBeInTheDocument();
    expect(within(kbis).getByTestId('document-validity')).toHaveTextContent('Valable jusqu’au 19 février 2027');
    expect(within(kbis).queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(kbis).getByRole('button', { name: `Modifier les dates : ${KBIS}` })).toHaveFocus(),
    );
    const bar = screen.getByRole('progressbar', { name: '1 / 6 pièces obligatoires valides' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '17'));
    expect(http.to('/api/documents').length).toBeGreaterThan(listCalls);
  });

  it('asks the printed end date of an insurance certificate and uploads an undated document at once', async () => {
    const server: Server = {
      list: makeDocumentList(),
      health: makeHealth({ overall_health: 'incomplete', dossier_completion: 0 }),
      onUpload: (request) => {
        const form = request.form();
        const type = form.get('document_type') as 'rc_pro' | 'rib';
        const valid_until = (form.get('valid_until') as string | null) ?? null;
        const stored = makeDocument(type, { filename: (form.get('file') as File).name, valid_until });
        server.list = makeDocumentList([...server.list.documents, stored]);
        return { status: 201, body: stored };
      },
    };
    const { xhr } = signedIn(server);
    const { user, picker } = await openDocuments();

    const rib = await card(RIB);
    await picker.upload(fileInput(rib), makeFile('rib-banque.png', 80_000, 'image/png'));
    expect(await within(rib).findByText('Déposé – valide')).toBeInTheDocument();
    expect(within(rib).getByText('Sans date de fin de validité')).toBeInTheDocument();

    const rcPro = await card(RC_PRO);
    await picker.upload(fileInput(rcPro), makeFile('rc-pro.pdf'));
    await user.type(within(rcPro).getByLabelText('Valable jusqu’au'), '2027-03-31');
    await user.click(within(rcPro).getByRole('button', { name: 'Envoyer le document' }));
    expect(await within(rcPro).findByText('Déposé – valide')).toBeInTheDocument();

    expect(xhr.requests.map((r) => r.form().get('document_type'))).toEqual(['rib', 'rc_pro']);
    expect(xhr.requests[0]?.form().get('valid_until')).toBeNull();
    expect(xhr.requests[1]?.form().get('valid_until')).toBe('2027-03-31');
    expect(xhr.requests[1]?.form().get('issued_at')).toBeNull();
  });

  it('refuses an end of validity beyond 2100 with the API’s message, before sending anything', async () => {
    const server: Server = {
      list: makeDocumentList(),
      health: makeHealth({ overall_health: 'incomplete', dossier_completion: 0 }),
      onUpload: () => ({ status: 500, body: {} }),
    };
    const { xhr } = signedIn(server);
    const { user, picker } = await openDocuments();

    const rcPro = await card(RC_PRO);
    await picker.upload(fileInput(rcPro), makeFile('rc-pro.pdf'));
    const date = within(rcPro).getByLabelText('Valable jusqu’au');
    expect(date).toHaveAttribute('min', '1900-01-01');
    expect(date).toHaveAttribute('max', '2100-12-31');
    await user.type(date, '2101-01-01');
    await user.click(within(rcPro).getByRole('button', { name: 'Envoyer le document' }));
    expect(await within(rcPro).findByText(DOCUMENT_DATE_MESSAGES.validUntilOutOfRange)).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('replaces an expired URSSAF attestation with replace=true', async () => {
    const fresh = makeDocument('urssaf', {
      id: 'f7a1c3e2-0000-4000-8000-000000000001',
      filename: 'vigilance-novembre.pdf',
      issued_at: '2026-11-15',
      expires_on: '2027-05-14',
      days_left: 173,
    });
    const server: Server = {
      list: makeDocumentList([EXPIRED_URSSAF]),
      health: HALF_HEALTH,
      onUpload: () => ({ status: 201, body: fresh }),
    };
    const { xhr } = signedIn(server);
    const { user, picker } = await openDocuments();
    const urssaf = await card(URSSAF);

    await user.click(within(urssaf).getByRole('button', { name: `Remplacer : ${URSSAF}` }));
    await picker.upload(fileInput(urssaf), makeFile('vigilance-novembre.pdf'));
    await user.type(within(urssaf).getByLabelText(/Délivré le/), '2026-11-15');
    server.list = makeDocumentList([fresh]);
    await user.click(within(urssaf).getByRole('button', { name: 'Remplacer le document' }));

    expect(await within(urssaf).findByText('Déposé – valide')).toBeInTheDocument();
    expect(within(urssaf).getByText('vigilance-novembre.pdf')).toBeInTheDocument();
    expect(within(urssaf).queryByRole('button', { name: /Remplacer/ })).not.toBeInTheDocument();
    const form = xhr.requests[0]?.form();
    expect(form?.get('replace')).toBe('true');
    expect(form?.get('issued_at')).toBe('2026-11-15');
  });

  it('tells upload failures: status and server detail, or a connection problem', async () => {
    const logged = expectConsoleError('[BatiAO] Dépôt d’un document');
    const { xhr } = signedIn({ list: makeDocumentList([EXPIRING_DECENNALE]), health: HALF_HEALTH });
    const { picker } = await openDocuments();
    const rib = await card(RIB);

    await picker.upload(fileInput(rib), makeFile('rib.pdf'));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() => xhr.requests[0]?.respond(409, { detail: DOCUMENT_ALREADY_VALID, code: 'CONFLICT' }));
    expect(
      await screen.findByText(`Erreur lors de l’upload du document - 409 : ${DOCUMENT_ALREADY_VALID}`),
    ).toBeInTheDocument();
    // Back to the upload control, nothing stored, the focus on it.
    expect(within(rib).getByText('Manquant')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rib).getByRole('button', { name: `Déposer le document : ${RIB}` })).toHaveFocus(),
    );

    await picker.upload(fileInput(rib), makeFile('rib.pdf'));
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    act(() => xhr.requests[1]?.respond(415, { detail: DOCUMENT_UNSUPPORTED, code: 'UNSUPPORTED_MEDIA_TYPE' }));
    expect(
      await screen.findByText(`Erreur lors de l’upload du document - 415 : ${DOCUMENT_UNSUPPORTED}`),
    ).toBeInTheDocument();

    await picker.upload(fileInput(rib), makeFile('rib.pdf'));
    await waitFor(() => expect(xhr.requests).toHaveLength(3));
    act(() => xhr.requests[2]?.networkError());
    expect(await screen.findByText('Erreur lors de l’upload du document - Problème de connexion')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(3);
  });

  it('cancels an upload under way', async () => {
    const { xhr } = signedIn({ list: makeDocumentList(), health: HALF_HEALTH });
    const { user, picker } = await openDocuments();
    const rib = await card(RIB);

    await picker.upload(fileInput(rib), makeFile('rib.pdf'));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() => xhr.requests[0]?.progress(10, 100));
    await user.click(within(rib).getByRole('button', { name: 'Annuler l’envoi de rib.pdf' }));

    expect(xhr.requests[0]?.aborted).toBe(true);
    expect(await screen.findByText('Envoi annulé')).toBeInTheDocument();
    expect(within(rib).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Erreur lors de l’upload/)).not.toBeInTheDocument();
  });

  it('enters the printed end date of an RC Pro certificate (PATCH valid_until)', async () => {
    const dated = { ...UNDATED_RC_PRO, valid_until: '2027-03-31', expires_on: '2027-03-31', days_left: 129 };
    const server: Server = {
      list: makeDocumentList([UNDATED_RC_PRO]),
      health: HALF_HEALTH,
      onPatch: (request, id) => {
        expect(id).toBe(UNDATED_RC_PRO.id);
        expect(request.body).toEqual({ valid_until: '2027-03-31' });
        server.list = makeDocumentList([{ ...dated, needs_valid_until: false }]);
        return jsonResponse({ ...dated, needs_valid_until: false });
      },
    };
    const { http } = signedIn(server);
    const { user } = await openDocuments();
    const rcPro = await card(RC_PRO);

    const form = within(within(rcPro).getByRole('form', { name: `Dates du document : ${RC_PRO}` }));
    await user.type(form.getByLabelText('Valable jusqu’au'), '2027-03-31');
    await user.click(form.getByRole('button', { name: `Enregistrer les dates : ${RC_PRO}` }));

    expect(await screen.findByText('Dates du document enregistrées')).toBeInTheDocument();
    expect(await within(rcPro).findByText('Déposé – valide')).toBeInTheDocument();
    expect(within(rcPro).getByTestId('document-validity')).toHaveTextContent('Valable jusqu’au 31 mars 2027');
    const patch = http.requests.filter((r) => r.method === 'PATCH');
    expect(patch).toHaveLength(1);
    expect(patch[0]?.headers.get('Authorization')).toBe('Bearer jwt-documents');
  });

  it('corrects the issue date of a Kbis and clears its end date', async () => {
    const server: Server = {
      list: makeDocumentList([{ ...VALID_KBIS, valid_until: '2027-01-15' }]),
      health: HALF_HEALTH,
      onPatch: () => {
        const corrected = { ...VALID_KBIS, issued_at: '2026-11-01', expires_on: '2027-01-31' };
        server.list = makeDocumentList([corrected]);
        return jsonResponse(corrected);
      },
    };
    const { http } = signedIn(server);
    const { user } = await openDocuments();
    const kbis = await card(KBIS);

    await user.click(within(kbis).getByRole('button', { name: `Modifier les dates : ${KBIS}` }));
    const form = within(within(kbis).getByRole('form', { name: `Dates du document : ${KBIS}` }));
    await user.clear(form.getByLabelText(/Valable jusqu’au/));
    await user.clear(form.getByLabelText('Délivré le'));
    await user.type(form.getByLabelText('Délivré le'), '2026-11-01');
    await user.click(form.getByRole('button', { name: /Enregistrer/ }));

    await waitFor(() => expect(http.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(http.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      valid_until: null,
      issued_at: '2026-11-01',
    });
    expect(await within(kbis).findByText('Valable jusqu’au 31 janvier 2027')).toBeInTheDocument();
  });

  it('deletes a document only after confirmation', async () => {
    const server: Server = { list: makeDocumentList([VALID_KBIS]), health: HALF_HEALTH };
    const { http } = signedIn(server);
    const { user } = await openDocuments();
    const kbis = await card(KBIS);
    const deleteButton = within(kbis).getByRole('button', { name: `Supprimer : ${KBIS}` });

    await user.click(deleteButton);
    let dialog = screen.getByRole('alertdialog', { name: 'Supprimer ce document ?' });
    expect(dialog).toHaveTextContent(`« ${KBIS} » (extrait-kbis-octobre.pdf) sera supprimé définitivement`);
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(http.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(deleteButton);
    dialog = screen.getByRole('alertdialog', { name: 'Supprimer ce document ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Document supprimé')).toBeInTheDocument();
    expect(await within(kbis).findByText('Manquant')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The focus stays in the card, on what to do next.
    await waitFor(() =>
      expect(within(kbis).getByRole('button', { name: `Déposer le document : ${KBIS}` })).toHaveFocus(),
    );
    const deletions = http.requests.filter((r) => r.method === 'DELETE');
    expect(deletions).toHaveLength(1);
    expect(deletions[0]?.url.pathname).toBe(`/api/documents/${VALID_KBIS.id}`);
  });

  it('downloads with the bearer token and saves the file under its name', async () => {
    const saved: { href: string; download: string }[] = [];
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/kbis');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { http } = signedIn({ list: makeDocumentList([VALID_KBIS]), health: HALF_HEALTH });
    const { user } = await openDocuments();

    await user.click(within(await card(KBIS)).getByRole('button', { name: `Télécharger : ${KBIS}` }));

    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:http://localhost/kbis', download: 'extrait-kbis-octobre.pdf' }]),
    );
    const request = http.to(`/api/documents/${VALID_KBIS.id}/download`)[0];
    expect(request?.headers.get('Authorization')).toBe('Bearer jwt-documents');
    expect(createObjectURL.mock.calls[0]?.[0]?.size).toBe('%PDF-1.4 contenu'.length);
  });

  it('says so when the documents cannot be loaded, and tries again', async () => {
    const server: Server = { list: makeDocumentList([VALID_KBIS]), health: HALF_HEALTH, listFails: true };
    signedIn(server);
    const { user } = await openDocuments();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors du chargement des documents');
    server.listFails = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await card(KBIS)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to a good file when the health cannot be read, with the account’s completion', async () => {
    const logged = expectConsoleError('[BatiAO] Santé du dossier administratif');
    signedIn({
      list: makeDocumentList([VALID_KBIS]),
      health: makeHealth({ dossier_completion: 83 }),
      healthFails: true,
    });
    await openDocuments();

    const summary = within(screen.getByRole('region', { name: 'État du dossier' }));
    expect(await summary.findByText('Complet')).toBeInTheDocument();
    expect(summary.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83');
    expect(summary.getByText('Les recommandations ne sont pas disponibles pour le moment.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[BatiAO] Santé du dossier administratif', expect.anything());
  });
});

describe('Documents page: storage space', () => {
  const MO = 1024 * 1024;

  it('shows the space used with a bar, refreshed after an upload', async () => {
    const server: Server = {
      list: makeDocumentList(),
      health: makeHealth({ overall_health: 'incomplete', dossier_completion: 0 }),
      storage: { used_bytes: Math.round(12.3 * MO), quota_bytes: 100 * MO, plan: 'free' },
      onUpload: (request) => {
        const stored = makeDocument('rib', { filename: (request.form().get('file') as File).name, size: 2 * MO });
        server.list = makeDocumentList([stored]);
        server.storage = { used_bytes: Math.round(14.3 * MO), quota_bytes: 100 * MO, plan: 'free' };
        return { status: 201, body: stored };
      },
    };
    signedIn(server);
    const { picker } = await openDocuments();
    const storage = await screen.findByRole('region', { name: 'Espace de stockage' });
    expect(within(storage).getByText('Espace utilisé : 12,3 Mo sur 100 Mo')).toBeInTheDocument();
    expect(within(storage).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');

    await picker.upload(fileInput(await card(RIB)), makeFile('rib.pdf', 2 * MO));
    expect(await within(storage).findByText('Espace utilisé : 14,3 Mo sur 100 Mo')).toBeInTheDocument();
  });

  it('says the space is nearly full, and tells the quota refusal in a French toast', async () => {
    const logged = expectConsoleError('[BatiAO] Dépôt d’un document');
    // The page's text is read with its non-breaking spaces normalised to spaces.
    const full =
      'Espace de stockage plein : 98,4 Mo utilisés sur 100 Mo (offre Gratuit). ' +
      'Supprimez des fichiers ou passez à une offre supérieure.';
    signedIn({
      list: makeDocumentList(),
      health: makeHealth({ overall_health: 'incomplete', dossier_completion: 0 }),
      storage: { used_bytes: Math.round(98.4 * MO), quota_bytes: 100 * MO, plan: 'free' },
      onUpload: () => ({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', detail: full } }),
    });
    const { picker } = await openDocuments();
    const storage = await screen.findByRole('region', { name: 'Espace de stockage' });
    expect(within(storage).getByText(/Espace presque plein : supprimez des fichiers/)).toBeInTheDocument();
    expect(within(storage).getByRole('link', { name: 'passez à une offre supérieure' })).toHaveAttribute(
      'href',
      '/subscription',
    );

    await picker.upload(fileInput(await card(RIB)), makeFile('rib.pdf', 2 * MO));
    expect(await screen.findByText(`Erreur lors de l’upload du document - 413 : ${full}`)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[BatiAO] Dépôt d’un document', expect.anything());
  });
});
