/**
 * Whether bytes are an .xlsx workbook we are willing to open: a zip whose central directory names
 * the workbook parts, with no zip64 and at most XLSX_MAX_UNPACKED bytes once unpacked. The unpacked
 * cap is what keeps a small "zip bomb" upload from filling the gateway's memory when exceljs reads it.
 */
export const XLSX_MAX_UNPACKED = 64 * 1024 * 1024;

export type XlsxVerdict = { ok: true } | { ok: false; reason: 'type' | 'tooLarge' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export function checkXlsx(b: Buffer): XlsxVerdict {
  if (b.length < 22 || b.readUInt32LE(0) !== 0x04034b50) return { ok: false, reason: 'type' };
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment (< 64 KiB).
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (b.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'type' };
  const entries = b.readUInt16LE(eocd + 10);
  let at = b.readUInt32LE(eocd + 16);
  if (entries === 0xffff || at === 0xffffffff) return { ok: false, reason: 'type' };
  let unpacked = 0;
  const names = new Set<string>();
  for (let n = 0; n < entries; n++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== CENTRAL) return { ok: false, reason: 'type' };
    const size = b.readUInt32LE(at + 24);
    const nameLen = b.readUInt16LE(at + 28);
    if (size === 0xffffffff) return { ok: false, reason: 'tooLarge' };
    unpacked += size;
    if (unpacked > XLSX_MAX_UNPACKED) return { ok: false, reason: 'tooLarge' };
    names.add(b.toString('utf8', at + 46, at + 46 + nameLen));
    at += 46 + nameLen + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return { ok: false, reason: 'type' };
  return { ok: true };
}
