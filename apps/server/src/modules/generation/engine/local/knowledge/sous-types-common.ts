/* Pieces shared by several trades' kinds of work. */

export const DT_DICT = {
  ref: 'Réglementation DT-DICT (code de l’environnement, articles R554-1 et suivants)',
  objet: 'travaux à proximité des réseaux : déclarations, marquage-piquetage, AIPR des intervenants',
};

export const TRANCHEES_RISQUES = [
  {
    risque: 'Ensevelissement en tranchée',
    mesure:
      'blindage des fouilles dès 1,30 m de profondeur, talutage, accès par échelle, aucun stockage en bord de fouille',
  },
  {
    risque: 'Endommagement de réseaux enterrés',
    mesure: 'DT-DICT, marquage-piquetage, détection avant terrassement, intervenants titulaires de l’AIPR',
  },
];
