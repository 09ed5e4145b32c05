# One image for every Node service (leads, odoo-sync, gateway); compose picks the command.
# Stage 1 installs with the native build tools better-sqlite3 needs and builds the site.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY services/contracts/package.json services/contracts/
COPY services/leads/package.json services/leads/
COPY services/odoo-sync/package.json services/odoo-sync/
COPY gateway/package.json gateway/
COPY infra/package.json infra/
COPY infra/odoo-sim/package.json infra/odoo-sim/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build --workspaces --if-present

# Stage 2: the runtime, without compilers; runs as the unprivileged "node" user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
# tsx runs the TypeScript sources directly (see README, design notes).
CMD ["node", "--import", "tsx", "gateway/src/server.ts"]
