import { useSyncExternalStore } from 'react';

/** The speeds offered, slowest first (YouTube plays 0.25x to 2x; below 0.75 speech is hard to follow). */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** Where the learner's speed is kept: the next lesson, and the next visit, play at it too. */
export const PLAYBACK_SPEED_KEY = 'lectern.playbackSpeed';
const NORMAL: PlaybackSpeed = 1;

const listeners = new Set<() => void>();
const isSpeed = (value: number): value is PlaybackSpeed => (PLAYBACK_SPEEDS as readonly number[]).includes(value);

/** The speed as a person reads it: '1x', '1.25x'. */
export const speedLabel = (speed: number) => `${speed}x`;

/** The speed chosen in this page where storage refused to keep it (a private window, storage full or blocked). */
let unsaved: PlaybackSpeed | undefined;

/** The saved speed, or normal when none is saved or it is not one of the offered speeds. */
export function readPlaybackSpeed(): PlaybackSpeed {
  try {
    const saved = Number(window.localStorage.getItem(PLAYBACK_SPEED_KEY));
    return unsaved ?? (isSpeed(saved) ? saved : NORMAL);
  } catch {
    return unsaved ?? NORMAL;
  }
}

/** Keeps the speed for the next lessons and visits. */
export function savePlaybackSpeed(speed: PlaybackSpeed): void {
  try {
    window.localStorage.setItem(PLAYBACK_SPEED_KEY, String(speed));
    unsaved = undefined;
  } catch {
    unsaved = speed;
  }
  for (const listener of listeners) listener();
}

/** The next speed up (`step` 1) or down (-1), staying at the fastest or slowest. */
export function stepPlaybackSpeed(speed: PlaybackSpeed, step: 1 | -1): PlaybackSpeed {
  const index = PLAYBACK_SPEEDS.indexOf(speed);
  return PLAYBACK_SPEEDS[Math.min(PLAYBACK_SPEEDS.length - 1, Math.max(0, index + step))] ?? NORMAL;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab changing the speed changes it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PLAYBACK_SPEED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/**
 * The learner's playback speed, remembered in local storage across lessons and visits. Normal on the server and in the
 * render that hydrates its HTML (a server cannot read the browser's storage); the saved speed right after.
 */
export function usePlaybackSpeed(): [PlaybackSpeed, (speed: PlaybackSpeed) => void] {
  return [useSyncExternalStore(subscribe, readPlaybackSpeed, () => NORMAL), savePlaybackSpeed];
}
