import { useTranslation } from 'react-i18next';
import { DrawPage } from './DrawPage';

/**
 * /lotteryDraw: the lucky draw. Everyone sees the activity, its prizes, rules and the latest
 * winners; a member draws (activity/start) and sees their draws left and prizes; a visitor's
 * button leads to the login and back.
 */
export default function LotteryDrawPage() {
  const { t } = useTranslation('activity');
  return <DrawPage which="lottery" here="/lotteryDraw" line={(act) => (act.signedIn && act.count ? t('left', { left: act.count.left, perDay: act.count.perDay }) : null)} />;
}
