# The two commands of the README: `make run` and `make test`. Both install what is missing first.
SHELL := /bin/bash
BIN := node_modules/.bin
WORKSPACES_TS := services/contracts services/leads services/odoo-sync gateway infra infra/odoo-sim frontend e2e bench

.PHONY: setup build run typecheck lint unit e2e compose-check test bench clean

setup:
	@scripts/setup.sh

build: setup
	@echo "==> Building the site"
	@npm run build --workspaces --if-present

run: build
	@node --import tsx infra/src/run.ts

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

e2e: build
	@if [ -f e2e/run.ts ]; then echo "==> Browser tests (Debian Chromium)"; node --import tsx e2e/run.ts; fi

compose-check: setup
	@echo "==> docker-compose config"
	@INTERNAL_TOKEN=compose-config-check docker-compose -f docker-compose.yml --profile odoo --profile sim config -q && echo "docker-compose.yml is valid"

test: typecheck lint compose-check unit e2e

bench: build
	@for f in bench/*.bench.ts; do node --import tsx $$f || exit 1; done

clean:
	rm -rf data frontend/dist
