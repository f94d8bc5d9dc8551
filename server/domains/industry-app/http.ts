import type { FastifyInstance } from 'fastify';
import { registerIndustryStandIn } from '../../adapters/industry/stand-in';
import { dbStandInStore } from '../../adapters/industry/stand-in-store';
import type { IndustryFetch } from '../../adapters/industry/industry-api';
import { INDUSTRY_STANDIN_PREFIX } from '../../adapters/industry/settings';
import type { Deps } from '../../deps';

/**
 * Serves the industry API's stand-in when the configuration uses it (outside production, or
 * production with ALLOW_STAND_INS=1 and no INDUSTRY_API_URL), and routes the client's calls to it
 * in-process: tests have no listening port, and development saves a network hop.
 */
export function registerIndustryApi(app: FastifyInstance, deps: Deps) {
  const s = deps.config.industry;
  if (!s.standIn) return;
  registerIndustryStandIn(app, {
    store: dbStandInStore(deps.db),
    clock: deps.clock,
    clientId: s.clientId,
    clientSecret: s.clientSecret,
    tokenTtlS: s.standInTokenTtlS,
  });
  const base = new URL(s.url);
  const inProcess: IndustryFetch = async (url, init) => {
    const u = new URL(url);
    if (u.origin !== base.origin || !u.pathname.startsWith(`${INDUSTRY_STANDIN_PREFIX}/`)) throw new Error('the industry stand-in client called another host');
    const res = await app.inject({
      method: init.method as 'GET',
      url: u.pathname + u.search,
      headers: init.headers,
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    return { status: res.statusCode, text: res.body };
  };
  deps.adapters.industry.useFetch(inProcess);
}
