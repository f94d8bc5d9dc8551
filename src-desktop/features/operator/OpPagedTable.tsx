import { Button, Table, type TableProps } from 'antd';
import type { GatewayError } from '#shared/api/gateway-error';
import styles from './operator.module.css';

/** Rows per page of every console list. */
export const OP_ROWS = 10;

interface PagedList<T> {
  data?: { list: T[]; total: number };
  error?: GatewayError;
  loading: boolean;
  reload: () => void;
}

/**
 * A console list read with useOpCommand: the gateway's refusal with a retry when nothing has come
 * yet, else the table paged by number (OP_ROWS a page, no size changer).
 */
export function OpPagedTable<T extends { id: number | string }>({
  list,
  columns,
  page,
  onPage,
  emptyText,
  retryLabel,
}: {
  list: PagedList<T>;
  columns: TableProps<T>['columns'];
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  retryLabel: string;
}) {
  if (list.error && !list.data) {
    return (
      <p role="alert" className={styles.error}>
        {list.error.info}{' '}
        <Button size="small" onClick={list.reload}>
          {retryLabel}
        </Button>
      </p>
    );
  }
  return (
    <Table<T>
      rowKey="id"
      loading={list.loading}
      columns={columns}
      dataSource={list.data?.list ?? []}
      locale={{ emptyText }}
      pagination={{ current: page, pageSize: OP_ROWS, total: list.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: onPage }}
    />
  );
}
