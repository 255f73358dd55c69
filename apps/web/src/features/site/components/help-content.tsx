import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SitePage, SiteSection, siteLinkClass } from './site-page';

/** A how-to with the product's own screen (screenshots in public/help, under 150 KB each). */
export const HOW_TOS: { id: string; title: string; image: string; alt: string; steps: string[] }[] = [
  {
    id: 'aide-compte',
    title: 'Créer votre compte',
    image: '/help/inscription.webp',
    alt: 'Le formulaire d’inscription de BatiAO : prénom, nom, e-mail, métier, zone d’intervention et mot de passe.',
    steps: [
      'Cliquez sur « Commencer gratuitement » en haut de la page.',
      'Indiquez vos nom, prénom et adresse e-mail, choisissez votre métier dans la liste et tapez la commune où vous travaillez : choisissez-la parmi les suggestions.',
      'Choisissez un mot de passe d’au moins 10 caractères, puis « Créer mon compte gratuitement ». Vous arrivez sur votre tableau de bord.',
    ],
  },
  {
    id: 'aide-dossier',
    title: 'Compléter votre dossier administratif',
    image: '/help/dossier.webp',
    alt: 'La page Dossier administratif : l’état du dossier et les cartes des pièces à déposer.',
    steps: [
      'Ouvrez « Dossier » dans le menu : les 13 pièces attendues y sont listées, les indispensables en premier.',
      'Sur chaque carte, déposez le fichier (PDF, JPEG, PNG ou Word, 10 Mo maximum) et indiquez sa date de validité quand il en a une.',
      'La barre de progression passe au vert à 80 %. BatiAO vous prévient par e-mail avant qu’une pièce n’expire.',
    ],
  },
  {
    id: 'aide-marches',
    title: 'Trouver les appels d’offres qui vous concernent',
    image: '/help/appels-offres.webp',
    alt: 'La liste des appels d’offres filtrée par métier et par zone, avec la recherche, les filtres et les compteurs.',
    steps: [
      'Ouvrez « Appels d’Offres » : la liste ne montre que les marchés de votre métier dans votre zone.',
      'Cherchez par mot-clé, filtrez les marchés actifs ou urgents (date limite proche) et regardez le score de compatibilité.',
      'Ouvrez un marché pour lire son détail et l’avis officiel au BOAMP, qui seul fait foi.',
    ],
  },
  {
    id: 'aide-reponse',
    title: 'Générer et relire une réponse',
    image: '/help/reponse.webp',
    alt: 'Une réponse générée : la lettre de candidature, le mémoire technique et la liste des pièces, avec les boutons de téléchargement.',
    steps: [
      'Avec un abonnement, cliquez sur « Générer réponse » depuis un marché encore ouvert.',
      'En quelques secondes, la lettre de candidature, le mémoire technique et la liste des pièces sont rédigés à partir de votre profil. Ce qui manque dans « Mon entreprise » apparaît surligné « [À compléter] » : renseignez-le ou corrigez le texte.',
      'Relisez et corrigez chaque partie, puis téléchargez le PDF ou le fichier Word et déposez-le sur la plateforme de l’acheteur.',
    ],
  },
];

const FAQ: { q: string; a: ReactNode }[] = [
  {
    q: 'D’où viennent les appels d’offres ?',
    a: 'Du BOAMP, le bulletin officiel des annonces des marchés publics, importé automatiquement toutes les 2 heures. Les avis sont filtrés selon votre métier et votre zone d’intervention.',
  },
  {
    q: 'Je ne vois aucun appel d’offres : pourquoi ?',
    a: 'Vérifiez votre métier et votre zone d’intervention : seuls les marchés correspondants sont affichés. Il arrive aussi qu’aucun marché de votre métier ne soit publié dans votre secteur pendant quelques jours. La date de la dernière synchronisation est indiquée en haut de la liste.',
  },
  {
    q: 'Puis-je déposer telle quelle la réponse générée ?',
    a: 'Non : c’est une proposition rédigée automatiquement. Relisez-la, vérifiez les engagements, les prix et les délais, complétez-la si besoin, puis déposez-la vous-même sur la plateforme de l’acheteur avant la date limite.',
  },
  {
    q: 'Quels fichiers puis-je déposer dans mon dossier ?',
    a: 'Des PDF, des images JPEG ou PNG et des documents Word, jusqu’à 10 Mo par fichier, dans la limite de l’espace de votre formule. Le fichier est vérifié d’après son contenu.',
  },
  {
    q: 'Comment arrêter les e-mails d’alerte ?',
    a: 'Depuis votre tableau de bord, désactivez les alertes par e-mail. Vous continuez à voir les nouveaux marchés dans l’application.',
  },
  {
    q: 'J’ai oublié mon mot de passe ou je pense qu’il a fui.',
    a: (
      <>
        Connecté, changez-le depuis la page « Mon entreprise », rubrique sécurité du compte : toutes vos autres sessions
        sont fermées. Si vous ne pouvez plus vous connecter,{' '}
        <Link to="/contact" className={siteLinkClass}>
          écrivez-nous
        </Link>{' '}
        depuis l’adresse e-mail de votre compte.
      </>
    ),
  },
  {
    q: 'Comment résilier mon abonnement ?',
    a: (
      <>
        Depuis la page Abonnement, à tout moment : la résiliation prend effet à la fin de la période payée. Les détails
        figurent dans les{' '}
        <Link to="/legal/sales" className={siteLinkClass}>
          conditions générales de vente
        </Link>
        .
      </>
    ),
  },
  {
    q: 'Comment récupérer ou supprimer mes données ?',
    a: (
      <>
        Depuis votre compte, exportez vos données ou supprimez votre compte. Vos droits sont décrits dans la{' '}
        <Link to="/legal/privacy" className={siteLinkClass}>
          politique de confidentialité
        </Link>
        .
      </>
    ),
  },
];

/** /help: the how-tos with screenshots of the product, then the FAQ. */
export function HelpContent() {
  return (
    <SitePage
      eyebrow="Centre d’aide"
      title="Prendre BatiAO en main"
      lead={<p>Les quatre gestes essentiels, en images, puis les réponses aux questions les plus fréquentes.</p>}
    >
      <nav aria-label="Sommaire de l’aide" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ol className="grid gap-2 text-sm sm:grid-cols-2">
          {HOW_TOS.map((howTo, index) => (
            <li key={howTo.id}>
              <a href={`#${howTo.id}`} className={siteLinkClass}>
                {index + 1}. {howTo.title}
              </a>
            </li>
          ))}
          <li>
            <a href="#aide-faq" className={siteLinkClass}>
              Questions fréquentes
            </a>
          </li>
        </ol>
      </nav>

      {HOW_TOS.map((howTo, index) => (
        <SiteSection key={howTo.id} id={howTo.id} title={`${index + 1}. ${howTo.title}`}>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
            <ol className="list-decimal space-y-3 pl-5 text-slate-700 marker:font-semibold marker:text-amber-600">
              {howTo.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <img
                src={howTo.image}
                alt={howTo.alt}
                width={1280}
                height={800}
                loading="lazy"
                className="h-auto w-full"
              />
            </figure>
          </div>
        </SiteSection>
      ))}

      <SiteSection id="aide-faq" title="Questions fréquentes">
        <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {FAQ.map((item) => (
            <details key={item.q} className="group p-5">
              <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                <span className="mr-2 inline-block text-amber-600 transition-transform group-open:rotate-90">›</span>
                {item.q}
              </summary>
              <div className="mt-3 pl-5 text-slate-600">{item.a}</div>
            </details>
          ))}
        </div>
        <p className="mt-6 text-slate-600">
          Vous ne trouvez pas votre réponse ?{' '}
          <Link to="/contact" className={siteLinkClass}>
            Contactez-nous
          </Link>
          .
        </p>
      </SiteSection>
    </SitePage>
  );
}
