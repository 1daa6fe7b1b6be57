import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { ImageError } from "../images/errors.ts";
import { createImageStore } from "../images/store.ts";
import { temporaryRoot, transparentPng } from "../../tests/support/image-fixtures.ts";
import { readUpload } from "./upload.ts";

const root = temporaryRoot();
const store = createImageStore(root, createLogger("silent"));
let server: ReturnType<express.Express["listen"]>;
let base = "";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

beforeAll(async () => {
  const app = express();
  const answerRefusal = (error: unknown, res: express.Response) => {
    if (!(error instanceof ImageError)) throw error;
    res.status(error.status).json({ message: error.message });
  };
  // What an API handler does with an upload: read it, then store it.
  app.post("/read", async (req, res) => {
    try {
      const bytes = await readUpload(req, "image");
      res.json({ size: bytes.length, sha256: sha256(bytes) });
    } catch (error) {
      answerRefusal(error, res);
    }
  });
  app.post("/store", async (req, res) => {
    try {
      const image = await store.save(await readUpload(req, "image"));
      res.json({ width: image.width });
    } catch (error) {
      answerRefusal(error, res);
    }
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function form(parts: Record<string, string | { bytes: Buffer; name: string; type: string }>): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(parts)) {
    if (typeof value === "string") body.append(field, value);
    else body.append(field, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  return body;
}

async function post(pathname: string, body: FormData | string, headers: Record<string, string> = {}) {
  const response = await fetch(base + pathname, { method: "POST", body, headers });
  return { status: response.status, body: (await response.json()) as { message?: string; size?: number; sha256?: string; width?: number } };
}

describe("reading an uploaded image", () => {
  it("reads the named file field exactly, ignoring the other fields", async () => {
    const bytes = await transparentPng(320, 200);
    const answer = await post("/read", form({ title: "Clinic", image: { bytes, name: "clinic.png", type: "image/png" }, note: "x" }));
    expect(answer).toEqual({ status: 200, body: { size: bytes.length, sha256: sha256(bytes) } });
  });

  it("asks for multipart/form-data when the body is anything else", async () => {
    const answer = await post("/read", JSON.stringify({ image: "abc" }), { "content-type": "application/json" });
    expect(answer).toEqual({ status: 400, body: { message: "Send the image as multipart/form-data" } });
  });

  it("asks for a file when the field is missing, misnamed or empty", async () => {
    const bytes = await transparentPng(10, 10);
    for (const body of [
      form({ title: "no file" }),
      form({ photo: { bytes, name: "a.png", type: "image/png" } }),
      form({ image: { bytes: Buffer.alloc(0), name: "", type: "application/octet-stream" } }),
    ]) {
      expect(await post("/read", body)).toEqual({ status: 400, body: { message: "Please choose an image file" } });
    }
  });

  it("refuses a file over 10 MiB with 413, whether the size is announced or found while reading", async () => {
    const justOver = Buffer.alloc(10 * 1024 * 1024 + 1, 0x42);
    const answer = await post("/read", form({ image: { bytes: justOver, name: "big.jpg", type: "image/jpeg" } }));
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/larger than 10 MB/);

    const farOver = Buffer.alloc(16 * 1024 * 1024, 0x42);
    expect((await post("/read", form({ image: { bytes: farOver, name: "huge.jpg", type: "image/jpeg" } }))).status).toBe(413);

    const atLimit = Buffer.alloc(10 * 1024 * 1024, 0x42);
    expect((await post("/read", form({ image: { bytes: atLimit, name: "ok.jpg", type: "image/jpeg" } }))).status).toBe(200);
  });

  it("judges the stored file by its bytes, not its name or declared type", async () => {
    const disguised = form({ image: { bytes: Buffer.from("plain text, not a picture"), name: "x.png", type: "image/png" } });
    expect(await post("/store", disguised)).toEqual({ status: 415, body: { message: "Please upload a JPEG, PNG, WebP, AVIF or GIF image" } });

    const honest = form({ image: { bytes: await transparentPng(300, 200), name: "photo.txt", type: "text/plain" } });
    expect(await post("/store", honest)).toEqual({ status: 200, body: { width: 300 } });
  });
});
