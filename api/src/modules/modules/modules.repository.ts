import type { Kysely, Transaction } from 'kysely';
import type { CourseModule, UpdateModuleInput } from '@lectern/shared-sdk/modules/schemas';
import type { Database, ModuleRow, UserRow } from '../../db/schema';
import { loadManagedCourse, loadManagedModule, touchCourse } from '../courses/course-access';
import { afterContentAdded, afterContentRemoved, nextPosition } from '../courses/course-content';
import { HttpError } from '../../lib/http-errors';
import { toModule } from './modules.mapper';
import type { Notify } from '../notifications/notify';

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewModule {
  courseId: number;
  title: string;
  description: string;
}

async function withVideos(db: Executor, modules: readonly ModuleRow[]): Promise<CourseModule[]> {
  if (modules.length === 0) return [];
  const videos = await db
    .selectFrom('videos')
    .selectAll()
    .where(
      'module_id',
      'in',
      modules.map((module) => module.id),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  return modules.map((module) => toModule(module, videos));
}

/** Modules of the caller's courses. Every write locks the course (PostgreSQL) and keeps progress in step. */
export function modulesRepository(db: Kysely<Database>, options: { lock: boolean; notify: Notify }) {
  return {
    /**
     * The course's modules with their videos, in order. The original client's add-video screen asks this with a
     * module's id in the course's place (the spec names it as a possible defect of that screen) and shows its form once
     * the answer is a success: when the id is no course the caller may manage but a module they may, the answer is the
     * modules of that module's course. Whoever may not manage either gets the course's refusal, so nothing leaks.
     */
    async listForCourse(courseId: number, user: UserRow): Promise<CourseModule[]> {
      const course = await loadManagedCourse(db, courseId, user, { allowAdmin: true }).catch(async (refusal: unknown) => {
        // Only a refusal of the module too falls back to the course's; a database failure stays what it is (503).
        const asModule = await loadManagedModule(db, courseId, user, { allowAdmin: true }).catch((error: unknown) => {
          if (error instanceof HttpError) return null;
          throw error;
        });
        if (!asModule) throw refusal;
        return asModule.course;
      });
      const modules = await db.selectFrom('modules').selectAll().where('course_id', '=', course.id).orderBy('position').orderBy('id').execute();
      return withVideos(db, modules);
    },

    async find(moduleId: number, user: UserRow): Promise<CourseModule> {
      const { module } = await loadManagedModule(db, moduleId, user, { allowAdmin: true });
      const [found] = await withVideos(db, [module]);
      return found as CourseModule;
    },

    /** Appends the module after the course's last one. */
    async create(input: NewModule, user: UserRow, now: string): Promise<CourseModule> {
      return db.transaction().execute(async (trx) => {
        const course = await loadManagedCourse(trx, input.courseId, user, { lock: options.lock });
        const position = await nextPosition(trx, 'modules', course.id);
        const module = await trx
          .insertInto('modules')
          .values({ course_id: course.id, position, title: input.title, description: input.description })
          .returningAll()
          .executeTakeFirstOrThrow();
        // A module starts empty, so nobody's percentage moves; recomputing keeps the one rule in one place anyway.
        await afterContentAdded(trx, course.id, now, options.notify);
        return toModule(module, []);
      });
    },

    async update(moduleId: number, user: UserRow, input: UpdateModuleInput, now: string): Promise<CourseModule> {
      return db.transaction().execute(async (trx) => {
        const { module, course } = await loadManagedModule(trx, moduleId, user, { lock: options.lock });
        await touchCourse(trx, course.id, now);
        const changes = {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
        };
        const updated =
          Object.keys(changes).length === 0
            ? module
            : await trx.updateTable('modules').set(changes).where('id', '=', module.id).returningAll().executeTakeFirstOrThrow();
        const [result] = await withVideos(trx, [updated]);
        return result as CourseModule;
      });
    },

    /** Removes the module with its videos (and their watched marks), then recomputes the course's enrolments and where they stopped. */
    async remove(moduleId: number, user: UserRow, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { module, course } = await loadManagedModule(trx, moduleId, user, { lock: options.lock });
        await trx.deleteFrom('modules').where('id', '=', module.id).execute();
        await afterContentRemoved(trx, course.id, now, options.notify);
      });
    },
  };
}
