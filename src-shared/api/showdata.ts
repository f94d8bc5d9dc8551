import { useEffect, useState } from 'react';
import type { IndexFigure } from '../contract/content';
import { text, type Lang } from '../rules/texts';
import { GatewayError } from './gateway-error';
import { publicApiBase } from './hosts';
import type { CommandState } from './useCommand';

interface ShowdataRow {
  key: string;
  value: number;
  unitZh: string;
  unitEn: string;
  labelZh: string;
  labelEn: string;
}

/**
 * showdata/getData: the home page's total data, by POST to the public API host (PUBLIC_API_BASE;
 * the portal itself by default). A simple cross-origin request (no body, no custom header), so a
 * separate public host answers it without a preflight.
 */
export async function fetchShowdata(lang: Lang, signal?: AbortSignal): Promise<IndexFigure[]> {
  let res: Response;
  try {
    res = await fetch(`${publicApiBase()}/showdata/getData`, { method: 'POST', signal, credentials: 'omit' });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new GatewayError(0, text('network.error', lang), undefined, 0, (e as Error).message);
  }
  const body = (await res.json().catch(() => null)) as { response?: ShowdataRow[] } | null;
  if (!res.ok || !Array.isArray(body?.response)) throw new GatewayError(0, text('network.error', lang), undefined, res.status, res.statusText);
  return body.response.map((r) => ({ key: r.key, value: r.value, unit: lang === 'en' ? r.unitEn : r.unitZh, label: lang === 'en' ? r.labelEn : r.labelZh }));
}

export function useShowdata(lang: Lang): CommandState<IndexFigure[]> {
  const [state, setState] = useState<{ data?: IndexFigure[]; error?: GatewayError; loading: boolean }>({ loading: true });
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    const ctl = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    fetchShowdata(lang, ctl.signal)
      .then((data) => !ctl.signal.aborted && setState({ data, loading: false }))
      .catch((error: GatewayError) => !ctl.signal.aborted && setState({ error, loading: false }));
    return () => ctl.abort();
  }, [lang, nonce]);
  return { data: state.data, error: state.error, loading: state.loading, reload: () => setNonce((n) => n + 1) };
}
