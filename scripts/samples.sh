#!/usr/bin/env bash
# The main job on the samples: installs what is missing, builds, validates every sample hall,
# and renders each one (screen and full map, every built-in theme, two devices) into out/, and
# the import samples (Maoyan, Vista, lists, CSV) into out/import/, the venue maps of
# Samples/venues into out/venues/, and the selection flows of Samples/flows into out/flows/.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
mkdir -p out
# The build log goes to a file: a failed build stops here instead of being hidden by a filter.
swift build -c release --product seatmap > out/build.log 2>&1 || { cat out/build.log >&2; exit 1; }
bin=.build/release/seatmap
mkdir -p out
$bin validate Samples/*.json
$bin batch --halls Samples/*.json --themes maoyan dark high-contrast print --devices iphone-se,iphone-15 -o out/gallery
for hall in Samples/*.json; do
  name=$(basename "$hall" .json)
  $bin render "$hall" --suggest 2 -o "out/$name.png"
  $bin render "$hall" --mode full --device iphone-se -o "out/$name-full.png"
done
# Seat data of other systems, rendered straight from their files (no conversion step).
mkdir -p out/import
for f in Samples/import/*; do
  name=$(basename "$f"); name=${name//./-}
  $bin validate "$f"
  $bin render "$f" --device iphone-se -o "out/import/$name.png"
done
# Venues at coordinates (docs/venue-format.md): each map with its seats (1 px a point) and as
# sections with what is left (a tenth of that), PNG and SVG.
mkdir -p out/venues
# The race track is 72,680 pt across: its whole map at 1 px a point is past the picture limit
# (32,767 px a side), so it is drawn at 0.25 (seats 9 px wide; the refusal names 0.37 as the largest), and its sections at
# 0.05.
for v in Samples/venues/*.json; do
  name=$(basename "$v" .json)
  $bin validate "$v"
  full=1 sections=0.15
  if [ "$name" = racetrack ]; then full=0.25 sections=0.05; fi
  $bin render "$v" --mode full --scale $full -o "out/venues/$name.png"
  $bin render "$v" --mode full --scale $full -o "out/venues/$name.svg"
  $bin render "$v" --mode full --scale $sections -o "out/venues/$name-sections.png" 2> /dev/null
done
# A venue on two floors: besides the all-floors view above, each floor alone.
for floor in 1 2; do
  $bin render Samples/venues/opera.json --mode full --scale 1 --floor $floor -o "out/venues/opera-floor$floor.png"
done
# Venue maps in review: every venue's whole map, in Chinese and Arabic, with the best seats
# suggested (the expo has booths, no seats to suggest: it is reviewed as it stands).
seated=$(ls Samples/venues/*.json | grep -v '/expo.json$')
$bin batch --halls $(echo "$seated" | grep -v '/racetrack.json$') --mode full --scale 0.5 --states none,suggest2 --locales zh-Hans,ar -o out/venues/gallery
$bin batch --halls Samples/venues/expo.json --mode full --scale 0.5 --locales zh-Hans,ar -o out/venues/gallery-expo
# The phone page around each venue's map on phones and a tablet, both orientations, with the best
# seats suggested; the arena's North stand zoomed in as a tap on it does.
$bin batch --halls $seated --devices iphone-se,iphone-15,pixel-7,ipad-pro-11 --orientations portrait,landscape --states none,suggest2 -o out/venues/pages
$bin batch --halls Samples/venues/expo.json --devices iphone-se,iphone-15,pixel-7,ipad-pro-11 --orientations portrait,landscape -o out/venues/pages-expo
$bin render Samples/venues/arena.json --section north --suggest 2 -o out/venues/arena-north-page.png
# The standard sample in every locale (docs/locales.md), with the fonts this machine draws each script from.
$bin locales
$bin batch --halls Samples/standard.json --locales zh-Hans,zh-Hant,en,ja,ko,th,vi,id,ar,he --devices iphone-se,iphone-15 --states none,suggest -o out/locales
# Selection flows (docs/flow-format.md): the happy, refusal and conflict paths, a story for
# every screen and two on venues (a tap on a stand, then its seats; booths and places at an expo), each a frame per step, a contact sheet and an animated PNG; and their frames in a
# gallery of their own, on the iPhone 15 the stories were written for and on the SE (where the
# happy path's tapAt points warn per step; every-device's targets do not).
for story in Samples/flows/happy.json Samples/flows/refusal.json Samples/flows/conflict.json Samples/flows/every-device.json Samples/flows/arena.json Samples/flows/expo.json; do
  $bin flow "$story" -o "out/flows/$(basename "$story" .json)"
done
$bin batch --flows Samples/flows/happy.json,Samples/flows/refusal.json,Samples/flows/conflict.json,Samples/flows/every-device.json --devices iphone-15,iphone-se -o out/flows/gallery
echo "open out/gallery/index.html for the design-review gallery, out/locales/index.html for every locale, out/venues/gallery/index.html for the venues (out/venues/pages/index.html on phones), out/flows/*/contact.png for the flows"
