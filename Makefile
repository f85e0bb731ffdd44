# The single entry point for learners, instructors and CI. CI only calls `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PY     := $(BIN)/python
PYTEST ?= $(PY) -m pytest
STAMP  := $(VENV)/.installed
STARTUP := $(VENV)/.startup-installed
PORT   ?= 8787
ASSIGNMENT ?=
JOBS   ?=
# The inner loop: no nbgrader, no clean room, no notebooks, browser, hub or framework venvs.
FAST   := not (nbgrader or notebooks or browser or hub or compat or soak or slow)
FORCE  ?=
STUDENT ?=

.PHONY: install lab bytecode test test-fast lint format test-notebooks notebooks-clean goldens release grade report bench serve system-deps clean

# Create .venv from the pinned requirements (re-run when requirements.txt changes).
$(STAMP): requirements.txt pyproject.toml
	@echo "==> Creating $(VENV) from requirements.txt"
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -r requirements.txt
	$(PY) -m pip install --quiet --no-deps -e .
	$(PY) -m autograder setup-lab
	$(PY) -m autograder prepare
	@touch $(STAMP)

# The venv's start-up line (deploy/venv-startup.pth: says why), in its site-packages.
$(STARTUP): deploy/venv-startup.pth $(STAMP)
	cp deploy/venv-startup.pth "$$($(PY) -c 'import sysconfig; print(sysconfig.get_path("purelib"))')/tooluse-startup.pth"
	@touch $@

# Install everything the course and its tests need (idempotent).
install: $(STAMP) $(STARTUP)

# Open JupyterLab on the course, offline, no API key needed. JupyterLab serves the learner's
# view of the checkout (.lab/course: links to lessons/, exercises/ and README.md only), so
# the quiz key and practice answers under tests/ and the sources in solutions/ are not in
# its file browser. LAB_ARGS passes more options to jupyter lab (port, token, ...).
LAB_VIEW  := .lab/course
LEARNER_VIEW := lessons exercises README.md
LAB_ARGS ?=
lab: install
	@echo "==> Starting JupyterLab on the learner view $(LAB_VIEW) (offline simulator; no API key needed)"
	@$(PY) -m autograder setup-lab >/dev/null
	@mkdir -p $(LAB_VIEW) && for item in $(LEARNER_VIEW); do ln -sfn ../../$$item $(LAB_VIEW)/$$item; done
	$(BIN)/jupyter lab --ServerApp.root_dir=$(LAB_VIEW) --LabApp.default_url=/lab/tree/lessons/README.md \
		--ServerApp.jpserver_extensions=nbgrader.server_extensions.formgrader=False \
		--ServerApp.jpserver_extensions=nbgrader.server_extensions.course_list=False \
		$(if $(filter 0,$(shell id -u)),--allow-root) $(LAB_ARGS)

# Bytecode for our own modules: every grading process imports them (nbgrader, the clean
# room, workers), and PYTHONDONTWRITEBYTECODE=1 environments never cache it themselves.
# Goldens and corpus cases are learners' answers, never imported (some do not compile).
bytecode: install
	@$(PY) -m compileall -q -x 'tests/exercises/[^/]+/(goldens|corpus)/' autograder tests benchmarks nbgrader_config.py

# The whole test suite, lint included: this is what CI runs. Prints its 15 slowest tests.
# TEST_JOBS worker processes (pytest-xdist) run the tests; the controlling process grades
# the exercises' batches meanwhile and publishes them to the workers
# (tests/exercises/service.py), so both cores stay busy while a test waits on a hub or a
# look-up; on two cores the second worker starts when that grading is done (fewer processes
# at once cost less CPU: docs/ARCHITECTURE.md). TEST_JOBS=0 runs everything in one process.
# It leaves out `inner_loop` tests: test-fast's quick stand-ins for what the grading paths
# prove here (pyproject.toml).
TEST_JOBS ?= 2
XDIST = $(if $(filter 0,$(TEST_JOBS)),,-n $(TEST_JOBS) --dist loadgroup --no-loadscope-reorder)
test: install lint bytecode
	@echo "==> Running the test suite"
	$(PYTEST) -m "not inner_loop" $(XDIST) --durations=15

# The inner loop (< 2 min): checks, contract, simulator, viz, the cases in-process; in
# TEST_JOBS workers too (one process took 132-137 s on a 2-core machine, two 88 s).
test-fast: install bytecode
	@echo "==> Running the fast tests (no nbgrader; make test runs everything)"
	$(PYTEST) -m "$(FAST)" --ignore=tests/grading $(XDIST) --durations=15

# Lint and format check.
lint: install
	@echo "==> ruff check / ruff format --check / lint-imports (import layers)"
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports --no-cache

# Apply the formatter and safe lint fixes.
format: install
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

# Execute every lesson (nbclient) and every exercise notebook (through nbgrader) offline.
test-notebooks: install
	$(PYTEST) -m "notebooks or nbgrader"

# Strip outputs, execution counts and attachments from every notebook.
notebooks-clean: install
	$(PY) -m autograder notebooks-clean lessons exercises solutions

# Rewrite the expected results of the golden submissions (review the diff!).
goldens: install
	$(PY) -m autograder goldens --update

# Regenerate exercises/ (nbgrader release) from solutions/ (nbgrader source).
release: install
	$(PY) -m autograder release

# Autograde every submission in submitted/ (ASSIGNMENT=..., JOBS=..., FORCE=1 re-grades
# unchanged ones, STUDENT="a b" grades only those), then export grades.csv. Same grading
# as plain `nbgrader autograde` (nbgrader_config.py), in parallel, with a status table.
grade: install
	$(PY) -m autograder grade --assignment $(or $(ASSIGNMENT),$(error set ASSIGNMENT=<exercise id>)) $(if $(JOBS),--jobs $(JOBS)) $(if $(filter 1,$(FORCE)),--force) $(foreach s,$(STUDENT),--student $(s))

# Class report after grading: pass rate per criterion, learners per diagnosis, a bar chart.
report: install
	$(PY) -m autograder report --assignment $(or $(ASSIGNMENT),$(error set ASSIGNMENT=<exercise id>))

# Benchmarks (medians, side-by-side ratios). Not part of `make test`.
bench: install
	$(PY) -m benchmarks

# Serve the simulator over HTTP on 127.0.0.1:$(PORT) (for curl, other SDKs, ANTHROPIC_BASE_URL).
serve: install
	$(PY) -m autograder serve --port $(PORT)

# Optional (root, Debian): chromium + a CJK font for the browser test, bubblewrap for the
# grading sandbox, patchelf for `make hub` (copies a shared-library Python for learners).
# Without them those tests say clearly that they skipped.
system-deps:
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk bubblewrap libseccomp2 patchelf >/dev/null

# Remove the virtual environment and generated grading folders.
clean:
	rm -rf $(VENV) submitted autograded feedback gradebook.db .pytest_cache

# --- The course's JupyterHub on one server (docs/INSTRUCTOR_GUIDE.md) -------------------
HUB_STATE  ?= /var/lib/tooluse-hub
HUB_ROSTER ?= hub/roster.csv
HUB_PORT   ?= 18000
HUB_PROXY  := hub/node_modules/.installed
PURGE      ?=
HUB_ENV     = TOOLUSE_HUB_STATE=$(HUB_STATE) TOOLUSE_HUB_ROSTER=$(HUB_ROSTER) TOOLUSE_HUB_PORT=$(HUB_PORT)

.PHONY: hub hub-install hub-down hub-users

# JupyterHub's proxy, from npm with the machine's Node.js (pinned by hub/package-lock.json).
# Without npm the hub tests skip and say so.
$(HUB_PROXY): hub/package.json hub/package-lock.json
	@if command -v npm >/dev/null; then cd hub && npm ci --no-audit --no-fund --loglevel=error && touch node_modules/.installed; \
	else echo "npm not found: install Node.js (Debian: apt-get install nodejs npm) for make hub"; fi

hub-install: install $(HUB_PROXY)

# The browser test of the class cycle needs the proxy too.
test: hub-install

# Create what the roster needs and is missing (users, homes, the learners' and the
# instructors' installations, the exchange, the gradebook), close the checkout to other
# users, then start JupyterHub in the background on 127.0.0.1:$(HUB_PORT). Root: the
# users are unix users. Every change is journaled; `make hub-down` undoes it.
hub: hub-install
	@test "$$(id -u)" = 0 || { echo "make hub creates unix users for the roster: run it as root"; exit 2; }
	$(HUB_ENV) $(PY) -m hub provision
	$(HUB_ENV) $(PY) -m hub start
	@echo "    new users' passwords: $(HUB_STATE)/private/passwords.csv (root only)"

# Stop the hub and its users' servers; give the checkout its mode back. PURGE=1 also
# removes the accounts, groups, homes and state `make hub` created (the class's work!).
hub-down:
	@test "$$(id -u)" = 0 || { echo "make hub-down manages unix users: run it as root"; exit 2; }
	$(HUB_ENV) $(PY) -m hub down $(if $(filter 1,$(PURGE)),--purge)

# The Zero-to-JupyterHub user lists of the roster (deploy/roster-values.yaml).
hub-users: install
	$(PY) -m hub helm-users --roster $(HUB_ROSTER) > deploy/roster-values.yaml
