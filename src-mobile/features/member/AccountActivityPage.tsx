import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myActivity } from '#shared/contract/refs/audit';
import { SegmentTabs } from '../../components/SegmentTabs';
import { EntryList, readLog, useEntryPages } from './audit-list';
import './member.css';

type Show = 'all' | 'signIn' | 'security';
const readers: Record<Show, ReturnType<typeof readLog>> = {
  all: readLog(myActivity, {}),
  signIn: readLog(myActivity, { kind: 'signIn' }),
  security: readLog(myActivity, { kind: 'security' }),
};

/** /mobile/accountActivity: the member's own sign-ins and security changes, newest first, more on request. */
export default function AccountActivityPage() {
  const { t } = useTranslation('audit');
  const [show, setShow] = useState<Show>('all');
  const pages = useEntryPages(show, readers[show]);
  return (
    <div className="h5-member-page" data-testid="h5-account-activity">
      <h1 className="h5-member-title">{t('h5.activityTitle')}</h1>
      <p className="h5-audit__hint">{t('mine.intro')}</p>
      <SegmentTabs<Show> label={t('mine.filterLabel')} value={show} onChange={setShow} options={(['all', 'signIn', 'security'] as const).map((v) => ({ value: v, label: t(`mine.${v}`) }))} />
      <div style={{ marginTop: 12 }}>
        <EntryList pages={pages} mode="activity" empty={t('mine.empty')} />
      </div>
    </div>
  );
}
