import { useTranslation } from 'react-i18next';
import { useRegActivity } from '#shared/hooks/useRegActivity';

/** The registration activity running now, above the H5 registration form (nothing when none runs). */
export function RegActivityNote() {
  const { t, i18n } = useTranslation('wxRegister');
  const activity = useRegActivity(i18n.language);
  if (!activity) return null;
  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'Asia/Shanghai' }).format(new Date(activity.endsAt));
  return (
    <aside className="h5-reg-activity" data-testid="reg-activity" aria-label={t('register.activityLabel')}>
      <strong className="h5-reg-activity__title">{activity.title}</strong>
      {activity.lead ? <p className="h5-reg-activity__text">{activity.lead}</p> : null}
      <p className="h5-reg-activity__until">{t('register.activityUntil', { date: until })}</p>
    </aside>
  );
}
