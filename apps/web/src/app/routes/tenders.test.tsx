import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@batiao/shared/contracts/auth';
import type { TenderListResponse } from '@batiao/shared/contracts/tenders';
import { truncateMessage } from '@batiao/shared/domain/compatibility-display';
import { makeTender, makeTenderDetail, makeTenderList } from '../../features/tenders/testing/tender-fixtures';
import { formatEuros } from '../../lib/format';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import { errorResponse, jsonResponse, notFound, stubFetch, type RecordedRequest } from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

type ListHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** A signed-in user whose /api/tenders answers come from `list`. */
function signedIn(list: ListHandler, user: User = makeUser()) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-tenders');
  return stubFetch((request) => {
    if (request.url.pathname === '/api/auth/me') {
      return jsonResponse(user);
    }
    if (request.url.pathname === '/api/tenders') {
      return list(request);
    }
    return notFound();
  });
}

const always = (body: TenderListResponse) => () => jsonResponse(body);

async function openList(path = '/tenders') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Appels d’offres' });
  return app;
}

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

const ROOF = makeTender({
  id: 'a1',
  title: 'Réfection de la couverture du groupe scolaire',
  amount: 180_000,
  documents_summary: { total_count: 3, types_available: ['RC', 'CCTP', 'DPGF'] },
});
const NO_AMOUNT = makeTender({
  id: 'a2',
  title: 'Zinguerie de la médiathèque',
  amount: null,
  cpv_code: null,
  deadline_status: 'urgent',
  days_left: 4,
  deadline: '2026-11-26T11:00:00.000Z',
});
const EXPIRED = makeTender({
  id: 'a3',
  title: 'Couverture du gymnase (clos)',
  deadline_status: 'expired',
  days_left: -2,
  deadline: '2026-11-20T11:00:00.000Z',
});

describe('Tender list page', () => {
  it('asks for the user’s trade and zone and renders each card with its facts', async () => {
    const example = makeTender({
      id: 'a4',
      title: 'Exemple — Réfection de toiture',
      is_example: true,
      source_url: '',
      real_boamp_url: null,
    });
    const awarded = makeTender({ id: 'a5', title: 'Charpente du préau', status: 'awarded' });
    const cancelled = makeTender({ id: 'a6', title: 'Couverture de la halle', status: 'cancelled' });
    const server = signedIn(
      always(
        makeTenderList([ROOF, NO_AMOUNT, EXPIRED, example, awarded, cancelled], {
          counters: { total: 42, active: 30, urgent: 7, filtered: 42 },
        }),
      ),
    );
    await openList();

    await waitFor(() => expect(document.title).toBe('Appels d’offres | BatiAO'));
    await screen.findByRole('article', { name: ROOF.title });
    const request = server.to('/api/tenders')[0];
    expect(request?.headers.get('Authorization')).toBe('Bearer jwt-tenders');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      status: 'all',
      sort: 'deadline',
      page: '1',
      page_size: '20',
      zone: 'mine',
    });

    // Header: trade, zone and the départements searched.
    const header = screen.getByRole('heading', { level: 1 }).closest('header');
    if (!header) {
      throw new Error('en-tête absent');
    }
    expect(within(header).getByText('Couvreur')).toBeInTheDocument();
    expect(within(header).getByText('Lyon (69)')).toBeInTheDocument();
    expect(within(header).getByText(/départements 69, 01, 38, 42, 71/)).toBeInTheDocument();

    // Counters and last sync.
    const counters = within(screen.getByRole('region', { name: 'Compteurs' }));
    expect(counters.getByText('Total').nextElementSibling).toHaveTextContent('42');
    expect(counters.getByText('Actifs').nextElementSibling).toHaveTextContent('30');
    expect(counters.getByText('Urgents (7 jours ou moins)').nextElementSibling).toHaveTextContent('7');
    expect(counters.getByText('Résultats filtrés').nextElementSibling).toHaveTextContent('42');
    expect(screen.getByText('Dernière synchronisation BOAMP : le 22 novembre 2026 à 10:05')).toBeInTheDocument();

    const roof = within(card(ROOF.title));
    expect(roof.getByText(/^180\s000\s€$/)).toBeInTheDocument();
    expect(formatEuros(180_000)).toMatch(/^180\s000\s€$/);
    expect(roof.getByText(ROOF.description)).toBeInTheDocument();
    expect(roof.getByText('Villeurbanne, Rhône (69)')).toBeInTheDocument();
    expect(roof.getByText('45261210')).toBeInTheDocument();
    expect(roof.getByText('3 documents DCE : RC, CCTP, DPGF')).toBeInTheDocument();
    expect(roof.getByText(/15 décembre 2026 à 12:00/)).toBeInTheDocument();
    expect(roof.getByText('(dans 23 jours)')).toBeInTheDocument();
    expect(roof.getByText('Ouvert')).toBeInTheDocument();
    const notice = roof.getByRole('link', { name: /Avis officiel/ });
    expect(notice).toHaveAttribute('href', ROOF.source_url);
    expect(notice).toHaveAttribute('target', '_blank');
    expect(notice.getAttribute('rel')).toContain('noopener');
    expect(roof.getByRole('link', { name: /Voir le détail/ })).toHaveAttribute('href', '/tenders/a1');
    expect(roof.queryByText('Exemple')).not.toBeInTheDocument();

    const noAmount = within(card(NO_AMOUNT.title));
    expect(noAmount.getByText('Montant non communiqué')).toBeInTheDocument();
    expect(noAmount.getByText('Aucun document DCE disponible')).toBeInTheDocument();
    expect(noAmount.getByText('Urgent')).toBeInTheDocument();
    expect(noAmount.getByText('(dans 4 jours)')).toBeInTheDocument();
    expect(noAmount.getByText('Non communiqué')).toBeInTheDocument();

    expect(within(card(EXPIRED.title)).getByText('Expiré')).toBeInTheDocument();

    const sample = within(card(example.title));
    expect(sample.getByText('Exemple')).toBeInTheDocument();
    expect(sample.queryByRole('link', { name: /Avis officiel/ })).not.toBeInTheDocument();
    expect(sample.getByText('Exemple : pas d’avis officiel')).toBeInTheDocument();
    expect(within(card(awarded.title)).getByText('Attribué')).toBeInTheDocument();
    expect(within(card(awarded.title)).queryByText('Ouvert')).not.toBeInTheDocument();
    expect(within(card(cancelled.title)).getByText('Annulé')).toBeInTheDocument();

    expect(screen.getByText(/^Page/)).toHaveTextContent('Page 1 sur 3');
  });

  it('colours the score per the 80/65 thresholds and cuts the message at 100 characters', async () => {
    const long =
      'Très compatible : lot « Couverture tuiles et zinguerie du bâtiment principal » (CPV 45261210) dans le Rhône, votre département, clôture dans 23 jours.';
    const tenders = [
      makeTender({ id: 's80', title: 'Score 80', compatibility_analysis: { score_global: 80, ai_message: long } }),
      makeTender({ id: 's79', title: 'Score 79', compatibility_analysis: { score_global: 79, ai_message: 'Court.' } }),
      makeTender({ id: 's65', title: 'Score 65', compatibility_analysis: { score_global: 65, ai_message: 'Court.' } }),
      makeTender({ id: 's64', title: 'Score 64', compatibility_analysis: { score_global: 64, ai_message: 'Court.' } }),
    ];
    signedIn(always(makeTenderList(tenders)));
    await openList();
    await screen.findByRole('article', { name: 'Score 80' });

    const colour = (title: string) => within(card(title)).getByTestId('compatibility-score');
    expect(colour('Score 80')).toHaveAttribute('data-colour', 'green');
    expect(colour('Score 80')).toHaveTextContent('80 %');
    expect(colour('Score 79')).toHaveAttribute('data-colour', 'orange');
    expect(colour('Score 65')).toHaveAttribute('data-colour', 'orange');
    expect(colour('Score 64')).toHaveAttribute('data-colour', 'red');

    const message = within(card('Score 80')).getByTestId('compatibility-message');
    const shown = message.textContent ?? '';
    expect(long.length).toBeGreaterThan(100);
    expect(Array.from(shown).length).toBeLessThanOrEqual(100);
    expect(shown).toBe(truncateMessage(long, 100));
    expect(shown.endsWith('…')).toBe(true);
    expect(within(card('Score 79')).getByTestId('compatibility-message')).toHaveTextContent(/^Court\.$/);
  });

  it('sends the status filter, the sort, the zone and the trade, and keeps them in the address', async () => {
    const server = signedIn(always(makeTenderList([ROOF])));
    const { user, router } = await openList();
    await screen.findByRole('article', { name: ROOF.title });

    await user.click(screen.getByRole('button', { name: 'Urgents' }));
    await waitFor(() => expect(server.to('/api/tenders').at(-1)?.url.searchParams.get('status')).toBe('urgent'));
    expect(screen.getByRole('button', { name: 'Urgents' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?status=urgent');

    await user.selectOptions(screen.getByLabelText('Trier par'), 'score');
    await waitFor(() => expect(server.to('/api/tenders').at(-1)?.url.searchParams.get('sort')).toBe('score'));

    await user.click(screen.getByRole('button', { name: 'Toute la France' }));
    await waitFor(() => expect(server.to('/api/tenders').at(-1)?.url.searchParams.get('zone')).toBe('all'));
    expect(screen.getByText('Toute la France', { selector: 'span' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Métier'), 'plombier');
    await waitFor(() => expect(server.to('/api/tenders').at(-1)?.url.searchParams.get('metier')).toBe('plombier'));
    expect(new URLSearchParams(router.state.location.search).get('metier')).toBe('plombier');
    expect(Object.fromEntries(server.to('/api/tenders').at(-1)?.url.searchParams ?? [])).toMatchObject({
      status: 'urgent',
      sort: 'score',
      zone: 'all',
      metier: 'plombier',
      page: '1',
    });

    // Back: the previous state of the list comes back from the address.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Métier')).toHaveValue('couvreur'));
    expect(new URLSearchParams(router.state.location.search).get('zone')).toBe('all');
  });

  it('searches on the server 300 ms after the last keystroke', async () => {
    const server = signedIn(always(makeTenderList([ROOF])));
    const { user, router } = await openList();
    await screen.findByRole('article', { name: ROOF.title });

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'zinguerie');
    // Typed fast: nothing sent yet for the partial words.
    expect(server.to('/api/tenders').filter((r) => r.url.searchParams.has('q'))).toHaveLength(0);

    await waitFor(() =>
      expect(
        server
          .to('/api/tenders')
          .filter((r) => r.url.searchParams.has('q'))
          .map((r) => r.url.searchParams.get('q')),
      ).toEqual(['zinguerie']),
    );
    expect(router.state.location.search).toBe('?q=zinguerie');
  });

  it('pages through the list with previous and next', async () => {
    const server = signedIn((request) =>
      jsonResponse(
        makeTenderList([request.url.searchParams.get('page') === '2' ? NO_AMOUNT : ROOF], {
          page: Number(request.url.searchParams.get('page')),
          counters: { total: 45, active: 40, urgent: 5, filtered: 45 },
        }),
      ),
    );
    const { user } = await openList('/tenders?status=active');
    await screen.findByRole('article', { name: ROOF.title });
    expect(screen.getByText(/^Page/)).toHaveTextContent('Page 1 sur 3');
    expect(screen.getByRole('button', { name: /Précédent/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    await screen.findByRole('article', { name: NO_AMOUNT.title });
    expect(screen.getByText(/^Page/)).toHaveTextContent('Page 2 sur 3');
    expect(server.to('/api/tenders').at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(server.to('/api/tenders').at(-1)?.url.searchParams.get('status')).toBe('active');
  });

  it('offers "Générer réponse" to a subscriber on unexpired tenders only', async () => {
    const cancelled = makeTender({ id: 'a7', title: 'Couverture annulée', status: 'cancelled' });
    signedIn(
      always(makeTenderList([ROOF, NO_AMOUNT, EXPIRED, cancelled])),
      makeUser({ subscription_active: true, subscription_plan: 'pro' }),
    );
    await openList();
    await screen.findByRole('article', { name: ROOF.title });

    expect(within(card(ROOF.title)).getByRole('link', { name: /Générer réponse/ })).toHaveAttribute(
      'href',
      '/tenders/a1#reponse',
    );
    expect(within(card(NO_AMOUNT.title)).getByRole('link', { name: /Générer réponse/ })).toBeInTheDocument();
    expect(within(card(EXPIRED.title)).queryByRole('link', { name: /Générer réponse/ })).not.toBeInTheDocument();
    expect(within(card(cancelled.title)).queryByRole('link', { name: /Générer réponse/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Abonnement requis pour générer une réponse')).not.toBeInTheDocument();
  });

  it('« Générer réponse » opens the detail on its response panel, ready to generate', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-tenders');
    stubFetch((request) => {
      switch (request.url.pathname) {
        case '/api/auth/me':
          return jsonResponse(makeUser({ subscription_active: true, subscription_plan: 'pro' }));
        case '/api/tenders':
          return jsonResponse(makeTenderList([ROOF]));
        case '/api/tenders/a1':
          return jsonResponse(makeTenderDetail({ ...ROOF, id: 'a1' }));
        case '/api/generated-responses':
          return jsonResponse({ items: [] });
        default:
          return notFound();
      }
    });
    const { user, router } = await openList();
    await user.click(
      within(await screen.findByRole('article', { name: ROOF.title })).getByRole('link', { name: /Générer réponse/ }),
    );

    await screen.findByRole('heading', { level: 1, name: ROOF.title });
    expect(router.state.location.hash).toBe('#reponse');
    const panel = within(screen.getByRole('region', { name: 'Réponse générée' }));
    expect(await panel.findByRole('button', { name: 'Générer la réponse' })).toBeInTheDocument();
    expect(scrolled).toContain('reponse');
    Element.prototype.scrollIntoView = original;
  });

  it('tells a user without a subscription that one is required, without "Générer réponse"', async () => {
    signedIn(always(makeTenderList([ROOF, NO_AMOUNT])));
    await openList();
    await screen.findByRole('article', { name: ROOF.title });

    expect(screen.getByText('Abonnement requis pour générer une réponse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('link', { name: /Générer réponse/ })).not.toBeInTheDocument();
  });

  it('shows the spec’s error message and retries', async () => {
    let fail = true;
    signedIn(() => (fail ? errorResponse(500, 'Erreur interne', 'INTERNAL') : jsonResponse(makeTenderList([ROOF]))));
    const { user } = await openList();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors du chargement des appels d’offres');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: ROOF.title })).toBeInTheDocument();
  });

  it('says plainly when nothing has been synchronised yet', async () => {
    signedIn(
      always(
        makeTenderList([], {
          last_sync_at: null,
          counters: { total: 0, active: 0, urgent: 0, filtered: 0 },
        }),
      ),
    );
    await openList();

    const empty = await screen.findByRole('heading', { name: 'Aucun appel d’offres synchronisé pour le moment' });
    expect(empty).toBeInTheDocument();
    expect(screen.getByText('La source BOAMP n’a pas encore été synchronisée.')).toBeInTheDocument();
    // Nothing anywhere yet: widening to all of France would not help.
    expect(screen.queryByRole('button', { name: /Élargir à toute la France/ })).not.toBeInTheDocument();
  });

  it('gives the last sync time and offers all of France when the zone has nothing', async () => {
    signedIn((request) =>
      jsonResponse(
        request.url.searchParams.get('zone') === 'all'
          ? makeTenderList([ROOF], { departements: [] })
          : makeTenderList([], { counters: { total: 0, active: 0, urgent: 0, filtered: 0 } }),
      ),
    );
    const { user, router } = await openList();

    expect(
      await screen.findByRole('heading', { name: 'Aucun appel d’offres synchronisé pour le moment' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Dernière synchronisation BOAMP : le 22 novembre 2026 à 10:05')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Élargir à toute la France/ }));
    expect(await screen.findByRole('article', { name: ROOF.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toute la France' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?zone=all');
  });

  it('explains an empty result and resets the filters', async () => {
    const server = signedIn((request) =>
      jsonResponse(
        request.url.searchParams.has('q')
          ? makeTenderList([], { counters: { total: 12, active: 10, urgent: 2, filtered: 0 } })
          : makeTenderList([ROOF]),
      ),
    );
    const { user, router } = await openList('/tenders?q=piscine&status=urgent');

    expect(
      await screen.findByRole('heading', { name: 'Aucun appel d’offres ne correspond à vos critères' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('piscine');
    expect(screen.getByText(/Aucun résultat pour « piscine »/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    expect(await screen.findByRole('article', { name: ROOF.title })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
    expect(server.to('/api/tenders').at(-1)?.url.searchParams.has('q')).toBe(false);
  });
});
