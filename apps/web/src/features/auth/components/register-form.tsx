import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronDown, UserPlus } from 'lucide-react';
import {
  PASSWORD_HINT,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  type RegisterRequest,
} from '@batiao/shared/contracts/auth';
import { TRADES, type TradeSlug } from '@batiao/shared/domain/trades';
import { FieldError, FieldHint, FieldLabel, TextField, inputClasses } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/toasts';
import { isEmail } from '../../../lib/validation';
import { registerErrorMessage, useRegister } from '../api/register';
import { FormAlert } from './form-alert';

export const MISSING_TRADE_MESSAGE = '⚠️ Veuillez sélectionner votre métier dans la liste déroulante';
export const MISSING_ZONE_MESSAGE = "⚠️ Veuillez saisir votre zone d'intervention";

type Field = 'prenom' | 'nom' | 'email' | 'metier' | 'zone' | 'password';
type RegisterErrors = Partial<Record<Field, string>>;
const FIELD_ORDER: Field[] = ['prenom', 'nom', 'email', 'metier', 'zone', 'password'];

/** What the page needs to render the zone input (the location picker lives in another feature). */
export interface ZoneFieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  error?: string;
}

interface RegisterFormProps {
  renderZoneField: (props: ZoneFieldProps) => ReactNode;
}

function isTradeSlug(value: string): value is TradeSlug {
  return TRADES.some((trade) => trade.slug === value);
}

export function RegisterForm({ renderZoneField }: RegisterFormProps) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const registration = useRegister();
  const [prenom, setPrenom] = useState('');
  const [nom, setNom] = useState('');
  const [email, setEmail] = useState('');
  const [metier, setMetier] = useState('');
  const [zone, setZone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  function validate(): RegisterErrors {
    const found: RegisterErrors = {};
    if (!prenom.trim()) {
      found.prenom = 'Le prénom est obligatoire';
    }
    if (!nom.trim()) {
      found.nom = 'Le nom est obligatoire';
    }
    if (!email.trim()) {
      found.email = 'L’adresse e-mail est obligatoire';
    } else if (!isEmail(email)) {
      found.email = 'Adresse e-mail invalide';
    }
    if (!isTradeSlug(metier)) {
      found.metier = 'Choisissez votre métier dans la liste';
    }
    if (!zone.trim()) {
      found.zone = 'Saisissez votre zone d’intervention';
    }
    // The server's rules (shared contract): length, common passwords, invisible characters, 72 bytes.
    const passwordError = passwordProblem(password);
    if (passwordError) {
      found.password = passwordError;
    }
    return found;
  }

  function clearError(field: Field) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (registration.isPending) {
      return;
    }
    const found = validate();
    setErrors(found);
    // core-journey §5: a missing trade or zone is also announced by a toast, and stops the submission.
    if (found.metier) {
      notifyWarning(MISSING_TRADE_MESSAGE);
    } else if (found.zone) {
      notifyWarning(MISSING_ZONE_MESSAGE);
    }
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`register-${firstInvalid}`)?.focus();
      return;
    }
    if (!isTradeSlug(metier)) {
      return;
    }

    const body: RegisterRequest = {
      prenom: prenom.trim(),
      nom: nom.trim(),
      email: email.trim(),
      metier,
      zone_geographique: zone.trim(),
      password,
    };
    setServerError(null);
    registration.mutate(body, {
      onSuccess: (auth) => {
        signIn(auth);
        notifySuccess(`Bienvenue sur BatiAO, ${auth.user.prenom} ! Votre compte est créé.`);
        void navigate('/dashboard', { replace: true });
      },
      onError: (failure) => {
        const message = registerErrorMessage(failure);
        setServerError(message);
        notifyError(message);
      },
    });
  }

  const pending = registration.isPending;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="Inscription">
      <FormAlert message={serverError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="register-prenom"
          label="Prénom"
          name="prenom"
          autoComplete="given-name"
          required
          value={prenom}
          error={errors.prenom}
          onChange={(event) => {
            setPrenom(event.target.value);
            clearError('prenom');
          }}
        />
        <TextField
          id="register-nom"
          label="Nom"
          name="nom"
          autoComplete="family-name"
          required
          value={nom}
          error={errors.nom}
          onChange={(event) => {
            setNom(event.target.value);
            clearError('nom');
          }}
        />
      </div>
      <TextField
        id="register-email"
        label="Adresse e-mail professionnelle"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="vous@entreprise.fr"
        required
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          clearError('email');
        }}
      />
      <div>
        <FieldLabel htmlFor="register-metier" required>
          Métier
        </FieldLabel>
        <div className="relative">
          <select
            id="register-metier"
            name="metier"
            required
            aria-required
            aria-invalid={errors.metier ? true : undefined}
            aria-describedby={errors.metier ? 'register-metier-error' : undefined}
            value={metier}
            onChange={(event) => {
              setMetier(event.target.value);
              clearError('metier');
            }}
            className={inputClasses(Boolean(errors.metier), 'appearance-none pr-10', metier === '')}
          >
            <option value="">Sélectionnez votre métier</option>
            {TRADES.map((trade) => (
              <option key={trade.slug} value={trade.slug} className="text-slate-900">
                {trade.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-slate-500"
          />
        </div>
        {errors.metier ? <FieldError id="register-metier-error">{errors.metier}</FieldError> : null}
      </div>
      {renderZoneField({
        id: 'register-zone',
        name: 'zone_geographique',
        value: zone,
        onChange: (next) => {
          setZone(next);
          clearError('zone');
        },
        required: true,
        error: errors.zone,
      })}
      <div>
        <FieldLabel htmlFor="register-password" required>
          Mot de passe
        </FieldLabel>
        <PasswordInput
          id="register-password"
          name="password"
          autoComplete="new-password"
          placeholder={`${PASSWORD_MIN_LENGTH} caractères minimum`}
          required
          aria-required
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'register-password-error' : 'register-password-hint'}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearError('password');
          }}
        />
        {errors.password ? (
          <FieldError id="register-password-error">{errors.password}</FieldError>
        ) : (
          <FieldHint id="register-password-hint">{PASSWORD_HINT}</FieldHint>
        )}
      </div>
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={pending}>
        {pending ? <Spinner className="size-4" /> : <UserPlus aria-hidden="true" className="size-4" />}
        {pending ? 'Création du compte...' : 'Créer mon compte gratuitement'}
      </Button>
      <p className="text-center text-xs leading-5 text-slate-500">
        En créant votre compte, vous acceptez les{' '}
        <Link
          to="/legal/terms"
          className="font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900"
        >
          conditions d’utilisation
        </Link>{' '}
        et la{' '}
        <Link
          to="/legal/privacy"
          className="font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900"
        >
          politique de confidentialité
        </Link>
        .
      </p>
    </form>
  );
}
