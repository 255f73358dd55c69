import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@batiao/shared/contracts/auth';
import {
  GENERATION_STEP_LABELS,
  type GeneratedResponse,
  type GeneratedResponseEdit,
} from '@batiao/shared/contracts/generation';
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import {
  LETTER,
  RESPONSE_ID,
  makeResponse,
  makeRunning,
  summaryOf,
} from '../../features/generation/testing/response-fixtures';
import { makeTender, makeTenderDetail, makeTenderList } from '../../features/tenders/testing/tender-fixtures';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import {
  deferred,
  errorResponse,
  jsonResponse,
  notFound,
  stubFetch,
  type RecordedRequest,
} from '../../testing/fetch-stub';
import { expectConsoleError } from '../../testing/console';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const ID = '0b6f5c1e-4a7d-4c1e-9a55-2f0f3f6d7a01';

function signedIn(detail: TenderDetail | null, user: User = makeUser()) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-detail');
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(user);
    }
    if (path === '/api/tenders') {
      return jsonResponse(makeTenderList([makeTender({ id: ID })]));
    }
    if (path === `/api/tenders/${ID}`) {
      return detail ? jsonResponse(detail) : errorResponse(404, 'Appel d’offres introuvable', 'NOT_FOUND');
    }
    if (path === '/api/generated-responses') {
      // No response written for this tender yet.
      return jsonResponse({ items: [] });
    }
    if (path === `/api/tenders/${ID}/files`) {
      return jsonResponse({ files: [], total_bytes: 0, max_bytes: 209715200, dce_url: null });
    }
    if (path === `/api/tenders/${ID}/metres`) {
      return jsonResponse({ result: null });
    }
    return notFound();
  });
}

const REAL = makeTenderDetail({
  id: ID,
  description: 'Premier paragraphe de l’avis.\n\nSecond paragraphe :\n- dépose des tuiles\n- pose des liteaux',
  compatibility_analysis: {
    score_global: 72,
    ai_message:
      'Compatible : lot « Couverture tuiles » (CPV 45261210) dans le Rhône, votre département, clôture dans 23 jours, montant estimé 180 k€ pour 2 lots.',
  },
});

describe('Tender detail page', () => {
  it('shows the tender with its real compatibility score, key facts, lots and criteria', async () => {
    const server = signedIn(REAL);
    renderApp(`/tenders/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: REAL.title })).toBeInTheDocument();
    expect(document.title).toBe(`${REAL.title} | BatiAO`);
    expect(server.to(`/api/tenders/${ID}`)[0]?.headers.get('Authorization')).toBe('Bearer jwt-detail');

    // The real score, in its colour, and never the spec's placeholder 85 %.
    const box = within(screen.getByRole('region', { name: 'Compatibilité avec votre profil' }));
    expect(box.getByTestId('compatibility-score')).toHaveTextContent('72 %');
    expect(box.getByTestId('compatibility-score')).toHaveAttribute('data-colour', 'orange');
    expect(box.getByText(REAL.compatibility_analysis.ai_message)).toBeInTheDocument();
    expect(screen.queryByText(/85\s%/)).not.toBeInTheDocument();

    expect(screen.getByText('Publié le 19 novembre 2026', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Premier paragraphe de l’avis.')).toBeInTheDocument();
    expect(screen.getByText(/Second paragraphe/).tagName).toBe('P');

    const info = within(screen.getByRole('region', { name: 'Informations clés' }));
    expect(info.getByText('Villeurbanne, Rhône (69)')).toBeInTheDocument();
    expect(info.getByText(/15 décembre 2026 à 12:00/)).toBeInTheDocument();
    expect(info.getByText(/^180\s000\s€ HT$/)).toBeInTheDocument();
    expect(info.getByText('45261310')).toBeInTheDocument();
    expect(info.getByText('Couvreur')).toBeInTheDocument();
    expect(info.getByText('Procédure adaptée')).toBeInTheDocument();
    expect(info.getByText('3 mois')).toBeInTheDocument();
    expect(info.getByText('Groupe scolaire Jean-Moulin, Villeurbanne')).toBeInTheDocument();
    expect(info.getByRole('link', { name: /marches@mairie-villeurbanne.fr/ })).toHaveAttribute(
      'href',
      'mailto:marches@mairie-villeurbanne.fr',
    );
    expect(info.getByRole('link', { name: /04 78 03 67 67/ })).toHaveAttribute('href', 'tel:0478036767');

    const lots = within(screen.getByRole('table', { name: 'Lots du marché' }));
    expect(lots.getAllByRole('row')).toHaveLength(3);
    expect(lots.getByText('Couverture tuiles')).toBeInTheDocument();
    expect(lots.getByText(/^140\s000\s€$/)).toBeInTheDocument();

    const criteria = within(screen.getByRole('region', { name: 'Critères d’attribution' }));
    expect(criteria.getByText('Valeur technique')).toBeInTheDocument();
    expect(criteria.getByText('60 %')).toBeInTheDocument();
    expect(criteria.getByText('40 %')).toBeInTheDocument();

    // Quick actions.
    const actions = within(screen.getByRole('region', { name: 'Actions rapides' }));
    expect(actions.getByRole('link', { name: /Vérifier mon dossier/ })).toHaveAttribute('href', '/documents');
    const source = actions.getByRole('link', { name: /Source officielle/ });
    expect(source).toHaveAttribute('href', REAL.source_url);
    expect(source).toHaveAttribute('target', '_blank');
    const dce = actions.getByRole('button', { name: /Télécharger le DCE/ });
    expect(dce).toBeDisabled();
    expect(dce).toHaveAccessibleDescription(/L’avis ne donne pas l’adresse du dossier de consultation/);
  });

  it('opens the DCE in a new tab when the notice gives its address', async () => {
    signedIn({ ...REAL, dce_url: 'https://marchespublics.grandlyon.com/consultation/2026-017' });
    renderApp(`/tenders/${ID}`);
    await screen.findByRole('heading', { level: 1, name: REAL.title });
    const dce = screen.getByRole('link', { name: /Télécharger le DCE/ });
    expect(dce).toHaveAttribute('href', 'https://marchespublics.grandlyon.com/consultation/2026-017');
    expect(dce).toHaveAttribute('target', '_blank');
  });

  it('answers a missing tender with "Appel d’offres introuvable" and a way back', async () => {
    signedIn(null);
    renderApp(`/tenders/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Appel d’offres introuvable' })).toBeInTheDocument();
    expect(document.title).toBe('Appel d’offres introuvable | BatiAO');
    const back = screen.getAllByRole('link', { name: /Retour aux appels d’offres/ });
    expect(back.length).toBeGreaterThan(0);
    for (const link of back) {
      expect(link).toHaveAttribute('href', '/tenders');
    }
  });

  it('offers the generation to subscribers, with honest empty states', async () => {
    signedIn(REAL, makeUser({ subscription_active: true, subscription_plan: 'pro' }));
    renderApp(`/tenders/${ID}#reponse`);
    await screen.findByRole('heading', { level: 1, name: REAL.title });

    const response = screen.getByRole('region', { name: 'Réponse générée' });
    expect(response).toHaveAttribute('id', 'reponse');
    expect(await within(response).findByRole('button', { name: 'Générer la réponse' })).toBeInTheDocument();
    expect(within(response).queryByText('Abonnement requis pour générer une réponse')).not.toBeInTheDocument();
    const metres = within(screen.getByRole('region', { name: 'Métrés' }));
    expect(await metres.findByRole('button', { name: 'Extraire métrés' })).toBeInTheDocument();
  });

  it('tells a user without a subscription that generation and quantities need one', async () => {
    signedIn(REAL);
    renderApp(`/tenders/${ID}`);
    await screen.findByRole('heading', { level: 1, name: REAL.title });

    const response = within(screen.getByRole('region', { name: 'Réponse générée' }));
    expect(response.getByText('Abonnement requis pour générer une réponse')).toBeInTheDocument();
    expect(response.getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute('href', '/subscription');
    expect(response.getByText('Aucune réponse générée pour cet appel d’offres.')).toBeInTheDocument();
    expect(response.queryByRole('button', { name: 'Générer la réponse' })).not.toBeInTheDocument();
    const metres = within(screen.getByRole('region', { name: 'Métrés' }));
    expect(metres.getByText('Extraction des métrés réservée aux abonnés')).toBeInTheDocument();
  });

  it('goes back to the list with the filters it came from', async () => {
    signedIn(REAL);
    const { user, router } = renderApp('/tenders?status=urgent&sort=score');
    const card = await screen.findByRole('article', { name: makeTender().title });
    await user.click(within(card).getByRole('link', { name: /Voir le détail/ }));

    await screen.findByRole('heading', { level: 1, name: REAL.title });
    expect(router.state.location.pathname).toBe(`/tenders/${ID}`);
    const back = screen.getByRole('link', { name: /Retour aux appels d’offres/ });
    expect(back).toHaveAttribute('href', '/tenders?status=urgent&sort=score');
    await user.click(back);
    expect(await screen.findByRole('button', { name: 'Urgents' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts reading the tender as the navigation starts, once, and never holds the navigation for it', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-detail');
    const detail = deferred<Response>();
    const server = stubFetch((request) => {
      switch (request.url.pathname) {
        case '/api/auth/me':
          return jsonResponse(makeUser());
        case '/api/tenders':
          return jsonResponse(makeTenderList([makeTender({ id: ID })]));
        case `/api/tenders/${ID}`:
          return detail.promise;
        default:
          return notFound();
      }
    });
    const { user, router } = renderApp('/tenders');
    const card = await screen.findByRole('article', { name: makeTender().title });
    await user.click(within(card).getByRole('link', { name: /Voir le détail/ }));

    // The page is there while the tender is still on its way: the loader did not wait for it.
    expect(await screen.findByText('Chargement de l’appel d’offres…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/tenders/${ID}`);
    expect(router.state.navigation.state).toBe('idle');

    detail.resolve(jsonResponse(REAL));
    expect(await screen.findByRole('heading', { level: 1, name: REAL.title })).toBeInTheDocument();
    // The loader's request and the page's query are one.
    expect(server.to(`/api/tenders/${ID}`)).toHaveLength(1);
    expect(server.to(`/api/tenders/${ID}`)[0]?.headers.get('Authorization')).toBe('Bearer jwt-detail');
  });

  it('shows the not-found page when the prefetched tender is missing', async () => {
    signedIn(null);
    const { user } = renderApp('/tenders');
    const card = await screen.findByRole('article', { name: makeTender().title });
    await user.click(within(card).getByRole('link', { name: /Voir le détail/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Appel d’offres introuvable' })).toBeInTheDocument();
  });

  it('keeps /tenders/submit on its own page', async () => {
    const server = signedIn(REAL, makeUser({ subscription_active: true }));
    const { router } = renderApp('/tenders/submit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soumettre un appel d’offres' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tenders/submit');
    expect(server.to('/api/tenders/submit')).toHaveLength(0);
  });
});

/* ------------------------------------------------------------------ generated response ------------------------------------------------------------------ */

interface GenerationServerOptions {
  user?: User;
  detail?: TenderDetail;
  /** Newest first. */
  versions?: GeneratedResponse[];
  /** The answer to POST …/generate-response. */
  generate?: (request: RecordedRequest) => Response | Promise<Response>;
  /** The answer to GET /api/generated-responses/{id}, by call count (polling). */
  read?: (id: string, call: number) => Response | undefined;
  /** The answer to PUT /api/generated-responses/{id}. */
  save?: (request: RecordedRequest) => Response;
}

const PDF_BYTES = '%PDF-1.7 réponse';
const DOCX_BYTES = 'PK\u0003\u0004 réponse';

/** A signed-in subscriber and a server that keeps the tender's generated versions. */
function withGeneration(options: GenerationServerOptions = {}) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-detail');
  const state = { versions: [...(options.versions ?? [])], reads: 0 };
  const user = options.user ?? makeUser({ subscription_active: true, subscription_plan: 'pro' });
  const server = stubFetch(async (request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(user);
    }
    if (path === `/api/tenders/${ID}`) {
      return jsonResponse(options.detail ?? REAL);
    }
    if (path === `/api/tenders/${ID}/generate-response` && request.method === 'POST') {
      const answer = options.generate
        ? await options.generate(request)
        : jsonResponse(
            makeResponse({ id: `gr_${state.versions.length + 1}`, version: state.versions.length + 1 }),
            201,
          );
      if (answer.ok) {
        const created = (await answer.clone().json()) as GeneratedResponse;
        state.versions = [created, ...state.versions.filter((v) => v.id !== created.id)];
      }
      return answer;
    }
    if (path === '/api/generated-responses') {
      return jsonResponse({ items: state.versions.map(summaryOf) });
    }
    const file = /^\/api\/generated-responses\/([^/]+)\/(download|docx)$/.exec(path);
    if (file) {
      const pdf = file[2] === 'download';
      return new Response(pdf ? PDF_BYTES : DOCX_BYTES, {
        headers: {
          'Content-Type': pdf
            ? 'application/pdf'
            : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'Content-Disposition': `attachment; filename="reponse-v1.${pdf ? 'pdf' : 'docx'}"`,
        },
      });
    }
    const one = /^\/api\/generated-responses\/([^/]+)$/.exec(path);
    if (one?.[1]) {
      const id = one[1];
      if (request.method === 'PUT' && options.save) {
        const saved = options.save(request);
        if (saved.ok) {
          const updated = (await saved.clone().json()) as GeneratedResponse;
          state.versions = state.versions.map((v) => (v.id === id ? updated : v));
        }
        return saved;
      }
      state.reads += 1;
      const scripted = options.read?.(id, state.reads);
      if (scripted) {
        if (scripted.ok) {
          const read = (await scripted.clone().json()) as GeneratedResponse;
          state.versions = state.versions.map((v) => (v.id === id ? read : v));
        }
        return scripted;
      }
      const found = state.versions.find((v) => v.id === id);
      return found ? jsonResponse(found) : notFound();
    }
    return notFound();
  });
  return { ...server, state };
}

async function openResponsePanel() {
  const view = renderApp(`/tenders/${ID}#reponse`);
  await screen.findByRole('heading', { level: 1, name: REAL.title });
  const panel = screen.getByRole('region', { name: 'Réponse générée' });
  return { ...view, panel: within(panel), panelElement: panel };
}

function stepState(panel: ReturnType<typeof within>, label: string) {
  return panel.getByText(label).closest('li')?.getAttribute('data-state');
}

describe('Tender detail: generated response', () => {
  it('generates on « Générer la réponse »: the three steps, then the letter, the memo and the documents', async () => {
    const answer = deferred<Response>();
    const server = withGeneration({ generate: () => answer.promise });
    const { user, panel } = await openResponsePanel();

    const button = await panel.findByRole('button', { name: 'Générer la réponse' });
    expect(button).toHaveAccessibleDescription(/lettre de candidature, le mémoire technique et la liste des documents/);
    await user.click(button);

    // The steps, the first one under way and announced.
    expect(await panel.findByTestId('generation-progress')).toBeInTheDocument();
    expect(stepState(panel, GENERATION_STEP_LABELS.analysis)).toBe('current');
    expect(stepState(panel, GENERATION_STEP_LABELS.writing)).toBe('todo');
    expect(stepState(panel, GENERATION_STEP_LABELS.layout)).toBe('todo');
    expect(panel.getByRole('status')).toHaveTextContent(`Étape 1 sur 3 : ${GENERATION_STEP_LABELS.analysis}`);

    const post = server.to(`/api/tenders/${ID}/generate-response`)[0];
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({ tender_id: ID, response_type: 'complete' });
    expect(post?.headers.get('Authorization')).toBe('Bearer jwt-detail');

    answer.resolve(jsonResponse(makeResponse(), 201));

    expect(await panel.findByText(/Nous avons l’honneur de vous présenter la candidature/)).toBeInTheDocument();
    expect(panel.queryByTestId('generation-progress')).not.toBeInTheDocument();
    expect(await screen.findByText('Réponse générée', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(panel.getByRole('tab', { name: 'Lettre de candidature' })).toHaveAttribute('aria-selected', 'true');
    expect(panel.getByText('Version 1 — 23 nov. 2026 14:05')).toBeInTheDocument();
    expect(panel.getByText(/PDF 12,4\sKo/)).toBeInTheDocument();

    await user.click(panel.getByRole('tab', { name: 'Mémoire technique' }));
    expect(panel.getByRole('heading', { level: 3, name: /Présentation de l’entreprise/ })).toBeInTheDocument();
    expect(panel.getByText('Valeur technique')).toBeInTheDocument();
    const table = panel.getByRole('table', { name: 'Moyens humains affectés au chantier' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'Qualification' })).toBeInTheDocument();
    expect(panel.getByText('Couverture tuiles').tagName).toBe('SPAN');
    expect(panel.getByText('Couverture tuiles').closest('li')).not.toBeNull();

    await user.click(panel.getByRole('tab', { name: /Documents à fournir/ }));
    const documents = within(panel.getByRole('tabpanel'));
    expect(documents.getByText('Présent')).toHaveAttribute('data-status', 'present');
    expect(documents.getByText('Manquant')).toHaveAttribute('data-status', 'missing');
    expect(documents.getByText('Expiré')).toHaveAttribute('data-status', 'expired');
    expect(documents.getByText('À fournir')).toHaveAttribute('data-status', 'to_provide');
    expect(
      documents.getByRole('link', { name: /Ajouter à mon dossier\s?: Attestation d’assurance décennale/ }),
    ).toHaveAttribute('href', '/documents');
    expect(
      documents.getByRole('link', { name: /Mettre à jour dans mon dossier\s?: Attestation URSSAF/ }),
    ).toHaveAttribute('href', '/documents');
    expect(documents.getAllByRole('link')).toHaveLength(2);
  });

  it('follows a 202 by polling until the response succeeded, ticking the steps as they pass', async () => {
    const running = makeRunning('analysis');
    const server = withGeneration({
      generate: () => jsonResponse(running, 202),
      read: (_id, call) =>
        call === 1
          ? jsonResponse(makeRunning('writing'))
          : call === 2
            ? jsonResponse(makeRunning('layout'))
            : call === 3
              ? jsonResponse(makeResponse())
              : undefined,
    });
    const { user, panel } = await openResponsePanel();
    await user.click(await panel.findByRole('button', { name: 'Générer la réponse' }));

    await waitFor(() => expect(stepState(panel, GENERATION_STEP_LABELS.writing)).toBe('current'), { timeout: 3000 });
    expect(stepState(panel, GENERATION_STEP_LABELS.analysis)).toBe('done');
    await waitFor(() => expect(stepState(panel, GENERATION_STEP_LABELS.layout)).toBe('current'), { timeout: 3000 });
    expect(stepState(panel, GENERATION_STEP_LABELS.writing)).toBe('done');
    expect(panel.getByRole('status')).toHaveTextContent(`Étape 3 sur 3 : ${GENERATION_STEP_LABELS.layout}`);

    expect(
      await panel.findByText(/Nous avons l’honneur de vous présenter la candidature/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const reads = server.to(`/api/generated-responses/${RESPONSE_ID}`).filter((r) => r.method === 'GET');
    expect(reads.length).toBeGreaterThanOrEqual(3);
    expect(reads.every((r) => r.headers.get('Authorization') === 'Bearer jwt-detail')).toBe(true);
  });

  it('says when the generation failed on the server, and offers to start again', async () => {
    const logged = expectConsoleError('[BatiAO] Génération d’une réponse');
    withGeneration({
      generate: () => jsonResponse(makeRunning('analysis'), 202),
      read: () =>
        jsonResponse(
          makeRunning('writing', { status: 'failed', error: 'Le service de rédaction a répondu hors sujet.' }),
        ),
    });
    const { user, panel } = await openResponsePanel();
    await user.click(await panel.findByRole('button', { name: 'Générer la réponse' }));

    const alert = await panel.findByText('Le service de rédaction a répondu hors sujet.', {}, { timeout: 3000 });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(await panel.findByRole('button', { name: /Relancer la génération/ })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[BatiAO] Génération d’une réponse', expect.anything());
  });

  const SERVER_SUPPORT = /Erreur du serveur lors de la génération.*contactez le support/;
  it.each([
    [500, 'INTERNAL_ERROR', 'Erreur interne', SERVER_SUPPORT],
    [429, 'RATE_LIMITED', 'Trop', /^Trop de requêtes - Attendez un moment avant de réessayer$/],
    [
      503,
      'SERVICE_UNAVAILABLE',
      'Le service de rédaction est indisponible.',
      /^Le service de rédaction est indisponible\.$/,
    ],
    [404, 'NOT_FOUND', 'Appel d’offres introuvable', /^Appel d’offres introuvable$/],
    [409, 'CONFLICT', '', /^Erreur lors de la génération$/],
  ])('answers a %i with its message, inline and as a toast', async (status, code, detail, message) => {
    const logged = expectConsoleError('[BatiAO] Génération d’une réponse');
    withGeneration({
      generate: () => (detail ? errorResponse(status, detail, code) : new Response('', { status })),
    });
    const { user, panel } = await openResponsePanel();
    await user.click(await panel.findByRole('button', { name: 'Générer la réponse' }));

    const alert = await panel.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    // The button stays there to try again.
    expect(panel.getByRole('button', { name: 'Générer la réponse' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith('[BatiAO] Génération d’une réponse', expect.anything());
  });

  it('answers a 402 with the server’s detail and a link to the plans', async () => {
    const detail = 'Quota du plan Pro atteint (50 réponses ce mois-ci) : il se renouvelle le 1er décembre 2026.';
    const logged = expectConsoleError('[BatiAO] Génération d’une réponse');
    withGeneration({ generate: () => errorResponse(402, detail, 'PAYMENT_REQUIRED') });
    const { user, panel } = await openResponsePanel();
    await user.click(await panel.findByRole('button', { name: 'Générer la réponse' }));

    const alert = within(await panel.findByRole('alert'));
    expect(alert.getByText(`Problème d’abonnement : ${detail}`)).toBeInTheDocument();
    expect(alert.getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute('href', '/subscription');
    expect(logged).toHaveBeenCalledWith('[BatiAO] Génération d’une réponse', expect.anything());
  });

  it('answers a 403 with the subscription banner', async () => {
    const logged = expectConsoleError('[BatiAO] Génération d’une réponse');
    withGeneration({ generate: () => errorResponse(403, 'Abonnement requis', 'FORBIDDEN') });
    const { user, panel } = await openResponsePanel();
    await user.click(await panel.findByRole('button', { name: 'Générer la réponse' }));

    const alert = within(await panel.findByRole('alert'));
    expect(alert.getByRole('note')).toHaveTextContent('Abonnement requis pour générer une réponse');
    expect(alert.getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute('href', '/subscription');
    await waitFor(() => expect(screen.getAllByText('Abonnement requis pour générer une réponse')).toHaveLength(2));
    expect(logged).toHaveBeenCalledWith('[BatiAO] Génération d’une réponse', expect.anything());
  });

  it('lets an admin without a subscription generate', async () => {
    withGeneration({ user: makeUser({ role: 'admin', subscription_active: false }) });
    const { panel } = await openResponsePanel();
    expect(await panel.findByRole('button', { name: 'Générer la réponse' })).toBeInTheDocument();
    expect(panel.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the latest version on arrival, markers highlighted and the points to complete listed', async () => {
    const older = makeResponse({ id: 'gr_old', version: 1, created_at: '2026-11-22T09:00:00.000Z' });
    const latest = makeResponse({ version: 2 });
    const server = withGeneration({ versions: [latest, older] });
    const { panel } = await openResponsePanel();

    expect(await panel.findByText(/Nous avons l’honneur/)).toBeInTheDocument();
    expect(server.to('/api/generated-responses')[0]?.url.searchParams.get('tender_id')).toBe(ID);
    expect(server.to('/api/tenders/' + ID + '/generate-response')).toHaveLength(0);

    const markers = panel.getAllByTestId('to-complete');
    expect(markers.map((m) => m.textContent)).toEqual([
      '[À compléter : raison sociale]',
      '[À compléter : nom du dirigeant]',
    ]);
    expect(markers[0]?.tagName).toBe('MARK');

    const callout = within(panel.getByRole('region', { name: 'Avant d’envoyer : 3 points à compléter' }));
    expect(callout.getAllByRole('listitem').map((li) => li.textContent)).toEqual(latest.a_completer);

    const picker = panel.getByRole('combobox', { name: 'Version affichée' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Version 2 — 23 nov. 2026 14:05', 'Version 1 — 22 nov. 2026 10:00']);
    expect(picker).toHaveValue(RESPONSE_ID);
  });

  it('switches to a previous version from the selector', async () => {
    const older = makeResponse({
      id: 'gr_old',
      version: 1,
      created_at: '2026-11-22T09:00:00.000Z',
      lettre_candidature: 'Première rédaction de la lettre.',
    });
    withGeneration({ versions: [makeResponse({ version: 2 }), older] });
    const { user, panel } = await openResponsePanel();
    await panel.findByText(/Nous avons l’honneur/);

    await user.selectOptions(panel.getByRole('combobox', { name: 'Version affichée' }), 'gr_old');
    expect(await panel.findByText('Première rédaction de la lettre.')).toBeInTheDocument();
  });

  it('saves an edited section with PUT and shows the re-rendered result', async () => {
    const server = withGeneration({
      versions: [makeResponse()],
      save: (request) => {
        const edit = request.body as GeneratedResponseEdit;
        const base = makeResponse();
        return jsonResponse({
          ...base,
          lettre_candidature: edit.lettre_candidature,
          memoire_sections: (base.memoire_sections ?? []).map((section, i) => ({
            ...section,
            title: edit.memoire_sections[i]?.title ?? section.title,
            body: edit.memoire_sections[i]?.body ?? section.body,
          })),
          pdf_size: 1_258_291,
          edited_at: '2026-11-23T14:30:00.000Z',
          a_completer: ['Le nom du dirigeant'],
        });
      },
    });
    const { user, panel } = await openResponsePanel();
    await panel.findByText(/Nous avons l’honneur/);

    await user.click(panel.getByRole('button', { name: 'Modifier' }));
    const body = panel.getByRole('textbox', { name: 'Texte de la section « Présentation de l’entreprise »' });
    expect(body).toHaveValue(makeResponse().memoire_sections?.[0]?.body);
    expect(panel.getByText('1 passage [À compléter : …] à remplacer')).toBeInTheDocument();
    await user.clear(body);
    await user.type(body, 'Entreprise de couverture créée en 2009.');
    const title = panel.getByRole('textbox', { name: 'Titre de la section 1' });
    await user.clear(title);
    await user.type(title, 'Notre entreprise');
    await user.click(panel.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(server.to(`/api/generated-responses/${RESPONSE_ID}`).some((r) => r.method === 'PUT')).toBe(true),
    );
    const put = server.to(`/api/generated-responses/${RESPONSE_ID}`).find((r) => r.method === 'PUT');
    expect(put?.headers.get('Authorization')).toBe('Bearer jwt-detail');
    const sent = put?.body as GeneratedResponseEdit;
    expect(sent.lettre_candidature).toBe(LETTER);
    expect(sent.memoire_sections).toHaveLength(2);
    expect(sent.memoire_sections[0]).toEqual({
      key: 'presentation',
      title: 'Notre entreprise',
      body: 'Entreprise de couverture créée en 2009.',
    });
    expect(sent.memoire_sections[1]).toEqual({
      key: 'moyens_humains',
      title: 'Moyens humains affectés au chantier',
      body: 'Une équipe dédiée pendant toute la durée du chantier.',
    });

    // Back to reading, with the saved text and the new PDF.
    expect(await panel.findByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(await screen.findByText('Modifications enregistrées : le PDF a été mis à jour')).toBeInTheDocument();
    expect(panel.getByText(/PDF 1,2\sMo · modifiée le 23 nov. 2026 15:30/)).toBeInTheDocument();
    expect(panel.getByRole('region', { name: 'Avant d’envoyer : 1 point à compléter' })).toBeInTheDocument();
    await user.click(panel.getByRole('tab', { name: 'Mémoire technique' }));
    expect(panel.getByRole('heading', { level: 3, name: /Notre entreprise/ })).toBeInTheDocument();
    expect(panel.getByText('Entreprise de couverture créée en 2009.')).toBeInTheDocument();
  });

  it('refuses an empty letter before sending, and asks before dropping unsaved changes', async () => {
    const server = withGeneration({ versions: [makeResponse()] });
    const { user, panel } = await openResponsePanel();
    await panel.findByText(/Nous avons l’honneur/);

    await user.click(panel.getByRole('button', { name: 'Modifier' }));
    await user.clear(panel.getByRole('textbox', { name: 'Lettre de candidature' }));
    await user.click(panel.getByRole('button', { name: 'Enregistrer' }));
    expect(panel.getByText('La lettre de candidature ne peut pas être vide')).toBeInTheDocument();
    expect(panel.getByRole('textbox', { name: 'Lettre de candidature' })).toHaveFocus();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(panel.getByRole('button', { name: 'Annuler' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Abandonner les modifications ?' }));
    await user.click(dialog.getByRole('button', { name: 'Continuer à modifier' }));
    expect(panel.getByRole('textbox', { name: 'Lettre de candidature' })).toHaveValue('');

    await user.click(panel.getByRole('button', { name: 'Annuler' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Abandonner' }));
    expect(await panel.findByText(/Nous avons l’honneur/)).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('closes the editor without asking when nothing changed', async () => {
    withGeneration({ versions: [makeResponse()] });
    const { user, panel } = await openResponsePanel();
    await panel.findByText(/Nous avons l’honneur/);
    await user.click(panel.getByRole('button', { name: 'Modifier' }));
    await user.click(panel.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(panel.getByText(/Nous avons l’honneur/)).toBeInTheDocument();
  });

  it('asks before regenerating, keeps the previous version and lists both', async () => {
    const server = withGeneration({ versions: [makeResponse()] });
    const { user, panel } = await openResponsePanel();
    await panel.findByText(/Nous avons l’honneur/);

    await user.click(panel.getByRole('button', { name: 'Régénérer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Régénérer la réponse ?' });
    expect(dialog).toHaveTextContent('La version 1 est conservée');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(server.to(`/api/tenders/${ID}/generate-response`)).toHaveLength(0);

    await user.click(panel.getByRole('button', { name: 'Régénérer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Régénérer' }));
    await waitFor(() => expect(server.to(`/api/tenders/${ID}/generate-response`)).toHaveLength(1));

    const picker = await panel.findByRole('combobox', { name: 'Version affichée' });
    await waitFor(() => expect(picker).toHaveValue('gr_2'));
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Version 2 — 23 nov. 2026 14:05', 'Version 1 — 23 nov. 2026 14:05']);
  });

  it('downloads the PDF and the Word file through the bearer token', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return `blob:http://localhost/${created.length}`;
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const server = withGeneration({ versions: [makeResponse()] });
    const { user, panel } = await openResponsePanel();
    await panel.findByText(/Nous avons l’honneur/);

    await user.click(panel.getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const pdf = server.to(`/api/generated-responses/${RESPONSE_ID}/download`)[0];
    expect(pdf?.headers.get('Authorization')).toBe('Bearer jwt-detail');
    expect(clicked[0]).toEqual({ href: 'blob:http://localhost/1', download: 'reponse-v1.pdf' });
    expect(await created[0]?.text()).toBe(PDF_BYTES);

    await user.click(panel.getByRole('button', { name: 'Télécharger en Word (.docx)' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(server.to(`/api/generated-responses/${RESPONSE_ID}/docx`)[0]?.headers.get('Authorization')).toBe(
      'Bearer jwt-detail',
    );
    expect(clicked[1]?.download).toBe('reponse-v1.docx');
  });

  it('previews the PDF inside the page, fetched inline with the token', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/apercu'), revokeObjectURL: vi.fn() });
    const server = withGeneration({ versions: [makeResponse()] });
    const { user, panel } = await openResponsePanel();
    await panel.findByText(/Nous avons l’honneur/);

    const open = panel.getByRole('button', { name: 'Aperçu PDF' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu du PDF — version 1' });
    const frame = await within(dialog).findByTitle('Aperçu du PDF, version 1');
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/apercu');
    const request = server.to(`/api/generated-responses/${RESPONSE_ID}/download`)[0];
    expect(request?.url.searchParams.get('inline')).toBe('1');
    expect(request?.headers.get('Authorization')).toBe('Bearer jwt-detail');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('renders the server’s text as text, never as HTML', async () => {
    const hostile = makeResponse({
      lettre_candidature: 'Bonjour <script>alert(1)</script> et <img src=x onerror="alert(2)">',
      memoire_sections: [
        {
          key: 'presentation',
          title: '<img src=x onerror=alert(3)>Titre',
          body: '- <script>alert(4)</script>\n- [À compléter : <b>gras</b>]',
          table: { columns: ['<i>col</i>'], rows: [['<img src=x onerror=alert(5)>']] },
          criterion: { label: '<script>alert(6)</script>', weight: null },
        },
      ],
      documents_requis: [
        { label: '<img src=x onerror=alert(7)>', source: 'avis', document_type: null, status: 'missing', note: null },
      ],
      a_completer: ['<script>alert(8)</script>'],
    });
    withGeneration({ versions: [hostile] });
    const { user, panel, panelElement } = await openResponsePanel();

    expect(
      await panel.findByText(/Bonjour <script>alert\(1\)<\/script> et <img src=x onerror="alert\(2\)">/),
    ).toBeInTheDocument();
    expect(panel.getByText('<script>alert(8)</script>')).toBeInTheDocument();
    await user.click(panel.getByRole('tab', { name: 'Mémoire technique' }));
    expect(panel.getByRole('heading', { level: 3, name: /<img src=x onerror=alert\(3\)>Titre/ })).toBeInTheDocument();
    expect(panel.getByText('[À compléter : <b>gras</b>]').tagName).toBe('MARK');
    expect(panel.getByText('<img src=x onerror=alert(5)>')).toBeInTheDocument();
    await user.click(panel.getByRole('tab', { name: /Documents à fournir/ }));
    expect(panel.getByText('<img src=x onerror=alert(7)>')).toBeInTheDocument();

    expect(panelElement.querySelector('script, img, b, i')).toBeNull();
  });

  it('picks up a generation still running when the page opens', async () => {
    withGeneration({
      versions: [makeRunning('writing')],
      read: (_id, call) => (call >= 2 ? jsonResponse(makeResponse()) : jsonResponse(makeRunning('writing'))),
    });
    const { panel } = await openResponsePanel();
    expect(await panel.findByTestId('generation-progress')).toBeInTheDocument();
    expect(stepState(panel, GENERATION_STEP_LABELS.writing)).toBe('current');
    expect(await panel.findByText(/Nous avons l’honneur/, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('keeps the versions of a closed tender readable, without generating again', async () => {
    withGeneration({ detail: { ...REAL, status: 'awarded' }, versions: [makeResponse()] });
    const { panel } = await openResponsePanel();

    expect(await panel.findByText(/Nous avons l’honneur/)).toBeInTheDocument();
    expect(panel.getByText(/Cet appel d’offres a été attribué/)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Télécharger le PDF' })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Régénérer' })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Générer la réponse' })).not.toBeInTheDocument();
  });

  it('says a tender past its deadline cannot be answered when nothing was generated', async () => {
    withGeneration({ detail: { ...REAL, deadline_status: 'expired', days_left: -2 } });
    const { panel } = await openResponsePanel();
    expect(await panel.findByText(/La date limite est dépassée/)).toBeInTheDocument();
    await waitFor(() => expect(panel.queryByRole('status')).not.toBeInTheDocument());
    expect(panel.queryByRole('button', { name: 'Générer la réponse' })).not.toBeInTheDocument();
  });
});
