import { Descriptions, Drawer, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditChange, AuditEntry } from '#shared/contract/audit';
import { actorLabel } from '#shared/utils/audit-labels';
import { formatTime } from '#shared/utils/beijing-time';
import { describeAgent } from '#shared/utils/user-agent';
import styles from './audit.module.css';

/** A value of a change or parameter as text: strings as they are, the rest as JSON, nothing as a dash. */
const showValue = (v: unknown, none: string) => (v === undefined || v === null || v === '' ? none : typeof v === 'string' ? v : JSON.stringify(v));

/** Every field of one audit entry: who, what, where from, the field changes, the masked parameters, its place in the chain. */
export function AuditDrawer({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation('audit');
  const e = entry;
  const none = t('detail.none');
  return (
    <Drawer open={!!e} width={720} onClose={onClose} title={e ? t('detail.title', { seq: e.seq }) : ''} closable={{ 'aria-label': t('detail.close') }} destroyOnHidden>
      {e && (
        <div data-testid="audit-drawer">
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'at', label: t('detail.at'), children: formatTime(e.at) },
              { key: 'who', label: t('detail.who'), children: e.actorId !== null ? t('actor.withId', { name: actorLabel(e, t), id: e.actorId }) : actorLabel(e, t) },
              { key: 'actorKind', label: t('detail.actorKind'), children: t(`actor.${e.actorKind}`) },
              { key: 'kind', label: t('detail.kind'), children: t(`kind.${e.kind}`) },
              { key: 'cmd', label: t('detail.cmd'), children: <span className={styles.mono}>{e.cmd}</span> },
              { key: 'target', label: t('detail.target'), children: e.target ? <span className={styles.mono}>{e.target}</span> : none },
              ...(Object.keys(e.targets).length ? [{ key: 'targets', label: t('detail.targets'), children: <span className={styles.mono}>{JSON.stringify(e.targets)}</span> }] : []),
              {
                key: 'result',
                label: t('detail.result'),
                children: <Tag color={e.result === 'done' ? 'success' : 'error'}>{e.result === 'done' ? t('result.done') : t('result.refusedCode', { code: e.errorCode ?? '' })}</Tag>,
              },
              { key: 'ip', label: t('detail.ip'), children: e.ip ?? none },
              { key: 'browser', label: t('detail.browser'), children: describeAgent(e.userAgent) || none },
              { key: 'ua', label: t('detail.userAgent'), children: e.userAgent ? <span className={styles.mono}>{e.userAgent}</span> : none },
              { key: 'process', label: t('detail.process'), children: e.process ?? none },
              { key: 'seq', label: t('detail.seq'), children: e.seq },
              { key: 'hash', label: t('detail.hash'), children: <span className={styles.mono}>{e.hash}</span> },
            ]}
          />
          <h3 className={styles.h3} id="audit-changes">
            {t('detail.changes')}
          </h3>
          {e.changes.length ? (
            <Table<AuditChange & { key: number }>
              aria-labelledby="audit-changes"
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={e.changes.map((c, key) => ({ ...c, key }))}
              columns={[
                { title: t('detail.field'), dataIndex: 'field', width: 160 },
                { title: t('detail.before'), dataIndex: 'before', render: (v: unknown) => <span className={styles.mono}>{showValue(v, none)}</span> },
                { title: t('detail.after'), dataIndex: 'after', render: (v: unknown) => <span className={styles.mono}>{showValue(v, none)}</span> },
              ]}
            />
          ) : (
            <p className={styles.muted}>{t('detail.noChanges')}</p>
          )}
          <h3 className={styles.h3} id="audit-params">
            {t('detail.params')}
          </h3>
          {Object.keys(e.params).length ? (
            <pre className={styles.pre} aria-labelledby="audit-params" tabIndex={0}>
              {JSON.stringify(e.params, null, 2)}
            </pre>
          ) : (
            <p className={styles.muted}>{t('detail.noParams')}</p>
          )}
        </div>
      )}
    </Drawer>
  );
}
