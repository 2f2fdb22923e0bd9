import { findArea } from './areas';

test.each([
  ['/', 'mf_public'],
  ['/courses', 'mf_public'],
  ['/courses/12', 'mf_public'],
  ['/login', 'mf_public'],
  ['/signup', 'mf_public'],
  ['/forgot-password', 'mf_public'],
  ['/about', 'mf_public'],
  ['/privacy', 'mf_public'],
  ['/student', 'mf_student'],
  ['/student/profile', 'mf_student'],
  ['/student/nope', 'mf_student'],
  ['/my-learning', 'mf_student'],
  ['/course/3/video/9', 'mf_student'],
  ['/cart', 'mf_student'],
  ['/educator', 'mf_educator'],
  ['/educator/courses/4/modules/2/edit', 'mf_educator'],
  ['/admin', 'mf_admin'],
  ['/admin/educators/add', 'mf_admin'],
])('%s belongs to %s', (pathname, area) => {
  expect(findArea(pathname)).toBe(area);
});

test.each(['/about-us', '/privacy-policy', '/dashboard', '/profile', '/students'])('%s belongs to no area', (pathname) => {
  expect(findArea(pathname)).toBeNull();
});
