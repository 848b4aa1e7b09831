#!/usr/bin/env bash
# The README's CI review (GitHub Actions / GitLab) on one machine, end to end:
#   1. a baseline batch of the halls (what main last accepted),
#   2. a change (seat 5_5 of one hall sold, as a pull request might),
#   3. the render shards, each compared with the baseline,
#   4. the merge: --fail-on-change exits 1, --junit (checked against the JUnit schema when
#      xmllint is there) and --summary name the changed seat,
#   5. batch accept --all into the baseline (the reviewable diff),
#   6. the same shards and merge again: green.
# Usage: scripts/ci-example.sh [WORK_DIR]   (SEATMAP_BIN picks the binary; default: a release build)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
if [ -z "${SEATMAP_BIN:-}" ]; then
  swift build -c release --product seatmap > /dev/null
  SEATMAP_BIN=$root/.build/release/seatmap
fi
bin=$SEATMAP_BIN
work=${1:-$(mktemp -d)}
mkdir -p "$work/halls"
cp Samples/standard.json "$work/halls/standard.json"
cp Samples/studio.json "$work/halls/一号厅.json"   # names stay readable in paths, gallery and reports
cd "$work"
batch=(batch --halls halls/standard.json halls/一号厅.json --themes maoyan,dark --devices iphone-se)

step() { echo "ci-example: $*"; }

step "1. baseline"
"$bin" "${batch[@]}" -o baseline > /dev/null

step "2. the change: seat 5_5 of standard sold"
python3 - <<'PY'
import json
path = "halls/standard.json"
hall = json.load(open(path, encoding="utf-8"))
for row in hall["rows"]:
    for seat in row:
        if seat and seat.get("seatId") == "5_5":
            seat["status"] = 0  # 0: sold (docs/hall-format.md)
json.dump(hall, open(path, "w", encoding="utf-8"), ensure_ascii=False)
PY

render_and_merge() {  # $1: suffix of the folders; returns merge's exit code
  rm -rf "shard-1$1" "shard-2$1" "review$1"
  for i in 1 2; do "$bin" "${batch[@]}" --baseline baseline --shard "$i/2" -o "shard-$i$1" > /dev/null; done
  local code=0
  "$bin" batch merge "shard-1$1" "shard-2$1" --baseline baseline --fail-on-change \
    --junit "review$1.junit.xml" --summary "review$1.summary.md" -o "review$1" > "review$1.log" 2>&1 || code=$?
  return $code
}

step "3-4. shards and merge"
code=0; render_and_merge "" || code=$?
[ "$code" = 1 ] || { cat review.log >&2; echo "error: the merge should fail on the change (exit 1), got $code" >&2; exit 1; }
grep -q "5_5" review.summary.md || { cat review.summary.md >&2; echo "error: the summary does not name seat 5_5" >&2; exit 1; }
grep -q "available→sold" review.junit.xml || { echo "error: the JUnit report does not name the change" >&2; exit 1; }
if command -v xmllint > /dev/null 2>&1; then
  xmllint --noout --schema "$root/Tests/SeatMapCLITests/junit.xsd" review.junit.xml 2> xmllint.log \
    || { cat xmllint.log >&2; echo "error: the JUnit report is not valid" >&2; exit 1; }
fi
[ -f "review/一号厅/maoyan/iphone-se.png" ] || { echo "error: the Chinese hall name is not readable in the paths" >&2; exit 1; }

step "5. accept"
"$bin" batch accept review --baseline baseline --all

step "6. again: green"
render_and_merge "-2" || { cat review-2.log >&2; echo "error: the re-run after accepting is not green" >&2; exit 1; }
echo "ci-example: ok ($work)"
