import { Link } from 'react-router';
import { LegalArticle, LegalList, LegalPage, legalLinkClass } from './legal-page';
import { OperatorField, type OperatorState } from './operator-field';

/** /legal/mentions: the legal notice (LCEN art. 6), the operator read from the server's settings. */
export function LegalNotice({ state }: { state: OperatorState }) {
  return (
    <LegalPage
      title="Mentions légales"
      intro={
        <p>
          Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique
          (LCEN), voici l’identité des personnes qui éditent et hébergent le service BatiAO.
        </p>
      }
    >
      <LegalArticle id="mentions-editeur" title="1. Éditeur du service">
        <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold text-slate-900">Dénomination</dt>
          <dd>
            <OperatorField state={state} field="name" />
          </dd>
          <dt className="font-semibold text-slate-900">Forme juridique</dt>
          <dd>
            <OperatorField state={state} field="legal_form" />
          </dd>
          <dt className="font-semibold text-slate-900">SIREN</dt>
          <dd>
            <OperatorField state={state} field="siren" />
          </dd>
          <dt className="font-semibold text-slate-900">Adresse</dt>
          <dd>
            <OperatorField state={state} field="address" />
          </dd>
          <dt className="font-semibold text-slate-900">Contact</dt>
          <dd>
            <OperatorField state={state} field="email" />
          </dd>
        </dl>
      </LegalArticle>

      <LegalArticle id="mentions-publication" title="2. Directeur de la publication">
        <p>
          <OperatorField state={state} field="publisher" />
        </p>
      </LegalArticle>

      <LegalArticle id="mentions-hebergeur" title="3. Hébergeur">
        <p>
          Le service et ses données sont hébergés par : <OperatorField state={state} field="host" />
        </p>
      </LegalArticle>

      <LegalArticle id="mentions-propriete" title="4. Propriété intellectuelle">
        <p>
          La marque BatiAO, l’interface, les textes, la mise en page et le logiciel du service sont protégés par le Code
          de la propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans l’autorisation
          écrite de l’éditeur est interdite. Les documents que vous déposez et les réponses générées pour vous restent
          les vôtres (voir les{' '}
          <Link to="/legal/terms" className={legalLinkClass}>
            conditions générales d’utilisation
          </Link>
          ).
        </p>
      </LegalArticle>

      <LegalArticle id="mentions-sources" title="5. Sources des données publiques">
        <LegalList>
          <li>
            Avis de marchés : Bulletin officiel des annonces des marchés publics (BOAMP), publié par la Direction de
            l’information légale et administrative (DILA), réutilisé sous la Licence Ouverte ; l’avis publié au BOAMP
            fait seul foi.
          </li>
          <li>Communes : découpage administratif INSEE / etalab (Licence Ouverte).</li>
          <li>Coordonnées géographiques : GeoNames (licence CC BY 4.0).</li>
        </LegalList>
      </LegalArticle>

      <LegalArticle id="mentions-donnees" title="6. Données personnelles et cookies">
        <p>
          Le traitement de vos données personnelles, vos droits et l’usage des cookies sont décrits dans la{' '}
          <Link to="/legal/privacy" className={legalLinkClass}>
            politique de confidentialité
          </Link>
          . Les abonnements payants sont régis par les{' '}
          <Link to="/legal/sales" className={legalLinkClass}>
            conditions générales de vente
          </Link>
          .
        </p>
      </LegalArticle>
    </LegalPage>
  );
}
