import { use } from "react";
import { useLocation } from "react-router";
import type { Messages } from "./en/index.ts";
import { type Lang, languageOfPath } from "./languages.ts";
import { loadArea } from "./load-areas.ts";
import { providedArea } from "./provided-areas.ts";

function areaIn(lang: Lang, area: string): unknown {
  const texts = providedArea(lang, area);
  if (texts !== undefined) return texts;
  // An area the page's table did not foresee (load-areas.ts): React waits for its chunk, as for any promise a render uses.
  return use(loadArea(lang, area));
}

const views = new Map<Lang, Messages>();

/**
 * The messages of a language, read an area at a time as the code names them (`messagesFor("hi").booking`): in a
 * component, a `meta` function or a loader.
 */
export function messagesFor(lang: Lang): Messages {
  let view = views.get(lang);
  if (!view) {
    view = new Proxy({} as Messages, { get: (_target, area) => (typeof area === "string" ? areaIn(lang, area) : undefined) });
    views.set(lang, view);
  }
  return view;
}

/** The language of the page being shown, from its address. */
export function useLang(): Lang {
  return languageOfPath(useLocation().pathname);
}

/** Every text of the public pages, in the page's language. */
export function useMessages(): Messages {
  return messagesFor(useLang());
}
