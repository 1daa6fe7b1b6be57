/**
 * The rules of the practice document's fields, and its types (`Practice` and its parts, inferred from the rules), shared
 * by the server, the back office's Practice screen and the pages; practice-document.ts checks the document as a whole. Strings are trimmed first; every text and
 * every list has an upper bound so one save cannot grow the pages without limit.
 */
import { z } from "zod";
import type { Lang, TranslatedLang } from "#app/i18n/languages.ts";
import { defaultCrisis, defaultPrivacy } from "#app/content/crisis-and-privacy.ts";
import { defaultOnline } from "#app/content/online-consultation.ts";
import { defaultSelfCheck } from "#app/content/self-check.ts";
import { defaultPayment, defaultVisitQuestions } from "#app/content/payment.ts";
import { defaultReplyTemplates } from "#app/content/reply-templates.ts";
import { isCalendarDate } from "#app/lib/booking-days.ts";
import { optionalText, phoneDigits, phoneNumber, requiredText } from "#app/lib/field-schemas.ts";
import { textMax } from "#app/lib/rules.ts";
import { type ScheduleWindow, minutesOf } from "#app/lib/slots.ts";
import { isUpiId, rupeesInText } from "#app/lib/upi.ts";

const paragraph = 2000;

function list<Item extends z.ZodType>(item: Item, label: string, max: number, min = 0) {
  return z
    .array(item, { error: `${label} must be a list` })
    .min(min, min === 1 ? `Add at least one ${label.toLowerCase()}` : `${label} needs at least ${min}`)
    .max(max, `${label} can have at most ${max}`);
}

/** A link for people to follow: http or https only, so a `javascript:` URL can never reach a page. */
function webUrl(label: string) {
  return requiredText(label, 500).refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, `${label} must be a web address starting with https://`);
}

/** A web address, or a path on this site such as /images/doctor-800.jpg or /uploads/…. */
function imageUrl(label: string) {
  return requiredText(label, 500).refine(
    (value) => (value.startsWith("/") && !value.startsWith("//") && !/\s/.test(value)) || webUrl(label).safeParse(value).success,
    `${label} must be a path on this site or a web address`,
  );
}

/** As people read it: "+91 90000 12345". */
const phoneText = (label: string) => phoneNumber(label, `${label} must be ${phoneDigits.min} to ${phoneDigits.max} digits, with an optional + and spaces`);

/** What a `tel:` link needs: "tel:+919000012345". */
const telLink = requiredText("Phone link", 40).regex(
  new RegExp(`^tel:\\+?\\d{${phoneDigits.min},${phoneDigits.max}}$`),
  `Phone link must be tel: followed by ${phoneDigits.min} to ${phoneDigits.max} digits`,
);

/** wa.me wants the country code and the number, digits only. */
const whatsappNumber = requiredText("WhatsApp number", 15).regex(/^[1-9]\d{7,14}$/, "WhatsApp number must be the country code and number, 8 to 15 digits only");

/** A number as people read it and as a `tel:` link dials it; helplines may be as short as 112. */
const dialledNumber = z.object({
  display: requiredText("Number", textMax.phone),
  href: requiredText("Number link", 40).regex(/^tel:\+?\d{3,15}$/, "Number link must be tel: followed by 3 to 15 digits"),
});

const emailAddress = (label: string) => requiredText(label, textMax.email).pipe(z.email({ error: `${label} must be an e-mail address` }));

/** Monday 0 … Sunday 6. */
function mondayFirst(day: number): number {
  return (day + 6) % 7;
}

const clinicIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** 24-hour hhmm as a number: 0 to 2359 with minutes under 60 (1630 = 4:30 PM). */
function hhmm(label: string) {
  return z
    .number({ error: `${label} must be a time` })
    .int(`${label} must be a time`)
    .min(0, `${label} must be a time of day`)
    .max(2359, `${label} must be a time of day`)
    .refine((value) => value % 100 < 60, `${label} must have minutes under 60`);
}

const scheduleWindow = z
  .object({
    day: z.literal([0, 1, 2, 3, 4, 5, 6], { error: "Day must be 0 (Sunday) to 6 (Saturday)" }),
    start: hhmm("Start"),
    end: hhmm("End"),
  })
  .refine((window) => window.start < window.end, { message: "Start must be before end", path: ["end"] }) satisfies z.ZodType<ScheduleWindow>;

const postalAddress = z.object({
  streetAddress: requiredText("Street address"),
  locality: requiredText("Locality"),
  city: requiredText("City", 100),
  region: requiredText("State", 100),
  postalCode: requiredText("PIN code", 12).regex(/^[0-9A-Za-z -]+$/, "PIN code must be letters, digits and spaces"),
  country: requiredText("Country", 2).regex(/^[A-Z]{2}$/, "Country must be a two-letter code such as IN"),
});

const dayOff = z.string({ error: "Day off must be a date" }).trim().refine(isCalendarDate, "Day off must be a date (YYYY-MM-DD)");

/**
 * A week of opening windows, for a clinic or the video consultations: no two may overlap on one day. Stored in the
 * order people read a week, Monday first, so the pages can join consecutive days with the same hours.
 */
const weeklyHours = list(scheduleWindow, "Timings", 50)
  .superRefine((schedule, context) => {
    schedule.forEach((window, index) => {
      const clash = schedule.findIndex(
        (other, otherIndex) =>
          otherIndex < index && other.day === window.day && minutesOf(other.start) < minutesOf(window.end) && minutesOf(window.start) < minutesOf(other.end),
      );
      if (clash >= 0) context.addIssue({ code: "custom", message: "This window overlaps another on the same day", path: [index, "start"] });
    });
  })
  .transform((schedule) => [...schedule].sort((a, b) => mondayFirst(a.day) - mondayFirst(b.day) || a.start - b.start));

const daysOff = list(dayOff, "Days off", 366)
  .default([])
  .transform((days) => [...new Set(days)].sort());

const durationMins = z
  .number({ error: "Duration must be a number of minutes" })
  .int("Duration must be whole minutes")
  .min(5, "Duration must be 5 to 240 minutes")
  .max(240, "Duration must be 5 to 240 minutes");

/** A fee as an amount in whole rupees, for the payment step; the fee as shown stays the words patients read. */
const feeRupees = z
  .number({ error: "Fee in rupees must be a number" })
  .int("Fee in rupees must be whole rupees")
  .min(0, "Fee in rupees must be 0 or more")
  .max(100_000, "Fee in rupees must be at most 100000");

/** A clinic or the video offer stored before the amounts existed reads its amount from the fee as shown ("Rs. 500 …" → 500). */
function withFeeRupees(value: unknown): unknown {
  if (value === null || typeof value !== "object" || "feeRupees" in value || !("feeText" in value) || typeof value.feeText !== "string") return value;
  const rupees = rupeesInText(value.feeText);
  return rupees === null ? value : { ...value, feeRupees: rupees };
}

/** Where a clinic is on the map, for search engines (schema.org `geo`); documents from before it have none. */
const geo = z.object({
  latitude: z.number({ error: "Latitude must be a number" }).min(-90, "Latitude must be -90 to 90").max(90, "Latitude must be -90 to 90"),
  longitude: z.number({ error: "Longitude must be a number" }).min(-180, "Longitude must be -180 to 180").max(180, "Longitude must be -180 to 180"),
});

const clinic = z.preprocess(
  withFeeRupees,
  z.object({
    id: requiredText("Clinic id", 40).regex(clinicIdPattern, "Clinic id must be lowercase letters, digits and dashes"),
    name: requiredText("Clinic name"),
    summary: requiredText("Summary", 500),
    feeText: requiredText("Fee", 100),
    feeRupees,
    priceRange: requiredText("Price range", 50),
    durationText: requiredText("Duration text", 50),
    durationMins,
    schedule: weeklyHours,
    address: postalAddress,
    geo: geo.optional(),
    phone: phoneText("Clinic phone"),
    phoneHref: telLink,
    mapQuery: requiredText("Map search", 300),
    bookingUrl: webUrl("Booking link"),
    daysOff,
  }),
);

/**
 * Consultations by video call, which India's Telemedicine Practice Guidelines (2020) allow: booked like a clinic, with
 * hours and days off of their own. Documents from before the offer existed read with it switched off.
 */
const online = z
  .preprocess(
    withFeeRupees,
    z.object({
      enabled: z.boolean({ error: "Video consultations must be on or off" }),
      feeText: requiredText("Fee", 100),
      feeRupees,
      priceRange: requiredText("Price range", 50),
      durationText: requiredText("Duration text", 50),
      durationMins,
      schedule: weeklyHours,
      daysOff,
    }),
  )
  .default(defaultOnline);

const socialLink = z.object({ label: requiredText("Label", 100), url: webUrl("Link") });
const socialIds = ["facebook", "instagram", "linkedin", "x", "maps", "youtube", "whatsappChannel"] as const;

const imageInfo = z.object({
  url: imageUrl("Image"),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  sources: list(z.object({ type: z.enum(["image/avif", "image/webp", "image/jpeg"]), srcset: requiredText("Image sources", 2000) }), "Image sources", 3),
});

/** A payment page made in a gateway's dashboard (Razorpay Payment Page, Cashfree Payment Link): https only, or none. */
const paymentPageUrl = optionalText("Payment page", 500).refine((value) => {
  if (value === "") return true;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}, "Payment page must be a web address starting with https://");

/**
 * How patients pay (issue 38, decision 45): the site shows these and never holds a payment. The QR is the bank's image
 * as uploaded, with the payee its code names (read at upload), which must be the UPI ID. Documents stored before
 * payments existed read with no UPI ID, no QR and no payment page: the fee and "Pay at the clinic" only.
 */
const payment = z
  .object({
    videoPayWhen: z.enum(["before", "after"], { error: "When the video fee is paid must be before or after the consultation" }),
    upiId: optionalText("UPI ID", 100).refine((value) => value === "" || isUpiId(value), "UPI ID must look like name@bank, e.g. clinicname@okaxis"),
    payeeName: optionalText("Payee name", 60),
    qr: z
      .object({ image: imageInfo, payee: requiredText("QR payee", 256) })
      .nullable()
      .default(null),
    pageUrl: paymentPageUrl,
    appButton: z.boolean({ error: "The UPI app button must be on or off" }).default(false),
    policy: requiredText("Cancellation and refund policy", paragraph),
  })
  .default(defaultPayment);

/** "Before your visit": the practice's own questions and answers, on /before-your-visit and in its FAQPage data. */
const visitQuestions = list(z.object({ question: requiredText("Question", 200), answer: requiredText("Answer", paragraph) }), "Questions", 30).default(
  defaultVisitQuestions,
);

/**
 * A ready answer to a comment: `text` is the English, `texts` the same answer in each other language (issue 40), blank
 * where the doctor has not written it. Templates stored before the languages read with them all blank.
 */
const replyTemplate = z.object({
  title: requiredText("Title", 100),
  text: requiredText("Text", textMax.reply),
  texts: z
    .object({
      hi: optionalText("Hindi text", textMax.reply),
      te: optionalText("Telugu text", textMax.reply),
      ur: optionalText("Urdu text", textMax.reply),
    } satisfies Record<TranslatedLang, unknown>)
    .default({ hi: "", te: "", ur: "" }),
  forUrgent: z.boolean({ error: "Offer first for urgent comments must be on or off" }).default(false),
});

const employmentEntry = z.object({ title: requiredText("Title"), institution: requiredText("Institution"), duration: requiredText("Years", 50) });

/**
 * A language's texts (decision 31), keyed by the English field's path ("services.0.title"); a language can wait
 * unpublished until it is ready. Texts of fields the document does not have, and blank ones, are dropped on save.
 */
const languageTranslation = z.object({
  published: z.boolean({ error: "Published must be on or off" }),
  texts: z.record(z.string(), z.string({ error: "A translation must be text" }).trim().max(paragraph, `A translation must be at most ${paragraph} characters`)),
});

/** Each field of the document; practice-document.ts adds the rules across fields and the translations' limits. */
export const practiceFields = z.object({
  siteName: requiredText("Site name"),
  shortName: requiredText("Short name", 100),
  city: requiredText("City", 100),
  region: requiredText("State", 100),
  tagline: requiredText("Tagline"),
  brandNote: requiredText("Brand note", 500),
  languages: list(requiredText("Language", 50), "Languages", 20, 1),
  doctor: z.object({
    name: requiredText("Name", 100),
    qualifications: requiredText("Qualifications"),
    specialty: requiredText("Specialty"),
    medicalSpecialties: list(
      requiredText("Medical specialty", 50).regex(/^[A-Za-z]+$/, "Medical specialty must be one schema.org word"),
      "Medical specialties",
      20,
    ),
    description: z.tuple([requiredText("First paragraph", paragraph), requiredText("Second paragraph", paragraph)]),
    ctaText: requiredText("Button text", 60),
    imageUrl: imageUrl("Portrait"),
    image: imageInfo,
    altText: requiredText("Portrait description", 300),
    bookingProfileUrl: webUrl("Booking profile"),
    aboutTitle: requiredText("About title"),
    aboutHeading: requiredText("About heading"),
    aboutIntro: requiredText("About introduction", paragraph),
    // Documents saved before the field existed have none; the pages then leave the line out.
    registration: z
      .object({ number: optionalText("Registration number", 60), council: optionalText("Medical council", 150) })
      .default({ number: "", council: "" }),
  }),
  contact: z.object({
    phone: phoneText("Phone"),
    phoneHref: telLink,
    whatsappNumber,
    email: requiredText("Email", textMax.email).regex(z.regexes.email, "Enter a valid email address"),
    address: requiredText("Address", 300),
    mapUrl: webUrl("Map link"),
  }),
  social: z.object(Object.fromEntries(socialIds.map((id) => [id, socialLink])) as Record<(typeof socialIds)[number], typeof socialLink>),
  clinics: list(clinic, "Clinic", 10, 1).transform((clinics, context) => {
    // The type of the document promises a first clinic; `min(1)` has made sure of it.
    const [first, ...rest] = clinics;
    if (!first) {
      context.addIssue({ code: "custom", message: "Add at least one clinic" });
      return z.NEVER;
    }
    const nonEmpty: [typeof first, ...typeof rest] = [first, ...rest];
    return nonEmpty;
  }),
  online,
  payment,
  visitQuestions,
  services: list(
    z.object({
      id: requiredText("Service id", 60).regex(/^[a-z0-9-]+$/, "Service id must be lowercase letters, digits and dashes"),
      title: requiredText("Title"),
      summary: requiredText("Summary", 500),
      details: list(requiredText("Detail"), "Details", 20),
      // Whether the service's card links the private self-check (issue 39); services saved before it do not.
      selfCheck: z.boolean({ error: "Link the self-check must be on or off" }).default(false),
    }),
    "Services",
    30,
  ),
  reasons: list(z.object({ title: requiredText("Title"), text: requiredText("Text", 1000) }), "Reasons", 30),
  ratings: list(
    z.object({
      platform: requiredText("Platform", 100),
      reviews: z
        .number({ error: "Reviews must be a number" })
        .int("Reviews must be a whole number")
        .min(0, "Reviews must be 0 or more")
        .max(1_000_000, "Reviews is too large"),
      score: z.number({ error: "Score must be a number" }).min(0, "Score must be 0 or more").max(10, "Score must be at most 10"),
      outOf: z
        .number({ error: "Out of must be a number" })
        .int("Out of must be a whole number")
        .min(1, "Out of must be 1 to 10")
        .max(10, "Out of must be 1 to 10"),
      url: webUrl("Link"),
    }),
    "Ratings",
    10,
  ),
  employment: z.object({ current: list(employmentEntry, "Current positions", 30), past: list(employmentEntry, "Past positions", 50) }),
  education: list(z.object({ degree: requiredText("Degree"), institution: requiredText("Institution"), duration: requiredText("Years", 50) }), "Education", 30),
  memberships: list(z.object({ name: requiredText("Name"), role: requiredText("Role", 100) }), "Memberships", 30),
  research: list(requiredText("Research title", 500), "Research", 50),
  testimonials: list(
    z.object({ name: requiredText("Name", 100), context: optionalText("Context", 100), text: requiredText("Text", 1000), image: imageUrl("Photo") }),
    "Testimonials",
    50,
  ),
  maker: z.object({ name: requiredText("Name", 100), url: webUrl("Link") }),
  journal: z.object({ title: requiredText("Journal title"), tagline: requiredText("Journal tagline", 500) }),
  // Which journal posts end with a link to the private self-check (issue 39): the doctor's choice, off in documents
  // saved before it; a post qualifies by its category, compared without regard to case.
  selfCheck: z
    .object({
      onPosts: z.boolean({ error: "Offer the self-check on posts must be on or off" }),
      postCategories: list(requiredText("Category", 100), "Categories", 30),
    })
    .default(defaultSelfCheck),
  // Documents stored before the crisis line and the privacy notice existed read with the shipped values.
  crisis: z
    .object({
      helplineName: requiredText("Helpline name", 100),
      helpline: dialledNumber,
      helplineAlt: dialledNumber,
      helplineHours: requiredText("Helpline hours", 100),
      emergency: dialledNumber,
    })
    .default(defaultCrisis),
  privacy: z
    .object({
      controller: z.object({ name: requiredText("Name"), address: requiredText("Address", 500) }),
      requestsEmail: emailAddress("Requests e-mail"),
      grievanceOfficer: z.object({ name: requiredText("Name"), email: emailAddress("Grievance e-mail"), phone: dialledNumber }),
      answerWithinDays: z.number({ error: "Days to answer must be a number" }).int().min(1).max(90),
      updated: requiredText("Updated", 10).refine(isCalendarDate, "Updated must be a date such as 2026-11-23"),
    })
    .default(defaultPrivacy),
  // The doctor's ready answers to comments, for the back office only (never on a page). Documents stored before
  // them read with the shipped three.
  replyTemplates: list(replyTemplate, "Reply templates", 30).default(defaultReplyTemplates),
  // Documents saved before translations existed have none: every language unpublished.
  // Each language's own key, not a record of languages: zod's record would join the pages' form bundle.
  translations: z
    .object({ hi: languageTranslation.optional(), te: languageTranslation.optional(), ur: languageTranslation.optional() } satisfies Record<
      Exclude<Lang, "en">,
      unknown
    >)
    .optional(),
});

export type Practice = z.output<typeof practiceFields>;
export type Clinic = Practice["clinics"][number];
/** The video consultation offer: its fee, length, weekly hours and days off. */
export type OnlineConsultation = Practice["online"];
/** How patients pay: the UPI ID, the bank's QR, a payment page, when the video fee is paid, the refund policy. */
export type Payment = Practice["payment"];
export type VisitQuestion = Practice["visitQuestions"][number];
export type PostalAddress = Clinic["address"];
export type SocialId = (typeof socialIds)[number];
export type EmploymentEntry = Practice["employment"]["current"][number];
export type Testimonial = Practice["testimonials"][number];
export type ReplyTemplate = Practice["replyTemplates"][number];
/** The texts of the practice in each language but English, and whether each language has pages yet. */
export type PracticeTranslations = NonNullable<Practice["translations"]>;
