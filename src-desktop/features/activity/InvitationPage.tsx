import { Alert, Button } from 'antd';
import { Input } from '../../components/form-inputs';
import { Form } from '../../components/Form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import type { InvitationCheck } from '#shared/contract/activity';
import { startInvitationCode, validInvitationCode } from '#shared/contract/refs/activity';
import { lazySchema } from '#shared/forms/lazy-checks';
import { text } from '#shared/rules/texts';
import { createActivityStore, newRequestId } from '#shared/stores/activity';
import { useLang } from '../../components/useLang';
import { ActivityHeader, RulesPanel, WinnersPanel, showResult } from './ActivityPanels';
import { DrawGrid } from './DrawGrid';
import styles from './activity.module.css';

/** The code's check (zod) loads when the form is first used; a submit before that waits for it. */
const codeCheck = lazySchema(() => import('#shared/contract/activity').then((m) => m.invitationCodeField));

/**
 * /invitation: enter an invitation code (checked by the same rule as the server's), see its
 * activity, then draw once with it (activity/startInvitationCode). No login is needed: the code
 * is the entitlement and the prize is claimed with it.
 */
export default function InvitationPage() {
  const { t } = useTranslation('activity');
  const lang = useLang();
  const [form] = Form.useForm<{ invitationCode: string }>();
  const store = useMemo(() => createActivityStore(), []);
  const act = useStore(store);
  const [checked, setChecked] = useState<{ code: string; result: InvitationCheck } | null>(null);
  const [checking, setChecking] = useState(false);
  const [drawn, setDrawn] = useState(false);

  const onFinish = async ({ invitationCode }: { invitationCode: string }) => {
    const code = invitationCode.trim().toUpperCase();
    setChecking(true);
    try {
      const result = await call(validInvitationCode, { invitationCode: code });
      // The prizes and rules first, so the grid never shows without its prizes.
      await act.load({ activityCode: result.activity.activityCode }, { kind: 'visitor' }).catch(() => undefined);
      setChecked({ code, result });
      setDrawn(!result.usable);
    } catch (e) {
      form.setFields([{ name: 'invitationCode', errors: [e instanceof GatewayError ? e.info : String(e)] }]);
    } finally {
      setChecking(false);
    }
  };

  const draw = async () => {
    const r = await call(startInvitationCode, { invitationCode: checked!.code, requestId: newRequestId() }, { showError: true });
    setDrawn(true);
    await act.load({ activityCode: checked!.result.activity.activityCode }, { kind: 'visitor' }).catch(() => undefined);
    return r;
  };

  const live = checked?.result.activity.status === 'live';
  return (
    <div className={`${styles.page} ${styles.standalone}`}>
      {!checked ? (
        <section className={`${styles.panel} ${styles.codeCard}`}>
          <h1 className={styles.title}>{t('invite.title')}</h1>
          <p className={styles.meta}>{t('invite.lead')}</p>
          <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false}>
            <Form.Item
              name="invitationCode"
              label={t('invite.code')}
              rules={[
                {
                  validator: async (_, v: string | undefined) => {
                    const r = (await codeCheck.load()).safeParse(v ?? '');
                    if (!r.success) throw new Error(text(r.error.issues[0].message, lang));
                  },
                },
              ]}
            >
              <Input id="invitationCode" name="invitationCode" size="large" maxLength={20} autoComplete="off" placeholder={t('invite.codePlaceholder')} />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={checking}>
              {checking ? t('invite.checking') : t('invite.check')}
            </Button>
          </Form>
        </section>
      ) : (
        <>
          <div className={styles.hero}>
            <ActivityHeader info={checked.result.activity} persons={act.persons} />
            <Alert
              className={styles.alert}
              type={drawn ? 'warning' : 'success'}
              showIcon
              message={drawn ? t('invite.used') : t('invite.valid')}
              description={t('invite.claim')}
              action={
                <Button
                  size="small"
                  onClick={() => {
                    setChecked(null);
                    form.resetFields();
                  }}
                >
                  {t('invite.other')}
                </Button>
              }
            />
            <DrawGrid
              items={act.drawList}
              label={!live ? t('notLive', { status: t(`status.${checked.result.activity.status}`) }) : drawn ? t('invite.used') : t('draw')}
              canDraw={live && !drawn}
              onDraw={draw}
              onResult={(r) => showResult(r, t, t('invite.claim'))}
            />
          </div>
          <div className={styles.columns}>
            <WinnersPanel wins={act.winList} />
            <RulesPanel content={act.content} />
          </div>
        </>
      )}
    </div>
  );
}
