import { useState } from 'react';
import { Download, Trash2, Database } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError, FieldLabel } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useDeleteAccount, useDownloadAccountExport } from '../api/account';

export const ACCOUNT_DELETED_MESSAGE = 'Votre compte et vos données ont été supprimés.';

/**
 * « Mes données » (RGPD): export of everything (zip of JSON, CSV and files) and deletion of the
 * account, confirmed by the password in a dialog.
 */
export function AccountDataCard({ onDeleted, onSessionLost }: { onDeleted: () => void; onSessionLost: () => void }) {
  const exporter = useDownloadAccountExport();
  const remover = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function exportData() {
    exporter.mutate(undefined, {
      onSuccess: (name) => notifySuccess(`Export téléchargé : ${name}`),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) {
          onSessionLost();
          return;
        }
        notifyError(failure instanceof Error ? failure.message : 'L’export n’a pas abouti. Réessayez.');
      },
    });
  }

  function close() {
    setConfirming(false);
    setPassword('');
    setError(null);
  }

  function confirmDelete() {
    if (!password) {
      setError('Saisissez votre mot de passe pour confirmer la suppression');
      document.getElementById('account-delete-password')?.focus();
      return;
    }
    remover.mutate(
      { password },
      {
        onSuccess: () => {
          close();
          notifySuccess(ACCOUNT_DELETED_MESSAGE);
          onDeleted();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 401) {
            close();
            onSessionLost();
            return;
          }
          setError(failure instanceof Error ? failure.message : 'La suppression n’a pas abouti. Réessayez.');
          document.getElementById('account-delete-password')?.focus();
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="account-data-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-7"
    >
      <div className="mb-5 flex items-start gap-3.5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700">
          <Database aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="account-data-title" className="text-lg font-semibold text-slate-900">
            Mes données
          </h2>
          <p className="mt-1 text-sm text-slate-600">Vos droits d’accès, de portabilité et d’effacement (RGPD).</p>
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">Exporter mes données</h3>
          <p className="mt-1 text-sm text-slate-600">
            Une archive ZIP : profil, entreprise, documents et leurs fichiers, appels d’offres soumis, réponses et leurs
            PDF, prix, consentements, paiements et notifications, en JSON et en CSV.
          </p>
          <Button
            type="button"
            variant="secondary"
            onClick={exportData}
            disabled={exporter.isPending}
            className="mt-4 w-full sm:w-auto"
          >
            {exporter.isPending ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
            Exporter mes données
          </Button>
        </div>
        <div className="rounded-xl border border-red-200 bg-red-50/40 p-4">
          <h3 className="font-semibold text-red-800">Supprimer mon compte</h3>
          <p className="mt-1 text-sm text-slate-700">
            Définitif : votre compte, vos documents, vos réponses et vos fichiers sont effacés et votre abonnement
            résilié. Les paiements sont conservés 10 ans, anonymisés, comme la loi l’exige.
          </p>
          <Button
            type="button"
            variant="secondary"
            onClick={() => setConfirming(true)}
            className="mt-4 w-full border-red-300 text-red-700 hover:bg-red-50 sm:w-auto"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Supprimer mon compte
          </Button>
        </div>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Supprimer définitivement votre compte ?"
          confirmLabel="Supprimer définitivement"
          onConfirm={confirmDelete}
          onCancel={close}
          busy={remover.isPending}
        >
          <p>
            Toutes vos données seront effacées et vous ne pourrez plus vous connecter. Pensez à exporter vos données
            avant. Saisissez votre mot de passe pour confirmer.
          </p>
          <div className="mt-4">
            <FieldLabel htmlFor="account-delete-password" required>
              Mot de passe
            </FieldLabel>
            <PasswordInput
              id="account-delete-password"
              name="password"
              autoComplete="current-password"
              required
              aria-required
              invalid={Boolean(error)}
              aria-describedby={error ? 'account-delete-password-error' : undefined}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  confirmDelete();
                }
              }}
            />
            {error ? <FieldError id="account-delete-password-error">{error}</FieldError> : null}
          </div>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
