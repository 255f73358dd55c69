/** Winners of a result notice and references to other notices. */
import { asArray, child, leafTexts, objectsOf, textOf, walk } from '../tree.ts';
import { cleanField } from '../values.ts';
import { eformsCompanyName, eformsOrganizations } from './buyer.ts';
import type { Donnees } from './donnees.ts';

export function winnersOf(donnees: Donnees): string[] {
  const { format, root } = donnees;
  const names: (string | null)[] = [];
  if (format === 'eforms') {
    const orgs = eformsOrganizations(root);
    walk(root, ({ path: trail, value }) => {
      if (trail[trail.length - 1] !== 'TenderingParty') {
        return true;
      }
      for (const party of objectsOf(value)) {
        const tenderers = objectsOf(child(party, 'efac:Tenderer'));
        const resolved = tenderers.map((t) => {
          const id = textOf(child(t, 'cbc:ID'));
          return id === null ? null : eformsCompanyName(orgs.get(id));
        });
        if (resolved.some((n) => n !== null)) {
          names.push(...resolved);
        } else {
          names.push(textOf(child(party, 'cbc:Name')));
        }
      }
      return false;
    });
  } else {
    walk(root, ({ path: trail, value }) => {
      const key = trail[trail.length - 1] ?? '';
      if (!/^(TITULAIRE|titulaire|titulaires|attributaire|attributaires|PersonneMorale|personneMorale)$/.test(key)) {
        return true;
      }
      for (const item of asArray(value)) {
        names.push(
          textOf(item) ??
            textOf(child(item, 'DENOMINATION')) ??
            textOf(child(item, 'NOM')) ??
            textOf(child(item, 'denomination')) ??
            textOf(child(item, 'raisonSociale')) ??
            textOf(child(item, 'nom')) ??
            textOf(child(item, 'nomTitulaire')),
        );
      }
      return false;
    });
  }
  return names.map(cleanField).filter((n) => n !== null);
}

/** Notice numbers named in a value ("24-16145", or one identifier alone such as "BXP06181020621O"). */
export function idwebsIn(value: unknown): string[] {
  const out: string[] = [];
  for (const item of asArray(value)) {
    const text = textOf(item);
    if (text === null) {
      continue;
    }
    if (/^[A-Za-z0-9_-]{5,}$/.test(text) && /\d/.test(text)) {
      out.push(text);
    } else {
      out.push(...[...text.matchAll(/\b(\d{2}-\d{3,7})\b/g)].map((m) => m[1] ?? ''));
    }
  }
  return out.filter((id) => id !== '');
}

/** References to other notices inside gestion (ANNONCE_ANTERIEUR) and donnees (idWeb, RECTIF texts). */
export function linkedIdsInTrees(gestion: unknown, donnees: Donnees): string[] {
  const ids: string[] = [];
  walk(gestion, ({ path: trail, value }) => {
    const key = trail[trail.length - 1] ?? '';
    if (/^(IDWEB|idweb|idWeb)$/.test(key) && trail.some((k) => /ANTERIEUR|LIE|INITIAL/i.test(k))) {
      ids.push(...idwebsIn(value));
    }
    return true;
  });
  walk(donnees.tree, ({ path: trail, value }) => {
    const key = trail[trail.length - 1] ?? '';
    if (/^(IDWEB|idweb|idWeb|idWebInitial|idAnnonceInitiale|numeroAnnonceInitiale|annonceLiee)$/.test(key)) {
      ids.push(...idwebsIn(value));
      return false;
    }
    if (key === 'RECTIF' || /^(rectificatif|annulation)$/.test(key)) {
      for (const text of leafTexts(value)) {
        for (const match of text.matchAll(/annonce\s+(?:initiale\s+)?n\s*[°o]\s*(\d{2}-\d{3,7})/gi)) {
          ids.push(match[1] ?? '');
        }
      }
    }
    return true;
  });
  return ids.filter((id) => id !== '');
}
