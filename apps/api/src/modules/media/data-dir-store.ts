/** Uploaded pictures in a folder (DATA_DIR/media by default): one file per content-addressed key. */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { MediaStore } from './media-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createDataDirStore(root: string): MediaStore {
  return {
    description: root,
    async put(key, body) {
      const path = join(root, key);
      if (await exists(path)) return;
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed into place, so a reader never gets half a picture, and two
      // instances writing the same picture at once both end with the whole of it.
      const partial = `${path}.${randomUUID()}.part`;
      try {
        await writeFile(partial, body);
        await rename(partial, path);
      } catch (error) {
        await unlink(partial).catch(() => {});
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(join(root, key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}
