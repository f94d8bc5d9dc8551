import { inflateSync } from 'node:zlib';

/**
 * Whether a PDF carries active content: script (/JavaScript, /JS), actions that run by
 * themselves or start programs (/AA additional actions, /Launch, an /OpenAction whose action is a
 * script), or payloads a viewer would open (embedded files, rich media, XFA forms, form
 * submission). A member's uploaded contract or licence needs none of these, and a reviewer who
 * opens the file in a desktop viewer is the target, so such a PDF is refused outright.
 *
 * PDF names may hide letters as #xx escapes (/J#61vaScript is /JavaScript), and PDF 1.5 puts
 * dictionaries into compressed object streams, so names are decoded, and object streams are
 * inflated and scanned too; one that cannot be inflated is refused, as it could hide anything.
 */

/** Names that make a PDF active (compared after #xx decoding, exactly: PDF names are case-sensitive). */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'SubmitForm', 'ImportData', 'GoToE']);

/** A PDF name token: a solidus and regular characters (PDF 32000-1 7.3.5). */
const NAME = /\/([^\s/[\]<>(){}%]*)/g;

/** Inflated stream bytes scanned per file, at most (a small upload must not inflate without end). */
const MAX_INFLATED = 16 * 1024 * 1024;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function namesOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(NAME)) out.push(decodeName(m[1]));
  return out;
}

const hasActiveName = (text: string) => namesOf(text).some((n) => ACTIVE_NAMES.has(n));

interface Stream {
  /** The stream's dictionary (the text since its object began). */
  dict: string;
  data: Buffer;
  /** Where "stream" starts and where "endstream" ends, in the file. */
  from: number;
  to: number;
}

function* streams(pdf: Buffer, text: string): Generator<Stream> {
  const start = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = start.exec(text))) {
    if (text.slice(Math.max(0, m.index - 3), m.index) === 'end') continue; // "endstream"
    const body = m.index + m[0].length;
    const end = text.indexOf('endstream', body);
    if (end < 0) return; // unterminated: the rest stays in the scanned text
    const objStart = text.lastIndexOf(' obj', m.index);
    yield { dict: text.slice(objStart < 0 ? Math.max(0, m.index - 2048) : objStart, m.index), data: pdf.subarray(body, end), from: m.index, to: end + 'endstream'.length };
    start.lastIndex = end + 'endstream'.length;
  }
}

/**
 * Actions and scripts are dictionary entries, and dictionaries live outside streams or inside
 * object streams. Only those are scanned: the bytes of images and page contents are not, as
 * random binary data would now and then spell "/JS".
 */
export function pdfHasActiveContent(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const outside: string[] = [];
  let pos = 0;
  let budget = MAX_INFLATED;
  for (const s of streams(pdf, text)) {
    outside.push(text.slice(pos, s.from));
    pos = s.to;
    const names = namesOf(s.dict);
    if (!names.includes('ObjStm')) continue;
    // An object stream we cannot read holds dictionaries we cannot check: Flate alone, or refused.
    const filters = names.filter((n) => n.endsWith('Decode'));
    if (filters.length !== 1 || filters[0] !== 'FlateDecode') return true;
    let inflated: Buffer;
    try {
      inflated = inflateSync(s.data, { maxOutputLength: budget });
    } catch {
      return true;
    }
    budget -= inflated.length;
    if (budget <= 0 || hasActiveName(inflated.toString('latin1'))) return true;
  }
  outside.push(text.slice(pos));
  return hasActiveName(outside.join('\n'));
}
