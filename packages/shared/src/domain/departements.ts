/**
 * French départements: code, name, région, an approximate point for distances, and the
 * neighbouring départements (land borders).
 *
 * The neighbour lists are a FACT TABLE WRITTEN IN THE CODE (not read from any file at runtime).
 * How it was checked, once, when it was written:
 * - `departements.test.ts` asserts that it is symmetric, that every mainland département has
 *   neighbours and that walking the borders from Paris reaches all 94 of them, that Corsica only
 *   knows 2A↔2B and that overseas départements have none;
 * - against the commune centres of `shared/data/communes/communes_centroids.csv` (La Poste 2022):
 *   every listed pair has communes on both sides within 14 km of each other, and a Delaunay
 *   triangulation of the 34 739 metropolitan commune centres was compared with the table. The pairs
 *   it questioned were settled by reading descriptions of the départements: Haute-Saône does not
 *   touch the Haut-Rhin (2 km of Territoire de Belfort between them); Var touches Vaucluse over a
 *   few hundred metres near Cadarache; Ille-et-Vilaine touches Maine-et-Loire; Meurthe-et-Moselle
 *   touches the Bas-Rhin; Moselle does not touch the Vosges, Loire-Atlantique not the Mayenne,
 *   Calvados not the Seine-Maritime (the Seine estuary is water), Ardennes not the Nord.
 * Only land borders between French départements count: no sea crossings, no foreign countries.
 *
 * `lat`/`lon` are the commune centre of the prefecture (from the same La Poste file, rounded to
 * 0.01°, about 1 km; Cayenne corrected by hand), an APPROXIMATE point: a département is 50 to
 * 150 km across, so a distance between two départements is good to a few tens of kilometres and is
 * only used to rank "far" tenders.
 *
 * BOAMP writes Corsica as 20A/20B: `normalizeDepartementCode` maps it to 2A/2B.
 */

export const REGIONS = {
  '11': 'Île-de-France',
  '24': 'Centre-Val de Loire',
  '27': 'Bourgogne-Franche-Comté',
  '28': 'Normandie',
  '32': 'Hauts-de-France',
  '44': 'Grand Est',
  '52': 'Pays de la Loire',
  '53': 'Bretagne',
  '75': 'Nouvelle-Aquitaine',
  '76': 'Occitanie',
  '84': 'Auvergne-Rhône-Alpes',
  '93': "Provence-Alpes-Côte d'Azur",
  '94': 'Corse',
  '01': 'Guadeloupe',
  '02': 'Martinique',
  '03': 'Guyane',
  '04': 'La Réunion',
  '06': 'Mayotte',
} as const;

export type RegionCode = keyof typeof REGIONS;

export interface Departement {
  /** INSEE code: '01'…'95', '2A', '2B', '971'…'976'. */
  code: string;
  name: string;
  /** INSEE région code (2016 régions). */
  region: RegionCode;
  prefecture: string;
  /** Approximate point (prefecture commune centre), degrees. */
  lat: number;
  lon: number;
  /** "dans le Rhône", "dans l'Isère", "à Paris": how a sentence places something there. */
  dans: string;
  /** Départements sharing a land border. */
  neighbours: readonly string[];
}

// One line per département, so that the fact table reads as a table.
// prettier-ignore
export const DEPARTEMENTS: readonly Departement[] = [
  { code: '01', name: 'Ain', region: '84', prefecture: 'Bourg-en-Bresse', lat: 46.21, lon: 5.25, dans: "dans l'Ain", neighbours: ['38', '39', '69', '71', '73', '74'] },
  { code: '02', name: 'Aisne', region: '32', prefecture: 'Laon', lat: 49.57, lon: 3.62, dans: "dans l'Aisne", neighbours: ['08', '51', '59', '60', '77', '80'] },
  { code: '03', name: 'Allier', region: '84', prefecture: 'Moulins', lat: 46.56, lon: 3.33, dans: "dans l'Allier", neighbours: ['18', '23', '42', '58', '63', '71'] },
  { code: '04', name: 'Alpes-de-Haute-Provence', region: '93', prefecture: 'Digne-les-Bains', lat: 44.09, lon: 6.24, dans: 'dans les Alpes-de-Haute-Provence', neighbours: ['05', '06', '13', '26', '83', '84'] },
  { code: '05', name: 'Hautes-Alpes', region: '93', prefecture: 'Gap', lat: 44.58, lon: 6.06, dans: 'dans les Hautes-Alpes', neighbours: ['04', '26', '38', '73'] },
  { code: '06', name: 'Alpes-Maritimes', region: '93', prefecture: 'Nice', lat: 43.71, lon: 7.24, dans: 'dans les Alpes-Maritimes', neighbours: ['04', '83'] },
  { code: '07', name: 'Ardèche', region: '84', prefecture: 'Privas', lat: 44.72, lon: 4.59, dans: "dans l'Ardèche", neighbours: ['26', '30', '38', '42', '43', '48', '84'] },
  { code: '08', name: 'Ardennes', region: '44', prefecture: 'Charleville-Mézières', lat: 49.78, lon: 4.72, dans: 'dans les Ardennes', neighbours: ['02', '51', '55'] },
  { code: '09', name: 'Ariège', region: '76', prefecture: 'Foix', lat: 42.97, lon: 1.61, dans: "dans l'Ariège", neighbours: ['11', '31', '66'] },
  { code: '10', name: 'Aube', region: '44', prefecture: 'Troyes', lat: 48.3, lon: 4.08, dans: "dans l'Aube", neighbours: ['21', '51', '52', '77', '89'] },
  { code: '11', name: 'Aude', region: '76', prefecture: 'Carcassonne', lat: 43.21, lon: 2.34, dans: "dans l'Aude", neighbours: ['09', '31', '34', '66', '81'] },
  { code: '12', name: 'Aveyron', region: '76', prefecture: 'Rodez', lat: 44.36, lon: 2.57, dans: "dans l'Aveyron", neighbours: ['15', '30', '34', '46', '48', '81', '82'] },
  { code: '13', name: 'Bouches-du-Rhône', region: '93', prefecture: 'Marseille', lat: 43.3, lon: 5.41, dans: 'dans les Bouches-du-Rhône', neighbours: ['04', '30', '83', '84'] },
  { code: '14', name: 'Calvados', region: '28', prefecture: 'Caen', lat: 49.18, lon: -0.37, dans: 'dans le Calvados', neighbours: ['27', '50', '61'] },
  { code: '15', name: 'Cantal', region: '84', prefecture: 'Aurillac', lat: 44.92, lon: 2.44, dans: 'dans le Cantal', neighbours: ['12', '19', '43', '46', '48', '63'] },
  { code: '16', name: 'Charente', region: '75', prefecture: 'Angoulême', lat: 45.65, lon: 0.15, dans: 'dans la Charente', neighbours: ['17', '24', '79', '86', '87'] },
  { code: '17', name: 'Charente-Maritime', region: '75', prefecture: 'La Rochelle', lat: 46.16, lon: -1.17, dans: 'dans la Charente-Maritime', neighbours: ['16', '24', '33', '79', '85'] },
  { code: '18', name: 'Cher', region: '24', prefecture: 'Bourges', lat: 47.07, lon: 2.4, dans: 'dans le Cher', neighbours: ['03', '23', '36', '41', '45', '58'] },
  { code: '19', name: 'Corrèze', region: '75', prefecture: 'Tulle', lat: 45.27, lon: 1.76, dans: 'dans la Corrèze', neighbours: ['15', '23', '24', '46', '63', '87'] },
  { code: '2A', name: 'Corse-du-Sud', region: '94', prefecture: 'Ajaccio', lat: 41.93, lon: 8.7, dans: 'dans la Corse-du-Sud', neighbours: ['2B'] },
  { code: '2B', name: 'Haute-Corse', region: '94', prefecture: 'Bastia', lat: 42.69, lon: 9.43, dans: 'dans la Haute-Corse', neighbours: ['2A'] },
  { code: '21', name: "Côte-d'Or", region: '27', prefecture: 'Dijon', lat: 47.32, lon: 5.04, dans: "dans la Côte-d'Or", neighbours: ['10', '39', '52', '58', '70', '71', '89'] },
  { code: '22', name: "Côtes-d'Armor", region: '53', prefecture: 'Saint-Brieuc', lat: 48.51, lon: -2.76, dans: "dans les Côtes-d'Armor", neighbours: ['29', '35', '56'] },
  { code: '23', name: 'Creuse', region: '75', prefecture: 'Guéret', lat: 46.16, lon: 1.87, dans: 'dans la Creuse', neighbours: ['03', '18', '19', '36', '63', '87'] },
  { code: '24', name: 'Dordogne', region: '75', prefecture: 'Périgueux', lat: 45.19, lon: 0.71, dans: 'dans la Dordogne', neighbours: ['16', '17', '19', '33', '46', '47', '87'] },
  { code: '25', name: 'Doubs', region: '27', prefecture: 'Besançon', lat: 47.26, lon: 6.02, dans: 'dans le Doubs', neighbours: ['39', '70', '90'] },
  { code: '26', name: 'Drôme', region: '84', prefecture: 'Valence', lat: 44.92, lon: 4.91, dans: 'dans la Drôme', neighbours: ['04', '05', '07', '38', '84'] },
  { code: '27', name: 'Eure', region: '28', prefecture: 'Évreux', lat: 49.02, lon: 1.14, dans: "dans l'Eure", neighbours: ['14', '28', '60', '61', '76', '78', '95'] },
  { code: '28', name: 'Eure-et-Loir', region: '24', prefecture: 'Chartres', lat: 48.45, lon: 1.51, dans: "dans l'Eure-et-Loir", neighbours: ['27', '41', '45', '61', '72', '78', '91'] },
  { code: '29', name: 'Finistère', region: '53', prefecture: 'Quimper', lat: 48.0, lon: -4.09, dans: 'dans le Finistère', neighbours: ['22', '56'] },
  { code: '30', name: 'Gard', region: '76', prefecture: 'Nîmes', lat: 43.84, lon: 4.35, dans: 'dans le Gard', neighbours: ['07', '12', '13', '34', '48', '84'] },
  { code: '31', name: 'Haute-Garonne', region: '76', prefecture: 'Toulouse', lat: 43.6, lon: 1.43, dans: 'dans la Haute-Garonne', neighbours: ['09', '11', '32', '65', '81', '82'] },
  { code: '32', name: 'Gers', region: '76', prefecture: 'Auch', lat: 43.65, lon: 0.58, dans: 'dans le Gers', neighbours: ['31', '40', '47', '64', '65', '82'] },
  { code: '33', name: 'Gironde', region: '75', prefecture: 'Bordeaux', lat: 44.86, lon: -0.57, dans: 'dans la Gironde', neighbours: ['17', '24', '40', '47'] },
  { code: '34', name: 'Hérault', region: '76', prefecture: 'Montpellier', lat: 43.61, lon: 3.87, dans: "dans l'Hérault", neighbours: ['11', '12', '30', '81'] },
  { code: '35', name: 'Ille-et-Vilaine', region: '53', prefecture: 'Rennes', lat: 48.11, lon: -1.68, dans: "dans l'Ille-et-Vilaine", neighbours: ['22', '44', '49', '50', '53', '56'] },
  { code: '36', name: 'Indre', region: '24', prefecture: 'Châteauroux', lat: 46.8, lon: 1.69, dans: "dans l'Indre", neighbours: ['18', '23', '37', '41', '86', '87'] },
  { code: '37', name: 'Indre-et-Loire', region: '24', prefecture: 'Tours', lat: 47.4, lon: 0.7, dans: "dans l'Indre-et-Loire", neighbours: ['36', '41', '49', '72', '86'] },
  { code: '38', name: 'Isère', region: '84', prefecture: 'Grenoble', lat: 45.18, lon: 5.72, dans: "dans l'Isère", neighbours: ['01', '05', '07', '26', '42', '69', '73'] },
  { code: '39', name: 'Jura', region: '27', prefecture: 'Lons-le-Saunier', lat: 46.67, lon: 5.56, dans: 'dans le Jura', neighbours: ['01', '21', '25', '70', '71'] },
  { code: '40', name: 'Landes', region: '75', prefecture: 'Mont-de-Marsan', lat: 43.9, lon: -0.49, dans: 'dans les Landes', neighbours: ['32', '33', '47', '64'] },
  { code: '41', name: 'Loir-et-Cher', region: '24', prefecture: 'Blois', lat: 47.58, lon: 1.31, dans: 'dans le Loir-et-Cher', neighbours: ['18', '28', '36', '37', '45', '72'] },
  { code: '42', name: 'Loire', region: '84', prefecture: 'Saint-Étienne', lat: 45.43, lon: 4.38, dans: 'dans la Loire', neighbours: ['03', '07', '38', '43', '63', '69', '71'] },
  { code: '43', name: 'Haute-Loire', region: '84', prefecture: 'Le Puy-en-Velay', lat: 45.03, lon: 3.9, dans: 'dans la Haute-Loire', neighbours: ['07', '15', '42', '48', '63'] },
  { code: '44', name: 'Loire-Atlantique', region: '52', prefecture: 'Nantes', lat: 47.23, lon: -1.55, dans: 'dans la Loire-Atlantique', neighbours: ['35', '49', '56', '85'] },
  { code: '45', name: 'Loiret', region: '24', prefecture: 'Orléans', lat: 47.88, lon: 1.92, dans: 'dans le Loiret', neighbours: ['18', '28', '41', '58', '77', '89', '91'] },
  { code: '46', name: 'Lot', region: '76', prefecture: 'Cahors', lat: 44.45, lon: 1.44, dans: 'dans le Lot', neighbours: ['12', '15', '19', '24', '47', '82'] },
  { code: '47', name: 'Lot-et-Garonne', region: '75', prefecture: 'Agen', lat: 44.2, lon: 0.63, dans: 'dans le Lot-et-Garonne', neighbours: ['24', '32', '33', '40', '46', '82'] },
  { code: '48', name: 'Lozère', region: '76', prefecture: 'Mende', lat: 44.53, lon: 3.48, dans: 'dans la Lozère', neighbours: ['07', '12', '15', '30', '43'] },
  { code: '49', name: 'Maine-et-Loire', region: '52', prefecture: 'Angers', lat: 47.48, lon: -0.56, dans: 'dans le Maine-et-Loire', neighbours: ['35', '37', '44', '53', '72', '79', '85', '86'] },
  { code: '50', name: 'Manche', region: '28', prefecture: 'Saint-Lô', lat: 49.11, lon: -1.08, dans: 'dans la Manche', neighbours: ['14', '35', '53', '61'] },
  { code: '51', name: 'Marne', region: '44', prefecture: 'Châlons-en-Champagne', lat: 48.96, lon: 4.38, dans: 'dans la Marne', neighbours: ['02', '08', '10', '52', '55', '77'] },
  { code: '52', name: 'Haute-Marne', region: '44', prefecture: 'Chaumont', lat: 48.1, lon: 5.14, dans: 'dans la Haute-Marne', neighbours: ['10', '21', '51', '55', '70', '88'] },
  { code: '53', name: 'Mayenne', region: '52', prefecture: 'Laval', lat: 48.06, lon: -0.77, dans: 'dans la Mayenne', neighbours: ['35', '49', '50', '61', '72'] },
  { code: '54', name: 'Meurthe-et-Moselle', region: '44', prefecture: 'Nancy', lat: 48.69, lon: 6.18, dans: 'dans la Meurthe-et-Moselle', neighbours: ['55', '57', '67', '88'] },
  { code: '55', name: 'Meuse', region: '44', prefecture: 'Bar-le-Duc', lat: 48.76, lon: 5.16, dans: 'dans la Meuse', neighbours: ['08', '51', '52', '54', '88'] },
  { code: '56', name: 'Morbihan', region: '53', prefecture: 'Vannes', lat: 47.66, lon: -2.76, dans: 'dans le Morbihan', neighbours: ['22', '29', '35', '44'] },
  { code: '57', name: 'Moselle', region: '44', prefecture: 'Metz', lat: 49.11, lon: 6.2, dans: 'dans la Moselle', neighbours: ['54', '67'] },
  { code: '58', name: 'Nièvre', region: '27', prefecture: 'Nevers', lat: 46.99, lon: 3.16, dans: 'dans la Nièvre', neighbours: ['03', '18', '21', '45', '71', '89'] },
  { code: '59', name: 'Nord', region: '32', prefecture: 'Lille', lat: 50.63, lon: 3.05, dans: 'dans le Nord', neighbours: ['02', '62', '80'] },
  { code: '60', name: 'Oise', region: '32', prefecture: 'Beauvais', lat: 49.44, lon: 2.09, dans: "dans l'Oise", neighbours: ['02', '27', '76', '77', '80', '95'] },
  { code: '61', name: 'Orne', region: '28', prefecture: 'Alençon', lat: 48.43, lon: 0.09, dans: "dans l'Orne", neighbours: ['14', '27', '28', '50', '53', '72'] },
  { code: '62', name: 'Pas-de-Calais', region: '32', prefecture: 'Arras', lat: 50.29, lon: 2.77, dans: 'dans le Pas-de-Calais', neighbours: ['59', '80'] },
  { code: '63', name: 'Puy-de-Dôme', region: '84', prefecture: 'Clermont-Ferrand', lat: 45.79, lon: 3.12, dans: 'dans le Puy-de-Dôme', neighbours: ['03', '15', '19', '23', '42', '43'] },
  { code: '64', name: 'Pyrénées-Atlantiques', region: '75', prefecture: 'Pau', lat: 43.32, lon: -0.35, dans: 'dans les Pyrénées-Atlantiques', neighbours: ['32', '40', '65'] },
  { code: '65', name: 'Hautes-Pyrénées', region: '76', prefecture: 'Tarbes', lat: 43.23, lon: 0.07, dans: 'dans les Hautes-Pyrénées', neighbours: ['31', '32', '64'] },
  { code: '66', name: 'Pyrénées-Orientales', region: '76', prefecture: 'Perpignan', lat: 42.7, lon: 2.9, dans: 'dans les Pyrénées-Orientales', neighbours: ['09', '11'] },
  { code: '67', name: 'Bas-Rhin', region: '44', prefecture: 'Strasbourg', lat: 48.57, lon: 7.77, dans: 'dans le Bas-Rhin', neighbours: ['54', '57', '68', '88'] },
  { code: '68', name: 'Haut-Rhin', region: '44', prefecture: 'Colmar', lat: 48.11, lon: 7.38, dans: 'dans le Haut-Rhin', neighbours: ['67', '88', '90'] },
  { code: '69', name: 'Rhône', region: '84', prefecture: 'Lyon', lat: 45.76, lon: 4.84, dans: 'dans le Rhône', neighbours: ['01', '38', '42', '71'] },
  { code: '70', name: 'Haute-Saône', region: '27', prefecture: 'Vesoul', lat: 47.63, lon: 6.15, dans: 'dans la Haute-Saône', neighbours: ['21', '25', '39', '52', '88', '90'] },
  { code: '71', name: 'Saône-et-Loire', region: '27', prefecture: 'Mâcon', lat: 46.32, lon: 4.82, dans: 'dans la Saône-et-Loire', neighbours: ['01', '03', '21', '39', '42', '58', '69'] },
  { code: '72', name: 'Sarthe', region: '52', prefecture: 'Le Mans', lat: 47.99, lon: 0.2, dans: 'dans la Sarthe', neighbours: ['28', '37', '41', '49', '53', '61'] },
  { code: '73', name: 'Savoie', region: '84', prefecture: 'Chambéry', lat: 45.58, lon: 5.91, dans: 'dans la Savoie', neighbours: ['01', '05', '38', '74'] },
  { code: '74', name: 'Haute-Savoie', region: '84', prefecture: 'Annecy', lat: 45.89, lon: 6.13, dans: 'dans la Haute-Savoie', neighbours: ['01', '73'] },
  { code: '75', name: 'Paris', region: '11', prefecture: 'Paris', lat: 48.86, lon: 2.34, dans: 'à Paris', neighbours: ['92', '93', '94'] },
  { code: '76', name: 'Seine-Maritime', region: '28', prefecture: 'Rouen', lat: 49.44, lon: 1.09, dans: 'dans la Seine-Maritime', neighbours: ['27', '60', '80'] },
  { code: '77', name: 'Seine-et-Marne', region: '11', prefecture: 'Melun', lat: 48.54, lon: 2.66, dans: 'dans la Seine-et-Marne', neighbours: ['02', '10', '45', '51', '60', '89', '91', '93', '94', '95'] },
  { code: '78', name: 'Yvelines', region: '11', prefecture: 'Versailles', lat: 48.8, lon: 2.12, dans: 'dans les Yvelines', neighbours: ['27', '28', '91', '92', '95'] },
  { code: '79', name: 'Deux-Sèvres', region: '75', prefecture: 'Niort', lat: 46.33, lon: -0.47, dans: 'dans les Deux-Sèvres', neighbours: ['16', '17', '49', '85', '86'] },
  { code: '80', name: 'Somme', region: '32', prefecture: 'Amiens', lat: 49.9, lon: 2.29, dans: 'dans la Somme', neighbours: ['02', '59', '60', '62', '76'] },
  { code: '81', name: 'Tarn', region: '76', prefecture: 'Albi', lat: 43.93, lon: 2.15, dans: 'dans le Tarn', neighbours: ['11', '12', '31', '34', '82'] },
  { code: '82', name: 'Tarn-et-Garonne', region: '76', prefecture: 'Montauban', lat: 44.02, lon: 1.36, dans: 'dans le Tarn-et-Garonne', neighbours: ['12', '31', '32', '46', '47', '81'] },
  { code: '83', name: 'Var', region: '93', prefecture: 'Toulon', lat: 43.14, lon: 5.93, dans: 'dans le Var', neighbours: ['04', '06', '13', '84'] },
  { code: '84', name: 'Vaucluse', region: '93', prefecture: 'Avignon', lat: 43.94, lon: 4.84, dans: 'dans le Vaucluse', neighbours: ['04', '07', '13', '26', '30', '83'] },
  { code: '85', name: 'Vendée', region: '52', prefecture: 'La Roche-sur-Yon', lat: 46.67, lon: -1.41, dans: 'dans la Vendée', neighbours: ['17', '44', '49', '79'] },
  { code: '86', name: 'Vienne', region: '75', prefecture: 'Poitiers', lat: 46.58, lon: 0.36, dans: 'dans la Vienne', neighbours: ['16', '36', '37', '49', '79', '87'] },
  { code: '87', name: 'Haute-Vienne', region: '75', prefecture: 'Limoges', lat: 45.85, lon: 1.25, dans: 'dans la Haute-Vienne', neighbours: ['16', '19', '23', '24', '36', '86'] },
  { code: '88', name: 'Vosges', region: '44', prefecture: 'Épinal', lat: 48.16, lon: 6.48, dans: 'dans les Vosges', neighbours: ['52', '54', '55', '67', '68', '70', '90'] },
  { code: '89', name: 'Yonne', region: '27', prefecture: 'Auxerre', lat: 47.79, lon: 3.58, dans: "dans l'Yonne", neighbours: ['10', '21', '45', '58', '77'] },
  { code: '90', name: 'Territoire de Belfort', region: '27', prefecture: 'Belfort', lat: 47.65, lon: 6.85, dans: 'dans le Territoire de Belfort', neighbours: ['25', '68', '70', '88'] },
  { code: '91', name: 'Essonne', region: '11', prefecture: 'Évry-Courcouronnes', lat: 48.63, lon: 2.44, dans: "dans l'Essonne", neighbours: ['28', '45', '77', '78', '92', '94'] },
  { code: '92', name: 'Hauts-de-Seine', region: '11', prefecture: 'Nanterre', lat: 48.9, lon: 2.21, dans: 'dans les Hauts-de-Seine', neighbours: ['75', '78', '91', '93', '94', '95'] },
  { code: '93', name: 'Seine-Saint-Denis', region: '11', prefecture: 'Bobigny', lat: 48.91, lon: 2.44, dans: 'dans la Seine-Saint-Denis', neighbours: ['75', '77', '92', '94', '95'] },
  { code: '94', name: 'Val-de-Marne', region: '11', prefecture: 'Créteil', lat: 48.78, lon: 2.45, dans: 'dans le Val-de-Marne', neighbours: ['75', '77', '91', '92', '93'] },
  { code: '95', name: "Val-d'Oise", region: '11', prefecture: 'Cergy', lat: 49.04, lon: 2.05, dans: "dans le Val-d'Oise", neighbours: ['27', '60', '77', '78', '92', '93'] },
  { code: '971', name: 'Guadeloupe', region: '01', prefecture: 'Basse-Terre', lat: 16.0, lon: -61.73, dans: 'en Guadeloupe', neighbours: [] },
  { code: '972', name: 'Martinique', region: '02', prefecture: 'Fort-de-France', lat: 14.64, lon: -61.07, dans: 'en Martinique', neighbours: [] },
  { code: '973', name: 'Guyane', region: '03', prefecture: 'Cayenne', lat: 4.94, lon: -52.33, dans: 'en Guyane', neighbours: [] },
  { code: '974', name: 'La Réunion', region: '04', prefecture: 'Saint-Denis', lat: -20.93, lon: 55.45, dans: 'à La Réunion', neighbours: [] },
  { code: '976', name: 'Mayotte', region: '06', prefecture: 'Mamoudzou', lat: -12.79, lon: 45.19, dans: 'à Mayotte', neighbours: [] },
];

const BY_CODE: ReadonlyMap<string, Departement> = new Map(DEPARTEMENTS.map((d) => [d.code, d]));

/** The overseas départements: they have no land neighbour among the départements. */
export const OVERSEAS_DEPARTEMENT_CODES: ReadonlySet<string> = new Set(['971', '972', '973', '974', '976']);

/**
 * A département code as the app stores it, from what sources write: "69", "1" → "01", "20A"/"2a"
 * → "2A", "20B" → "2B", " 974 " → "974". Undefined for anything that is not one of the 101
 * départements (e.g. "975", "00", "Rhône").
 */
export function normalizeDepartementCode(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) {
    return undefined;
  }
  let code = value.trim().toUpperCase();
  if (code === '20A') {
    code = '2A';
  } else if (code === '20B') {
    code = '2B';
  } else if (/^\d$/.test(code)) {
    code = `0${code}`;
  }
  return BY_CODE.has(code) ? code : undefined;
}

export function getDepartement(code: string | null | undefined): Departement | undefined {
  const normalized = normalizeDepartementCode(code);
  return normalized === undefined ? undefined : BY_CODE.get(normalized);
}

export function departementName(code: string): string {
  return getDepartement(code)?.name ?? code;
}

export function regionName(code: RegionCode): string {
  return REGIONS[code];
}

/** The départements sharing a land border with this one; empty when unknown or overseas. */
export function departementNeighbours(code: string): readonly string[] {
  return getDepartement(code)?.neighbours ?? [];
}

export function areNeighbours(a: string, b: string): boolean {
  const target = normalizeDepartementCode(b);
  return target !== undefined && departementNeighbours(a).includes(target);
}

/**
 * A user's zone: their département followed by its neighbours (land borders). Empty when the
 * département is unknown.
 */
export function zoneDepartements(code: string): string[] {
  const departement = getDepartement(code);
  return departement ? [departement.code, ...departement.neighbours] : [];
}

export function sameRegion(a: string, b: string): boolean {
  const da = getDepartement(a);
  const db = getDepartement(b);
  return da !== undefined && db !== undefined && da.region === db.region;
}

const EARTH_RADIUS_KM = 6371;

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance in km between two points (haversine). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Distance in km between the approximate points (prefectures) of two départements, rounded to the
 * km; 0 for the same département; null when either code is unknown.
 */
export function departementDistanceKm(a: string, b: string): number | null {
  const da = getDepartement(a);
  const db = getDepartement(b);
  if (!da || !db) {
    return null;
  }
  if (da.code === db.code) {
    return 0;
  }
  return Math.round(haversineKm(da.lat, da.lon, db.lat, db.lon));
}
