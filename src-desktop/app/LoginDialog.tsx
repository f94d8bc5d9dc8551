import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoginDialog } from './login-dialog';

/**
 * "Your login has expired" (spec section 8, token invalid outside phones and
 * local mode): Log in goes to /login?redirect=<here> (the login page reloads
 * the target on success); Cancel goes home. Loaded only when first needed.
 */
export default function LoginDialog({ onLogin, onCancel }: { onLogin: (here: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const open = useLoginDialog((s) => s.open);
  const here = useLoginDialog((s) => s.here);
  const hide = useLoginDialog((s) => s.hide);
  return (
    <Modal
      open={open}
      title={t('common:session.expiredTitle')}
      okText={t('desktop:loginDialog.login')}
      cancelText={t('common:action.cancel')}
      maskClosable={false}
      width={420}
      onOk={() => {
        hide();
        onLogin(here);
      }}
      onCancel={() => {
        hide();
        onCancel();
      }}
    >
      <p>{t('common:session.expiredBody')}</p>
    </Modal>
  );
}
