// Makes app/fonts/noto-nastaliq-urdu.woff2: Noto Nastaliq Urdu (SIL Open Font License, see app/fonts/OFL-noto-nastaliq-urdu.txt)
// cut down to what Urdu text needs, for the /ur/ pages only (issue 28 allows about 110 KB). Fontsource's "arabic"
// file (weight 400) is 156 KB; this keeps
// - the Urdu alphabet (with the hamza and madda forms), its punctuation (، ؛ ؟ ۔) and the vowel marks Urdu writes
//   (zabar, zer, pesh, tanween as in فوراً, shadda, sukun, hamza above, superscript alef);
// - the joiners and direction marks (ZWNJ, ZWJ, LRM, RLM) and the space, so words are spaced in the face's own width.
// Latin letters and digits are left out: names, numbers and e-mail addresses fall back to the phone's own font.
// Arabic-only letters (ة, Arabic ك, ي, ه) are left out too (5 KB): they fall back and stay legible.
// The shaping tables stay whole for the kept letters (harfbuzz's subsetter, run here as WebAssembly).
// The result is committed; run this again (`npm run fonts:urdu`) only when the source font or
// the choices above change.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

const packageDir = "node_modules/@fontsource/noto-nastaliq-urdu";
const target = "app/fonts/noto-nastaliq-urdu.woff2";

const range = (first: number, last: number) => String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, index) => first + index));

const arabicLettersUrduUses = "ءآأؤإئابتثجحخدذرزسشصضطظعغفقلمنوی";
const urduLetters = "ٹپچڈڑژکگںھہۂۃےۓ";
const punctuation = " ،؛؟۔";
const marks = `${range(0x064b, 0x0652)}\u0654\u0670`;
const joinersAndDirection = "\u200c\u200d\u200e\u200f";

const source = readFileSync(`${packageDir}/files/noto-nastaliq-urdu-arabic-400-normal.woff2`);
const subset = await subsetFont(source, arabicLettersUrduUses + urduLetters + punctuation + marks + joinersAndDirection, { targetFormat: "woff2" });
writeFileSync(target, subset);
copyFileSync(`${packageDir}/LICENSE`, "app/fonts/OFL-noto-nastaliq-urdu.txt");
console.log(`${target}: ${subset.length} bytes`);
