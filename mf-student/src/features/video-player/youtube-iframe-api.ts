/**
 * The part of YouTube's IFrame Player API the lesson player uses
 * (https://developers.google.com/youtube/iframe_api_reference), and its loader.
 */
export const PlayerState = { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;

export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  setPlaybackRate(rate: number): void;
  destroy(): void;
}

/**
 * The codes of YouTube's onError: 2 a bad video id, 5 the HTML5 player failed, 100 the video is gone or private,
 * 101 and 150 its owner does not allow it to be embedded. None of them plays on retrying.
 */
export const PlayerError = { INVALID_ID: 2, HTML5: 5, NOT_FOUND: 100, NOT_EMBEDDABLE: 101, NOT_EMBEDDABLE_TOO: 150 } as const;

export interface YouTubePlayerOptions {
  host?: string;
  videoId: string;
  width?: string | number;
  height?: string | number;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: { target: YouTubePlayer }) => void;
    onStateChange?: (event: { data: number; target: YouTubePlayer }) => void;
    onError?: (event: { data: number; target: YouTubePlayer }) => void;
  };
}

export interface YouTubeNamespace {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const YOUTUBE_IFRAME_API = 'https://www.youtube.com/iframe_api';

let loading: Promise<YouTubeNamespace> | undefined;

/**
 * Loads the API's script once (the pages' CSP allows its origin). Rejects when the script cannot be loaded
 * (offline, blocked), so the page can fall back to a plain embed; the next call tries again.
 */
export function loadYouTubeIframeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT?.Player) resolve(window.YT);
      else reject(new Error('The YouTube player API did not start'));
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_IFRAME_API;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The YouTube player API could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
