import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
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
    ignores: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**"], message: "Browser code never imports server/; shared types and data go in domain/." }] }],
    },
  },
  {
    // Server code never imports app/ (types and texts included): what both sides read lives in domain/ (decision 059).
    // A later block that sets no-restricted-imports for part of server/ replaces this one there: repeat this pattern in it.
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/app/**"], message: "Server code never imports app/; put what both sides read in domain/." }] }],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/env.ts", "server/db/test-support/**"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read settings through server/env.ts." }],
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
