import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// In production this module is only fetched once the server's page has loaded and painted
// (server/http/deferred-hydration.ts, decision 015). Hydration starts in a task of its own,
// after the one that evaluated React, and inside a transition, so that React yields to the
// browser between components: a phone stays responsive through it.
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
