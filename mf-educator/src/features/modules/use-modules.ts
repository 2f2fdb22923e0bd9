import { parseId, useCourse, useCreateModule, useModule, useUpdateModule } from '@lectern/shared-sdk';
import type { FormPageState } from '../../shared/form-page';
import { LOAD_FAILURE, unreadable, useLeaveWhenUnreadable } from '../../shared/use-leave-unreadable';
import { useReturnToCourse } from '../../shared/use-return-to-course';

export interface ModuleValues {
  title: string;
  description: string;
}

type ModuleFormState = FormPageState<{
  /** The line under the heading ('Course: …'); edit module has none. */
  context: string | null;
  initial: ModuleValues;
  save: (values: ModuleValues) => Promise<void>;
}>;

const emptyModule: ModuleValues = { title: '', description: '' };

/**
 * Add module reads the course it adds to (unknown or unreadable: 'Course not found'); edit module reads the module
 * (unreadable: toast, then the course page). Both reads are asked for in either mode, one of them switched off, as
 * the two routes may share one mounted page.
 */
export function useModuleForm(mode: 'add' | 'edit', raw: { courseId?: string; moduleId?: string }) {
  const courseId = parseId(raw.courseId);
  const moduleId = parseId(raw.moduleId);
  const courseRead = useCourse(mode === 'add' ? courseId : null);
  const moduleRead = useModule(mode === 'edit' ? moduleId : null, { failure: LOAD_FAILURE });
  const createModule = useCreateModule();
  const updateModule = useUpdateModule();
  const { coursePage, save, cancel } = useReturnToCourse(courseId);
  useLeaveWhenUnreadable(mode === 'edit' ? unreadable(moduleId, moduleRead, 'Module not found') : null, coursePage);

  function state(): ModuleFormState {
    if (mode === 'add') {
      const found = courseRead.data;
      if (found) {
        return {
          status: 'ready',
          context: `Course: ${found.title}`,
          initial: emptyModule,
          save: (values) => save(createModule.mutateAsync({ courseId: found.id, ...values }), 'Module created!', 'Failed to create module'),
        };
      }
      return courseId === null || found === null || courseRead.isError ? { status: 'not-found' } : { status: 'loading' };
    }
    // Until the module is read, and while leaving when it cannot be.
    const existing = moduleRead.data;
    if (!existing) return { status: 'loading' };
    return {
      status: 'ready',
      context: null,
      initial: { title: existing.title, description: existing.description },
      save: (values) => save(updateModule.mutateAsync({ id: existing.id, input: values }), 'Module Updated!', 'Failed to update module'),
    };
  }

  return { state: state(), saving: createModule.isPending || updateModule.isPending, cancel };
}
