import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../../config-file-store.js';
import { sha256Of, type FileBackend } from './file-backend.js';

/** S3 says "no such file" as NoSuchKey (GET), NotFound (HEAD, which has no body), or a bare 404. */
function absent(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** A conditional write refused: the bucket already holds the name (412), or is writing it now (409). */
function alreadyHeld(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 412 || status === 409;
}

const orNullWhenAbsent = <T>(request: Promise<T>): Promise<T | null> =>
  request.catch((error: unknown) => {
    if (absent(error)) return null;
    throw error;
  });

/**
 * Files as objects of an S3-compatible bucket (FILE_STORE=s3: AWS S3, MinIO, Ceph, Garage…), keyed by
 * their names; each object's SHA-256 rides in its metadata, for the move-in's check. Read as a stream
 * straight from the bucket's answer.
 */
export function bucketFiles(settings: S3Settings): FileBackend {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.pathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  return {
    where: `the bucket ${Bucket}`,
    async put(name, ContentType, bytes) {
      const Metadata = { sha256: sha256Of(bytes) };
      // If-None-Match: * keeps a name already held as it is (AWS, MinIO, R2; a server that ignores it
      // writes the same bytes again).
      const put = new PutObjectCommand({
        Bucket,
        Key: name,
        Body: bytes,
        ContentType,
        Metadata,
        IfNoneMatch: '*',
      });
      await client.send(put).catch((error: unknown) => {
        if (!alreadyHeld(error)) throw error;
      });
    },
    async open(name) {
      const got = await orNullWhenAbsent(client.send(new GetObjectCommand({ Bucket, Key: name })));
      return got ? { size: got.ContentLength ?? 0, body: got.Body as Readable } : null;
    },
    async describe(name) {
      const head = await orNullWhenAbsent(client.send(new HeadObjectCommand({ Bucket, Key: name })));
      return head ? { size: head.ContentLength ?? 0, sha256: head.Metadata?.sha256 ?? '' } : null;
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    async *names() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket }))
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    },
    close: async () => client.destroy(),
  };
}
