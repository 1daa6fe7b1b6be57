import { layout } from "./layout.ts";

/**
 * The English texts of the public pages, the reference every other language is typed by: a key missing in a
 * language, or one it has that English has not, fails the type check.
 */
export const en = { layout };

export type Messages = typeof en;
