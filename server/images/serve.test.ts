import { readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createImageStore } from "./store.ts";
import type { StoredImage } from "./variants.ts";
import { temporaryRoot, transparentPng } from "../../tests/support/image-fixtures.ts";

const root = temporaryRoot();
const store = createImageStore(root, createLogger("silent"));
let server: ReturnType<express.Express["listen"]>;
let base = "";
let image: StoredImage;

beforeAll(async () => {
  image = await store.save(await transparentPng(600, 400));
  const app = express();
  app.use("/uploads", store.staticHandler());
  app.use((_req, res) => res.status(418).send("fell through"));
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** Sends the path exactly as written; fetch would resolve dot segments before sending. */
function rawRequest(pathname: string, method: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/`, { method, path: pathname }, (response) => {
      response.resume();
      resolve(response);
    });
    request.on("error", reject).end();
  });
}

async function expectPlainNotFound(pathname: string, method = "GET") {
  const response = await rawRequest(pathname, method);
  expect(response.statusCode, pathname).toBe(404);
  expect(response.headers["content-type"], pathname).toMatch(/^text\/plain/);
  expect(response.headers["cache-control"], pathname).toBeUndefined();
}

describe("serving stored images", () => {
  it("answers each variant with its type, nosniff and a year-long immutable cache", async () => {
    const expectedTypes = { "600.avif": "image/avif", "600.webp": "image/webp", "600.jpg": "image/jpeg", "480.jpg": "image/jpeg" };
    for (const [file, type] of Object.entries(expectedTypes)) {
      const response = await fetch(`${base}/uploads/${image.id}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(readFileSync(path.join(root, image.id, file)))).toBe(true);
    }
    const head = await fetch(`${base}/uploads/${image.id}/600.jpg`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it("serves nothing but the stored variants: other types, listings, dotfiles and escapes are a plain 404", async () => {
    // Files a store would never write, placed beside real variants.
    writeFileSync(path.join(root, image.id, "600.png"), "png");
    writeFileSync(path.join(root, image.id, "600.svg"), "<svg onload=alert(1)>");
    writeFileSync(path.join(root, image.id, ".600.jpg"), "hidden");
    writeFileSync(path.join(root, "secret.txt"), "secret");
    for (const pathname of [
      `/uploads/${image.id}/600.png`,
      `/uploads/${image.id}/600.svg`,
      `/uploads/${image.id}/.600.jpg`,
      `/uploads/${image.id}/`,
      `/uploads/${image.id}`,
      "/uploads/",
      "/uploads/secret.txt",
      `/uploads/${image.id}/../secret.txt`,
      `/uploads/${image.id}/%2e%2e/secret.txt`,
      `/uploads/${image.id}/..%2fsecret.txt`,
      `/uploads/${image.id}%2f600.jpg`,
      `/uploads/${image.id}/1234.jpg`,
      "/uploads/ffffffffffffffffffffffff/600.jpg",
    ]) {
      await expectPlainNotFound(pathname);
    }
    await expectPlainNotFound(`/uploads/${image.id}/600.jpg`, "POST");
  });
});
