import { Table, type TableProps } from 'antd';
import type { WrRow } from '#shared/contract/insight';
import AntdScope from '../../app/AntdScope';
import type { BreakdownColumn } from './breakdown-columns';

/**
 * The breakdown as antd's Table (sorting, its sorter tooltips, the loading overlay), inside antd's
 * provider: BreakdownTable loads it when the reader comes to the table. `sortedBy`: a column the
 * reader asked to sort before it was in (sorted ascending, as antd's first click does).
 */
export default function BreakdownTableReal({ rows, columns, loading, sortedBy }: { rows: WrRow[]; columns: BreakdownColumn[]; loading: boolean; sortedBy?: string }) {
  const antColumns: TableProps<WrRow>['columns'] = columns.map((c) => ({
    key: c.key,
    title: c.title,
    dataIndex: c.key,
    align: c.align,
    render: (_: unknown, row: WrRow) => c.text(row),
    ...(c.sort && { sorter: c.sort, defaultSortOrder: sortedBy === c.key ? ('ascend' as const) : undefined }),
  }));
  return (
    <AntdScope>
      <Table<WrRow> rowKey="code" size="small" loading={loading} columns={antColumns} dataSource={rows} pagination={false} data-testid="stats-table" />
    </AntdScope>
  );
}
