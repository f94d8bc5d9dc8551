import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { s3Client } from '#server/adapters/storage/s3';
import { readS3Settings } from '#server/adapters/storage/settings';

/**
 * A local S3 server (s3rver, from npm) on an ephemeral port, with the `portal` bucket, and
 * the environment that points the gateway at it. `bucket` talks to it directly, to check
 * what the gateway really stored. s3rver checks request signatures (key and secret S3RVER).
 */
export async function startS3(prefix = 'portal-files/') {
  const dir = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'portal' }] });
  const { address, port } = await server.run();
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: `http://${address}:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'portal',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: prefix,
  };
  const client: S3Client = await s3Client(readS3Settings(env));
  const Bucket = 'portal';
  const bucket = {
    async keys(): Promise<string[]> {
      const out = await client.send(new ListObjectsV2Command({ Bucket }));
      return (out.Contents ?? []).map((o) => o.Key!).sort();
    },
    async get(key: string) {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return { data: Buffer.from(await out.Body!.transformToByteArray()), contentType: out.ContentType };
    },
    async has(key: string) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch {
        return false;
      }
    },
    put: (key: string, data: Buffer) => client.send(new PutObjectCommand({ Bucket, Key: key, Body: data })),
    delete: (key: string) => client.send(new DeleteObjectCommand({ Bucket, Key: key })),
  };
  return {
    env,
    bucket,
    async close() {
      client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
