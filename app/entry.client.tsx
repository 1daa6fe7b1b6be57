import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalogue } from "#app/i18n/load-catalogue.ts";
import { languageOfPath } from "#app/i18n/languages.ts";

// The page was rendered in its language on the server; the same texts must be here before React hydrates it.
await loadCatalogue(languageOfPath(window.location.pathname));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
