import { screen, waitFor, within } from '@testing-library/react';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Operator, ServiceStatus } from '@batiao/shared/contracts/site';
import { PAID_PLANS, formatPlanPrice, formatQuota } from '@batiao/shared/domain/plans';
import { RETENTION_ROWS } from '../../features/legal/components/privacy-policy';
import { HOW_TOS } from '../../features/site/components/help-content';
import { errorResponse, jsonResponse, notFound, stubFetch, type RecordedRequest } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

const UNSET: Operator = {
  name: null,
  legal_form: null,
  siren: null,
  address: null,
  publisher: null,
  host: null,
  email: null,
  security_email: null,
};

const SET: Operator = {
  name: 'Atelier Numérique du Bâtiment',
  legal_form: 'Entreprise individuelle',
  siren: '123 456 789',
  address: '12 rue des Artisans, 69003 Lyon',
  publisher: 'Claire Martin',
  host: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix',
  email: 'contact@batiao.example',
  security_email: 'securite@batiao.example',
};

function site(operator: Operator, extra?: (request: RecordedRequest) => Response | undefined) {
  return stubFetch((request) => {
    const answer = extra?.(request);
    if (answer) {
      return answer;
    }
    if (request.url.pathname === '/api/site/operator') {
      return jsonResponse(operator);
    }
    return notFound();
  });
}

/** No page is a placeholder: neither the « En chantier » page nor filler text. */
function expectRealPage() {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(/En chantier/);
  expect(text).not.toMatch(/lorem|ipsum/i);
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
}

const LEGAL_PAGES = [
  { path: '/legal/mentions', title: 'Mentions légales' },
  { path: '/legal/terms', title: 'Conditions générales d’utilisation' },
  { path: '/legal/sales', title: 'Conditions générales de vente' },
  { path: '/legal/privacy', title: 'Politique de confidentialité' },
];

describe('the legal pages', () => {
  it.each(LEGAL_PAGES)(
    '$path names the operator from the server, « [à renseigner] » where unset',
    async ({ path: url, title }) => {
      site(UNSET);
      renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect((await screen.findAllByText('[à renseigner]')).length).toBeGreaterThanOrEqual(1);
      expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
      expect(document.title).toBe(`${title} | BatiAO`);
      expectRealPage();
    },
  );

  it.each(LEGAL_PAGES)('$path shows the configured identity and no placeholder', async ({ path: url, title }) => {
    site(SET);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title });
    expect((await screen.findAllByText(SET.name ?? '')).length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByText(SET.siren ?? '').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText('[à renseigner]')).toBeNull();
  });

  it('gives the legal notice every LCEN item: publisher, director of publication, host', async () => {
    site(SET);
    renderApp('/legal/mentions');
    await screen.findByText(SET.publisher ?? '');
    for (const heading of ['1. Éditeur du service', '2. Directeur de la publication', '3. Hébergeur']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(SET.address ?? '')).toBeInTheDocument();
    expect(screen.getByText(/OVH SAS/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SET.email ?? '' })).toHaveAttribute('href', `mailto:${SET.email}`);
  });

  it('shows every unset field of the legal notice as « [à renseigner] »', async () => {
    site(UNSET);
    const { container } = renderApp('/legal/mentions');
    await screen.findAllByText('[à renseigner]');
    const unset = Array.from(container.querySelectorAll('[data-placeholder]')).map((el) =>
      el.getAttribute('data-placeholder'),
    );
    expect(new Set(unset)).toEqual(new Set(['name', 'legal_form', 'siren', 'address', 'email', 'publisher', 'host']));
  });

  it('has the CGU articles, including the review of AI-generated content and the applicable law', async () => {
    site(SET);
    renderApp('/legal/terms');
    await screen.findByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' });
    const headings = within(screen.getByRole('article'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      '1. Objet',
      '2. Accès au service',
      '3. Compte utilisateur',
      '4. Abonnement',
      '5. Obligations de l’utilisateur',
      '6. Contenus générés par l’intelligence artificielle',
      '7. Appels d’offres affichés',
      '8. Propriété intellectuelle',
      '9. Données personnelles',
      '10. Responsabilité',
      '11. Suspension et résiliation',
      '12. Modification des CGU',
      '13. Droit applicable et juridiction',
    ]);
    expect(screen.getByText(/Vous devez relire, vérifier et compléter chaque contenu généré/)).toBeInTheDocument();
    expect(screen.getByText(/soumises au droit français/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'conditions générales de vente' })).toHaveAttribute('href', '/legal/sales');
  });

  it('has the privacy policy in its 11 sections, dated 26 June 2025, with the retention table', async () => {
    site(SET);
    renderApp('/legal/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' });
    expect(screen.getByText(/Dernière mise à jour :/)).toHaveTextContent('Dernière mise à jour : 26 juin 2025');
    const headings = within(screen.getByRole('article'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      '1. Introduction et responsable du traitement',
      '2. Données collectées',
      '3. Utilisation des données',
      '4. Bases légales',
      '5. Partage des données',
      '6. Sécurité',
      '7. Vos droits (RGPD)',
      '8. Cookies',
      '9. Durées de conservation',
      '10. Contact, délégué à la protection des données et CNIL',
      '11. Modifications de la politique',
    ]);
    const table = screen.getByRole('table', { name: 'Durées de conservation des données' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Données de compte et de l’entreprise', 'Durée de l’abonnement + 3 ans'],
      ['Données de navigation', '13 mois maximum'],
      ['Données de paiement (factures, transactions)', '10 ans'],
      ['Journaux de sécurité (connexions)', '1 an'],
    ]);
    expect(rows).toHaveLength(RETENTION_ROWS.length);
    expect(screen.getByText(/jamais vendues/)).toBeInTheDocument();
    expect(screen.getByText(/hachés avec bcrypt/)).toBeInTheDocument();
    expect(screen.getByText(/Nous répondons dans un délai de 30 jours/)).toBeInTheDocument();
    expect(screen.getByText(/au moins 30 jours avant son entrée en vigueur/)).toBeInTheDocument();
    expect(screen.getByText(/Gérer les cookies/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/CNIL/, { selector: 'p' })).toBeInTheDocument();
    // The privacy page's own footer links to the spec's other addresses of the legal pages.
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/legal-mentions');
    expect(within(article).getByRole('link', { name: 'Conditions générales d’utilisation' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(within(article).getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute(
      'href',
      '/sales-terms',
    );
  });

  it('says so when the operator cannot be read, instead of a blank', async () => {
    stubFetch(() => errorResponse(503, 'Service indisponible', 'SERVICE_UNAVAILABLE'));
    renderApp('/legal/mentions');
    expect((await screen.findAllByText('(information momentanément indisponible)')).length).toBeGreaterThan(0);
  });

  it.each([
    ['/legal-mentions', '/legal/mentions', 'Mentions légales'],
    ['/terms', '/legal/terms', 'Conditions générales d’utilisation'],
    ['/terms-of-service', '/legal/terms', 'Conditions générales d’utilisation'],
    ['/sales-terms', '/legal/sales', 'Conditions générales de vente'],
    ['/privacy', '/legal/privacy', 'Politique de confidentialité'],
    ['/privacy-policy', '/legal/privacy', 'Politique de confidentialité'],
  ])('%s redirects to %s', async (from, to, title) => {
    site(SET);
    const { router } = renderApp(from);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
  });
});

const STATUS_OK: ServiceStatus = {
  status: 'ok',
  checked_at: '2026-11-26T08:00:00.000Z',
  version: '0.1.0',
  database: 'ok',
  boamp: { last_sync_at: '2026-11-26T07:00:00.000Z', stale: false },
  mail: { mode: 'smtp', undelivered: 0 },
};

describe('the footer pages', () => {
  it.each([
    ['/pricing', 'Des formules simples, sans engagement', 'Tarifs'],
    ['/features', 'Tout pour répondre aux marchés publics, sans y passer vos soirées', 'Fonctionnalités'],
    ['/integrations', 'Les services avec lesquels BatiAO travaille', 'Intégrations'],
    ['/help', 'Prendre BatiAO en main', 'Centre d’aide'],
    ['/contact', 'Écrivez-nous', 'Contact'],
    ['/status', 'BatiAO fonctionne-t-il ?', 'État du service'],
    ['/security', 'Comment BatiAO protège votre compte et vos documents', 'Sécurité'],
  ])('%s renders its page, titled and indexable', async (url, heading, title) => {
    site(SET, (request) => (request.url.pathname === '/api/status' ? jsonResponse(STATUS_OK) : undefined));
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | BatiAO`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
    expectRealPage();
    // The footer links to every footer and legal page.
    for (const link of ['/pricing', '/features', '/integrations', '/help', '/contact', '/status', '/security']) {
      expect(document.querySelector(`footer a[href="${link}"]`)).not.toBeNull();
    }
  });

  it('/pricing shows the plans of the one shared definition, with the storage per plan', async () => {
    site(SET);
    const { container } = renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Des formules simples, sans engagement' });
    const cards = Array.from(container.querySelectorAll('li[data-plan]')).map((el) => ({
      id: el.getAttribute('data-plan'),
      price: el.querySelector('[data-testid=plan-price]')?.textContent,
      quota: el.querySelector('[data-testid=plan-quota]')?.textContent,
    }));
    expect(cards).toEqual(PAID_PLANS.map((p) => ({ id: p.id, price: formatPlanPrice(p), quota: formatQuota(p) })));
    expect(screen.getByRole('table', { name: 'Comparatif des formules' })).toBeInTheDocument();
    const storage = screen.getByRole('table', { name: 'Espace de stockage par formule' });
    expect(within(storage).getAllByRole('row')).toHaveLength(5);
    expect(within(storage).getByText('EXPERT (Premium)').closest('tr')).toHaveTextContent('5 Go');
  });

  it('/integrations lists only the real services: BOAMP, Stripe, SMTP e-mail, the AI engines', async () => {
    site(SET);
    renderApp('/integrations');
    for (const name of ['BOAMP (DILA)', 'Stripe', 'E-mail (SMTP)', 'Intelligence artificielle']) {
      expect(await screen.findByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/moteur intégré à BatiAO/)).toBeInTheDocument();
    expect(screen.getByText(/compatible avec l’API OpenAI/)).toBeInTheDocument();
  });

  it('/security states bcrypt, JWT, uploads checked by content and the configured security contact', async () => {
    site(SET);
    renderApp('/security');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Mots de passe hachés avec bcrypt' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sessions signées (JWT)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Fichiers vérifiés par leur contenu' })).toBeInTheDocument();
    expect(screen.getByText(/10 Mo au plus/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'securite@batiao.example' })).toHaveAttribute(
      'href',
      'mailto:securite@batiao.example',
    );
  });

  it('/security shows « [à renseigner] » and the contact form when no security contact is set', async () => {
    site(UNSET);
    renderApp('/security');
    expect(await screen.findByText('[à renseigner]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'formulaire de contact' })).toHaveAttribute('href', '/contact');
  });

  it('/help has the how-tos with their screenshots (small files in public/help) and the FAQ', async () => {
    site(SET);
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Prendre BatiAO en main' });
    for (const howTo of HOW_TOS) {
      const section = screen.getByRole('region', { name: new RegExp(howTo.title) });
      const image = within(section).getByRole('img');
      expect(image).toHaveAttribute('src', howTo.image);
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(20);
      const file = path.resolve(__dirname, '../../../public', howTo.image.slice(1));
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(150 * 1024);
      expect(readFileSync(file).subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const faq = screen.getByRole('region', { name: 'Questions fréquentes' });
    expect(within(faq).getAllByRole('group').length).toBeGreaterThanOrEqual(6);
    expect(within(faq).getByText('Puis-je déposer telle quelle la réponse générée ?')).toBeInTheDocument();
  });
});

describe('/contact', () => {
  it('checks the fields in French before sending anything', async () => {
    const fetches = site(SET);
    const { user } = renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByLabelText(/^Nom/)).toHaveAccessibleDescription('Indiquez votre nom');
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAccessibleDescription('Indiquez votre adresse e-mail');
    expect(screen.getByLabelText(/^Objet/)).toHaveAccessibleDescription('Indiquez l’objet de votre message');
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('Écrivez votre message');
    expect(screen.getByLabelText(/^Nom/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Nom/), 'Camille Durand');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'camille@');
    await user.type(screen.getByLabelText(/^Objet/), 'Tarifs');
    await user.type(screen.getByLabelText(/^Message/), 'Trop court');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAccessibleDescription('Adresse e-mail invalide');
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(
      'Le message doit contenir au moins 20 caractères',
    );
    expect(fetches.to('/api/contact')).toHaveLength(0);
  });

  it('sends the message with the empty honeypot, then says it was sent', async () => {
    const fetches = site(SET, (request) =>
      request.url.pathname === '/api/contact' ? jsonResponse({ received: true }, 202) : undefined,
    );
    const { user } = renderApp('/contact');
    await user.type(await screen.findByLabelText(/^Nom/), 'Camille Durand');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'camille@example.fr');
    await user.type(screen.getByLabelText(/^Objet/), 'Question sur la formule PRO');
    await user.type(screen.getByLabelText(/^Message/), 'La formule PRO comprend-elle l’export Word ?');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('heading', { name: 'Message envoyé' })).toBeInTheDocument();
    const [sent] = fetches.to('/api/contact');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      name: 'Camille Durand',
      email: 'camille@example.fr',
      subject: 'Question sur la formule PRO',
      message: 'La formule PRO comprend-elle l’export Word ?',
      website: '',
    });
    await user.click(screen.getByRole('button', { name: 'Écrire un autre message' }));
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('');
  });

  it('shows the rate limit and the server’s field errors, and keeps what was typed', async () => {
    let answer = errorResponse(
      429,
      'Trop de messages envoyés depuis votre connexion. Réessayez dans 42 minutes.',
      'RATE_LIMITED',
    );
    site(SET, (request) => (request.url.pathname === '/api/contact' ? answer : undefined));
    const { user } = renderApp('/contact');
    await user.type(await screen.findByLabelText(/^Nom/), 'Camille Durand');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'camille@example.fr');
    await user.type(screen.getByLabelText(/^Objet/), 'Question');
    await user.type(screen.getByLabelText(/^Message/), 'Un message assez long pour être envoyé.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Réessayez dans 42 minutes.');
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Camille Durand');

    answer = errorResponse(422, [{ field: 'email', message: 'Adresse e-mail invalide' }], 'VALIDATION_ERROR');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAccessibleDescription('Adresse e-mail invalide'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Certains champs sont à corriger.');
  });
});

describe('/status', () => {
  it('shows each part of the service live, and asks again on « Actualiser »', async () => {
    let status: ServiceStatus = STATUS_OK;
    const fetches = site(SET, (request) => (request.url.pathname === '/api/status' ? jsonResponse(status) : undefined));
    const { user, container } = renderApp('/status');
    expect(await screen.findByText('Tous les services fonctionnent')).toBeInTheDocument();
    const parts = () =>
      Array.from(container.querySelectorAll('[data-component]')).map((el) => [
        el.getAttribute('data-component'),
        el.querySelector('span:last-child')?.textContent,
      ]);
    expect(parts()).toEqual([
      ['application', 'Opérationnel'],
      ['database', 'Opérationnel'],
      ['boamp', 'Opérationnel'],
      ['mail', 'Opérationnel'],
    ]);
    expect(screen.getByText(/Dernière synchronisation réussie le 26 novembre 2026 à 08:00/)).toBeInTheDocument();
    expect(screen.getByText(/Actualisation automatique toutes les 30 secondes/)).toBeInTheDocument();

    status = {
      ...STATUS_OK,
      status: 'degraded',
      database: 'down',
      boamp: { last_sync_at: null, stale: true },
      mail: { mode: 'outbox', undelivered: 3 },
    };
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(await screen.findByText('Le service est perturbé')).toBeInTheDocument();
    expect(parts()).toEqual([
      ['application', 'Opérationnel'],
      ['database', 'Indisponible'],
      ['boamp', 'À surveiller'],
      ['mail', 'À surveiller'],
    ]);
    expect(screen.getByText(/Aucune synchronisation réussie/)).toBeInTheDocument();
    expect(screen.getByText(/conservés en file d’attente \(3 ces dernières 24 heures\)/)).toBeInTheDocument();
    expect(fetches.to('/api/status')).toHaveLength(2);
  });

  it('says the service does not answer when the status cannot be read', async () => {
    stubFetch(() => new Response('Bad Gateway', { status: 502 }));
    renderApp('/status');
    expect(await screen.findByText('Le service ne répond pas')).toBeInTheDocument();
    expect(screen.getByText(/L’API ne répond pas pour le moment/)).toBeInTheDocument();
  });
});
