import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedMediaPath, MEDIA_FOLDERS, type MediaStore } from './media-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Media as files under the data folder (`DATA_DIR/files`): the embedded default. */
export class FileMediaStore implements MediaStore {
  readonly kind = 'files';
  /** The folder holding `media/` and `epapers/`, which the static file server serves. */
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private fileOf(mediaPath: string): string {
    return path.join(this.root, checkedMediaPath(mediaPath));
  }

  async write(mediaPath: string, bytes: Uint8Array): Promise<void> {
    const file = this.fileOf(mediaPath);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async read(mediaPath: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(mediaPath));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  exists(mediaPath: string): Promise<boolean> {
    return access(this.fileOf(mediaPath)).then(
      () => true,
      () => false,
    );
  }

  async remove(mediaPath: string): Promise<void> {
    await rm(this.fileOf(mediaPath), { force: true });
  }

  async *paths(): AsyncIterable<string> {
    for (const folder of MEDIA_FOLDERS) {
      let entries;
      try {
        entries = await readdir(path.join(this.root, folder), {
          recursive: true,
          withFileTypes: true,
        });
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      const files = entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
        .map((entry) => '/' + path.relative(this.root, path.join(entry.parentPath, entry.name)))
        .sort();
      yield* files;
    }
  }
}
