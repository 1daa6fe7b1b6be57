import type { Messages } from "../en/index.ts";

export const paging: Messages["paging"] = {
  pageOf: (page, pages) => `पेज ${page} / ${pages}`,
};
