import type { DeviceContent } from '#shared/contract/device';
import type { Lang } from '#shared/rules/texts';
import type { DeviceRow } from './store';

/**
 * A model's downloadable documents, generated from its page content so they never
 * disagree with it: the datasheet (summary and specifications) and the installation and
 * wiring guide. Self-contained HTML that prints to A4 (no scripts, inline styles only).
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const LABELS = {
  'zh-CN': { specs: '技术规格', interfaces: '接口', wiring: '接线', lights: '指示灯', installation: '安装步骤', faults: '故障排查', symptom: '现象', cause: '原因', fix: '处理' },
  en: { specs: 'Specifications', interfaces: 'Interfaces', wiring: 'Wiring', lights: 'Indicator lights', installation: 'Installation', faults: 'Troubleshooting', symptom: 'Symptom', cause: 'Cause', fix: 'Fix' },
};

export function renderDocument(row: DeviceRow, key: string, lang: Lang): { fileName: string; html: string } | null {
  const c: DeviceContent = lang === 'en' ? row.contentEn : row.contentZh;
  const doc = c.documents.find((d) => d.key === key);
  if (!doc) return null;
  const L = LABELS[lang];
  const table = (rows: string[][], head?: string[]) =>
    `<table>${head ? `<tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>` : ''}${rows.map((r) => `<tr>${r.map((x, i) => (i === 0 && !head ? `<th>${esc(x)}</th>` : `<td>${esc(x)}</td>`)).join('')}</tr>`).join('')}</table>`;
  const sections =
    key === 'datasheet'
      ? [
          `<h2>${L.specs}</h2>${table(c.specs.map((s) => [s.label, s.value]))}`,
          `<h2>${L.interfaces}</h2>${table(c.interfaces.map((i) => [i.name, i.detail]))}`,
          `<h2>${L.lights}</h2>${table(c.lights.map((l) => [l.name, l.state, l.meaning]))}`,
        ]
      : [
          `<h2>${L.installation}</h2><ol>${c.installation.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>`,
          `<h2>${L.wiring}</h2><ul>${c.wiring.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`,
          `<h2>${L.faults}</h2>${table(
            c.troubleshooting.map((f) => [f.symptom, f.cause, f.fix]),
            [L.symptom, L.cause, L.fix],
          )}`,
        ];
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(`${row.model} ${doc.title}`)}</title>
<style>body{font:14px/1.6 system-ui,'PingFang SC','Noto Sans CJK SC',sans-serif;max-width:760px;margin:0 auto;padding:24px;color:#1f2329}h1{font-size:22px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px;border-bottom:2px solid #1656d8;padding-bottom:4px}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #d0d5dd;padding:6px 8px;text-align:left;vertical-align:top}th{background:#f3f5f9;font-weight:600}@page{size:A4;margin:16mm}</style></head>
<body><h1>${esc(c.name)}</h1><p>${esc(row.model)} · ${esc(doc.title)}</p><p>${esc(c.summary)}</p>${sections.join('')}</body></html>`;
  return { fileName: `${row.model}-${key}-${lang}.html`, html };
}
