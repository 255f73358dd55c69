import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  generatedResponseSchema,
  type GeneratedResponse,
  type GeneratedResponseEdit,
} from '@batiao/shared/contracts/generation';
import { apiRequest } from '../../../lib/api-client';
import { reportError } from '../../../lib/report-error';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { SAVED_MESSAGE, SAVE_ERROR, failureMessage } from '../lib/display';
import { generatedResponseKey } from './get-generated-response';
import { GENERATED_RESPONSE_LISTS_KEY } from './get-generated-responses';

/** PUT /api/generated-responses/{id}: the edited letter and sections; the server re-renders the PDF. */
export function saveGeneratedResponse(id: string, edit: GeneratedResponseEdit): Promise<GeneratedResponse> {
  return apiRequest(`/generated-responses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: edit,
    schema: generatedResponseSchema,
  });
}

export function useSaveGeneratedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: GeneratedResponseEdit }) => saveGeneratedResponse(id, edit),
    onSuccess: async (response) => {
      queryClient.setQueryData(generatedResponseKey(response.id), response);
      notifySuccess(SAVED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: GENERATED_RESPONSE_LISTS_KEY });
    },
    onError: (error) => {
      reportError(error, 'Enregistrement d’une réponse générée');
      notifyError(failureMessage(SAVE_ERROR, error));
    },
  });
}
