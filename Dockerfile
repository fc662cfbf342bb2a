# The production image: the app (`node apps/server/dist/main.js`) or, with another command, a
# worker (`node apps/server/dist/worker.js`). compose.yaml runs both beside PostgreSQL and MinIO.
# Build: docker build -t asha-scribe .

# Build stage: the exact lockfile, the TypeScript build and the web app, then production dependencies only.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV ONNXRUNTIME_NODE_INSTALL=skip NODE_LLAMA_CPP_SKIP_DOWNLOAD=true NODE_LLAMA_CPP_POSTINSTALL=skip
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/scribe/package.json packages/scribe/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: no compilers, no dev dependencies, not root; everything the app writes lives in /data.
FROM node:24-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/data HOST=0.0.0.0 PORT=8080
RUN groupadd --system asha && useradd --system --gid asha --home-dir /data --no-create-home asha \
  && mkdir -p /data && chown asha:asha /data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/scribe/package.json packages/scribe/
COPY --from=build /app/packages/scribe/dist packages/scribe/dist
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/scripts/healthcheck.mjs scripts/
USER asha
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
CMD ["node", "apps/server/dist/main.js"]
