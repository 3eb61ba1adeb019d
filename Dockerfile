# syntax=docker/dockerfile:1
# The product as one image: the compiled API (apps/server/dist) serving the built SPA (apps/web/dist). The same image
# runs the queue workers with another command (see compose.yaml). Build: docker build -t sitecraft .

ARG NODE_VERSION=20

# --- build: every dependency (dev ones too), native addons compiled here, the SPA and the server built --------------
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# The manifests first, so the installed modules stay cached until a dependency changes.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/sitegen/package.json packages/sitegen/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/ packages/
COPY apps/ apps/
RUN npm run build
# What runs needs no compiler, bundler or test tool.
RUN npm prune --omit=dev --no-audit --no-fund

# --- runtime: node, the production modules and the two builds; no sources, no compiler, not root -------------------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# Two malloc arenas: picture resizing (sharp, libvips) otherwise leaves glibc's per-thread arenas fragmented, and the
# process stays large after an upload storm (npm run bench -- uploads: 1.07x its starting RSS with it, 1.4x without).
ENV NODE_ENV=production \
    PORT=8080 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# package.json files say "type": "module" for the compiled .js files.
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/node_modules node_modules/
COPY --from=build /app/apps/server/dist apps/server/dist/
COPY --from=build /app/apps/web/dist apps/web/dist/
# DATA_DIR (/app/data): the SQLite file and artifacts when no DATABASE_URL / S3_BUCKET is given. The web app's
# examples folder is written by the admin's screenshot tool.
RUN mkdir -p data && chown -R node:node data apps/web/dist/examples/images
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "apps/server/dist/healthcheck.js"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
