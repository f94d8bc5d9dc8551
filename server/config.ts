import { resolve } from 'node:path';

/** Configuration from the environment, read once. Every knob has a safe default for local use. */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  /** postgres://… switches from embedded PGlite to PostgreSQL. */
  databaseUrl: string | null;
  distDir: string;
  /** Cookie domain shared by the portal's sites (spec: cookies on the top domain); null = host only. */
  topDomain: string | null;
  rateLimitPerMinute: number;
  servicePhone: string;
  recordNumber: string;
  localDeployment: boolean;
  wx: { appId: string; secret: string; openBase: string; apiBase: string; jssdkHosts: string[] };
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    // 'memory://' (in-memory PGlite, used by tests) is a marker, not a path: keep it verbatim.
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    distDir: resolve(env.DIST_DIR ?? './dist'),
    topDomain: env.TOP_DOMAIN || null,
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 1200),
    servicePhone: env.SERVICE_PHONE ?? '400-800-1234',
    recordNumber: env.RECORD_NUMBER ?? '沪ICP备00000000号-1',
    localDeployment: env.LOCAL_DEPLOYMENT === '1',
    wx: {
      appId: env.WX_APP_ID ?? 'wxdemo0000000001',
      secret: env.WX_APP_SECRET ?? 'demo-secret',
      openBase: env.WX_OPEN_BASE ?? `http://127.0.0.1:${port}/wx-standin/open`,
      apiBase: env.WX_API_BASE ?? `http://127.0.0.1:${port}/wx-standin/api`,
      jssdkHosts: (env.WX_JSSDK_HOSTS ?? 'localhost,127.0.0.1').split(',').map((h) => h.trim()).filter(Boolean),
    },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
