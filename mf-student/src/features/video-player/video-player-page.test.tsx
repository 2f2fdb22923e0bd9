import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore, type CourseDetail, type Enrollment, type LecternApi } from '@lectern/shared-sdk';
import { buildCourseDetail, buildEnrollment, buildModule, buildQuestion, buildQuestionPage, buildVideo } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { PLAYBACK_SPEED_KEY } from './playback-speed';
import { PLAYER_READY_TIMEOUT_MS } from './components/lesson-player';
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
    setPlaybackRate: jest.fn(),
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
      listCourseQuestions: () => Promise.resolve(buildQuestionPage([])),
      ...api,
    },
  });
}

// jsdom applies no media query: the page is laid out as on a narrow window, where the lesson list is collapsed until
// shown (the e2e suite checks the wide layout); the page's toggles ask matchMedia, which answers the same.
beforeEach(() => setViewportWidth(800));
afterEach(() => {
  toastStore.setState({ toasts: [] });
  window.localStorage.clear();
});

test('plays the YouTube video by its 11-character id with title, module and duration, under a bar with the course and its progress', async () => {
  const player = fakeYouTube();
  show(901, buildEnrollment({ id: 55, progress: 33 }));

  expect(await screen.findByTitle('Welcome')).toBeInTheDocument();
  expect(player.options).toMatchObject({ videoId: 'dQw4w9WgXcQ', host: 'https://www.youtube-nocookie.com' });
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  expect(screen.getByText('Getting Started · 5m')).toBeInTheDocument();
  const bar = screen.getByRole('banner');
  expect(within(bar).getByRole('link', { name: 'Back to Course' })).toHaveAttribute('href', paths.student.learn(9));
  expect(within(bar).getByText(course.title)).toBeInTheDocument();
  expect(within(bar).getByText('Video 1 of 3 · Course progress 33%')).toBeInTheDocument();
  expect(within(bar).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '33');
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
  await user.click(screen.getByRole('button', { name: 'Show course content' }));
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

test('below 1024 px the Course Content list is collapsed under the lesson, behind a floating toggle', async () => {
  const user = userEvent.setup();
  show(901);

  await screen.findByRole('heading', { level: 1, name: 'Welcome' });
  expect(screen.queryByRole('navigation', { name: 'Course Content' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show course content' }));
  const sidebar = await screen.findByRole('navigation', { name: 'Course Content' });
  expect(within(sidebar).getByRole('link', { name: /Welcome/ })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('button', { name: 'Show course content' })).not.toBeInTheDocument();
  await user.click(within(sidebar).getByRole('button', { name: 'Hide course content' }));
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Course Content' })).not.toBeInTheDocument());
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

describe('when the video cannot be played', () => {
  const says = async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent("This video can't be played here.");
    const link = screen.getByRole('link', { name: 'Watch on YouTube' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByTitle('Welcome')).not.toBeInTheDocument();
  };

  test("says so, with a link to YouTube, when YouTube's player cannot be loaded (offline, blocked)", async () => {
    show(901);
    await says();
    // The rest of the lesson still works.
    expect(screen.getByRole('button', { name: 'Mark as Watched' })).toBeEnabled();
  });

  test.each([2, 5, 100, 101, 150])('says so when YouTube refuses the video (error %i)', async (code) => {
    const player = fakeYouTube();
    show(901);
    expect(await screen.findByTitle('Welcome')).toBeInTheDocument();
    act(() => player.options?.events?.onError?.({ data: code, target: player }));
    await says();
    expect(player.destroy).toHaveBeenCalled();
  });

  test('says so when the player has not loaded after a while, and Try again loads it anew', async () => {
    jest.useFakeTimers();
    try {
      loadApi.mockReturnValue(new Promise(() => undefined));
      show(901);
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(PLAYER_READY_TIMEOUT_MS));
      await says();

      const player = fakeYouTube();
      act(() => screen.getByRole('button', { name: 'Try again' }).click());
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByTitle('Welcome')).toBeInTheDocument();
      expect(player.options).toMatchObject({ videoId: 'dQw4w9WgXcQ' });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('playback speed', () => {
  test('plays at the speed chosen, and the next lesson (and the next visit) plays at it too', async () => {
    const user = userEvent.setup();
    const player = fakeYouTube();
    const { unmount } = show(901);
    await waitFor(() => expect(player.setPlaybackRate).toHaveBeenCalledWith(1));

    await user.click(screen.getByRole('button', { name: 'Speed 1x' }));
    const menu = screen.getByRole('menu', { name: 'Playback speed' });
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['0.75x', 'Normal (1x)', '1.25x', '1.5x', '1.75x', '2x']);
    await user.click(within(menu).getByRole('menuitemradio', { name: '1.5x' }));
    expect(player.setPlaybackRate).toHaveBeenLastCalledWith(1.5);
    expect(screen.getByRole('button', { name: 'Speed 1.5x' })).toBeInTheDocument();
    expect(window.localStorage.getItem(PLAYBACK_SPEED_KEY)).toBe('1.5');

    // The next lesson, in the same page.
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Deep Dive' });
    await waitFor(() => expect(player.options?.videoId).toBe('PkZNo7MFNFg'));
    await waitFor(() => expect(player.setPlaybackRate).toHaveBeenLastCalledWith(1.5));
    // The previous lesson's player is gone: one frame on the page.
    expect(screen.getByTitle('Deep Dive')).toBeInTheDocument();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    unmount();

    // Another visit.
    player.setPlaybackRate.mockClear();
    show(901);
    expect(await screen.findByRole('button', { name: 'Speed 1.5x' })).toBeInTheDocument();
    await waitFor(() => expect(player.setPlaybackRate).toHaveBeenCalledWith(1.5));
    expect(player.setPlaybackRate).not.toHaveBeenCalledWith(1);
  });
});

describe('keyboard shortcuts', () => {
  const ready = async () => {
    const player = fakeYouTube();
    const view = renderPage(
      <>
        <VideoPlayerPage />
        <label>
          Notes
          <input />
        </label>
      </>,
      {
        pattern: routes.student.video,
        url: paths.student.video(9, 901),
        api: {
          getCourse: () => Promise.resolve({ course }),
          getMyEnrollment: () => Promise.resolve({ enrollment: buildEnrollment({ id: 55 }) }),
          listLessonWatch: () => Promise.resolve({ lessons: [] }),
          markVideoWatched: jest.fn((enrollmentId: number, videoId: number) =>
            Promise.resolve(buildEnrollment({ id: enrollmentId, progress: 33, watchedVideos: [String(videoId)] })),
          ),
        },
      },
    );
    await waitFor(() => expect(player.setPlaybackRate).toHaveBeenCalled());
    return { player, api: view.api };
  };

  test('k and Space play and pause, j and l move 10 seconds, < and > change the speed, each said aloud', async () => {
    const user = userEvent.setup();
    const { player } = await ready();

    await user.keyboard('k');
    expect(player.playVideo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Player' })).toHaveTextContent('Playing');
    player.state = PlayerState.PLAYING;
    await user.keyboard(' ');
    expect(player.pauseVideo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Player' })).toHaveTextContent('Paused');

    player.time = 95;
    await user.keyboard('l');
    expect(player.seekTo).toHaveBeenLastCalledWith(105, true);
    expect(screen.getByRole('status', { name: 'Player' })).toHaveTextContent('Forward 10 seconds, at 1:45');
    player.time = 4;
    await user.keyboard('j');
    expect(player.seekTo).toHaveBeenLastCalledWith(0, true);

    await user.keyboard('>>');
    expect(player.setPlaybackRate).toHaveBeenLastCalledWith(1.5);
    expect(screen.getByRole('status', { name: 'Player' })).toHaveTextContent('Speed 1.5x');
    await user.keyboard('<<<<');
    expect(player.setPlaybackRate).toHaveBeenLastCalledWith(0.75);
    expect(window.localStorage.getItem(PLAYBACK_SPEED_KEY)).toBe('0.75');
  });

  test('m marks the lesson watched, n goes to the next lesson, ? shows the shortcuts', async () => {
    const user = userEvent.setup();
    const { api } = await ready();

    await user.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Mark as Watched')).toBeInTheDocument();
    // Inside the help, the keys are not shortcuts.
    await user.keyboard('m');
    expect(api.markVideoWatched).not.toHaveBeenCalled();
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('m');
    expect(api.markVideoWatched).toHaveBeenCalledWith(55, 901);
    expect(await screen.findByRole('button', { name: 'Watched' })).toBeDisabled();
    await user.keyboard('n');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deep Dive' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(paths.student.video(9, 911));
  });

  test('never takes a key typed into a field, nor Space from a button or a link', async () => {
    const user = userEvent.setup();
    const { player, api } = await ready();

    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'k jlmn<>?');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('k jlmn<>?');
    expect(player.playVideo).not.toHaveBeenCalled();
    expect(player.seekTo).not.toHaveBeenCalled();
    expect(api.markVideoWatched).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(paths.student.video(9, 901));

    // Space on the speed button opens its menu, and does not play.
    screen.getByRole('button', { name: 'Speed 1x' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('menu', { name: 'Playback speed' })).toBeInTheDocument();
    expect(player.playVideo).not.toHaveBeenCalled();
    // Keys in the open menu are the menu's.
    await user.keyboard('k');
    expect(player.playVideo).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');

    // Space on the Next link is not a shortcut either; Ctrl+K is the browser's.
    screen.getByRole('link', { name: 'Next' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{Control>}k{/Control}');
    expect(player.playVideo).not.toHaveBeenCalled();
  });
});

describe('after a lesson is watched', () => {
  test("offers 'Next lesson' and marks it 'Up next' in the list, opening its module", async () => {
    const user = userEvent.setup();
    show(901, buildEnrollment({ id: 55 }), {
      markVideoWatched: (enrollmentId, videoId) =>
        Promise.resolve(buildEnrollment({ id: enrollmentId, progress: 33, watchedVideos: [String(videoId)] })),
    });
    await user.click(await screen.findByRole('button', { name: 'Show course content' }));
    const list = screen.getByRole('navigation', { name: 'Course Content' });
    expect(within(list).queryByText('Up next')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next lesson' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as Watched' }));

    const next = await screen.findByRole('link', { name: 'Next lesson' });
    expect(next).toHaveAttribute('href', paths.student.video(9, 911));
    expect(screen.getByRole('region', { name: 'Up next' })).toHaveTextContent('Up next: Deep Dive');
    // The next lesson is in the next module, opened for it.
    const upNext = within(list).getByRole('link', { name: /Deep Dive/ });
    expect(upNext).toBeVisible();
    expect(within(upNext).getByText('Up next')).toBeInTheDocument();
    // The marking button is gone: the keyboard goes on from 'Next lesson'.
    expect(next).toHaveFocus();
  });

  test('at the last lesson, leads back to the course page, saying whether lessons are left', async () => {
    const { unmount } = show(912, buildEnrollment({ id: 55, watchedVideos: ['912'] }));
    const end = await screen.findByRole('region', { name: 'End of the course' });
    expect(end).toHaveTextContent('That was the last lesson');
    expect(end).toHaveTextContent('2 lessons are not watched yet');
    expect(within(end).getByRole('link', { name: 'Go to the course page' })).toHaveAttribute('href', paths.student.learn(9));
    expect(screen.queryByRole('link', { name: 'Next lesson' })).not.toBeInTheDocument();
    unmount();

    show(912, buildEnrollment({ id: 55, progress: 100, watchedVideos: ['901', '911', '912'] }));
    const done = await screen.findByRole('region', { name: 'End of the course' });
    expect(done).toHaveTextContent('Course complete');
    expect(within(done).getByRole('link', { name: 'Go to the course page' })).toHaveAttribute('href', paths.student.learn(9));
  });
  test("a module's quiz not passed yet comes after its last lesson, and the course is not complete until the quizzes are passed", async () => {
    const quiz = (moduleId: number, passed: boolean) => ({
      _id: String(moduleId + 1000),
      id: moduleId + 1000,
      courseId: 9,
      moduleId,
      title: `Quiz of ${moduleId}`,
      passMark: 70,
      maxAttempts: null,
      retryWaitMinutes: 0,
      questionCount: 2,
      updatedAt: new Date().toISOString(),
      standing: {
        attemptsUsed: passed ? 1 : 0,
        attemptsLeft: null,
        bestScore: passed ? 100 : null,
        passed,
        nextAttemptAt: null,
        openAttemptId: null,
      },
    });
    const listCourseQuizzes = () => Promise.resolve({ quizzes: [quiz(90, false), quiz(91, false)] });
    const { unmount } = show(901, buildEnrollment({ id: 55, watchedVideos: ['901'] }), { listCourseQuizzes });
    const quizNext = await screen.findByRole('region', { name: 'Quiz next' });
    expect(quizNext).toHaveTextContent('Up next: the quiz "Quiz of 90"');
    expect(within(quizNext).getByRole('link', { name: 'Take the quiz' })).toHaveAttribute('href', paths.student.quiz(9, 1090));
    unmount();

    const onePassed = () => Promise.resolve({ quizzes: [quiz(90, false), quiz(91, true)] });
    show(912, buildEnrollment({ id: 55, progress: 75, watchedVideos: ['901', '911', '912'], quizzes: { passed: 1, total: 2 } }), {
      listCourseQuizzes: onePassed,
    });
    const end = await screen.findByRole('region', { name: 'End of the course' });
    expect(end).toHaveTextContent('Every lesson watched');
    expect(end).toHaveTextContent('Pass the last quiz to complete the course.');
    expect(end).not.toHaveTextContent('Course complete');
  });
});

test("a question asked from the player carries the player's second, and a question's time plays the lesson from there", async () => {
  const user = userEvent.setup();
  const player = fakeYouTube();
  const asked = buildQuestion({ id: 7, courseId: 9, videoId: 901, title: 'Why this?', second: 155 });
  const askQuestion = jest.fn(() => Promise.resolve({ message: 'Question posted', question: asked }));
  show(901, buildEnrollment({ id: 55 }), {
    listCourseQuestions: () => Promise.resolve(buildQuestionPage([buildQuestion({ id: 6, title: 'Earlier question', second: 42 })])),
    askQuestion,
    getQuestion: () => Promise.resolve({ question: asked, answers: [] }),
  });
  await screen.findByTitle('Welcome');
  await waitFor(() => expect(player.options).toBeDefined());

  await user.click(await screen.findByRole('button', { name: 'Play from 0:42' }));
  expect(player.seekTo).toHaveBeenCalledWith(42, true);
  expect(player.playVideo).toHaveBeenCalled();

  player.time = 155.6;
  await user.click(screen.getByRole('button', { name: 'Ask a question' }));
  const form = screen.getByRole('form', { name: 'Ask a question' });
  expect(within(form).getByText('at 2:35')).toBeInTheDocument();
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Why this?');
  await user.type(within(form).getByRole('textbox', { name: 'Details' }), 'Here.');
  await user.click(within(form).getByRole('button', { name: 'Post question' }));
  expect(askQuestion).toHaveBeenCalledWith(9, { videoId: 901, title: 'Why this?', body: 'Here.', second: 155 });
});
