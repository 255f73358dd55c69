/** How a compatibility score is shown: colour bands (spec: ≥ 80 green, ≥ 65 orange) and the message cut. */
export const COLOUR_THRESHOLDS = { green: 80, orange: 65 } as const;
export const MESSAGE_MAX_LENGTH = 100;

export type CompatibilityColour = 'green' | 'orange' | 'red';

/** A point the consultation files add to the score (issue 16): « Visite obligatoire le 12 décembre 2026 ». */
export interface CompatibilityReason {
  /** bloquant: the offer cannot stand as is; attention: to act on; info: to know. */
  level: 'bloquant' | 'attention' | 'info';
  text: string;
  /** Where it was read (« RC.pdf, p. 3 »), null when several pieces. */
  source: string | null;
}

export const REASON_LEVEL_LABELS: Record<CompatibilityReason['level'], string> = {
  bloquant: 'Point bloquant',
  attention: 'À faire',
  info: 'À savoir',
};

export function compatibilityColour(score: number): CompatibilityColour {
  if (score >= COLOUR_THRESHOLDS.green) {
    return 'green';
  }
  if (score >= COLOUR_THRESHOLDS.orange) {
    return 'orange';
  }
  return 'red';
}

/**
 * The message as the list shows it: at most `max` characters (code points), cut at a word when one
 * ends in the second half, with "…" as the last character.
 */
export function truncateMessage(message: string, max: number = MESSAGE_MAX_LENGTH): string {
  const chars = Array.from(message);
  if (chars.length <= max) {
    return message;
  }
  if (max <= 1) {
    return '…'.slice(0, max);
  }
  const head = chars.slice(0, max - 1).join('');
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace >= head.length / 2 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:]+$/, '')}…`;
}
