import type { SousType } from './types.ts';

/* The roads, networks and yards of a port (« Réalisation de travaux de VRD pour l'extension du port de Port-La Nouvelle »). */

/** A port named (folded text), not a « port de charges » nor a « port du harnais ». */
const PORT =
  /\bports? (?:de (?!charges?\b)|d'|du (?!harnais)|maritimes?|de commerce|de peche|de plaisance|autonomes?)|portuaires?|terre-?pleins?/;

/** Roads and networks named (folded text). */
const VRD = /\bvrd\b|voiries?|viabilit|reseaux divers|terre-?pleins?|amenagements? (?:des )?(?:quais|terre-?pleins?)/;

/**
 * The VRD of a port (round 26 and 27: a port extension written with the VRD default, its method opening on topsoil
 * stripped on a yard that has none): the port's rules and access, yards filled layer by layer and plate-tested under
 * the loads of handling machines, networks with hydrocarbon separators and F 900 covers, heavy pavements, the water
 * kept clean.
 */
export const VRD_PORTUAIRE: SousType = {
  key: 'vrd_portuaire',
  label: 'VRD et terre-pleins portuaires',
  when: new RegExp(`^(?=[\\s\\S]*(?:${PORT.source}))(?=[\\s\\S]*(?:${VRD.source}))`),
  surObjet: true,
  nommePar: PORT,
  // (a port's yards and networks are not laid in the 8 weeks of a car park)
  semainesParDefaut: 16,
  travaux: 'travaux de VRD portuaires',
  ouvrage: 'les terre-pleins, voiries et réseaux du port',
  sansSpecificites: /^structures de chaussée$/,
  normes: [
    {
      ref: 'NF EN 858-1 et NF EN 858-2',
      objet: 'séparateurs de liquides légers (hydrocarbures) : conception, essais, choix et entretien',
    },
    {
      ref: 'NF EN 124',
      objet: 'dispositifs de couronnement et de fermeture (classe F 900 sur les aires de manutention portuaire)',
    },
    { ref: 'NF EN 206/CN', objet: 'bétons : classes d’exposition XS au milieu marin' },
  ],
  etapes: [
    {
      titre: 'Préparation portuaire et DT-DICT',
      detail:
        'DICT et marquage-piquetage des réseaux, titres d’accès demandés pour chaque intervenant et chaque véhicule, emprise séparée des quais et terre-pleins en service, itinéraires des engins arrêtés avec l’autorité portuaire',
    },
    {
      titre: 'Implantation et purges',
      detail:
        'implantation au GPS, repérage des ouvrages existants (quais, pieux, réseaux enterrés), purge des matériaux impropres jusqu’au bon sol',
    },
    {
      titre: 'Remblais des terre-pleins',
      detail:
        'remblais de la nature que fixe le CCTP mis en œuvre par couches compactées selon le GTR, portance de chaque couche contrôlée à la plaque avant la suivante, arase réglée aux pentes du projet',
    },
    {
      titre: 'Réseaux',
      detail:
        'collecteurs d’eaux pluviales posés selon le fascicule 70, débourbeurs-séparateurs d’hydrocarbures en tête des rejets, regards en béton XS, tampons et grilles F 900 sur les aires de manutention, fourreaux des réseaux secs',
    },
    {
      titre: 'Chaussées et aires lourdes',
      detail:
        'couche de forme et structure dimensionnées pour les engins de manutention, béton ou enrobé selon le CCTP, bordures, longrines et marquage',
    },
    {
      titre: 'Essais, récolement et réception',
      detail:
        'essais d’étanchéité et inspection télévisée des réseaux, séparateurs mis en eau, relevé topographique des aires, plan de récolement',
    },
  ],
  phases: [
    { nom: 'Préparation portuaire, DICT et implantation', part: 0.1 },
    { nom: 'Terrassements, purges et remblais des terre-pleins', part: 0.3 },
    { nom: 'Réseaux et séparateurs', part: 0.2 },
    { nom: 'Couches de forme, chaussées et aires lourdes', part: 0.3 },
    { nom: 'Essais, récolement et réception', part: 0.1 },
  ],
  materiaux: [
    'matériaux de remblai et de couche de forme conformes au GTR et au CCTP, leur provenance justifiée',
    'canalisations et regards d’eaux pluviales, bétons en classe d’exposition XS (NF EN 206/CN)',
    'débourbeurs-séparateurs d’hydrocarbures conformes à la NF EN 858, avec obturateur automatique',
    'tampons et grilles de classe F 900 (NF EN 124) sur les aires de manutention, D 400 ailleurs',
    'graves, bétons ou enrobés de la structure des chaussées et des aires que fixe le CCTP',
  ],
  risques: [
    {
      risque: 'Co-activité avec les engins de manutention et les poids lourds du port',
      mesure:
        'emprise clôturée et séparée des circulations portuaires, itinéraires et horaires arrêtés avec l’exploitant, gilets haute visibilité, homme-trafic aux traversées',
    },
  ],
  autocontroles: [
    {
      point: 'Portance de chaque couche de remblai des terre-pleins',
      moment: 'à chaque couche, avant la suivante (point d’arrêt)',
      preuve: 'essais à la plaque (EV2, EV2/EV1)',
    },
    {
      point: 'Étanchéité et état des réseaux',
      moment: 'avant remblaiement définitif, puis avant réception',
      preuve: 'PV d’essais d’étanchéité, rapport d’inspection télévisée',
    },
    {
      point: 'Pose et mise en eau des séparateurs d’hydrocarbures',
      moment: 'à la pose, puis avant la réception',
      preuve: 'fiche de pose (niveau, raccordements), PV de mise en eau',
    },
    {
      point: 'Nivellement des aires et des chaussées',
      moment: 'au réglage de la couche de forme, puis après le revêtement',
      preuve: 'relevé topographique comparé au projet',
    },
  ],
  dechets: [
    {
      dechet: 'Matériaux de purge et déblais excédentaires',
      categorie: 'Inertes',
      exutoire: 'réemploi sur le port si le CCTP l’admet, sinon plateforme de valorisation ou ISDI',
    },
    {
      dechet: 'Enrobés et bétons démolis',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage ou centrale d’enrobage',
    },
    {
      dechet: 'Boues de curage et hydrocarbures des séparateurs existants',
      categorie: 'DD',
      exutoire: 'entreprise de vidange agréée, bordereau sur Trackdéchets',
    },
  ],
  pointsAttention: [
    'le règlement de police du port et les titres d’accès de chaque intervenant',
    'les charges des engins de manutention, qui dimensionnent les terre-pleins et les chaussées',
    'les rejets au plan d’eau et leurs séparateurs',
  ],
  decennale: 'les chaussées, terre-pleins et réseaux, dans leur solidité et leur fonction',
  biennale: 'les équipements dissociables (séparateurs, tampons, grilles)',
  entretien:
    'faire inspecter les séparateurs d’hydrocarbures tous les six mois et les faire vidanger selon leur notice, vérifier les grilles et les tampons des aires de manutention, et reprendre sans attendre un affaissement de terre-plein',
};
