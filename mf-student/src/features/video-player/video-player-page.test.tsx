import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore, type CourseDetail, type Enrollment, type LecternApi } from '@lectern/shared-sdk';
import { buildCourseDetail, buildEnrollment, buildModule, buildVideo } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { VideoPlayerPage } from './video-player-page';
import { loadYouTubeIframeApi, PlayerState, type YouTubeNamespace, type YouTubePlayerOptions } from './youtube-iframe-api';

// jsdom loads no scripts: by default the player API "fails to load" and the page falls back to the plain embed.
jest.mock('./youtube-iframe-api', () => ({ ...jest.requireActual('./youtube-iframe-api'), loadYouTubeIframeApi: jest.fn() }));
const loadApi = jest.mocked(loadYouTubeIframeApi);
beforeEach(() => loadApi.mockRejectedValue(new Error('offline')));

/** A stand-in for YouTube's player: its time is set by the test, its controls are spies. */
function fakeYouTube() {
  const player = {
    time: 0,
    state: -1 as number,
    options: undefined as YouTubePlayerOptions | undefined,
    playVideo: jest.fn(),
    pauseVideo: jest.fn(),
    seekTo: jest.fn(),
    destroy: jest.fn(),
    getCurrentTime: () => player.time,
    getDuration: () => 600,
    getPlayerState: () => player.state,
    /** The player changes state, as YouTube's does when played or paused. */
    change(state: number) {
      player.state = state;
      act(() => player.options?.events?.onStateChange?.({ data: state, target: player }));
    },
  };
  const YT: YouTubeNamespace = {
    Player: class {
      constructor(element: HTMLElement, options: YouTubePlayerOptions) {
        player.options = options;
        element.replaceWith(Object.assign(document.createElement('iframe'), { src: 'about:blank' }));
        queueMicrotask(() => options.events?.onReady?.({ target: player }));
        return player;
      }
    } as unknown as YouTubeNamespace['Player'],
  };
  loadApi.mockResolvedValue(YT);
  return player;
}

const course: CourseDetail = buildCourseDetail({
  id: 9,
  modules: [
    buildModule({
      id: 90,
      title: 'Getting Started',
      videos: [buildVideo({ id: 901, title: 'Welcome', duration: '5m', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' })],
    }),
    buildModule({
      id: 91,
      title: 'Going Further',
      videos: [
        buildVideo({ id: 911, title: 'Deep Dive', youtubeUrl: 'https://www.youtube.com/watch?v=PkZNo7MFNFg' }),
        buildVideo({ id: 912, title: 'Broken Lesson', youtubeUrl: 'https://vimeo.com/123' }),
      ],
    }),
  ],
});

/** jsdom has no layout: the viewport width is what matchMedia answers for '(min-width:1024px)'. */
function setViewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

function show(videoId: number, enrollment: Enrollment = buildEnrollment({ id: 55 }), api: Partial<LecternApi> = {}) {
  return renderPage(<VideoPlayerPage />, {
    pattern: routes.student.video,
    url: paths.student.video(9, videoId),
    api: {
      getCourse: () => Promise.resolve({ course }),
      getMyEnrollment: () => Promise.resolve({ enrollment }),
      listLessonWatch: () => Promise.resolve({ lessons: [] }),
      ...api,
    },
  });
}

beforeEach(() => setViewportWidth(1280));
afterEach(() => toastStore.setState({ toasts: [] }));

test('plays the YouTube video by its 11-character id with title, module and duration', async () => {
  show(901);

  const player = await screen.findByTitle('Welcome');
  expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  expect(screen.getByText('Getting Started · 5m')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Course' })).toHaveAttribute('href', paths.student.learn(9));
});

test('moves across modules with Previous and Next, disabled at the ends', async () => {
  const { unmount } = show(901);
  expect(await screen.findByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', paths.student.video(9, 911));
  unmount();

  show(912);
  expect(await screen.findByText('Invalid video URL')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', paths.student.video(9, 911));
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('marks the video watched: the button becomes a disabled Watched and the sidebar ticks it', async () => {
  const user = userEvent.setup();
  const markVideoWatched = jest.fn((enrollmentId: number, videoId: number) =>
    Promise.resolve(buildEnrollment({ id: enrollmentId, progress: 33, watchedVideos: [String(videoId)] })),
  );
  show(911, buildEnrollment({ id: 55 }), { markVideoWatched });

  await user.click(await screen.findByRole('button', { name: 'Mark as Watched' }));

  expect(markVideoWatched).toHaveBeenCalledWith(55, 911);
  expect(await screen.findByRole('button', { name: 'Watched' })).toBeDisabled();
  const sidebar = screen.getByRole('navigation', { name: 'Course Content' });
  const current = within(sidebar).getByRole('link', { name: /Deep Dive/ });
  expect(current).toHaveAttribute('aria-current', 'page');
  expect(within(current).getByTitle('Watched')).toBeInTheDocument();
  expect(within(sidebar).getByText('1/2 completed')).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ title: 'Video marked as watched!', description: 'Great job! Keep up the learning momentum.' }),
  ]);
});

test("shows the server's message when marking fails", async () => {
  const user = userEvent.setup();
  show(911, buildEnrollment(), { markVideoWatched: () => Promise.reject(new ApiError(400, 'videoId: this video is not part of the course')) });

  await user.click(await screen.findByRole('button', { name: 'Mark as Watched' }));

  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ title: 'Failed to update progress', description: 'videoId: this video is not part of the course', severity: 'error' }),
  ]);
  expect(screen.getByRole('button', { name: 'Mark as Watched' })).toBeEnabled();
});

test('collapses the Course Content sidebar below 1024 px behind a floating toggle', async () => {
  const user = userEvent.setup();
  setViewportWidth(800);
  show(901);

  await screen.findByRole('heading', { level: 1, name: 'Welcome' });
  expect(screen.queryByRole('navigation', { name: 'Course Content' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show course content' }));
  const sidebar = await screen.findByRole('navigation', { name: 'Course Content' });
  expect(within(sidebar).getByRole('link', { name: /Welcome/ })).toHaveAttribute('aria-current', 'page');
  await user.click(within(sidebar).getByRole('button', { name: 'Hide course content' }));
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Course Content' })).not.toBeInTheDocument());
});

test('shows the sidebar beside the video on wide screens and lets it collapse', async () => {
  const user = userEvent.setup();
  show(901);

  const sidebar = await screen.findByRole('navigation', { name: 'Course Content' });
  expect(screen.queryByRole('button', { name: 'Show course content' })).not.toBeInTheDocument();
  await user.click(within(sidebar).getByRole('button', { name: 'Hide course content' }));
  expect(screen.queryByRole('navigation', { name: 'Course Content' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show course content' })).toBeInTheDocument();
});

test('says so when the video is not in the course', async () => {
  show(999);
  expect(await screen.findByRole('heading', { name: 'Video not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Course' })).toHaveAttribute('href', paths.student.learn(9));
});

test('offers to resume where the learner left the lesson, or to start over', async () => {
  const user = userEvent.setup();
  const player = fakeYouTube();
  const lessons = [{ videoId: 901, position: 754.4, watchedSeconds: 120, duration: 900, updatedAt: '2026-11-20T10:00:00.000Z' }];
  show(901, buildEnrollment({ id: 55 }), { listLessonWatch: () => Promise.resolve({ lessons }) });

  const resume = await screen.findByRole('button', { name: 'Resume from 12:34' });
  expect(screen.getByText('You stopped at 12:34.')).toBeInTheDocument();
  expect(player.options).toMatchObject({ videoId: 'dQw4w9WgXcQ', host: 'https://www.youtube-nocookie.com', playerVars: { start: 754 } });
  expect(screen.getByTitle('Welcome')).toBeInTheDocument();
  await user.click(resume);
  expect(player.seekTo).toHaveBeenCalledWith(754.4, true);
  expect(player.playVideo).toHaveBeenCalled();
  expect(screen.queryByRole('region', { name: 'Resume this lesson' })).not.toBeInTheDocument();
});

test('starts from the beginning a lesson never played, and reports what was played when paused', async () => {
  const player = fakeYouTube();
  const reportWatch = jest.fn((enrollmentId: number) =>
    Promise.resolve({
      lesson: { videoId: 901, position: 3, watchedSeconds: 3, duration: 600, updatedAt: '2026-11-20T10:00:00.000Z' },
      enrollment: buildEnrollment({ id: enrollmentId, lastWatched: { videoId: 901, position: 3 } }),
    }),
  );
  show(901, buildEnrollment({ id: 55 }), { reportWatch });

  await waitFor(() => expect(player.options?.events?.onReady).toBeDefined());
  expect(player.options?.playerVars).toMatchObject({ start: 0 });
  expect(screen.queryByRole('button', { name: /Resume from/ })).not.toBeInTheDocument();
  player.change(PlayerState.PLAYING);
  // The page samples the player once a second; three seconds of playing, then a pause.
  for (const time of [0, 1, 2, 3]) {
    player.time = time;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1010)));
  }
  player.state = PlayerState.PAUSED;
  player.change(PlayerState.PAUSED);

  await waitFor(() => expect(reportWatch).toHaveBeenCalled());
  const [enrollmentId, report, options] = reportWatch.mock.calls[0] as unknown as [number, { played: number }, { keepalive: boolean }];
  expect(enrollmentId).toBe(55);
  expect(report).toMatchObject({ videoId: 901, position: 3, duration: 600 });
  expect(report.played).toBeGreaterThanOrEqual(2);
  expect(report.played).toBeLessThanOrEqual(3);
  expect(options).toEqual({ keepalive: false });
}, 15_000);
