import { Button, Input, Popconfirm, Table, Tag, type TableProps } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { IndustryMember } from '#shared/contract/industry-app';
import { disableMember, disconnect, enableMember, memberList, removeMember } from '#shared/contract/refs/industry-app';
import { maskPhone } from '#shared/utils/phone-mask';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { dateOf } from '../../components/format';
import { useLang } from '../../components/useLang';
import styles from './IndustryApp.module.css';
import { useIndustryGate } from './useIndustryGate';
import { ErrorCode } from '#shared/contract/errors';
import { toast } from '../../components/toast';
import { WhenOpened } from '../../components/WhenOpened';

// Dialogs load when first opened (with their antd Modal, Form and inputs), not with the page.
const AddMemberModal = lazy(() => import('./AddMemberModal').then((m) => ({ default: m.AddMemberModal })));

const ROWS = 10;

/**
 * /memberCenter/industryAppMembers: the company's industry-app members through the industry API
 * (paged, searchable), with add, enable, disable and remove. A missing or refused industry token
 * sends the admin back through /industryApp/auth (useIndustryGate).
 */
export default function IndustryMembersPage() {
  const { t } = useTranslation('industryApp');
  const lang = useLang();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<GatewayError | null>(null);
  const list = useCommand(memberList, keyword ? { keyword } : {}, {
    page,
    rows: ROWS,
  });
  const leaving = useIndustryGate(list.error ?? actionError);

  const act = async (m: IndustryMember, key: string, run: () => Promise<unknown>, done: string) => {
    setBusy(`${key}:${m.id}`);
    try {
      await run();
      toast.success(done);
      list.reload();
    } catch (e) {
      const err = e instanceof GatewayError ? e : new GatewayError(0, String(e));
      if (err.field === 'industryToken') setActionError(err);
      else {
        toast.error(err.info);
        if (err.code === ErrorCode.notFound) list.reload();
      }
    } finally {
      setBusy(null);
    }
  };

  const leave = async () => {
    try {
      await call(disconnect, {});
      toast.success(t('members.disconnected'));
    } catch (e) {
      toast.error((e as GatewayError).info);
    }
    navigate('/memberCenter');
  };

  const columns: TableProps<IndustryMember>['columns'] = [
    { title: t('members.col.name'), dataIndex: 'name' },
    {
      title: t('members.col.mobile'),
      dataIndex: 'mobile',
      width: 140,
      render: (v: string) => maskPhone(v),
    },
    {
      title: t('members.col.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: IndustryMember['status']) => <Tag color={s === 'enabled' ? 'green' : 'default'}>{t(`members.status.${s}`)}</Tag>,
    },
    {
      title: t('members.col.createdAt'),
      dataIndex: 'createdAt',
      width: 140,
      render: (v: string) => dateOf(v, lang),
    },
    {
      title: t('members.col.actions'),
      key: 'actions',
      width: 180,
      render: (_: unknown, m) => (
        <div className={styles.actions}>
          {m.status === 'enabled' ? (
            <Popconfirm
              title={t('members.disableConfirm', { name: m.name })}
              okText={t('members.ok')}
              cancelText={t('members.cancel')}
              onConfirm={() => act(m, 'disable', () => call(disableMember, { memberId: m.id }), t('members.disabledDone', { name: m.name }))}
            >
              <Button type="link" size="small" loading={busy === `disable:${m.id}`} aria-label={t('members.disableLabel', { name: m.name })}>
                {t('members.disable')}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              type="link"
              size="small"
              loading={busy === `enable:${m.id}`}
              aria-label={t('members.enableLabel', { name: m.name })}
              onClick={() => act(m, 'enable', () => call(enableMember, { memberId: m.id }), t('members.enabled', { name: m.name }))}
            >
              {t('members.enable')}
            </Button>
          )}
          <Popconfirm
            title={t('members.removeConfirm', { name: m.name })}
            okText={t('members.ok')}
            cancelText={t('members.cancel')}
            onConfirm={() => act(m, 'remove', () => call(removeMember, { memberId: m.id }), t('members.removed', { name: m.name }))}
          >
            <Button type="link" size="small" danger loading={busy === `remove:${m.id}`} aria-label={t('members.removeLabel', { name: m.name })}>
              {t('members.remove')}
            </Button>
          </Popconfirm>
        </div>
      ),
    },
  ];

  return (
    <MemberPage
      title={t('members.title')}
      testId="industry-app-members"
      extra={
        <>
          <Button onClick={() => void leave()}>{t('members.disconnect')}</Button>{' '}
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('members.add')}
          </Button>
        </>
      }
    >
      <div className={styles.toolbar}>
        <span className={styles.muted}>{t('members.lead')}</span>
        <Input.Search
          name="keyword"
          aria-label={t('members.search')}
          placeholder={t('members.search')}
          allowClear
          maxLength={50}
          style={{ width: 260 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
      </div>
      {list.error && !list.loading && !leaving ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.loading || leaving}
          locale={{
            emptyText: keyword ? t('members.emptySearch') : t('members.empty'),
          }}
          pagination={{
            current: page,
            pageSize: ROWS,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
        />
      )}
      <WhenOpened open={adding}>
        <AddMemberModal
          open={adding}
          onRefused={(err) => {
            setAdding(false);
            setActionError(err);
          }}
          onClose={(added) => {
            setAdding(false);
            if (added) list.reload();
          }}
        />
      </WhenOpened>
    </MemberPage>
  );
}
