import { useTranslation } from 'react-i18next';
import { DrawPage } from './DrawPage';

/** /expositionDraw: the exposition's live draw (activity/startLive), full screen for the stand. */
export default function ExpositionDrawPage() {
  const { t } = useTranslation('activity');
  return (
    <DrawPage which="exposition" here="/expositionDraw" kicker={t('expo.kicker')} standalone line={(act) => (act.signedIn && act.count ? t('left', { left: act.count.left, perDay: act.count.perDay }) : t('expo.hint'))} />
  );
}
