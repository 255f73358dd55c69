import {
  Bell,
  Building2,
  Calculator,
  FileCheck2,
  FileText,
  Gauge,
  LayoutDashboard,
  Radar,
  Search,
  ShieldCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { CardGrid, InfoCard, SitePage, SiteSection, siteLinkClass } from './site-page';

/** /features: what the product does today, screen by screen. */
export function FeaturesContent() {
  return (
    <SitePage
      eyebrow="Fonctionnalités"
      title="Tout pour répondre aux marchés publics, sans y passer vos soirées"
      lead={
        <p>
          BatiAO repère les appels d’offres de votre métier, vérifie que votre dossier est prêt et rédige une
          proposition de réponse que vous relisez avant de la déposer.
        </p>
      }
    >
      <SiteSection id="features-veille" title="Trouver les bons marchés">
        <CardGrid>
          <InfoCard icon={Radar} title="Veille BOAMP automatique">
            <p>
              Les avis du BOAMP sont importés plusieurs fois par jour et filtrés selon votre métier et votre zone
              d’intervention : vous ne voyez que ce qui vous concerne.
            </p>
          </InfoCard>
          <InfoCard icon={Search} title="Recherche et filtres">
            <p>
              Recherche par mots-clés, filtre par statut (actif, urgent, expiré) et compteurs : les marchés dont la date
              limite approche sont signalés.
            </p>
          </InfoCard>
          <InfoCard icon={Gauge} title="Score de compatibilité">
            <p>
              Chaque marché reçoit un score qui tient compte de votre métier, de votre zone et de votre dossier, pour
              choisir où répondre en priorité.
            </p>
          </InfoCard>
          <InfoCard icon={Bell} title="Alertes par e-mail">
            <p>
              Un e-mail quotidien vous signale les nouveaux marchés qui correspondent à votre activité. Vous le
              désactivez en un clic.
            </p>
          </InfoCard>
        </CardGrid>
      </SiteSection>

      <SiteSection id="features-dossier" title="Un dossier administratif toujours prêt">
        <CardGrid>
          <InfoCard icon={FileCheck2} title="13 pièces suivies">
            <p>
              Kbis, attestations URSSAF et fiscale, assurances RC Pro et décennale… Déposez vos pièces en PDF, image ou
              Word : BatiAO suit leurs dates de validité et vous prévient avant l’expiration.
            </p>
          </InfoCard>
          <InfoCard icon={Building2} title="Le profil de votre entreprise">
            <p>
              Identité, qualifications, assurances, effectifs, chiffre d’affaires, matériel et références de chantiers
              avec photos : ce qui nourrit vos réponses.
            </p>
          </InfoCard>
          <InfoCard icon={Calculator} title="Vos prix">
            <p>
              Taux horaires, majorations et catalogue de produits : vos réponses s’appuient sur votre propre grille
              tarifaire, exportable en CSV.
            </p>
          </InfoCard>
          <InfoCard icon={LayoutDashboard} title="Un tableau de bord">
            <p>
              Les derniers marchés, vos réponses générées, vos notifications et l’état de votre dossier, sur une seule
              page.
            </p>
          </InfoCard>
        </CardGrid>
      </SiteSection>

      <SiteSection
        id="features-reponse"
        title="Une réponse rédigée pour vous"
        intro={<p>Avec un abonnement, un clic sur un marché produit une proposition de réponse complète.</p>}
      >
        <CardGrid>
          <InfoCard icon={FileText} title="Lettre, mémoire technique et pièces">
            <p>
              La lettre de candidature, le mémoire technique et la liste des pièces à joindre sont rédigés à partir de
              l’avis, de votre profil et de vos références, puis mis en page en PDF et en Word.
            </p>
          </InfoCard>
          <InfoCard icon={ShieldCheck} title="Vous gardez la main">
            <p>
              Chaque contenu se relit et se modifie avant téléchargement. Une réponse générée est une proposition : à
              vous de la vérifier et de la compléter avant de la déposer.
            </p>
          </InfoCard>
        </CardGrid>
      </SiteSection>

      <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          Voir les{' '}
          <Link to="/pricing" className={siteLinkClass}>
            tarifs
          </Link>{' '}
          ou les{' '}
          <Link to="/integrations" className={siteLinkClass}>
            services connectés
          </Link>
          .
        </p>
        <ButtonLink to="/register" variant="accent" size="lg">
          Commencer gratuitement
        </ButtonLink>
      </div>
    </SitePage>
  );
}
