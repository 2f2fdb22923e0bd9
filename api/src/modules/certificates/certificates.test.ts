import {
  certificateIdSchema,
  certificateResponseSchema,
  certificatesResponseSchema,
  type Certificate,
} from '@lectern/shared-sdk/certificates/schemas';
import { enrollResponseSchema } from '@lectern/shared-sdk/enrollments/schemas';
import type { UserRow } from '../../db/schema';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../lib/http-cache';
import { insertCourse, insertEnrollment, insertUser, twoLessonModule, type InsertedCourse } from '../../testing/fixtures';
import { readPdf } from '../../testing/pdf-text';
import { describeEachDatabase, messageOf } from '../../testing/test-app';
import { recomputeProgress } from '../enrollments/progress';
import { printable, quizResultLines, RenderedPdfCache, type RenderedPdf } from './certificate-pdf';

const appUrl = 'https://learn.lectern.example';

describeEachDatabase(
  'certificates',
  (t) => {
    let educator: UserRow;
    let educatorToken: string;
    let student: UserRow;
    let token: string;

    beforeEach(async () => {
      educator = await insertUser(t.db, { role: 'educator', name: 'Grace Hopper' });
      educatorToken = await t.tokenFor(educator);
      student = await insertUser(t.db, { name: 'Ada Lovelace' });
      token = await t.tokenFor(student);
    });

    const twoVideoCourse = (title = 'Compilers from Scratch') =>
      insertCourse(t.db, {
        educatorId: educator.id,
        title,
        modules: [twoLessonModule('Basics')],
      });

    const enrol = async (courseId: number, as = token) => {
      const response = await t.post('/api/enrollments', { courseId }, as);
      expect(response.status).toBe(201);
      return enrollResponseSchema.parse(response.body).enrollment.id;
    };

    const watch = async (enrollmentId: number, videoId: number, as = token) => {
      const response = await t.request('PATCH', `/api/enrollments/${enrollmentId}/progress`, { token: as, body: { videoId } });
      expect(response.status).toBe(200);
    };

    const mine = async (as = token): Promise<Certificate[]> => {
      const response = await t.get('/api/certificates', as);
      expect(response.status).toBe(200);
      return certificatesResponseSchema.parse(response.body).certificates;
    };

    const publicRead = async (id: string) => {
      const response = await t.get(`/api/certificates/${id}`);
      expect(response.status).toBe(200);
      return certificateResponseSchema.parse(response.body).certificate;
    };

    /** Enrols the student and watches every video: the course is complete. */
    const complete = async (course: InsertedCourse) => {
      const enrollmentId = await enrol(course.id);
      for (const videoId of course.videoIds) await watch(enrollmentId, videoId);
      return enrollmentId;
    };

    it('issues one certificate at 100 %, keeping the names and title of that moment through later renames', async () => {
      const course = await twoVideoCourse();
      const enrollmentId = await enrol(course.id);
      await watch(enrollmentId, course.videoIds[0] ?? 0);
      expect(await mine()).toEqual([]);

      t.clock.advanceSeconds(60);
      const completedAt = t.clock.now().toISOString();
      await watch(enrollmentId, course.videoIds[1] ?? 0);
      const [issued] = await mine();
      expect(issued).toEqual({
        id: expect.any(String),
        learnerName: 'Ada Lovelace',
        courseTitle: 'Compilers from Scratch',
        educatorName: 'Grace Hopper',
        courseId: course.id,
        completedAt,
        issuedAt: completedAt,
        verificationUrl: `${appUrl}/certificates/${issued?.id}`,
        quizResults: [],
      });
      expect(certificateIdSchema.parse(issued?.id)).toHaveLength(22);

      expect((await t.request('PATCH', '/api/users/profile', { token, body: { name: 'Ada King' } })).status).toBe(200);
      expect((await t.request('PATCH', '/api/users/profile', { token: educatorToken, body: { name: 'Rear Admiral Hopper' } })).status).toBe(200);
      expect(
        (await t.request('PATCH', `/api/courses/${course.id}`, { token: educatorToken, body: { title: 'Compilers, Second Edition' } })).status,
      ).toBe(200);
      // Watching a video again recomputes the enrolment: still the one certificate, as it was.
      await watch(enrollmentId, course.videoIds[0] ?? 0);
      expect(await mine()).toEqual([issued]);
      expect(await publicRead(issued?.id ?? '')).toEqual(issued);
    });

    it('issues none below 100 %, nor for a course without videos', async () => {
      const course = await twoVideoCourse();
      await watch(await enrol(course.id), course.videoIds[0] ?? 0);
      await enrol((await insertCourse(t.db, { educatorId: educator.id })).id);

      expect(await mine()).toEqual([]);
      expect(await t.db.selectFrom('certificates').select('id').where('student_id', '=', student.id).execute()).toEqual([]);
    });

    it('keeps the first certificate when the enrolment is reopened by a new video and completed again', async () => {
      const course = await twoVideoCourse();
      const enrollmentId = await complete(course);
      const [first] = await mine();

      t.clock.advanceSeconds(3600);
      const moduleId = (await t.db.selectFrom('modules').select('id').where('course_id', '=', course.id).executeTakeFirstOrThrow()).id;
      const added = await t.request('POST', '/api/videos', {
        token: educatorToken,
        body: { moduleId, title: 'Three', youtubeUrl: 'https://youtu.be/PkZNo7MFNFg', duration: '5m' },
      });
      expect(added.status).toBe(201);
      const reopened = await t.db
        .selectFrom('enrollments')
        .select(['progress', 'completed'])
        .where('id', '=', enrollmentId)
        .executeTakeFirstOrThrow();
      expect(reopened).toEqual({ progress: 66, completed: 0 });
      expect(await mine()).toEqual([first]);

      const newVideo = await t.db
        .selectFrom('videos')
        .select('id')
        .where('module_id', '=', moduleId)
        .where('title', '=', 'Three')
        .executeTakeFirstOrThrow();
      await watch(enrollmentId, newVideo.id);
      expect(await mine()).toEqual([first]);
    });

    it('issues exactly one certificate when the last video is marked 250 times at once', async () => {
      const course = await twoVideoCourse();
      const enrollmentId = await enrol(course.id);
      await watch(enrollmentId, course.videoIds[0] ?? 0);

      const answers = await Promise.all(
        Array.from({ length: 250 }, () =>
          t.request('PATCH', `/api/enrollments/${enrollmentId}/progress`, { token, body: { videoId: course.videoIds[1] } }),
        ),
      );

      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      expect(await mine()).toHaveLength(1);
    });

    it('issues exactly one certificate when 250 transactions complete the same enrolment at once', async () => {
      // No row lock taken first, as the progress route takes: the unique enrolment alone must decide.
      const course = await twoVideoCourse();
      const enrollmentId = await insertEnrollment(t.db, { studentId: student.id, courseId: course.id, watchedVideoIds: course.videoIds });
      const now = t.clock.now().toISOString();

      await Promise.all(Array.from({ length: 250 }, () => t.db.transaction().execute((trx) => recomputeProgress(trx, { enrollmentId }, now))));

      const rows = await t.db.selectFrom('certificates').select('enrollment_id').where('student_id', '=', student.id).execute();
      expect(rows).toEqual([{ enrollment_id: enrollmentId }]);
    });

    it('lists the student’s own certificates, the latest issued first', async () => {
      const first = await twoVideoCourse('First Course');
      const second = await twoVideoCourse('Second Course');
      await complete(first);
      t.clock.advanceSeconds(60);
      await complete(second);

      expect((await mine()).map((certificate) => certificate.courseTitle)).toEqual(['Second Course', 'First Course']);
      expect(await mine(await t.tokenFor(await insertUser(t.db)))).toEqual([]);
    });

    it('keeps a deleted course’s certificates valid, without the course', async () => {
      const course = await twoVideoCourse();
      await complete(course);
      const [issued] = await mine();

      expect((await t.request('DELETE', `/api/courses/${course.id}`, { token: educatorToken })).status).toBe(200);

      const expected = { ...issued, courseId: null };
      expect(await mine()).toEqual([expected]);
      expect(await publicRead(issued?.id ?? '')).toEqual(expected);
      const pdf = await t.app.inject({ method: 'GET', url: `/api/certificates/${issued?.id}/pdf` });
      expect(pdf.statusCode).toBe(200);
    });

    it('keeps the certificates of an educator’s courses when an admin removes the educator', async () => {
      const course = await twoVideoCourse();
      await complete(course);
      const [issued] = await mine();
      const admin = await t.tokenFor(await insertUser(t.db, { role: 'admin' }));

      expect((await t.request('DELETE', `/api/users/educators/${educator.id}`, { token: admin })).status).toBe(200);

      expect(await publicRead(issued?.id ?? '')).toEqual({ ...issued, courseId: null, educatorName: 'Grace Hopper' });
    });

    it('removes a student’s certificates with the student', async () => {
      const course = await twoVideoCourse();
      await complete(course);
      const [issued] = await mine();

      await t.db.deleteFrom('users').where('id', '=', student.id).execute();

      for (const url of [`/api/certificates/${issued?.id}`, `/api/certificates/${issued?.id}/pdf`]) {
        const response = await t.get(url);
        expect([url, response.status, messageOf(response)]).toEqual([url, 404, 'Certificate not found']);
      }
    });

    it('answers a made-up id with 404 and a malformed one with 400, each with a message', async () => {
      for (const suffix of ['', '/pdf']) {
        const missing = await t.get(`/api/certificates/AAAAAAAAAAAAAAAAAAAAAA${suffix}`);
        expect([missing.status, messageOf(missing)]).toEqual([404, 'Certificate not found']);
        for (const malformed of ['abc', 'A'.repeat(23), 'AAAAAAAAAAAAAAAAAAAAA%21', '%00', "'%20or%201=1--"]) {
          const response = await t.get(`/api/certificates/${malformed}${suffix}`);
          expect([malformed, response.status]).toEqual([malformed, 400]);
          expect(messageOf(response)).toMatch(/^id: must be a certificate id|^The address is not valid/);
        }
      }
    });

    it('renders the PDF on the server: A4 landscape, the names, title, date, and the verification address', async () => {
      const course = await twoVideoCourse('Zoë’s Guide to Compilers');
      await complete(course);
      const [issued] = await mine();
      const id = issued?.id ?? '';

      const response = await t.app.inject({ method: 'GET', url: `/api/certificates/${id}/pdf` });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="lectern-certificate-${id}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pages = await readPdf(response.rawPayload);
      expect(pages).toHaveLength(1);
      expect(pages[0]).toMatchObject({ width: 842, height: 595 });
      const text = pages[0]?.text ?? '';
      for (const expected of [
        'Certificate of Completion',
        'Ada Lovelace',
        'Zoë’s Guide to Compilers',
        'Grace Hopper',
        `${appUrl}/certificates/${id}`,
        id,
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).toContain(
        new Date(issued?.completedAt ?? '').toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      );
    });

    it('serves 250 requests for the same PDF at once, all the same bytes', async () => {
      const course = await twoVideoCourse();
      await complete(course);
      const [issued] = await mine();

      const answers = await Promise.all(
        Array.from({ length: 250 }, () => t.app.inject({ method: 'GET', url: `/api/certificates/${issued?.id}/pdf` })),
      );

      expect(answers.filter((answer) => answer.statusCode !== 200)).toEqual([]);
      expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
    });

    it('is a public read a shared cache may keep, private once a token is sent, and 304 for what the client holds', async () => {
      const course = await twoVideoCourse();
      await complete(course);
      const [issued] = await mine();

      for (const url of [`/api/certificates/${issued?.id}`, `/api/certificates/${issued?.id}/pdf`]) {
        const anonymous = await t.get(url);
        expect(anonymous.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
        const etag = String(anonymous.headers.etag);
        expect((await t.request('GET', url, { headers: { 'if-none-match': etag } })).status).toBe(304);
        const signedIn = await t.get(url, token);
        expect([signedIn.status, signedIn.headers['cache-control']]).toEqual([200, PRIVATE_CACHE_CONTROL]);
      }
    });

    it('lists certificates for students only', async () => {
      expect((await t.get('/api/certificates')).status).toBe(401);
      expect((await t.get('/api/certificates', educatorToken)).status).toBe(403);
    });
  },
  { env: { PUBLIC_APP_URL: `${appUrl}/` } },
);

describe('printable', () => {
  it('keeps what the standard fonts print, falls back to base letters, and marks the rest', () => {
    expect(printable('Zoë Ñandú – “Straße” €5')).toBe('Zoë Ñandú – “Straße” €5');
    expect(printable('Erdős Dvořák')).toBe('Erdos Dvorák');
    expect(printable('Łukasz 中文 😀')).toBe('?ukasz ?? ?');
  });
});

describe('quizResultLines', () => {
  const result = (n: number) => ({ title: `Quiz ${n}`, score: 80 + n, passMark: 70 });

  it('prints a line per quiz, and past four an "and N more" line', () => {
    expect(quizResultLines([])).toEqual([]);
    expect(quizResultLines([result(1)])).toEqual(['Quiz: Quiz 1 — 81 % (pass mark 70 %)']);
    const many = quizResultLines([1, 2, 3, 4, 5, 6].map(result));
    expect(many).toHaveLength(4);
    expect(many.at(-1)).toBe('and 3 more quizzes passed');
  });
});

describe('RenderedPdfCache', () => {
  const certificate = (id: string) => ({ id }) as Certificate;

  it('renders a certificate once however many ask at once, and again after a failed rendering', async () => {
    let renders = 0;
    let fail = true;
    const cache = new RenderedPdfCache(async ({ id }): Promise<RenderedPdf> => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('renderer failed');
      return { pdf: Buffer.from(id), etag: `"${id}"` };
    });

    const failed = await Promise.allSettled(Array.from({ length: 50 }, () => cache.get(certificate('a'))));
    expect([renders, failed.every((result) => result.status === 'rejected')]).toEqual([1, true]);

    fail = false;
    const rendered = await Promise.all(Array.from({ length: 50 }, () => cache.get(certificate('a'))));
    expect(renders).toBe(2);
    expect(new Set(rendered).size).toBe(1);
  });

  it('keeps the most recently asked, up to its capacity', async () => {
    const rendered: string[] = [];
    const cache = new RenderedPdfCache(async ({ id }) => {
      rendered.push(id);
      return { pdf: Buffer.from(id), etag: `"${id}"` };
    }, 2);

    for (const id of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.get(certificate(id));

    expect(rendered).toEqual(['a', 'b', 'c', 'b']);
  });
});
