import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * On every forward route change: smooth-scroll to the element named by the URL hash, else to
 * the top. Back/forward (POP) navigations are left to ScrollRestoration.
 */
export function useScrollToHashOrTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === "POP") return;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: "smooth", block: "start" });
        return;
      }
    }
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, [pathname, hash, navigationType]);
}
