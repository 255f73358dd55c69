import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyProfileSchema, type CompanyProfile, type CompanyProfileInput } from '@batiao/shared/contracts/company';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/company: replaces the whole profile (amounts in cents HT); answers the saved profile. */
export function updateCompanyProfile(body: CompanyProfileInput): Promise<CompanyProfile> {
  return apiRequest('/company', { method: 'PUT', body, schema: companyProfileSchema });
}

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['company', 'update'],
    mutationFn: updateCompanyProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData<CompanyProfile>(queryKeys.company.profile, saved);
      // A reference removed takes its photos with it: the storage usage changes.
      void queryClient.invalidateQueries({ queryKey: queryKeys.storage.all });
    },
  });
}
