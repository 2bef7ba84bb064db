# Hexkeeper — the two commands: `make run` and `make test`. Both set up a fresh Debian 12 machine first.
BUILD ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=

.PHONY: all setup configure build run test screenshot screenshots translations clean bench fuzz package install soak

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

# Every page and the main dialogs at 1024x700 and 1280x800, light and dark, English and German, and 2x:
# build/screens/, with build/screens/index.html to look at them.
screenshots: build
	@bash scripts/screenshots.sh $(BUILD)/app/hexkeeper $(BUILD)/screens

# A .deb of the installed tree (cmake/Packaging.cmake) in $(BUILD)/, and the same tree installed under PREFIX.
PREFIX ?= /usr/local
package: build
	cd $(BUILD) && cpack -G DEB

install: build
	cmake --install $(BUILD) --prefix $(PREFIX)

translations: configure
	cmake --build $(BUILD) --target update_translations
	python3 tools/fill_en_plurals.py translations/hexkeeper_en.ts

bench: configure
	@bash scripts/setup.sh --bench
	cmake --build $(BUILD) --target hk_benchmarks
	@for b in $(BUILD)/tests/bench/bench_*; do if [ -f "$$b" ] && [ -x "$$b" ]; then echo "== $$b"; $$b || exit 1; fi; done

# The soaks. `make soak N=500` runs N of each: the downtime soak (issue 33: SOAK_SEQUENCES random sequences of
# SOAK_STEPS downtime steps, `make test` runs 200 of 20) and the fight soak (issue 34: FIGHT_SOAK_GAMES random
# fights in every ruleset and Wiz-War games of up to FIGHT_SOAK_STEPS steps, `make test` runs 40). Every step is
# checked; a failure prints its seed, and SOAK_SEED=N SOAK_SEQUENCES=1 or FIGHT_SOAK_SEED=N FIGHT_SOAK_GAMES=1
# runs that one alone. Without N: 5000 downtime sequences and 500 fights.
SOAK_SEQUENCES ?= $(if $(N),$(N),5000)
SOAK_STEPS ?= 30
SOAK_SEED ?= 1
FIGHT_SOAK_GAMES ?= $(if $(N),$(N),500)
FIGHT_SOAK_STEPS ?= 60
FIGHT_SOAK_SEED ?= 1

soak: configure
	cmake --build $(BUILD) --target tst_downtime_soak tst_fight_soak
	QTEST_FUNCTION_TIMEOUT=86400000 SOAK_SEQUENCES=$(SOAK_SEQUENCES) SOAK_STEPS=$(SOAK_STEPS) SOAK_SEED=$(SOAK_SEED) \
	  QT_QPA_PLATFORM=offscreen \
	  $(BUILD)/tests/model/tst_downtime_soak soak
	QTEST_FUNCTION_TIMEOUT=86400000 FIGHT_SOAK_GAMES=$(FIGHT_SOAK_GAMES) FIGHT_SOAK_STEPS=$(FIGHT_SOAK_STEPS) \
	  FIGHT_SOAK_SEED=$(FIGHT_SOAK_SEED) QT_QPA_PLATFORM=offscreen \
	  $(BUILD)/tests/combat/tst_fight_soak soak

# libFuzzer with AddressSanitizer and UBSan on the readers of outside input (fuzz/), FUZZ_SECONDS per target.
# Its own clang build in $(FUZZ_BUILD); not part of `make test`.
FUZZ_BUILD ?= build-fuzz
FUZZ_SECONDS ?= 60

fuzz:
	@bash scripts/setup.sh --fuzz
	@if [ ! -f $(FUZZ_BUILD)/build.ninja ]; then \
	  cmake -S . -B $(FUZZ_BUILD) -G Ninja -DHK_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++ $(CMAKE_FLAGS); fi
	cmake --build $(FUZZ_BUILD) -j $(JOBS)
	@bash scripts/fuzz.sh $(FUZZ_BUILD) $(FUZZ_SECONDS)

clean:
	rm -rf $(BUILD)
