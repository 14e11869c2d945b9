import { loadGlobal } from '../../shared/loadScript';

/** The part of Vimeo's player.js the player uses. */
export interface VimeoPlayer {
  ready(): Promise<void>;
  on(event: 'play' | 'pause' | 'ended' | 'error', handler: (data?: unknown) => void): void;
  on(event: 'timeupdate' | 'seeked', handler: (data: { seconds: number; duration: number }) => void): void;
  setCurrentTime(seconds: number): Promise<number>;
  getCurrentTime(): Promise<number>;
  getDuration(): Promise<number>;
  getPaused(): Promise<boolean>;
  setVolume(volume: number): Promise<number>;
  destroy(): Promise<void>;
}

export interface VimeoNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      id?: number;
      url?: string;
      responsive?: boolean;
      dnt?: boolean;
      title?: boolean;
      byline?: boolean;
      portrait?: boolean;
    },
  ) => VimeoPlayer;
}

export const VIMEO_API_SRC = 'https://player.vimeo.com/api/player.js';

const readVimeo = (): VimeoNamespace | undefined => {
  const vimeo = (window as Window & { Vimeo?: Partial<VimeoNamespace> }).Vimeo;
  return typeof vimeo?.Player === 'function' ? (vimeo as VimeoNamespace) : undefined;
};

/** Loads player.js once per page. */
export const loadVimeoApi = (timeoutMs: number) => loadGlobal(VIMEO_API_SRC, readVimeo, timeoutMs);
