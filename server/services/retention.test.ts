import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/connection.ts";
import { createCommentService } from "./comments.ts";
import { createContactService } from "./contacts.ts";
import { createOutbox } from "./outbox.ts";
import { createRetentionService } from "./retention.ts";

const dayMs = 24 * 60 * 60 * 1000;
const person = { name: "Test Person", email: "person@test.example", mobile: "9000000000" };

// A real SQLite file in a temporary directory; only the clock is moved.
let dataDir: string;
let database: DatabaseHandle;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "retention-test-"));
  database = openDatabase(dataDir);
});
afterEach(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("retention.purge", () => {
  it("keeps everything for RETENTION_DAYS, then deletes contact messages and unpublished comments with their waiting e-mails", async () => {
    const { db } = database;
    const outbox = createOutbox(db, { enabled: true, journalTitle: async () => "The Journal" });
    const contacts = createContactService(db, outbox);
    const comments = createCommentService(db, outbox);
    const retention = createRetentionService(db, outbox, { retentionDays: 365 });
    const at = new Date().toISOString();
    await db
      .insertInto("blogs")
      .values({ id: "b".repeat(24), title: "A post", published: 1, created_at: at, updated_at: at })
      .execute();
    const blogId = "b".repeat(24);

    await contacts.create({ ...person, message: "A message" });
    const pending = await comments.create({ ...person, blogId, message: "Pending" });
    const published = await comments.create({ ...person, blogId, message: "Published" });
    await comments.setPublished(published!.id, true);
    expect((await outbox.counts()).waiting).toBe(3);

    const now = Date.now();
    expect(await retention.purge(new Date(now + 364 * dayMs))).toEqual({ contacts: 0, comments: 0 });
    expect(await retention.purge(new Date(now + 366 * dayMs))).toEqual({ contacts: 1, comments: 1 });

    expect((await contacts.list({ pageno: 0, pagesize: 100, sortby: "createdAt", order: "desc", search: "" })).total).toBe(0);
    const left = await comments.list({ pageno: 0, pagesize: 100, sortby: "createdAt", order: "desc", search: "" });
    expect(left.items.map((comment) => comment.id)).toEqual([published!.id]);
    expect(pending).not.toBeNull();
    // Only the published comment's e-mail still waits.
    expect((await outbox.counts()).waiting).toBe(1);
  });
});
