/**
 * The app's JSX runtime (tsconfig `jsxImportSource`, decision 081): React's own, with each
 * element's text passed through the shop's Thai word rule first.
 */
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from "react/jsx-runtime";
import { keepShopWords } from "./keep-shop-words";

export { Fragment };
export type { JSX } from "react/jsx-runtime";

export function jsx(type: Parameters<typeof reactJsx>[0], props: unknown, key?: Parameters<typeof reactJsx>[2]) {
  return reactJsx(type, keepShopWords(type, props), key);
}

export function jsxs(type: Parameters<typeof reactJsxs>[0], props: unknown, key?: Parameters<typeof reactJsxs>[2]) {
  return reactJsxs(type, keepShopWords(type, props), key);
}
