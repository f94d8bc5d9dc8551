import { Button, Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import type { TaskKind } from '#shared/contract/insight';
import { waitTaskList } from '#shared/contract/refs/insight';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { formatDate } from '#shared/utils/beijing-time';
import styles from './insight.module.css';

const KIND_COLOR: Record<TaskKind, string> = {
  enterpriseInfo: 'blue',
  certification: 'blue',
  certificationRejected: 'red',
  fundAccount: 'gold',
  payKey: 'gold',
  unreadMessages: 'default',
  rejectedApplication: 'red',
};

/** /memberCenter/waitTaskPage: the to-dos gathered from the company's current state, each linking to where it is done. */
export default function WaitTaskPage() {
  const { t } = useTranslation('insight');
  const tasks = useCommand(waitTaskList, {});
  return (
    <MemberPage
      title={t('tasks.title')}
      testId="wait-task-page"
      extra={
        <>
          {tasks.data && <span className={styles.appMeta}>{t('tasks.count', { n: tasks.data.length })}</span>}
          <Button size="small" onClick={tasks.reload} loading={tasks.loading}>
            {t('tasks.refresh')}
          </Button>
        </>
      }
    >
      {tasks.error && !tasks.data ? (
        <LoadError info={tasks.error.info} onRetry={tasks.reload} />
      ) : !tasks.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : tasks.data.length === 0 ? (
        <Empty description={t('tasks.empty')} />
      ) : (
        <ul className={styles.taskList}>
          {tasks.data.map((task) => (
            <li key={`${task.kind}-${task.href}`} className={styles.task} data-testid={`task-${task.kind}`}>
              <Tag color={KIND_COLOR[task.kind]}>{task.since ? t('tasks.since', { date: formatDate(task.since) }) : t('tasks.new')}</Tag>
              <div className={styles.taskText}>
                <p className={styles.taskTitle}>{task.title}</p>
                <p className={styles.taskDetail}>{task.detail}</p>
              </div>
              <Link to={task.href}>{t('tasks.go')}</Link>
            </li>
          ))}
        </ul>
      )}
    </MemberPage>
  );
}
