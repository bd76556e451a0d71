# syntax=docker/dockerfile:1
# One image for every Canopy process of the distributed topology (deploy/docker-compose.yml):
# gateway (default command), relay and projector differ only in their command.
# Node 24 runs the TypeScript sources directly (type stripping): there is no compile step
# besides the web app's bundle.

FROM node:24-slim AS build
WORKDIR /app
# the whole workspace: every package.json is needed for `npm ci` to match the lockfile
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# the image's unprivileged user (uid 1000)
USER node
EXPOSE 3000
# exec form: node is PID 1 and receives SIGTERM itself (graceful shutdown)
CMD ["node", "services/gateway/src/main.ts"]
