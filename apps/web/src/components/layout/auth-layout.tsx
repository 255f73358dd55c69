import type { ReactNode } from 'react';
import { BadgeCheck, FileText, Radar } from 'lucide-react';

const POINTS = [
  {
    icon: Radar,
    title: 'Les marchés qui vous correspondent',
    text: 'Les appels d’offres publics filtrés selon votre métier et votre zone d’intervention.',
  },
  {
    icon: BadgeCheck,
    title: 'Un dossier administratif prêt',
    text: 'Kbis, URSSAF, assurances : BatiAO vous signale ce qui manque avant qu’il ne soit trop tard.',
  },
  {
    icon: FileText,
    title: 'Une réponse rédigée pour vous',
    text: 'Lettre de candidature, mémoire technique et liste des pièces, générés en 30 secondes à 2 minutes.',
  },
];

interface AuthLayoutProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Sign-in and sign-up frame: the form card beside a short reminder of what BatiAO does. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-16 lg:px-8">
        <div className="mx-auto w-full max-w-xl lg:order-1">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            <p className="mt-2 text-[15px] text-slate-600">{subtitle}</p>
            <div className="mt-8">{children}</div>
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
        </div>
        <aside className="relative hidden overflow-hidden rounded-2xl bg-ink-900 p-10 text-white lg:order-2 lg:block lg:self-start">
          <div aria-hidden="true" className="bg-blueprint absolute inset-0" />
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-72 rounded-full bg-amber-500/20 blur-3xl"
          />
          <div className="relative">
            <p className="text-sm font-semibold tracking-wide text-amber-400 uppercase">Pourquoi BatiAO</p>
            <h2 className="mt-3 text-2xl leading-snug font-bold">
              Répondez aux marchés publics sans y passer vos soirées.
            </h2>
            <ul className="mt-8 space-y-6">
              {POINTS.map(({ icon: Icon, title: pointTitle, text }) => (
                <li key={pointTitle} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                    <Icon aria-hidden="true" className="size-5 text-amber-400" />
                  </span>
                  <span>
                    <span className="block font-semibold">{pointTitle}</span>
                    <span className="mt-1 block text-sm leading-6 text-slate-300">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-10 border-t border-white/10 pt-6 text-sm text-slate-400">
              Environ 1 200 artisans du bâtiment utilisent déjà BatiAO.
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
