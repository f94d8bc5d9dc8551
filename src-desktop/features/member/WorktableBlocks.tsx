import { Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import type { RealNameStatus } from '#shared/contract/certification';
import { getApplyStatus } from '#shared/contract/refs/certification';
import { myDocument } from '#shared/contract/refs/file';
import { myCapital } from '#shared/contract/refs/fund';
import { ErrorCode } from '#shared/contract/errors';
import { FinanceIcon, ShieldIcon, LayersIcon } from '../../components/icons';
import { FileIcon } from './FileIcon';
import { formatSize, formatTime } from './format';
import { ErrorLine } from './WorktableError';
import styles from './WorktablePage.module.css';
import { clampTitle } from '#shared/utils/text-clamp';

/** "10000.00" → "10,000.00" (the gateway sends decimal strings). */
const money = (v: string) => v.replace(/\B(?=(\d{3})+(?!\d))(?=[\d]*\.)/g, ',');

const STATUS_COLOR: Record<RealNameStatus, string> = { notSubmitted: 'default', underReview: 'processing', approved: 'green', rejected: 'red', changeUnderReview: 'processing' };

/** Certification state, with the way to apply (not submitted) or to see what was submitted. Personal members have none. */
export function CertBlock({ enterprise }: { enterprise: boolean }) {
  const { t } = useTranslation('member');
  const st = useCommand(getApplyStatus, {}, { enabled: enterprise });
  return (
    <section className={styles.card} aria-labelledby="wt-cert" aria-busy={st.loading} data-testid="wt-cert">
      <h2 id="wt-cert" className={styles.cardTitle}>
        <ShieldIcon size={18} />
        {t('worktable.cert')}
      </h2>
      {!enterprise ? (
        <p className={styles.service}>
          {t('worktable.certPersonal')} <Link to="/certificationEmpty">{t('worktable.certLearn')}</Link>
        </p>
      ) : st.loading && !st.data ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : st.error ? (
        <ErrorLine text={t('worktable.certError')} detail={st.error.info} onRetry={st.reload} />
      ) : st.data ? (
        <div>
          <Tag color={STATUS_COLOR[st.data.status]} data-testid="wt-cert-status">
            {t(`worktable.certStatus.${st.data.status}`)}
          </Tag>
          <p className={styles.statNote}>
            {st.data.status === 'notSubmitted' ? <Link to="/memberCenter/trueName">{t('worktable.certApply')}</Link> : <Link to="/memberCenter/trueNameInfo">{t('worktable.certView')}</Link>}
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** The fund account: state and available balance; the server's refusal (personal, uncertified) is told as the reason why not. */
export function FundBlock({ enterprise }: { enterprise: boolean }) {
  const { t } = useTranslation('member');
  const cap = useCommand(myCapital, {});
  const refused = cap.error?.code === ErrorCode.forbidden;
  return (
    <section className={styles.card} aria-labelledby="wt-fund" aria-busy={cap.loading} data-testid="wt-fund">
      <h2 id="wt-fund" className={styles.cardTitle}>
        <FinanceIcon size={18} />
        {t('worktable.fund')}
      </h2>
      {cap.loading && !cap.data ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : refused ? (
        <p className={styles.service} data-testid="wt-fund-why">
          {cap.error!.info}
          {enterprise && (
            <>
              {' '}
              <Link to="/memberCenter/trueName">{t('worktable.certApply')}</Link>
            </>
          )}
        </p>
      ) : cap.error ? (
        <ErrorLine text={t('worktable.fundError')} detail={cap.error.info} onRetry={cap.reload} />
      ) : cap.data ? (
        <div className={styles.stat}>
          {cap.data.status === 'opened' || cap.data.status === 'abnormal' ? (
            <>
              <span className={styles.statValue} data-testid="wt-fund-available">
                ¥{money(cap.data.available)}
              </span>
              <span className={styles.statLabel}>{t('worktable.available')}</span>
            </>
          ) : null}
          <p className={styles.statNote}>
            <Tag data-testid="wt-fund-status">{t(`worktable.fundStatus.${cap.data.status}`)}</Tag>
            <Link to="/memberCenter/bankrollAccount">{cap.data.status === 'notOpened' ? t('worktable.fundOpen') : t('worktable.fundView')}</Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** The five newest files, linked to the files page. */
export function FilesBlock() {
  const { t } = useTranslation('member');
  const docs = useCommand(myDocument, {}, { page: 1, rows: 5 });
  return (
    <section className={styles.card} aria-labelledby="wt-files" aria-busy={docs.loading} data-testid="wt-files">
      <h2 id="wt-files" className={styles.cardTitle}>
        <LayersIcon size={18} />
        {t('worktable.files')}
      </h2>
      {docs.loading && !docs.data ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : docs.error ? (
        <ErrorLine text={t('worktable.filesError')} detail={docs.error.info} onRetry={docs.reload} />
      ) : docs.data && docs.data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('worktable.filesEmpty')} />
      ) : docs.data ? (
        <>
          <ul className={styles.fileList}>
            {docs.data.list.slice(0, 5).map((file) => (
              <li key={file.fileId}>
                <FileIcon ext={file.ext} />
                <FileName name={file.name} />
                <span className={styles.fileMeta}>
                  {formatSize(file.size)} · {formatTime(file.time)}
                </span>
              </li>
            ))}
          </ul>
          <Link to="/memberCenter/file">{t('worktable.filesAll', { n: docs.data.total })}</Link>
        </>
      ) : null}
    </section>
  );
}

/** A file name cut at the spec's width (30 units), whole in the tooltip. */
function FileName({ name }: { name: string }) {
  const c = clampTitle(name, 30);
  return (
    <span className={styles.fileName} title={c.title}>
      {c.text}
    </span>
  );
}
