/** ISO timestamp of the build, injected by Vite (vite.config.ts). */
declare const __BUILD_DATE__: string;
