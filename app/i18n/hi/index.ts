import type { Messages } from "../en/index.ts";
import { about } from "./about.ts";
import { accessibility } from "./accessibility.ts";
import { beforeYourVisit } from "./beforeYourVisit.ts";
import { booking } from "./booking.ts";
import { comments } from "./comments.ts";
import { common } from "./common.ts";
import { contact } from "./contact.ts";
import { forms } from "./forms.ts";
import { home } from "./home.ts";
import { journal } from "./journal.ts";
import { journalList } from "./journalList.ts";
import { layout } from "./layout.ts";
import { media } from "./media.ts";
import { notFound } from "./notFound.ts";
import { paging } from "./paging.ts";
import { payment } from "./payment.ts";
import { privacy } from "./privacy.ts";
import { selfCheck } from "./selfCheck.ts";
import { services } from "./services.ts";
import { whyChooseUs } from "./whyChooseUs.ts";

export const hi: Messages = {
  about,
  accessibility,
  beforeYourVisit,
  booking,
  comments,
  common,
  contact,
  forms,
  home,
  journal,
  journalList,
  layout,
  media,
  notFound,
  paging,
  payment,
  privacy,
  selfCheck,
  services,
  whyChooseUs,
};
