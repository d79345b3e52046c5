import { join } from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-media-storage';

/** The bucket when S3 settings are given, else the folder media/ under DATA_DIR. */
export async function createMediaStorage(config: Config, db: Database): Promise<MediaStorage> {
  return config.s3 ? new S3MediaStorage(config.s3) : LocalMediaStorage.create(join(config.dataDir, 'media'), db);
}
