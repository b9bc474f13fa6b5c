# Lamina — two commands: `make test` and `make demos`.
# Both install what they need first (Debian/Ubuntu: apt; macOS: prints the brew line).

SWIFT ?= swift
APT_PACKAGES := libcairo2-dev libpango1.0-dev libfontconfig-dev zlib1g-dev libturbojpeg0-dev libssl-dev liblcms2-dev libgif-dev libwebp-dev libimagequant-dev libpoppler-glib-dev fonts-urw-base35 fonts-dejavu-core fonts-wqy-microhei pkg-config poppler-utils chromium
OUTPUT ?= demo-output
UNAME := $(shell uname -s)

.PHONY: test demos deps build bench docs format lint clean api-surface fuzz sanitize

test: deps
	$(SWIFT) build --build-tests
	# Swift Testing runs tests in parallel: the suite relies on Lamina's thread rule.
	$(SWIFT) test --skip-build
	# The fuzz targets' seed corpora (and the crashers they once found), replayed.
	$(SWIFT) run --skip-build SVGPathFuzz Tests/Fuzz/Corpus/svg
	$(SWIFT) run --skip-build PNGFuzz Tests/Fuzz/Corpus/png
	$(SWIFT) run --skip-build PDFFuzz Tests/Fuzz/Corpus/pdf
	$(SWIFT) run --skip-build TextFuzz Tests/Fuzz/Corpus/text
	$(SWIFT) run --skip-build ICCFuzz Tests/Fuzz/Corpus/icc
	$(SWIFT) run --skip-build ImageFileFuzz Tests/Fuzz/Corpus/imagefile
	$(SWIFT) run --skip-build ImageSourceFuzz Tests/Fuzz/Corpus/imagesource
	# LaminaTesting used as a user's package uses it; recording off, so a missing reference fails.
	SNAPSHOT_TESTING_RECORD=never $(SWIFT) test --package-path Demos/SnapshotConsumer

DEMOS := TextFieldDemo ButtonDemo GalleryDemo GraphicsDemo

# Renders every demo into $(OUTPUT), printing each file written with its size.
# (`swift build` takes one --product at a time: a second one replaces the first.)
demos: deps
	@for demo in $(DEMOS); do $(SWIFT) build --product $$demo || exit 1; done
	@for demo in $(DEMOS); do $(SWIFT) run --skip-build $$demo $(OUTPUT) || exit 1; done

bench: deps
	$(SWIFT) build -c release --product LaminaBenchmarks
	$(SWIFT) run -c release --skip-build LaminaBenchmarks

DOCC ?= $(shell command -v docc 2>/dev/null || echo "$$(dirname $$(command -v swift))/docc")

# Builds the DocC documentation offline into .build/docs, failing on warnings.
docs: deps
	# dump-symbol-graph extracts fresh graphs on every run, whatever the build state; it needs
	# every module built, test modules included (a no-op after make test).
	$(SWIFT) build --build-tests
	$(SWIFT) package dump-symbol-graph
	rm -rf .build/symbol-graphs && mkdir -p .build/symbol-graphs
	for module in Lamina LaminaGraphics LaminaUIKit LaminaTesting; do \
	  cp "$$($(SWIFT) build --show-bin-path)/../symbolgraph/$$module.symbols.json" .build/symbol-graphs/ || exit 1; \
	done
	$(DOCC) convert Documentation/Lamina.docc --additional-symbol-graph-dir .build/symbol-graphs \
	  --fallback-display-name Lamina --fallback-bundle-identifier org.lamina.Lamina \
	  --warnings-as-errors --output-dir .build/docs

FUZZ_TARGETS := SVGPathFuzz PNGFuzz PDFFuzz TextFuzz ICCFuzz ImageFileFuzz ImageSourceFuzz
FUZZ_SECONDS ?= 240
FUZZ_FLAGS := -c release --scratch-path .build/fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DLAMINA_FUZZING

# Fuzzes SVG path data, PNG decoding, PDF reading, text layout, ICC profiles, image files
# (by path and by name) and image files through ImageIO's API for FUZZ_SECONDS each
# (libFuzzer with AddressSanitizer), from the seed corpora in Tests/Fuzz/Corpus; new inputs go to
# .build/fuzz/corpus, crashers to .build/fuzz/crashes. Replay a crasher with a plain build:
# `swift run SVGPathFuzz <file>`.
fuzz: deps
	@mkdir -p .build/fuzz/crashes
	@for target in $(FUZZ_TARGETS); do \
	  $(SWIFT) build $(FUZZ_FLAGS) --product $$target || exit 1; \
	done
	@bin="$$($(SWIFT) build $(FUZZ_FLAGS) --show-bin-path)"; \
	run() { target=$$1; seeds=$$2; dict=$$3; mkdir -p .build/fuzz/corpus/$$seeds; \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp \
	  "$$bin/$$target" .build/fuzz/corpus/$$seeds Tests/Fuzz/Corpus/$$seeds $$dict \
	    -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=4096 -artifact_prefix=.build/fuzz/crashes/$$target- || exit 1; }; \
	run SVGPathFuzz svg -dict=Tests/Fuzz/svg.dict && \
	run PNGFuzz png -dict=Tests/Fuzz/png.dict && \
	run PDFFuzz pdf -dict=Tests/Fuzz/pdf.dict && \
	run TextFuzz text "" && \
	run ICCFuzz icc "" && \
	run ImageFileFuzz imagefile "" && \
	run ImageSourceFuzz imagesource ""

TSAN_FLAGS := --scratch-path .build/tsan --sanitize=thread
ASAN_FLAGS := --scratch-path .build/asan --sanitize=address
EXIT_TESTS := nonFiniteGeometryStops|makingALayerItsOwnAncestorStops|misusedTreeCallsStop|aViewCannotBecomeItsOwnAncestor|aDynamicColourThatResolvesItselfStopsNamingTheProvider

# Runs the test suite under ThreadSanitizer, then under AddressSanitizer with LeakSanitizer, then
# the exit tests (programmer errors stop with their messages) against a release build.
# Leaks inside the system's libraries are suppressed by Tests/Sanitizers/lsan.supp, which names
# each; ThreadSanitizer's reports inside them by Tests/Sanitizers/tsan.supp.
sanitize: deps
	$(SWIFT) build --build-tests $(TSAN_FLAGS)
	TSAN_OPTIONS="halt_on_error=1 suppressions=$(CURDIR)/Tests/Sanitizers/tsan.supp" \
	  $(SWIFT) test --skip-build $(TSAN_FLAGS) --no-parallel
	$(SWIFT) build --build-tests $(ASAN_FLAGS)
	ASAN_OPTIONS="detect_leaks=1" LSAN_OPTIONS="suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp" \
	  $(SWIFT) test --skip-build $(ASAN_FLAGS) --no-parallel
	# Programmer errors keep their messages under -O: the exit tests, against a release build.
	$(SWIFT) test -c release --scratch-path .build/release-tests --filter "$(EXIT_TESTS)"

build: deps
	$(SWIFT) build

# Lists Apple's QuartzCore/CoreGraphics symbols (iOS 18) that Lamina implements and those it
# lacks; see Documentation/APISurface/README.md.
api-surface: deps
	python3 Documentation/APISurface/report.py

# Installs the system packages that are missing, as root or through sudo.
deps:
ifeq ($(UNAME),Darwin)
	@pkg-config --exists pangocairo libturbojpeg libcrypto lcms2 libwebpdemux imagequant poppler-glib || { echo "Install the C libraries first: brew install cairo pango jpeg-turbo openssl@3 little-cms2 giflib webp libimagequant pkg-config poppler"; exit 1; }
else
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo"; \
	  else echo "Missing packages:$$missing — run as root or install sudo"; exit 1; fi; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null || exit 1; \
	fi
endif

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Demos Benchmarks

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Demos Benchmarks

clean:
	rm -rf .build $(OUTPUT)
