#!/bin/sh
# Makes app/fonts/fraunces-headings.woff2: Fraunces (SIL Open Font License, see app/fonts/OFL.txt) cut down
# to what the headings almost always need, so the first view of a page fetches about 20 KB instead of 37 KB:
# - weights 400 to 600 only (the headings use normal, medium and semibold);
# - Basic Latin and the punctuation the site's texts use (no-break space, middle dot, dashes, curly quotes,
#   bullet, ellipsis). Any other character falls back to the full Latin and Latin Extended files (app.css).
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli). The result is
# committed; run this again only when the source font or the choices above change.
set -eu
cd "$(dirname "$0")/../.."
source_font=node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m fontTools.varLib.instancer "$source_font" wght=400:600 --output "$work/limited.ttf"
python3 -m fontTools.subset "$work/limited.ttf" \
  --unicodes="U+0020-007E,U+00A0,U+00B7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026" \
  --layout-features="kern,liga,calt,ccmp,locl" \
  --flavor=woff2 \
  --output-file=app/fonts/fraunces-headings.woff2
cp node_modules/@fontsource-variable/fraunces/LICENSE app/fonts/OFL.txt
ls -l app/fonts/fraunces-headings.woff2
