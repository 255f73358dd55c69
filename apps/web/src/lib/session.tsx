import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthResponse, User } from '@batiao/shared/contracts/auth';
import { setAuthToken } from './api-client';
import { reportError } from './report-error';
import { clearStoredToken, readStoredToken, storeToken } from './session-storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: User | null;
  token: string | null;
  /** Stores the token and the user returned by login or registration. */
  signIn: (auth: AuthResponse) => void;
  /** Forgets the token and the user. The caller decides where to go next. */
  signOut: () => void;
  /** Re-reads the current user (after a payment, a profile change…); failures are only logged. */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

interface SessionState {
  status: SessionStatus;
  user: User | null;
  token: string | null;
}

function initialState(): SessionState {
  const token = readStoredToken();
  setAuthToken(token);
  return { status: token ? 'loading' : 'anonymous', user: null, token };
}

export interface SessionProviderProps {
  /** Reads the user behind a token (GET /api/auth/me); injected so that lib/ stays feature-free. */
  loadUser: (token: string) => Promise<User>;
  children: ReactNode;
}

export function SessionProvider({ loadUser, children }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(initialState);
  // Bumped by every sign-in/sign-out so that a late /me answer cannot resurrect an old session.
  const generation = useRef(0);
  const initialToken = useRef(state.token);

  useEffect(() => {
    const token = initialToken.current;
    if (!token) {
      return;
    }
    const started = generation.current;
    let cancelled = false;
    loadUser(token).then(
      (user) => {
        if (cancelled || started !== generation.current) {
          return;
        }
        setState({ status: 'authenticated', user, token });
      },
      (error: unknown) => {
        if (cancelled || started !== generation.current) {
          return;
        }
        clearStoredToken();
        setAuthToken(null);
        setState({ status: 'anonymous', user: null, token: null });
        reportError(error, 'Session expirée ou invalide : le jeton enregistré a été supprimé.');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [loadUser]);

  const signIn = useCallback((auth: AuthResponse) => {
    generation.current += 1;
    storeToken(auth.token);
    setAuthToken(auth.token);
    setState({ status: 'authenticated', user: auth.user, token: auth.token });
  }, []);

  const signOut = useCallback(() => {
    generation.current += 1;
    clearStoredToken();
    setAuthToken(null);
    setState({ status: 'anonymous', user: null, token: null });
  }, []);

  const currentToken = state.token;
  const refresh = useCallback(async () => {
    const token = currentToken;
    if (!token) {
      return;
    }
    const started = generation.current;
    try {
      const user = await loadUser(token);
      if (started === generation.current) {
        setState((current) => (current.token === token ? { ...current, status: 'authenticated', user } : current));
      }
    } catch (error) {
      console.error('Impossible de rafraîchir les informations du compte.', error);
    }
  }, [loadUser, currentToken]);

  const value = useMemo<Session>(() => ({ ...state, signIn, signOut, refresh }), [state, signIn, signOut, refresh]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error('useSession doit être utilisé sous <SessionProvider>.');
  }
  return session;
}
