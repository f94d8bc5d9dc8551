import { useTranslation } from 'react-i18next';
import { queryPage } from '#shared/contract/refs/audit';
import { EntryList, readLog, useEntryPages } from './audit-list';
import './member.css';

const read = readLog(queryPage, {});

/** /mobile/auditLog: the company's audit log, read-only, newest first, more on request (filters and export: desktop). */
export default function AuditLogPage() {
  const { t } = useTranslation('audit');
  const pages = useEntryPages('all', read);
  return (
    <div className="h5-member-page" data-testid="h5-audit-log">
      <h1 className="h5-member-title">{t('h5.logTitle')}</h1>
      <p className="h5-audit__hint">{t('h5.readOnly')}</p>
      <EntryList pages={pages} mode="company" empty={t('log.empty')} />
    </div>
  );
}
