import { dueSaveMark } from '../watch';
import { createIframePlayer } from './iframePlayer';
import { SEEK_CHECK_MS, YOUTUBE_POLL_MS } from './playerTypes';
import { INITIAL_VOLUME } from './RestrictedVideo';
import { loadYouTubeApi, YT_STATE, YT_UNAVAILABLE_ERRORS, type YTNamespace, type YTPlayer } from './youtubeApi';

/**
 * A YouTube lesson through the IFrame API (loaded once per page). YouTube reports no positions:
 * the position is read every 500 ms against the sequential-watch rule, polled every 5 s and saved
 * at each multiple of 10 s; the end of the video completes the lesson (spec §4).
 */
export const YouTubeVideo = createIframePlayer<{ videoId: string }, YTNamespace>({
  name: 'YouTubeVideo',
  load: loadYouTubeApi,
  key: ({ videoId }) => videoId,
  // A completed lesson starts over; otherwise the video resumes where the learner stopped.
  startAt: ({ restricted, initialTime }) => (restricted && initialTime > 1 ? Math.floor(initialTime) : 0),
  create(YT, mount, { videoId }, session) {
    let player: YTPlayer | null = null;
    let lastMark: number | null = null;
    let lastPollAt = 0;
    let seekTimer: ReturnType<typeof setInterval> | undefined;
    const live = () => !session.isDisposed() && player !== null;
    const sample = () => (player ? session.sample(player.getCurrentTime(), true) : false);

    const tick = () => {
      if (!live() || !player) return;
      if (player.getPlayerState() !== YT_STATE.playing) {
        session.pauseWatch();
        return;
      }
      if (!sample()) return;
      const at = session.settings.now();
      if (at - lastPollAt < YOUTUBE_POLL_MS) return;
      lastPollAt = at;
      const mark = dueSaveMark(lastMark, session.position());
      if (mark !== null) {
        lastMark = mark;
        session.progress(true);
      }
    };

    player = new YT.Player(mount, {
      videoId,
      width: '100%',
      height: '100%',
      playerVars: {
        rel: 0,
        modestbranding: 1,
        playsinline: 1,
        iv_load_policy: 3,
        hl: 'pt-BR',
        start: session.start,
      },
      events: {
        onReady: () => {
          if (!live() || !player) return;
          session.ready();
          session.startWatch(session.start);
          player.setVolume(INITIAL_VOLUME);
          mount.title = session.settings.title;
          seekTimer = setInterval(tick, SEEK_CHECK_MS);
        },
        onStateChange: ({ data }) => {
          if (!live() || !player) return;
          if (data === YT_STATE.playing) {
            session.pauseWatch();
            if (sample()) session.played();
          } else if (data === YT_STATE.paused) {
            session.paused();
          } else if (data === YT_STATE.ended && !session.ended(player.getCurrentTime(), true)) {
            player.playVideo();
          }
        },
        onError: ({ data }) => session.fail(YT_UNAVAILABLE_ERRORS.has(data) ? 'unavailable' : 'network'),
      },
    });

    return {
      length: () => player?.getDuration() ?? 0,
      seek: (seconds) => player?.seekTo(seconds, true),
      destroy() {
        clearInterval(seekTimer);
        try {
          player?.destroy();
        } catch {
          // The iframe may already be gone with its host.
        }
      },
    };
  },
});
