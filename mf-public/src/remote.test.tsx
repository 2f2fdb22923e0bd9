import { screen } from '@testing-library/react';
import { Route, Routes } from '@lectern/shared-sdk';
import { buildCourse } from '@lectern/shared-sdk/testing';
import { fakeApi, renderPage, resetStores } from '@lectern/shared-sdk/testing/render-page';
import area from './remote';

beforeEach(resetStores);

describe('the exposed public area', () => {
  it('contributes the public routes as absolute paths, the unsubscribe page and the footer pages among them', () => {
    expect(area.routes.map((route) => route.path)).toEqual([
      '/',
      '/courses',
      '/courses/:courseId',
      '/certificates/:certificateId',
      '/login',
      '/signup',
      '/forgot-password',
      '/unsubscribe',
      '/about',
      '/contact',
      '/help',
      '/privacy',
      '/terms',
      '/cookies',
    ]);
  });

  it('renders a page on its route once its code has loaded', async () => {
    const api = fakeApi({
      listCourses: jest.fn().mockResolvedValue({ courses: [buildCourse({ title: 'Loaded lazily' })], total: 1, totalAll: 1, page: 1, limit: 12 }),
    });
    renderPage(
      <Routes>
        {area.routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>,
      { api, url: '/courses' },
    );
    // The first import of a page compiles it under ts-jest, which can take a few seconds on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Explore Courses' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Loaded lazily' })).toBeInTheDocument();
  });
});
