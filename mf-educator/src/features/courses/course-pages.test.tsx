import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, categories, paths, routes, toastStore, type CourseDetail, type CreateCourseInput } from '@lectern/shared-sdk';
import { buildCourseDetail } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { AddCoursePage } from './add-course-page';
import { EditCoursePage } from './edit-course-page';

type User = ReturnType<typeof userEvent.setup>;

const UPLOADED_COVER = `http://localhost:3000/uploads/${'ab'.repeat(16)}.webp`;

function renderAdd(createCourse: jest.Mock) {
  return renderPage(<AddCoursePage />, { pattern: routes.educator.addCourse, url: paths.educator.addCourse(), api: { createCourse } });
}

const created = (id: number) => jest.fn((input: CreateCourseInput) => Promise.resolve({ course: buildCourseDetail({ id, title: input.title }) }));

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const numberField = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${name}`) });
/** The whole path: a page's address may start with the one a test expects to leave for. */
const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;

async function paste(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function chooseCategory(user: User, category: string) {
  await user.click(screen.getByRole('combobox', { name: /^Category/ }));
  await user.click(screen.getByRole('option', { name: category }));
}

async function fillCourse(
  user: User,
  values: { title?: string; description?: string; category?: string; price?: string; hours?: string; minutes?: string; image?: string },
) {
  // Pasting the longer texts keeps these tests quick on a busy machine; the form reads the same change events.
  if (values.title) await paste(user, field('Course Title'), values.title);
  if (values.description) await paste(user, field('Description'), values.description);
  if (values.category) await chooseCategory(user, values.category);
  if (values.price) await user.type(numberField('Price'), values.price);
  if (values.hours) await user.type(numberField('Hours'), values.hours);
  if (values.minutes) await user.type(numberField('Minutes'), values.minutes);
  if (values.image) await paste(user, field('Image URL'), values.image);
}

beforeEach(() => toastStore.setState({ toasts: [] }));

describe('Create course', () => {
  test('names every missing required field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const createCourse = jest.fn();
    renderAdd(createCourse);

    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(screen.getByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Category is required.')).toBeInTheDocument();
    expect(screen.getByText('Price is required.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Duration is required: enter hours, minutes or both.');
    expect(createCourse).not.toHaveBeenCalled();
    expect(currentPath()).toBe(paths.educator.addCourse());
    // The first field to mend takes the focus, so the keyboard is there and a screen reader reads its message.
    await waitFor(() => expect(field('Course Title')).toHaveFocus());
  });

  test('after a refused submit the focus goes to the first field still wrong', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdd(jest.fn());
    await user.type(field('Course Title'), 'Compilers');
    await user.type(field('Description'), 'From source to machine code.');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Category/ })).toHaveFocus());
  });

  test('offers exactly the five categories', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdd(jest.fn());
    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Web Development',
      'Data Science',
      'Programming Fundamentals',
      'Machine Learning',
      'Cybersecurity',
    ]);
    expect(categories).toHaveLength(5);
  });

  test('price is a number of at least 0 in steps of 0.01', async () => {
    const user = userEvent.setup({ delay: null });
    const createCourse = jest.fn();
    renderAdd(createCourse);
    const price = numberField('Price');
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');

    await user.type(price, '-1');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(screen.getByText('Price must be a number, 0 or more.')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '19.999');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(screen.getByText('Price can have at most 2 decimals (steps of 0.01).')).toBeInTheDocument();
    expect(createCourse).not.toHaveBeenCalled();
  });

  // The duration's error is an alert under both its fields; another field's error is its helper text.
  test.each([
    {
      what: 'minutes above 59',
      input: () => numberField('Minutes'),
      value: '60',
      error: 'Minutes must be a whole number from 0 to 59.',
      inAlert: true,
    },
    {
      what: 'an image that is not a URL',
      input: () => field('Image URL'),
      value: 'cover.jpg',
      error: 'Image must be a URL starting with http:// or https://.',
      inAlert: false,
    },
  ])('refuses $what', async ({ input, value, error, inAlert }) => {
    const user = userEvent.setup({ delay: null });
    const createCourse = jest.fn();
    renderAdd(createCourse);
    await user.type(input(), value);
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(inAlert ? screen.getByRole('alert') : screen.getByText(error)).toHaveTextContent(error);
    expect(createCourse).not.toHaveBeenCalled();
  });

  test.each([
    { hours: '2', minutes: '30', sent: '2h 30m' },
    { hours: '3', minutes: '', sent: '3h' },
    { hours: '', minutes: '45', sent: '45m' },
    { hours: '1', minutes: '0', sent: '1h' },
  ])('sends hours "$hours" and minutes "$minutes" as duration "$sent"', async ({ hours, minutes, sent }) => {
    const user = userEvent.setup({ delay: null });
    const createCourse = created(77);
    renderAdd(createCourse);
    await fillCourse(user, { title: 'React in Depth', description: 'Hooks and more', category: 'Web Development', price: '10', hours, minutes });
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(createCourse).toHaveBeenCalledTimes(1));
    expect(createCourse.mock.calls[0]![0]).toEqual(expect.objectContaining({ duration: sent }));
  });

  test('sends the trimmed payload, toasts and opens the new course page', async () => {
    const user = userEvent.setup({ delay: null });
    const createCourse = created(314);
    renderAdd(createCourse);
    await fillCourse(user, {
      title: '  Pandas Primer ',
      description: 'Data frames from scratch',
      category: 'Machine Learning',
      price: '49.99',
      hours: '4',
      minutes: '5',
      image: 'https://img.example.com/pandas.png',
    });
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    await waitFor(() => expect(currentPath()).toBe(paths.educator.course(314)));
    expect(createCourse).toHaveBeenCalledWith({
      title: 'Pandas Primer',
      description: 'Data frames from scratch',
      category: 'Machine Learning',
      price: 49.99,
      duration: '4h 5m',
      image: 'https://img.example.com/pandas.png',
    });
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({
        severity: 'success',
        title: 'Course created!',
        description: 'Your course has been created. Now add modules and videos.',
      }),
    ]);
  });

  test('a free course without an image sends price 0 and an empty image', async () => {
    const user = userEvent.setup({ delay: null });
    const createCourse = created(5);
    renderAdd(createCourse);
    await fillCourse(user, { title: 'Free', description: 'D', category: 'Cybersecurity', price: '0', minutes: '20' });
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(createCourse).toHaveBeenCalled());
    expect(createCourse.mock.calls[0]![0]).toEqual(expect.objectContaining({ price: 0, image: '', category: 'Cybersecurity', duration: '20m' }));
  });

  test('previews the image URL live, and only once it is a URL', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdd(jest.fn());
    expect(screen.getByText('Or paste the address of an image online. Recommended size 400x250 px.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Course image preview' })).not.toBeInTheDocument();

    await user.type(field('Image URL'), 'not a url');
    expect(screen.queryByRole('img', { name: 'Course image preview' })).not.toBeInTheDocument();

    await user.clear(field('Image URL'));
    await user.type(field('Image URL'), 'https://cdn.example.com/cover.jpg');
    expect(screen.getByRole('img', { name: 'Course image preview' })).toHaveAttribute('src', 'https://cdn.example.com/cover.jpg');
  });

  test('uploads a picked image, previews the resized one and creates the course with its address', async () => {
    const user = userEvent.setup({ delay: null });
    const createCourse = created(77);
    const uploadImage = jest.fn(() => Promise.resolve({ url: UPLOADED_COVER, name: 'x.webp', width: 1280, height: 800, contentType: 'image/webp' }));
    renderPage(<AddCoursePage />, { pattern: routes.educator.addCourse, url: paths.educator.addCourse(), api: { createCourse, uploadImage } });

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cover.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Upload image'), file);
    expect(uploadImage).toHaveBeenCalledWith('course-image', file, 'cover.jpg');
    expect(await screen.findByText('Uploaded and resized to 1280×800 px.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Course image preview' })).toHaveAttribute('src', UPLOADED_COVER);

    await fillCourse(user, { title: 'Covered', description: 'D', category: 'Cybersecurity', price: '0', minutes: '20' });
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(createCourse).toHaveBeenCalledWith(expect.objectContaining({ title: 'Covered', image: UPLOADED_COVER })));
  });

  test("shows the server's refusal of a file that is not an image, and keeps the form", async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'The file is not an image we can use: upload a JPEG, PNG, WebP or GIF.';
    const uploadImage = jest.fn(() => Promise.reject(new ApiError(400, message)));
    renderPage(<AddCoursePage />, {
      pattern: routes.educator.addCourse,
      url: paths.educator.addCourse(),
      api: { createCourse: jest.fn(), uploadImage },
    });

    await user.upload(screen.getByLabelText('Upload image'), new File(['<svg/>'], 'cover.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field('Image URL')).toHaveValue('');
  });

  test('while the course is sent the form says Saving…, with both buttons off', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (reply: { course: CourseDetail }) => void = () => undefined;
    const createCourse = jest.fn(() => new Promise<{ course: CourseDetail }>((resolve) => (answer = resolve)));
    renderAdd(createCourse);
    await fillCourse(user, { title: 'T', description: 'D', category: 'Data Science', price: '1', hours: '1' });
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer({ course: buildCourseDetail({ id: 8 }) });
    await waitFor(() => expect(currentPath()).toBe(paths.educator.course(8)));
    expect(createCourse).toHaveBeenCalledTimes(1);
  });

  test('shows the server message in a toast and stays on the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdd(jest.fn(() => Promise.reject(new ApiError(403, 'Your educator account is inactive'))));
    await fillCourse(user, { title: 'T', description: 'D', category: 'Data Science', price: '1', hours: '1' });
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts).toEqual([
        expect.objectContaining({ severity: 'error', title: 'Failed to create course', description: 'Your educator account is inactive' }),
      ]),
    );
    expect(currentPath()).toBe(paths.educator.addCourse());
    expect(screen.getByRole('button', { name: 'Create Course' })).toBeEnabled();
  });

  test('Cancel goes back to My Courses', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdd(jest.fn());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(currentPath()).toBe(paths.educator.courses());
  });
});

describe('Edit course', () => {
  function renderEdit(api: Parameters<typeof renderPage>[1]['api'], courseId = 42) {
    return renderPage(<EditCoursePage />, { pattern: routes.educator.editCourse, url: paths.educator.editCourse(courseId), api });
  }

  test.each([
    { duration: '2h 30m', hours: 2, minutes: 30 },
    { duration: '3h', hours: 3, minutes: null },
    { duration: '45m', hours: null, minutes: 45 },
  ])('parses the existing duration "$duration" back into hours and minutes', async ({ duration, hours, minutes }) => {
    const course = buildCourseDetail({ id: 42, duration });
    renderEdit({ getCourse: jest.fn(() => Promise.resolve({ course })) });
    await screen.findByRole('heading', { name: 'Edit Course' });
    expect(numberField('Hours')).toHaveValue(hours);
    expect(numberField('Minutes')).toHaveValue(minutes);
  });

  test('fills the form, sends the change and returns to the course page', async () => {
    const user = userEvent.setup({ delay: null });
    const course = buildCourseDetail({
      id: 42,
      title: 'React in Depth',
      description: 'Hooks',
      category: 'Web Development',
      price: 49.99,
      duration: '1h 15m',
      image: 'https://img.example.com/react.png',
    });
    const getCourse = jest.fn(() => Promise.resolve({ course }));
    const updateCourse = jest.fn(() => Promise.resolve({ course }));
    renderEdit({ getCourse, updateCourse });

    expect(await screen.findByDisplayValue('React in Depth')).toBe(field('Course Title'));
    expect(getCourse).toHaveBeenCalledWith(42);
    expect(field('Description')).toHaveValue('Hooks');
    expect(numberField('Price')).toHaveValue(49.99);
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Web Development');
    // The image is shown and kept: an untouched one is not sent back.
    expect(field('Image URL')).toHaveValue('https://img.example.com/react.png');

    await user.clear(field('Course Title'));
    await user.type(field('Course Title'), 'React 19 in Depth');
    await chooseCategory(user, 'Programming Fundamentals');
    await user.clear(numberField('Minutes'));
    await user.click(screen.getByRole('button', { name: 'Update Course' }));

    await waitFor(() => expect(currentPath()).toBe(paths.educator.course(42)));
    expect(updateCourse).toHaveBeenCalledWith(42, {
      title: 'React 19 in Depth',
      description: 'Hooks',
      price: 49.99,
      category: 'Programming Fundamentals',
      duration: '1h',
    });
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Course Updated!' })]);
  });

  test('an uploaded image replaces the course image: the change sends its address', async () => {
    const user = userEvent.setup({ delay: null });
    const course = buildCourseDetail({ id: 42, title: 'React in Depth', duration: '1h', image: 'https://img.example.com/react.png' });
    const updateCourse = jest.fn(() => Promise.resolve({ course }));
    const uploadImage = jest.fn(() => Promise.resolve({ url: UPLOADED_COVER, name: 'x.webp', width: 1280, height: 800, contentType: 'image/webp' }));
    renderEdit({ getCourse: jest.fn(() => Promise.resolve({ course })), updateCourse, uploadImage });
    await screen.findByRole('heading', { name: 'Edit Course' });

    await user.upload(screen.getByLabelText('Upload image'), new File([new Uint8Array([0x89, 0x50])], 'new.png', { type: 'image/png' }));
    await screen.findByText('Uploaded and resized to 1280×800 px.');
    await user.click(screen.getByRole('button', { name: 'Update Course' }));

    await waitFor(() => expect(updateCourse).toHaveBeenCalledWith(42, expect.objectContaining({ title: 'React in Depth', image: UPLOADED_COVER })));
  });

  test('requires a duration when editing too', async () => {
    const user = userEvent.setup({ delay: null });
    const updateCourse = jest.fn();
    renderEdit({ getCourse: jest.fn(() => Promise.resolve({ course: buildCourseDetail({ id: 42, duration: '30m' }) })), updateCourse });
    await screen.findByRole('heading', { name: 'Edit Course' });
    await user.clear(numberField('Minutes'));
    await user.click(screen.getByRole('button', { name: 'Update Course' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Duration is required');
    expect(updateCourse).not.toHaveBeenCalled();
  });

  test('a failed save toasts the server message and stays', async () => {
    const user = userEvent.setup({ delay: null });
    renderEdit({
      getCourse: jest.fn(() => Promise.resolve({ course: buildCourseDetail({ id: 42 }) })),
      updateCourse: jest.fn(() => Promise.reject(new ApiError(400, 'price: must be 0 or more'))),
    });
    await user.click(await screen.findByRole('button', { name: 'Update Course' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts).toEqual([
        expect.objectContaining({ severity: 'error', title: 'Failed to update course', description: 'price: must be 0 or more' }),
      ]),
    );
    expect(currentPath()).toBe(paths.educator.editCourse(42));
  });

  test.each([
    { failure: new ApiError(404, 'Course not found'), what: 'an unknown course' },
    { failure: new ApiError(500, 'Database unavailable'), what: 'a course that does not load' },
  ])('$what toasts once and goes back to My Courses', async ({ failure }) => {
    renderEdit({ getCourse: jest.fn(() => Promise.reject(failure)) });
    await waitFor(() => expect(currentPath()).toBe(paths.educator.courses()));
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ severity: 'error', title: 'Failed to fetch course/module', description: failure.message }),
    ]);
  });
});
