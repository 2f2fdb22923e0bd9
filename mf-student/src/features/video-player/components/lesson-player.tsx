import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import { extractYouTubeId, formatClock, notify, useReportWatch, type LessonWatch, type Video } from '@lectern/shared-sdk';
import { YouTubeFrame } from '@lectern/shared-sdk/ui/youtube-frame';
import { loadYouTubeIframeApi, PlayerState, type YouTubePlayer } from '../youtube-iframe-api';
import { WatchTracker } from '../watch-tracker';
import { VideoUnavailable } from './video-unavailable';

/**
 * How long YouTube's player may take to be ready before the lesson says it cannot be played: its script hangs rather
 * than fails on some blocked or captive networks, and the learner should not face a dark frame for ever.
 */
export const PLAYER_READY_TIMEOUT_MS = 15_000;

/** What the page's keyboard shortcuts do to the lesson (nothing until YouTube's player is ready). */
export interface LessonControls {
  /** Plays a paused lesson or pauses a playing one: 'playing' or 'paused' after it, null when there is no player. */
  togglePlay(): 'playing' | 'paused' | null;
  /** Moves by `seconds` (negative: back), within the lesson; the new position, or null when there is no player. */
  seekBy(seconds: number): number | null;
  /** Where the lesson is, in whole seconds (what a question asked now is about); null when there is no player. */
  currentSecond(): number | null;
  /** Plays the lesson from `seconds` (a question's second), in view; false when there is no player. */
  playFrom(seconds: number): boolean;
}

/** Below this, or in the last 5 % of the lesson, there is nothing worth resuming: it starts from the beginning. */
const RESUME_FROM_SECONDS = 5;
const RESUME_UNTIL_SHARE = 0.95;

function resumePosition(saved: LessonWatch | undefined): number {
  if (!saved || saved.position < RESUME_FROM_SECONDS) return 0;
  if (saved.duration !== null && saved.position >= saved.duration * RESUME_UNTIL_SHARE) return 0;
  return saved.position;
}

interface LessonPlayerProps {
  enrollmentId: number;
  /** The lesson: its id, its title (the frame's name) and its address. */
  video: Pick<Video, 'id' | 'title' | 'youtubeUrl'>;
  /** Where the learner left this lesson before, read once when the player opens. */
  saved: LessonWatch | undefined;
  watched: boolean;
  /** The learner's playback speed, applied as soon as the player is ready and whenever it changes. */
  speed: number;
  /** The shortcuts' handle on the player. */
  ref?: Ref<LessonControls>;
}

const durationOf = (player: YouTubePlayer) => {
  const duration = player.getDuration();
  return Number.isFinite(duration) && duration > 0 ? duration : null;
};

/**
 * A lesson played through YouTube's IFrame Player API: it starts where the learner left it (offering "Resume from
 * 12:34" or "Start over"), plays at the learner's speed, and reports the position and the seconds played every 10 s
 * while playing, on pause and end, and when the page is hidden or left (with keepalive, so the last report arrives).
 * When the video cannot be played (YouTube refuses it, or its player does not load: offline, blocked) it says so and
 * links to the video on YouTube, in place of a dark frame.
 */
export function LessonPlayer({ enrollmentId, video, saved, watched, speed, ref }: LessonPlayerProps) {
  const { id: videoId, title, youtubeUrl } = video;
  const youtubeId = youtubeUrl ? extractYouTubeId(youtubeUrl) : null;
  const reportWatch = useReportWatch();
  const hostRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<YouTubePlayer | null>(null);
  const watchedRef = useRef(watched);
  useEffect(() => {
    watchedRef.current = watched;
  }, [watched]);
  const [resumeAt] = useState(() => resumePosition(saved));
  const [initial] = useState(() => saved);
  const [mode, setMode] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [prompting, setPrompting] = useState(resumeAt > 0);
  // The learner's speed, once the player is ready and at each change (YouTube keeps it across seeks and pauses).
  useEffect(() => {
    if (mode === 'ready') playerRef.current?.setPlaybackRate(speed);
  }, [speed, mode]);

  useImperativeHandle(
    ref,
    () => ({
      togglePlay: () => {
        const player = playerRef.current;
        if (!player) return null;
        setPrompting(false);
        if (player.getPlayerState() === PlayerState.PLAYING) {
          player.pauseVideo();
          return 'paused';
        }
        player.playVideo();
        return 'playing';
      },
      seekBy: (seconds) => {
        const player = playerRef.current;
        if (!player) return null;
        const duration = durationOf(player);
        const to = Math.max(0, Math.min(duration ?? Infinity, player.getCurrentTime() + seconds));
        player.seekTo(to, true);
        return to;
      },
      currentSecond: () => {
        const player = playerRef.current;
        return player ? Math.floor(player.getCurrentTime()) : null;
      },
      playFrom: (seconds) => {
        const player = playerRef.current;
        if (!player) return false;
        setPrompting(false);
        player.seekTo(seconds, true);
        player.playVideo();
        // Asked from the questions below it: the learner is taken back up to the lesson.
        hostRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        return true;
      },
    }),
    [],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!youtubeId || !host) return undefined;
    let mounted = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    // Once failed, this attempt is over: a player that gets ready late is not shown (Try again starts afresh).
    let failed = false;
    // The script or the player may hang rather than fail (a blocked or captive network): give up after a while.
    const giveUp = setTimeout(() => fail(), PLAYER_READY_TIMEOUT_MS);
    const fail = () => {
      clearTimeout(giveUp);
      if (!mounted || failed) return;
      failed = true;
      if (timer) clearInterval(timer);
      playerRef.current?.destroy();
      playerRef.current = null;
      setMode('failed');
    };
    const tracker = new WatchTracker(videoId, { alreadyPlayed: initial?.watchedSeconds ?? 0, duration: initial?.duration ?? null, now: Date.now() });
    const target = document.createElement('div');
    host.replaceChildren(target);

    const look = () => {
      const player = playerRef.current;
      if (!player) return null;
      tracker.sample(player.getCurrentTime(), player.getPlayerState() === PlayerState.PLAYING, Date.now());
      return player;
    };
    const send = (keepalive = false) => {
      const player = look();
      if (!player) return;
      const report = tracker.take(player.getCurrentTime(), durationOf(player), Date.now());
      if (!report) return;
      // Read before the answer lands: filing it re-renders the page with the lesson watched.
      const watchedBefore = watchedRef.current;
      reportWatch(enrollmentId, report, { keepalive }).then(
        ({ enrollment }) => {
          if (mounted && !watchedBefore && enrollment.watchedVideos.includes(String(videoId))) {
            notify.success('Video marked as watched!', 'Great job! Keep up the learning momentum.');
          }
        },
        // A lost report loses a few seconds of watch time; the next one carries the position again.
        () => undefined,
      );
    };
    const tick = () => {
      const player = look();
      if (player && tracker.due(player.getPlayerState() === PlayerState.PLAYING, durationOf(player), Date.now())) send();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send(true);
    };
    const onPageHide = () => send(true);

    // The effect synchronises with YouTube's player, an external system; its script is not data the page renders.
    // eslint-disable-next-line lectern/no-effect-data-loading
    loadYouTubeIframeApi().then((YT) => {
      if (!mounted || failed) return;
      new YT.Player(target, {
        host: 'https://www.youtube-nocookie.com',
        videoId: youtubeId,
        width: '100%',
        height: '100%',
        playerVars: { start: Math.floor(resumeAt), rel: 0, playsinline: 1 },
        events: {
          onReady: ({ target: player }) => {
            if (!mounted || failed) return;
            clearTimeout(giveUp);
            playerRef.current = player;
            host.querySelector('iframe')?.setAttribute('title', title);
            setMode('ready');
            timer = setInterval(tick, 1000);
          },
          // Private, removed, not embeddable or unplayable here: retrying will not help, YouTube itself might.
          onError: fail,
          onStateChange: ({ data }) => {
            look();
            if (data === PlayerState.PLAYING) setPrompting(false);
            if (data === PlayerState.PAUSED || data === PlayerState.ENDED) send();
          },
        },
      });
    }, fail);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);

    return () => {
      send(true);
      mounted = false;
      clearTimeout(giveUp);
      if (timer) clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      playerRef.current?.destroy();
      playerRef.current = null;
      host.replaceChildren();
    };
  }, [enrollmentId, videoId, youtubeId, title, initial, resumeAt, reportWatch, attempt]);

  const playFrom = (seconds: number) => {
    setPrompting(false);
    playerRef.current?.seekTo(seconds, true);
    playerRef.current?.playVideo();
  };

  if (!youtubeId) return <YouTubeFrame title={title} youtubeUrl={youtubeUrl} />;
  if (mode === 'failed') {
    return (
      <VideoUnavailable
        youtubeId={youtubeId}
        onRetry={() => {
          setMode('loading');
          setAttempt((count) => count + 1);
        }}
      />
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {prompting && mode === 'ready' && (
        <Paper
          variant="outlined"
          role="region"
          aria-label="Resume this lesson"
          sx={{
            p: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            borderColor: 'primary.main',
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>You stopped at {formatClock(resumeAt)}.</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => playFrom(resumeAt)}>
              Resume from {formatClock(resumeAt)}
            </Button>
            <Button variant="outlined" startIcon={<ReplayIcon />} onClick={() => playFrom(0)}>
              Start over
            </Button>
          </Box>
        </Paper>
      )}
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          bgcolor: 'grey.900',
          borderRadius: 2,
          overflow: 'hidden',
          '& iframe': { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 },
        }}
      >
        <Box ref={hostRef} sx={{ position: 'absolute', inset: 0 }} />
      </Box>
    </Box>
  );
}
