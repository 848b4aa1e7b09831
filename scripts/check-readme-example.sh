#!/usr/bin/env bash
# Builds the README's snapshot-testing example as a user would: a new package beside a copy
# named SeatMap, the README's dependency lines and test file verbatim, then `swift test` twice
# (the first run records the references and fails saying so; the second must pass).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
ln -s "$root" "$work/SeatMap"
mkdir -p "$work/Consumer/Tests/ConsumerTests" "$work/Consumer/Samples"
cp Samples/standard.json "$work/Consumer/Samples/"
python3 - "$root/README.md" "$work/Consumer" <<'PY'
import re, sys
readme, out = sys.argv[1], sys.argv[2]
text = open(readme, encoding="utf-8").read()
def block(tag):
    m = re.search(r"<!-- readme-example: %s -->\s*```swift\n(.*?)```" % tag, text, re.S)
    if not m: sys.exit(f"README has no block marked readme-example: {tag}")
    return m.group(1)
deps = block("package")
lines = [l.strip().rstrip(",") for l in deps.strip().splitlines()]
package_line = next(l for l in lines if l.startswith(".package("))
target = deps[deps.index(".testTarget("):].strip().rstrip(",")
target = target.replace('name: "MyTests"', 'name: "ConsumerTests"')
open(f"{out}/Package.swift", "w").write(f"""// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Consumer",
    dependencies: [{package_line}],
    targets: [{target}]
)
""")
open(f"{out}/Tests/ConsumerTests/HallTests.swift", "w").write(block("test"))
# The README's set-up commands, run in the consumer as a user would (MyTests is ConsumerTests here).
m = re.search(r"<!-- readme-example: setup -->\s*```sh\n(.*?)```", text, re.S)
if not m: sys.exit("README has no block marked readme-example: setup")
open(f"{out}/setup.sh", "w").write(m.group(1).replace("MyTests", "ConsumerTests"))
# Reference names in a consumer: a parameterised Swift Testing test and two XCTest classes in one
# file, each drawing a different device under one test and snapshot name.
open(f"{out}/Tests/ConsumerTests/NamingTests.swift", "w").write("""
import SeatMapCore
import SeatMapLayout
import SeatMapSnapshot
import SeatMapSnapshotTesting
import Testing
import XCTest

func hall() throws -> Hall { try HallFile.load(path: "Samples/standard.json") }

@Test(arguments: ["375x667@1", "320x568@1"])
func perArgument(device: String) throws {
    assertSnapshot(of: try hall(), as: .page(device: try .named(device)), named: "page")
}

final class FirstClass: XCTestCase {
    func testPage() throws { assertSnapshot(of: try hall(), as: .page(device: try .named("375x667@1")), named: "page") }
}

final class SecondClass: XCTestCase {
    func testPage() throws { assertSnapshot(of: try hall(), as: .page(device: try .named("320x568@1")), named: "page") }
}
""")
PY
cd "$work/Consumer"
sh -eu setup.sh && rm setup.sh
# Outputs go to files before grep: `cmd | grep -q` fails at random under pipefail.
swift build --build-tests > "$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "error: the README example does not build" >&2; exit 1; }
if grep -E "error|warning: " "$work/build.log" >&2; then echo "error: the README example does not build cleanly" >&2; exit 1; fi
swift test > "$work/first.log" 2>&1 || true
grep -q "recorded snapshot" "$work/first.log" || { cat "$work/first.log" >&2; echo "error: the first run did not record references" >&2; exit 1; }
swift test > "$work/second.log" 2>&1 || { cat "$work/second.log" >&2; echo "error: the README example fails against its own references" >&2; exit 1; }
for ref in HallTests/standardHall.iphone-se-ar.png NamingTests/perArgument.375x667@1.page.png NamingTests/perArgument.320x568@1.page.png \
           NamingTests/FirstClass.testPage.page.png NamingTests/SecondClass.testPage.page.png; do
  [ -f "$work/Consumer/Tests/ConsumerTests/__Snapshots__/$ref" ] || { ls -R "$work/Consumer/Tests/ConsumerTests/__Snapshots__" >&2; echo "error: no reference $ref" >&2; exit 1; }
done
echo "README example: builds, records, and passes; arguments and XCTest classes have their own references"
