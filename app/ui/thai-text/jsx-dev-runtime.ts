/** The development build of the app's JSX runtime (see `jsx-runtime.ts`, decision 081). */
import { Fragment, jsxDEV as reactJsxDEV } from "react/jsx-dev-runtime";
import { keepShopWords } from "./keep-shop-words";

export { Fragment };
export type { JSX } from "react/jsx-dev-runtime";

export function jsxDEV(...[type, props, ...rest]: Parameters<typeof reactJsxDEV>) {
  return reactJsxDEV(type, keepShopWords(type, props), ...rest);
}
