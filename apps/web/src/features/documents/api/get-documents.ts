import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  documentListResponseSchema,
  type Document,
  type DocumentListResponse,
} from '@batiao/shared/contracts/documents';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Everything cached about the administrative file (the list and its health). */

/** GET /api/documents: the user's documents and the 13 types, in order, each with its status. */
export function getDocuments(signal?: AbortSignal): Promise<DocumentListResponse> {
  return apiRequest('/documents', { schema: documentListResponseSchema, signal });
}

export function documentsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.documents.list,
    queryFn: ({ signal }) => getDocuments(signal),
  });
}

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}

/** The list with one stored document in its type's card (after an upload or a date change). */
export function withDocument(list: DocumentListResponse, document: Document): DocumentListResponse {
  return {
    documents: [...list.documents.filter((d) => d.document_type !== document.document_type), document],
    types: list.types.map((type) =>
      type.document_type === document.document_type ? { ...type, status: document.status, document } : type,
    ),
  };
}

/** The list without one document: its type goes back to missing. */
export function withoutDocument(list: DocumentListResponse, id: string): DocumentListResponse {
  return {
    documents: list.documents.filter((d) => d.id !== id),
    types: list.types.map((type) =>
      type.document?.id === id ? { ...type, status: 'missing' as const, document: null } : type,
    ),
  };
}
