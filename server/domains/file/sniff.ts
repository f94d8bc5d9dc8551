import { pdfHasActiveContent } from './pdf-active-content';

/**
 * What a file really is, from its bytes. Only jpg/jpeg, gif, png and pdf are accepted; the
 * name's extension must agree with the bytes, and the whole file must be well formed (a trailer
 * where the format has one) with no markup or archive hidden inside: such polyglots are what
 * a browser or a viewer could be tricked into running.
 */
export type Kind = 'jpeg' | 'png' | 'gif' | 'pdf';

export const MIME: Record<Kind, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', pdf: 'application/pdf' };
const EXT_KIND: Record<string, Kind> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', pdf: 'pdf' };

const starts = (b: Buffer, sig: number[] | string) => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return b.length >= bytes.length && b.subarray(0, bytes.length).equals(bytes);
};

export function kindOf(b: Buffer): Kind | null {
  if (starts(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(b, 'GIF87a') || starts(b, 'GIF89a')) return 'gif';
  if (starts(b, '%PDF-')) return 'pdf';
  return null;
}

/** Bytes that make a file something else as well: markup a browser would render, script, archives. */
// eslint-disable-next-line no-control-regex -- the zip local-file signature is binary
const FOREIGN = [/<\s*(script|html|body|iframe|svg|object|embed|meta|!doctype)\b/i, /<\?php/i, /javascript:/i, /PK\x03\x04/];

function wellFormed(kind: Kind, b: Buffer): boolean {
  switch (kind) {
    case 'png': {
      // The last chunk is IEND with its fixed CRC: nothing may follow it.
      const iend = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
      return b.length >= 8 + 12 + 12 && b.subarray(b.length - 8).equals(iend);
    }
    case 'jpeg':
      return b.length > 4 && b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9;
    case 'gif':
      return b.length > 13 && b[b.length - 1] === 0x3b;
    case 'pdf':
      // %%EOF within the last 1 KiB (a trailing newline or two is normal).
      return b.subarray(Math.max(0, b.length - 1024)).includes('%%EOF');
  }
}

export type Verdict = { ok: true; kind: Kind; ext: string } | { ok: false; reason: 'type' | 'polyglot' | 'activePdf' };

export function checkUpload(name: string, b: Buffer): Verdict {
  const ext = (name.match(/\.([A-Za-z0-9]+)$/)?.[1] ?? '').toLowerCase();
  const claimed = EXT_KIND[ext];
  const kind = kindOf(b);
  if (!claimed || !kind || claimed !== kind) return { ok: false, reason: 'type' };
  if (!wellFormed(kind, b)) return { ok: false, reason: 'polyglot' };
  // Images are scanned whole; PDFs may legitimately carry "javascript:" only as a PDF action, which we refuse too.
  const text = b.toString('latin1');
  if (FOREIGN.some((re) => re.test(text))) return { ok: false, reason: 'polyglot' };
  if (kind === 'pdf' && pdfHasActiveContent(b)) return { ok: false, reason: 'activePdf' };
  return { ok: true, kind, ext };
}

/** A display name safe to store and send back: no path, no control characters, at most 100 characters. */
export function cleanName(name: string): string {
  const base = name
    .replace(/^.*[\\/]/, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>]/g, '')
    .trim();
  if (base.length <= 100) return base || 'file';
  const ext = base.match(/\.[A-Za-z0-9]{1,8}$/)?.[0] ?? '';
  return base.slice(0, 100 - ext.length) + ext;
}
