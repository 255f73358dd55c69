import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface SitePageProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** The frame of the footer pages: a dark header band, then the page's sections. */
export function SitePage({ eyebrow, title, lead, children }: SitePageProps) {
  return (
    <div className="bg-slate-50">
      <header className="relative overflow-hidden bg-ink-900 text-white">
        <div aria-hidden="true" className="bg-blueprint absolute inset-0" />
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-amber-500/20 blur-3xl" />
        <div className="relative mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-amber-400 uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <div className="mt-5 max-w-3xl text-lg leading-8 text-slate-300">{lead}</div>
        </div>
      </header>
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">{children}</div>
    </div>
  );
}

export function SiteSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {intro ? <div className="mt-2 max-w-3xl text-slate-600">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A card with an icon, a title and a text: features, integrations, security measures. */
export function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1.5 space-y-2 text-sm leading-6 text-slate-600">{children}</div>
      </div>
    </li>
  );
}

export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2" aria-label={label}>
      {children}
    </ul>
  );
}

export const siteLinkClass = 'font-medium text-amber-700 underline underline-offset-2 hover:text-amber-800';
