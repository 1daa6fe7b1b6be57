import { about } from "./about.ts";
import { common } from "./common.ts";
import { home } from "./home.ts";
import { layout } from "./layout.ts";
import { media } from "./media.ts";
import { notFound } from "./notFound.ts";
import { services } from "./services.ts";
import { whyChooseUs } from "./whyChooseUs.ts";

/**
 * The English texts of the public pages, the reference every other language is typed by: a key missing in a
 * language, or one it has that English has not, fails the type check.
 */
export const en = { layout, common, home, whyChooseUs, about, services, media, notFound };

export type Messages = typeof en;
