#!/bin/sh
# Makes app/fonts/noto-nastaliq-urdu.woff2: Noto Nastaliq Urdu (SIL Open Font License, see
# app/fonts/OFL-noto-nastaliq-urdu.txt) cut down to what Urdu text needs, for the /ur/ pages only. Fontsource's
# "arabic" file (weight 400) is 156 KB; this one is 94 KB, which the Urdu pages' first paint on a slow phone feels
# (issue 28: Lighthouse counts every byte fetched before the largest paint). It keeps
# - the Urdu alphabet (with the hamza and madda forms), its punctuation (، ؛ ؟ ۔) and the vowel marks Urdu writes
#   (zabar, zer, pesh, tanween as in فوراً, shadda, sukun, hamza above, superscript alef);
# - the joiners and direction marks (ZWNJ, ZWJ, LRM, RLM) and the space, so words are spaced in the face's own width;
# - the shaping tables whole for the Arabic script's default language system, which is what a browser shapes
#   lang="ur" text with (the face has no Urdu system); the Arabic, Persian, Kashmiri and Sindhi systems and the Latin
#   script go, with the glyphs only they reach. The pages rendered pixel for pixel as with the whole tables.
# Latin letters and digits are left out: names, numbers and e-mail addresses fall back to the site's own fonts.
# Arabic-only letters (ة, Arabic ك, ي, ه) are left out too: they fall back and stay legible.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli). The result is
# committed; run this again (`npm run fonts:urdu`) only when the source font or the choices above change. The file's
# size varies by a few hundred bytes between runs (fontTools packs its tables in no fixed order); its tables do not.
set -eu
cd "$(dirname "$0")/../.."
package_dir=node_modules/@fontsource/noto-nastaliq-urdu
target=app/fonts/noto-nastaliq-urdu.woff2

python3 - "$package_dir/files/noto-nastaliq-urdu-arabic-400-normal.woff2" "$target" <<'PYTHON'
import sys
from fontTools import subset
from fontTools.ttLib import TTFont

source, target = sys.argv[1:]
arabic_letters_urdu_uses = "ءآأؤإئابتثجحخدذرزسشصضطظعغفقلمنوی"
urdu_letters = "ٹپچڈڑژکگںھہۂۃےۓ"
punctuation = " ،؛؟۔"
marks = "".join(map(chr, range(0x064B, 0x0653))) + "\u0654\u0670"
joiners_and_direction = "\u200c\u200d\u200e\u200f"

font = TTFont(source)
for script in font["GSUB"].table.ScriptList.ScriptRecord:
    script.Script.LangSysRecord = []
    script.Script.LangSysCount = 0
options = subset.Options()
options.flavor = "woff2"
options.layout_scripts = ["arab"]
subsetter = subset.Subsetter(options)
subsetter.populate(text=arabic_letters_urdu_uses + urdu_letters + punctuation + marks + joiners_and_direction)
subsetter.subset(font)
font.flavor = "woff2"
font.save(target)
PYTHON
cp "$package_dir/LICENSE" app/fonts/OFL-noto-nastaliq-urdu.txt
ls -l "$target"
