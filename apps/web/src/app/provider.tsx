import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastArea } from '../components/layout/toast-area';
import { SessionProvider } from '../lib/session';
import { getCurrentUser } from '../features/auth/api/get-current-user';

// Stable reference: the session restores itself once per mount.
const loadUser = (token: string) => getCurrentUser(token);

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider loadUser={loadUser}>
        {children}
        <ToastArea />
      </SessionProvider>
    </QueryClientProvider>
  );
}
