/**
 * Where uploaded files live, from the environment: STORAGE=s3|disk (memory is for tests). Unset
 * means disk, the embedded default, or memory when the database is in memory too (tests).
 */
export interface S3Settings {
  /** MinIO, Aliyun OSS, Tencent COS or a local stand-in; unset means AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket.host/key (virtual-hosted, AWS/OSS/COS) or host/bucket/key (path style, MinIO and most stand-ins). */
  forcePathStyle: boolean;
  /** Prepended to every key ("portal/files/"), so one bucket can hold several portals. */
  prefix: string;
}

export type StorageSettings = { kind: 'disk'; dir: string } | { kind: 'memory' } | { kind: 's3'; s3: S3Settings };

const S3_REQUIRED = {
  S3_BUCKET: 'the bucket that holds uploaded files',
  S3_REGION: 'the bucket region (us-east-1 for MinIO; oss-cn-hangzhou, ap-shanghai … for OSS, COS)',
  S3_ACCESS_KEY_ID: 'the access key id of an account that may put, get and delete objects in the bucket, and list it (else a missing object is a 403)',
  S3_SECRET_ACCESS_KEY: 'the secret of that access key',
} as const;

const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/** The S3 variables that are unset, with why each is needed. */
export function missingS3Settings(env: NodeJS.ProcessEnv): { name: string; why: string }[] {
  return Object.entries(S3_REQUIRED)
    .filter(([name]) => !value(env, name))
    .map(([name, why]) => ({ name, why }));
}

/** S3 settings from the environment; throws one error naming every missing variable. */
export function readS3Settings(env: NodeJS.ProcessEnv): S3Settings {
  const missing = missingS3Settings(env);
  if (missing.length) throw new Error(`S3 storage needs ${missing.map((m) => m.name).join(', ')}\n${missing.map((m) => `  ${m.name}: ${m.why}`).join('\n')}`);
  const prefix = value(env, 'S3_PREFIX') ?? '';
  return {
    endpoint: value(env, 'S3_ENDPOINT'),
    region: value(env, 'S3_REGION')!,
    bucket: value(env, 'S3_BUCKET')!,
    accessKeyId: value(env, 'S3_ACCESS_KEY_ID')!,
    secretAccessKey: value(env, 'S3_SECRET_ACCESS_KEY')!,
    forcePathStyle: ['1', 'true'].includes(value(env, 'S3_FORCE_PATH_STYLE')?.toLowerCase() ?? ''),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

/** The storage to use; an unknown STORAGE value is an error, never a silent fall-back to disk. */
export function readStorageSettings(env: NodeJS.ProcessEnv, dataDir: string, filesDir: string): StorageSettings {
  const kind = value(env, 'STORAGE') ?? (dataDir === 'memory://' ? 'memory' : 'disk');
  switch (kind) {
    case 's3':
      return { kind, s3: readS3Settings(env) };
    case 'disk':
      return { kind, dir: filesDir };
    case 'memory':
      return { kind };
    default:
      throw new Error(`STORAGE=${kind} is not a storage: use s3 or disk`);
  }
}

/**
 * What production needs of storage: STORAGE=s3 with its settings, or STORAGE=disk said
 * explicitly (files on this machine only: one gateway machine), or ALLOW_STAND_INS=1 for the
 * embedded default. Memory storage loses every file on restart and is never enough.
 */
export function productionStorageProblems(env: NodeJS.ProcessEnv): { name: string; why: string }[] {
  const kind = value(env, 'STORAGE');
  if (kind === 's3') return missingS3Settings(env);
  if (kind === 'disk' || (kind === undefined && env.ALLOW_STAND_INS === '1')) return [];
  return [
    {
      name: 'STORAGE',
      why: 's3 (with S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, and S3_ENDPOINT for MinIO, OSS or COS) so every gateway machine shares the files, or disk for a single machine (files in DATA_DIR/files)',
    },
  ];
}
