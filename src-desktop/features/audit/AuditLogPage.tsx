import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { AuditFilters } from '#shared/contract/audit';
import { actors, exportLink, queryPage } from '#shared/contract/refs/audit';
import { AUDIT_KINDS } from '#shared/contract/audit-values';
import type { KeysetCursor } from '#shared/hooks/useKeyset';
import { AuditLog } from '../../components/audit/AuditLog';
import { AUDIT_ROWS } from '../../components/audit/CursorPager';
import { MemberPage } from '../../components/MemberPageFrame';
import { toast } from '../../components/toast';
import styles from '../../components/audit/audit.module.css';

const useCompanyEntries = (params: AuditFilters & KeysetCursor) => useCommand(queryPage, params, { page: 1, rows: AUDIT_ROWS });
const searchActors = (keyword: string) => call(actors, keyword ? { keyword } : {});

/** /memberCenter/auditLog: the company's audit log (audit/queryPage, button audit.view), filtered, paged by cursor, exported to Excel. */
export default function AuditLogPage() {
  const { t } = useTranslation('audit');
  const exportRange = async (filters: AuditFilters) => {
    try {
      const file = await call(exportLink, filters);
      // The link answers the .xlsx as an attachment: the page stays where it is.
      const a = document.createElement('a');
      a.href = file.url;
      a.download = file.name;
      a.rel = 'noopener';
      document.body.appendChild(a);
      a.click();
      a.remove();
      toast.success(t('log.exported'));
    } catch (e) {
      toast.error((e as GatewayError).info);
    }
  };
  return (
    <MemberPage title={t('log.title')} testId="audit-log-page">
      <p className={styles.muted} style={{ marginBottom: 16 }}>
        {t('log.intro')}
      </p>
      <AuditLog useEntries={useCompanyEntries} kinds={AUDIT_KINDS} onExport={exportRange} searchActors={searchActors} />
    </MemberPage>
  );
}
