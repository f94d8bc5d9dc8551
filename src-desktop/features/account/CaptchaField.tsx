import { Button } from 'antd';
import { Input } from '../../components/form-inputs';
import { Form } from '../../components/Form';
import { useTranslation } from 'react-i18next';
import { fieldCheck } from '#shared/forms/field-checks';
import { useLang } from '../../components/useLang';
import { authStyles } from './AuthShell';
import { zodRule } from '../../components/form-rules';
import type { ImageCaptcha } from './useImageCaptcha';

/** The picture captcha field (form field captchaCode); clicking the picture shows another. */
export function CaptchaField({ state }: { state: ImageCaptcha }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const { captcha, error, reload } = state;
  return (
    <Form.Item label={t('field.captcha.label')} htmlFor="captchaCode" required>
      <div className={authStyles.row}>
        <Form.Item name="captchaCode" noStyle rules={[zodRule(fieldCheck('captchaCode'), lang, 'rule.forget.imageCode.required')]}>
          <Input id="captchaCode" name="captchaCode" className={authStyles.grow} maxLength={8} autoComplete="off" placeholder={t('field.captcha.placeholder')} />
        </Form.Item>
        {captcha ? (
          <button type="button" className={authStyles.captchaImg} onClick={reload} title={t('field.captcha.refresh')}>
            <img src={'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(captcha.svg)} alt={t('field.captcha.alt')} data-captcha-id={captcha.captchaId} />
          </button>
        ) : (
          <Button onClick={reload} style={{ width: 120 }} title={error?.info}>
            {error ? t('common:state.retry') : t('common:state.loading')}
          </Button>
        )}
      </div>
    </Form.Item>
  );
}
