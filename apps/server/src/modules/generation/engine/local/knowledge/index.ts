import type { TradeSlug } from '@batiao/shared/domain/trades';
import { CHARPENTIER, COUVREUR, ETANCHEUR } from './enveloppe.ts';
import { CHAUFFAGISTE, ELECTRICIEN, PLOMBIER } from './fluides.ts';
import { CARRELEUR, PEINTRE, PLAQUISTE } from './finitions.ts';
import { MACON, TERRASSIER } from './gros-oeuvre.ts';
import { MENUISIER, SERRURIER, VITRIER } from './menuiseries.ts';
import { CHARPENTIER_SOUS_TYPES, COUVREUR_SOUS_TYPES, ETANCHEUR_SOUS_TYPES } from './sous-types-enveloppe.ts';
import { CARRELEUR_SOUS_TYPES, PEINTRE_SOUS_TYPES, PLAQUISTE_SOUS_TYPES } from './sous-types-finitions.ts';
import { CHAUFFAGISTE_SOUS_TYPES, ELECTRICIEN_SOUS_TYPES, PLOMBIER_SOUS_TYPES } from './sous-types-fluides.ts';
import { MACON_SOUS_TYPES, TERRASSIER_SOUS_TYPES } from './sous-types-gros-oeuvre.ts';
import { MENUISIER_SOUS_TYPES, SERRURIER_SOUS_TYPES, VITRIER_SOUS_TYPES } from './sous-types-menuiseries.ts';
import { equipementHorsModele, fitsModel, genericKnowledge } from './generique.ts';
import type { SousType, TradeKnowledge } from './types.ts';

export type { TradeKnowledge } from './types.ts';

export const KNOWLEDGE: Readonly<Record<TradeSlug, TradeKnowledge>> = {
  macon: { ...MACON, sousTypes: MACON_SOUS_TYPES },
  couvreur: { ...COUVREUR, sousTypes: COUVREUR_SOUS_TYPES },
  plombier: { ...PLOMBIER, sousTypes: PLOMBIER_SOUS_TYPES },
  electricien: { ...ELECTRICIEN, sousTypes: ELECTRICIEN_SOUS_TYPES },
  menuisier: { ...MENUISIER, sousTypes: MENUISIER_SOUS_TYPES },
  peintre: { ...PEINTRE, sousTypes: PEINTRE_SOUS_TYPES },
  chauffagiste: { ...CHAUFFAGISTE, sousTypes: CHAUFFAGISTE_SOUS_TYPES },
  carreleur: { ...CARRELEUR, sousTypes: CARRELEUR_SOUS_TYPES },
  plaquiste: { ...PLAQUISTE, sousTypes: PLAQUISTE_SOUS_TYPES },
  // Demolition alone is often let to the earthworks contractor: the maçon's demolition kind serves it
  // (without its façade variant), rather than the trade's new-platform method.
  terrassier: {
    ...TERRASSIER,
    sousTypes: [
      ...TERRASSIER_SOUS_TYPES,
      // A retaining wall along a road is let to earthworks firms as often as to maçons: the maçon's kind.
      ...MACON_SOUS_TYPES.filter((k) => k.key === 'soutenement' && !/ravalement/.test(k.label)).map((k): SousType => ({
        ...k,
        surObjet: true,
      })),
      ...MACON_SOUS_TYPES.filter((k) => k.key === 'demolition' && !/ravalement/.test(k.label)).map((k): SousType => ({
        ...k,
        surObjet: true,
      })),
    ],
  },
  charpentier: { ...CHARPENTIER, sousTypes: CHARPENTIER_SOUS_TYPES },
  etancheur: { ...ETANCHEUR, sousTypes: ETANCHEUR_SOUS_TYPES },
  serrurier: { ...SERRURIER, sousTypes: SERRURIER_SOUS_TYPES },
  vitrier: { ...VITRIER, sousTypes: VITRIER_SOUS_TYPES },
};

export function knowledgeOf(trade: TradeSlug): TradeKnowledge {
  return KNOWLEDGE[trade];
}

/**
 * The trade's knowledge for the kinds of work an object shows (`objectText`, folded: object, lots,
 * descripteurs; `ownText`: the object and lots without the descripteurs): each matched kind replaces the method and adds its standards, risks and equipment;
 * none matched, the trade's general knowledge when it describes the object, else the trade-neutral
 * method of `generique.ts`.
 */
export function specialise(
  kb: TradeKnowledge,
  objectText: string,
  ownText: string = objectText,
): { kb: TradeKnowledge; sousTypes: SousType[] } {
  const read = (kb.sousTypes ?? []).filter(
    (s) =>
      s.when.test(s.surObjet ? ownText : objectText) && !s.unless?.test(objectText) && !s.unlessSurObjet?.test(ownText),
  );
  // An equipment the trade's general knowledge does not describe is the object's key noun (a GTB, a
  // lift): only the kinds made for such works are written, not a kind read from a coarse descripteur
  // or a « création » (a new building's electricity, a new roof).
  const matched =
    equipementHorsModele(kb.slug, ownText) !== null && read.some((s) => s.horsModele === true)
      ? read.filter((s) => s.horsModele === true)
      : read;
  // A work the general knowledge does not describe (stores for a vitrier, a steel bridge for a
  // peintre) is written with the trade-neutral method, unless a kind made for it matched: a kind
  // chosen from a coarse descripteur (« Peinture (travaux) ») would describe another work.
  if (!fitsModel(kb.slug, objectText, matched.length, ownText) && !matched.some((s) => s.horsModele === true)) {
    return { kb: genericKnowledge(kb, objectText, ownText), sousTypes: [] };
  }
  if (matched.length === 0) {
    return { kb, sousTypes: [] };
  }
  const drop = matched.map((s) => s.sansNormes).filter((r): r is RegExp => r !== undefined);
  const dropSpec = matched.map((s) => s.sansSpecificites).filter((r): r is RegExp => r !== undefined);
  const first = <K extends keyof SousType>(key: K): SousType[K] | undefined =>
    matched.find((s) => s[key] !== undefined)?.[key];
  const dropped = (key: 'sansRisques' | 'sansMateriel' | 'sansPointsAttention', text: string): boolean =>
    matched.some((s) => s[key]?.test(text) ?? false);
  return {
    sousTypes: matched,
    kb: {
      ...kb,
      travaux: first('travaux') ?? kb.travaux,
      ouvrage: first('ouvrage') ?? kb.ouvrage,
      normes: [
        ...kb.normes.filter((n) => !drop.some((r) => r.test(n.ref))),
        ...matched.flatMap((s) => s.normes ?? []),
      ].filter((n, i, all) => all.findIndex((m) => m.ref === n.ref) === i),
      specificites: [
        ...matched.flatMap((s) => s.specificites ?? []),
        ...kb.specificites.filter((x) => !dropSpec.some((r) => r.test(x.sujet))),
      ],
      etapes: first('etapes') ?? kb.etapes,
      risques: [
        ...matched.flatMap((s) => s.risques ?? []),
        ...kb.risques.filter((r) => !dropped('sansRisques', r.risque)),
      ],
      materiel: [
        ...matched.flatMap((s) => s.materiel ?? []),
        ...kb.materiel.filter((m) => !dropped('sansMateriel', m.nom)),
      ],
      pointsAttention: [
        ...matched.flatMap((s) => s.pointsAttention ?? []),
        ...kb.pointsAttention.filter((p) => !dropped('sansPointsAttention', p)),
      ],
      phases: first('phases') ?? kb.phases,
      decennale: first('decennale') ?? kb.decennale,
      biennale: first('biennale') ?? kb.biennale,
      entretien: first('entretien') ?? kb.entretien,
      habilitations: first('habilitations') ?? kb.habilitations,
      autocontroles: first('autocontroles') ?? kb.autocontroles,
      dechets: first('dechets') ?? kb.dechets,
      materiaux: first('materiaux') ?? kb.materiaux,
      semainesParDefaut: first('semainesParDefaut') ?? kb.semainesParDefaut,
    },
  };
}
