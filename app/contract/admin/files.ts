// The back office's calls that carry a file, apart from call.ts so that the public pages' scripts do not carry them.
import { declaring } from "#app/contract/call.ts";

/** One image sent as multipart in `field`; the answer comes in API.md's envelope. */
export function upload<P extends `/api/${string}`>(path: P, field: string) {
  return declaring("POST", path, "upload", field);
}

/** A file the browser saves: the answer is the file itself; a refusal comes in API.md's envelope. */
export function download<P extends `/api/${string}`>(path: P) {
  return declaring("GET", path, "download");
}
