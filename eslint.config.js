// Lint rules for the whole repo (flat config). `npm run lint` runs it; `npm test` fails on an error.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    // Layer boundaries (README "Layout"). components/, content/ and the client half of lib/ never import routes or
    // the root module, nor a *.server module's values. Type-only imports of *.server modules are allowed: TypeScript
    // erases them, so nothing server-side reaches the browser bundle.
    files: ["app/components/**", "app/content/**", "app/lib/**"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/routes", "~/routes/*", "~/root", "**/routes/*", "**/root"],
              message: "components/, content/ and lib/ may not import routes or root.",
            },
            {
              group: ["**/*.server", "**/*.server.ts", "**/*.server.tsx"],
              allowTypeImports: true,
              message: "client modules may not import values from *.server modules (type-only imports are fine).",
            },
          ],
        },
      ],
    },
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
