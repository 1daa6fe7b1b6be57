import type { RequestHandler } from "express";
import express from "express";
import type { Logger } from "../logger.ts";

export type ImageVariant = { width: number; format: "avif" | "webp" | "jpeg"; file: string };
export type StoredImage = { id: string; width: number; height: number; variants: ImageVariant[] };

export interface ImageStore {
  staticHandler(): RequestHandler;
}

export function createImageStore(root: string, _logger: Logger): ImageStore {
  return {
    staticHandler: () => express.static(root, { index: false }),
  };
}
