import { render, screen } from '@testing-library/react';
import { CourseImage } from './course-image';

function imagesLoadAs(state: { complete: boolean; naturalWidth: number }) {
  jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(state.complete);
  jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(state.naturalWidth);
}

afterEach(() => jest.restoreAllMocks());

test('an image that broke before the scripts ran (server HTML) shows the drawn placeholder', () => {
  imagesLoadAs({ complete: true, naturalWidth: 0 });
  render(<CourseImage src="https://images.example/broken.jpg" alt="React Basics" />);
  expect(screen.getByRole('img', { name: 'React Basics' }).tagName).toBe('DIV');
});

test('an image that loaded, or is still loading, stays', () => {
  imagesLoadAs({ complete: true, naturalWidth: 640 });
  const { unmount } = render(<CourseImage src="https://images.example/ok.jpg" alt="React Basics" />);
  expect(screen.getByRole('img', { name: 'React Basics' }).tagName).toBe('IMG');
  unmount();
  imagesLoadAs({ complete: false, naturalWidth: 0 });
  render(<CourseImage src="https://images.example/slow.jpg" alt="React Basics" />);
  expect(screen.getByRole('img', { name: 'React Basics' }).tagName).toBe('IMG');
});
