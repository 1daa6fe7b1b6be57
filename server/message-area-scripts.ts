import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { languageOfPath } from "#app/i18n/languages.ts";
import { areasOfPage } from "#app/i18n/page-areas.ts";

/** The part of Vite's build manifest read here: each source module's built file, under the client folder. */
type ViteManifest = Record<string, { file: string }>;

/**
 * The built files of the message areas the page at a path shows, in its language, for the page to preload beside its
 * scripts: the browser would otherwise learn of them only once the entry script ran, one round trip later (issue 28).
 * In development Vite serves the sources and there is no manifest: no preloads, the browser imports them as before.
 */
export function messageAreaScripts(clientDir: string | undefined): (pathname: string) => string[] {
  const manifestFile = clientDir ? path.join(clientDir, ".vite", "manifest.json") : "";
  if (!manifestFile || !existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as ViteManifest;
  return (pathname) => {
    const lang = languageOfPath(pathname);
    return areasOfPage(pathname).map((area) => {
      const built = manifest[`app/i18n/${lang}/${area}.ts`];
      if (!built) throw new Error(`the build has no ${lang} ${area} messages`);
      return `/${built.file}`;
    });
  };
}
