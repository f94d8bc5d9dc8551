import { endpointProblem } from '../endpoint-rule';

/**
 * The industry API (docs/industry-api.md) from the environment: INDUSTRY_API_URL with the portal's
 * client credentials at it. Outside production, unset, it is the stand-in this gateway serves under
 * /industry-standin with development's credentials; production needs all three, or ALLOW_STAND_INS=1
 * to run on the stand-in knowingly.
 */
export interface IndustrySettings {
  /** Base URL without a trailing slash. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** This gateway serves the stand-in (and `url` points at it). */
  standIn: boolean;
  /** The stand-in's token lifetime (tests shorten it). */
  standInTokenTtlS: number;
}

export const INDUSTRY_STANDIN_PREFIX = '/industry-standin';
/** Development's credentials, shared by the stand-in and the client; production counts them as unset. */
export const STANDIN_INDUSTRY_CLIENT = {
  id: 'portal-standin',
  secret: 'industry-standin-secret-0000',
};

type Problem = { name: string; why: string };
const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

const REQUIRED = {
  INDUSTRY_API_URL: 'the industry API base URL (https; http only to a loopback host), docs/industry-api.md',
  INDUSTRY_CLIENT_ID: "the portal's client id at the industry API",
  INDUSTRY_CLIENT_SECRET: "that client's secret (at least 16 characters; it also keys the stored tokens' encryption)",
} as const;

export function readIndustrySettings(env: NodeJS.ProcessEnv, production: boolean, port: number): IndustrySettings {
  const url = value(env, 'INDUSTRY_API_URL');
  const ttl = Number(env.INDUSTRY_STANDIN_TOKEN_TTL_S);
  const standInTokenTtlS = Number.isInteger(ttl) && ttl > 0 ? ttl : 3600;
  if (url) {
    return {
      url: url.replace(/\/+$/, ''),
      clientId: value(env, 'INDUSTRY_CLIENT_ID') ?? '',
      clientSecret: value(env, 'INDUSTRY_CLIENT_SECRET') ?? '',
      standIn: false,
      standInTokenTtlS,
    };
  }
  // Unset: the stand-in, outside production always, in production only when told to (config-required.ts refuses otherwise).
  return {
    url: `http://127.0.0.1:${port}${INDUSTRY_STANDIN_PREFIX}`,
    clientId: STANDIN_INDUSTRY_CLIENT.id,
    clientSecret: STANDIN_INDUSTRY_CLIENT.secret,
    standIn: !production || env.ALLOW_STAND_INS === '1',
    standInTokenTtlS,
  };
}

/** What production needs of the industry API: all three settings (https), or ALLOW_STAND_INS=1 with none of them. */
export function productionIndustryProblems(env: NodeJS.ProcessEnv): Problem[] {
  const set = Object.keys(REQUIRED).filter((n) => value(env, n));
  if (set.length === 0) {
    return env.ALLOW_STAND_INS === '1'
      ? []
      : [
          {
            name: 'INDUSTRY_API_URL',
            why: `${REQUIRED.INDUSTRY_API_URL}, with INDUSTRY_CLIENT_ID and INDUSTRY_CLIENT_SECRET; or ALLOW_STAND_INS=1 to run the industry API stand-in knowingly`,
          },
        ];
  }
  const problems: Problem[] = Object.entries(REQUIRED)
    .filter(([name]) => !value(env, name))
    .map(([name, why]) => ({ name, why }));
  const url = value(env, 'INDUSTRY_API_URL');
  if (url && !/^https?:\/\/[^/]/i.test(url))
    problems.push({
      name: 'INDUSTRY_API_URL',
      why: `${REQUIRED.INDUSTRY_API_URL}: "${url}" is not one`,
    });
  else if (url) {
    const http = endpointProblem(url);
    if (http) problems.push({ name: 'INDUSTRY_API_URL', why: http });
  }
  const secret = value(env, 'INDUSTRY_CLIENT_SECRET');
  if (secret && (secret.length < 16 || secret === STANDIN_INDUSTRY_CLIENT.secret))
    problems.push({
      name: 'INDUSTRY_CLIENT_SECRET',
      why: REQUIRED.INDUSTRY_CLIENT_SECRET,
    });
  return problems;
}
