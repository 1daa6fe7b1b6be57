/**
 * What a form field may hold, read from the zod schema that checks it (as conform's `getZodConstraint` does), so a
 * limit is written once, in the schema, and the form's `maxLength`, `required`, `min` and `max` follow it.
 */
import type { core } from "zod";

export type FieldConstraint = {
  /** False when the schema lets the field be left out (optional, or with a default). */
  required: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** The field's regular expressions as one HTML `pattern`, which must match the whole value where zod's may match a part. */
  pattern?: string;
};

export type FieldPath = readonly (string | number)[];

/**
 * Looks through what does not change what a person types: optional, default, readonly, and pipes (a transform after
 * the field reads the field; a preprocess before it reads what it feeds).
 */
function unwrap(schema: core.$ZodType): { schema: core.$ZodTypes; optional: boolean } {
  let current = schema as core.$ZodTypes;
  let optional = false;
  for (;;) {
    const def = current._zod.def;
    if (def.type === "optional" || def.type === "default" || def.type === "prefault") {
      optional = true;
      current = def.innerType as core.$ZodTypes;
    } else if (def.type === "nullable" || def.type === "readonly" || def.type === "catch") {
      current = def.innerType as core.$ZodTypes;
    } else if (def.type === "nonoptional") {
      optional = false;
      current = def.innerType as core.$ZodTypes;
    } else if (def.type === "pipe") {
      current = (def.in._zod.def.type === "transform" ? def.out : def.in) as core.$ZodTypes;
    } else if (def.type === "lazy") {
      current = def.getter() as core.$ZodTypes;
    } else {
      return { schema: current, optional };
    }
  }
}

function child(schema: core.$ZodTypes, segment: string | number): core.$ZodType | undefined {
  const def = schema._zod.def;
  if (def.type === "object") return typeof segment === "string" ? def.shape[segment] : undefined;
  if (def.type === "array") return typeof segment === "number" ? def.element : undefined;
  if (def.type === "tuple") return typeof segment === "number" ? (def.items[segment] ?? def.rest ?? undefined) : undefined;
  if (def.type === "record") return def.valueType;
  return undefined;
}

/** The constraint of the field at `path` in `schema` (array items by any index); a path the schema lacks throws. */
export function fieldConstraint(schema: core.$ZodType, path: FieldPath): FieldConstraint {
  let found = unwrap(schema);
  for (const segment of path) {
    const next = child(found.schema, segment);
    if (!next) throw new Error(`The schema has no field ${path.join(".")}`);
    found = unwrap(next);
  }
  const constraint: FieldConstraint = { required: !found.optional };
  const patterns: string[] = [];
  for (const check of (found.schema._zod.def.checks ?? []) as core.$ZodChecks[]) {
    const def = check._zod.def;
    if (def.check === "min_length") constraint.minLength = Math.max(constraint.minLength ?? 0, def.minimum);
    else if (def.check === "max_length") constraint.maxLength = Math.min(constraint.maxLength ?? Number.POSITIVE_INFINITY, def.maximum);
    else if (def.check === "length_equals") {
      constraint.minLength = def.length;
      constraint.maxLength = def.length;
    } else if (def.check === "greater_than" && def.inclusive) constraint.min = Number(def.value);
    else if (def.check === "less_than" && def.inclusive) constraint.max = Number(def.value);
    else if (def.check === "string_format" && def.format === "regex" && def.pattern) patterns.push(def.pattern.source);
  }
  if (patterns.length > 0) constraint.pattern = wholeValuePattern(patterns);
  return constraint;
}

/** `^…$` as it is; otherwise each pattern as a lookahead that may match anywhere, as zod tests it. */
function wholeValuePattern(patterns: string[]): string {
  const [only] = patterns;
  if (patterns.length === 1 && only?.startsWith("^") && only.endsWith("$") && !only.endsWith("\\$")) return only;
  return `${patterns.map((pattern) => `(?=[\\s\\S]*?(?:${pattern}))`).join("")}[\\s\\S]*`;
}

/** The attributes a text input takes from its field's constraint, to spread on it. */
export function textLimits(schema: core.$ZodType, path: FieldPath): { maxLength?: number; required: boolean } {
  const { maxLength, required } = fieldConstraint(schema, path);
  return { maxLength, required };
}
