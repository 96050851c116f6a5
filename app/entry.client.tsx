import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

let hydrated = false;
function hydrate() {
  if (hydrated) return;
  hydrated = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is complete and styled: let the browser paint it before hydration takes
// the main thread (on a fast connection the scripts arrive before the first frame, and a
// phone's CPU would otherwise show nothing for the length of the hydration). The timeout
// queued from the animation-frame callback runs after that frame; background tabs get no
// frames, hence the second timer.
requestAnimationFrame(() => setTimeout(hydrate, 0));
setTimeout(hydrate, 250);
