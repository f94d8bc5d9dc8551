import type { S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Settings } from './settings';
import { checkKey, type Storage } from './storage';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, Tencent COS), so every gateway
 * machine sees the same files. Objects are private: the gateway checks the signed link and
 * streams the object through, so no bucket URL or presigned URL ever reaches a browser.
 *
 * The SDK is imported on first need (it takes ~0.5 s to load), so disk deployments do not pay
 * for it in their start-up time.
 */
const sdk = () => import('@aws-sdk/client-s3');

export async function s3Client(s: S3Settings): Promise<S3Client> {
  const { S3Client } = await sdk();
  return new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // The SDK's default CRC checksums on every request are not understood by every
    // S3-compatible service (OSS, COS, older MinIO): send them only where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A missing object: GetObject says NoSuchKey, HeadObject (no body) only 404. */
const missing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3Storage(s: S3Settings): Storage {
  let ready: Promise<{ m: Awaited<ReturnType<typeof sdk>>; client: S3Client }> | null = null;
  const connect = () => (ready ??= Promise.all([sdk(), s3Client(s)]).then(([m, client]) => ({ m, client })));
  const where = (key: string) => ({ Bucket: s.bucket, Key: s.prefix + checkKey(key) });
  return {
    async put(key, data, contentType) {
      const { m, client } = await connect();
      await client.send(new m.PutObjectCommand({ ...where(key), Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async open(key) {
      const { m, client } = await connect();
      try {
        const out = await client.send(new m.GetObjectCommand(where(key)));
        if (!(out.Body instanceof Readable)) throw new Error('S3 GetObject answered without a Node stream');
        return { body: out.Body, size: out.ContentLength };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async size(key) {
      const { m, client } = await connect();
      try {
        return (await client.send(new m.HeadObjectCommand(where(key)))).ContentLength ?? 0;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      const { m, client } = await connect();
      await client.send(new m.DeleteObjectCommand(where(key)));
    },
    async close() {
      if (ready) (await ready).client.destroy();
    },
  };
}
