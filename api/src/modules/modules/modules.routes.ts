import { modulesCalls } from '@lectern/shared-sdk/modules/calls';
import { courseContentRoutes } from '../courses/course-content-routes';
import { modulesRepository } from './modules.repository';

/** Modules of a course, managed by the course's educator; admins may read them. */
export const modulesRoutes = courseContentRoutes({
  tag: 'modules',
  calls: { create: modulesCalls.createModule, find: modulesCalls.getModule, update: modulesCalls.updateModule, remove: modulesCalls.deleteModule },
  repository: modulesRepository,
  toAnswer: (module) => ({ module }),
  summaries: {
    create: "Add a module at the end of one's own course",
    find: 'One module with its videos',
    update: "Edit a module of one's own course",
    remove: 'Delete a module with its videos; progress of the enrolled students is recomputed',
  },
  removed: 'Module deleted',
  list: {
    call: modulesCalls.listCourseModules,
    summary: "The modules of one's own course (admins: any course) with their videos, in order",
  },
});
