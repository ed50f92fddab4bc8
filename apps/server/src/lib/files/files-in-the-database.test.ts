import { describe } from 'vitest';
import { fileStoreContract } from '../../../test/file-store-contract.js';
import { databaseHeld } from '../../../test/stored-files.js';

// FILE_STORE=database, the default: every file a row of stored_files (ADR 0046).
describe('files in the database', async () => {
  await fileStoreContract({}, databaseHeld);
});
