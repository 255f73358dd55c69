import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, LocateFixed, MapPin } from 'lucide-react';
import { LOCATION_MIN_QUERY, type LocationSuggestion } from '@batiao/shared/contracts/locations';
import { FieldError, FieldHint, FieldLabel, inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { geolocateLocationsQueryOptions } from '../api/geolocate-locations';
import { popularLocationsQueryOptions } from '../api/get-popular-locations';
import { searchLocationsQueryOptions } from '../api/search-locations';
import { validateLocationQueryOptions } from '../api/validate-location';

/** supporting-areas §9: suggestions after 300 ms, validation after 800 ms, list hidden 200 ms after blur. */
export const SEARCH_DEBOUNCE_MS = 300;
export const VALIDATE_DEBOUNCE_MS = 800;
export const BLUR_HIDE_DELAY_MS = 200;
const GEOLOCATION_TIMEOUT_MS = 10_000;

export type LocationValidationStatus = 'none' | 'valid' | 'invalid';

interface Validation {
  status: LocationValidationStatus;
  message: string | null;
}

type ListKind = 'search' | 'popular' | 'geolocate' | 'validation';

const LIST_TITLES: Record<ListKind, string> = {
  search: 'Suggestions',
  popular: 'Villes populaires',
  geolocate: 'Communes proches de vous',
  validation: 'Vouliez-vous dire…',
};

export interface LocationFieldProps {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  name?: string;
  label?: string;
  required?: boolean;
  placeholder?: string;
  /** An error decided by the surrounding form (e.g. the field left empty). */
  error?: string;
  hint?: string;
  disabled?: boolean;
}

function placeMessage(ville: string | null, departement: string | null, fallback: string): string {
  return ville && departement ? `${ville} (${departement})` : fallback;
}

function geolocationErrorMessage(error: GeolocationPositionError): string {
  switch (error.code) {
    case 1:
      return 'Accès à votre position refusé. Autorisez la localisation dans votre navigateur ou saisissez votre ville.';
    case 3:
      return 'La détection de votre position a pris trop de temps. Réessayez ou saisissez votre ville.';
    default:
      return 'Votre position n’a pas pu être déterminée. Saisissez votre ville.';
  }
}

/**
 * A French place picker (supporting-areas §2, §4): suggestions while typing, popular cities when
 * empty, server-side validation that standardises the value ("Lyon (69)"), and geolocation.
 * Follows the ARIA 1.2 combobox pattern with a listbox popup.
 */
export function LocationField({
  value,
  onChange,
  id,
  name,
  label = 'Zone géographique',
  required = false,
  placeholder = 'Ex. : Lyon, Bordeaux, 33000…',
  error,
  hint,
  disabled = false,
}: LocationFieldProps) {
  const queryClient = useQueryClient();
  const generatedId = useId();
  const inputId = id ?? `location-${generatedId}`;
  const listboxId = `${inputId}-listbox`;
  const messageId = `${inputId}-message`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const geoMessageId = `${inputId}-geo`;

  const [suggestions, setSuggestions] = useState<LocationSuggestion[]>([]);
  const [listKind, setListKind] = useState<ListKind>('search');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [validation, setValidation] = useState<Validation>({ status: 'none', message: null });
  const [listLoading, setListLoading] = useState(false);
  const [validating, setValidating] = useState(false);
  const [locating, setLocating] = useState(false);
  const [geoMessage, setGeoMessage] = useState<string | null>(null);

  const inputRef = useRef<HTMLInputElement>(null);
  const focused = useRef(false);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const validateTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Every request carries the sequence number it was started with; an answer whose number is no
  // longer the latest is stale and dropped, so a slow old answer never overwrites a newer one.
  const listSeq = useRef(0);
  const validateSeq = useRef(0);

  useEffect(
    () => () => {
      clearTimeout(searchTimer.current);
      clearTimeout(validateTimer.current);
      clearTimeout(blurTimer.current);
      listSeq.current += 1;
      validateSeq.current += 1;
    },
    [],
  );

  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    if (!expanded || activeIndex < 0) {
      return;
    }
    document.getElementById(`${listboxId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, expanded, listboxId]);

  function cancelPending() {
    clearTimeout(searchTimer.current);
    clearTimeout(validateTimer.current);
    listSeq.current += 1;
    validateSeq.current += 1;
  }

  function loadList(kind: ListKind, load: () => Promise<LocationSuggestion[]>, onSettled?: () => void) {
    const seq = ++listSeq.current;
    setListLoading(true);
    load()
      .then(
        (items) => {
          if (seq !== listSeq.current) {
            return;
          }
          setSuggestions(items);
          setListKind(kind);
          setActiveIndex(-1);
          setOpen(focused.current && items.length > 0);
          if (kind === 'geolocate' && items.length === 0) {
            setGeoMessage('Aucune commune trouvée près de votre position. Saisissez votre ville.');
          }
        },
        (failure: unknown) => {
          if (seq !== listSeq.current) {
            return;
          }
          // supporting-areas §8: search, popular and geolocate failures are only logged.
          console.error(`Localisation : échec du chargement (${kind}).`, failure);
          setSuggestions([]);
          setActiveIndex(-1);
          setOpen(false);
        },
      )
      .finally(() => {
        if (seq === listSeq.current) {
          setListLoading(false);
        }
        onSettled?.();
      });
  }

  function loadPopular() {
    loadList('popular', () => queryClient.fetchQuery(popularLocationsQueryOptions()));
  }

  function runValidation(text: string) {
    const seq = ++validateSeq.current;
    setValidating(true);
    queryClient
      .fetchQuery(validateLocationQueryOptions(text))
      .then(
        (result) => {
          if (seq !== validateSeq.current) {
            return;
          }
          if (result.valid) {
            setValidation({
              status: 'valid',
              message: placeMessage(result.ville, result.departement, result.standardized ?? text),
            });
            if (result.standardized && result.standardized !== text) {
              onChange(result.standardized);
            }
            return;
          }
          setValidation({ status: 'invalid', message: result.error || 'Ville non reconnue' });
          if (result.suggestions.length > 0) {
            listSeq.current += 1;
            setListLoading(false);
            setSuggestions(result.suggestions);
            setListKind('validation');
            setActiveIndex(-1);
            setOpen(focused.current);
          }
        },
        (failure: unknown) => {
          if (seq !== validateSeq.current) {
            return;
          }
          console.error('Localisation : échec de la validation.', failure);
          setValidation({ status: 'invalid', message: 'Erreur de validation' });
        },
      )
      .finally(() => {
        if (seq === validateSeq.current) {
          setValidating(false);
        }
      });
  }

  function handleInput(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    onChange(text);
    cancelPending();
    setValidation({ status: 'none', message: null });
    setValidating(false);
    setActiveIndex(-1);
    setGeoMessage(null);

    const query = text.trim();
    if (query.length >= LOCATION_MIN_QUERY) {
      searchTimer.current = setTimeout(() => {
        loadList('search', () => queryClient.fetchQuery(searchLocationsQueryOptions(query)));
      }, SEARCH_DEBOUNCE_MS);
      validateTimer.current = setTimeout(() => runValidation(text), VALIDATE_DEBOUNCE_MS);
    } else if (query.length === 0) {
      loadPopular();
    } else {
      setListLoading(false);
      setSuggestions([]);
      setOpen(false);
    }
  }

  function select(suggestion: LocationSuggestion) {
    cancelPending();
    setListLoading(false);
    setValidating(false);
    onChange(suggestion.value);
    setValidation({
      status: 'valid',
      message: placeMessage(suggestion.ville, suggestion.departement, suggestion.value),
    });
    setOpen(false);
    setActiveIndex(-1);
    setGeoMessage(null);
  }

  function handleFocus() {
    clearTimeout(blurTimer.current);
    focused.current = true;
    if (value.trim() === '') {
      loadPopular();
    }
  }

  function handleBlur() {
    focused.current = false;
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      setOpen(false);
      setActiveIndex(-1);
    }, BLUR_HIDE_DELAY_MS);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!expanded) {
          if (count > 0) {
            setOpen(true);
            setActiveIndex(0);
          } else if (value.trim() === '') {
            loadPopular();
          }
          return;
        }
        setActiveIndex((index) => (index + 1) % count);
        return;
      }
      case 'ArrowUp': {
        if (!expanded) {
          return;
        }
        event.preventDefault();
        setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        return;
      }
      case 'Enter': {
        const chosen = expanded && activeIndex >= 0 ? suggestions[activeIndex] : undefined;
        if (chosen) {
          event.preventDefault();
          select(chosen);
        }
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActiveIndex(-1);
        }
        return;
      }
      default:
        return;
    }
  }

  function detectPosition() {
    setGeoMessage(null);
    if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
      setGeoMessage(
        'La géolocalisation n’est pas disponible sur cet appareil ou ce navigateur. Saisissez votre ville.',
      );
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        inputRef.current?.focus();
        focused.current = true;
        const coordinates = { lat: position.coords.latitude, lon: position.coords.longitude };
        loadList(
          'geolocate',
          () => queryClient.fetchQuery(geolocateLocationsQueryOptions(coordinates)),
          () => setLocating(false),
        );
      },
      (failure) => {
        setLocating(false);
        setGeoMessage(geolocationErrorMessage(failure));
      },
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60 * 1000 },
    );
  }

  const invalid = Boolean(error) || validation.status === 'invalid';
  const busy = listLoading || validating;
  const showError = Boolean(error) && validation.status !== 'invalid';
  const showHint = Boolean(hint) && !validation.message && !error;
  const describedBy =
    [
      validation.message ? messageId : null,
      showError ? errorId : null,
      showHint ? hintId : null,
      geoMessage ? geoMessageId : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const activeOptionId = expanded && activeIndex >= 0 ? `${listboxId}-option-${activeIndex}` : undefined;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-x-3">
        <FieldLabel htmlFor={inputId} required={required}>
          {label}
        </FieldLabel>
        <button
          type="button"
          onClick={detectPosition}
          disabled={disabled || locating}
          className="mb-1.5 inline-flex items-center gap-1.5 rounded-md whitespace-nowrap px-1.5 py-0.5 text-xs font-semibold text-amber-700 hover:bg-amber-50 hover:text-amber-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {locating ? <Spinner className="size-3.5" /> : <LocateFixed aria-hidden="true" className="size-3.5" />}
          Détecter ma position
        </button>
      </div>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-slate-400"
        />
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOptionId}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-busy={busy || undefined}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={handleInput}
          onFocus={handleFocus}
          onBlur={handleBlur}
          onKeyDown={handleKeyDown}
          className={inputClasses(invalid, 'pr-11 pl-10')}
        />
        <span className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2">
          {busy ? (
            <Spinner className="size-4.5 text-slate-400" />
          ) : validation.status === 'valid' ? (
            <CheckCircle2 aria-hidden="true" data-testid="location-valid-icon" className="size-5 text-emerald-600" />
          ) : validation.status === 'invalid' ? (
            <AlertCircle aria-hidden="true" className="size-5 text-red-500" />
          ) : null}
        </span>

        <div
          className={`absolute inset-x-0 top-full z-30 mt-1.5 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10 ${
            expanded ? '' : 'hidden'
          }`}
        >
          <p
            aria-hidden="true"
            className="border-b border-slate-100 px-3.5 pt-2.5 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase"
          >
            {LIST_TITLES[listKind]}
          </p>
          <ul
            id={listboxId}
            role="listbox"
            aria-label={LIST_TITLES[listKind]}
            className="max-h-72 overflow-y-auto py-1"
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={`${suggestion.code_insee}-${suggestion.code_postal}-${index}`}
                id={`${listboxId}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActiveIndex(index)}
                onClick={() => select(suggestion)}
                className={`flex cursor-pointer items-center justify-between gap-3 px-3.5 py-2.5 text-sm ${
                  index === activeIndex ? 'bg-amber-50' : ''
                }`}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{suggestion.value}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {[suggestion.code_postal, suggestion.departement_nom, suggestion.region]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                {suggestion.distance_km !== undefined ? (
                  <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                    {suggestion.distance_km < 1 ? '< 1 km' : `${Math.round(suggestion.distance_km)} km`}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <p className="sr-only" role="status" aria-live="polite">
        {expanded
          ? `${suggestions.length} suggestion${suggestions.length > 1 ? 's' : ''} disponible${suggestions.length > 1 ? 's' : ''}`
          : ''}
      </p>

      {validation.message ? (
        <p
          id={messageId}
          className={`mt-1.5 flex items-center gap-1.5 text-sm ${validation.status === 'valid' ? 'text-emerald-700' : 'text-red-600'}`}
        >
          {validation.status === 'valid' ? (
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
          )}
          {validation.message}
        </p>
      ) : null}
      {showError ? <FieldError id={errorId}>{error}</FieldError> : null}
      {geoMessage ? (
        <p id={geoMessageId} role="alert" className="mt-1.5 text-sm text-amber-800">
          {geoMessage}
        </p>
      ) : null}
      {showHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </div>
  );
}
