import { createIframePlayer } from './iframePlayer';
import { resumePosition } from './playerTypes';
import { INITIAL_VOLUME } from './RestrictedVideo';
import { loadVimeoApi, type VimeoNamespace } from './vimeoApi';

/**
 * A Vimeo lesson in Vimeo's iframe (player.js, loaded once per page). Vimeo reports the position
 * about four times a second; each report is checked against the sequential-watch rule.
 */
export const VimeoVideo = createIframePlayer<{ id: string; hash: string | null }, VimeoNamespace>({
  name: 'VimeoVideo',
  load: loadVimeoApi,
  key: ({ id, hash }) => `${id}/${hash ?? ''}`,
  mountClassName: 'trilha-embed__mount',
  create(Vimeo, mount, { id, hash }, session) {
    let playing = false;
    let length = 0;
    const player = new Vimeo.Player(mount, {
      url: hash ? `https://vimeo.com/${id}/${hash}` : `https://vimeo.com/${id}`,
      responsive: true,
      dnt: true,
      title: false,
      byline: false,
      portrait: false,
    });
    const duration = () => (length > 0 ? length : session.settings.fallbackDuration);

    player
      .ready()
      .then(async () => {
        if (session.isDisposed()) return;
        session.ready();
        length = await player.getDuration().catch(() => 0);
        const start = resumePosition(session.settings.initialTime, duration());
        session.startWatch(start);
        if (start > 0) await player.setCurrentTime(start).catch(() => undefined);
        await player.setVolume(INITIAL_VOLUME / 100).catch(() => undefined);
        mount.parentElement?.querySelector('iframe')?.setAttribute('title', session.settings.title);
      })
      .catch(() => session.fail('unavailable'));
    player.on('play', () => {
      playing = true;
      session.pauseWatch();
      session.played();
    });
    player.on('pause', () => {
      playing = false;
      session.paused();
    });
    player.on('timeupdate', ({ seconds, duration: d }) => {
      if (d > 0) length = d;
      if (session.sample(seconds, playing) && playing) session.progress();
    });
    player.on('seeked', ({ seconds }) => {
      session.sample(seconds, playing);
    });
    player.on('ended', () => {
      if (session.ended(duration(), playing)) playing = false;
    });
    // Later errors (a refused seek, say) are reported by the calls that caused them.
    player.on('error', () => {
      if (!session.isReady()) session.fail('network');
    });

    return {
      length: () => length,
      seek: (seconds) => void player.setCurrentTime(seconds).catch(() => undefined),
      destroy: () => void player.destroy().catch(() => undefined),
    };
  },
});
