import { Alert, Button, Descriptions, Drawer, Image, Input, message, Popconfirm, Skeleton, Space, Timeline } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayError } from '#shared/api/gateway-error';
import type { QueueName } from '#shared/contract/operator';
import { operatorApprove, operatorDetail, operatorReject } from '#shared/contract/refs/operator';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { opCall, useOpCommand } from './op-session';
import { FundStatusSwitch } from './FundStatusSwitch';
import { ReconResolve } from './ReconResolve';
import { ReconSummary } from './ReconView';
import { formatTime } from '#shared/utils/beijing-time';
import styles from './operator.module.css';

const IMAGE = new Set(['jpg', 'jpeg', 'png', 'gif']);

/** One submission: its fields, files and decision history; approve, or reject with a reason. */
export function DetailDrawer({ queue, id, onClose, onDecided }: { queue: QueueName; id: number; onClose: () => void; onDecided: () => void }) {
  const { t } = useTranslation('operator');
  const lang = useLang();
  const detail = useOpCommand(operatorDetail, { queue, id }, { lang });
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const d = detail.data;
  // A binding under the bank's review: approve records the bank's pass, reject its refusal (a new payment).
  const bankReview = queue === 'bankBinding' && d?.item.bankStatus === 'bankReview';
  const approveKey = bankReview ? 'bankPass' : queue === 'bankBinding' ? 'resend' : 'approve';
  const confirmKey = bankReview ? 'confirmBankPass' : queue === 'bankBinding' ? 'confirmResend' : 'confirmApprove';

  const decide = async (kind: 'approve' | 'reject', reason?: string) => {
    setBusy(true);
    try {
      if (kind === 'approve') await opCall(operatorApprove, { queue, id, ...(reason ? { overrideReason: reason } : {}) });
      else await opCall(operatorReject, { queue, id, reason: reason! });
      message.success(t(kind === 'approve' ? 'done.approved' : 'done.rejected'));
      form.resetFields();
      detail.reload();
      onDecided();
    } catch (e) {
      message.error((e as GatewayError).info);
    } finally {
      setBusy(false);
    }
  };

  // Approving a credit code that fails its check character takes the reason field as the override reason.
  const approve = async () => {
    if (!d?.overrideNeeded) return decide('approve');
    const v = await form.validateFields(['reason']).catch(() => null);
    if (v) await decide('approve', v.reason);
  };

  return (
    <Drawer open width={720} onClose={onClose} title={d ? `${t(`queue.${queue}`)} · ${d.item.title}` : t(`queue.${queue}`)} destroyOnHidden>
      {!d && detail.loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : !d && detail.error ? (
        <Alert type="error" showIcon title={detail.error.info} action={<Button onClick={detail.reload}>{t('retry')}</Button>} />
      ) : d ? (
        <div className={styles.detail}>
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 160 } }}>
            <Descriptions.Item label={t('col.company')}>{`${d.item.companyName} (${d.item.companyCode})`}</Descriptions.Item>
            <Descriptions.Item label={t('col.status')}>
              {t(`status.${d.item.status}`)}
              {d.item.bankStatus && ` · ${t(`status.${d.item.bankStatus}`)}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('col.submittedAt')}>{formatTime(d.item.submittedAt)}</Descriptions.Item>
            {d.fields.map((f) => (
              <Descriptions.Item key={f.key} label={t(`field.${f.key}`)}>
                <span className={styles.value}>{f.value || '—'}</span>
              </Descriptions.Item>
            ))}
            {d.rejectReason && <Descriptions.Item label={t('rejectReason')}>{d.rejectReason}</Descriptions.Item>}
          </Descriptions>
          {d.item.recon && <ReconSummary t={t} recon={d.item.recon} />}
          {queue === 'reconciliation' && d.item.status === 'open' && (
            <ReconResolve
              id={id}
              onResolved={() => {
                detail.reload();
                onDecided();
              }}
            />
          )}

          {d.statusSwitch && (
            <FundStatusSwitch
              id={id}
              to={d.statusSwitch}
              onSwitched={() => {
                detail.reload();
                onDecided();
              }}
            />
          )}

          {d.files.length > 0 && (
            <>
              <h2 className={styles.h2}>{t('files')}</h2>
              <div className={styles.files}>
                {d.files.map((f) =>
                  IMAGE.has(f.ext) ? (
                    <figure key={f.fileId} className={styles.file}>
                      <Image src={f.url} alt={f.name} width={140} height={100} style={{ objectFit: 'cover' }} />
                      <figcaption>{t(`role.${f.role}`)}</figcaption>
                    </figure>
                  ) : (
                    <figure key={f.fileId} className={styles.file}>
                      <a href={f.url} download={f.name} className={styles.doc}>
                        {f.ext.toUpperCase()}
                      </a>
                      <figcaption>{t(`role.${f.role}`)}</figcaption>
                    </figure>
                  ),
                )}
              </div>
            </>
          )}

          {d.decisions.length > 0 && (
            <>
              <h2 className={styles.h2}>{t('history')}</h2>
              <Timeline
                items={d.decisions.map((x) => ({
                  color: x.decision === 'approve' || x.decision === 'restore' ? 'green' : 'red',
                  content: `${formatTime(x.at)} ${x.operator} ${t(`decision.${x.decision}`)}${x.reason ? `: ${x.reason}` : ''}`,
                }))}
              />
            </>
          )}

          {d.canDecide && (
            <section className={styles.decide} aria-label={t('decide')}>
              <h2 className={styles.h2}>{t('decide')}</h2>
              {d.blockedBy && <Alert type="warning" showIcon title={d.blockedBy} style={{ marginBottom: 12 }} />}
              {d.overrideNeeded && <Alert type="warning" showIcon title={d.overrideNeeded} style={{ marginBottom: 12 }} />}
              <Form form={form} layout="vertical" onFinish={(v) => void decide('reject', v.reason)}>
                <Form.Item
                  name="reason"
                  label={t(d.overrideNeeded ? 'reasonOrOverride' : 'reason')}
                  rules={[
                    { required: true, whitespace: true, message: text('rule.centre.reason.required', lang) },
                    { max: 200, message: text('rule.trueName.remark.maxLength', lang) },
                  ]}
                >
                  <Input.TextArea name="reason" rows={3} maxLength={200} showCount placeholder={t(bankReview ? 'bankRefuseHint' : 'reasonHint')} />
                </Form.Item>
                <Space>
                  <Popconfirm title={t(confirmKey)} onConfirm={() => void approve()} okText={t('yes')} cancelText={t('no')}>
                    <Button type="primary" loading={busy} disabled={!!d.blockedBy}>
                      {t(approveKey)}
                    </Button>
                  </Popconfirm>
                  <Button danger htmlType="submit" loading={busy}>
                    {t(bankReview ? 'bankRefuse' : 'reject')}
                  </Button>
                </Space>
              </Form>
            </section>
          )}
        </div>
      ) : null}
    </Drawer>
  );
}
