/** The place of execution. */
import { child, first, leafTexts, objectsOf, path, textOf, walk } from '../tree.ts';
import { cleanField } from '../values.ts';
import type { Donnees } from './donnees.ts';
import { deepFind, deepText } from './walk.ts';

export function joinParts(parts: (string | null | undefined)[]): string | null {
  const kept = parts.map((p) => cleanField(p ?? null)).filter((p) => p !== null);
  return kept.length > 0 ? kept.join(', ') : null;
}

function postalLine(cp: string | null, city: string | null): string | null {
  const text = [cleanField(cp), cleanField(city)].filter((p) => p !== null).join(' ');
  return text === '' ? null : text;
}

function eformsAddressText(address: unknown): string | null {
  const nuts = textOf(child(address, 'cbc:CountrySubentityCode'));
  return (
    joinParts([
      textOf(child(address, 'cbc:StreetName')),
      textOf(child(address, 'cbc:AdditionalStreetName')),
      postalLine(textOf(child(address, 'cbc:PostalZone')), textOf(child(address, 'cbc:CityName'))),
    ]) ?? (nuts === null ? null : `NUTS ${nuts}`)
  );
}

export function executionPlaceOf(donnees: Donnees): string | null {
  const { format, root } = donnees;
  if (format === 'v230') {
    for (const place of path(root, 'OBJET', 'LIEU_EXEC_LIVR')) {
      const text =
        joinParts([
          textOf(child(place, 'ADRESSE')),
          postalLine(textOf(child(place, 'CP')), textOf(child(place, 'VILLE'))),
        ]) ?? textOf(place);
      if (text !== null) {
        return text;
      }
      const nuts = textOf(child(place, 'CODE_NUTS'));
      if (nuts !== null) {
        return `NUTS ${nuts}`;
      }
    }
    return cleanField(deepText(root, ['LIEU_PRINCIPAL', 'LIEU_EXEC']));
  }
  if (format === 'v110') {
    const direct = cleanField(textOf(first(root, 'OBJET', 'LIEU_EXEC')));
    if (direct !== null) {
      return direct;
    }
    for (const text of leafTexts([first(root, 'OBJET'), first(root, 'CARACTERISTIQUES')])) {
      const match = /lieu d'ex[ée]cution(?: et de livraison)?\s*:\s*(.+?)(?:\.\s|\.?$)/i.exec(text);
      if (match?.[1]) {
        return cleanField(match[1]);
      }
    }
    return null;
  }
  if (format === 'eforms') {
    let place: string | null = null;
    walk(root, ({ path: trail, value }) => {
      if (place !== null) {
        return false;
      }
      if (trail[trail.length - 1] === 'RealizedLocation') {
        for (const location of objectsOf(value)) {
          place =
            place ?? textOf(child(location, 'cbc:Description')) ?? eformsAddressText(child(location, 'cac:Address'));
        }
        return false;
      }
      return true;
    });
    return place === null ? null : cleanField(place);
  }
  if (format === 'national') {
    const value = deepFind(root, [
      'lieuExecution',
      'lieuExecutionLivraison',
      'lieuPrincipal',
      'lieuExec',
      'lieuDExecution',
    ]);
    if (value === undefined) {
      return null;
    }
    const text = textOf(value);
    return cleanField(text ?? (leafTexts(value).join(', ') || null));
  }
  return null;
}
