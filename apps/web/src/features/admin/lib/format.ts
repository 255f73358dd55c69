const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
const shortDay = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

export const formatEuros = (cents: number): string => euros.format(cents / 100);
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
/** 'YYYY-MM-DD' → 'JJ/MM'. */
export const formatDay = (day: string): string => shortDay.format(new Date(`${day}T00:00:00Z`));
export const formatMs = (ms: number | null): string =>
  ms === null ? '—' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} s`;

export const PLAN_LABELS: Record<string, string> = {
  free: 'Gratuit',
  essentiel: 'Essentiel',
  pro: 'Pro',
  expert: 'Expert',
};

export const ROLE_LABELS: Record<string, string> = { admin: 'Administrateur', user: 'Utilisateur' };

export const SYNC_STATUS_LABELS: Record<string, string> = {
  success: 'Réussie',
  failed: 'En échec',
  running: 'En cours',
};

export const TRIGGER_LABELS: Record<string, string> = {
  schedule: 'Planifiée',
  start: 'Démarrage',
  manual: 'Manuelle',
};
