import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { ApiError } from './http';
import { ApiProvider, httpApi, type LecternApi } from './api-context';
import { toastStore } from '../toasts/toast-store';
import { sessionStore } from '../session/session-store';
import { buildCart, buildCertificate, buildCourse, buildCourseDetail, buildEnrollment, buildUser } from '../testing/factories';
import { renderPage } from '../testing/render-page';
import { courseKeys, useCourse } from '../courses/queries';
import { followSession } from './invalidation';
import { learningKeys, useEnroll, useEnrollmentStatus, useMarkWatched, useMyEnrollments } from '../enrollments/queries';
import { useAddToCart } from '../cart/queries';
import { useCertificate, useMyCertificates } from '../certificates/queries';
import { createQueryClient } from './query-client';

beforeEach(() => toastStore.setState({ toasts: [] }));

function EnrolledCount({ label }: { label: string }) {
  const enrollments = useMyEnrollments();
  return <p>{`${label}: ${enrollments.data?.length ?? '…'}`}</p>;
}

test('two screens reading the same data share one request', async () => {
  const listMyEnrollments = jest.fn().mockResolvedValue({ enrollments: [buildEnrollment(), buildEnrollment()] });
  renderPage(
    <>
      <EnrolledCount label="Dashboard" />
      <EnrolledCount label="My Learning" />
    </>,
    { pattern: '/', url: '/', api: { listMyEnrollments } },
  );

  expect(await screen.findByText('Dashboard: 2')).toBeInTheDocument();
  expect(screen.getByText('My Learning: 2')).toBeInTheDocument();
  expect(listMyEnrollments).toHaveBeenCalledTimes(1);
});

function CourseTitle({ id }: { id: number }) {
  const course = useCourse(id, { failure: 'Failed to fetch course.' });
  return <p>{course.isError ? 'failed' : (course.data?.title ?? 'loading')}</p>;
}

test("a failed read raises its toast once, with the server's message, however many screens read it", async () => {
  const getCourse = jest.fn().mockRejectedValue(new ApiError(503, 'The database is busy'));
  renderPage(
    <>
      <CourseTitle id={4} />
      <CourseTitle id={4} />
    </>,
    { pattern: '/', url: '/', api: { getCourse } },
  );

  expect(await screen.findAllByText('failed')).toHaveLength(2);
  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ title: 'Failed to fetch course.', description: 'The database is busy', severity: 'error' }),
  ]);
});

test('a lost connection reads as such, by the same policy', async () => {
  const getCourse = jest.fn().mockRejectedValue(new ApiError(0, 'Could not connect to the server.'));
  renderPage(<CourseTitle id={4} />, { pattern: '/', url: '/', api: { getCourse } });

  expect(await screen.findByText('failed')).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ description: 'Could not connect to the server.' })]);
});

function EnrolButton() {
  const enroll = useEnroll();
  return (
    <button type="button" onClick={() => enroll.mutate(7)}>
      Enroll
    </button>
  );
}

/** The dashboard's count with an Enroll button beside it; clicks Enroll once the first list is on screen. */
async function enrolBesideTheDashboard(api: Pick<LecternApi, 'listMyEnrollments' | 'enroll'>) {
  renderPage(
    <>
      <EnrolledCount label="Dashboard" />
      <EnrolButton />
    </>,
    { pattern: '/', url: '/', api },
  );
  expect(await screen.findByText('Dashboard: 1')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Enroll' }));
}

test("enrolling refreshes the student's lists on screen", async () => {
  const listMyEnrollments = jest
    .fn()
    .mockResolvedValueOnce({ enrollments: [buildEnrollment()] })
    .mockResolvedValue({ enrollments: [buildEnrollment(), buildEnrollment()] });
  const enroll = jest.fn().mockResolvedValue({ message: 'Enrolled', enrollment: buildEnrollment() });

  await enrolBesideTheDashboard({ listMyEnrollments, enroll });

  expect(await screen.findByText('Dashboard: 2')).toBeInTheDocument();
  expect(enroll).toHaveBeenCalledWith(7);
});

test("a failed change raises the change's toast and leaves the data as it was", async () => {
  const listMyEnrollments = jest.fn().mockResolvedValue({ enrollments: [buildEnrollment()] });

  await enrolBesideTheDashboard({ listMyEnrollments, enroll: jest.fn().mockRejectedValue(new ApiError(409, 'Already enrolled in this course')) });

  await waitFor(() =>
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Failed to enroll.', description: 'Already enrolled in this course', severity: 'error' }),
    ]),
  );
  expect(listMyEnrollments).toHaveBeenCalledTimes(1);
});

function CartMark({ courseId }: { courseId: number }) {
  const status = useEnrollmentStatus(courseId);
  const add = useAddToCart();
  return (
    <>
      <p>{`Course ${courseId}: ${status.data ? (status.data.inCart ? 'in cart' : 'not in cart') : '…'}`}</p>
      <button type="button" onClick={() => add.mutate(courseId)}>{`Add ${courseId}`}</button>
    </>
  );
}

test("adding to the cart marks the course 'in cart' from the server's cart, without asking again", async () => {
  const course = buildCourse({ id: 3 });
  const getEnrollmentStatus = jest.fn().mockResolvedValue({ enrolled: false, inCart: false });
  const addToCart = jest.fn().mockResolvedValue({ cart: buildCart([course]) });
  renderPage(
    <>
      <CartMark courseId={3} />
      <CartMark courseId={4} />
    </>,
    { pattern: '/', url: '/', api: { getEnrollmentStatus, addToCart } },
  );
  expect(await screen.findByText('Course 3: not in cart')).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Add 3' }));

  expect(await screen.findByText('Course 3: in cart')).toBeInTheDocument();
  expect(screen.getByText('Course 4: not in cart')).toBeInTheDocument();
  expect(getEnrollmentStatus).toHaveBeenCalledTimes(2);
});

function CertificatesBesideTheLastVideo() {
  const certificates = useMyCertificates();
  const markWatched = useMarkWatched();
  return (
    <>
      <p>{`Certificates: ${certificates.data ? certificates.data.map((certificate) => certificate.courseTitle).join(', ') || 'none' : '…'}`}</p>
      <button type="button" onClick={() => markWatched.mutate({ enrollmentId: 5, videoId: 9 })}>
        Mark watched
      </button>
    </>
  );
}

test("marking the last video watched reads the student's certificates again: completing a course issues one", async () => {
  const listMyCertificates = jest
    .fn()
    .mockResolvedValueOnce({ certificates: [] })
    .mockResolvedValue({ certificates: [buildCertificate({ courseTitle: 'Compilers' })] });
  const markVideoWatched = jest.fn().mockResolvedValue(buildEnrollment({ id: 5, progress: 100, completed: true }));
  renderPage(<CertificatesBesideTheLastVideo />, { pattern: '/', url: '/', api: { listMyCertificates, markVideoWatched } });
  expect(await screen.findByText('Certificates: none')).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Mark watched' }));

  expect(await screen.findByText('Certificates: Compilers')).toBeInTheDocument();
  expect(markVideoWatched).toHaveBeenCalledWith(5, 9);
  expect(listMyCertificates).toHaveBeenCalledTimes(2);
});

function CertificateLine({ id }: { id: string | null }) {
  const certificate = useCertificate(id);
  if (certificate.isPending) return <p>{certificate.fetchStatus === 'idle' ? 'idle' : 'loading'}</p>;
  return <p>{certificate.data ? `Valid: ${certificate.data.learnerName}` : 'No such certificate'}</p>;
}

test('a certificate reads as itself, as null when there is none, and is not asked for without an id', async () => {
  const issued = buildCertificate({ learnerName: 'Ada Lovelace' });
  const getCertificate = jest.fn((id: string) =>
    id === issued.id ? Promise.resolve({ certificate: issued }) : Promise.reject(new ApiError(404, 'Certificate not found')),
  );
  renderPage(
    <>
      <CertificateLine id={issued.id} />
      <CertificateLine id="AAAAAAAAAAAAAAAAAAAAAA" />
      <CertificateLine id={null} />
    </>,
    { pattern: '/', url: '/', api: { getCertificate } },
  );

  expect(await screen.findByText('Valid: Ada Lovelace')).toBeInTheDocument();
  expect(await screen.findByText('No such certificate')).toBeInTheDocument();
  expect(screen.getByText('idle')).toBeInTheDocument();
  expect(getCertificate).toHaveBeenCalledTimes(2);
});

describe('following the session', () => {
  const maya = buildUser({ id: 1, role: 'student' });
  const ada = buildUser({ id: 2, role: 'educator' });

  function seeded() {
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(learningKeys.enrollments, [buildEnrollment()]);
    queryClient.setQueryData(courseKeys.detail(1), buildCourseDetail({ id: 1 }));
    return queryClient;
  }

  afterEach(() => sessionStore.getState().signOut());

  test("forgets the student's data when they sign out; of the public reads, keeps only the one on screen, read again", async () => {
    sessionStore.getState().signIn(maya, 'token');
    const queryClient = seeded();
    queryClient.setQueryData(courseKeys.detail(2), buildCourseDetail({ id: 2 }));
    // Course 1 is on screen (a page observes it); course 2 was read earlier and is not.
    const readCourse = jest.fn(() => Promise.resolve(buildCourseDetail({ id: 1 })));
    const onScreen = new QueryObserver(queryClient, { queryKey: courseKeys.detail(1), queryFn: readCourse }).subscribe(() => undefined);
    const stop = followSession(queryClient);

    act(() => sessionStore.getState().signOut());

    expect(queryClient.getQueryData(learningKeys.enrollments)).toBeUndefined();
    expect(queryClient.getQueryData(courseKeys.detail(1))).toBeDefined();
    expect(queryClient.getQueryData(courseKeys.detail(2))).toBeUndefined();
    await waitFor(() => expect(readCourse).toHaveBeenCalledTimes(1));
    onScreen();
    stop();
  });

  test('forgets nothing when a kept session is restored after a signed-out first render', () => {
    const queryClient = seeded();
    const stop = followSession(queryClient);

    act(() => sessionStore.getState().signIn(maya, 'token'));

    expect(queryClient.getQueryData(learningKeys.enrollments)).toBeDefined();
    stop();
  });

  test("never shows one person's data to the next who signs in", async () => {
    sessionStore.getState().signIn(maya, 'token');
    const queryClient = seeded();
    const stop = followSession(queryClient);
    const listMyEnrollments = jest.fn().mockResolvedValue({ enrollments: [] });
    const api = { ...httpApi, listMyEnrollments } as LecternApi;

    act(() => sessionStore.getState().signIn(ada, 'other-token'));
    render(
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api}>
          <EnrolledCount label="Enrolled" />
        </ApiProvider>
      </QueryClientProvider>,
    );

    expect(screen.getByText('Enrolled: …')).toBeInTheDocument();
    expect(await screen.findByText('Enrolled: 0')).toBeInTheDocument();
    stop();
  });
});
