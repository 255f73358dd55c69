import { Link } from 'react-router';
import { LegalArticle, LegalList, LegalPage, LEGAL_UPDATED_ON, legalLinkClass } from './legal-page';
import { OperatorField, type OperatorState } from './operator-field';

/** /legal/terms: the terms of use (CGU) of the service. */
export function TermsOfUse({ state }: { state: OperatorState }) {
  return (
    <LegalPage
      title="Conditions générales d’utilisation"
      updatedOn={LEGAL_UPDATED_ON}
      intro={
        <p>
          Les présentes conditions générales d’utilisation (CGU) encadrent l’accès au service BatiAO et son utilisation.
          Elles sont acceptées lors de la création du compte ; en cas de désaccord, n’utilisez pas le service.
        </p>
      }
    >
      <LegalArticle id="cgu-objet" title="1. Objet">
        <p>
          BatiAO est un service en ligne destiné aux entreprises et artisans du bâtiment. Il sélectionne les appels
          d’offres publics correspondant à leur métier et à leur zone d’intervention, les aide à tenir leur dossier
          administratif à jour et rédige, à partir de leur profil, des propositions de réponse (lettre de candidature,
          mémoire technique, liste des pièces) au format PDF et Word.
        </p>
        <p>
          Le service est édité par <OperatorField state={state} field="name" /> (
          <OperatorField state={state} field="legal_form" />, SIREN <OperatorField state={state} field="siren" />
          ), ci-après « l’éditeur ». Les informations complètes figurent dans les{' '}
          <Link to="/legal/mentions" className={legalLinkClass}>
            mentions légales
          </Link>
          .
        </p>
      </LegalArticle>

      <LegalArticle id="cgu-acces" title="2. Accès au service">
        <p>
          Le service est accessible depuis un navigateur récent, sur ordinateur comme sur téléphone. La consultation des
          appels d’offres et la tenue du dossier administratif sont gratuites ; la génération de réponses demande un
          abonnement payant. L’éditeur s’efforce d’assurer l’accès au service en continu mais ne le garantit pas : il
          peut être interrompu pour maintenance, mise à jour ou en cas d’incident. L’état du service est publié sur la
          page{' '}
          <Link to="/status" className={legalLinkClass}>
            État du service
          </Link>
          .
        </p>
      </LegalArticle>

      <LegalArticle id="cgu-compte" title="3. Compte utilisateur">
        <LegalList>
          <li>
            Le compte est créé avec des informations exactes et à jour : nom, prénom, adresse e-mail, métier et zone
            d’intervention. Il est réservé à un usage professionnel.
          </li>
          <li>
            Le mot de passe est personnel et confidentiel. Toute action faite depuis le compte est réputée faite par son
            titulaire ; en cas de doute, changez votre mot de passe et déconnectez tous vos appareils depuis votre
            compte.
          </li>
          <li>
            Vous pouvez à tout moment rectifier vos informations, exporter vos données et supprimer votre compte depuis
            votre espace.
          </li>
        </LegalList>
      </LegalArticle>

      <LegalArticle id="cgu-abonnement" title="4. Abonnement">
        <p>
          Les formules payantes, leurs prix, le paiement, le renouvellement, la rétractation et la résiliation sont
          régis par les{' '}
          <Link to="/legal/sales" className={legalLinkClass}>
            conditions générales de vente
          </Link>{' '}
          (CGV), qui complètent les présentes CGU.
        </p>
      </LegalArticle>

      <LegalArticle id="cgu-obligations" title="5. Obligations de l’utilisateur">
        <p>L’utilisateur s’engage à :</p>
        <LegalList>
          <li>utiliser le service conformément à la loi et à sa destination professionnelle ;</li>
          <li>
            ne déposer que des documents exacts, dont il a le droit de disposer, et ne contenant ni virus ni contenu
            illicite ;
          </li>
          <li>
            ne pas tenter d’accéder aux données d’autres utilisateurs, ni de contourner les limites et protections du
            service ;
          </li>
          <li>
            ne pas extraire de manière automatisée ou massive les contenus du service, ni le revendre ou le mettre à
            disposition de tiers.
          </li>
        </LegalList>
      </LegalArticle>

      <LegalArticle id="cgu-ia" title="6. Contenus générés par l’intelligence artificielle">
        <p>
          Les lettres, mémoires techniques et listes de pièces produits par le service sont des propositions rédigées
          automatiquement à partir de votre profil, de vos documents et de l’avis de marché. Ils peuvent contenir des
          erreurs, des omissions ou des formulations inadaptées au marché visé.
        </p>
        <p>
          <strong className="text-slate-900">
            Vous devez relire, vérifier et compléter chaque contenu généré avant de l’utiliser.
          </strong>{' '}
          Vous restez seul responsable de la réponse que vous déposez auprès de l’acheteur : exactitude des engagements,
          des prix et des délais, conformité au règlement de la consultation, respect de la date limite de dépôt.
          L’éditeur ne garantit pas l’attribution d’un marché.
        </p>
      </LegalArticle>

      <LegalArticle id="cgu-avis" title="7. Appels d’offres affichés">
        <p>
          Les avis proviennent du BOAMP et sont repris tels qu’ils y sont publiés. Le score de compatibilité est une
          estimation. Avant de répondre, consultez l’avis officiel et le dossier de consultation de l’acheteur, qui
          seuls font foi.
        </p>
      </LegalArticle>

      <LegalArticle id="cgu-propriete" title="8. Propriété intellectuelle">
        <p>
          Le service, son logiciel, sa marque et ses contenus éditoriaux appartiennent à l’éditeur. L’utilisateur reçoit
          un droit d’utilisation personnel, non exclusif et non cessible, pour la durée de son inscription.
        </p>
        <p>
          L’utilisateur conserve tous ses droits sur les documents qu’il dépose et sur les réponses générées pour lui.
          Il autorise l’éditeur à les héberger et à les traiter dans le seul but de lui fournir le service.
        </p>
      </LegalArticle>

      <LegalArticle id="cgu-donnees" title="9. Données personnelles">
        <p>
          Le traitement des données personnelles est décrit dans la{' '}
          <Link to="/legal/privacy" className={legalLinkClass}>
            politique de confidentialité
          </Link>
          .
        </p>
      </LegalArticle>

      <LegalArticle id="cgu-responsabilite" title="10. Responsabilité">
        <p>
          L’éditeur est tenu d’une obligation de moyens. Il n’est pas responsable des décisions des acheteurs publics,
          des erreurs ou retards de publication des avis par leur source, d’une réponse déposée sans relecture, ni des
          dommages indirects (perte de marché, de chiffre d’affaires ou de chance). Envers un utilisateur professionnel,
          sa responsabilité est limitée, tous préjudices confondus, aux sommes payées au titre de l’abonnement pendant
          les douze mois précédant le fait générateur.
        </p>
      </LegalArticle>

      <LegalArticle id="cgu-resiliation" title="11. Suspension et résiliation">
        <p>
          L’utilisateur peut cesser d’utiliser le service et supprimer son compte à tout moment depuis son espace. En
          cas de manquement grave aux présentes CGU (fraude, atteinte à la sécurité, usage illicite), l’éditeur peut
          suspendre ou fermer le compte, après une mise en demeure restée sans effet pendant 8 jours, ou immédiatement
          en cas d’urgence ou de risque pour les autres utilisateurs.
        </p>
      </LegalArticle>

      <LegalArticle id="cgu-modifications" title="12. Modification des CGU">
        <p>
          L’éditeur peut faire évoluer les présentes CGU. Toute modification substantielle est notifiée au moins 30
          jours avant son entrée en vigueur, par e-mail ou par une notification dans le service.
        </p>
      </LegalArticle>

      <LegalArticle id="cgu-droit" title="13. Droit applicable et juridiction">
        <p>
          Les présentes CGU sont soumises au droit français. En cas de litige, les parties recherchent d’abord une
          solution amiable ; l’utilisateur consommateur peut aussi recourir gratuitement à un médiateur de la
          consommation. À défaut d’accord, le litige est porté devant les tribunaux compétents ; entre professionnels,
          devant ceux du ressort du siège de l’éditeur.
        </p>
      </LegalArticle>
    </LegalPage>
  );
}
