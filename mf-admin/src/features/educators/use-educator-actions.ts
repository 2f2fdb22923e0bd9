import { useCallback } from 'react';
import { errorMessage, notify, useApi, type EducatorSummary } from '@lectern/shared-sdk';

/** Activate, deactivate and remove, with the spec's toasts; each resolves true on success. */
export function useEducatorActions() {
  const api = useApi();

  const setActive = useCallback(
    async (educator: EducatorSummary, active: boolean): Promise<EducatorSummary | null> => {
      try {
        const updated = await api.setEducatorApproval(educator.id, active);
        notify.success(active ? 'Educator made active.' : 'Educator made inactive.');
        return updated;
      } catch (error) {
        notify.error(active ? 'Failed to update educator.' : 'Failed to deactivate educator', errorMessage(error, 'Failed to update educator.'));
        return null;
      }
    },
    [api],
  );

  const remove = useCallback(
    async (educator: EducatorSummary): Promise<boolean> => {
      try {
        await api.removeEducator(educator.id);
        notify.success('Educator removed.');
        return true;
      } catch (error) {
        notify.error('Failed to remove educator.', errorMessage(error, 'Failed to remove educator.'));
        return false;
      }
    },
    [api],
  );

  return { setActive, remove };
}

export const deactivateText = (name: string) =>
  `${name} will no longer be able to use educator features: they cannot create or change courses until made active again. Their published courses stay available to students.`;
export const activateText = (name: string) => `${name} will be able to create and manage courses again.`;
export const removeText = (name: string) =>
  `This permanently removes ${name} and every course they created, with its modules, videos and enrolments. This cannot be undone.`;
