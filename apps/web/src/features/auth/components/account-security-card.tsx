import { startTransition, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { PASSWORD_HINT, passwordProblem } from '@batiao/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError, FieldHint, FieldLabel } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useChangePassword } from '../api/change-password';
import { useLogoutAll } from '../api/logout-all';

type Field = 'current' | 'next' | 'confirm';
type Errors = Partial<Record<Field, string>>;
const FIELD_ORDER: Field[] = ['current', 'next', 'confirm'];
const INPUT_ID: Record<Field, string> = {
  current: 'security-current-password',
  next: 'security-new-password',
  confirm: 'security-confirm-password',
};
const SERVER_FIELD: Record<string, Field> = { current_password: 'current', new_password: 'next' };

export const PASSWORD_CHANGED_MESSAGE = 'Mot de passe modifié. Vos autres appareils ont été déconnectés.';
export const LOGGED_OUT_EVERYWHERE_MESSAGE = 'Vous êtes déconnecté de tous vos appareils.';
const SESSION_EXPIRED_MESSAGE = 'Votre session a expiré : reconnectez-vous.';

/**
 * « Sécurité du compte »: change the password (the rules of the shared contract, shown), and
 * sign out of every device. Both revoke the other sessions on the server (session version).
 */
export function AccountSecurityCard() {
  const { user, signIn, signOut } = useSession();
  const navigate = useNavigate();
  const change = useChangePassword();
  const logoutAll = useLogoutAll();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);

  function leave(message: string, success: boolean) {
    startTransition(() => {
      signOut();
      void navigate('/login', { replace: true });
    });
    if (success) {
      notifySuccess(message);
    } else {
      notifyError(message);
    }
  }

  function clearError(field: Field) {
    setErrors((found) => (found[field] ? { ...found, [field]: undefined } : found));
  }

  function validate(): Errors {
    const found: Errors = {};
    if (!current) {
      found.current = 'Saisissez votre mot de passe actuel';
    }
    const problem = passwordProblem(next);
    if (problem) {
      found.next = problem;
    } else if (next === current) {
      found.next = 'Choisissez un mot de passe différent de l’actuel';
    }
    if (!found.next && confirm !== next) {
      found.confirm = 'Les deux mots de passe ne correspondent pas';
    }
    return found;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) {
      return;
    }
    const found = validate();
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(INPUT_ID[firstInvalid])?.focus();
      return;
    }
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: (auth) => {
          signIn(auth);
          setCurrent('');
          setNext('');
          setConfirm('');
          setErrors({});
          notifySuccess(PASSWORD_CHANGED_MESSAGE);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 401) {
            leave(SESSION_EXPIRED_MESSAGE, false);
            return;
          }
          if (failure instanceof ApiError && Array.isArray(failure.detail)) {
            const fromServer: Errors = {};
            for (const entry of failure.detail) {
              const field = SERVER_FIELD[entry.field];
              if (field && !fromServer[field]) {
                fromServer[field] = entry.message;
              }
            }
            const first = FIELD_ORDER.find((field) => fromServer[field]);
            if (first) {
              setErrors(fromServer);
              document.getElementById(INPUT_ID[first])?.focus();
              return;
            }
          }
          notifyError(failure instanceof Error ? failure.message : 'Le mot de passe n’a pas pu être modifié.');
        },
      },
    );
  }

  function confirmLogoutAll() {
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        leave(LOGGED_OUT_EVERYWHERE_MESSAGE, true);
      },
      onError: (failure) => {
        setConfirming(false);
        if (failure instanceof ApiError && failure.status === 401) {
          leave(SESSION_EXPIRED_MESSAGE, false);
          return;
        }
        notifyError(failure instanceof Error ? failure.message : 'La déconnexion n’a pas abouti. Réessayez.');
      },
    });
  }

  const describedBy = (field: Field, hint?: string) =>
    errors[field] ? `${INPUT_ID[field]}-error` : hint ? `${INPUT_ID[field]}-hint` : undefined;

  return (
    <section
      id="securite"
      aria-labelledby="securite-title"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-7"
    >
      <div className="mb-5 flex items-start gap-3.5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="securite-title" className="text-lg font-semibold text-slate-900">
            Sécurité du compte
          </h2>
          <p className="mt-1 text-sm break-words text-slate-600">
            Connecté en tant que <span className="font-medium text-slate-800">{user?.email}</span>
          </p>
        </div>
      </div>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,23rem)] lg:gap-8">
        <form noValidate onSubmit={submit} aria-label="Changer le mot de passe" className="space-y-4">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <KeyRound aria-hidden="true" className="size-4 text-slate-400" />
            Changer le mot de passe
          </h3>
          <div>
            <FieldLabel htmlFor={INPUT_ID.current} required>
              Mot de passe actuel
            </FieldLabel>
            <PasswordInput
              id={INPUT_ID.current}
              name="current_password"
              autoComplete="current-password"
              required
              aria-required
              invalid={Boolean(errors.current)}
              aria-describedby={describedBy('current')}
              value={current}
              onChange={(event) => {
                setCurrent(event.target.value);
                clearError('current');
              }}
            />
            {errors.current ? <FieldError id={`${INPUT_ID.current}-error`}>{errors.current}</FieldError> : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <FieldLabel htmlFor={INPUT_ID.next} required>
                Nouveau mot de passe
              </FieldLabel>
              <PasswordInput
                id={INPUT_ID.next}
                name="new_password"
                autoComplete="new-password"
                required
                aria-required
                invalid={Boolean(errors.next)}
                aria-describedby={describedBy('next', PASSWORD_HINT)}
                value={next}
                onChange={(event) => {
                  setNext(event.target.value);
                  clearError('next');
                }}
              />
              {errors.next ? (
                <FieldError id={`${INPUT_ID.next}-error`}>{errors.next}</FieldError>
              ) : (
                <FieldHint id={`${INPUT_ID.next}-hint`}>{PASSWORD_HINT}</FieldHint>
              )}
            </div>
            <div>
              <FieldLabel htmlFor={INPUT_ID.confirm} required>
                Confirmer le nouveau mot de passe
              </FieldLabel>
              <PasswordInput
                id={INPUT_ID.confirm}
                name="confirm_password"
                autoComplete="new-password"
                required
                aria-required
                invalid={Boolean(errors.confirm)}
                aria-describedby={describedBy('confirm')}
                value={confirm}
                onChange={(event) => {
                  setConfirm(event.target.value);
                  clearError('confirm');
                }}
              />
              {errors.confirm ? <FieldError id={`${INPUT_ID.confirm}-error`}>{errors.confirm}</FieldError> : null}
            </div>
          </div>
          <p className="text-xs text-slate-500">Vos autres appareils seront déconnectés ; celui-ci reste connecté.</p>
          <Button type="submit" variant="primary" disabled={change.isPending} className="w-full sm:w-auto">
            {change.isPending ? <Spinner className="size-4" /> : <KeyRound aria-hidden="true" className="size-4" />}
            {change.isPending ? 'Modification...' : 'Changer le mot de passe'}
          </Button>
        </form>

        <div className="space-y-3 border-t border-slate-100 pt-6 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <LogOut aria-hidden="true" className="size-4 text-slate-400" />
            Sessions ouvertes
          </h3>
          <p className="text-sm text-slate-600">
            Un appareil perdu, un ordinateur partagé resté connecté ? Fermez d’un coup toutes les sessions de votre
            compte, celle-ci comprise.
          </p>
          <Button
            variant="secondary"
            onClick={() => setConfirming(true)}
            className="h-auto min-h-11 w-full px-4 py-2.5 text-center whitespace-normal"
          >
            <LogOut aria-hidden="true" className="size-4 shrink-0" />
            Se déconnecter de tous les appareils
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Se déconnecter de tous les appareils ?"
        confirmLabel="Tout déconnecter"
        busy={logoutAll.isPending}
        onConfirm={confirmLogoutAll}
        onCancel={() => setConfirming(false)}
      >
        Toutes vos sessions seront fermées, y compris celle-ci : ordinateur, téléphone, tablette. Vous devrez vous
        reconnecter avec votre mot de passe.
      </ConfirmDialog>
    </section>
  );
}
