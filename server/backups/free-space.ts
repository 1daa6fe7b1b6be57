import { mkdir, stat, statfs } from "node:fs/promises";

/**
 * Whether the disk of `backupDir` has room for a copy of the database (with its write-ahead log): a backup that
 * fills the disk would make the site's own writes fail. Answers the figures for the log either way.
 */
export async function roomForBackup(databaseFile: string, backupDir: string): Promise<{ enough: boolean; freeBytes: number; neededBytes: number }> {
  await mkdir(backupDir, { recursive: true });
  const disk = await statfs(backupDir);
  const freeBytes = disk.bavail * disk.bsize;
  const sizes = await Promise.all(
    [databaseFile, `${databaseFile}-wal`].map((file) =>
      stat(file).then(
        (info) => info.size,
        () => 0,
      ),
    ),
  );
  const neededBytes = sizes[0]! + sizes[1]!;
  return { enough: freeBytes >= neededBytes, freeBytes, neededBytes };
}
