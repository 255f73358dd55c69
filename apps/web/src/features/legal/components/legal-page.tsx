import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The date the legal texts state (supporting-areas §2: the privacy policy of 26 June 2025). */
export const LEGAL_UPDATED_ON = '26 juin 2025';

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  /** « Dernière mise à jour : … » under the title. */
  updatedOn?: string;
  children: ReactNode;
  /** Links at the foot of the text (the privacy policy names the other legal pages). */
  footer?: ReactNode;
}

/** The frame of every legal page: the back-to-home link, the title, the date and the articles. */
export function LegalPage({ title, intro, updatedOn, children, footer }: LegalPageProps) {
  return (
    <div className="bg-slate-50 py-12 sm:py-16">
      <article className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-sm sm:px-12 sm:py-14">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour à l’accueil
        </Link>
        <p className="mt-8 text-sm font-semibold tracking-wide text-amber-600 uppercase">Informations légales</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {updatedOn ? (
          <p className="mt-3 text-sm text-slate-500">
            Dernière mise à jour : <time>{updatedOn}</time>
          </p>
        ) : null}
        <div className="mt-4 space-y-3 text-slate-600">{intro}</div>
        <div className="mt-10 space-y-10">{children}</div>
        {footer ? (
          <footer className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">{footer}</footer>
        ) : null}
      </article>
    </div>
  );
}

/** One numbered article, a labelled section. */
export function LegalArticle({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-[0.95rem] leading-7 text-slate-700">{children}</div>
    </section>
  );
}

export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-5 marker:text-amber-500">{children}</ul>;
}

export const legalLinkClass = 'font-medium text-amber-700 underline underline-offset-2 hover:text-amber-800';
