// Migration 016: each image records its widest JPEG's file name, set by a trigger for every new image and filled in
// once for the images stored before the upgrade.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./connection.ts";

const variants = JSON.stringify([
  { width: 640, format: "avif", file: "640.avif" },
  { width: 640, format: "jpeg", file: "640.jpg" },
  { width: 1280, format: "webp", file: "1280.webp" },
  { width: 1280, format: "jpeg", file: "1280.jpg" },
  { width: 1600, format: "avif", file: "1600.avif" },
]);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openFresh() {
  const dir = mkdtempSync(path.join(tmpdir(), "site-largest-jpeg-"));
  dirs.push(dir);
  return { dir, handle: openDatabase(dir) };
}

const insert = "INSERT INTO images (id, width, height, variants, created_at) VALUES (?, 1600, 900, ?, '2026-11-27T00:00:00.000Z')";
const largestOf = (handle: ReturnType<typeof openDatabase>, id: string) =>
  (handle.sqlite.prepare("SELECT largest_jpeg FROM images WHERE id = ?").get(id) as { largest_jpeg: string | null }).largest_jpeg;

describe("an image's widest JPEG", () => {
  it("is recorded with the image, whoever inserts it; none without a JPEG", async () => {
    const { handle } = openFresh();
    handle.sqlite.prepare(insert).run("a".repeat(24), variants);
    handle.sqlite.prepare(insert).run("b".repeat(24), JSON.stringify([{ width: 640, format: "webp", file: "640.webp" }]));
    expect(largestOf(handle, "a".repeat(24))).toBe("1280.jpg");
    expect(largestOf(handle, "b".repeat(24))).toBeNull();
    await handle.close();
  });

  it("is filled in at the upgrade for the images stored before it", async () => {
    const { dir, handle } = openFresh();
    // The database as it was before migration 016.
    handle.sqlite.exec("DROP TRIGGER images_largest_jpeg; ALTER TABLE images DROP COLUMN largest_jpeg");
    handle.sqlite.prepare("DELETE FROM schema_migrations WHERE name = ?").run("016_image_largest_jpeg.sql");
    handle.sqlite.prepare(insert).run("c".repeat(24), variants);
    await handle.close();

    const upgraded = openDatabase(dir);
    expect(largestOf(upgraded, "c".repeat(24))).toBe("1280.jpg");
    await upgraded.close();
  });
});
