# The two commands of the README: `make run` and `make test`. Both install what is missing first.
SHELL := /bin/bash
BIN := node_modules/.bin
# Every TypeScript project (workspaces and the infra folders with their own tsconfig).
WORKSPACES_TS := services/contracts services/leads services/odoo-sync gateway infra/dev-stack infra/odoo-sim infra/mail-catcher infra/ops infra/docker infra/monitoring frontend e2e bench

.PHONY: setup build run typecheck lint unit e2e compose-check test bench soak clean

setup:
	@scripts/setup.sh

build: setup
	@echo "==> Building the site"
	@npm run build --workspaces --if-present

run: build
	@node --import tsx infra/dev-stack/src/run.ts

typecheck: setup
	@echo "==> Type-checking"
	@for ws in $(WORKSPACES_TS); do \
	  if [ -f $$ws/tsconfig.json ]; then $(BIN)/tsc -p $$ws || exit 1; fi; \
	done

lint: setup
	@echo "==> Linting"
	@$(BIN)/eslint --max-warnings 0 .

unit: build
	@echo "==> Unit and integration tests"
	@$(BIN)/vitest run

# @playwright/test with Debian's Chromium (e2e/playwright.config.ts); never downloads a browser.
e2e: build
	@echo "==> Browser tests (Debian Chromium)"
	@PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 $(BIN)/playwright test -c e2e/playwright.config.ts

# Each profile on its own and all together, with the committed example environment (which must
# therefore name every variable the file requires).
compose-check: setup
	@echo "==> docker-compose config (every profile)"
	@profiles=$$(sed -n 's/^ *profiles: \[\(.*\)\]/\1/p' docker-compose.yml | tr -d ' ' | tr ',' '\n' | sort -u); \
	for p in "" $$profiles "$$(echo $$profiles)"; do \
	  flags=$$(for q in $$p; do printf -- '--profile %s ' $$q; done); \
	  env -i PATH="$$PATH" docker-compose --env-file .env.example -f docker-compose.yml $$flags config -q || { echo "invalid with profiles: $${p:-none}"; exit 1; }; \
	done; echo "docker-compose.yml is valid with profiles: none $$(echo $$profiles) (and all together)"

test: typecheck lint compose-check unit e2e

bench: build
	@for f in bench/*.bench.ts; do node --import tsx $$f || exit 1; done

# The chaos soak alone (also part of `make bench`): 10,000 submissions under worker kills, Redis
# restarts, Odoo faults and an Odoo outage; prints the counts and fails unless nothing was lost.
soak: build
	@node --import tsx bench/soak.bench.ts

clean:
	rm -rf data frontend/dist dist
