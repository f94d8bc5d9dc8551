import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../components/feedback';

/** /wx/bind for a signed-in member: bind the authorised WeChat to this account without logging in again. */
export function BindCurrentButton({ name, bindNow, target }: { name: string; bindNow(): Promise<boolean>; target: string }) {
  const { t } = useTranslation('wxAccount');
  const navigate = useNavigate();
  return (
    <Button
      className="h5-login__bind-current"
      block
      color="success"
      onClick={() =>
        void bindNow().then((ok) => {
          if (!ok) return;
          showToast(t('boundCurrent'), 'success');
          navigate(target, { replace: true });
        })
      }
    >
      {t('bindCurrent', { name })}
    </Button>
  );
}
