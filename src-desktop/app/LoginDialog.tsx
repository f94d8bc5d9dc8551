import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoginForm } from '../features/account/LoginView';
import { useLoginDialog } from './login-dialog';

/**
 * "Your login has expired" (spec section 8, token invalid outside phones and local mode): the
 * login form itself (both tabs, password or SMS code); success reloads the page the user was on,
 * Cancel goes home. Loaded only when first needed, with every text area (the form's texts).
 */
export default function LoginDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useLoginDialog((s) => s.open);
  const here = useLoginDialog((s) => s.here);
  const hide = useLoginDialog((s) => s.hide);
  return (
    <Modal
      open={open}
      title={t('common:session.expiredTitle')}
      footer={null}
      maskClosable={false}
      width={460}
      destroyOnHidden
      onCancel={() => {
        hide();
        navigate('/');
      }}
    >
      <p>{t('common:session.expiredBody')}</p>
      <LoginForm target={here} onLeave={hide} />
    </Modal>
  );
}
