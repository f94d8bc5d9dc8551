import { message } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../components/icons';
import { useErrorQueue } from './error-queue';
import styles from './ErrorMessages.module.css';

/** Shows queued gateway errors as closable antd messages (spec section 8: "a closable message from errorInfo"). */
export default function ErrorMessages() {
  const { t } = useTranslation();
  const [api, holder] = message.useMessage({ maxCount: 3 });
  const pending = useErrorQueue((s) => s.items.length);

  useEffect(() => {
    for (const { id, text } of useErrorQueue.getState().drain()) {
      const key = `gateway-error-${id}`;
      void api.open({
        type: 'error',
        key,
        duration: 6,
        content: (
          <span className={styles.closable}>
            <span>{text}</span>
            <button type="button" className={styles.close} aria-label={t('common:action.close')} onClick={() => api.destroy(key)}>
              <CloseIcon size={14} />
            </button>
          </span>
        ),
      });
    }
  }, [pending, api, t]);

  return holder;
}
