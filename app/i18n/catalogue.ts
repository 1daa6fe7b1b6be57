import { useLocation } from "react-router";
import { en, type Messages } from "./en/index.ts";
import { type Lang, languageOfPath } from "./languages.ts";

/**
 * The message catalogues this process holds: English always; on the server every language
 * (catalogues.server.ts), in the browser only the page's own, loaded before hydration (entry.client.tsx).
 */
const catalogues: Partial<Record<Lang, Messages>> = { en };

export function provideCatalogue(lang: Lang, messages: Messages): void {
  catalogues[lang] = messages;
}

/** The messages of a language outside React (a loader, a `meta` function). */
export function messagesFor(lang: Lang): Messages {
  const messages = catalogues[lang];
  if (!messages) throw new Error(`the ${lang} messages are not loaded`);
  return messages;
}

/** The language of the page being shown, from its address. */
export function useLang(): Lang {
  return languageOfPath(useLocation().pathname);
}

/** Every text of the public pages, in the page's language. */
export function useMessages(): Messages {
  return messagesFor(useLang());
}
