# The two commands of the README: `make run` and `make test`. Both install what is missing first.
SHELL := /bin/bash
BIN := node_modules/.bin

.PHONY: setup build run typecheck lint unit e2e compose-check test fuzz bench soak clean

# Every process a test run starts inherits this mark; scripts/leftover-processes.sh finds any still
# running afterwards.
ifndef SITE_TEST_RUN
SITE_TEST_RUN := $(shell od -An -N6 -tx1 /dev/urandom | tr -d ' \n')
endif
export SITE_TEST_RUN

# TEST_NOW=<ISO instant> (`make unit TEST_NOW=2026-11-27T14:45:00+01:00`): every process the tests
# start sees the wall clock begin at that instant and run on (scripts/test-clock.mjs), so the suite
# can be run at any hour on purpose. The origin is taken once, so unit and e2e share one clock.
ifneq ($(TEST_NOW),)
TEST_CLOCK := TEST_NOW='$(TEST_NOW)' TEST_NOW_ORIGIN_MS=$(shell date +%s%3N) NODE_OPTIONS='$(strip $(NODE_OPTIONS) --import=$(CURDIR)/scripts/test-clock.mjs)'
endif

setup:
	@scripts/setup.sh

# The tests run on a fresh build, unless `make test` has just made it (BUILT=1).
TESTS_NEED := $(if $(BUILT),setup,build)

build: setup
	@echo "==> Building the site"
	@npm run build --workspaces --if-present
	@node --import tsx gateway/src/precompress-site.ts frontend/dist

run: build
	@node --import tsx infra/dev-stack/src/run.ts

# One build over every project (tsconfig.json's references): each is checked once, and its
# declarations (node_modules/.cache/tsc) stand in for it in the projects that import it.
typecheck: setup
	@echo "==> Type-checking"
	@$(BIN)/tsc -b

# Lint (ESLint, and Prettier's formatting: `npm run format` fixes it), and honest packages: every
# package declares what it imports and imports what it declares
# (knip for npm packages, scripts/check-workspace-imports.ts for the workspaces' own: declared, exported, pointing one way).
lint: setup
	@echo "==> Linting"
	@$(BIN)/eslint --max-warnings 0 .
	@npm run --silent format:check
	@$(BIN)/knip --include dependencies,unlisted,unresolved,binaries --no-progress
	@node --import tsx scripts/check-workspace-imports.ts

unit: $(TESTS_NEED)
	@echo "==> Unit and integration tests"
	@$(TEST_CLOCK) $(BIN)/vitest run
	@scripts/leftover-processes.sh

# @playwright/test with Debian's Chromium (e2e/playwright.config.ts); never downloads a browser.
e2e: $(TESTS_NEED)
	@echo "==> Browser tests (Debian Chromium)"
	@PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 $(TEST_CLOCK) $(BIN)/playwright test -c e2e/playwright.config.ts

# Each profile on its own and all together, with the committed example environment (which must
# therefore name every variable the file requires); and the balancer's HAProxy configuration.
compose-check: setup
	@echo "==> docker-compose config (every profile), haproxy -c (the balancer)"
	@env -i PATH="$$PATH" INTERNAL_TOKEN=compose-check haproxy -c -q -f infra/balancer/haproxy.cfg || { echo "infra/balancer/haproxy.cfg is not valid"; exit 1; }
	@profiles=$$(sed -n 's/^ *profiles: \[\(.*\)\]/\1/p' docker-compose.yml | tr -d ' ' | tr ',' '\n' | sort -u); \
	for p in "" $$profiles "$$(echo $$profiles)"; do \
	  flags=$$(for q in $$p; do printf -- '--profile %s ' $$q; done); \
	  env -i PATH="$$PATH" docker-compose --env-file .env.example -f docker-compose.yml $$flags config -q || { echo "invalid with profiles: $${p:-none}"; exit 1; }; \
	done; echo "docker-compose.yml is valid with profiles: none $$(echo $$profiles) (and all together)"

# First what needs no running service, side by side (tsc and ESLint use one core each, the build mostly
# one; output stays grouped per target), then the tests on that build.
test: setup
	@$(MAKE) --no-print-directory -j3 --output-sync=target typecheck lint compose-check build
	@$(MAKE) --no-print-directory BUILT=1 unit e2e
	@scripts/leftover-processes.sh

# The public endpoints' fuzzing at full length (make test runs 2,000 generated requests; a failure
# prints its seed: FUZZ_SEED=<seed> replays it).
fuzz: build
	@FUZZ_RUNS=$${FUZZ_RUNS:-10000} $(TEST_CLOCK) $(BIN)/vitest run gateway/test/public-fuzz.test.ts

bench: build
	@for f in bench/*.bench.ts; do node --import tsx $$f || exit 1; done

# The chaos soak alone (also part of `make bench`): 10,000 submissions under worker kills, Redis
# restarts, Odoo faults and an Odoo outage; prints the counts and fails unless nothing was lost.
soak: build
	@node --import tsx bench/soak.bench.ts

clean:
	rm -rf data frontend/dist dist
