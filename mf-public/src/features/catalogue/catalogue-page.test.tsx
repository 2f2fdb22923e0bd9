import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type Course, type CoursePage } from '@lectern/shared-sdk';
import { buildCart, buildCourse, buildEnrollment, buildUser } from '@lectern/shared-sdk/testing';
import { fakeApi, renderPage, resetStores, signInAs, toasts } from '@lectern/shared-sdk/testing/render-page';
import { CataloguePage } from './catalogue-page';

function listOf(courses: Course[], extra: Partial<CoursePage> = {}): CoursePage {
  return { courses, total: courses.length, totalAll: courses.length, page: 1, limit: 12, ...extra };
}

const react = buildCourse({ id: 1, title: 'React Basics', price: 0 });
const python = buildCourse({ id: 2, title: 'Python Pro', price: 49.99 });
const security = buildCourse({ id: 3, title: 'Security 101', price: 19 });

function setup({ route = '/courses', response = listOf([react, python, security], { totalAll: 5 }) } = {}) {
  const api = fakeApi({ listCourses: jest.fn().mockResolvedValue(response) });
  renderPage(<CataloguePage />, { api, url: route, pattern: '/courses' });
  return { api, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(resetStores);

describe('CataloguePage', () => {
  it("lists the courses with 'Showing X of Y courses'", async () => {
    const { api } = setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Explore Courses' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'React Basics' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Python Pro' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 5 courses')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Python Pro' })).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/courses/2');
    expect(api.listCourses).toHaveBeenCalledWith({ sort: 'popular', price: 'all', page: 1, limit: 12 });
  });

  it('searches on the server after typing stops and keeps the search in the address', async () => {
    const { api, user } = setup();
    await screen.findByRole('article', { name: 'React Basics' });

    await user.type(screen.getByPlaceholderText('Search courses...'), 'react');

    await waitFor(() => expect(api.listCourses).toHaveBeenLastCalledWith({ q: 'react', sort: 'popular', price: 'all', page: 1, limit: 12 }));
    expect(api.listCourses).toHaveBeenCalledTimes(2);
    expect(location()).toBe('/courses?q=react');
  });

  it('sorts and filters by price on the server', async () => {
    const { api, user } = setup();
    await screen.findByRole('article', { name: 'React Basics' });

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Price: Low to High' }));
    await waitFor(() => expect(api.listCourses).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'price-asc', price: 'all' })));

    await user.click(screen.getByRole('button', { name: 'Free' }));
    await waitFor(() => expect(api.listCourses).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'price-asc', price: 'free' })));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Price: High to Low' }));
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(api.listCourses).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'price-desc', price: 'paid' })));
    expect(location()).toBe('/courses?sort=price-desc&price=paid');
  });

  it('opens a category from a link, in any case, and browses categories from the filter', async () => {
    const { api, user } = setup({ route: '/courses?category=web%20development' });
    await screen.findByRole('article', { name: 'React Basics' });
    expect(api.listCourses).toHaveBeenCalledWith({ category: 'Web Development', sort: 'popular', price: 'all', page: 1, limit: 12 });
    expect(screen.getByText(/^Web Development courses: find the right one/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Cybersecurity' }));
    await waitFor(() => expect(api.listCourses).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'Cybersecurity' })));
    expect(location()).toBe('/courses?category=Cybersecurity');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Highest rated' }));
    await waitFor(() => expect(api.listCourses).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'Cybersecurity', sort: 'rating' })));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'All categories' }));
    await waitFor(() => expect(location()).toBe('/courses?sort=rating'));
  });

  it('filters by length and rating, keeps them in the address and clears them with the rest', async () => {
    const { api, user } = setup({ route: '/courses?length=long&rating=4.5' });
    await screen.findByRole('article', { name: 'React Basics' });
    expect(api.listCourses).toHaveBeenCalledWith({ length: 'long', rating: '4.5', sort: 'popular', price: 'all', page: 1, limit: 12 });
    expect(screen.getByRole('combobox', { name: 'Length' })).toHaveTextContent('6–17 hours');
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveTextContent('4.5 & up');

    await user.click(screen.getByRole('combobox', { name: 'Length' }));
    await user.click(screen.getByRole('option', { name: 'Under 3 hours' }));
    await user.click(screen.getByRole('combobox', { name: 'Rating' }));
    await user.click(screen.getByRole('option', { name: '3.5 & up' }));
    await waitFor(() => expect(api.listCourses).toHaveBeenLastCalledWith(expect.objectContaining({ length: 'short', rating: '3.5' })));
    expect(location()).toBe('/courses?length=short&rating=3.5');

    await user.click(screen.getByRole('combobox', { name: 'Rating' }));
    await user.click(screen.getByRole('option', { name: 'Any rating' }));
    await waitFor(() => expect(location()).toBe('/courses?length=short'));
  });

  it('ignores a length or rating the catalogue does not offer', async () => {
    const { api } = setup({ route: '/courses?length=forever&rating=5' });
    await screen.findByRole('article', { name: 'React Basics' });
    expect(api.listCourses).toHaveBeenCalledWith({ sort: 'popular', price: 'all', page: 1, limit: 12 });
  });

  it('restores search, sort, filter and page from the address', async () => {
    const { api } = setup({ route: '/courses?q=js&sort=price-desc&price=paid&page=2' });
    await screen.findByRole('article', { name: 'React Basics' });
    expect(api.listCourses).toHaveBeenCalledWith({ q: 'js', sort: 'price-desc', price: 'paid', page: 2, limit: 12 });
    expect(screen.getByPlaceholderText('Search courses...')).toHaveValue('js');
  });

  it('pages through long result lists', async () => {
    const { api, user } = setup({ response: listOf([react, python, security], { total: 30, totalAll: 30 }) });
    await screen.findByRole('article', { name: 'React Basics' });
    // 3 cards on this page of 30 matches: the count says which of them are shown.
    expect(screen.getByText('Showing 1–3 of 30 courses')).toBeInTheDocument();

    const pageTwo = screen.getByRole('link', { name: 'Go to page 2' });
    // A real link: it works before the scripts run, and crawlers follow it.
    expect(pageTwo).toHaveAttribute('href', '/courses?page=2');
    await user.click(pageTwo);
    await waitFor(() => expect(api.listCourses).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
  });

  it("shows 'No courses found' and Clear Filters resets search, filter and sort", async () => {
    const { api, user } = setup({ route: '/courses?q=zzz&sort=price-asc&price=paid', response: listOf([], { totalAll: 12 }) });

    expect(await screen.findByRole('heading', { name: 'No courses found' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 12 courses')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));

    await waitFor(() => expect(api.listCourses).toHaveBeenLastCalledWith({ sort: 'popular', price: 'all', page: 1, limit: 12 }));
    expect(location()).toBe('/courses');
    expect(screen.getByPlaceholderText('Search courses...')).toHaveValue('');
  });

  it("shows the toast 'Failed to fetch courses.' when the list cannot load", async () => {
    const api = fakeApi({ listCourses: jest.fn().mockRejectedValue(new ApiError(500, 'Database down')) });
    renderPage(<CataloguePage />, { api, url: '/courses', pattern: '/courses' });
    expect(await screen.findByRole('heading', { name: 'No courses found' })).toBeInTheDocument();
    expect(toasts()).toEqual([{ title: 'Failed to fetch courses.', description: 'Database down', severity: 'error' }]);
  });
});

describe('CataloguePage course actions', () => {
  it.each(['Enroll', 'Save React Basics to your wishlist'])("sends a visitor who is not signed in and presses '%s' to /login", async (button) => {
    const { user } = setup();
    const card = await screen.findByRole('article', { name: 'React Basics' });
    await user.click(within(card).getByRole('button', { name: button }));
    expect(location()).toBe('/login');
  });

  it('tells an educator that only students can enroll or add to cart', async () => {
    signInAs(buildUser({ role: 'educator' }));
    const { api, user } = setup();
    const card = await screen.findByRole('article', { name: 'Python Pro' });

    await user.click(within(card).getByRole('button', { name: 'Enroll' }));
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));

    expect(toasts()).toEqual([
      { title: 'Only students can enroll', description: 'Please login as a student to enroll.', severity: 'error' },
      { title: 'Only students can add to cart', description: 'Please login as a student to add courses to cart.', severity: 'error' },
    ]);
    expect(api.enroll).not.toHaveBeenCalled();
    expect(api.addToCart).not.toHaveBeenCalled();
    expect(api.listMyEnrollments).not.toHaveBeenCalled();
    expect(location()).toBe('/courses');
  });

  function setupStudent({ enrolled = [] as Course[], cart = [] as Course[], saved = [] as Course[] } = {}) {
    signInAs(buildUser({ role: 'student' }));
    const api = fakeApi({
      listCourses: jest.fn().mockResolvedValue(listOf([react, python, security])),
      listMyEnrollments: jest.fn().mockResolvedValue({ enrollments: enrolled.map((course) => buildEnrollment({ courseId: course })) }),
      getCart: jest.fn().mockResolvedValue({ cart: buildCart(cart) }),
      enroll: jest.fn().mockResolvedValue({ message: 'Enrolled', enrollment: buildEnrollment({ courseId: react }) }),
      addToCart: jest.fn().mockResolvedValue({ cart: buildCart([python]) }),
      getWishlist: jest.fn().mockResolvedValue({ courses: saved }),
      saveCourse: jest.fn().mockResolvedValue({ message: 'Saved to your wishlist', courses: [python, ...saved] }),
      unsaveCourse: jest.fn().mockResolvedValue({ message: 'Removed from your wishlist', courses: [] }),
    });
    renderPage(<CataloguePage />, { api, url: '/courses', pattern: '/courses' });
    return { api, user: userEvent.setup() };
  }

  it('lets a student save a course with its heart and take it out again; an enrolled course has none', async () => {
    const { api, user } = setupStudent({ enrolled: [react], saved: [security] });
    const python = await screen.findByRole('article', { name: 'Python Pro' });
    const saved = within(screen.getByRole('article', { name: 'Security 101' }));
    expect(await saved.findByRole('button', { name: 'Remove Security 101 from your wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'React Basics' })).queryByRole('button', { name: /wishlist/ })).toBeNull());

    await user.click(within(python).getByRole('button', { name: 'Save Python Pro to your wishlist' }));
    expect(api.saveCourse).toHaveBeenCalledWith(2);
    expect(await within(python).findByRole('button', { name: 'Remove Python Pro from your wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(toasts()).toEqual([{ title: 'Saved to your wishlist', description: undefined, severity: 'success' }]);

    await user.click(within(python).getByRole('button', { name: 'Remove Python Pro from your wishlist' }));
    expect(api.unsaveCourse).toHaveBeenCalledWith(2);
    expect(await within(python).findByRole('button', { name: 'Save Python Pro to your wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows an educator no heart', async () => {
    signInAs(buildUser({ role: 'educator' }));
    const { api } = setup();
    const card = await screen.findByRole('article', { name: 'React Basics' });
    expect(within(card).queryByRole('button', { name: /wishlist/ })).toBeNull();
    expect(api.getWishlist).not.toHaveBeenCalled();
  });

  it("shows a student 'Continue' for enrolled courses and 'Go to Cart' for courses in the cart", async () => {
    const { api } = setupStudent({ enrolled: [react], cart: [python] });

    const reactCard = await screen.findByRole('article', { name: 'React Basics' });
    expect(await within(reactCard).findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/course/1');
    expect(within(screen.getByRole('article', { name: 'Python Pro' })).getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    expect(within(screen.getByRole('article', { name: 'Security 101' })).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(api.listMyEnrollments).toHaveBeenCalledTimes(1);
    expect(api.getCart).toHaveBeenCalledTimes(1);
  });

  // The server takes paid courses only through the cart: 'Enroll' on one puts it there.
  it.each([
    {
      what: 'enrols a student in a free course and opens it',
      title: 'React Basics',
      id: 1,
      sent: 'enroll',
      notSent: 'addToCart',
      opens: '/course/1',
      toasted: [{ title: 'Course Enrolled!', description: undefined, severity: 'success' }],
    },
    {
      what: 'puts a paid course in the cart when a student enrols, then opens the cart',
      title: 'Python Pro',
      id: 2,
      sent: 'addToCart',
      notSent: 'enroll',
      opens: '/cart',
      toasted: [],
    },
  ] as const)('$what', async ({ title, id, sent, notSent, opens, toasted }) => {
    const { api, user } = setupStudent();
    const card = await screen.findByRole('article', { name: title });

    await user.click(within(card).getByRole('button', { name: 'Enroll' }));

    await waitFor(() => expect(location()).toBe(opens));
    expect(api[sent]).toHaveBeenCalledWith(id);
    expect(api[notSent]).not.toHaveBeenCalled();
    expect(toasts()).toEqual(toasted);
  });

  it("adds a paid course to the cart and turns the button into 'Go to Cart'", async () => {
    const { api, user } = setupStudent();
    const card = await screen.findByRole('article', { name: 'Python Pro' });
    await waitFor(() => expect(api.getCart).toHaveBeenCalled());

    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));

    expect(await within(card).findByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    expect(api.addToCart).toHaveBeenCalledWith(2);
    expect(toasts()).toEqual([{ title: 'Added to Cart', description: undefined, severity: 'success' }]);
    expect(location()).toBe('/courses');
  });

  it("shows 'Failed to enroll.' with the server's message", async () => {
    const { api, user } = setupStudent();
    jest.mocked(api.enroll).mockRejectedValue(new ApiError(409, 'Already enrolled'));
    const card = await screen.findByRole('article', { name: 'React Basics' });

    await user.click(within(card).getByRole('button', { name: 'Enroll' }));

    await waitFor(() => expect(toasts()).toEqual([{ title: 'Failed to enroll.', description: 'Already enrolled', severity: 'error' }]));
    expect(location()).toBe('/courses');
  });
});
