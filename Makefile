# Hexkeeper — the two commands: `make run` and `make test`. Both set up a fresh Debian 12 machine first.
BUILD ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=

.PHONY: all setup configure build run test screenshot translations clean bench

all: build

setup:
	@bash scripts/setup.sh

$(BUILD)/build.ninja:
	@bash scripts/setup.sh
	cmake -S . -B $(BUILD) -G Ninja $(CMAKE_FLAGS)

configure: setup $(BUILD)/build.ninja

build: configure
	cmake --build $(BUILD) -j $(JOBS)

run: build
	@bash scripts/run.sh $(BUILD)/app/hexkeeper

test: build
	cd $(BUILD) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j $(JOBS)

screenshot: build
	QT_QPA_PLATFORM=offscreen $(BUILD)/app/hexkeeper --demo --screenshot $(BUILD)/hexkeeper.png

translations: configure
	cmake --build $(BUILD) --target update_translations
	python3 tools/fill_en_plurals.py translations/hexkeeper_en.ts

bench: configure
	cmake --build $(BUILD) --target hk_benchmarks
	@for b in $(BUILD)/tests/bench/bench_*; do if [ -f "$$b" ] && [ -x "$$b" ]; then echo "== $$b"; $$b || exit 1; fi; done

clean:
	rm -rf $(BUILD)
