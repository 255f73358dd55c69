import type { QueryClient } from '@tanstack/react-query';
import { DOCUMENTS_KEY } from './get-documents';

/**
 * After any change to the file: the list and the health are read again, and so are the tenders
 * (their compatibility score counts the file's completeness) and the storage usage. The caller
 * also refreshes the session user, whose `dossier_completion` the server has just updated.
 */
export async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['tenders'] }),
    queryClient.invalidateQueries({ queryKey: ['storage'] }),
  ]);
}
