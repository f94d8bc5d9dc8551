import type { TransRecord } from '#shared/contract/fund';
import { formatTime } from './format';

/**
 * Writes records to an .xlsx and downloads it. exceljs is imported here, on demand, so it lives
 * only in this chunk. Amounts are written as numbers with 2 decimals (from the exact strings).
 */
export async function exportRecords(rows: TransRecord[], labels: { sheet: string; kind: (k: TransRecord['kind']) => string; direction: (d: TransRecord['direction']) => string; head: string[]; file: string }) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(labels.sheet);
  sheet.columns = [
    { header: labels.head[0], key: 'time', width: 18 },
    { header: labels.head[1], key: 'kind', width: 10 },
    { header: labels.head[2], key: 'direction', width: 10 },
    { header: labels.head[3], key: 'purpose', width: 40 },
    { header: labels.head[4], key: 'amount', width: 16, style: { numFmt: '#,##0.00' } },
    { header: labels.head[5], key: 'balance', width: 16, style: { numFmt: '#,##0.00' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      time: formatTime(r.time),
      kind: labels.kind(r.kind),
      direction: labels.direction(r.direction),
      purpose: r.purpose,
      // The strings are exact to the cent; a spreadsheet number of 2 decimals represents them exactly enough to display.
      amount: Number(r.direction === 'income' ? r.amount : `-${r.amount}`),
      balance: Number(r.balance),
    });
  }
  const buffer = await book.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = labels.file;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
