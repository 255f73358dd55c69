import {
  ArrowRight,
  BellRing,
  Calculator,
  Check,
  CheckCircle2,
  Clock3,
  FileDown,
  FileSearch,
  FileText,
  Gauge,
  PenLine,
  PlayCircle,
  Quote,
  Radar,
  Ruler,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { TRADES } from '@batiao/shared/domain/trades';
import { ButtonLink } from '../../components/ui/button';
import { PricingPlans } from '../../components/ui/pricing-plans';
import { usePageMeta } from '../../lib/page-meta';

interface Item {
  icon: LucideIcon;
  title: string;
  text: string;
}

const STEPS: Item[] = [
  {
    icon: UserCog,
    title: 'Configurez votre profil',
    text: 'Votre métier, votre zone d’intervention et vos documents administratifs : cinq minutes, une seule fois.',
  },
  {
    icon: BellRing,
    title: 'Recevez les appels d’offres automatiquement',
    text: 'BatiAO surveille le BOAMP pour vous et vous signale chaque marché qui correspond à votre activité.',
  },
  {
    icon: Sparkles,
    title: 'Générez votre réponse en un clic',
    text: 'Lettre de candidature, mémoire technique et liste des pièces : un dossier complet en 30 secondes à 2 minutes.',
  },
];

const BENEFITS: Item[] = [
  {
    icon: Target,
    title: 'Uniquement les marchés pour vous',
    text: 'Les appels d’offres sont filtrés par métier et par zone. Fini les heures de veille sur les sites d’annonces.',
  },
  {
    icon: Clock3,
    title: 'Des heures gagnées sur chaque dossier',
    text: 'Ce qui prenait une soirée se prépare en quelques minutes, relecture comprise.',
  },
  {
    icon: ShieldCheck,
    title: 'Un dossier administratif toujours prêt',
    text: 'Kbis, URSSAF, RC Pro, décennale… BatiAO suit vos 13 pièces et vous alerte sur les 6 indispensables.',
  },
  {
    icon: Calculator,
    title: 'Vos prix, pas ceux d’un autre',
    text: 'Taux horaire, majorations, catalogue produits : vos réponses s’appuient sur votre propre grille tarifaire.',
  },
  {
    icon: TrendingUp,
    title: 'Plus de candidatures envoyées',
    text: 'Nos utilisateurs déclarent répondre jusqu’à 5 fois plus souvent qu’avant.',
  },
  {
    icon: BellRing,
    title: 'Des alertes, pas du bruit',
    text: 'Une notification quand un marché vous concerne, et rien d’autre.',
  },
];

const AI_FEATURES: Item[] = [
  {
    icon: FileSearch,
    title: 'Lecture du DCE',
    text: 'Règlement de consultation, CCTP, CCAP : l’IA en extrait les exigences qui comptent.',
  },
  {
    icon: Ruler,
    title: 'Extraction des métrés',
    text: 'Les quantités du DPGF ou du bordereau, classées par poste et par unité.',
  },
  {
    icon: Gauge,
    title: 'Score de compatibilité',
    text: 'Une estimation de vos chances, pour choisir les marchés où vous avez le plus à gagner.',
  },
  {
    icon: PenLine,
    title: 'Lettre et mémoire technique',
    text: 'Rédigés à partir de votre profil, de vos références et des exigences de l’acheteur.',
  },
  {
    icon: FileDown,
    title: 'PDF prêt à déposer',
    text: 'Un dossier mis en page que vous relisez, ajustez et déposez sur la plateforme de l’acheteur.',
  },
];

/*
 * Illustrative situations, shown as such on the page: no customer review is invented (publishing
 * made-up reviews is a misleading commercial practice under French consumer law). Replace them
 * with real, consented testimonials when there are some.
 */
const TESTIMONIALS = [
  {
    quote:
      'Avant, je passais mes dimanches sur les mémoires techniques. Maintenant je relis, j’ajuste mes prix et j’envoie. J’ai répondu à plus de marchés ce trimestre que toute l’année dernière.',
    role: 'Plombier-chauffagiste',
    place: 'Villeurbanne (69)',
  },
  {
    quote:
      'Le suivi du dossier administratif m’a évité de rater une consultation pour une attestation URSSAF périmée. Rien que pour ça, l’outil est rentabilisé.',
    role: 'Gérante, entreprise de couverture',
    place: 'Nantes (44)',
  },
  {
    quote:
      'Les appels d’offres arrivent filtrés sur mon secteur. Je ne perds plus de temps sur des marchés trop loin ou hors de mon métier.',
    role: 'Maçon',
    place: 'Toulouse (31)',
  },
];

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
}

function SectionHeading({ id, eyebrow, title, text }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold tracking-wide text-amber-600 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {text ? <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">{text}</p> : null}
    </div>
  );
}

function HeroIllustration() {
  const documents = ['Lettre de candidature', 'Mémoire technique', 'Liste des pièces à fournir'];
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div aria-hidden="true" className="absolute -inset-6 rounded-[2rem] bg-amber-500/10 blur-2xl" />
      <div className="relative rounded-2xl bg-white p-5 text-slate-900 shadow-2xl shadow-black/40 ring-1 ring-white/10 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700">
            <Radar aria-hidden="true" className="size-3.5" />
            Correspond à votre profil
          </span>
          <span className="text-xs font-medium text-slate-400">BOAMP</span>
        </div>
        <p className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">Appel d’offres</p>
        <p className="mt-1 text-lg leading-snug font-bold">Réfection de la couverture d’un groupe scolaire</p>
        <div className="mt-3 flex flex-wrap gap-2 text-xs">
          <span className="rounded-md bg-slate-100 px-2 py-1 font-medium text-slate-700">Couvreur</span>
          <span className="rounded-md bg-slate-100 px-2 py-1 font-medium text-slate-700">Procédure adaptée</span>
          <span className="rounded-md bg-slate-100 px-2 py-1 font-medium text-slate-700">Collectivité</span>
        </div>
        <div className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <Sparkles aria-hidden="true" className="size-4 text-amber-500" />
            Réponse générée
          </p>
          <ul className="mt-3 space-y-2.5">
            {documents.map((document) => (
              <li
                key={document}
                className="flex items-center justify-between gap-3 rounded-lg bg-white px-3 py-2.5 text-sm shadow-xs ring-1 ring-slate-200"
              >
                <span className="flex items-center gap-2.5">
                  <FileText aria-hidden="true" className="size-4 text-slate-400" />
                  {document}
                </span>
                <CheckCircle2 aria-hidden="true" className="size-4.5 text-emerald-600" />
              </li>
            ))}
          </ul>
          <p className="mt-4 flex h-10 items-center justify-center gap-2 rounded-lg bg-slate-900 text-sm font-semibold text-white">
            <FileDown aria-hidden="true" className="size-4" />
            Dossier PDF prêt à déposer
          </p>
        </div>
      </div>
      <div className="absolute -bottom-6 -left-4 hidden rounded-xl bg-white p-3.5 pr-5 text-slate-900 shadow-xl ring-1 ring-slate-200 sm:flex sm:items-center sm:gap-3">
        <span className="flex size-9 items-center justify-center rounded-lg bg-amber-100">
          <ShieldCheck aria-hidden="true" className="size-5 text-amber-700" />
        </span>
        <span className="text-sm leading-tight">
          <span className="block font-semibold">Dossier administratif</span>
          <span className="block text-xs text-slate-500">Kbis · URSSAF · RC Pro · Décennale</span>
        </span>
      </div>
      <figcaption className="sr-only">
        Illustration : un appel d’offres détecté et la réponse générée par BatiAO.
      </figcaption>
    </figure>
  );
}

export function LandingPage() {
  usePageMeta({
    title: 'Appels d’offres publics pour les artisans du BTP',
    description:
      'BatiAO trouve les appels d’offres publics adaptés à votre métier et à votre zone, vérifie votre dossier administratif et rédige votre réponse avec l’IA en 30 secondes à 2 minutes.',
  });

  return (
    <>
      {/* Hero */}
      <section aria-labelledby="hero-title" className="relative overflow-hidden bg-ink-900 text-white">
        <div
          aria-hidden="true"
          className="bg-blueprint absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black_40%,transparent_80%)]"
        />
        <div
          aria-hidden="true"
          className="absolute -top-40 right-0 size-[36rem] rounded-full bg-amber-500/15 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-16 px-4 pt-16 pb-24 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pt-28 lg:pb-32">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3.5 py-1.5 text-sm font-medium text-slate-200">
              <span aria-hidden="true" className="size-2 rounded-full bg-amber-400" />
              Marchés publics du bâtiment
            </p>
            <h1
              id="hero-title"
              className="mt-6 text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              Décrochez plus de <span className="text-amber-400">marchés publics</span>, sans y passer vos soirées.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-300">
              BatiAO repère les appels d’offres qui correspondent à votre métier et à votre zone, vérifie votre dossier
              administratif et rédige votre réponse avec l’IA, en 30 secondes à 2 minutes.
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/register" variant="accent" size="lg">
                Commencer gratuitement
                <ArrowRight aria-hidden="true" className="size-4.5" />
              </ButtonLink>
              <ButtonLink to="/demo" variant="inverted" size="lg">
                <PlayCircle aria-hidden="true" className="size-4.5" />
                Voir la démo
              </ButtonLink>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
              {['Sans engagement', 'Résiliable à tout moment', 'Pensé pour les artisans'].map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="size-4 text-amber-400" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <HeroIllustration />
        </div>
      </section>

      {/* Claims */}
      <section aria-label="BatiAO en chiffres" className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
          {[
            { value: '≈ 1 200', label: 'artisans utilisent BatiAO' },
            { value: '5x', label: 'plus de candidatures envoyées' },
            { value: '30 s – 2 min', label: 'pour générer une réponse complète' },
          ].map((claim) => (
            <div key={claim.label} className="text-center sm:border-l sm:border-slate-200 sm:first:border-l-0">
              <dt className="sr-only">{claim.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-slate-900">{claim.value}</dd>
              <dd className="mt-1 text-sm text-slate-600">{claim.label}</dd>
            </div>
          ))}
        </dl>
      </section>

      {/* Trades */}
      <section aria-labelledby="trades-title" className="bg-white py-14">
        <div className="mx-auto max-w-5xl px-4 text-center sm:px-6 lg:px-8">
          <h2 id="trades-title" className="text-sm font-semibold text-slate-500">
            Pensé pour tous les corps d’état du bâtiment
          </h2>
          <ul className="mt-6 flex flex-wrap justify-center gap-2.5">
            {TRADES.map((trade) => (
              <li
                key={trade.slug}
                className="rounded-full border border-slate-200 bg-slate-50 px-4 py-1.5 text-sm font-medium text-slate-700"
              >
                {trade.label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* How it works */}
      <section
        id="comment-ca-marche"
        aria-labelledby="steps-title"
        className="scroll-mt-20 bg-white pt-10 pb-24 sm:pb-28"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="steps-title"
            eyebrow="Comment ça marche"
            title="Trois étapes, et votre réponse est prête."
          />
          <ol className="relative mt-16 grid gap-6 md:grid-cols-3">
            <li
              aria-hidden="true"
              className="absolute top-10 right-[16%] left-[16%] hidden border-t-2 border-dashed border-slate-200 md:block"
            />
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
                <div className="flex items-center justify-between">
                  <span className="flex size-14 items-center justify-center rounded-xl bg-ink-900 text-amber-400 shadow-lg shadow-slate-900/20">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className="text-5xl font-bold text-slate-100" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3 className="mt-6 text-lg font-semibold text-slate-900">
                  <span className="sr-only">Étape {index + 1} : </span>
                  {title}
                </h3>
                <p className="mt-2 leading-7 text-slate-600">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* Benefits */}
      <section aria-labelledby="benefits-title" className="bg-slate-50 py-24 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="benefits-title"
            eyebrow="Avantages"
            title="Tout ce qu’il faut pour gagner des marchés, au même endroit."
            text="Vous êtes sur les chantiers, pas derrière un bureau. BatiAO s’occupe de la veille et de la paperasse."
          />
          <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200/70">
                <span className="flex size-11 items-center justify-center rounded-lg bg-amber-100 text-amber-700">
                  <Icon aria-hidden="true" className="size-5.5" />
                </span>
                <h3 className="mt-5 font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-[15px] leading-7 text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* AI features */}
      <section aria-labelledby="ai-title" className="relative overflow-hidden bg-ink-900 py-24 text-white sm:py-28">
        <div aria-hidden="true" className="bg-blueprint absolute inset-0 opacity-60" />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-20 size-[30rem] rounded-full bg-amber-500/10 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-amber-400 uppercase">Intelligence artificielle</p>
            <h2 id="ai-title" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              Une IA qui parle le langage du chantier.
            </h2>
            <p className="mt-5 text-lg leading-8 text-slate-300">
              BatiAO lit les pièces du marché, en extrait l’essentiel et rédige une réponse adaptée à votre entreprise.
              Vous gardez la main : chaque document se relit et se modifie avant envoi.
            </p>
            <ButtonLink to="/demo" variant="inverted" size="lg" className="mt-8">
              <PlayCircle aria-hidden="true" className="size-4.5" />
              Voir la démo interactive
            </ButtonLink>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {AI_FEATURES.map(({ icon: Icon, title, text }, index) => (
              <li
                key={title}
                className={`rounded-2xl border border-white/10 bg-white/[0.04] p-6 backdrop-blur-sm ${
                  index === AI_FEATURES.length - 1 ? 'sm:col-span-2' : ''
                }`}
              >
                <Icon aria-hidden="true" className="size-6 text-amber-400" />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-300">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Testimonials */}
      <section aria-labelledby="testimonials-title" className="bg-white py-24 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="testimonials-title"
            eyebrow="Témoignages"
            title="Ce que BatiAO change pour un artisan"
            text="Trois situations types, à titre d’illustration : les témoignages de nos clients prendront leur place."
          />
          <ul className="mt-16 grid gap-6 lg:grid-cols-3">
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.role}>
                <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50/60 p-7">
                  <Quote aria-hidden="true" className="size-8 text-amber-400" />
                  <blockquote className="mt-4 flex-1 leading-7 text-slate-700">« {testimonial.quote} »</blockquote>
                  <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-200 pt-5">
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-amber-400"
                    >
                      {testimonial.role.charAt(0)}
                    </span>
                    <span className="text-sm">
                      <span className="block font-semibold text-slate-900">{testimonial.role}</span>
                      <span className="block text-slate-500">{testimonial.place} · situation illustrative</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Pricing */}
      <section id="tarifs" aria-labelledby="pricing-title" className="scroll-mt-20 bg-slate-50 py-24 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="pricing-title"
            eyebrow="Tarifs"
            title="Des offres simples, sans engagement."
            text="Un abonnement mensuel, résiliable à tout moment."
          />
          <div className="mt-16">
            <PricingPlans />
          </div>
          <p className="mt-12 text-center text-sm text-slate-600">
            Besoin de comparer en détail ?{' '}
            <Link
              to="/subscription"
              className="font-semibold text-slate-900 underline decoration-amber-400 decoration-2 underline-offset-4 hover:decoration-amber-600"
            >
              Voir le comparatif des offres
            </Link>
          </p>
        </div>
      </section>

      {/* Call to action */}
      <section aria-labelledby="cta-title" className="bg-white py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="relative overflow-hidden rounded-3xl bg-ink-900 px-6 py-14 text-center text-white sm:px-12 sm:py-20">
            <div aria-hidden="true" className="bg-blueprint absolute inset-0" />
            <div
              aria-hidden="true"
              className="absolute -top-24 left-1/2 size-[28rem] -translate-x-1/2 rounded-full bg-amber-500/20 blur-3xl"
            />
            <div className="relative mx-auto max-w-2xl">
              <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                Votre prochain marché est peut-être déjà publié.
              </h2>
              <p className="mt-4 text-lg leading-8 text-slate-300">
                Rejoignez plus de 500 artisans qui ont arrêté de laisser passer les appels d’offres.
              </p>
              <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
                <ButtonLink to="/register" variant="accent" size="lg">
                  Commencer gratuitement
                  <ArrowRight aria-hidden="true" className="size-4.5" />
                </ButtonLink>
                <ButtonLink to="/demo" variant="inverted" size="lg">
                  Voir la démo
                </ButtonLink>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
