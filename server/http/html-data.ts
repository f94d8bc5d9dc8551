import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../src-shared/rules/texts';
import type { Deps } from '../deps';
import type { Handler } from '../gateway/handler';
import { matchPath } from './route-preloads';

/**
 * Gateway responses written into the H5 HTML for pages whose first paint needs
 * one public read (src-shared/api/preloaded.ts takes them on the client). The
 * device pages are opened next to a machine on weak 4G: this saves the round
 * trip to the gateway and the HTTP client's download before the page can paint.
 * Only public commands whose answer does not depend on who asks belong here.
 */
const PRELOADS: { pattern: string; cmd: string; params: (p: Record<string, string>) => Record<string, unknown> }[] = [
  { pattern: '/mobile/device/:model', cmd: 'device/getModelDetail', params: (p) => ({ model: p.model }) },
];

export interface PreloadedEntry {
  cmd: string;
  parameters: unknown;
  lang: Lang;
  response: unknown;
}

export type HtmlData = (path: string, lang: Lang, req: FastifyRequest) => Promise<PreloadedEntry[]>;

export function htmlDataLoader(registry: Map<string, Handler>, deps: Deps): HtmlData {
  return async (path, lang, req) => {
    for (const p of PRELOADS) {
      const match = matchPath(p.pattern, path);
      const handler = match && registry.get(p.cmd);
      if (!match || !handler || handler.def.access !== 'public') continue;
      const parameters = p.params(match);
      const parsed = handler.def.params.safeParse(parameters);
      if (!parsed.success) return [];
      try {
        const response = await handler.run({ params: parsed.data, principal: null, lang, page: 1, rows: 20, deps, log: req.log, ip: req.ip });
        return [{ cmd: p.cmd, parameters, lang, response: response ?? null }];
      } catch {
        // Not found and the like: the page asks the gateway itself and shows its own state.
        return [];
      }
    }
    return [];
  };
}

/** The entries as an inert JSON block (not executed, so the CSP is untouched); '<' escaped so no text can close the tag. */
export function preloadScript(entries: PreloadedEntry[]): string {
  return `<script type="application/json" id="gateway-preload">${JSON.stringify(entries).replace(/</g, '\\u003c')}</script>`;
}
