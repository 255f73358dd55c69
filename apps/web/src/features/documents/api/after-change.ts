import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After any change to the file: the list and the health are read again, and so are the tenders
 * (their compatibility score counts the file's completeness) and the storage usage. The caller
 * also refreshes the session user, whose `dossier_completion` the server has just updated.
 */
export async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tenders.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.storage.all }),
  ]);
}
