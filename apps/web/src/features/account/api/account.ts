import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { AccountDeleteRequest, AccountProfileUpdate } from '@batiao/shared/contracts/account';
import { userSchema, type User } from '@batiao/shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { apiDownload, saveBlob } from '../../../lib/api-files';

/** PATCH /api/account/profile: the rectified account, as /api/auth/me shows it. */
export function updateAccountProfile(body: AccountProfileUpdate): Promise<User> {
  return apiRequest('/account/profile', { method: 'PATCH', body, schema: userSchema });
}

export function useUpdateAccountProfile() {
  return useMutation({ mutationKey: ['account', 'profile'], mutationFn: updateAccountProfile });
}

/** GET /api/account/export: the zip (JSON, CSV and files), saved under the server's file name. */
export async function downloadAccountExport(): Promise<string> {
  const file = await apiDownload('/account/export');
  const name = file.filename ?? 'batiao-export.zip';
  saveBlob(file.blob, name);
  return name;
}

export function useDownloadAccountExport() {
  return useMutation({ mutationKey: ['account', 'export'], mutationFn: downloadAccountExport });
}

/** DELETE /api/account: 204 once the account is gone. */
export async function deleteAccount(body: AccountDeleteRequest): Promise<void> {
  await apiRequest('/account', { method: 'DELETE', body, schema: z.unknown() });
}

export function useDeleteAccount() {
  return useMutation({ mutationKey: ['account', 'delete'], mutationFn: deleteAccount });
}
