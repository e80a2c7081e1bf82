import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Code every page loads (the site shell: header, footer, shared components and
 * helpers) goes into one "shell" chunk instead of a dozen small ones: on a
 * mobile connection each extra request before the stylesheet delays the first
 * paint, and tiny files compress poorly. See docs/decisions/004.
 */
const shellModules = [
  /\/app\/components\/(site-header|site-footer|hash-link|logo|award-badge|current-date|accreditation-strip|lazy-toaster|not-found|page-hero|section-heading|cta-band|check-list)\.tsx$/,
  /\/app\/components\/(ui\/button|art\/art-image|feature-card)\.tsx$/,
  // The consent banner is part of every public page's HTML; left to the
  // chunk merger, it was folded into the lazily loaded chat widget's chunk,
  // which then joined every first load.
  /\/app\/components\/consent\/(consent-store|consent-manager|consent-banner|pixel)\.tsx?$/,
  /\/app\/content\/consent\.ts$/,
  /\/app\/routes\/site-layout\.tsx$/,
  // Small helpers the quiz shares with the lead forms: here, so /landing needs no "common" chunk.
  /\/app\/lib\/(utils|class-merge|scroll|seo|nonce|uk-date|quiz-options|lead-constants|toast)\.tsx?$/,
  /\/app\/content\/(site|navigation)\.ts$/,
  /\/node_modules\/(clsx|class-variance-authority)\//,
  /\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)/,
  /\/node_modules\/lucide-react\/dist\/esm\/(Icon|createLucideIcon|defaultAttributes|context|shared\/.*)\.mjs$/,
  /\/node_modules\/lucide-react\/dist\/esm\/icons\/(phone|mail|map-pin|clock|external-link|menu|x|shield-check)\.mjs$/,
];

/**
 * Code several pages share but not all (the lead form, the service cards):
 * one "common" chunk rather than four small ones, each a request of its own
 * (docs/decisions/013). It may import from "shell", never the reverse.
 */
const commonModules = [
  /\/app\/components\/lead-form\//,
  /\/app\/content\/lead-forms\.ts$/,
  /\/app\/components\/services\/(services-section|service-icon)\.tsx$/,
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Fonts and SVGs stay separate files so they cache independently of the JS.
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            manualChunks: (id) =>
              shellModules.some((re) => re.test(id))
                ? "shell"
                : commonModules.some((re) => re.test(id))
                  ? "common"
                  : undefined,
            // Merges what is left of very small shared chunks (single icons) into their neighbours.
            experimentalMinChunkSize: 4000,
          },
        },
      },
    },
  },
});
