import { Alert, Button, Input } from 'antd';
import { Form } from '../../components/Form';
import { passwordStrong } from '#shared/rules/general-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useSession } from '#shared/auth/session';
import { logout, modiPassword, verifyOldPwd } from '#shared/contract/account';
import * as f from '#shared/rules/fields';
import { LockIcon } from '../../components/icons';
import { useLang } from '../../components/useLang';
import styles from './ChangePassPage.module.css';
import { placeError, sameAs, zodRule } from '../../components/form-rules';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
/** The general stricter password (at least 6, two kinds among digits, letters, specials), as the server checks it. */
const newPasswordRule = passwordStrong('rule.changePass.newPassword.required');
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * /memberCenter/changePass: old, new, confirm. The old password is checked first
 * (verifyOldPwd), then changed (modiPassword). The server then ends every other session of the
 * member (decision 0050); this page signs its own out too and the member logs in again with the new password.
 */
export default function ChangePassPage() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const onFinish = async (v: Values) => {
    setFormError(null);
    setSubmitting(true);
    try {
      await call(verifyOldPwd, { oldPassword: v.oldPassword });
      await call(modiPassword, { oldPassword: v.oldPassword, newPassword: v.newPassword });
      await call(logout, {}).catch(() => undefined);
      useSession.getState().clear();
      // A fresh document: nothing of the old session stays in memory.
      window.location.replace('/login?reason=passwordChanged');
    } catch (err) {
      setFormError(placeError(form, err, FIELDS));
      setSubmitting(false);
    }
  };

  return (
    <section className={styles.card}>
      <header className={styles.header}>
        <span className={styles.icon}>
          <LockIcon size={20} />
        </span>
        <div>
          <h1 className={styles.title}>{t('changePass.title')}</h1>
          <p className={styles.lead}>{t('changePass.lead')}</p>
        </div>
      </header>
      <Form<Values> form={form} layout="vertical" className={styles.form} onFinish={(v) => void onFinish(v)} validateTrigger="onSubmit" onValuesChange={() => formError && setFormError(null)}>
        <Form.Item name="oldPassword" required label={t('changePass.old')} rules={[zodRule(f.anyPassword, lang, 'rule.changePass.oldPassword.required')]}>
          <Input.Password id="oldPassword" name="oldPassword" autoComplete="current-password" maxLength={64} placeholder={t('changePass.oldPlaceholder')} />
        </Form.Item>
        <Form.Item name="newPassword" required label={t('changePass.new')} extra={t('changePass.rule')} rules={[zodRule(newPasswordRule, lang, 'rule.changePass.newPassword.required', 'rule.general.password.strong')]}>
          <Input.Password id="newPassword" name="newPassword" autoComplete="new-password" maxLength={20} placeholder={t('field.newPassword.placeholder')} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          required
          label={t('changePass.confirm')}
          dependencies={['newPassword']}
          rules={[sameAs('newPassword', lang, 'rule.forget.confirmPassword.required', 'rule.changePass.confirm.match')]}
        >
          <Input.Password id="confirmPassword" name="confirmPassword" autoComplete="new-password" maxLength={20} placeholder={t('field.confirmPassword.placeholder')} />
        </Form.Item>
        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} role="alert" />}
        <Alert type="info" showIcon title={t('changePass.notice')} style={{ marginBottom: 20 }} />
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          {t('changePass.submit')}
        </Button>
      </Form>
    </section>
  );
}
