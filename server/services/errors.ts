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
