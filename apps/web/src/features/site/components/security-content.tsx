import type { Operator } from '@batiao/shared/contracts/site';
import { DOCUMENT_MAX_BYTES } from '@batiao/shared/contracts/documents';
import { PASSWORD_MIN_LENGTH } from '@batiao/shared/domain/passwords';
import { DatabaseBackup, FileSearch, Gauge, KeyRound, Lock, ShieldCheck, UserCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CardGrid, InfoCard, SitePage, SiteSection, siteLinkClass } from './site-page';

const MAX_MIB = Math.round(DOCUMENT_MAX_BYTES / 1024 / 1024);

interface SecurityContentProps {
  operator: Operator | undefined;
  isPending: boolean;
}

/** /security: what the product really does to protect accounts and data, and how to report a flaw. */
export function SecurityContent({ operator, isPending }: SecurityContentProps) {
  const contact = operator?.security_email ?? null;
  return (
    <SitePage
      eyebrow="Sécurité"
      title="Comment BatiAO protège votre compte et vos documents"
      lead={
        <p>
          Vos pièces administratives et vos réponses sont des données sensibles pour votre entreprise. Voici, sans
          jargon inutile, les mesures réellement en place.
        </p>
      }
    >
      <SiteSection id="security-comptes" title="Comptes et sessions">
        <CardGrid>
          <InfoCard icon={KeyRound} title="Mots de passe hachés avec bcrypt">
            <p>
              Les mots de passe ne sont jamais stockés en clair : ils sont hachés avec bcrypt (facteur de coût 12). Un
              mot de passe compte au moins {PASSWORD_MIN_LENGTH} caractères et les mots de passe les plus courants sont
              refusés.
            </p>
          </InfoCard>
          <InfoCard icon={Lock} title="Sessions signées (JWT)">
            <p>
              Chaque session est un jeton JWT signé (HS256) d’une durée limitée. Changer de mot de passe ou choisir « Se
              déconnecter de tous les appareils » invalide immédiatement toutes les autres sessions.
            </p>
          </InfoCard>
          <InfoCard icon={Gauge} title="Tentatives limitées">
            <p>
              Les connexions sont limitées par compte et par adresse IP (5 essais par compte et par adresse en 15
              minutes), de même que les inscriptions, les générations et le formulaire de contact. Au-delà, le service
              répond « trop de tentatives » et indique quand réessayer.
            </p>
          </InfoCard>
          <InfoCard icon={UserCheck} title="Chacun ses données">
            <p>
              Chaque requête est vérifiée : un utilisateur n’accède qu’à ses propres documents, réponses et prix. Les
              fonctions d’administration sont réservées au rôle administrateur.
            </p>
          </InfoCard>
        </CardGrid>
      </SiteSection>

      <SiteSection id="security-fichiers" title="Fichiers et infrastructure">
        <CardGrid>
          <InfoCard icon={FileSearch} title="Fichiers vérifiés par leur contenu">
            <p>
              Un fichier déposé est identifié par son contenu, jamais par son nom ni par le type annoncé par le
              navigateur : seuls les PDF, JPEG, PNG et documents Word sont acceptés, {MAX_MIB} Mo au plus, dans la
              limite de l’espace de votre formule. Les téléchargements sont servis sans interprétation par le
              navigateur.
            </p>
          </InfoCard>
          <InfoCard icon={ShieldCheck} title="En-têtes et chiffrement">
            <p>
              En production, tout passe en HTTPS avec HSTS. Une politique de sécurité du contenu (CSP) stricte
              n’autorise que nos propres scripts, et le service refuse d’être affiché dans le cadre d’un autre site.
            </p>
          </InfoCard>
          <InfoCard icon={DatabaseBackup} title="Sauvegardes">
            <p>
              Toutes les données (base et fichiers) sont regroupées dans un seul espace de stockage ou une base
              PostgreSQL, que l’exploitant sauvegarde chez son hébergeur. Vous pouvez à tout moment exporter vos propres
              données depuis votre compte.
            </p>
          </InfoCard>
        </CardGrid>
      </SiteSection>

      <SiteSection
        id="security-signaler"
        title="Signaler une faille"
        intro={
          <p>
            Vous pensez avoir trouvé une vulnérabilité ? Merci de nous l’écrire avant de la rendre publique : nous
            accusons réception sous 72 heures et vous tenons informé de sa correction.
          </p>
        }
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-slate-700">
            Adresse de signalement :{' '}
            {isPending ? (
              <span className="inline-block h-4 w-40 animate-pulse rounded bg-slate-200 align-middle" />
            ) : contact ? (
              <a href={`mailto:${contact}`} className={siteLinkClass}>
                {contact}
              </a>
            ) : (
              <>
                <mark className="rounded bg-amber-100 px-1 font-medium text-amber-900">[à renseigner]</mark> — en
                attendant, utilisez le{' '}
                <Link to="/contact" className={siteLinkClass}>
                  formulaire de contact
                </Link>{' '}
                avec l’objet « Sécurité ».
              </>
            )}
          </p>
          <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-slate-600 marker:text-amber-500">
            <li>décrivez la faille, les étapes pour la reproduire et son impact possible ;</li>
            <li>n’accédez pas aux données d’autres utilisateurs et ne dégradez pas le service ;</li>
            <li>laissez-nous un délai raisonnable pour corriger avant toute publication.</li>
          </ul>
        </div>
      </SiteSection>
    </SitePage>
  );
}
