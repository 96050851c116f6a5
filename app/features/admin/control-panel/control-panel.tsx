import { useEffect, useRef, useState } from "react";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import { ContentBlocksDialog } from "./content-blocks-dialog";
import { ImagesDialog } from "./images-dialog";
import { ProductsDialog } from "./products-dialog";
import { ProfileDialog } from "./profile-dialog";
import { HeroDialog } from "./hero-dialog";
import { PromotionsDialog } from "./promotions-dialog";

type Section = keyof typeof m.sections;
const SECTIONS: readonly Section[] = ["profile", "hero", "products", "promotions", "contentBlocks", "images"];

const DIALOGS: Record<Section, (props: { onClose: () => void }) => React.ReactNode> = {
  profile: ProfileDialog,
  hero: HeroDialog,
  products: ProductsDialog,
  promotions: PromotionsDialog,
  contentBlocks: ContentBlocksDialog,
  images: ImagesDialog,
};

/**
 * The Control Panel's menu (spec §2: Profile, Hero Section, Products, Promotions, Content
 * Blocks, Images Library), each entry opening its dialog. Loaded on demand by the storefront's
 * floating button (app/features/layout/control-panel-button.tsx), for admins only.
 */
export function ControlPanel({ menuOpen, closeMenu }: { menuOpen: boolean; closeMenu: () => void }) {
  const [section, setSection] = useState<Section | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    menu.current?.querySelector("button")?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeMenu();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen, closeMenu]);
  const Dialog = section ? DIALOGS[section] : null;
  return (
    <>
      {menuOpen ? (
        <div
          ref={menu}
          role="menu"
          aria-label={m.menuLabel}
          className="absolute right-3 top-full mt-2 w-56 rounded-2xl border border-gray-100 bg-white p-1.5 shadow-xl"
        >
          {SECTIONS.map((entry) => (
            <button
              key={entry}
              type="button"
              role="menuitem"
              className="block w-full rounded-xl px-3 py-2 text-left text-sm font-medium text-gray-800 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
              onClick={() => {
                setSection(entry);
                closeMenu();
              }}
            >
              {m.sections[entry]}
            </button>
          ))}
        </div>
      ) : null}
      {Dialog ? <Dialog onClose={() => setSection(null)} /> : null}
    </>
  );
}
