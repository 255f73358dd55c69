/**
 * The global error handler: the single place where unexpected errors end up. It only logs for
 * now; an error-tracking service would plug in here.
 */
export function reportError(error: unknown, context: string): void {
  console.error(`[BatiAO] ${context}`, error);
}
