import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CompanyProfile } from '@batiao/shared/contracts/company';
import { FIX_FIELDS, PROFILE_SAVED } from '../../features/company/components/company-profile-form';
import { TOKEN_STORAGE_KEY } from '../../lib/session-storage';
import {
  deferred,
  errorResponse,
  jsonResponse,
  notFound,
  stubFetch,
  type FetchHandler,
} from '../../testing/fetch-stub';
import { makeUser } from '../../testing/fixtures';
import { expectConsoleError } from '../../testing/console';
import { newAccountAnswer } from '../../testing/new-account';
import { renderApp } from '../../testing/render-app';

/** A SIRET whose last digit is the Luhn key of the first 13, computed here. */
function siretFrom(first13: string): string {
  for (let d = 0; d <= 9; d += 1) {
    const digits = `${first13}${d}`;
    const sum = [...digits].reverse().reduce((acc, c, i) => {
      const n = Number(c) * (i % 2 === 1 ? 2 : 1);
      return acc + (n > 9 ? n - 9 : n);
    }, 0);
    if (sum % 10 === 0) {
      return digits;
    }
  }
  throw new Error('no check digit');
}
const SIRET = siretFrom('8123456780001');
const GROUPED = `${SIRET.slice(0, 3)} ${SIRET.slice(3, 6)} ${SIRET.slice(6, 9)} ${SIRET.slice(9)}`;
const BAD_SIRET = `${SIRET.slice(0, 13)}${(Number(SIRET[13]) + 1) % 10}`;

const EMPTY: CompanyProfile = {
  raison_sociale: null,
  siret: null,
  forme_juridique: null,
  adresse: null,
  code_postal: null,
  ville: null,
  annee_creation: null,
  effectifs: [],
  chiffres_affaires: [],
  qualifications: [],
  assurances: [],
  materiel: [],
  references: [],
  completion: { percent: 0, missing: [] },
  updated_at: null,
};

const WITH_PHOTOS: CompanyProfile = {
  ...EMPTY,
  raison_sociale: 'Toitures Martin',
  references: [
    {
      id: '5b0e6f2a-3c1d-4e8f-9a7b-1c2d3e4f5a6b',
      projet: 'Toiture de l’école Jean-Moulin',
      client: 'Ville de Villeurbanne',
      annee: 2025,
      montant_ht_cents: 18_750_000,
      description: null,
      photos: [
        { id: 'photo-1', filename: 'avant.jpg', content_type: 'image/jpeg', size: 2048 },
        { id: 'photo-2', filename: 'apres.png', content_type: 'image/png', size: 4096 },
      ],
    },
  ],
  updated_at: '2026-11-20T09:00:00.000Z',
};

function signedIn(profile: CompanyProfile, onPut?: FetchHandler) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-company');
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/auth/me') {
      return jsonResponse(makeUser());
    }
    if (path === '/api/company' && request.method === 'GET') {
      return jsonResponse(profile);
    }
    if (path === '/api/company' && request.method === 'PUT' && onPut) {
      return onPut(request);
    }
    if (path === '/api/storage/usage') {
      return jsonResponse({ used_bytes: 6144, quota_bytes: 1024 * 1024 * 1024, plan: 'pro' });
    }
    if (path.startsWith('/api/company/references/') && request.method === 'GET') {
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } });
    }
    // Leaving the page for the dashboard.
    return newAccountAnswer(request) ?? notFound();
  });
}

async function openPage(profile: CompanyProfile, onPut?: FetchHandler) {
  const server = signedIn(profile, onPut);
  const app = renderApp('/company');
  await screen.findByRole('form', { name: 'Profil entreprise' });
  return { ...app, server };
}

// jsdom has no blob URLs: the thumbnails get a fake one.
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = () => 'blob:http://localhost/photo';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
});

describe('Company page', () => {
  it('explains what the profile is for, shows an empty profile at 0 % and is linked from the navigation', async () => {
    const { server } = await openPage(EMPTY);
    expect(screen.getByRole('heading', { level: 1, name: 'Mon entreprise' })).toBeInTheDocument();
    expect(document.title).toBe('Mon entreprise | BatiAO');
    expect(screen.getByText('Le mémoire technique n’affirmera que ce qui est écrit ici.')).toBeInTheDocument();
    expect(server.to('/api/company')[0]?.headers.get('Authorization')).toBe('Bearer jwt-company');

    const completion = within(screen.getByRole('region', { name: 'Profil complété' }));
    expect(completion.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(completion.getByText('Il reste 8 sections à compléter.')).toBeInTheDocument();
    expect(completion.getByRole('link', { name: /Références : à compléter/ })).toHaveAttribute(
      'href',
      '#section-references',
    );
    expect(screen.getByText('Aucune qualification renseignée : le mémoire n’en citera aucune.')).toBeInTheDocument();
    expect(screen.getByText('Rien d’enregistré pour le moment')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Mon entreprise' })).toHaveAttribute('href', '/company');
  });

  it('checks the SIRET live, shows it grouped, and blocks the save on invalid fields', async () => {
    const { user, server } = await openPage(EMPTY);
    const siret = screen.getByLabelText('SIRET');

    await user.type(siret, SIRET.slice(0, 9));
    expect(screen.getByText('9 chiffres sur 14')).toBeInTheDocument();
    await user.clear(siret);
    await user.type(siret, BAD_SIRET);
    expect(screen.getByText('SIRET invalide (clé de contrôle incorrecte)')).toBeInTheDocument();
    expect(siret).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Ajouter une référence' }));
    expect(screen.getByLabelText(/^Projet/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText(FIX_FIELDS)).toBeInTheDocument();
    expect(screen.getByText('Le projet est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Le client est obligatoire')).toBeInTheDocument();
    expect(siret).toHaveFocus();
    expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.clear(siret);
    await user.type(siret, SIRET);
    expect(screen.getByText(`SIRET valide : ${GROUPED}`)).toBeInTheDocument();
    await user.tab();
    expect(siret).toHaveValue(GROUPED);
  });

  it('sends the whole profile with amounts in cents, shows "Enregistrement..." then the success toast', async () => {
    const answer = deferred<Response>();
    const { user, server } = await openPage(EMPTY, () => answer.promise);

    await user.type(screen.getByLabelText('Raison sociale'), 'Toitures Martin');
    await user.type(screen.getByLabelText('SIRET'), GROUPED);
    await user.selectOptions(screen.getByLabelText('Forme juridique'), 'SARL');
    await user.type(screen.getByLabelText('Code postal'), '69003');
    await user.type(screen.getByLabelText('Année de création'), '2009');

    await user.click(screen.getByRole('button', { name: 'Ajouter un poste' }));
    await user.type(screen.getByLabelText('Poste 1'), 'Chef de chantier');
    await user.click(screen.getByRole('button', { name: 'Ajouter un exercice' }));
    const year = new Date().getFullYear() - 1;
    await user.type(screen.getByLabelText(`Chiffre d’affaires HT ${year}, en euros`), '845 000,5');
    await user.click(screen.getByRole('button', { name: 'Ajouter du matériel' }));
    await user.type(screen.getByLabelText(/^Désignation/), 'Nacelle ciseaux');
    await user.click(screen.getByRole('button', { name: 'Ajouter une référence' }));
    await user.type(screen.getByLabelText(/^Projet/), 'Zinguerie de la mairie');
    await user.type(screen.getByLabelText(/^Client/), 'Commune de Bron');
    await user.type(screen.getByLabelText('Montant'), '18 750');
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();
    expect(screen.getByText('Enregistrez le profil pour ajouter des photos à cette référence.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const pending = await screen.findByRole('button', { name: 'Enregistrement...' });
    expect(pending).toBeDisabled();

    const [put] = server.requests.filter((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/company');
    expect(put?.body).toEqual({
      raison_sociale: 'Toitures Martin',
      siret: GROUPED,
      forme_juridique: 'SARL',
      adresse: null,
      code_postal: '69003',
      ville: null,
      annee_creation: 2009,
      effectifs: [{ role: 'Chef de chantier', nombre: 1 }],
      chiffres_affaires: [{ annee: year, montant_ht_cents: 84_500_050 }],
      qualifications: [],
      assurances: [],
      materiel: [{ designation: 'Nacelle ciseaux', quantite: 1, details: null }],
      references: [
        {
          projet: 'Zinguerie de la mairie',
          client: 'Commune de Bron',
          annee: new Date().getFullYear(),
          montant_ht_cents: 1_875_000,
          description: null,
        },
      ],
    });

    answer.resolve(
      jsonResponse({
        ...EMPTY,
        raison_sociale: 'Toitures Martin',
        siret: SIRET,
        forme_juridique: 'SARL',
        code_postal: '69003',
        annee_creation: 2009,
        effectifs: [{ role: 'Chef de chantier', nombre: 1 }],
        chiffres_affaires: [{ annee: year, montant_ht_cents: 84_500_050 }],
        materiel: [{ designation: 'Nacelle ciseaux', quantite: 1, details: null }],
        references: [
          {
            id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
            projet: 'Zinguerie de la mairie',
            client: 'Commune de Bron',
            annee: new Date().getFullYear(),
            montant_ht_cents: 1_875_000,
            description: null,
            photos: [],
          },
        ],
        updated_at: '2026-11-22T09:05:00.000Z',
      } satisfies CompanyProfile),
    );
    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    expect(screen.getByText(/Enregistré/)).toBeInTheDocument();
    // Read back from the saved profile: the amount in euros, the new reference can take photos.
    expect(screen.getByLabelText(`Chiffre d’affaires HT ${year}, en euros`)).toHaveValue('845 000,50');
    expect(screen.getByLabelText(/Ajouter des photos à la référence Zinguerie de la mairie/)).toBeInTheDocument();
  });

  it('shows each server error as "Erreur {field}: {message}", next to its field', async () => {
    const logged = expectConsoleError('[BatiAO] Enregistrement du profil entreprise');
    const { user } = await openPage(WITH_PHOTOS, () =>
      errorResponse(
        422,
        [
          { field: 'siret', message: 'SIRET invalide (clé de contrôle incorrecte)' },
          { field: 'references.0.client', message: 'Le client : 200 caractères au plus' },
        ],
        'VALIDATION_ERROR',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const form = screen.getByRole('form', { name: 'Profil entreprise' });
    const alert = await within(form).findByText('Le profil n’a pas été enregistré.');
    const box = within(alert.parentElement as HTMLElement);
    expect(box.getByText('Erreur SIRET: SIRET invalide (clé de contrôle incorrecte)')).toBeInTheDocument();
    expect(box.getByText('Erreur Référence 1, client: Le client : 200 caractères au plus')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Client/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Client/)).toHaveAccessibleDescription('Le client : 200 caractères au plus');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith('[BatiAO] Enregistrement du profil entreprise', expect.anything());
  });

  it('asks before removing a reference that has photos, and saves without it', async () => {
    const { user, server } = await openPage(WITH_PHOTOS, () => jsonResponse({ ...WITH_PHOTOS, references: [] }));
    const photos = within(screen.getByRole('list', { name: /Photos de la référence/ }));
    expect(await photos.findByRole('img', { name: 'avant.jpg' })).toHaveAttribute('src', 'blob:http://localhost/photo');
    expect(
      server
        .to('/api/company/references/5b0e6f2a-3c1d-4e8f-9a7b-1c2d3e4f5a6b/photos/photo-1')[0]
        ?.headers.get('Authorization'),
    ).toBe('Bearer jwt-company');

    const remove = screen.getByRole('button', { name: 'Supprimer la référence Toiture de l’école Jean-Moulin' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette référence ?' });
    expect(dialog).toHaveTextContent('et ses 2 photos seront supprimées définitivement');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Projet/)).toHaveValue('Toiture de l’école Jean-Moulin');

    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Supprimer la référence' }));
    expect(screen.queryByLabelText(/^Projet/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ references: [] });
  });

  it('keeps a reference’s photos by sending its id back', async () => {
    const { user, server } = await openPage(WITH_PHOTOS, () => jsonResponse(WITH_PHOTOS));
    await user.type(screen.getByLabelText('Description'), 'Dépose et repose de 800 m² de tuiles.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(PROFILE_SAVED);
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      references: [
        {
          id: '5b0e6f2a-3c1d-4e8f-9a7b-1c2d3e4f5a6b',
          projet: 'Toiture de l’école Jean-Moulin',
          montant_ht_cents: 18_750_000,
          description: 'Dépose et repose de 800 m² de tuiles.',
        },
      ],
    });
  });

  it('warns before leaving with unsaved changes', async () => {
    const { user, router } = await openPage(EMPTY);
    await user.type(screen.getByLabelText('Raison sociale'), 'Toitures Martin');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });

    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(router.state.location.pathname).toBe('/company');
    expect(screen.getByLabelText('Raison sociale')).toHaveValue('Toitures Martin');

    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('Company page: storage space', () => {
  it('shows the space the documents and photos use on the plan', async () => {
    await openPage(EMPTY);
    const storage = within(await screen.findByRole('region', { name: 'Espace de stockage' }));
    expect(storage.getByText('Espace utilisé : 6 Ko sur 1 Go')).toBeInTheDocument();
    expect(storage.getByText('Offre PRO · 0 %')).toBeInTheDocument();
    expect(storage.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 % de 1\u00a0Go');
  });
});
