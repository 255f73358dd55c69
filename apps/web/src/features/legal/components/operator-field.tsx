import type { Operator } from '@batiao/shared/contracts/site';

/** The operator's identity as the page has it: loading, unavailable, or read from the server. */
export interface OperatorState {
  operator: Operator | undefined;
  isPending: boolean;
  isError: boolean;
}

/** What an unset OPERATOR_* setting shows: visible, so that it is filled before going live. */
export const OPERATOR_PLACEHOLDER = '[à renseigner]';

/** One field of the operator's identity: its value, « [à renseigner] » when unset, « … » while loading. */
export function OperatorField({ state, field }: { state: OperatorState; field: keyof Operator }) {
  if (state.isPending) {
    return (
      <span className="inline-block h-4 w-32 animate-pulse rounded bg-slate-200 align-middle" aria-label="Chargement" />
    );
  }
  if (state.isError || !state.operator) {
    return <span className="text-slate-500 italic">(information momentanément indisponible)</span>;
  }
  const value = state.operator[field];
  if (value === null) {
    return (
      <mark data-placeholder={field} className="rounded bg-amber-100 px-1 font-medium text-amber-900">
        {OPERATOR_PLACEHOLDER}
      </mark>
    );
  }
  if (field === 'email' || field === 'security_email') {
    return (
      <a
        href={`mailto:${value}`}
        className="font-medium text-amber-700 underline underline-offset-2 hover:text-amber-800"
      >
        {value}
      </a>
    );
  }
  return <span data-operator={field}>{value}</span>;
}
