#!/usr/bin/env bash
# Golden assertions where teams run them: Benchmarks/consumer is a package that depends on SeatMap
# by path as the README says (`.package(path: "../SeatMap")`); its tests time 20 unchanged and 20
# changed (one seat sold: the failure, its three files and the outlined diff image) assertions of
# an iPhone 15 page, per framework (XCTest, Swift Testing), beside a plain render of the same page
# in the same process, in a debug build (`swift test`) and in a release one. Prints Markdown rows
# (medians, ms).
set -euo pipefail
cd "$(dirname "$0")/consumer"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
for build in debug release; do
  swift build -c "$build" --build-tests > "$t/build-$build.log" 2>&1 || { cat "$t/build-$build.log" >&2; exit 1; }
  # The two frameworks run one after the other in one process, never at once.
  swift test -c "$build" --skip-build --no-parallel > "$t/test-$build.log" 2>&1 || { cat "$t/test-$build.log" >&2; exit 1; }
  grep '^seatmap-consumer-bench ' "$t/test-$build.log" >> "$t/results"
done
python3 - "$t/results" <<'PY'
import sys
rows = {}
for line in open(sys.argv[1]):
    parts = line.split()
    fields = dict(p.split("=") for p in parts[3:])
    rows[(parts[1], parts[2])] = {k: float(v) for k, v in fields.items()}
print("| golden assertion of an iPhone 15 page, in a consumer package | unchanged | changed (one seat, with its diff image) | plain render | unchanged / plain render |")
print("|---|---|---|---|---|")
for framework in ("xctest", "swift-testing"):
    for build in ("debug", "release"):
        r = rows[(framework, build)]
        print(f"| {framework}, {build} build (`swift test{' -c release' if build == 'release' else ''}`) | {r['unchanged']:.1f} ms | {r['changed']:.1f} ms | {r['render']:.1f} ms | {r['unchanged'] / r['render']:.2f}× |")
for framework in ("xctest", "swift-testing"):
    d, r = rows[(framework, "debug")], rows[(framework, "release")]
    print(f"| {framework}: debug against release | {d['unchanged'] / r['unchanged']:.2f}× | {d['changed'] / r['changed']:.2f}× | {d['render'] / r['render']:.2f}× | |")
PY
