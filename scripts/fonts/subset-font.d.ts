// The part of subset-font's API that scripts/fonts/subset-urdu-font.ts uses; the package ships no types.
declare module "subset-font" {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: "woff2" | "woff" | "sfnt" }): Promise<Buffer>;
}
