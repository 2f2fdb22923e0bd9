import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@lectern/shared-sdk';
import { buildCourse } from '@lectern/shared-sdk/testing';
import { CourseCard } from './course-card';

function renderCard(...args: Parameters<typeof CourseCard>) {
  return render(
    <MemoryRouter>
      <CourseCard {...args[0]} />
    </MemoryRouter>,
  );
}

const noop = () => undefined;

describe('CourseCard', () => {
  const react = buildCourse({
    id: 7,
    title: 'React Basics',
    category: 'Web Development',
    price: 49.99,
    enrolledCount: 12,
    rating: 4.46,
    educatorId: { _id: '2', id: 2, name: 'Grace Hopper' },
  });

  it.each([
    { what: 'the course facts', course: react, shown: ['Web Development', 'by Grace Hopper', '$49.99', '4.5', /^12/] },
    {
      what: "'Free', 'N/A', the Pending badge and 'Educator' when those apply",
      course: buildCourse({ title: 'Intro', price: 0, rating: null, isApproved: false, educatorId: { _id: '2', id: 2, name: '' }, instructor: '' }),
      shown: ['Free', 'N/A', 'Pending', 'by Educator'],
    },
  ])('shows $what', ({ course, shown }) => {
    renderCard({ course });

    const card = screen.getByRole('article', { name: course.title });
    for (const text of shown) expect(within(card).getByText(text)).toBeInTheDocument();
  });

  it('links to the detail page, and shows an approved course to a visitor without the Pending badge or Enroll', () => {
    renderCard({ course: react });

    const card = screen.getByRole('article', { name: 'React Basics' });
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/courses/7');
    expect(within(card).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
  });

  it('replaces a broken image with a placeholder of the same size', () => {
    const { container } = renderCard({ course: buildCourse({ image: 'https://example.com/broken.png' }) });
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
  });

  it("offers 'Continue' to an enrolled student instead of Enroll", () => {
    renderCard({
      course: buildCourse({ id: 9, title: 'Owned', price: 20 }),
      actions: { enrolled: true, inCart: false, busy: false, onEnroll: noop, onAddToCart: noop },
    });
    const card = screen.getByRole('article', { name: 'Owned' });
    expect(within(card).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/course/9');
    expect(within(card).queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it("offers Add to Cart only for paid courses, and 'Go to Cart' once in the cart", () => {
    const actions = { enrolled: false, inCart: false, busy: false, onEnroll: noop, onAddToCart: noop };
    renderCard({ course: buildCourse({ title: 'Free one', price: 0 }), actions });
    renderCard({ course: buildCourse({ title: 'Paid one', price: 10 }), actions });
    renderCard({ course: buildCourse({ title: 'In cart', price: 10 }), actions: { ...actions, inCart: true } });

    const free = screen.getByRole('article', { name: 'Free one' });
    expect(within(free).getByRole('button', { name: 'Enroll' })).toBeInTheDocument();
    expect(within(free).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Paid one' })).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'In cart' })).getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
  });
});
