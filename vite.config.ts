import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * App modules every public page needs; admin code, the form schemas (zod), the insights' beacon rules (zod, read by
 * two admin screens and the server only), the default practice document (only a new database and the admin's schema
 * need it), route modules, the message catalogues' areas (a chunk each, loaded by the page that shows them) and the
 * journal's components (only its list, its posts and the admin's preview show them: about 4 KB compressed that every
 * other page carried), the booking form (only the booking page and Our Services show it) and the API client with the
 * public calls (loaded on first use, app/lib/public-api.ts) stay in their own chunks.
 */
function isSharedSiteModule(id: string): boolean {
  return (
    /[\\/]app[\\/]/.test(id) &&
    !/[\\/]admin[\\/]|[\\/]components[\\/]blog[\\/]|[\\/]components[\\/]appointment[\\/]|[\\/]routes[\\/]|[\\/]root\.tsx|[\\/]entry\.|[\\/]content[\\/]|schemas?\.ts|[\\/]lib[\\/]insights\.ts|[\\/]lib[\\/]api-client\.ts|[\\/]contract[\\/]public\.ts|[\\/]i18n[\\/](?:en|hi|te|ur)[\\/]|node_modules/.test(
      id,
    )
  );
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The server preloads each page's message areas by their built names (server/message-area-scripts.ts); React
  // Router keeps Vite's manifest only when it is asked for here.
  build: { manifest: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A phone on a slow network pays a round trip per file: a few larger chunks beat thirty small ones.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                { name: "site", test: isSharedSiteModule, minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
    },
  },
});
