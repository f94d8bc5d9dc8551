import { text } from '#shared/rules/texts';

/**
 * The "demo mode" ribbon of a production deployment that runs the stand-ins (ALLOW_STAND_INS=1):
 * painted by the server into every HTML page of both builds, above the app's root, so it costs
 * no JavaScript and survives client-side navigation. Both languages at once (each marked with
 * its lang for screen readers), since the client switches language without reloading.
 * Inline style: the CSP allows inline styles, and no stylesheet of either build is touched.
 */
const STYLE = 'display:block;margin:0;padding:6px 12px;background:#fff1b8;color:#5c3c00;border-bottom:2px solid #d48806;font:14px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;text-align:center';

export function demoRibbonHtml(): string {
  const part = (lang: 'zh-CN' | 'en') => `<span lang="${lang}"><strong>${text('demo.ribbon.title', lang)}</strong> — ${text('demo.ribbon.body', lang)}</span>`;
  return `<div id="demo-ribbon" role="note" style="${STYLE}">${part('zh-CN')} / ${part('en')}</div>`;
}

/** The page with the ribbon as the first thing in its body (before the app's root). */
export function withDemoRibbon(html: string, ribbon: string): string {
  return html.replace('<div id="root">', `${ribbon}<div id="root">`);
}
