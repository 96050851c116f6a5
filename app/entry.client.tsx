import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

// With deferred hydration (server/platform/http/deferred-hydration.ts, decision 015) this module is only
// fetched once the server's page has loaded and painted, and hydration starts in a task of its
// own, after the one that evaluated React, and inside a transition, so that React yields to the
// browser between components: a phone stays responsive through it. Without it
// (DEFERRED_HYDRATION=false, decision 062) the page hydrates as React Router's own entry does.
if (document.getElementById("shop-hydration")) setTimeout(hydrate, 0);
else hydrate();
