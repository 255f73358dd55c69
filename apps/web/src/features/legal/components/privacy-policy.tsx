import { Link } from 'react-router';
import { LegalArticle, LegalList, LegalPage, LEGAL_UPDATED_ON, legalLinkClass } from './legal-page';
import { OperatorField, type OperatorState } from './operator-field';

/** Privacy policy retention (supporting-areas §9): what is kept, and for how long. */
export const RETENTION_ROWS: { data: string; duration: string }[] = [
  { data: 'Données de compte et de l’entreprise', duration: 'Durée de l’abonnement + 3 ans' },
  { data: 'Données de navigation', duration: '13 mois maximum' },
  { data: 'Données de paiement (factures, transactions)', duration: '10 ans' },
  { data: 'Journaux de sécurité (connexions)', duration: '1 an' },
];

/** /legal/privacy: the privacy policy in its 11 sections (supporting-areas §2), dated 26 June 2025. */
export function PrivacyPolicy({ state }: { state: OperatorState }) {
  return (
    <LegalPage
      title="Politique de confidentialité"
      updatedOn={LEGAL_UPDATED_ON}
      intro={
        <p>
          Date d’entrée en vigueur : <time>{LEGAL_UPDATED_ON}</time>. Cette politique explique quelles données
          personnelles BatiAO traite, pourquoi, avec qui elles sont partagées, combien de temps elles sont conservées et
          comment exercer vos droits, conformément au règlement (UE) 2016/679 (RGPD) et à la loi Informatique et
          Libertés.
        </p>
      }
      footer={
        <p className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to="/legal-mentions" className={legalLinkClass}>
            Mentions légales
          </Link>
          <Link to="/terms-of-service" className={legalLinkClass}>
            Conditions générales d’utilisation
          </Link>
          <Link to="/sales-terms" className={legalLinkClass}>
            Conditions générales de vente
          </Link>
        </p>
      }
    >
      <LegalArticle id="privacy-1" title="1. Introduction et responsable du traitement">
        <p>
          Le responsable du traitement est <OperatorField state={state} field="name" /> (
          <OperatorField state={state} field="legal_form" />, SIREN <OperatorField state={state} field="siren" />
          ), dont l’adresse est : <OperatorField state={state} field="address" />. Pour toute question sur vos données :{' '}
          <OperatorField state={state} field="email" />.
        </p>
      </LegalArticle>

      <LegalArticle id="privacy-2" title="2. Données collectées">
        <LegalList>
          <li>
            <strong className="text-slate-900">Identité</strong> : nom, prénom, adresse e-mail, métier, zone
            géographique d’intervention.
          </li>
          <li>
            <strong className="text-slate-900">Entreprise</strong> : raison sociale, numéro SIRET, chiffre d’affaires,
            effectifs, certifications et qualifications professionnelles, références de chantiers et leurs photos,
            documents administratifs que vous déposez (Kbis, attestations, assurances…), vos prix et majorations.
          </li>
          <li>
            <strong className="text-slate-900">Utilisation du service</strong> : appels d’offres consultés ou soumis,
            réponses générées et leurs fichiers PDF et Word, notifications et préférences d’alerte.
          </li>
          <li>
            <strong className="text-slate-900">Données techniques</strong> : adresse IP, données de navigation,
            préférences (dont vos choix de cookies), journaux de connexion.
          </li>
          <li>
            <strong className="text-slate-900">Paiement</strong> : formule, statut et dates de l’abonnement,
            identifiants client et transactions chez notre prestataire de paiement. Vos numéros de carte bancaire sont
            saisis chez ce prestataire et ne nous sont jamais transmis.
          </li>
          <li>
            <strong className="text-slate-900">Messages</strong> : ce que vous nous écrivez par le formulaire de contact
            (nom, adresse e-mail, objet, message).
          </li>
        </LegalList>
      </LegalArticle>

      <LegalArticle id="privacy-3" title="3. Utilisation des données">
        <p>Finalités principales :</p>
        <LegalList>
          <li>créer et gérer votre compte, vous authentifier ;</li>
          <li>sélectionner les appels d’offres qui correspondent à votre métier et à votre zone ;</li>
          <li>suivre votre dossier administratif et vous prévenir des pièces manquantes ou expirées ;</li>
          <li>rédiger vos réponses (lettre, mémoire technique, liste des pièces) et produire leurs fichiers ;</li>
          <li>gérer votre abonnement, sa facturation et son paiement ;</li>
          <li>vous envoyer les e-mails du service (nouveaux marchés, rappels d’échéance), désactivables.</li>
        </LegalList>
        <p>Finalités secondaires :</p>
        <LegalList>
          <li>assurer la sécurité du service et prévenir les abus (limitation des tentatives, journaux) ;</li>
          <li>mesurer l’audience et améliorer le service, avec votre consentement ;</li>
          <li>répondre à vos messages et demandes d’assistance.</li>
        </LegalList>
      </LegalArticle>

      <LegalArticle id="privacy-4" title="4. Bases légales">
        <LegalList>
          <li>
            <strong className="text-slate-900">Exécution du contrat</strong> : compte, sélection des marchés, dossier,
            génération des réponses, abonnement et e-mails du service.
          </li>
          <li>
            <strong className="text-slate-900">Intérêt légitime</strong> : sécurité du service, prévention des abus et
            de la fraude, réponse à vos messages.
          </li>
          <li>
            <strong className="text-slate-900">Consentement</strong> : cookies de mesure d’audience et de marketing,
            retirable à tout moment.
          </li>
          <li>
            <strong className="text-slate-900">Obligation légale</strong> : conservation des pièces comptables et des
            factures.
          </li>
        </LegalList>
      </LegalArticle>

      <LegalArticle id="privacy-5" title="5. Partage des données">
        <p>
          <strong className="text-slate-900">Vos données ne sont jamais vendues.</strong> Elles ne sont communiquées
          qu’aux destinataires suivants, chacun pour ce qui est nécessaire à sa mission :
        </p>
        <LegalList>
          <li>
            l’hébergeur technique du service (<OperatorField state={state} field="host" />) ;
          </li>
          <li>le service d’envoi des e-mails, pour vous adresser les messages du service ;</li>
          <li>
            Stripe, prestataire de paiement, pour les abonnements : il traite vos données de carte en tant que
            responsable de traitement indépendant ;
          </li>
          <li>
            le fournisseur d’intelligence artificielle, lorsque la rédaction par un modèle externe est activée : il
            reçoit l’avis de marché et les éléments de votre profil utiles à la réponse, sans votre mot de passe ni vos
            données de paiement. Avec le moteur de rédaction intégré, aucune donnée ne quitte nos serveurs ;
          </li>
          <li>
            la source publique des appels d’offres (BOAMP) : le service ne fait qu’y lire les avis publiés, aucune
            donnée vous concernant ne lui est transmise ;
          </li>
          <li>les autorités, sur réquisition légale ;</li>
          <li>
            toute personne nécessaire pour protéger la sécurité du service, de ses utilisateurs ou de l’éditeur (par
            exemple en cas de fraude).
          </li>
        </LegalList>
        <p>
          Lorsqu’un destinataire traite des données hors de l’Union européenne (c’est le cas de Stripe, et selon le
          fournisseur d’intelligence artificielle choisi), le transfert est encadré par une décision d’adéquation de la
          Commission européenne ou par ses clauses contractuelles types.
        </p>
      </LegalArticle>

      <LegalArticle id="privacy-6" title="6. Sécurité">
        <p>
          Les mots de passe sont hachés avec bcrypt et ne sont jamais stockés en clair. L’authentification repose sur
          des jetons de session signés (JWT), révocables depuis votre compte. Les échanges sont chiffrés (HTTPS), les
          fichiers déposés sont vérifiés d’après leur contenu, les tentatives de connexion sont limitées et chaque
          utilisateur n’accède qu’à ses propres données. Le détail figure sur la page{' '}
          <Link to="/security" className={legalLinkClass}>
            Sécurité
          </Link>
          .
        </p>
      </LegalArticle>

      <LegalArticle id="privacy-7" title="7. Vos droits (RGPD)">
        <LegalList>
          <li>
            <strong className="text-slate-900">Accès et rectification</strong> : consultez et corrigez vos informations
            directement dans votre compte.
          </li>
          <li>
            <strong className="text-slate-900">Effacement</strong> : supprimez votre compte depuis les paramètres de
            votre compte ; vos documents sont effacés, seules les données de paiement sont conservées, sous forme
            anonymisée, le temps imposé par la loi.
          </li>
          <li>
            <strong className="text-slate-900">Portabilité</strong> : exportez l’ensemble de vos données au format JSON
            ou CSV depuis votre compte.
          </li>
          <li>
            <strong className="text-slate-900">Opposition et limitation</strong> : opposez-vous aux traitements fondés
            sur l’intérêt légitime, retirez votre consentement aux cookies, désactivez les e-mails d’alerte.
          </li>
          <li>
            <strong className="text-slate-900">Directives post mortem</strong> : indiquez ce que doivent devenir vos
            données après votre décès.
          </li>
        </LegalList>
        <p>
          Pour toute demande, écrivez à <OperatorField state={state} field="email" />.{' '}
          <strong className="text-slate-900">Nous répondons dans un délai de 30 jours.</strong>
        </p>
      </LegalArticle>

      <LegalArticle id="privacy-8" title="8. Cookies">
        <LegalList>
          <li>
            <strong className="text-slate-900">Essentiels</strong> (obligatoires) : ils maintiennent votre session et
            mémorisent vos choix de cookies ; le service ne fonctionne pas sans eux.
          </li>
          <li>
            <strong className="text-slate-900">Mesure d’audience</strong> et{' '}
            <strong className="text-slate-900">marketing</strong> : déposés uniquement avec votre consentement.
          </li>
        </LegalList>
        <p>
          Vous pouvez modifier vos préférences à tout moment par le lien « Gérer les cookies » en bas de chaque page.
        </p>
      </LegalArticle>

      <LegalArticle id="privacy-9" title="9. Durées de conservation">
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Durées de conservation des données</caption>
            <thead className="bg-slate-50 text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Données
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Durée de conservation
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {RETENTION_ROWS.map((row) => (
                <tr key={row.data} data-retention>
                  <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                    {row.data}
                  </th>
                  <td className="px-4 py-3">{row.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Un compte resté sans abonnement est supprimé 3 ans après la fin de son dernier abonnement ou, à défaut, de sa
          dernière activité. Les demandes d’exercice de vos droits reçoivent une réponse sous 30 jours.
        </p>
      </LegalArticle>

      <LegalArticle id="privacy-10" title="10. Contact, délégué à la protection des données et CNIL">
        <p>
          Pour toute question relative à vos données, contactez le responsable du traitement à l’adresse{' '}
          <OperatorField state={state} field="email" /> ou par le{' '}
          <Link to="/contact" className={legalLinkClass}>
            formulaire de contact
          </Link>
          . L’éditeur n’a pas désigné de délégué à la protection des données (DPO), cette désignation n’étant pas
          obligatoire pour son activité : le responsable du traitement répond directement à vos demandes.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission
          nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 —{' '}
          <a href="https://www.cnil.fr" className={legalLinkClass} rel="noreferrer" target="_blank">
            www.cnil.fr
          </a>
          .
        </p>
      </LegalArticle>

      <LegalArticle id="privacy-11" title="11. Modifications de la politique">
        <p>
          Cette politique peut évoluer. Toute modification substantielle vous est notifiée au moins 30 jours avant son
          entrée en vigueur, par e-mail ou par une notification dans la plateforme. La date de dernière mise à jour
          figure en haut de cette page.
        </p>
      </LegalArticle>
    </LegalPage>
  );
}
