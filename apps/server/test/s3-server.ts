import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStoreSettings } from '../src/config-file-store.js';
import type { Held } from './file-store-contract.js';

/** s3rver's own account (it checks signatures against it). */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local server speaking the S3 protocol (s3rver), on a free port with one empty bucket, its objects in a
 * folder of its own: the S3 file backend is tested against the protocol, not a stub of our code.
 */
export async function listenS3(bucket = 'acorn-files') {
  const directory = await mkdtemp(path.join(tmpdir(), 'acorn-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: FileStoreSettings = {
    kind: 's3',
    bucket,
    region: 'us-east-1',
    endpoint,
    credentials,
    pathStyle: true,
  };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  /** The bucket as the test sees it, through the S3 API. */
  const held: Held = {
    async files() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      const names = (listed.Contents ?? []).map((object) => object.Key!);
      return Promise.all(
        names.map(async (name) => {
          const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
          return { name, bytes: Buffer.from(await got.Body!.transformToByteArray()) };
        }),
      );
    },
    drop: async (name) => void (await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }))),
  };
  return {
    settings,
    held,
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
