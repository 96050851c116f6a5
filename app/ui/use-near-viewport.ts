import { useEffect, useState } from "react";

/**
 * Whether the element has come within `margin` of the screen (and stays true from then on):
 * for widgets whose script only matters once the shopper scrolls to them.
 */
export function useNearViewport(element: Element | null, margin = "200px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
