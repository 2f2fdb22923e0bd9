import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type CourseDetail } from '@lectern/shared-sdk';
import {
  buildCart,
  buildCourseDetail,
  buildEnrollment,
  buildModule,
  buildReview,
  buildReviewPage,
  buildUser,
  buildVideo,
} from '@lectern/shared-sdk/testing';
import { fakeApi, renderPage, resetStores, signInAs, toasts } from '@lectern/shared-sdk/testing/render-page';
import { CourseDetailPage } from './course-detail-page';

const modules = [
  buildModule({
    id: 11,
    title: 'Getting started',
    videos: [buildVideo({ id: 101, title: 'Welcome', duration: '45m' }), buildVideo({ id: 102, title: 'Set up', duration: '1h 5m' })],
  }),
  buildModule({ id: 12, title: 'Components', videos: [buildVideo({ id: 103, title: 'Props', duration: '20m' })] }),
];

function course(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return buildCourseDetail({
    id: 5,
    title: 'React in Depth',
    description: 'Everything about React.',
    category: 'Web Development',
    price: 0,
    rating: 4.25,
    students: 1500,
    enrolledCount: 1500,
    educatorId: { _id: '2', id: 2, name: 'Ada Educator' },
    modules,
    ...overrides,
  });
}

const reviews = [
  buildReview({
    id: 41,
    courseId: 5,
    rating: 5,
    learnerName: 'Maya Chen',
    review: 'The hooks module finally made effects click.',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    reply: { body: 'Thank you, Maya!', educatorName: 'Ada Educator', createdAt: '2026-11-21T09:00:00.000Z', updatedAt: '2026-11-21T09:00:00.000Z' },
  }),
  buildReview({
    id: 40,
    courseId: 5,
    rating: 3,
    learnerName: 'Omar Haddad',
    review: '',
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
  }),
];

function setup(detail: CourseDetail = course(), status = { enrolled: false, inCart: false }, route = `/courses/${detail.id}`) {
  const api = fakeApi({
    listCourseReviews: jest.fn().mockResolvedValue(buildReviewPage(reviews)),
    getCourse: jest.fn().mockResolvedValue({ course: detail }),
    getEnrollmentStatus: jest.fn().mockResolvedValue(status),
    enroll: jest.fn().mockResolvedValue({ message: 'Enrolled', enrollment: buildEnrollment() }),
    // As the server answers: the cart now holds the course.
    addToCart: jest.fn().mockResolvedValue({ cart: buildCart([detail]) }),
    deleteModule: jest.fn().mockResolvedValue({ message: 'Module deleted' }),
  });
  renderPage(<CourseDetailPage />, { api, url: route, pattern: '/courses/:courseId' });
  return { api, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(resetStores);

describe('CourseDetailPage', () => {
  it('shows the course with its counts, total duration and collapsible modules', async () => {
    const { api, user } = setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'React in Depth' })).toBeInTheDocument();
    expect(screen.getByText('Web Development')).toBeInTheDocument();
    expect(screen.getByText('Ada Educator')).toBeInTheDocument();
    expect(screen.getByText('Everything about React.')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(fact('Students')).toBe('1.5K+');
    expect(fact('Rating')).toBe('4.3');
    expect(fact('Duration')).toBe('2h 10m');
    expect(fact('Videos')).toBe('3');
    expect(fact('Modules')).toBe('2');
    expect(api.getEnrollmentStatus).not.toHaveBeenCalled();

    const first = screen.getByRole('button', { name: /Module 1: Getting started/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Videos in Getting started' })).not.toBeInTheDocument();

    await user.click(first);

    expect(first).toHaveAttribute('aria-expanded', 'true');
    const videos = screen.getByRole('list', { name: 'Videos in Getting started' });
    expect(within(videos).getByText('Welcome')).toBeInTheDocument();
    expect(within(videos).getByText('1h 5m')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit module/ })).not.toBeInTheDocument();
  });

  it('plays a free preview lesson in a dialog; a lesson that is not one has no player', async () => {
    const withPreview = course({
      modules: [
        buildModule({
          id: 11,
          title: 'Getting started',
          videos: [
            buildVideo({ id: 101, title: 'Welcome', isPreview: true, youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
            // As the server sends a lesson that is not a preview to a visitor: no address.
            buildVideo({ id: 102, title: 'Set up', youtubeUrl: undefined }),
          ],
        }),
      ],
    });
    const { user } = setup(withPreview);
    await user.click(await screen.findByRole('button', { name: /Module 1: Getting started/ }));
    expect(screen.queryByRole('button', { name: 'Watch the free preview: Set up' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Watch the free preview: Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free preview: Welcome' });
    expect(within(dialog).getByTitle('Welcome')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await user.click(within(dialog).getByRole('button', { name: 'Close the preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows 'N/A' without ratings, the dollar price and the course duration when lessons have none", async () => {
    setup(course({ rating: null, price: 49.99, duration: '3h', modules: [buildModule({ videos: [] })] }));
    await screen.findByRole('heading', { level: 1, name: 'React in Depth' });
    expect(fact('Rating')).toBe('N/A');
    expect(fact('Duration')).toBe('3h');
    expect(screen.getByText('$49.99')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it("shows 'Course not found' with a way back to the catalogue for an unknown course", async () => {
    const api = fakeApi({ getCourse: jest.fn().mockRejectedValue(new ApiError(404, 'Course not found')) });
    renderPage(<CourseDetailPage />, { api, url: '/courses/999', pattern: '/courses/:courseId' });

    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
    expect(toasts()).toEqual([]);
  });

  it("shows the toast 'Failed to fetch course.' when loading fails", async () => {
    const api = fakeApi({ getCourse: jest.fn().mockRejectedValue(new ApiError(500, 'Server exploded')) });
    renderPage(<CourseDetailPage />, { api, url: '/courses/5', pattern: '/courses/:courseId' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(toasts()).toEqual([{ title: 'Failed to fetch course.', description: 'Server exploded', severity: 'error' }]);
  });

  it('sends a visitor who is not signed in to /login from Enroll Now', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    expect(location()).toBe('/login');
  });

  it('tells an admin that only students can enroll or add to cart', async () => {
    signInAs(buildUser({ role: 'admin' }));
    const { api, user } = setup(course({ price: 10 }));
    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(toasts().map((toast) => toast.title)).toEqual(['Only students can enroll', 'Only students can add to cart']);
    expect(api.getEnrollmentStatus).not.toHaveBeenCalled();
  });

  it("enrols a student in a free course: 'Enrolled Successfully!' and the learning page", async () => {
    signInAs(buildUser({ role: 'student' }));
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }));

    await waitFor(() => expect(location()).toBe('/course/5'));
    expect(api.enroll).toHaveBeenCalledWith(5);
    expect(toasts()).toEqual([{ title: 'Enrolled Successfully!', description: undefined, severity: 'success' }]);
  });

  it("sends a student's 'Enroll Now' on a paid course through the cart", async () => {
    signInAs(buildUser({ role: 'student' }));
    const { api, user } = setup(course({ price: 25 }));
    await waitFor(() => expect(api.getEnrollmentStatus).toHaveBeenCalledWith(5));
    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }));

    await waitFor(() => expect(location()).toBe('/cart'));
    expect(api.addToCart).toHaveBeenCalledWith(5);
    expect(api.enroll).not.toHaveBeenCalled();
  });

  it("turns 'Add to Cart' into 'Go to Cart' for a student", async () => {
    signInAs(buildUser({ role: 'student' }));
    const { api, user } = setup(course({ price: 25 }));
    await waitFor(() => expect(api.getEnrollmentStatus).toHaveBeenCalled());
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    expect(toasts()).toEqual([{ title: 'Added to Cart', description: undefined, severity: 'success' }]);
  });

  it("shows an enrolled student only 'Continue Learning'", async () => {
    signInAs(buildUser({ role: 'student' }));
    setup(course({ price: 25 }), { enrolled: true, inCart: false });

    expect(await screen.findByRole('link', { name: 'Continue Learning' })).toHaveAttribute('href', '/course/5');
    expect(screen.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('lets the owning educator edit a module and delete it after confirming', async () => {
    signInAs(buildUser({ id: 2, role: 'educator' }));
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Module 2: Components/ }));

    expect(screen.getByRole('link', { name: 'Edit module Components' })).toHaveAttribute('href', '/educator/courses/5/modules/12/edit');

    await user.click(screen.getByRole('button', { name: 'Delete module Components' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this module?')).toBeInTheDocument();
    jest.mocked(api.getCourse).mockResolvedValue({ course: course({ modules: modules.slice(0, 1) }) });

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: /Module 2: Components/ })).not.toBeInTheDocument());
    expect(api.deleteModule).toHaveBeenCalledWith(12);
    expect(toasts()).toEqual([{ title: 'Module deleted', description: undefined, severity: 'success' }]);
  });

  it('hides the module controls from an educator who does not own the course', async () => {
    signInAs(buildUser({ id: 99, role: 'educator' }));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Module 1: Getting started/ }));
    expect(screen.queryByRole('button', { name: /Delete module/ })).not.toBeInTheDocument();
  });

  it('shows the rating summary with a bar per star, and the reviews newest first with the educator reply', async () => {
    setup();

    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('2 ratings')).toBeInTheDocument();
    expect(within(section).getByText('4.0')).toBeInTheDocument();
    const bars = within(section).getByRole('list', { name: 'Ratings by stars' });
    expect(within(bars).getByRole('progressbar', { name: '5 stars: 50% (1 rating)' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(bars).getByRole('progressbar', { name: '4 stars: 0% (0 ratings)' })).toHaveAttribute('aria-valuenow', '0');
    const listed = within(within(section).getByRole('list', { name: 'Reviews, newest first' })).getAllByRole('listitem');
    expect(listed.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Maya Chen', 'Omar Haddad']);
    expect(within(listed[0]!).getByText('The hooks module finally made effects click.')).toBeInTheDocument();
    expect(within(listed[0]!).getByText('November 20, 2026')).toBeInTheDocument();
    expect(within(listed[0]!).getByText('Thank you, Maya!')).toBeInTheDocument();
    expect(within(listed[0]!).getByText(/Reply from Ada Educator/)).toBeInTheDocument();
    expect(within(listed[1]!).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
  });

  it('pages through the reviews by links the address keeps (?reviews=N)', async () => {
    const api = setup(course(), { enrolled: false, inCart: false }, '/courses/5?reviews=2').api;
    jest.mocked(api.listCourseReviews).mockResolvedValue(buildReviewPage(reviews, { total: 25, page: 2 }));

    const next = await screen.findByRole('link', { name: 'Reviews page 3' });
    expect(api.listCourseReviews).toHaveBeenCalledWith(5, { page: 2 });
    expect(next).toHaveAttribute('href', '/courses/5?reviews=3');
    expect(screen.getByRole('link', { name: 'Reviews page 1' })).toHaveAttribute('href', '/courses/5');

    await userEvent.setup().click(next);
    expect(location()).toBe('/courses/5?reviews=3');
    await waitFor(() => expect(api.listCourseReviews).toHaveBeenCalledWith(5, { page: 3 }));
  });

  it('says when nobody has reviewed the course yet', async () => {
    const { api } = setup();
    jest.mocked(api.listCourseReviews).mockResolvedValue(buildReviewPage([]));
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText(/No reviews yet/)).toBeInTheDocument();
    expect(within(section).getByText('0 ratings')).toBeInTheDocument();
    expect(within(section).getByText('N/A')).toBeInTheDocument();
  });
});
