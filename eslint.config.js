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
    files: ["app/features/**/*.{ts,tsx}", "app/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**"], message: "Browser code never imports server/." }] }],
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
