/**
 * The one set of rules for every form and request body (API.md "Field limits"), used by the browser forms
 * and by the server. Strings are trimmed first; lengths count the trimmed text.
 */
import { z } from "zod";
import type { Messages } from "#app/i18n/en/index.ts";
import { type Lang, formatNumber } from "#app/i18n/languages.ts";
import { markdownProblem } from "#app/lib/markdown-limits.ts";
import {
  type SortedList,
  optionalText,
  paging,
  passwordMaxLength,
  passwordMinLength,
  phoneDigits,
  phoneNumber,
  requiredText,
  sortFields,
} from "#app/lib/field-schemas.ts";
import { textMax } from "#app/lib/rules.ts";
import { slugProblem } from "#app/lib/slug.ts";

/**
 * A reference to a record. Its shape is not judged here: a malformed id answers 404 like an unknown one,
 * so the service that looks it up decides.
 */
function reference(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);
}

function flag(label: string) {
  return z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
    error: `${label} must be true or false`,
  });
}

const emailField = requiredText("Email", textMax.email).regex(z.regexes.email, "Enter a valid email address");

const mobileField = phoneNumber("Mobile", `Mobile must be ${phoneDigits.min} to ${phoneDigits.max} digits`);

/** The hidden field people never see; a bot that fills it is answered as usual and ignored. */
const honeypot = z.string().optional();

export const commentInput = z.object({
  blogid: reference("Blog"),
  name: requiredText("Name", textMax.personName),
  email: emailField,
  mobile: mobileField,
  message: requiredText("Comment", textMax.comment),
  // The form's ticked checkbox sends "on"; left out, the commenter is never e-mailed.
  notifyReply: z.union([flag("E-mail me when the doctor replies"), z.literal("on").transform(() => true)]).default(false),
  website: honeypot,
});

export const contactInput = z.object({
  name: requiredText("Name", textMax.personName),
  mobile: mobileField,
  email: emailField,
  message: requiredText("Message", textMax.message),
  website: honeypot,
});

/** Blank means "not given" for the optional fields of the privacy requests. */
const blankAsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A person's copy or erasure: their e-mail, their mobile number, or both (at least one). */
export const privacyRequest = z
  .object({
    email: z.preprocess(blankAsAbsent, emailField.optional()),
    mobile: z.preprocess(blankAsAbsent, mobileField.optional()),
  })
  .refine((person) => person.email !== undefined || person.mobile !== undefined, {
    message: "Enter an e-mail address or a mobile number",
    path: ["email"],
  });

export const signinInput = z.object({
  email: requiredText("Email", textMax.email),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`),
});

/** An authenticator app's 6 digits, or a recovery code such as "k7m2-9xqp-4hdt". */
const codeField = z.string({ error: "Enter the code" }).trim().min(6, "Enter the 6-digit code, or a recovery code").max(40, "That is not a code");

export const mfaSignin = z.object({
  mfaToken: z.string({ error: "Sign in with your password first" }).min(1, "Sign in with your password first").max(200),
  code: codeField,
});

export const codeBody = z.object({ code: codeField });

/** A WebAuthn answer as @simplewebauthn/browser makes it; the library checks the rest. */
const webauthnResponse = z.looseObject({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal("public-key"),
  response: z.record(z.string(), z.unknown()),
});

export const passkeySignin = z.object({ response: webauthnResponse });

export const passkeyRegistration = z.object({
  response: webauthnResponse,
  name: requiredText("Name", 60),
});

/** Any one proof that it is still the admin: a code, a passkey, or the password (only without a second factor). */
export const reauthInput = z
  .object({ code: codeField.optional(), password: z.string().min(1).max(passwordMaxLength).optional(), response: webauthnResponse.optional() })
  .refine((proof) => proof.code !== undefined || proof.password !== undefined || proof.response !== undefined, {
    message: "Enter the code from your authenticator app",
    path: ["code"],
  });

export const passwordChange = z.object({
  current: z.string({ error: "Enter your current password" }).min(1, "Enter your current password").max(passwordMaxLength),
  next: z
    .string({ error: "Enter a new password" })
    .min(passwordMinLength, `The new password must be at least ${passwordMinLength} characters`)
    .max(passwordMaxLength, `The new password must be at most ${passwordMaxLength} characters`),
});

const blogSectionInput = z.object({
  title: optionalText("Section title", 200),
  description: optionalText("Section text", 50_000).superRefine((text, context) => {
    const problem = markdownProblem(text);
    if (problem) context.addIssue({ code: "custom", message: `Section text ${problem}; please simplify it` });
  }),
});

export const blogInput = z.object({
  title: requiredText("Title", 200),
  category: optionalText("Category", 200),
  metatitle: optionalText("Meta title", 200),
  metadescription: optionalText("Meta description", 500),
  content: z
    .array(blogSectionInput, { error: "Content must be a list of sections" })
    .min(1, "Add at least one section")
    .max(100, "A blog can have at most 100 sections"),
  author: optionalText("Author", 200),
  keywords: optionalText("Keywords", 500),
  /** The post's address; suggested from the title when absent (or empty) on create, kept as it is on update. */
  slug: z
    .string({ error: "The address must be text" })
    .trim()
    .toLowerCase()
    .superRefine((text, context) => {
      const problem = text === "" ? null : slugProblem(text);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .optional(),
  /** Takes an address another post had before, whose old links then lead to this post; without it such a save is refused (409). */
  confirmAddressTakeover: z.boolean({ error: "Confirm address takeover must be true or false" }).optional(),
});

export const blogUpdate = blogInput.extend({
  _id: reference("Blog id"),
  /** The revision the editor started from; an older one than stored is refused (409). Absent: the last write wins. */
  revision: z.number({ error: "Revision must be a whole number" }).int("Revision must be a whole number").min(0).optional(),
  /** A save the editor made by itself: kept in the history at most once per 10 minutes of writing. */
  autosave: z.boolean({ error: "Autosave must be true or false" }).optional(),
});

const isoInstant = z.iso.datetime({ offset: true, error: "Give the time as an ISO 8601 date and time" });

export const blogPublish = z.object({
  publishedid: reference("Blog id"),
  published: flag("Published"),
  /** With `published: true`, a time in the future schedules the post instead of publishing it now. */
  publishAt: z.union([isoInstant, z.null()]).optional(),
});

export const blogFeature = z.object({
  featuredid: reference("Blog id"),
  featured: flag("Featured"),
  featuredOrder: z
    .number({ error: "Featured order must be a whole number" })
    .int("Featured order must be a whole number")
    .min(0, "Featured order must be 0 or more")
    .max(10_000, "Featured order must be at most 10,000")
    .optional(),
});

export const commentPublish = z.object({
  commentid: reference("Comment id"),
  published: flag("Published"),
});

/** The doctor's answer to a comment: plain text with paragraphs. */
export const commentReply = z.object({
  commentid: reference("Comment id"),
  text: requiredText("Reply", textMax.reply),
});

export const commentReplyDelete = z.object({ commentid: reference("Comment id") });

export const mediaInput = z.object({
  title: requiredText("Title", 200),
  description: optionalText("Description", 2000),
});

export const mediaUpdate = mediaInput.extend({ _id: reference("Media id") });

/** `{ _id }`, the body of the get and delete calls. */
export const idBody = z.object({ _id: reference("Id") });

function listQueryFor<List extends SortedList>(list: List) {
  const fields = sortFields[list];
  return paging(20).extend({
    sortby: z.enum(fields, { error: `Sort by one of: ${fields.join(", ")}` }).default(fields[0]),
    order: z.enum(["asc", "desc"], { error: "Order must be asc or desc" }).default("desc"),
    search: optionalText("Search", 200),
  });
}

/**
 * `?pageno=&pagesize=` of a public list (`GET /api/user/blog`, comments, media): the newest 100 unless asked
 * otherwise, never more than 100, so no public answer grows with the content.
 */
export const publicPageQuery = paging(100);

/** A page of the public comments, of one blog when `blogid` names it. */
export const commentPageQuery = publicPageQuery.extend({ blogid: z.string({ error: "blogid must be one id" }).optional() });

/** The most ids one `GET /api/user/blog/readers?ids=` may ask about: a page of cards and then some. */
const maxReaderIds = 50;

/** `?ids=a,b,c`: the posts whose readers a list shows; blanks and repeats are dropped. */
export const readerIdsQuery = z.object({
  ids: z
    .string({ error: "ids is required: the posts' ids, separated by commas" })
    .transform((text) => [
      ...new Set(
        text
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length > 0, "ids is required: the posts' ids, separated by commas")
    .refine((ids) => ids.length <= maxReaderIds, `At most ${maxReaderIds} ids at a time`),
});

/** The list bodies with their defaults; each admin list narrows `sortby` to its own fields. */
export const blogListQuery = listQueryFor("blogs");
/**
 * The comments list may be narrowed to published comments awaiting a reply, or to those replied to; to the held
 * (`published: false`) or published ones; to the urgent ones or the others. The narrowings combine.
 */
export const commentListQuery = listQueryFor("comments").extend({
  replies: z.enum(["awaiting", "replied"], { error: "Replies must be awaiting or replied" }).optional(),
  published: z.boolean({ error: "Published must be true or false" }).optional(),
  urgent: z.boolean({ error: "Urgent must be true or false" }).optional(),
});
export const contactListQuery = listQueryFor("contacts");
export const mediaListQuery = listQueryFor("media");
export const activityListQuery = listQueryFor("activity");

export type CommentInput = z.infer<typeof commentInput>;
export type ContactInput = z.infer<typeof contactInput>;
export type SigninInput = z.infer<typeof signinInput>;
export type PrivacyRequest = z.infer<typeof privacyRequest>;
export type BlogInput = z.infer<typeof blogInput>;
export type MediaInput = z.infer<typeof mediaInput>;

/**
 * The public forms' `{ field: first message }` in the page's language: the API's rules, said with the catalogue's
 * words (`labels` names each field as the form does). English reads exactly as the API's messages.
 */
export function fieldProblems(error: z.ZodError, say: Messages["forms"]["problems"], labels: Record<string, string>, lang: Lang): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "body");
    const label = labels[field] ?? field;
    problems[field] ??=
      issue.code === "too_big"
        ? say.tooLong(label, formatNumber(Number(issue.maximum), lang))
        : issue.code === "invalid_format"
          ? say.email
          : issue.code === "custom"
            ? say.phone(phoneDigits.min, phoneDigits.max)
            : say.required(label);
  }
  return problems;
}

/** `{ field: first message }` from a failed parse, the shape of the API's `errors` and of the forms' messages. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "body";
    errors[field] ??= issue.message;
  }
  return errors;
}
