import path from 'node:path';
import type { Config } from '../config.js';
import { LocalStorage } from './local.js';
import { S3Storage } from './s3.js';
import type { BlobStorage } from './types.js';

export * from './types.js';
export { LocalStorage } from './local.js';
export { S3Storage } from './s3.js';

export function createStorage(config: Config, appSecret: string): BlobStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return new S3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalStorage(path.join(config.dataDir, 'blobs'), config.publicUrl, appSecret);
}
