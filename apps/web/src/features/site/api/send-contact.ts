import { useMutation } from '@tanstack/react-query';
import { contactResponseSchema, type ContactRequest, type ContactResponse } from '@batiao/shared/contracts/site';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact: a visitor's message to the team. */
export function sendContact(body: ContactRequest): Promise<ContactResponse> {
  return apiRequest('/contact', { method: 'POST', body, schema: contactResponseSchema, token: null });
}

export function useSendContact() {
  return useMutation({ mutationKey: ['site', 'contact'], mutationFn: sendContact });
}
