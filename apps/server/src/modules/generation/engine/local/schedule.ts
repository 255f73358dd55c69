import type { Phase } from './knowledge/types.ts';

/** One phase of the schedule: its length and its place, in whole units (weeks, or working days). */
export interface ScheduledPhase {
  nom: string;
  length: number;
  start: number;
  end: number;
}

export interface Schedule {
  unit: 'semaine' | 'jour';
  /** The duration shared out, in `unit`s: the phases' lengths add up to it exactly. */
  total: number;
  phases: ScheduledPhase[];
}

/**
 * Shares `totalWeeks` between the phases in proportion of their parts (largest remainders), each
 * phase at least one unit, one after the other with no overlap: the lengths add up to the stated
 * duration. When there are fewer weeks than phases, the schedule is counted in working days (5 a
 * week) so that no two phases share a unit.
 */
export function allocate(phases: readonly Phase[], totalWeeks: number): Schedule {
  const weeks = Math.max(1, Math.round(totalWeeks));
  const unit = weeks >= phases.length ? 'semaine' : 'jour';
  const total = unit === 'semaine' ? weeks : Math.max(phases.length, weeks * 5);
  const sum = phases.reduce((s, p) => s + p.part, 0) || 1;
  const spare = total - phases.length;
  const exact = phases.map((p) => (p.part / sum) * spare);
  const lengths = exact.map((x) => 1 + Math.floor(x));
  let left = total - lengths.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) {
    const index = order[k]?.i ?? 0;
    lengths[index] = (lengths[index] ?? 0) + 1;
  }
  let start = 1;
  return {
    unit,
    total,
    phases: phases.map((p, i) => {
      const length = lengths[i] ?? 1;
      const scheduled = { nom: p.nom, length, start, end: start + length - 1 };
      start += length;
      return scheduled;
    }),
  };
}
