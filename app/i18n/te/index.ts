import type { Messages } from "../en/index.ts";
import { about } from "./about.ts";
import { common } from "./common.ts";
import { home } from "./home.ts";
import { layout } from "./layout.ts";
import { media } from "./media.ts";
import { notFound } from "./notFound.ts";
import { services } from "./services.ts";
import { whyChooseUs } from "./whyChooseUs.ts";

export const te: Messages = { layout, common, home, whyChooseUs, about, services, media, notFound };
