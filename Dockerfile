# syntax=docker/dockerfile:1
# Build: compile the server, bundle the views and islands.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --omit=optional

# Run: the compiled app only, as an unprivileged user. PostgreSQL comes from DATABASE_URL.
FROM node:24-slim
ENV NODE_ENV=production PORT=3000
# Memory (README, "What an instance needs"): the old space capped at 192 MB, so garbage is collected instead
# of kept until Node's default limit (gigabytes on a large host); young space 16 MB, so a capped heap does not
# also scavenge several times as often; two malloc arenas instead of one per thread. `npm run bench`
# (BENCH_ONLY=memory) runs its server with these two lines.
ENV NODE_OPTIONS="--max-old-space-size=192 --max-semi-space-size=16"
ENV MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/src/main.js"]
