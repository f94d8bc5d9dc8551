import { Button, Empty, Space, Table, Tag, type TableProps } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand } from '#shared/api/useCommand';
import type { DictionaryGroup } from '#shared/contract/dictionary';
import { getGroupList } from '#shared/contract/refs/dictionary';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { useLang } from '../../components/useLang';
import { useOrgAccess } from '../org/useOrgAccess';
import { WhenOpened } from '../../components/WhenOpened';

// The group editor loads when first opened (with antd's Modal, Form and inputs), not with the page.
const DictionaryGroupModal = lazy(() => import('./DictionaryGroupModal').then((m) => ({ default: m.DictionaryGroupModal })));

/** /memberCenter/dictionary: the company's dictionary groups with their values (and the platform's, read-only). */
export default function DictionaryPage() {
  const { t } = useTranslation('org');
  const lang = useLang();
  const { can } = useOrgAccess();
  const groups = useCommand(getGroupList, {});
  const [editing, setEditing] = useState<DictionaryGroup | 'new' | null>(null);
  const editable = can('dictionary.edit');

  const open = (g: DictionaryGroup | 'new') => setEditing(g);
  const columns: TableProps<DictionaryGroup>['columns'] = [
    {
      title: t('baseApp.dict.col.key'),
      dataIndex: 'key',
      render: (k: string, g) =>
        g.platform ? (
          <Space>
            {k}
            <Tag>{t('baseApp.dict.platform')}</Tag>
          </Space>
        ) : (
          k
        ),
    },
    { title: t('baseApp.dict.col.nameZh'), dataIndex: 'nameZh' },
    { title: t('baseApp.dict.col.nameEn'), dataIndex: 'nameEn' },
    {
      title: t('baseApp.dict.values'),
      key: 'values',
      render: (_: unknown, g) =>
        g.values.map((v) => (
          <Tag key={v.key} color={v.enabled ? undefined : 'default'} style={v.enabled ? undefined : { textDecoration: 'line-through' }}>
            {lang === 'en' ? v.labelEn : v.labelZh}
          </Tag>
        )),
    },
    ...(editable
      ? [
          {
            title: t('baseApp.actions'),
            key: 'actions',
            width: 90,
            render: (_: unknown, g: DictionaryGroup) =>
              !g.platform && (
                <Button type="link" onClick={() => open(g)} aria-label={`${t('baseApp.editAction')} ${g.key}`}>
                  {t('baseApp.editAction')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <MemberPage
      title={t('routes:dictionary')}
      testId="dictionary-page"
      extra={
        editable && (
          <Button type="primary" onClick={() => open('new')} data-testid="add-group">
            {t('baseApp.dict.add')}
          </Button>
        )
      }
    >
      <p style={{ color: 'rgba(0,0,0,.55)' }}>{t('baseApp.dict.intro')}</p>
      {groups.error && !groups.loading ? (
        <LoadError info={groups.error.info} onRetry={groups.reload} />
      ) : (
        <Table rowKey="groupId" columns={columns} dataSource={groups.data ?? []} loading={groups.loading} pagination={false} locale={{ emptyText: <Empty description={t('baseApp.dict.empty')} /> }} />
      )}
      <WhenOpened open={editing !== null}>
        <DictionaryGroupModal
          editing={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) groups.reload();
          }}
        />
      </WhenOpened>
    </MemberPage>
  );
}
