import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One titled block of the detail page; `id` is its anchor (/tenders/{id}#reponse). */
export function Panel({
  id,
  title,
  icon: Icon,
  children,
  className = '',
}: {
  id: string;
  title: string;
  icon?: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6 ${className}`}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {Icon ? <Icon aria-hidden="true" className="size-5 text-slate-400" /> : null}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A grey « Non communiqué »-style value. */
export const muted = (text: string) => <span className="text-slate-500">{text}</span>;
