import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  errorResponse,
  jsonResponse,
  notFound,
  stubFetch,
  type FetchHandler,
} from '../../../testing/fetch-stub';
import { expectConsoleError } from '../../../testing/console';
import { LYON, MARSEILLE, PARIS, makeSuggestion, suggestionsBody, validationBody } from '../../../testing/fixtures';
import { createTestQueryClient } from '../../../testing/render-app';
import { LocationField } from './location-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LocationField label="Zone géographique" value={value} onChange={setValue} required />
      <button type="button">Ailleurs</button>
    </>
  );
}

/** Answers like the real location module unless a test overrides one path. */
function stubLocations(overrides: Partial<Record<string, FetchHandler>> = {}) {
  return stubFetch((request) => {
    const override = overrides[request.url.pathname];
    if (override) {
      return override(request);
    }
    switch (request.url.pathname) {
      case '/api/locations/popular':
        return jsonResponse(suggestionsBody([PARIS, MARSEILLE, LYON]));
      case '/api/locations/search':
        return jsonResponse(
          suggestionsBody([
            LYON,
            makeSuggestion({
              value: 'Lyons-la-Forêt (27)',
              ville: 'Lyons-la-Forêt',
              departement: '27',
              code_insee: '27377',
              code_postal: '27480',
            }),
          ]),
        );
      case '/api/locations/validate':
        return jsonResponse(validationBody());
      default:
        return notFound();
    }
  });
}

/*
 * The debounce timers run on vitest's fake clock. Events go through fireEvent (synchronous):
 * user-event's async wrapper waits on a real setTimeout(0) that a fake clock never fires.
 */
function setup(initial = '') {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox', { name: /Zone géographique/ });
  return {
    input,
    focus: () => act(() => input.focus()),
    blur: () => act(() => screen.getByRole('button', { name: 'Ailleurs' }).focus()),
    /** Types into the field, focusing it first as a person would. */
    type: (text: string) => {
      if (document.activeElement !== input) {
        act(() => input.focus());
      }
      fireEvent.change(input, { target: { value: text } });
    },
    press: (...keys: string[]) => keys.forEach((key) => fireEvent.keyDown(input, { key })),
    choose: (option: HTMLElement) => {
      fireEvent.mouseDown(option);
      fireEvent.click(option);
    },
    detect: () => fireEvent.click(screen.getByRole('button', { name: /Détecter ma position/ })),
  };
}

/** Moves the fake clock and lets the pending fetches settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('LocationField', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled combobox with a red star when required', () => {
    stubLocations();
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-controls');
    const star = screen.getByText('*');
    expect(star).toHaveClass('text-red-600');
    expect(screen.getByRole('button', { name: /Détecter ma position/ })).toBeInTheDocument();
  });

  it('lists the popular cities when focused empty', async () => {
    const server = stubLocations();
    const field = setup();
    const { input } = field;

    field.focus();
    await advance(0);

    expect(server.to('/api/locations/popular')[0]?.url.searchParams.get('limit')).toBe('10');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Paris (75)'),
      expect.stringContaining('Marseille (13)'),
      expect.stringContaining('Lyon (69)'),
    ]);
  });

  it('makes no search nor validation call under 2 characters', async () => {
    const server = stubLocations();
    const field = setup();

    field.type('L');
    await advance(2000);

    expect(server.to('/api/locations/search')).toHaveLength(0);
    expect(server.to('/api/locations/validate')).toHaveLength(0);
  });

  it('searches 300 ms after the last keystroke', async () => {
    const server = stubLocations();
    const field = setup();
    const { input } = field;

    field.type('Ly');
    await advance(299);
    expect(server.to('/api/locations/search')).toHaveLength(0);

    await advance(1);
    const searches = server.to('/api/locations/search');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.url.searchParams.get('q')).toBe('Ly');
    expect(searches[0]?.url.searchParams.get('limit')).toBe('8');
    expect(
      within(screen.getByRole('listbox')).getByRole('option', { name: /Lyons-la-Forêt \(27\)/ }),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('only searches for the last text typed within the debounce', async () => {
    const server = stubLocations();
    const field = setup();

    field.type('Ly');
    await advance(200);
    field.type('Lyo');
    await advance(300);

    const searches = server.to('/api/locations/search');
    expect(searches.map((request) => request.url.searchParams.get('q'))).toEqual(['Lyo']);
  });

  it('validates 800 ms after typing and puts the standardised value in the input', async () => {
    const server = stubLocations({
      '/api/locations/validate': () =>
        jsonResponse(validationBody({ ville: 'Lyon', departement: '69', standardized: 'Lyon (69)' })),
    });
    const field = setup();
    const { input } = field;

    field.type('lyon');
    await advance(799);
    expect(server.to('/api/locations/validate')).toHaveLength(0);

    await advance(1);
    expect(server.to('/api/locations/validate')[0]?.body).toEqual({ location: 'lyon' });
    expect(input).toHaveValue('Lyon (69)');
    expect(screen.getByText('Lyon (69)', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByTestId('location-valid-icon')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows "Ville non reconnue" when the server does not know the place', async () => {
    stubLocations({
      '/api/locations/validate': () =>
        jsonResponse(validationBody({ valid: false, ville: null, departement: null, standardized: null, error: null })),
    });
    const field = setup();
    const { input } = field;

    field.type('Xyzzy');
    await advance(800);

    expect(screen.getByText('Ville non reconnue')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('Xyzzy');
  });

  it('shows the server error and its suggestions when the place is invalid', async () => {
    stubLocations({
      '/api/locations/search': () => jsonResponse(suggestionsBody([])),
      '/api/locations/validate': () =>
        jsonResponse(
          validationBody({
            valid: false,
            ville: null,
            departement: null,
            standardized: null,
            error: 'Plusieurs communes correspondent, précisez le département',
            suggestions: [
              makeSuggestion({
                value: 'Saint-Denis (93)',
                ville: 'Saint-Denis',
                departement: '93',
                code_insee: '93066',
              }),
              makeSuggestion({
                value: 'Saint-Denis (974)',
                ville: 'Saint-Denis',
                departement: '974',
                code_insee: '97411',
              }),
            ],
          }),
        ),
    });
    const field = setup();

    field.type('Saint-Denis');
    await advance(800);

    expect(screen.getByText('Plusieurs communes correspondent, précisez le département')).toBeInTheDocument();
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
  });

  it('reads "Erreur de validation" when the validation call fails', async () => {
    const log = expectConsoleError('Localisation : échec de la validation.');
    stubLocations({
      '/api/locations/validate': () => errorResponse(503, 'Service indisponible', 'SERVICE_UNAVAILABLE'),
    });
    const field = setup();
    const { input } = field;

    field.type('Lyon');
    await advance(800);

    expect(screen.getByText('Erreur de validation')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(log).toHaveBeenCalled();
  });

  it('empties the list and only logs when the search fails', async () => {
    const log = expectConsoleError('Localisation : échec du chargement (search).');
    stubLocations({ '/api/locations/search': () => errorResponse(500, 'Erreur interne', 'INTERNAL_ERROR') });
    const field = setup();
    const { input } = field;

    field.focus();
    await advance(0);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    field.type('Ly');
    await advance(300);

    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true }),
    ).toHaveLength(0);
    expect(log).toHaveBeenCalled();
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const slow = deferred<Response>();
    stubLocations({
      '/api/locations/search': (request) =>
        request.url.searchParams.get('q') === 'Pa' ? slow.promise : jsonResponse(suggestionsBody([PARIS])),
      '/api/locations/validate': () =>
        jsonResponse(validationBody({ ville: 'Paris', departement: '75', standardized: 'Paris (75)' })),
    });
    const field = setup();

    field.type('Pa');
    await advance(300); // search "Pa" starts and hangs
    field.type('Par');
    await advance(300); // search "Par" answers at once

    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);

    slow.resolve(jsonResponse(suggestionsBody([MARSEILLE, LYON])));
    await advance(0);

    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Paris (75)');
  });

  it('moves through the list with the arrow keys, selects with Enter and closes with Escape', async () => {
    const server = stubLocations();
    const field = setup();
    const { input } = field;

    field.focus();
    await advance(0);

    field.press('ArrowDown');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    field.press('ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    field.press('ArrowUp', 'ArrowUp');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);

    field.press('Escape');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    field.press('ArrowDown', 'ArrowDown', 'Enter');
    expect(input).toHaveValue('Marseille (13)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Marseille (13)', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByTestId('location-valid-icon')).toBeInTheDocument();

    // A chosen suggestion is already valid: nothing is searched nor validated afterwards.
    await advance(1000);
    expect(server.to('/api/locations/search')).toHaveLength(0);
    expect(server.to('/api/locations/validate')).toHaveLength(0);
  });

  it('selects a suggestion with the mouse', async () => {
    stubLocations();
    const field = setup();
    const { input } = field;

    field.focus();
    await advance(0);
    field.choose(within(screen.getByRole('listbox')).getByRole('option', { name: /Lyon \(69\)/ }));

    expect(input).toHaveValue('Lyon (69)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the list 200 ms after the field loses focus', async () => {
    stubLocations();
    const field = setup();
    const { input } = field;

    field.focus();
    await advance(0);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    field.blur();
    await advance(199);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await advance(1);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('suggests the communes around the detected position', async () => {
    const server = stubLocations({
      '/api/locations/geolocate': () =>
        jsonResponse(
          suggestionsBody([
            makeSuggestion({ distance_km: 2.4 }),
            makeSuggestion({
              value: 'Villeurbanne (69)',
              ville: 'Villeurbanne',
              code_insee: '69266',
              distance_km: 5.1,
            }),
          ]),
        ),
    });
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 45.764, longitude: 4.8357 } } as GeolocationPosition),
      },
    });
    const field = setup();
    const { input } = field;

    field.detect();
    await advance(0);

    const request = server.to('/api/locations/geolocate')[0];
    expect(request?.url.searchParams.get('lat')).toBe('45.764');
    expect(request?.url.searchParams.get('lon')).toBe('4.836');
    const listbox = screen.getByRole('listbox', { name: 'Communes proches de vous' });
    expect(within(listbox).getByRole('option', { name: /Villeurbanne \(69\)/ })).toHaveTextContent('5 km');
    expect(input).toHaveFocus();
  });

  it('explains in French when the position is refused', async () => {
    stubLocations();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
      },
    });
    const field = setup();

    field.detect();

    expect(screen.getByRole('alert')).toHaveTextContent('Accès à votre position refusé');
  });

  it('explains in French when geolocation is not supported', async () => {
    stubLocations();
    const withoutGeolocation: Record<string, unknown> = { userAgent: navigator.userAgent, language: 'fr-FR' };
    vi.stubGlobal('navigator', withoutGeolocation);
    const field = setup();

    field.detect();

    expect(screen.getByRole('alert')).toHaveTextContent('La géolocalisation n’est pas disponible');
  });
});
