import type { Config } from '../../config.js';
import type { Db } from '../../db/types.js';
import { bucketFiles } from './bucket-files.js';
import { databaseFiles } from './database-files.js';
import type { FileBackend } from './file-backend.js';

/** The file backend the settings choose (FILE_STORE): the database, or an S3-compatible bucket. */
export const filesOf = (config: Pick<Config, 'fileStore'>, db: Db): FileBackend =>
  config.fileStore.kind === 's3' ? bucketFiles(config.fileStore) : databaseFiles(db);
