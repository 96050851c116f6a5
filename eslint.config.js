import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import housePlugin from "./scripts/lint/house-plugin.js";

// The server's two floors (decision 060), one folder each: server/platform/ (HTTP, database, auth
// plumbing, jobs, live streams, media, mail transport, logging, metrics, settings, security, backup)
// and server/shop/<feature>/ (the shop's features, the demo shop's data in server/shop/demo).
// server/startup.ts, shop-server.ts, shop-registry.ts, shop-jobs.ts and web-workers.ts, above
// both, wire them together. .tsx too: the mails are React components (decision 073).
const PLATFORM = "server/platform/**/*.{ts,tsx}";
const PLATFORM_TESTS = "server/platform/**/*.test.{ts,tsx}";

// The modules that wire the floors together: above both, so the platform imports them neither.
const COMPOSITION = ["startup", "shop-server", "shop-jobs", "shop-registry", "web-workers"];

/**
 * no-restricted-imports for a platform file: no app/, nothing of server/shop/ and no composition
 * module. Tests may install the shop's registry, as start-up does.
 */
function platformImports({ test = false } = {}) {
  const above = ["shop(?:/|$)", ...COMPOSITION.filter((name) => !(test && name === "shop-registry")).map((name) => `${name}$`)];
  return [
    "error",
    {
      patterns: [
        { group: ["**/app/**"], message: "Server code never imports app/; put what both sides read in domain/." },
        {
          regex: `^(?:\\.\\./)+(?:${above.join("|")})`,
          message:
            "The platform imports no shop module: let the shop register with the platform (server/shop-registry.ts, decision 060), or move what both need to the platform or domain/.",
        },
      ],
    },
  ];
}

/** Sonner loads with a page's first toast (decision 084): toasts go through app/ui/toasts.tsx. */
const SONNER_ON_FIRST_TOAST = {
  name: "sonner",
  allowTypeImports: true,
  message: "Show toasts with app/ui/toasts.tsx: Sonner loads with the first toast, not with every page (decision 084).",
};

/**
 * Every form leaves checking to the shop (issue 33): the browser's own validation speaks the
 * browser's language ("Please check this box if you want to proceed."), so each form is
 * `noValidate` and the one form contract answers every refusal in Thai, with or without scripts.
 * A form built from spread props (`saver.formProps`) gets it from them.
 */
const FORM_WITHOUT_NO_VALIDATE = ":not(:has(JSXAttribute[name.name='noValidate'])):not(:has(JSXSpreadAttribute))";
const FORMS_CHECKED_BY_THE_SHOP = ["JSXOpeningElement[name.name=/^(form|Form)$/]", "JSXOpeningElement[name.property.name='Form']"].map((form) => ({
  selector: form + FORM_WITHOUT_NO_VALIDATE,
  message: "Give the form noValidate: the shop answers every refusal in Thai through the form contract, never the browser's own English (issue 33).",
}));

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "server/platform/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, "no-restricted-syntax": ["error", ...FORMS_CHECKED_BY_THE_SHOP] },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The house rules on imports (docs/architecture.md): domain/ is pure, browser code never imports server/.
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/app/**", "**/server/**", "node:*", "react*"] }],
    },
  },
  {
    // Browser code never imports server/, types included (shared wire types live in domain/, decision 059).
    // Only the modules React Router keeps out of the browser build may: route modules and root.tsx
    // (their loaders and actions are stripped from the client build) and entry.server.tsx.
    files: ["app/**/*.{ts,tsx}"],
    // app/routes.test.ts holds the route table to the server's declarations (decision 060): a test, in no bundle.
    ignores: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "app/routes.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [SONNER_ON_FIRST_TOAST],
          patterns: [{ group: ["**/server/**"], message: "Browser code never imports server/; shared types and data go in domain/." }],
        },
      ],
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [SONNER_ON_FIRST_TOAST] }] },
  },
  {
    // Server code never imports app/ (types and texts included): what both sides read lives in domain/ (decision 059).
    // A later block that sets no-restricted-imports for part of server/ replaces this one there: repeat this pattern in it.
    files: ["server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/**"], message: "Server code never imports app/; put what both sides read in domain/." }] },
      ],
    },
  },
  {
    // The server in two floors (decision 060): the platform imports no shop module; the shop's
    // features hand it their entries through server/shop-registry.ts. These blocks replace the one
    // above for their files, so they repeat the app/ pattern.
    files: [PLATFORM],
    ignores: [PLATFORM_TESTS],
    rules: { "no-restricted-imports": platformImports() },
  },
  {
    files: [PLATFORM_TESTS],
    rules: { "no-restricted-imports": platformImports({ test: true }) },
  },
  {
    // A shop rule never depends on a staff screen (issue 34): the back-office (server/shop/admin)
    // builds on the features, not the other way round; the demo shop's data may use its functions.
    files: ["server/shop/**/*.{ts,tsx}"],
    ignores: ["server/shop/admin/**", "server/shop/demo/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/app/**"], message: "Server code never imports app/; put what both sides read in domain/." },
            {
              regex: "^(?:\\.\\./)+admin(?:/|$)",
              message: "A shop rule never imports the back-office (server/shop/admin): move what both need into the feature, and let the staff screen call it.",
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycle between features, in any floor (issue 34): scripts/lint/no-feature-cycle.js.
    files: ["server/**/*.{ts,tsx}", "domain/**/*.ts", "app/**/*.{ts,tsx}"],
    plugins: { house: housePlugin },
    rules: { "house/no-feature-cycle": "error" },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    ignores: ["server/platform/env.ts", "server/platform/db/test-support/**"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read settings through server/platform/env.ts." }],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
      },
    },
  },
);
