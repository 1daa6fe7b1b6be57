/** What every public form says: the privacy consent, its field problems, the sent dialog's button. */
export const forms = {
  consent: { before: "By sending this you agree to our ", link: "privacy notice", after: "." },
  submitting: "Submitting...",
  opensInNewTab: "(opens in a new tab)",
  ok: "OK",
  /** The rules are the API's (schemas.ts); these say its refusals in the page's language. */
  problems: {
    required: (field: string) => `${field} is required`,
    tooLong: (field: string, max: string) => `${field} must be at most ${max} characters`,
    email: "Enter a valid email address",
    phone: (min: number, max: number) => `Mobile must be ${min} to ${max} digits`,
  },
  fields: { name: "Name", mobile: "Mobile", email: "Email", message: "Message", comment: "Comment" },
};
