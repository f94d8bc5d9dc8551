import { Button, Empty, Popconfirm, Tabs, Tag, Tree } from 'antd';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { DepartmentNode } from '#shared/contract/org';
import { disableDepartment, enableDepartment, queryDepartmentTree } from '#shared/contract/refs/org';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { findDepartment } from './department-options';
import { DepartmentDevicesTab } from './DepartmentDevicesTab';
import type { DepartmentDraft } from './DepartmentForm';
import { DepartmentMembersTab } from './DepartmentMembersTab';
import styles from './org.module.css';
import { runAction } from './run-action';
import { useOrgAccess } from './useOrgAccess';
import { WhenOpened } from '../../components/WhenOpened';

// Dialogs load when first opened (with their antd Modal, Form and inputs), not with the page.
const DepartmentForm = lazy(() => import('./DepartmentForm').then((m) => ({ default: m.DepartmentForm })));

type TreeItem = { key: number; title: React.ReactNode; children: TreeItem[] };
const toItems = (nodes: DepartmentNode[], disabledLabel: string): TreeItem[] =>
  nodes.map((d) => ({
    key: d.id,
    title: (
      <span>
        {d.name} {!d.enabled && <Tag>{disabledLabel}</Tag>}
      </span>
    ),
    children: toItems(d.children, disabledLabel),
  }));

/** /memberCenter/department: the department tree; the chosen department's members and devices. */
export default function DepartmentPage() {
  const { t } = useTranslation('org');
  const { can } = useOrgAccess();
  const tree = useCommand(queryDepartmentTree, {});
  const [selected, setSelected] = useState<number | null>(null);
  const [draft, setDraft] = useState<DepartmentDraft | null>(null);
  const nodes = tree.data ?? [];
  const current = findDepartment(nodes, selected);

  // The first department is shown until the user picks one.
  useEffect(() => {
    if (selected === null && tree.data?.length) setSelected(tree.data[0].id);
  }, [tree.data, selected]);

  const toggle = async (d: DepartmentNode) => {
    const ok = d.enabled ? await runAction(() => call(disableDepartment, { id: d.id }), t('department.disabledDone')) : await runAction(() => call(enableDepartment, { id: d.id }), t('department.enabledDone'));
    if (ok) tree.reload();
  };

  return (
    <MemberPage title={t('department.title')} testId="department-page">
      {tree.error && !tree.loading ? (
        <LoadError info={tree.error.info} onRetry={tree.reload} />
      ) : (
        <div className={styles.split}>
          <section className={styles.treeBox} aria-label={t('department.tree')}>
            <div className={styles.treeHead}>
              <span>{t('department.tree')}</span>
              {can('department.edit') && (
                <Button size="small" type="primary" onClick={() => setDraft({ parentId: null, name: '', remark: '' })}>
                  {t('department.new')}
                </Button>
              )}
            </div>
            {tree.data === undefined ? (
              <span className={styles.muted}>{t('common.loading')}</span>
            ) : nodes.length === 0 ? (
              <Empty description={t('department.empty')} />
            ) : (
              <Tree blockNode defaultExpandAll treeData={toItems(nodes, t('department.disabled'))} selectedKeys={selected === null ? [] : [selected]} onSelect={(keys) => keys.length && setSelected(Number(keys[0]))} />
            )}
          </section>
          <section>
            {current ? (
              <>
                <div className={styles.toolbar}>
                  <div>
                    <h2 style={{ margin: 0, fontSize: 18 }}>
                      {current.name} <Tag color={current.enabled ? 'green' : 'default'}>{current.enabled ? t('department.enabled') : t('department.disabled')}</Tag>
                    </h2>
                    {current.remark && <span className={styles.muted}>{current.remark}</span>}
                  </div>
                  {can('department.edit') && (
                    <div className={styles.actions}>
                      <Button size="small" onClick={() => setDraft({ id: current.id, parentId: current.parentId, name: current.name, remark: current.remark })}>
                        {t('common.edit')}
                      </Button>
                      <Button size="small" onClick={() => setDraft({ parentId: current.id, name: '', remark: '' })} disabled={!current.enabled}>
                        {t('department.newChild')}
                      </Button>
                      <Popconfirm
                        title={current.enabled ? t('department.disableConfirm', { name: current.name }) : t('department.enableConfirm', { name: current.name })}
                        okText={t('common.ok')}
                        cancelText={t('common.cancel')}
                        onConfirm={() => toggle(current)}
                      >
                        <Button size="small" danger={current.enabled}>
                          {current.enabled ? t('department.disable') : t('department.enable')}
                        </Button>
                      </Popconfirm>
                    </div>
                  )}
                </div>
                <Tabs
                  items={[
                    {
                      key: 'members',
                      label: t('department.tabMembers', { count: current.memberCount }),
                      children: <DepartmentMembersTab department={current} canEdit={can('department.member')} onChanged={tree.reload} />,
                    },
                    {
                      key: 'devices',
                      label: t('department.tabDevices', { count: current.deviceCount }),
                      children: <DepartmentDevicesTab department={current} canEdit={can('device.edit')} onChanged={tree.reload} />,
                    },
                  ]}
                />
              </>
            ) : (
              tree.data !== undefined && <Empty description={t('department.pick')} />
            )}
          </section>
        </div>
      )}
      <WhenOpened open={draft !== null}>
        <DepartmentForm
          draft={draft}
          tree={nodes}
          onClose={(id) => {
            setDraft(null);
            if (id) {
              tree.reload();
              setSelected(id);
            }
          }}
        />
      </WhenOpened>
    </MemberPage>
  );
}
