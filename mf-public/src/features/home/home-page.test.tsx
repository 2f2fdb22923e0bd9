import { screen, within } from '@testing-library/react';
import { ApiError } from '@lectern/shared-sdk';
import { buildCourse, buildStats, buildUser } from '@lectern/shared-sdk/testing';
import { fakeApi, renderPage, resetStores, signInAs } from '@lectern/shared-sdk/testing/render-page';
import { HomePage } from './home-page';

const courses = [1, 2, 3, 4].map((id) => buildCourse({ id, title: `Course number ${id}`, price: id * 10 }));

function setup(overrides: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    getStats: jest.fn().mockResolvedValue(buildStats({ students: 1234, courses: 12, successRate: 88 })),
    listCourses: jest.fn().mockResolvedValue({ courses, total: 4, totalAll: 4, page: 1, limit: 3 }),
    ...overrides,
  });
  renderPage(<HomePage />, { api });
  return api;
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(resetStores);

describe('HomePage', () => {
  it('shows the hero, the statistics and the benefits', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
    expect(await screen.findByText('1.2K+')).toBeInTheDocument();
    expect(stat('Students')).toBe('1.2K+');
    expect(stat('Courses')).toBe('12+');
    expect(stat('Success Rate')).toBe('88%');
    for (const benefit of ['Expert Instructors', 'Verified Certificates', 'Lifetime Access']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeInTheDocument();
    }
  });

  it('shows a 95% success rate when the server has none', async () => {
    setup({ getStats: jest.fn().mockResolvedValue(buildStats({ students: 40, courses: 7, successRate: undefined })) });
    expect(await screen.findByText('95%')).toBeInTheDocument();
    expect(stat('Students')).toBe('40');
    expect(stat('Courses')).toBe('7+');
  });

  it('features the first 3 courses without enrol or cart actions', async () => {
    const api = setup();
    const featured = await screen.findByRole('list', { name: 'Featured courses' });
    const cards = within(featured).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Course number 1', 'Course number 2', 'Course number 3']);
    expect(within(featured).queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
    expect(within(featured).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/courses');
    expect(api.listCourses).toHaveBeenCalledWith({ limit: 3 });
  });

  it('shows an empty list when the courses cannot load, and keeps the page when stats fail', async () => {
    setup({
      getStats: jest.fn().mockRejectedValue(new ApiError(500, 'down')),
      listCourses: jest.fn().mockRejectedValue(new ApiError(500, 'down')),
    });
    expect(await screen.findByText('No courses available yet. Check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Featured Courses' })).toBeInTheDocument();
    expect(stat('Success Rate')).toBe('95%');
  });

  it('shows the sign-up calls to action to signed-out visitors', async () => {
    setup();
    expect(screen.getByRole('link', { name: 'Start Learning Free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
    await screen.findByRole('list', { name: 'Featured courses' });
  });

  it('hides the sign-up calls to action from signed-in users', async () => {
    signInAs(buildUser({ role: 'student' }));
    setup();
    await screen.findByRole('list', { name: 'Featured courses' });
    expect(screen.queryByRole('link', { name: 'Start Learning Free' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Courses' })).toBeInTheDocument();
  });
});
