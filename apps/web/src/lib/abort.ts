/** A request cancelled on purpose (the query was dropped, the page left): not an error to report. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
