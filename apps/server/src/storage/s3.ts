import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertSafeKey,
  BlobNotFoundError,
  type BlobInfo,
  type BlobStorage,
  type SignedUploadOptions,
} from './types.js';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** S3-compatible storage (AWS S3, MinIO, R2): presigned PUT and GET, same interface as local. */
export class S3Storage implements BlobStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly o: S3Options) {
    const cfg: S3ClientConfig = {
      region: o.region,
      forcePathStyle: o.forcePathStyle,
      // Newer SDKs add CRC checksums to every request; many S3-compatible servers (MinIO
      // versions, R2, s3rver) reject them. Only send them where the operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (o.endpoint) cfg.endpoint = o.endpoint;
    if (o.accessKeyId && o.secretAccessKey) {
      cfg.credentials = { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey };
    }
    this.client = new S3Client(cfg);
  }

  /** S3 cannot cap a presigned PUT's size: the upload sweep checks it after the fact. */
  async signedUploadUrl(key: string, opts: SignedUploadOptions) {
    const cmd = new PutObjectCommand({ Bucket: this.o.bucket, Key: assertSafeKey(key), ContentType: opts.contentType });
    // Content-Type is a signed header: a PUT with another type is refused by S3 itself.
    return getSignedUrl(this.client, cmd, { expiresIn: opts.expiresInSec, signableHeaders: new Set(['content-type']) });
  }

  async signedDownloadUrl(key: string, opts: { expiresInSec: number; downloadName?: string }) {
    const cmd = new GetObjectCommand({
      Bucket: this.o.bucket,
      Key: assertSafeKey(key),
      ResponseContentDisposition: opts.downloadName ? `attachment; filename="${opts.downloadName}"` : undefined,
    });
    return getSignedUrl(this.client, cmd, { expiresIn: opts.expiresInSec });
  }

  async put(key: string, body: Buffer | string, contentType: string) {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.o.bucket, Key: assertSafeKey(key), Body: body, ContentType: contentType }),
    );
  }

  async getStream(key: string): Promise<Readable> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.o.bucket, Key: assertSafeKey(key) }));
      return out.Body as Readable;
    } catch (err) {
      throw notFound(err);
    }
  }

  async getBuffer(key: string) {
    const chunks: Buffer[] = [];
    for await (const c of await this.getStream(key)) chunks.push(Buffer.from(c as Uint8Array));
    return Buffer.concat(chunks);
  }

  async head(key: string): Promise<BlobInfo | null> {
    try {
      const h = await this.client.send(new HeadObjectCommand({ Bucket: this.o.bucket, Key: assertSafeKey(key) }));
      return {
        key,
        size: h.ContentLength ?? 0,
        lastModified: h.LastModified ?? new Date(0),
        contentType: h.ContentType,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async list(prefix: string, opts: { limit: number; cursor?: string }) {
    const out = await this.client.send(
      new ListObjectsV2Command({ Bucket: this.o.bucket, Prefix: prefix, MaxKeys: opts.limit, StartAfter: opts.cursor }),
    );
    const items = (out.Contents ?? []).map((c) => ({
      key: c.Key!,
      size: c.Size ?? 0,
      lastModified: c.LastModified ?? new Date(0),
    }));
    return { items, nextCursor: out.IsTruncated ? (items[items.length - 1]?.key ?? null) : null };
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.o.bucket, Key: assertSafeKey(key) }));
  }

  async ping() {
    await this.client.send(new HeadBucketCommand({ Bucket: this.o.bucket }));
  }
}

function isNotFound(err: unknown) {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

function notFound(err: unknown) {
  return isNotFound(err) ? new BlobNotFoundError('No such file') : err;
}
