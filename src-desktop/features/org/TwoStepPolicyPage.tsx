import { Alert, Button, Checkbox, Skeleton, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAction } from '#shared/api/useAction';
import { useCommand } from '#shared/api/useCommand';
import { secondFactorPolicy, setSecondFactorPolicy } from '#shared/contract/refs/security';
import type { SecondFactorMemberRow } from '#shared/contract/security';
import { toast } from '../../components/toast';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import styles from './org.module.css';

const ROWS = 20;
const HEADING = { fontSize: 16, fontWeight: 600, margin: '0 0 8px' } as const;

/**
 * /memberCenter/twoStepPolicy (company admin): require two-step verification of the admins and/or
 * of the members holding money buttons, and see who has it. The gateway enforces the rule on the
 * company's commands (decision 0051); a covered member without it is led to set it up.
 */
export default function TwoStepPolicyPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const policy = useCommand(secondFactorPolicy, {}, { page, rows: ROWS });
  const save = useAction(setSecondFactorPolicy);
  const [admins, setAdmins] = useState(false);
  const [moneyHolders, setMoneyHolders] = useState(false);
  const d = policy.data;
  useEffect(() => {
    if (!d) return;
    setAdmins(d.admins);
    setMoneyHolders(d.moneyHolders);
  }, [d]);
  const changed = !!d && (d.admins !== admins || d.moneyHolders !== moneyHolders);

  return (
    <MemberPage title={t('twoStepPolicy.title')} testId="two-step-policy-page">
      <p className={styles.muted}>{t('twoStepPolicy.intro')}</p>
      {policy.loading && !d ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : policy.error && !d ? (
        <LoadError info={policy.error.info} onRetry={policy.reload} />
      ) : d ? (
        <>
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px', display: 'grid', gap: 8 }}>
            <legend style={HEADING}>{t('twoStepPolicy.require')}</legend>
            <Checkbox checked={admins} onChange={(e) => setAdmins(e.target.checked)} data-testid="policy-admins">
              {t('twoStepPolicy.admins')}
            </Checkbox>
            <Checkbox checked={moneyHolders} onChange={(e) => setMoneyHolders(e.target.checked)} data-testid="policy-money">
              {t('twoStepPolicy.moneyHolders')}
            </Checkbox>
          </fieldset>
          {save.error && (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginBottom: 12 }}
              title={save.error.info}
              action={
                <Button size="small" onClick={() => navigate('/memberCenter/twoStep')}>
                  {t('twoStepPolicy.ownSetup')}
                </Button>
              }
            />
          )}
          <Button
            type="primary"
            disabled={!changed}
            loading={save.busy}
            style={{ marginBottom: 24 }}
            onClick={() =>
              save.run({ admins, moneyHolders }).then(
                () => {
                  toast.success(t('twoStepPolicy.saved'));
                  policy.reload();
                },
                () => undefined,
              )
            }
          >
            {t('twoStepPolicy.save')}
          </Button>
          <h2 style={HEADING}>{t('twoStepPolicy.members')}</h2>
          <Table<SecondFactorMemberRow>
            rowKey="memberCode"
            size="middle"
            dataSource={d.list}
            loading={policy.loading}
            locale={{ emptyText: t('twoStepPolicy.empty') }}
            pagination={{ current: page, pageSize: ROWS, total: d.total, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
            columns={[
              { title: t('twoStepPolicy.col.name'), dataIndex: 'name' },
              { title: t('twoStepPolicy.col.code'), dataIndex: 'memberCode' },
              {
                title: t('twoStepPolicy.col.role'),
                key: 'role',
                render: (_, r) => (r.isAdmin ? t('twoStepPolicy.role.admin') : r.moneyHolder ? t('twoStepPolicy.role.money') : t('twoStepPolicy.role.member')),
              },
              {
                title: t('twoStepPolicy.col.status'),
                key: 'enabled',
                render: (_, r) => (r.enabled ? <Tag color="success">{t('twoStep.on')}</Tag> : r.required ? <Tag color="warning">{t('twoStepPolicy.missing')}</Tag> : <Tag>{t('twoStep.off')}</Tag>),
              },
            ]}
          />
        </>
      ) : null}
    </MemberPage>
  );
}
