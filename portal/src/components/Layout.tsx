import { E } from '@trilha/sdk/contract';
import { IconMenu } from '@trilha/sdk/ui';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useBranding } from '../branding';
import { T } from '../messages';
import { BannerArea } from './BannerArea';
import { Sidebar } from './Sidebar';
import { useScreenChange } from './useScreenChange';
import './Layout.css';

const COLLAPSED_KEY = 'sidebarCollapsed';
const MOBILE = '(max-width: 768px)';

function useIsMobile() {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE);
    const onChange = () => setMobile(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mobile;
}

/** The signed-in frame: navbar with the brand, collapsible side menu, banners and the screen. */
export function Layout() {
  const { branding } = useBranding();
  const mobile = useIsMobile();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useScreenChange(main, branding.companyName);

  // A new screen closes the mobile drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the path changes
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const toggle = () => {
    if (mobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      return !c;
    });
  };
  const expanded = mobile ? drawerOpen : !collapsed;

  return (
    <div className={`app-shell${mobile ? ' is-mobile' : ''}${expanded ? ' is-expanded' : ' is-collapsed'}`}>
      <a className="skip-link" href="#main">
        {T.layout.skipToContent}
      </a>
      <header className="navbar">
        <button
          type="button"
          className="navbar-toggle"
          onClick={toggle}
          aria-controls="sidebar"
          aria-expanded={expanded}
          aria-label={expanded ? T.layout.collapse : T.layout.expand}
          title={expanded ? T.layout.collapse : T.layout.expand}
        >
          <IconMenu size={22} />
        </button>
        <span className="navbar-brand">
          {branding.logoUrl && <img src={branding.logoUrl} alt="" className="navbar-logo" />}
          <span className="navbar-brand-text">{branding.companyName}</span>
        </span>
      </header>
      <div className="app-body">
        <Sidebar collapsed={!expanded} onNavigate={() => mobile && setDrawerOpen(false)} />
        {mobile && drawerOpen && (
          <div className="sidebar-scrim" onClick={() => setDrawerOpen(false)} aria-hidden="true" />
        )}
        <main id="main" className="main" tabIndex={-1} ref={main}>
          <BannerArea />
          <div className="main-inner">
            <Outlet />
          </div>
          <footer className="app-footer">
            <a href={E.pages.privacy.path}>{T.layout.privacy}</a>
          </footer>
        </main>
      </div>
    </div>
  );
}
