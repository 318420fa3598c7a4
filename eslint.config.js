// Lint rules for the whole repo (flat config). `npm run lint` runs it; `npm test` fails on an error.
import js from "@eslint/js";
import vitest from "@vitest/eslint-plugin";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const NO_ROUTES = {
  group: ["~/routes", "~/routes/*", "~/root", "**/routes/*", "**/root"],
  message: "components/, content/ and lib/ may not import routes or root.",
};
const NO_COMPONENTS = {
  group: ["~/components", "~/components/*", "**/components/*"],
  message: "lib/ may not import components/.",
};
const NO_LIB_VALUES = {
  group: ["~/lib", "~/lib/*", "**/lib/*"],
  allowTypeImports: true,
  message: "content/ holds data only: it imports types from lib/ (import type), never values.",
};
const NO_SERVER_VALUES = {
  group: ["**/*.server", "**/*.server.ts", "**/*.server.tsx"],
  allowTypeImports: true,
  message: "client modules may not import values from *.server modules (type-only imports are fine).",
};
/** @param {string[]} relative */
const NO_ROUTE_VALUES = (...relative) => ({
  group: ["~/routes", "~/routes/*", "~/root", ...relative],
  allowTypeImports: true,
  message: "root.tsx and route modules may not import values from other route modules (types are fine).",
});
const ROUTE_MODULES = NO_ROUTE_VALUES("./*", "!./*.server", "!./shared", "../*", "../../root");

export default tseslint.config(
  {
    ignores: ["build/**", "public/build/**", ".wrangler/**", ".cache/**", "node_modules/**", "tests/bench/results/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node, ...globals.serviceworker },
    },
    settings: { react: { version: "18.3" } },
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      // The classic hook rules (the React Compiler rules of react-hooks v7 assume the compiler, not used here).
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      // A component's autoFocus prop is checked where it reaches the DOM element.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
      "react/no-unknown-property": ["error", { ignore: ["fetchpriority"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          pathGroups: [{ pattern: "~/**", group: "internal" }],
          alphabetize: { order: "asc", caseInsensitive: true },
          "newlines-between": "never",
        },
      ],
      "import-x/no-duplicates": "error",
      "max-len": ["error", { code: 200, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true }],
    },
  },
  {
    // Scrollable regions are focusable so keyboard users can scroll them (axe: scrollable-region-focusable);
    // they carry role="region" and a name.
    files: ["app/**/*.tsx"],
    rules: { "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }] },
  },
  {
    // Promises that nobody awaits lose their errors (a rejected write, a failed fetch) and promises passed where a
    // function's result is ignored (an async event handler whose caller expects void) run unobserved. Both need
    // type information: typescript-eslint's project service reads tsconfig.json's two programs.
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // A focused test silently skips the rest of its file; a skipped one silently stops testing.
    files: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { vitest },
    rules: { "vitest/no-focused-tests": "error", "vitest/no-disabled-tests": "error" },
  },
  // Layer boundaries: routes → components → lib → content. A lower layer never imports a higher one, and route
  // modules import no values from one another (each is its own chunk; shared code belongs in components/ or lib/).
  // Type-only imports are fine wherever TypeScript erases them.
  {
    files: ["app/components/**", "app/content/**"],
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NO_ROUTES, NO_SERVER_VALUES] }] },
  },
  {
    files: ["app/content/**"],
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NO_ROUTES, NO_SERVER_VALUES, NO_LIB_VALUES] }],
    },
  },
  {
    files: ["app/lib/**"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NO_ROUTES, NO_COMPONENTS, NO_SERVER_VALUES] }],
    },
  },
  {
    // Server-only lib modules: the same, except that they may use other *.server modules.
    files: ["app/lib/**/*.server.ts", "app/lib/**/*.server.tsx"],
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NO_ROUTES, NO_COMPONENTS] }] },
  },
  {
    // The import rules above see static imports only: lib/ loads no components/ module lazily either.
    files: ["app/lib/**"],
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/(^~|\\/)components\\//]",
          message: "lib/ may not import components/.",
        },
      ],
    },
  },
  {
    // A relative import in app/routes/ is another route module, except a folder route's own server half
    // (`route.tsx` beside `<folder>.server.ts`) and what both halves use (`shared.ts`).
    files: ["app/routes/**"],
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [ROUTE_MODULES] }] },
  },
  {
    // A page's module re-exports its server code from one `.server` module; it imports no other server values.
    files: ["app/routes/*.tsx", "app/routes/*/route.tsx"],
    ignores: ["app/**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            ROUTE_MODULES,
            {
              group: [
                "@remix-run/cloudflare",
                "~/**/*.server",
                "!~/lib/accounts/*-page.server",
                "!~/lib/home/page.server",
              ],
              allowTypeImports: true,
              message:
                "a page's loader, action and headers live in its server half (app/routes/<page>/<page>.server.ts), which route.tsx re-exports: docs/architecture.md.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/root.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NO_ROUTE_VALUES("./routes/*")] }] },
  },
  {
    // content/ holds data only.
    files: ["app/content/**"],
    ignores: ["app/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/components", "~/components/*", "**/components/*"], message: "content/ holds data only." },
          ],
        },
      ],
    },
  },
);
