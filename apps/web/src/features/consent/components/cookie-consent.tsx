import { Cookie, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CONSENT_BANNER_DELAY_MS, type CookieConsent as Consent } from '@batiao/shared/contracts/analytics';
import { buttonClasses } from '../../../components/ui/button';
import { makeConsent, onOpenCookieSettings, readConsent, saveConsent } from '../../../lib/consent';
import { useSession } from '../../../lib/session';
import { recordConsent } from '../api/record-consent';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function Toggle({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-d`} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-d`}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.checked)}
        className="peer mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:block before:size-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-amber-500 checked:before:translate-x-5.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}

function SettingsModal({
  initial,
  onCancel,
  onSave,
}: {
  initial: Consent | null;
  onCancel: () => void;
  onSave: (choice: { analytics: boolean; marketing: boolean }) => void;
}) {
  const titleId = useId();
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  const panel = useRef<HTMLDivElement>(null);
  const onCancelRef = useRef(onCancel);
  useEffect(() => {
    onCancelRef.current = onCancel;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onCancelRef.current();
      } else if (event.key === 'Tab' && panel.current) {
        const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items.at(-1);
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-end justify-center bg-slate-950/50 p-0 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl sm:rounded-2xl"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            Paramètres des cookies
          </h2>
          <button
            type="button"
            onClick={onCancel}
            aria-label="Fermer"
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="mt-2 text-sm text-slate-600">
          Choisissez ce que vous acceptez. Vous pouvez changer d’avis à tout moment avec le lien « Gérer les cookies »
          en bas de page.
        </p>
        <div className="mt-5 space-y-3">
          <Toggle
            label="Essentiels"
            description="Nécessaires au fonctionnement du site (session, sécurité, votre choix de cookies). Toujours actifs."
            checked
            disabled
          />
          <Toggle
            label="Mesure d’audience"
            description="Pages vues, défilement, temps passé et temps de chargement, mesurés par BatiAO lui-même (aucun outil tiers), adresse IP tronquée, conservés 13 mois."
            checked={analytics}
            onChange={setAnalytics}
          />
          <Toggle
            label="Marketing"
            description="Aucun cookie marketing n’est utilisé aujourd’hui ; ce choix s’appliquera s’il y en a un jour."
            checked={marketing}
            onChange={setMarketing}
          />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} className={buttonClasses('ghost', 'md')}>
            Annuler
          </button>
          <button
            type="button"
            onClick={() => onSave({ analytics: false, marketing: false })}
            className={buttonClasses('secondary', 'md')}
          >
            Essentiels uniquement
          </button>
          <button
            type="button"
            onClick={() => onSave({ analytics, marketing })}
            className={buttonClasses('primary', 'md')}
          >
            Sauvegarder mes préférences
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/**
 * The cookie banner (supporting-areas §2, §4): on every page, 2 s after load, while no choice is
 * stored. Refusing (« Essentiels uniquement ») is one click, like accepting. It sits at the bottom
 * without blocking the page. The settings modal is also reopened by the footer link.
 */
export function CookieConsent() {
  const { status } = useSession();
  const [stored, setStored] = useState<Consent | null>(readConsent);
  const [bannerVisible, setBannerVisible] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    if (stored) {
      return;
    }
    const timer = window.setTimeout(() => setBannerVisible(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [stored]);

  useEffect(() => onOpenCookieSettings(() => setSettingsOpen(true)), []);

  const save = (choice: { analytics: boolean; marketing: boolean }) => {
    const consent = makeConsent(choice);
    saveConsent(consent);
    setStored(consent);
    setBannerVisible(false);
    setSettingsOpen(false);
    if (status === 'authenticated') {
      recordConsent(consent);
    }
  };

  return (
    <>
      {bannerVisible && !stored && !settingsOpen ? (
        <section
          aria-label="Cookies"
          className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 shadow-[0_-8px_24px_rgba(15,23,42,0.08)] backdrop-blur sm:inset-x-4 sm:bottom-4 sm:rounded-2xl sm:border"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex gap-3">
              <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-600" />
              <p className="text-sm text-slate-700">
                <strong className="text-slate-900">Nous respectons votre vie privée.</strong> BatiAO utilise des cookies
                essentiels au fonctionnement du site et, avec votre accord, une mesure d’audience interne (sans outil
                tiers).{' '}
                <a
                  href="/privacy-policy"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-slate-900 underline underline-offset-2"
                >
                  En savoir plus<span className="sr-only"> (nouvel onglet)</span>
                </a>
              </p>
            </div>
            <div className="grid shrink-0 grid-cols-1 gap-2 sm:grid-cols-3">
              <button type="button" onClick={() => setSettingsOpen(true)} className={buttonClasses('ghost', 'sm')}>
                Personnaliser
              </button>
              <button
                type="button"
                onClick={() => save({ analytics: false, marketing: false })}
                className={buttonClasses('secondary', 'sm')}
              >
                Essentiels uniquement
              </button>
              <button
                type="button"
                onClick={() => save({ analytics: true, marketing: true })}
                className={buttonClasses('secondary', 'sm')}
              >
                Tout accepter
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {settingsOpen ? <SettingsModal initial={stored} onCancel={() => setSettingsOpen(false)} onSave={save} /> : null}
    </>
  );
}
