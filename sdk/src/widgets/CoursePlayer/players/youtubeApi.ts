import { loadGlobal } from '../../shared/loadScript';

/** The part of the YouTube IFrame Player API the player uses. */
export interface YTPlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  setVolume(volume: number): void;
  destroy(): void;
}

export interface YTPlayerOptions {
  videoId: string;
  width?: string | number;
  height?: string | number;
  host?: string;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?(event: { target: YTPlayer }): void;
    onStateChange?(event: { data: number; target: YTPlayer }): void;
    onError?(event: { data: number }): void;
  };
}

export interface YTNamespace {
  Player: new (element: HTMLElement, options: YTPlayerOptions) => YTPlayer;
}

export const YT_STATE = { unstarted: -1, ended: 0, playing: 1, paused: 2, buffering: 3, cued: 5 } as const;
/** onError codes meaning the video itself cannot play here (bad id, removed, embedding refused). */
export const YT_UNAVAILABLE_ERRORS = new Set([2, 100, 101, 150]);

export const YOUTUBE_API_SRC = 'https://www.youtube.com/iframe_api';

type YouTubeWindow = Window & { YT?: Partial<YTNamespace>; onYouTubeIframeAPIReady?: () => void };

const readYT = (): YTNamespace | undefined => {
  const yt = (window as YouTubeWindow).YT;
  return typeof yt?.Player === 'function' ? (yt as YTNamespace) : undefined;
};

/**
 * Loads the IFrame API once per page. The API finishes setting itself up after its script loads
 * (it then calls window.onYouTubeIframeAPIReady, which a host page may also use, so it is not
 * replaced): readiness is the presence of YT.Player.
 */
export const loadYouTubeApi = (timeoutMs: number) => loadGlobal(YOUTUBE_API_SRC, readYT, timeoutMs);
