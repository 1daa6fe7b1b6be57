import type { Messages } from "../en/index.ts";
import { booking } from "./booking.ts";
import { comments } from "./comments.ts";
import { contact } from "./contact.ts";
import { forms } from "./forms.ts";
import { journal } from "./journal.ts";
import { layout } from "./layout.ts";
import { paging } from "./paging.ts";
import { privacy } from "./privacy.ts";

export const hi: Messages = { layout, booking, contact, journal, comments, forms, paging, privacy };
