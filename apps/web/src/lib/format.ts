const euroFormatter = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** 39 → "39 €" (fr-FR, non-breaking space). */
export function formatEuros(amount: number): string {
  return euroFormatter.format(amount);
}

/** "Jean", "Dupont" → "Jean Dupont". */
export function fullName(person: { prenom: string; nom: string }): string {
  return `${person.prenom} ${person.nom}`.trim();
}
