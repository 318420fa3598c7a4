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
    // Layer boundaries: components and content never reach into routes or the root module.
    files: ["app/components/**", "app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/routes/*", "~/root", "../routes/*", "../../routes/*"],
              message: "components/ and content/ may not import routes or root.",
            },
          ],
        },
      ],
    },
  },
  {
    // Client modules never import server-only modules (*.server.ts); routes may (Remix strips loaders/actions).
    files: ["app/components/**", "app/content/**", "app/lib/**"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/routes/*", "~/root", "../routes/*", "../../routes/*"],
              message: "components/ and content/ may not import routes or root.",
            },
            {
              group: ["**/*.server", "**/*.server.ts", "**/*.server.tsx"],
              message: "client modules may not import *.server modules.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/routes/*", "~/root", "../routes/*"], message: "content/ may not import routes or root." },
            { group: ["**/*.server", "**/*.server.ts"], message: "client modules may not import *.server modules." },
            { group: ["~/components/*", "../components/*"], message: "content/ holds data only." },
          ],
        },
      ],
    },
  },
);
