import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isWeChat } from '#shared/utils/device';
import { BackIcon } from '../../components/icons/nav';
import { LangSwitch } from '../../components/LangSwitch';
import { findRoute, useRestRoutes } from '../route-lookup';
import { HOME_PATH } from '../route-paths';
import './h5-layout.css';

/** The bar's title is cut at this spec width (about 11 Chinese characters at 17 px on a 375 px phone). */
const NAV_TITLE_WIDTH = 22;

const inWeChat = isWeChat();

// The spec's title clamp, loaded only where the bar shows a title (not inside WeChat, where most
// visits start): the entry starts it and the first paint waits for it (MobileApp). Should it fail
// to load, the bar shows the whole title (CSS still cuts it at the bar's edge).
let clamp = (title: string) => title;
export const navTitleReady: Promise<unknown> = inWeChat
  ? Promise.resolve()
  : import('#shared/utils/text-clamp').then(
      ({ clampTitle }) => (clamp = (title) => clampTitle(title, NAV_TITLE_WIDTH).text),
      () => undefined,
    );

/**
 * The H5 shell: a navigation bar (back where the route has somewhere to go
 * back to, the route's title, the 中/EN switch) over the page, honouring the
 * safe-area insets of notched phones. Inside WeChat the title is left to
 * WeChat's own bar (it shows document.title), so it is not shown twice.
 *
 * The bar follows antd-mobile's NavBar layout and CSS variables but is built
 * from real <button>s: NavBar marks its left slot role="button" even when
 * empty, which screen readers announce as an unnamed button.
 */
export function H5Layout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Re-renders when the rest of the route table arrives: until then a path outside the menu pages has no title or back yet.
  useRestRoutes();
  const def = findRoute(pathname);
  const title = def?.titleKey ? t(def.titleKey) : '';

  const goBack = () => {
    // react-router keeps the in-app history index in history.state.idx.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(def?.back ?? HOME_PATH, { replace: true });
  };

  return (
    <div className={inWeChat ? 'h5-shell h5-shell--wechat' : 'h5-shell'}>
      <header className="h5-nav">
        <div className="h5-nav__bar">
          <div className="h5-nav__side">
            {def?.back ? (
              <button type="button" className="h5-nav__back" onClick={goBack} aria-label={t('common:action.back')}>
                <BackIcon size={24} />
              </button>
            ) : null}
          </div>
          <div className="h5-nav__title" aria-hidden={inWeChat || undefined}>
            {inWeChat ? null : clamp(title)}
          </div>
          <div className="h5-nav__side h5-nav__side--right">
            <LangSwitch />
          </div>
        </div>
      </header>
      <main className="h5-main">
        <Outlet />
      </main>
    </div>
  );
}
