import { useCallback } from 'react';
import {
  attempt,
  notify,
  useCreateEducator,
  useEducator,
  useEducatorCourses,
  useEducators,
  useRemoveEducator,
  useSetEducatorApproval,
  type CreateEducatorInput,
  type EducatorSummary,
  type Id,
} from '@lectern/shared-sdk';
import { listOrEmpty, recordStatus } from '../../shared/admin-reads';

/** Every educator. Spec section 8: admin list loads fail silently to an empty list. */
export function useEducatorList() {
  const educators = useEducators();
  return { loading: educators.isPending, educators: listOrEmpty(educators.data) };
}

/** One educator and their courses; `educator` is null when there is no such educator or it could not be read. */
export function useEducatorDetail(id: Id | null) {
  const educator = useEducator(id, { failure: 'Failed to fetch educator data' });
  const courses = useEducatorCourses(id);
  const { missing, loading } = recordStatus(id, educator, [courses]);
  return {
    loading,
    educator: missing ? null : (educator.data ?? null),
    courses: courses.data ?? [],
  };
}

/**
 * Activate, deactivate and remove, with the spec's toasts; each resolves true on success, once every list showing
 * the educator has been read again.
 */
export function useEducatorActions() {
  const { mutateAsync: setApproval } = useSetEducatorApproval();
  const { mutateAsync: removeEducator } = useRemoveEducator();

  const setActive = useCallback(
    (educator: EducatorSummary, active: boolean): Promise<boolean> =>
      attempt(
        setApproval({ id: educator.id, isApproved: active }),
        () => notify.success(active ? 'Educator made active.' : 'Educator made inactive.'),
        active ? 'Failed to update educator.' : 'Failed to deactivate educator',
      ),
    [setApproval],
  );

  const remove = useCallback(
    (educator: EducatorSummary): Promise<boolean> => attempt(removeEducator(educator.id), () => notify.success('Educator removed.')),
    [removeEducator],
  );

  return { setActive, remove };
}

/** Creates the educator with the spec's toasts; resolves true when they were added. */
export function useAddEducator() {
  const { mutateAsync: createEducator, isPending: saving } = useCreateEducator();

  const add = useCallback(
    (input: CreateEducatorInput): Promise<boolean> =>
      attempt(createEducator(input), (user) => notify.success('Educator Added Successfully!', `${user.name} can now sign in as an educator.`)),
    [createEducator],
  );

  return { add, saving };
}

export const deactivateText = (name: string) =>
  `${name} will no longer be able to use educator features: they cannot create or change courses until made active again. Their published courses stay available to students.`;
export const activateText = (name: string) => `${name} will be able to create and manage courses again.`;
export const removeText = (name: string) =>
  `This permanently removes ${name} and every course they created, with its modules, videos and enrollments. This cannot be undone.`;
