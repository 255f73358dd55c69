import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { companyProfileSchema, type CompanyProfile, type ReferencePhoto } from '@batiao/shared/contracts/company';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/company: the company profile (empty lists and nulls before the first save) and its completion. */
export function getCompanyProfile(signal?: AbortSignal): Promise<CompanyProfile> {
  return apiRequest('/company', { schema: companyProfileSchema, signal });
}

export function companyProfileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.company.profile,
    queryFn: ({ signal }) => getCompanyProfile(signal),
  });
}

export function useCompanyProfile() {
  return useQuery(companyProfileQueryOptions());
}

/** Photos are saved at once (not with the form): the cached profile follows each change. */
export function updateCachedPhotos(
  queryClient: QueryClient,
  referenceId: string,
  change: (photos: ReferencePhoto[]) => ReferencePhoto[],
): void {
  queryClient.setQueryData<CompanyProfile>(queryKeys.company.profile, (profile) =>
    profile
      ? {
          ...profile,
          references: profile.references.map((r) => (r.id === referenceId ? { ...r, photos: change(r.photos) } : r)),
        }
      : profile,
  );
}
