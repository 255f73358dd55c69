import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LogIn } from 'lucide-react';
import { FieldError, FieldLabel, TextField } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { loginErrorMessage, useLogin } from '../api/login';
import { FormAlert } from './form-alert';
import { isEmail } from '../../../lib/validation';

// (no emoji: a machine without an emoji font draws a box — seen in the e2e screenshots)
export const LOGIN_SUCCESS_MESSAGE = 'Connexion réussie ! Bienvenue dans votre espace BatiAO.';

type LoginErrors = Partial<Record<'email' | 'password', string>>;

/** Where to go once signed in: the page the visitor was sent away from (`state.from`, same site only), else the dashboard. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')
    ? from
    : '/dashboard';
}

export function LoginForm() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  function validate(): LoginErrors {
    const found: LoginErrors = {};
    if (!email.trim()) {
      found.email = 'Saisissez votre adresse e-mail';
    } else if (!isEmail(email)) {
      found.email = 'Adresse e-mail invalide';
    }
    if (!password) {
      found.password = 'Saisissez votre mot de passe';
    }
    return found;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) {
      return;
    }
    const found = validate();
    setErrors(found);
    const firstInvalid = (['email', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`login-${firstInvalid}`)?.focus();
      return;
    }
    setServerError(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (auth) => {
          signIn(auth);
          notifySuccess(LOGIN_SUCCESS_MESSAGE);
          void navigate(returnPath(location.state), { replace: true });
        },
        onError: (failure) => {
          const message = loginErrorMessage(failure);
          setServerError(message);
          notifyError(message);
        },
      },
    );
  }

  const pending = login.isPending;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="Connexion">
      <FormAlert message={serverError} />
      <TextField
        id="login-email"
        label="Adresse e-mail"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="vous@entreprise.fr"
        required
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div>
        <FieldLabel htmlFor="login-password" required>
          Mot de passe
        </FieldLabel>
        <PasswordInput
          id="login-password"
          name="password"
          autoComplete="current-password"
          placeholder="Votre mot de passe"
          required
          aria-required
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {errors.password ? <FieldError id="login-password-error">{errors.password}</FieldError> : null}
      </div>
      <Button type="submit" variant="primary" size="lg" className="w-full" disabled={pending}>
        {pending ? <Spinner className="size-4" /> : <LogIn aria-hidden="true" className="size-4" />}
        {pending ? 'Connexion...' : 'Se connecter'}
      </Button>
    </form>
  );
}
