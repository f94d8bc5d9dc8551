import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isWeChat } from '#shared/utils/device';
import { shareCurrentPage } from './jssdk';

/**
 * Inside WeChat: configures the JS-SDK for each page (once per visit on iOS,
 * per URL on Android, see jssdk.ts) and sets the share card to the page's
 * title. Outside WeChat it does nothing at all.
 */
export function useWeChatShare() {
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!isWeChat()) return;
    // document.title is set by the page's usePageMeta, whose effect runs before this one.
    void shareCurrentPage({
      title: document.title,
      desc: t('mobile:share.desc'),
      link: window.location.href.split('#')[0],
      imgUrl: `${window.location.origin}/favicon.svg`,
    });
  }, [pathname, search, i18n.language, t]);
}
