import { PROFILE_PATHS, profilePath, type ProfileSection } from '@partner-portal/contract/profile-checklist';
import type { PartnerProfile } from '@partner-portal/contract/profile-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerKeys } from '../../../lib/api/query-keys';
import { partnerApi } from '../../../lib/http/api-clients';
import { profileKeys } from './profile-keys';

/** A form field's value as the multipart PUT takes it: lists as JSON text, nothing as ''. */
export type SectionFieldValue = string | number | null | undefined | readonly unknown[];

export interface SaveSectionRequest {
  partnerId: number;
  section: ProfileSection;
  fields: Record<string, SectionFieldValue>;
  logo?: File;
  onProgress?: (fraction: number) => void;
}

export function toSectionForm(
  section: ProfileSection,
  fields: Record<string, SectionFieldValue>,
  logo?: File,
): FormData {
  const form = new FormData();
  form.append('section', section);
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, Array.isArray(value) ? JSON.stringify(value) : String(value ?? ''));
  }
  if (logo) form.append('logo', logo);
  return form;
}

/** Saves one tab; the server answers with the whole profile as it now stands. */
export const saveProfileSection = ({ partnerId, section, fields, logo, onProgress }: SaveSectionRequest) =>
  partnerApi.upload<PartnerProfile>('PUT', profilePath(PROFILE_PATHS.info, partnerId), {
    form: toSectionForm(section, fields, logo),
    onProgress,
    showErrors: false,
  });

export function useSaveProfileSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileSection,
    // The answer is the whole profile; the checklist, the partner record and its visibility may have changed with it.
    onSuccess: (saved, { partnerId }) => {
      queryClient.setQueryData(profileKeys.detail(partnerId), saved);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.requiredStatuses() });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.visibility(partnerId) });
    },
  });
}
