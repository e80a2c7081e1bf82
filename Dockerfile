# syntax=docker/dockerfile:1
# Production image: deps → build → runtime. See docs/deployment.md.
# Where Docker Hub cannot be reached, build on a local stand-in base:
#   sh scripts/docker-offline-base.sh
#   docker build --build-arg NODE_IMAGE=local/node:20-bookworm-slim -t cymru-solar .

ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The site: build/client (assets, prerendered pages) and build/server.js + build/server/.
FROM deps AS build
COPY . .
RUN npm run build

# Production dependencies only: build/server.js and build/server/ are bundled
# with their packages left external, and none of those needs an install script.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# NODE_ENV=production is required: in development the logger loads pino-pretty,
# a dev dependency this image does not have.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/build ./build
# Migrations run at start-up and are read from here (app/server/db/client.server.ts).
COPY --from=build /app/app/server/db/migrations ./app/server/db/migrations
# The embedded database, generated secrets and unsent e-mail. A new named
# volume takes this directory's owner, so the unprivileged user can write it.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
# The image's own unprivileged user (uid 1000); the app files stay root's, read-only to it.
USER node
EXPOSE 3000
# Slim images have no curl: Node's own fetch asks /healthz (503 when the database is unreachable).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "build/server.js"]
