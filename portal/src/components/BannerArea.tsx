import { useSignals } from '@preact/signals-react/runtime';
import { IconAlert, IconCheck, IconClose } from '@trilha/sdk/ui';
import { T } from '../messages';
import { banners, dismissBanner } from '../state/banners';

/** Success and error banners of the whole app, announced to screen readers. */
export function BannerArea() {
  useSignals();
  const list = banners.value;
  return (
    <div className="banner-area" aria-live="polite">
      {list.map((banner) => (
        <div
          key={banner.id}
          className={`banner banner-${banner.kind}`}
          role={banner.kind === 'error' ? 'alert' : 'status'}
        >
          <span className="banner-icon">
            {banner.kind === 'error' ? <IconAlert size={18} /> : <IconCheck size={18} />}
          </span>
          <span className="banner-text">{banner.text}</span>
          <button
            type="button"
            className="banner-close"
            onClick={() => dismissBanner(banner.id)}
            aria-label={T.common.dismiss}
          >
            <IconClose size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
