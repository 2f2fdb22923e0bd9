import { sources, type ConformanceCase, type Context } from '../case';
import { entityId, objectOr, under } from '../spec-reader';

/** A new student who enrols in a new free course and watches every video, as a client does: the server issues the certificate. */
async function earnCertificate({ t, course, freshStudent }: Context) {
  const [completed, student] = await Promise.all([course(), freshStudent()]);
  const enrolled = await t.post('/api/enrollments', { courseId: completed.id }, student.token);
  const enrollmentId = entityId(under('enrollment')(enrolled.body));
  for (const videoId of completed.videoIds) {
    expect((await t.request('PATCH', `/api/enrollments/${enrollmentId}/progress`, { token: student.token, body: { videoId } })).status).toBe(200);
  }
  const listed = await t.get('/api/certificates', student.token);
  const [certificate] = under('certificates')(listed.body) as { id: string }[];
  return { student, course: completed, certificateId: certificate?.id ?? 'none' };
}

/** The spec-conformance cases of the certificates routes (see conformance-cases.ts). */
export const certificatesCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'GET /api/certificates -> {certificates: [certificate]} the student earned, the latest first',
    route: 'GET /api/certificates',
    call: async (ctx) => ({ method: 'GET', url: '/api/certificates', token: (await earnCertificate(ctx)).student.token }),
    check: ({ body }, { educator }) =>
      expect(under('certificates')(body)).toEqual([
        {
          id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
          learnerName: expect.any(String),
          courseTitle: expect.any(String),
          educatorName: educator.user.name,
          courseId: expect.any(Number),
          completedAt: expect.any(String),
          issuedAt: expect.any(String),
          verificationUrl: expect.stringMatching(/^http:\/\/localhost:3000\/certificates\/[A-Za-z0-9_-]{22}$/),
          // A course without quizzes: none named.
          quizResults: [],
        },
      ]),
  },
  {
    source: sources.extension,
    row: 'GET /api/certificates/{id} -> {certificate}, for anyone holding the id (no token)',
    route: 'GET /api/certificates/:id',
    call: async (ctx) => ({ method: 'GET', url: `/api/certificates/${(await earnCertificate(ctx)).certificateId}` }),
    check: ({ body }, _ctx, call) => {
      const certificate = objectOr('certificate')(body);
      expect(call.url).toBe(`/api/certificates/${String(certificate.id)}`);
      expect(certificate.verificationUrl).toBe(`http://localhost:3000/certificates/${String(certificate.id)}`);
    },
  },
  {
    source: sources.extension,
    row: 'GET /api/certificates/{id}/pdf -> the certificate as a PDF attachment (no token)',
    route: 'GET /api/certificates/:id/pdf',
    call: async (ctx) => ({ method: 'GET', url: `/api/certificates/${(await earnCertificate(ctx)).certificateId}/pdf` }),
    check: ({ headers, body }) => {
      expect(headers['content-type']).toBe('application/pdf');
      expect(String(headers['content-disposition'])).toMatch(/^attachment; filename="lectern-certificate-[A-Za-z0-9_-]{22}\.pdf"$/);
      expect(String(body).startsWith('%PDF-')).toBe(true);
    },
  },
];
