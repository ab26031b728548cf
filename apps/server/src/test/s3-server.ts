import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config';

/** s3rver's fixed development credentials; it checks request signatures against them. */
const S3RVER_KEY = 'S3RVER';

/** An S3-compatible server in this process on a free loopback port, with one empty bucket. */
export async function startS3Server(bucket = 'kalasetu-test') {
  const directory = await mkdtemp(path.join(tmpdir(), 'kalasetu-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage: Extract<StorageConfig, { driver: 's3' }> = {
    driver: 's3',
    endpoint,
    region: 'us-east-1',
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
    publicUrl: `${endpoint}/${bucket}`,
  };
  return {
    storage,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
