import type { MediaStore } from './media-store.ts';

/**
 * Copies every file of `from` that `to` lacks, file by file, so a run that stops half-way is
 * finished by running it again. Answers how many files and bytes it copied and how many `to`
 * already had.
 */
export async function copyMedia(
  from: MediaStore,
  to: MediaStore,
  onFile?: (path: string) => void,
): Promise<{ copied: number; bytes: number; present: number }> {
  let copied = 0;
  let bytes = 0;
  let present = 0;
  for await (const path of from.paths()) {
    if (await to.exists(path)) {
      present += 1;
      continue;
    }
    const content = await from.read(path);
    if (!content) continue;
    await to.write(path, content);
    copied += 1;
    bytes += content.length;
    onFile?.(path);
  }
  return { copied, bytes, present };
}
