import { afterAll, describe } from 'vitest';
import { fileStoreContract } from '../../../test/file-store-contract.js';
import { listenS3 } from '../../../test/s3-server.js';
import { databaseHeld } from '../../../test/stored-files.js';

// FILE_STORE=s3: every file an object of the bucket (ADR 0046), here on a local S3 server; none in the
// database.
describe('files in an S3 bucket', async () => {
  const s3 = await listenS3();
  afterAll(s3.stop);
  await fileStoreContract({ fileStore: s3.settings }, () => s3.held, databaseHeld);
});
