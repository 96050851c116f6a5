import { useEffect, useSyncExternalStore } from "react";
import type { ExternalToast, toast as sonnerToast, Toaster, ToasterProps } from "sonner";
import { keepShopWordsInText } from "./thai-text/keep-shop-words";

/**
 * The shop's one way to show a toast (spec §8: messages appear as toasts). Sonner (~9.5 KB
 * compressed, its stylesheet with it) loads on the first toast a page shows, not with every
 * page: most first visits never show one (decision 084). Calls made before it has arrived wait
 * in order and appear once the toasts' region is on the page, so a screen reader hears them
 * in a live region that was already there.
 */
export type ToastTone = "success" | "error" | "warning" | "info";
type Sonner = { toast: typeof sonnerToast; Toaster: typeof Toaster };
type Waiting = { tone: ToastTone; message: string; details?: ExternalToast };

/** The one loader, swappable in tests; a failed download is tried again by the next toast. */
export type SonnerLoader = () => Promise<Sonner>;

export function createToasts(load: SonnerLoader) {
  let sonner: Sonner | undefined;
  let loading: Promise<Sonner> | undefined;
  let regionsOnPage = 0;
  const waiting: Waiting[] = [];
  const listeners = new Set<() => void>();

  const startLoading = () => {
    loading ??= load().then(
      (module) => {
        sonner = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading.catch(() => {
      // Offline for a moment: the toasts stay waiting; the next one asks again.
    });
  };

  const deliver = () => {
    if (!sonner || regionsOnPage === 0) return;
    // Sonner draws the strings itself, outside our JSX: the shop's Thai word rule (decision 081) is applied here, for every toast.
    for (const { tone, message, details } of waiting.splice(0)) {
      const description = typeof details?.description === "string" ? keepShopWordsInText(details.description) : details?.description;
      sonner.toast[tone](keepShopWordsInText(message), details && { ...details, description });
    }
  };

  const show = (tone: ToastTone) => (message: string, details?: ExternalToast) => {
    waiting.push({ tone, message, details });
    if (sonner) deliver();
    else startLoading();
  };

  const toast = { success: show("success"), error: show("error"), warning: show("warning"), info: show("info") };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  /** The region's two moments: Sonner's Toaster has subscribed on the page, or has gone. */
  const region = {
    appeared() {
      regionsOnPage += 1;
      deliver();
    },
    left() {
      regionsOnPage -= 1;
    },
  };

  /** Where the toasts appear; draws nothing until the first toast has brought Sonner. Rendered once, in the root. */
  function ToastRegion(props: ToasterProps) {
    const loaded = useSyncExternalStore(
      subscribe,
      () => sonner,
      () => undefined,
    );
    useEffect(() => {
      if (!loaded) return;
      // Sonner's Toaster (a child) has subscribed by now: what waited appears in its region.
      region.appeared();
      return region.left;
    }, [loaded]);
    return loaded ? <loaded.Toaster {...props} /> : null;
  }

  return { toast, ToastRegion, region, subscribe, loaded: () => sonner };
}

export const { toast, ToastRegion } = createToasts(() => import("sonner"));
