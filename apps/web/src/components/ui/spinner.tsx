import { LoaderCircle } from 'lucide-react';

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />;
}

/** Full-area loading state with an announced label. */
export function PageSpinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-500"
    >
      <Spinner className="size-8 text-amber-500" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
