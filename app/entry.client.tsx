import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageAreas } from "#app/i18n/load-areas.ts";

// The page was rendered in its language on the server; the same texts must be here before React hydrates it.
await loadPageAreas(window.location.pathname);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
