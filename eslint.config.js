import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through app/server/env.server.ts." },
      ],
    },
  },
  {
    // The env module, tooling and tests may read the environment directly.
    files: ["app/server/env.server.ts", "**/*.test.ts", "**/*.test.tsx", "*.config.ts", "tests/**", "bench/**", "scripts/**"],
    rules: { "no-restricted-properties": "off" },
  },
);
