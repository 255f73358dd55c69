import { BookOpen, Mail, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { OperatorField } from '../../features/legal/components/operator-field';
import { useOperatorState } from '../../features/site/api/get-operator';
import { ContactForm } from '../../features/site/components/contact-form';
import { SitePage } from '../../features/site/components/site-page';
import { usePageMeta } from '../../lib/page-meta';

const linkClass = 'font-medium text-amber-700 underline underline-offset-2 hover:text-amber-800';

/** /contact: the contact form, beside the other ways to get an answer. */
export function ContactPage() {
  usePageMeta({
    title: 'Contact',
    description: 'Une question sur BatiAO, votre abonnement ou vos données ? Écrivez à l’équipe.',
  });
  const operator = useOperatorState();
  return (
    <SitePage
      eyebrow="Contact"
      title="Écrivez-nous"
      lead={<p>Une question sur le service, votre abonnement ou vos données : nous vous répondons par e-mail.</p>}
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
        <aside className="space-y-5 text-sm text-slate-600">
          <div className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5">
            <Mail aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
            <p>
              Par e-mail : <OperatorField state={operator} field="email" />
            </p>
          </div>
          <div className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5">
            <BookOpen aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
            <p>
              La réponse est peut-être déjà dans le{' '}
              <Link to="/help" className={linkClass}>
                centre d’aide
              </Link>
              .
            </p>
          </div>
          <div className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5">
            <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
            <p>
              Une faille de sécurité à signaler ? Voir la page{' '}
              <Link to="/security" className={linkClass}>
                Sécurité
              </Link>
              .
            </p>
          </div>
        </aside>
      </div>
    </SitePage>
  );
}
