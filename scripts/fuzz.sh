#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (ASan + coverage) and runs each for SECONDS (default 60).
# Seeds come from Fuzz/Corpus/<target>/; the growing corpus and any crash, leak or timeout input
# are kept under Fuzz/.build/fuzz/ (not committed). Exits non-zero on the first finding, naming it.
#   ./scripts/fuzz.sh            # 60 s per target
#   ./scripts/fuzz.sh 600        # ten minutes per target
#   FUZZ_TARGETS="hall png" ./scripts/fuzz.sh 30
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
targets=${FUZZ_TARGETS:-"hall import theme png arguments font layout manifest refresh render flow flow-folder large venue reference"}
./scripts/setup.sh
cd Fuzz
# --sanitize fuzzer links libFuzzer's main; -sanitize=fuzzer on the compilers adds the coverage
# instrumentation; -parse-as-library because the targets have no top-level code.
work=.build/fuzz
mkdir -p "$work/artifacts"
if ! swift build -c release --sanitize fuzzer --sanitize address \
     -Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link -Xswiftc -parse-as-library > "$work/build.log" 2>&1; then
  cat "$work/build.log" >&2
  echo "error: the fuzz targets do not build" >&2
  exit 1
fi
status=0
for t in $targets; do
  corpus="$work/corpus-$t"
  mkdir -p "$corpus"
  cp -n Corpus/"$t"/* "$corpus"/ 2>/dev/null || true
  # Font seeds are the pinned system fonts (not committed); libFuzzer cuts them to -max_len.
  if [ "$t" = font ]; then cp -n /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "$corpus"/ 2>/dev/null || true; fi
  # The memory target expands its input to up to 8 MB (30 s an input under the sanitizers): it runs with the lower limit, so an input
  # that is materialised before it is refused is a finding (the sanitizer's own overhead is
  # about 2x, so 1 GiB here is the 512 MiB of docs/limits.md).
  rss=2048; timeout=10
  [ "$t" = large ] && rss=1024 && timeout=30
  echo "fuzz-$t: ${seconds}s" >&2
  # -timeout: one input taking 10 s is a hang; -rss_limit_mb: memory beyond 2 GiB is a finding.
  if ! ".build/release/fuzz-$t" "$corpus" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="$rss" \
       -max_len=65536 -artifact_prefix="$work/artifacts/$t-" -print_final_stats=1 > "$work/$t.log" 2>&1; then
    echo "error: fuzz-$t found a problem; input and log: $work/artifacts/$t-*, Fuzz/$work/$t.log" >&2
    # A Swift trap shows as a deadly signal inside the handler; its message ("Fatal error: …",
    # "precondition failed") and the Swift frames of the stack, demangled, say what it is.
    grep -E "Fatal error|precondition failed|ERROR|SUMMARY|Test unit written" "$work/$t.log" >&2 || true
    grep -E "^ *#[0-9]+ 0x[0-9a-f]+ in " "$work/$t.log" | grep -v -E "libFuzzer|__sanitizer|asan|libc\.so|fuzzer::" | head -12 \
      | { command -v swift-demangle > /dev/null && swift-demangle --simplified || cat; } >&2 || true
    status=1
  else
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/$t.log" | sed "s/^/  /" >&2 || true
  fi
done
exit $status
