import { Bot, CreditCard, FileDown, Landmark, Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { CardGrid, InfoCard, SitePage, SiteSection, siteLinkClass } from './site-page';

/** /integrations: the outside services the product really talks to, and how. */
export function IntegrationsContent() {
  return (
    <SitePage
      eyebrow="Intégrations"
      title="Les services avec lesquels BatiAO travaille"
      lead={
        <p>
          BatiAO s’appuie sur quelques services choisis, chacun pour une tâche précise. Voici lesquels, et ce qu’ils
          reçoivent.
        </p>
      }
    >
      <SiteSection id="integrations-sources" title="Sources de données">
        <CardGrid>
          <InfoCard icon={Landmark} title="BOAMP (DILA)">
            <p>
              Les avis de marchés publics sont lus sur le portail open data du Bulletin officiel des annonces des
              marchés publics, toutes les 2 heures, avec un rattrapage des 30 derniers jours au premier démarrage.
              Appels d’offres, rectificatifs et annulations sont pris en compte.
            </p>
            <p>Le service ne fait que lire ces avis publics : aucune donnée vous concernant n’est envoyée au BOAMP.</p>
          </InfoCard>
          <InfoCard icon={MapPin} title="Référentiel des communes">
            <p>
              La saisie de votre zone d’intervention s’appuie sur le découpage administratif INSEE / etalab et sur les
              coordonnées GeoNames, embarqués dans le service : aucune requête externe.
            </p>
          </InfoCard>
        </CardGrid>
      </SiteSection>

      <SiteSection id="integrations-services" title="Paiement, e-mail et rédaction">
        <CardGrid>
          <InfoCard icon={CreditCard} title="Stripe">
            <p>
              Les abonnements sont payés sur la page de paiement sécurisée de Stripe (Stripe Checkout) ; le portail
              client Stripe permet de changer de carte ou de résilier. Vos numéros de carte ne transitent jamais par
              BatiAO ; Stripe nous informe des paiements par des notifications signées.
            </p>
          </InfoCard>
          <InfoCard icon={Mail} title="E-mail (SMTP)">
            <p>
              Les alertes de nouveaux marchés, les rappels d’échéance de vos documents et les messages du formulaire de
              contact partent par le serveur d’envoi (SMTP) de l’exploitant.
            </p>
          </InfoCard>
          <InfoCard icon={Bot} title="Intelligence artificielle">
            <p>
              Par défaut, les réponses sont rédigées par le moteur intégré à BatiAO, sur nos serveurs : rien n’est
              envoyé à un tiers.
            </p>
            <p>
              L’exploitant peut aussi brancher un modèle de langage externe compatible avec l’API OpenAI (Mistral AI,
              OpenAI, ou un modèle hébergé avec Ollama ou vLLM). Il reçoit alors l’avis de marché et les éléments de
              votre profil utiles à la réponse.
            </p>
          </InfoCard>
          <InfoCard icon={FileDown} title="Formats d’échange">
            <p>
              Réponses en PDF et en Word (.docx), prêtes à être déposées sur la plateforme de l’acheteur. Catalogue de
              prix exportable en CSV (séparateur point-virgule) pour votre tableur.
            </p>
          </InfoCard>
        </CardGrid>
      </SiteSection>

      <p className="text-sm text-slate-600">
        Le détail des données transmises à chaque prestataire figure dans la{' '}
        <Link to="/legal/privacy" className={siteLinkClass}>
          politique de confidentialité
        </Link>
        . Une intégration qui vous manque ?{' '}
        <Link to="/contact" className={siteLinkClass}>
          Écrivez-nous
        </Link>
        .
      </p>
    </SitePage>
  );
}
