import { deflateSync } from 'node:zlib';

/** Small hand-made PDFs for the upload filter's tests: objects numbered from 1, a trailer, %%EOF. */

export type PdfObject = string | Buffer;

export function craftPdf(objects: PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  objects.forEach((o, i) => {
    parts.push(Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), typeof o === 'string' ? Buffer.from(o, 'latin1') : o, Buffer.from('\nendobj\n', 'latin1'));
  });
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object body: `<< dict /Length n >> stream … endstream`. */
export function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
}

/** A Flate-compressed object stream holding `body` ("<num> <offset> <object>"). */
export function objectStream(body: string): Buffer {
  const first = body.indexOf('<<');
  return stream(`/Type /ObjStm /N 1 /First ${first} /Filter /FlateDecode`, deflateSync(Buffer.from(body, 'latin1')));
}
