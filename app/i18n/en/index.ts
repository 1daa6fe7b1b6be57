import { booking } from "./booking.ts";
import { comments } from "./comments.ts";
import { contact } from "./contact.ts";
import { forms } from "./forms.ts";
import { journal } from "./journal.ts";
import { layout } from "./layout.ts";
import { paging } from "./paging.ts";
import { privacy } from "./privacy.ts";

/**
 * The English texts of the public pages, the reference every other language is typed by: a key missing in a
 * language, or one it has that English has not, fails the type check.
 */
export const en = { layout, booking, contact, journal, comments, forms, paging, privacy };

export type Messages = typeof en;
