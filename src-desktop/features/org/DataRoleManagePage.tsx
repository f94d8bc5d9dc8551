import { Button, Empty, List, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { DepartmentNode } from '#shared/contract/org';
import { getRoleList, queryDepartmentTree, saveRoleConfiguration } from '#shared/contract/refs/org';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import styles from './org.module.css';
import { runAction } from './run-action';
import { useOrgAccess } from './useOrgAccess';

type Item = { key: number; title: string; children: Item[] };
const toItems = (nodes: DepartmentNode[]): Item[] => nodes.map((d) => ({ key: d.id, title: d.name, children: toItems(d.children) }));

/** /memberCenter/dataRoleManage: which departments' data each role's holders see. */
export default function DataRoleManagePage() {
  const { t } = useTranslation('org');
  const { can } = useOrgAccess();
  const roles = useCommand(getRoleList, {});
  const tree = useCommand(queryDepartmentTree, {});
  const [roleId, setRoleId] = useState<number | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const role = roles.data?.find((r) => r.roleId === roleId) ?? null;

  useEffect(() => {
    if (roleId === null && roles.data?.length) setRoleId(roles.data[0].roleId);
  }, [roles.data, roleId]);
  useEffect(() => setChecked(role?.departmentIds ?? []), [role]);

  const save = async () => {
    if (!role) return;
    setBusy(true);
    const ok = await runAction(() => call(saveRoleConfiguration, { roleId: role.roleId, name: role.name, remark: role.remark, buttonIds: role.buttonIds, departmentIds: checked }), t('dataRole.saved'));
    setBusy(false);
    if (ok) roles.reload();
  };

  const error = roles.error ?? tree.error;
  return (
    <MemberPage title={t('dataRole.title')} testId="data-role-page">
      <p className={styles.muted}>{t('dataRole.intro')}</p>
      {error && !roles.loading && !tree.loading ? (
        <LoadError
          info={error.info}
          onRetry={() => {
            roles.reload();
            tree.reload();
          }}
        />
      ) : roles.data?.length === 0 ? (
        <Empty description={t('dataRole.noRoles')} />
      ) : (
        <div className={styles.split}>
          <section className={styles.treeBox} aria-label={t('dataRole.roles')}>
            <div className={styles.treeHead}>{t('dataRole.roles')}</div>
            <List
              loading={roles.loading && !roles.data}
              dataSource={roles.data ?? []}
              renderItem={(r) => (
                <List.Item style={{ padding: 0, border: 0 }}>
                  <Button type={r.roleId === roleId ? 'primary' : 'text'} block style={{ textAlign: 'left' }} onClick={() => setRoleId(r.roleId)} aria-pressed={r.roleId === roleId}>
                    {r.name} · {t('dataRole.departmentCount', { count: r.departmentIds.length })}
                  </Button>
                </List.Item>
              )}
            />
          </section>
          <section>
            {role && (
              <>
                <div className={styles.toolbar}>
                  <h2 style={{ margin: 0, fontSize: 18 }}>{t('dataRole.scopeOf', { name: role.name })}</h2>
                  {can('dataRole.edit') && (
                    <Button type="primary" loading={busy} onClick={save}>
                      {t('common.save')}
                    </Button>
                  )}
                </div>
                {tree.data?.length === 0 ? (
                  <Empty description={t('department.empty')} />
                ) : (
                  <div className={styles.treeScroll} data-testid="data-role-tree">
                    <Tree
                      checkable
                      checkStrictly
                      defaultExpandAll
                      selectable={false}
                      disabled={!can('dataRole.edit')}
                      treeData={toItems(tree.data ?? [])}
                      checkedKeys={checked}
                      onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(Number))}
                    />
                  </div>
                )}
                <p className={styles.muted}>{checked.length ? t('dataRole.selected', { count: checked.length }) : t('dataRole.ownOnly')}</p>
              </>
            )}
          </section>
        </div>
      )}
    </MemberPage>
  );
}
