import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Writable } from "node:stream";
import { createGzip } from "node:zlib";
import tar from "tar-stream";

/**
 * Streams `folder` as a .tar.gz whose entries sit under one directory named like the folder, without holding the
 * archive in memory. tar-stream writes the tar format in plain JavaScript and zlib compresses it: no native
 * module and no `tar` program needed (decision 0016).
 */
export async function writeTarGz(folder: string, destination: Writable): Promise<void> {
  const pack = tar.pack();
  const finished = pipeline(pack, createGzip(), destination);
  const root = path.basename(folder);
  try {
    for (const relative of await filesUnder(folder)) {
      const file = path.join(folder, relative);
      const info = await stat(file);
      const entry = pack.entry({ name: path.posix.join(root, ...relative.split(path.sep)), size: info.size, mtime: info.mtime, mode: 0o600 });
      await pipeline(createReadStream(file), entry);
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await finished;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}
