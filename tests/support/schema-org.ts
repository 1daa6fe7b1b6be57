// schema.org's vocabulary as schema-dts ships it (its declarations are generated from schema.org's current release):
// every class with the properties it and its parents define, and every enumeration member. Lets a test check that each
// node of the site's JSON-LD uses a real type, only properties that type has, and real enumeration members.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const declarations = readFileSync(path.join(path.dirname(require.resolve("schema-dts/package.json")), "dist/schema.d.ts"), "utf8");

/** "XBase" → its own properties and the bases it extends. */
const bases = new Map<string, { parents: string[]; properties: string[] }>();
for (const match of declarations.matchAll(/^interface (\w+Base) extends ([^{]+)\{\n([\s\S]*?)^\}/gm)) {
  const parents = match[2]!
    .split(",")
    .map((parent) => parent.trim())
    .filter((parent) => /^\w+Base$/.test(parent));
  const properties = [...match[3]!.matchAll(/^ {4}"([\w-]+)"\?:/gm)].map((property) => property[1]!);
  bases.set(match[1]!, { parents, properties });
}

/** "MedicalClinic" → "MedicalClinicBase" (a class with no properties of its own names its parent's base). */
const classes = new Map<string, string>();
for (const match of declarations.matchAll(/^export interface (\w+)Leaf extends (\w+Base) \{\n {4}"@type": "(\w+)";/gm)) {
  classes.set(match[3]!, match[2]!);
}

function propertiesOf(base: string, into = new Set<string>()): Set<string> {
  const entry = bases.get(base);
  if (!entry) return into;
  for (const property of entry.properties) into.add(property);
  for (const parent of entry.parents) propertiesOf(parent, into);
  return into;
}

function isSchemaType(type: string): boolean {
  return classes.has(type);
}

/** Whether `property` may be used on a node of `type` (defined on the type or a parent). */
function hasProperty(type: string, property: string): boolean {
  const base = classes.get(type);
  return base !== undefined && propertiesOf(base).has(property);
}

/** "https://schema.org/Psychiatric" is a member of some enumeration. */
function isEnumerationMember(url: string): boolean {
  return declarations.includes(`"${url}"`);
}

/**
 * Every problem in a JSON-LD tree: unknown types, properties a node's type does not define, and schema.org URLs that
 * name no enumeration member. An empty list means the data uses only schema.org's vocabulary.
 */
export function vocabularyProblems(value: unknown, where = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => vocabularyProblems(item, `${where}[${index}]`));
  if (typeof value === "string") {
    return value.startsWith("https://schema.org/") && !isEnumerationMember(value) ? [`${where}: ${value} is not a schema.org member`] : [];
  }
  if (value === null || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const type = node["@type"];
  const problems: string[] = [];
  if (typeof type === "string" && !isSchemaType(type)) problems.push(`${where}: @type ${type} is not a schema.org type`);
  for (const [key, child] of Object.entries(node)) {
    if (!key.startsWith("@") && typeof type === "string" && !hasProperty(type, key)) problems.push(`${where}: ${type} has no property ${key}`);
    problems.push(...vocabularyProblems(child, `${where}.${key}`));
  }
  return problems;
}
