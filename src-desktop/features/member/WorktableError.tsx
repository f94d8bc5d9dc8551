import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../components/icons';
import styles from './WorktablePage.module.css';

/** A worktable block that could not load: what failed, the server's reason, and a retry. */
export function ErrorLine({ text, detail, onRetry }: { text: string; detail: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <AlertIcon size={18} />
      <span>
        {text}
        {detail && detail !== text ? `: ${detail}` : ''}
      </span>
      <Button size="small" onClick={onRetry}>
        {t('common:state.retry')}
      </Button>
    </div>
  );
}
