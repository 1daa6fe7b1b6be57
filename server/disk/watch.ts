import { closeSync, openSync, rmSync, statfsSync, writeSync } from "node:fs";
import path from "node:path";
import type { DiskSpace } from "#app/lib/domain.ts";
import type { Logger } from "../logger.ts";

/**
 * Room kept aside in DATA_DIR/disk-reserve and given back at the first write that finds the disk full: while writes
 * are refused, signing in and deleting (what the doctor needs to clean up) still find room. A sign-in writes a few
 * pages (session, activity, a security e-mail in the outbox), so 8 MiB is hundreds of them.
 */
const reserveBytes = 8 * 1024 * 1024;
const reserveFileName = "disk-reserve";
/** What the writes need free beside the reserve: with less, the next ones may find the disk full. */
const roomForWrites = reserveBytes;
/** Writes resume once this much is free: the reserve taken back, and the room the writes need. */
const roomToResume = reserveBytes + roomForWrites;
/** The dashboard warns below either (issue 31). */
const lowFreeFraction = 0.1;
const lowFreeBytes = 200 * 1024 * 1024;

/**
 * The disk under DATA_DIR as the server sees it: its free space, and whether writes are failing for want of room
 * (from the first write that found the disk full until there is room again). The reserve is made at start-up.
 * ([decision 36](../../docs/decisions/0036-a-released-reserve-keeps-sign-in-working-on-a-full-disk.md))
 */
export function createDiskWatch({ dataDir, logger }: { dataDir: string; logger: Logger }) {
  const reserveFile = path.join(dataDir, reserveFileName);
  let full = false;

  function space(): DiskSpace {
    const stats = statfsSync(dataDir);
    const freeBytes = stats.bavail * stats.bsize;
    const totalBytes = stats.blocks * stats.bsize;
    return { freeBytes, totalBytes, low: freeBytes < lowFreeBytes || freeBytes < totalBytes * lowFreeFraction };
  }

  /** Writes the reserve's bytes (zeros, so the file system really gives the blocks), unless it is there already. */
  function keepReserve(): boolean {
    let file: number;
    try {
      file = openSync(reserveFile, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return true;
      throw error;
    }
    const chunk = Buffer.alloc(1024 * 1024);
    try {
      for (let written = 0; written < reserveBytes; written += chunk.length) writeSync(file, chunk);
      return true;
    } catch (error) {
      rmSync(reserveFile, { force: true });
      if ((error as NodeJS.ErrnoException).code === "ENOSPC") return false;
      throw error;
    } finally {
      closeSync(file);
    }
  }

  /** True from the first write that found the disk full until there is room again (checked on every call). */
  function writesFailing(): boolean {
    if (full && space().freeBytes >= roomToResume && keepReserve()) {
      full = false;
      logger.info({ freeBytes: space().freeBytes }, "the disk has room again: writes resume");
    }
    return full;
  }

  return {
    space,

    /** At start-up: the reserve, when there is room for it. */
    start(): void {
      if (!keepReserve()) logger.warn({ freeBytes: space().freeBytes }, "no room for the disk reserve: the disk is (nearly) full");
    },

    /** The first write that found the disk full: one error line with the free space, and the reserve given back. */
    noteFull(context: Record<string, unknown>): void {
      if (full) return;
      full = true;
      rmSync(reserveFile, { force: true });
      logger.error({ ...context, freeBytes: space().freeBytes }, "the disk is full: writes are refused (507) until there is room again");
    },

    writesFailing,

    /**
     * Whether writes fail or soon may: from the first write that found the disk full, and before it whenever less than
     * the writes' room is free beside the reserve (the health check's `degraded`, so a monitor hears of it first).
     */
    writesAtRisk(): boolean {
      return writesFailing() || space().freeBytes < roomForWrites;
    },
  };
}

export type DiskWatch = ReturnType<typeof createDiskWatch>;
