const mebibyte = 1024 * 1024;

/** 2048 → "2 KB", 5_400_000 → "5.1 MB", 3.2e9 → "3.0 GB": a size as the admin reads it. */
export function formatBytes(bytes: number): string {
  if (bytes < mebibyte) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 * mebibyte) return `${(bytes / mebibyte).toFixed(1)} MB`;
  return `${(bytes / (1024 * mebibyte)).toFixed(1)} GB`;
}
