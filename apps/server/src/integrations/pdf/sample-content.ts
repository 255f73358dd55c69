/**
 * A realistic generated response (11 sections, 3 tables, markers, bullets, fr-FR amounts with their
 * U+202F narrow no-break spaces), for the renderers' tests and for benchmarks. Written by hand in
 * the shape the engines produce; nothing here is read at runtime by the application.
 */
import type { GeneratedContent, RenderMeta } from '@batiao/shared/contracts/generation';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** « 1 245 800,00 € » with U+202F as thousands separator and U+00A0 before the sign. */
export const SAMPLE_AMOUNT = euros.format(1_245_800);
const turnover2025 = euros.format(2_380_450);
const turnover2024 = euros.format(2_104_900);
const insurance = euros.format(5_000_000);

export const SAMPLE_META: RenderMeta = {
  companyName: 'Menuiseries Lebœuf & Fils',
  buyerName: 'Commune de Saint-Herblain – Direction du patrimoine bâti',
  tenderTitle:
    'Réhabilitation thermique du groupe scolaire Jules-Ferry : remplacement des menuiseries extérieures et occultations',
  tenderReference: '2026-TRX-0142',
  lot: 'Lot 03 – Menuiseries extérieures aluminium',
  deadline: '2026-12-15T11:00:00.000Z',
  generatedAt: '2026-11-23T09:30:00.000Z',
};

const lettre = `Menuiseries Lebœuf & Fils
12 rue de l’Atelier
44220 Couëron

Commune de Nantes
2 rue de l’Hôtel-de-Ville
44000 Nantes

Objet : candidature et offre — Réhabilitation thermique du groupe scolaire Jules-Ferry
Référence de l’avis : 2026-TRX-0142

Madame, Monsieur,

Nous avons l’honneur de vous présenter la candidature de la société Menuiseries Lebœuf & Fils pour le lot 03 « Menuiseries extérieures aluminium » de la consultation relative à la réhabilitation thermique du groupe scolaire Jules-Ferry.

Entreprise familiale fondée en 1987 à Couëron, nous réalisons chaque année une trentaine de chantiers de menuiseries extérieures pour des maîtres d’ouvrage publics et privés de Loire-Atlantique. Notre chiffre d’affaires s’est élevé à ${turnover2025} en 2025 (${turnover2024} en 2024), dont près de 45 % en marchés publics.

Notre offre repose sur trois engagements :
- une pose en site occupé, organisée avec la direction de l’école pour ne jamais interrompre l’accueil des élèves ;
- des menuiseries à rupture de pont thermique fabriquées dans notre atelier, avec un Uw inférieur ou égal à 1,3 W/m².K ;
- un interlocuteur unique, présent à chaque réunion de chantier, du démarrage à la levée des réserves.

Nous certifions ne pas entrer dans l’un des cas d’exclusion prévus aux articles L. 2141-1 à L. 2141-11 du Code de la commande publique. Notre attestation d’assurance décennale est jointe au dossier ; notre numéro de qualification Qualibat est [À compléter : numéro de certificat Qualibat].

Nous restons à votre disposition pour toute précision et vous prions d’agréer, Madame, Monsieur, l’expression de nos salutations distinguées.

Jean-Noël Lebœuf
Gérant, Menuiseries Lebœuf & Fils`;

export const SAMPLE_CONTENT: GeneratedContent = {
  lettre_candidature: lettre,
  memoire_sections: [
    {
      key: 'presentation',
      title: 'Présentation de l’entreprise',
      body: `Menuiseries Lebœuf & Fils est une SARL au capital de 80 000 € immatriculée au RCS de Nantes, spécialisée dans la fabrication et la pose de menuiseries extérieures aluminium, PVC et bois-aluminium.

L’entreprise emploie 18 salariés, dont 11 compagnons poseurs et 3 menuisiers d’atelier. Son atelier de 1 200 m² à Couëron lui permet de maîtriser la fabrication des châssis, du débit des profilés au vitrage.

Chiffres clés :
- chiffre d’affaires 2025 : ${turnover2025} ;
- assurance responsabilité civile professionnelle : ${insurance} par sinistre ;
- certification : [À compléter : qualification Qualibat 3512 ou équivalente] ;
- SIRET : [À compléter : numéro SIRET].`,
      table: null,
      criterion: { label: 'Valeur technique', weight: 60 },
    },
    {
      key: 'comprehension',
      title: 'Compréhension du projet et du site',
      body: `Le groupe scolaire Jules-Ferry accueille 320 élèves répartis dans deux bâtiments des années 1970. Les menuiseries existantes, en aluminium sans rupture de pont thermique et en simple vitrage pour une partie, sont à l’origine d’importantes déperditions et d’un inconfort d’été marqué dans les classes orientées sud-ouest.

Nous avons relevé les contraintes suivantes lors de notre visite du 14 novembre :
- l’école reste ouverte pendant les travaux : les interventions en classe se font le mercredi après-midi et pendant les vacances scolaires ;
- la cour de récréation, où jouent les élèves, sert d’unique accès aux façades nord : un cheminement protégé doit être maintenu ;
- la présence d’amiante dans les mastics des châssis de 1974 est à confirmer par le repérage avant travaux [À compléter : date du rapport de repérage amiante].

Le montant estimé de notre lot s’établit à ${SAMPLE_AMOUNT} HT, conformément à la décomposition du prix global et forfaitaire jointe à l’offre.`,
      table: null,
      criterion: { label: 'Valeur technique', weight: 60 },
    },
    {
      key: 'moyens_humains',
      title: 'Moyens humains affectés au chantier',
      body: `L’équipe affectée au chantier est stable du début à la fin des travaux. Chaque compagnon a suivi la formation « Travail en hauteur » et l’habilitation au port du harnais ; le chef d’équipe est titulaire du CACES R486.

Le conducteur de travaux est l’interlocuteur unique du maître d’œuvre : il participe à toutes les réunions de chantier et diffuse un compte rendu hebdomadaire à la direction de l’école.`,
      table: {
        columns: ['Fonction', 'Nom', 'Qualification', 'Expérience', 'Présence'],
        rows: [
          [
            'Conducteur de travaux',
            'Jean-Noël Lebœuf',
            'BTS Études et économie de la construction',
            '25 ans',
            'Réunions hebdomadaires',
          ],
          ['Chef d’équipe', 'Mickaël Guérin', 'Brevet professionnel menuisier, CACES R486', '14 ans', 'Permanente'],
          ['Compagnon poseur', 'Sébastien Caillé', 'CAP menuisier aluminium-verre', '9 ans', 'Permanente'],
          ['Compagnon poseur', 'Loïc Péron', 'CAP menuisier aluminium-verre', '6 ans', 'Permanente'],
          [
            'Apprenti',
            '[À compléter : nom de l’apprenti]',
            'BP menuisier (en cours)',
            '1 an',
            'Selon planning de l’école',
          ],
          [
            'Menuisier d’atelier',
            'Françoise Hervé',
            'Titre professionnel fabricant de menuiseries',
            '18 ans',
            'Fabrication en atelier',
          ],
        ],
      },
      criterion: { label: 'Valeur technique', weight: 60 },
    },
    {
      key: 'moyens_materiels',
      title: 'Moyens matériels',
      body: `Le matériel est entretenu et contrôlé selon la réglementation ; les rapports de vérification générale périodique sont disponibles sur le chantier.`,
      table: {
        columns: ['Matériel', 'Quantité', 'Usage sur le chantier'],
        rows: [
          ['Fourgon atelier équipé 3,5 t', '2', 'Transport des châssis et de l’outillage'],
          ['Nacelle à ciseaux 8 m (PEMP)', '1', 'Dépose et pose des châssis en étage'],
          ['Échafaudage roulant R408', '2', 'Travaux en façade sur cour'],
          ['Ventouses de manutention 4 × 150 kg', '2 jeux', 'Manutention des vitrages de grande dimension'],
          ['Aspirateur classe H', '1', 'Dépoussiérage lors des reprises de tableaux'],
          ['Centre d’usinage aluminium (atelier)', '1', 'Fabrication des châssis sur mesure'],
        ],
      },
      criterion: null,
    },
    {
      key: 'methodologie',
      title: 'Méthodologie d’exécution',
      body: `Les travaux sont conduits classe par classe, pour ne jamais laisser une salle hors d’eau et hors d’air à la fin d’une journée.

Pour chaque baie, l’enchaînement est le suivant :
- protection des sols et du mobilier, mise en place d’un balisage ;
- dépose soignée du châssis existant et évacuation immédiate en benne fermée ;
- reprise des tableaux et de l’appui, pose du précadre si nécessaire ;
- pose du nouveau châssis, calfeutrement par mousse imprégnée et membrane d’étanchéité à l’air ;
- réglage, nettoyage et autocontrôle avant remise de la salle.

Les châssis sont fabriqués dans notre atelier après relevé contradictoire des cotes ; chaque châssis porte une étiquette qui renvoie à son emplacement sur le plan de repérage.`,
      table: null,
      criterion: { label: 'Méthodologie et organisation du chantier', weight: 20 },
    },
    {
      key: 'planning',
      title: 'Planning prévisionnel',
      body: `Le planning ci-dessous suit le calendrier scolaire 2027 ; il sera recalé avec le maître d’œuvre lors de la période de préparation.`,
      table: {
        columns: ['Phase', 'Période', 'Durée', 'Observations'],
        rows: [
          [
            'Préparation, relevés, plans d’exécution',
            'Janvier 2027',
            '4 semaines',
            'Visa des plans par la maîtrise d’œuvre',
          ],
          ['Fabrication en atelier', 'Février – mars 2027', '6 semaines', 'Contrôle qualité à chaque série'],
          ['Pose bâtiment A (classes)', 'Vacances de printemps', '2 semaines', 'École fermée'],
          ['Pose bâtiment B (restauration)', 'Avril – mai 2027', '5 semaines', 'Mercredis après-midi et samedis'],
          ['Pose des occultations', 'Juillet 2027', '3 semaines', 'Vacances d’été'],
          ['Réception et levée des réserves', 'Août 2027', '2 semaines', 'Avant la rentrée de septembre'],
        ],
      },
      criterion: { label: 'Délais d’exécution', weight: 10 },
    },
    {
      key: 'securite',
      title: 'Hygiène, sécurité et protection de la santé',
      body: `La sécurité des enfants et du personnel de l’école prime sur toute autre considération. Notre plan particulier de sécurité et de protection de la santé (PPSPS) sera remis au coordonnateur SPS avant toute intervention.

Mesures principales :
- zones de travail fermées par des barrières pleines, jamais laissées ouvertes hors de la présence d’un compagnon ;
- aucune circulation d’engins dans la cour pendant les heures de présence des élèves ;
- port systématique des équipements de protection individuelle ;
- accueil sécurité de chaque intervenant le premier jour.`,
      table: null,
      criterion: null,
    },
    {
      key: 'environnement',
      title: 'Gestion des déchets et environnement',
      body: `Les châssis déposés sont triés sur place : l’aluminium et le verre sont repris par une filière de recyclage (taux de valorisation de 92 % en 2025). Les bordereaux de suivi des déchets sont transmis au maître d’ouvrage.

Nos profilés aluminium contiennent au moins 75 % d’aluminium recyclé ; les fiches de déclaration environnementale et sanitaire (FDES) sont jointes à l’offre.`,
      table: null,
      criterion: { label: 'Performance environnementale', weight: 10 },
    },
    {
      key: 'qualite',
      title: 'Contrôles et assurance qualité',
      body: `Chaque châssis fait l’objet d’un autocontrôle consigné sur une fiche : aplomb, équerrage, fonctionnement des ouvrants, continuité du calfeutrement et état du vitrage.

Un test d’étanchéité à l’air intermédiaire est proposé à l’issue de la pose du bâtiment A, afin de corriger toute faiblesse avant la suite des travaux.`,
      table: null,
      criterion: null,
    },
    {
      key: 'references',
      title: 'Références similaires',
      body: `- 2025 – Collège Anne-de-Bretagne, Saint-Herblain : remplacement de 140 menuiseries aluminium en site occupé, 412 000 € HT ;
- 2024 – École maternelle Les Tilleuls, Couëron : menuiseries et brise-soleil orientables, 186 500 € HT ;
- 2023 – Médiathèque de Sautron : façade vitrée et portes automatiques, 238 000 € HT ;
- [À compléter : une référence de moins de trois ans avec attestation de bonne exécution].`,
      table: null,
      criterion: { label: 'Valeur technique', weight: 60 },
    },
    {
      key: 'garanties',
      title: 'Service après-travaux et garanties',
      body: `Nous intervenons sous 48 heures pour tout dysfonctionnement signalé pendant l’année de parfait achèvement, et sous 5 jours ouvrés ensuite.

Les menuiseries bénéficient de la garantie décennale, de la garantie biennale de bon fonctionnement et d’une garantie de 10 ans sur le thermolaquage.`,
      table: null,
      criterion: null,
    },
  ],
  documents_requis: [
    { label: 'Lettre de candidature (DC1)', source: 'usuel', document_type: null, status: 'to_provide', note: null },
    { label: 'Déclaration du candidat (DC2)', source: 'usuel', document_type: null, status: 'to_provide', note: null },
    {
      label: 'Extrait Kbis de moins de trois mois',
      source: 'usuel',
      document_type: 'kbis',
      status: 'present',
      note: null,
    },
    {
      label: 'Attestation d’assurance décennale',
      source: 'avis',
      document_type: 'decennale',
      status: 'expired',
      note: 'Échue le 30 septembre 2026 : demander l’attestation 2027 à l’assureur.',
    },
    {
      label: 'Attestation de vigilance URSSAF',
      source: 'usuel',
      document_type: 'urssaf',
      status: 'missing',
      note: 'À télécharger sur urssaf.fr (validité six mois).',
    },
    {
      label: 'Certificat de qualification Qualibat',
      source: 'avis',
      document_type: 'qualibat',
      status: 'present',
      note: null,
    },
    {
      label: 'Mémoire technique signé',
      source: 'avis',
      document_type: null,
      status: 'to_provide',
      note: 'Le présent document, à dater et signer.',
    },
  ],
  a_completer: [
    'Numéro de certificat Qualibat',
    'Numéro SIRET',
    'Date du rapport de repérage amiante',
    'Nom de l’apprenti affecté au chantier',
    'Une référence de moins de trois ans avec attestation de bonne exécution',
  ],
};
