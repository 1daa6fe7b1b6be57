import type { MetaDescriptor } from "react-router";
import { practice } from "#app/content/practice.ts";

/** Every admin page: its own title and kept out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Admin | ${practice.shortName}` }, { name: "robots", content: "noindex, nofollow" }];
}
