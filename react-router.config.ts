import type { Config } from "@react-router/dev/config";
import { artworkIds } from "./app/content/artwork";
import { prerenderedPaths } from "./app/content/pages";

export default {
  ssr: true,
  // Every public page is rendered to HTML at build time, and every
  // illustration to an SVG file; the staff page and the 404 page are
  // rendered per request (they read the request).
  prerender: [...prerenderedPaths, ...artworkIds.map((id) => `/art/${id}.svg`)],
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
