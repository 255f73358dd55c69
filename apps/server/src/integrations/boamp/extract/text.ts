/** Titles and descriptions of the object. */
import { child, first, leafTexts, path, textOf, walk } from '../tree.ts';
import { plainText } from '../values.ts';
import type { Donnees } from './donnees.ts';
import { deepText, LOT_KEY } from './walk.ts';

/** Candidate titles in `donnees`, best first. */
export function titlesInDonnees(donnees: Donnees): (string | null)[] {
  const { format, root } = donnees;
  if (format === 'v230' || format === 'v110') {
    return [textOf(first(root, 'OBJET', 'TITRE_MARCHE')), textOf(first(root, 'OBJET', 'OBJET_COMPLET'))];
  }
  if (format === 'eforms') {
    return [textOf(first(root, 'cac:ProcurementProject', 'cbc:Name'))];
  }
  if (format === 'national') {
    return [deepText(root, ['intitule', 'titreMarche', 'objetMarche', 'objet'], LOT_KEY)];
  }
  return [];
}

/** Candidate descriptions (the object in full) and complements (main characteristics). */
export function descriptionsInDonnees(donnees: Donnees): { main: string[]; extra: string[] } {
  const { format, root } = donnees;
  const main: (string | null)[] = [];
  const extra: (string | null)[] = [];
  if (format === 'v230' || format === 'v110') {
    main.push(textOf(first(root, 'OBJET', 'OBJET_COMPLET')));
    const lots = path(root, 'OBJET', 'LOTS', 'LOT');
    if (lots.length === 1) {
      main.push(textOf(child(lots[0], 'DESCRIPTION')));
    }
    extra.push(...leafTexts(first(root, 'OBJET', 'CARACTERISTIQUES', 'PRINCIPALES')));
    if (format === 'v110') {
      extra.push(...leafTexts(first(root, 'CARACTERISTIQUES', 'AUTRES')).filter((t) => t.length > 40));
    }
  } else if (format === 'eforms') {
    main.push(textOf(first(root, 'cac:ProcurementProject', 'cbc:Description')));
  } else if (format === 'national') {
    const found: string[] = [];
    walk(root, ({ path: trail, value }) => {
      const key = trail[trail.length - 1] ?? '';
      if (LOT_KEY.test(key) || /^crit/i.test(key)) {
        return false;
      }
      if (/^(description|objetComplet|descriptionMarche|descriptionSuccincte|objet)$/.test(key)) {
        const text = textOf(value);
        if (text !== null) {
          found.push(text);
        }
      }
      return true;
    });
    main.push(...found);
  }
  const keep = (list: (string | null)[]): string[] =>
    list
      .filter((t) => t !== null)
      .map(plainText)
      .filter((t) => t.length > 0);
  return { main: keep(main), extra: keep(extra) };
}
