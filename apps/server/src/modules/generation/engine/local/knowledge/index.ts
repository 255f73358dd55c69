import type { TradeSlug } from '@batiao/shared/domain/trades';
import { CHARPENTIER, COUVREUR, ETANCHEUR } from './enveloppe.ts';
import { CHAUFFAGISTE, ELECTRICIEN, PLOMBIER } from './fluides.ts';
import { CARRELEUR, PEINTRE, PLAQUISTE } from './finitions.ts';
import { MACON, TERRASSIER } from './gros-oeuvre.ts';
import { MENUISIER, SERRURIER, VITRIER } from './menuiseries.ts';
import type { TradeKnowledge } from './types.ts';

export type { TradeKnowledge } from './types.ts';

export const KNOWLEDGE: Readonly<Record<TradeSlug, TradeKnowledge>> = {
  macon: MACON,
  couvreur: COUVREUR,
  plombier: PLOMBIER,
  electricien: ELECTRICIEN,
  menuisier: MENUISIER,
  peintre: PEINTRE,
  chauffagiste: CHAUFFAGISTE,
  carreleur: CARRELEUR,
  plaquiste: PLAQUISTE,
  terrassier: TERRASSIER,
  charpentier: CHARPENTIER,
  etancheur: ETANCHEUR,
  serrurier: SERRURIER,
  vitrier: VITRIER,
};

export function knowledgeOf(trade: TradeSlug): TradeKnowledge {
  return KNOWLEDGE[trade];
}
