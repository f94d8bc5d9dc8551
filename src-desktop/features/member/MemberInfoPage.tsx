import { Button, Input, Select, Skeleton } from 'antd';
import { Form } from '../../components/Form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import { getMemberInfo, getWorkFunctionSelect, modiMemberInfo } from '#shared/contract/refs/account';
import { email as emailRule } from '#shared/rules/fields';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { INVALID_ONLY, placeFieldErrors, zodRule } from '../../components/form-rules';
import { LoadError, MemberPage } from './MemberPage';
import styles from './member.module.css';
import { toast } from '../../components/toast';

interface Values {
  name: string;
  email?: string;
  workFunction?: string;
}

/** /memberCenter/memberInfo: personal info (name, email, company name, work function). */
export default function MemberInfoPage() {
  const { t } = useTranslation('member');
  const lang = useLang();
  const info = useCommand(getMemberInfo, {});
  const functions = useCommand(getWorkFunctionSelect, {});
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (info.data) form.setFieldsValue({ name: info.data.name, email: info.data.email ?? '', workFunction: info.data.workFunction ?? undefined });
  }, [info.data, form]);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      const r = await call(modiMemberInfo, { name: v.name, email: v.email ?? '', ...(v.workFunction ? { workFunction: v.workFunction as never } : {}) });
      const profile = useSession.getState().profile;
      if (profile) useSession.getState().setProfile({ ...profile, fullName: r.name, workFunction: r.workFunction ?? profile.workFunction });
      toast.success(text('general.operationSuccessful', lang));
      info.reload();
    } catch (e) {
      if (!placeFieldErrors(form, e, INVALID_ONLY)) toast.error((e as GatewayError).info);
    } finally {
      setSaving(false);
    }
  };

  return (
    <MemberPage title={t('memberInfo.title')} testId="member-info-page">
      {info.loading && !info.data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : info.error && !info.data ? (
        <LoadError info={info.error.info} onRetry={info.reload} />
      ) : (
        <Form<Values> form={form} layout="vertical" className={styles.form} style={{ maxWidth: 480 }} onFinish={save}>
          <Form.Item name="name" label={t('memberInfo.name')} rules={[{ required: true, whitespace: true, message: text('rule.memberInfo.name.required', lang) }, { max: 30 }]}>
            <Input name="name" maxLength={30} autoComplete="name" />
          </Form.Item>
          <Form.Item name="email" label={t('memberInfo.email')} rules={[zodRule(emailRule, lang, 'rule.memberInfo.email.format', 'rule.memberInfo.email.format', true)]}>
            <Input name="email" maxLength={46} autoComplete="email" />
          </Form.Item>
          <Form.Item label={t('memberInfo.company')} htmlFor="memberInfoCompany">
            <Input id="memberInfoCompany" value={info.data?.companyName ?? t('memberInfo.personal')} disabled />
          </Form.Item>
          <Form.Item name="workFunction" label={t('memberInfo.workFunction')}>
            <Select options={functions.data ?? []} loading={functions.loading} aria-label={t('memberInfo.workFunction')} placeholder={t('common.pick')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('memberInfo.save')}
          </Button>
        </Form>
      )}
    </MemberPage>
  );
}
