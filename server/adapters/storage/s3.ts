import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Settings } from './settings';
import { checkKey, type Storage } from './storage';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, Tencent COS), so every gateway
 * machine sees the same files. Objects are private: the gateway checks the signed link and
 * streams the object through, so no bucket URL or presigned URL ever reaches a browser.
 */
export function s3Client(s: S3Settings): S3Client {
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

export function s3Storage(s: S3Settings, client: S3Client = s3Client(s)): Storage {
  const where = (key: string) => ({ Bucket: s.bucket, Key: s.prefix + checkKey(key) });
  return {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ ...where(key), Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async open(key) {
      try {
        const out = await client.send(new GetObjectCommand(where(key)));
        if (!(out.Body instanceof Readable)) throw new Error('S3 GetObject answered without a Node stream');
        return { body: out.Body, size: out.ContentLength };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand(where(key)))).ContentLength ?? 0;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(where(key)));
    },
    close() {
      client.destroy();
    },
  };
}
