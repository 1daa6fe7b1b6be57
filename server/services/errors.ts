/**
 * Input that passed the request's schema but that a service refuses on a closer look (a section that takes too long
 * to format): answered 400 with `errors` naming the fields, like a schema's refusal, and nothing is stored.
 */
export class InvalidInput extends Error {
  readonly errors: Record<string, string>;
  constructor(message: string, errors: Record<string, string>) {
    super(message);
    this.errors = errors;
  }
}

/** A save that started from an older revision than the stored one: nothing is stored, the caller gets the stored post. */
export class StaleRevision<Stored> extends Error {
  readonly stored: Stored;
  constructor(stored: Stored) {
    super("This post was changed in another tab or device");
    this.stored = stored;
  }
}

/** An address another post already has. */
/** An address another post had before: taking it makes that post's old links lead to this one (issue 31). */
export class AddressTakeover extends Error {
  readonly slug: string;
  readonly owner: { id: string; title: string };
  constructor(slug: string, owner: { id: string; title: string }) {
    super(`The address "${slug}" was the address of the post "${owner.title}" before: its old links would lead to this post instead`);
    this.slug = slug;
    this.owner = owner;
  }
}

export class SlugTaken extends Error {
  readonly slug: string;
  readonly owner: { id: string; title: string };
  constructor(slug: string, owner: { id: string; title: string }) {
    super(`The address "${slug}" is already used by the post "${owner.title}"`);
    this.slug = slug;
    this.owner = owner;
  }
}

/** A second translation of the same original into the same language: the one that exists is named. */
export class TranslationExists extends Error {
  readonly existing: { id: string; title: string; slug: string };
  constructor(lang: string, existing: { id: string; title: string; slug: string }) {
    super(`This post already has a translation in this language (${lang}): "${existing.title}"`);
    this.existing = existing;
  }
}

/** Deleting an original that has translations, without saying what becomes of them. */
export class TranslationsNeedChoice extends Error {
  readonly translations: number;
  constructor(translations: number) {
    super(`This post has ${translations} translation(s): say whether to delete them too or keep them as posts of their own`);
    this.translations = translations;
  }
}
