/**
 * html-validate over every built page (tests/e2e/build-output.spec.ts, or `npx html-validate build/client`).
 * The recommended rules, minus the purely stylistic ones React's serialiser decides for us: `<meta/>`
 * (void-style), `charSet` (attr-case) and `async=""` (attribute-boolean-style) are all valid HTML.
 * React's streaming placeholders use ids like "B:0" and "_R_", valid in HTML5 (relaxed valid-id).
 */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    "void-style": "off",
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "valid-id": ["error", { relaxed: true }],
  },
};
