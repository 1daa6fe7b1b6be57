import busboy from "busboy";
import type express from "express";
import { ImageError, imageMessages } from "../images/errors.ts";
import { imageUpload } from "#app/lib/rules.ts";

/** Reads an upload call's input: the record named in the path, and the bytes of the file from `fieldName`. */
export function uploadFrom(fieldName: string) {
  return async (req: express.Request): Promise<{ id: string; bytes: Buffer }> => ({ id: String(req.params.id), bytes: await readUpload(req, fieldName) });
}

const MULTIPART_ALLOWANCE = 1024 * 1024;

/**
 * Reads the one file sent in `fieldName` of a multipart request into memory. Other fields and
 * files are ignored; a file over the size limit is refused as soon as the limit is passed.
 */
export function readUpload(req: express.Request, fieldName: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (!req.is("multipart/form-data")) return reject(new ImageError(400, imageMessages.notMultipart));
    // The form's other parts are small; a body far beyond the file limit is refused before parsing.
    if (Number(req.headers["content-length"]) > imageUpload.maxBytes + MULTIPART_ALLOWANCE) {
      req.resume();
      return reject(new ImageError(413, imageMessages.tooManyBytes));
    }
    let parser: busboy.Busboy;
    try {
      // busboy signals its limit on reaching it, so one byte more marks a file that is truly over.
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: imageUpload.maxBytes + 1, fields: 50, parts: 60 } });
    } catch {
      // A multipart type without a boundary.
      return reject(new ImageError(400, imageMessages.notMultipart));
    }

    const chunks: Buffer[] = [];
    let settled = false;
    const fail = (error: ImageError) => {
      if (settled) return;
      settled = true;
      // The rest of the body is read and dropped so the answer reaches a client that is still sending.
      req.unpipe(parser);
      req.resume();
      reject(error);
    };

    parser.on("file", (name, stream) => {
      if (name !== fieldName) return stream.resume();
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(new ImageError(413, imageMessages.tooManyBytes)));
    });
    parser.on("error", () => fail(new ImageError(400, imageMessages.unreadableUpload)));
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      const bytes = Buffer.concat(chunks);
      if (bytes.length === 0) reject(new ImageError(400, imageMessages.noFile));
      else resolve(bytes);
    });
    req.on("error", () => fail(new ImageError(400, imageMessages.unreadableUpload)));
    req.pipe(parser);
  });
}
