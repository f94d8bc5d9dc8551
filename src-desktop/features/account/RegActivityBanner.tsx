import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegActivity } from '#shared/hooks/useRegActivity';
import { useLang } from '../../components/useLang';

/** The registration activity running now, above the registration form (nothing when none runs). */
export function RegActivityBanner() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const activity = useRegActivity(lang);
  if (!activity) return null;
  const until = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'Asia/Shanghai' }).format(new Date(activity.endsAt));
  return (
    <Alert
      type="success"
      showIcon
      data-testid="reg-activity"
      style={{ marginBottom: 16 }}
      title={activity.title}
      description={
        <>
          {activity.lead ? <span>{activity.lead} </span> : null}
          <span>{t('register.activityUntil', { date: until })}</span>
        </>
      }
    />
  );
}
