/** Postgres unique_violation, as wrapped by Drizzle (the SQLSTATE sits on `cause`) or raw. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return cause?.code === '23505' || (error as { code?: string } | undefined)?.code === '23505';
}
