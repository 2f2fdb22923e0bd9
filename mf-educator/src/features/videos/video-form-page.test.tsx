import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore, type LecternApi } from '@lectern/shared-sdk';
import { buildModule, buildVideo } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { VideoFormPage } from './video-form-page';

const COURSE = 7;
const MODULE = 70;
const VIDEO = 700;

const theModule = buildModule({ id: MODULE, courseId: COURSE, title: 'Hooks' });
const moduleFound = () => jest.fn(() => Promise.resolve({ module: theModule }));

function renderAdd(api: Partial<LecternApi>) {
  return renderPage(<VideoFormPage mode="add" />, { pattern: routes.educator.addVideo, url: paths.educator.addVideo(COURSE, MODULE), api });
}

function renderEdit(api: Partial<LecternApi>) {
  return renderPage(<VideoFormPage mode="edit" />, {
    pattern: routes.educator.editVideo,
    url: paths.educator.editVideo(COURSE, MODULE, VIDEO),
    api,
  });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const numberField = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${name}`) });
/** The whole path: a page's address may start with the one a test expects to leave for. */
const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;
const preview = () => document.querySelector('iframe');

beforeEach(() => toastStore.setState({ toasts: [] }));

describe('YouTube preview', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/abcdefghijk', 'abcdefghijk'],
    ['https://www.youtube.com/embed/A1b2C3d4E5f?start=3', 'A1b2C3d4E5f'],
  ])('embeds the video once an 11-character id is found in %s', async (url, id) => {
    const user = userEvent.setup({ delay: null });
    renderAdd({ getModule: moduleFound() });
    await user.type(await screen.findByRole('textbox', { name: /^Video Title/ }), 'Intro');
    expect(preview()).toBeNull();
    await user.type(field('YouTube URL'), url);
    expect(screen.getByTitle('Preview: Intro')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}`);
    expect(screen.queryByText('Please enter a valid YouTube URL.')).not.toBeInTheDocument();
  });

  test.each(['https://www.youtube.com/watch?v=dQw4w9WgXc', 'https://youtu.be/', 'https://vimeo.com/123456789', 'dQw4w9WgXcQ'])(
    'shows no preview and says the URL is not valid for %s',
    async (url) => {
      const user = userEvent.setup({ delay: null });
      renderAdd({ getModule: moduleFound() });
      await user.type(await screen.findByRole('textbox', { name: /^YouTube URL/ }), url);
      expect(preview()).toBeNull();
      expect(screen.getByText('Please enter a valid YouTube URL.')).toBeInTheDocument();
    },
  );

  test('the preview disappears when the id is edited away', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdd({ getModule: moduleFound() });
    await user.type(await screen.findByRole('textbox', { name: /^YouTube URL/ }), 'https://youtu.be/abcdefghijk');
    expect(preview()).not.toBeNull();
    await user.type(field('YouTube URL'), '{Backspace}');
    expect(preview()).toBeNull();
    expect(screen.getByText('Please enter a valid YouTube URL.')).toBeInTheDocument();
  });
});

describe('Add video', () => {
  test('shows the module, the fields and the buttons Cancel and Add Video', async () => {
    const getModule = moduleFound();
    renderAdd({ getModule });
    expect(await screen.findByRole('heading', { name: 'Add Video' })).toBeInTheDocument();
    expect(getModule).toHaveBeenCalledWith(MODULE);
    expect(screen.getByText('Module: Hooks')).toBeInTheDocument();
    expect(field('Video Title')).toBeInTheDocument();
    expect(field('YouTube URL')).toBeInTheDocument();
    expect(numberField('Hours')).toBeInTheDocument();
    expect(numberField('Minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Video' })).toBeInTheDocument();
  });

  test('names each missing field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const createVideo = jest.fn();
    renderAdd({ getModule: moduleFound(), createVideo });
    await user.click(await screen.findByRole('button', { name: 'Add Video' }));
    expect(screen.getByText('Video title is required.')).toBeInTheDocument();
    expect(screen.getByText('YouTube URL is required.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Video duration is required.');
    expect(createVideo).not.toHaveBeenCalled();
  });

  test('refuses a URL without a video id on submit', async () => {
    const user = userEvent.setup({ delay: null });
    const createVideo = jest.fn();
    renderAdd({ getModule: moduleFound(), createVideo });
    await user.type(await screen.findByRole('textbox', { name: /^Video Title/ }), 'Intro');
    await user.type(field('YouTube URL'), 'https://www.youtube.com/channel/abc');
    await user.type(numberField('Minutes'), '5');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(screen.getByText('Please enter a valid YouTube URL.')).toBeInTheDocument();
    expect(createVideo).not.toHaveBeenCalled();
  });

  test('sends the video to the module (a free preview when switched on), toasts and returns to the course page', async () => {
    const user = userEvent.setup({ delay: null });
    const createVideo = jest.fn(() => Promise.resolve({ video: buildVideo({ moduleId: MODULE }) }));
    renderAdd({ getModule: moduleFound(), createVideo });
    await user.type(await screen.findByRole('textbox', { name: /^Video Title/ }), ' useState basics ');
    await user.type(field('YouTube URL'), 'https://youtu.be/abcdefghijk');
    await user.type(numberField('Hours'), '1');
    await user.type(numberField('Minutes'), '5');
    const preview = screen.getByRole('switch', { name: /^Free preview/ });
    expect(preview).not.toBeChecked();
    await user.click(preview);
    await user.click(screen.getByRole('button', { name: 'Add Video' }));

    await waitFor(() => expect(currentPath()).toBe(paths.educator.course(COURSE)));
    expect(createVideo).toHaveBeenCalledWith({
      moduleId: MODULE,
      title: 'useState basics',
      youtubeUrl: 'https://youtu.be/abcdefghijk',
      duration: '1h 5m',
      isPreview: true,
    });
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Video added!' })]);
  });

  test('a refused save toasts the server message and stays', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdd({ getModule: moduleFound(), createVideo: jest.fn(() => Promise.reject(new ApiError(403, 'Not your course'))) });
    await user.type(await screen.findByRole('textbox', { name: /^Video Title/ }), 'Intro');
    await user.type(field('YouTube URL'), 'https://youtu.be/abcdefghijk');
    await user.type(numberField('Minutes'), '12');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts).toEqual([
        expect.objectContaining({ severity: 'error', title: 'Failed to add video', description: 'Not your course' }),
      ]),
    );
    expect(currentPath()).toBe(paths.educator.addVideo(COURSE, MODULE));
  });

  test("a module of another course is 'Course or Module not found'", async () => {
    renderAdd({ getModule: jest.fn(() => Promise.resolve({ module: buildModule({ id: MODULE, courseId: COURSE + 1 }) })) });
    expect(await screen.findByRole('heading', { name: 'Course or Module not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Courses' })).toHaveAttribute('href', paths.educator.courses());
  });

  test.each([
    { failure: new ApiError(404, 'Module not found'), what: 'an unknown module' },
    { failure: new ApiError(500, 'Database unavailable'), what: 'a module that does not load' },
  ])("$what is 'Course or Module not found', without a toast", async ({ failure }) => {
    renderAdd({ getModule: jest.fn(() => Promise.reject(failure)) });
    expect(await screen.findByRole('heading', { name: 'Course or Module not found' })).toBeInTheDocument();
    expect(toastStore.getState().toasts).toEqual([]);
  });

  test('Cancel returns to the course page', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdd({ getModule: moduleFound() });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(currentPath()).toBe(paths.educator.course(COURSE));
  });
});

describe('Edit video', () => {
  const existing = buildVideo({
    id: VIDEO,
    moduleId: MODULE,
    title: 'Effects',
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    duration: '1h 5m',
    isPreview: true,
  });

  test('fills the form with the video, its preview and parsed duration, then sends the update', async () => {
    const user = userEvent.setup({ delay: null });
    const getVideo = jest.fn(() => Promise.resolve({ video: existing }));
    const updateVideo = jest.fn(() => Promise.resolve({ video: existing }));
    renderEdit({ getModule: moduleFound(), getVideo, updateVideo });

    expect(await screen.findByRole('heading', { name: 'Edit Video' })).toBeInTheDocument();
    expect(getVideo).toHaveBeenCalledWith(VIDEO);
    expect(field('Video Title')).toHaveValue('Effects');
    expect(field('YouTube URL')).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(numberField('Hours')).toHaveValue(1);
    expect(numberField('Minutes')).toHaveValue(5);
    expect(screen.getByTitle('Preview: Effects')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.queryByRole('button', { name: 'Add Video' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Free preview/ })).toBeChecked();

    await user.clear(numberField('Hours'));
    await user.clear(field('YouTube URL'));
    await user.type(field('YouTube URL'), 'https://youtu.be/abcdefghijk');
    await user.click(screen.getByRole('button', { name: 'Update Video' }));

    await waitFor(() => expect(currentPath()).toBe(paths.educator.course(COURSE)));
    expect(updateVideo).toHaveBeenCalledWith(VIDEO, {
      title: 'Effects',
      youtubeUrl: 'https://youtu.be/abcdefghijk',
      duration: '5m',
      isPreview: true,
    });
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Video updated!' })]);
  });

  test('a failed update toasts the server message', async () => {
    const user = userEvent.setup({ delay: null });
    renderEdit({
      getModule: moduleFound(),
      getVideo: jest.fn(() => Promise.resolve({ video: existing })),
      updateVideo: jest.fn(() => Promise.reject(new ApiError(500, 'Database unavailable'))),
    });
    await user.click(await screen.findByRole('button', { name: 'Update Video' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts).toEqual([
        expect.objectContaining({ severity: 'error', title: 'Failed to update video', description: 'Database unavailable' }),
      ]),
    );
  });

  test("a video of another module is 'Course or Module not found'", async () => {
    renderEdit({ getModule: moduleFound(), getVideo: jest.fn(() => Promise.resolve({ video: { ...existing, moduleId: MODULE + 1 } })) });
    expect(await screen.findByRole('heading', { name: 'Course or Module not found' })).toBeInTheDocument();
  });

  const refusing = (status: number, message: string) => jest.fn(() => Promise.reject(new ApiError(status, message)));

  test.each([
    { what: 'an unknown video', api: () => ({ getModule: moduleFound(), getVideo: refusing(404, 'Video not found') }), said: 'Video not found' },
    {
      what: 'a video that does not load',
      api: () => ({ getModule: moduleFound(), getVideo: refusing(500, 'Database unavailable') }),
      said: 'Database unavailable',
    },
    {
      what: 'an unknown module',
      api: () => ({ getModule: refusing(404, 'Module not found'), getVideo: jest.fn(() => Promise.resolve({ video: existing })) }),
      said: 'Module not found',
    },
  ])('$what toasts once and goes back to My Courses', async ({ api, said }) => {
    renderEdit(api());
    await waitFor(() => expect(currentPath()).toBe(paths.educator.courses()));
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ severity: 'error', title: 'Failed to fetch course/module', description: said }),
    ]);
  });
});
