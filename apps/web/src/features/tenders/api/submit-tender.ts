import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  tenderDetailSchema,
  tenderSubmissionResponseSchema,
  urlAnalysisResultSchema,
  type TenderDetail,
  type TenderSubmissionInput,
  type TenderSubmissionResponse,
  type UrlAnalysisResult,
} from '@batiao/shared/contracts/tenders';
import { apiRequest } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-files';
import { queryKeys } from '../../../lib/query-keys';

/** After a change of the user's own tenders: every list, detail and the dashboard's counters. */
function useRefreshTenders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.tenders.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.stats }),
    ]);
}

/** POST /api/tenders/submit: a subscriber's own tender (201 with its id). */
export function useSubmitTender() {
  const refresh = useRefreshTenders();
  return useMutation({
    mutationKey: ['tenders', 'submit'],
    mutationFn: (body: TenderSubmissionInput): Promise<TenderSubmissionResponse> =>
      apiRequest('/tenders/submit', { method: 'POST', body, schema: tenderSubmissionResponseSchema }),
    onSuccess: () => refresh(),
  });
}

/** PUT /api/tenders/{id}: the author rewrites their tender; the detail comes back. */
export function useUpdateTender(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshTenders();
  return useMutation({
    mutationKey: ['tenders', 'update', id],
    mutationFn: (body: TenderSubmissionInput): Promise<TenderDetail> =>
      apiRequest(`/tenders/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: tenderDetailSchema }),
    onSuccess: (tender) => {
      queryClient.setQueryData(queryKeys.tenders.detail(id), tender);
      return refresh();
    },
  });
}

/** DELETE /api/tenders/{id}: the author deletes their tender. */
export function useDeleteTender(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshTenders();
  return useMutation({
    mutationKey: ['tenders', 'delete', id],
    mutationFn: (): Promise<unknown> =>
      apiRequest(`/tenders/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.unknown() }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.tenders.detail(id) });
      return refresh();
    },
  });
}

/** POST /api/tenders/analyze-from-url: what the notice at an address says. */
export function useAnalyzeUrl() {
  return useMutation({
    mutationKey: ['tenders', 'analyze-url'],
    mutationFn: (url: string): Promise<UrlAnalysisResult> =>
      apiRequest('/tenders/analyze-from-url', { method: 'POST', body: { url }, schema: urlAnalysisResultSchema }),
  });
}

/** POST /api/tenders/analyze-file: what a dropped avis or RC (PDF, DOCX) says. */
export function useAnalyzeFile() {
  return useMutation({
    mutationKey: ['tenders', 'analyze-file'],
    mutationFn: (file: File): Promise<UrlAnalysisResult> => {
      const form = new FormData();
      form.set('file', file);
      return apiUpload('/tenders/analyze-file', { form, schema: urlAnalysisResultSchema });
    },
  });
}
