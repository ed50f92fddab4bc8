import type { z } from 'zod';

/** An S3-compatible bucket for uploaded files (FILE_STORE=s3). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another service than AWS (MinIO, Ceph, Garage…): its address. */
  endpoint: string | undefined;
  /** Without them the SDK's own chain (AWS_* variables, an instance role) is asked. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `<endpoint>/<bucket>/<name>` rather than `<bucket>.<endpoint>/<name>`: what most non-AWS servers need. */
  pathStyle: boolean;
}

export type FileStoreSettings = { kind: 'database' } | ({ kind: 's3' } & S3Settings);

interface Read {
  FILE_STORE?: 'database' | 's3' | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_PATH_STYLE?: 'true' | 'false' | undefined;
}

const S3_NAMES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PATH_STYLE',
] as const;

/**
 * The rules across the file store's settings: a bucket needs its name, a key its secret; and S3_ settings
 * without FILE_STORE=s3 are refused rather than ignored, as files would quietly fill the database.
 */
export function checkFileStore(e: Read, ctx: z.RefinementCtx) {
  const say = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
  if (e.FILE_STORE !== 's3') {
    for (const name of S3_NAMES)
      if (e[name] !== undefined) say(name, 'is read only with FILE_STORE=s3 (files are in the database)');
    return;
  }
  if (!e.S3_BUCKET) say('S3_BUCKET', 'must be set with FILE_STORE=s3');
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY)
    say('S3_SECRET_ACCESS_KEY', 'must be set with S3_ACCESS_KEY_ID');
  if (!e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)
    say('S3_ACCESS_KEY_ID', 'must be set with S3_SECRET_ACCESS_KEY');
}

/** The settings checkFileStore passed. */
export function fileStoreOf(e: Read): FileStoreSettings {
  if (e.FILE_STORE !== 's3') return { kind: 'database' };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  return {
    kind: 's3',
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    pathStyle: e.S3_PATH_STYLE !== 'false',
  };
}
