import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// In production this module is only fetched once the server's page has loaded and painted
// (server/http/deferred-hydration.ts, decision 015). Hydrating inside a transition lets React
// yield to the browser between components instead of holding the main thread throughout.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
