// npm run files:to-s3 — copies the uploaded files of the disk store (DATA_DIR/files) to the
// S3-compatible bucket of S3_* (see docs/decisions/0008-object-storage.md), by the same keys, so
// the database rows keep pointing at them. Safe to run again: objects already there with the
// same size are skipped. Run it, switch the gateways to STORAGE=s3, run it once more for files
// uploaded in between.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { copyDiskFiles } from '../server/adapters/storage/copy-files';
import { s3Storage } from '../server/adapters/storage/s3';
import { readS3Settings } from '../server/adapters/storage/settings';
import { loadConfig } from '../server/config';
import { kindOf, MIME } from '../server/domains/file/sniff';

const from = join(loadConfig().dataDir, 'files');
const s3 = readS3Settings(process.env);
if (!existsSync(from)) {
  console.error(`files:to-s3: no directory ${from}; set DATA_DIR to the data directory the gateway used`);
  process.exit(1);
}
// Uploads were checked by their bytes, so the bytes tell the type again (the gateway serves the type of its row anyway).
const contentType = (data: Buffer) => {
  const kind = kindOf(data);
  return kind ? MIME[kind] : 'application/octet-stream';
};
const target = s3Storage(s3);
try {
  const { copied, skipped, ignored } = await copyDiskFiles(from, target, contentType);
  console.log(`files:to-s3: ${copied} copied, ${skipped} already in the bucket, ${ignored} other files left alone (${from} -> s3://${s3.bucket}/${s3.prefix})`);
} finally {
  await target.close?.();
}
