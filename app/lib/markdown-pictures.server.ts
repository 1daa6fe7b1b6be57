import type { Element, ElementContent, Root, RootContent } from "hast";
import type { ImageInfo } from "#app/lib/domain.ts";

/** The stored images a section names, by image id, each as covers describe theirs. */
export type SectionPictures = Record<string, ImageInfo>;

declare module "vfile" {
  interface DataMap {
    /** The stored images the section may show (the render call's input). */
    pictures: SectionPictures;
    /** How many images of the section have no alt text (the render's output). */
    imagesWithoutAlt: number;
  }
}

/** How wide a picture shows in an article: the text column (max-w-3xl less its padding), or the screen less its margins. */
const articlePictureSizes = "(min-width: 768px) 704px, calc(100vw - 2.5rem)";

/** An image of the upload store, as the editor inserts it: `/uploads/<id>/<file>`. */
const storedImagePath = /^\/uploads\/([0-9a-f]{24})\/[\w.-]+$/;

/** The image id a Markdown image's address names, when it is one of ours. */
function storedImageId(src: string): string | null {
  return storedImagePath.exec(src)?.[1] ?? null;
}

/** Every stored image id a section's Markdown names (any `/uploads/<id>/`), for looking them up before it renders. */
export function storedImageIdsIn(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(/\/uploads\/([0-9a-f]{24})\//g)].map((match) => match[1]!))];
}

const text = (value: string): ElementContent => ({ type: "text", value });

function element(tagName: string, properties: Element["properties"], children: ElementContent[] = []): Element {
  return { type: "element", tagName, properties, children };
}

/** A stored image as app/components/picture.tsx draws it: AVIF and WebP sources, the JPEG as fallback, lazy. */
function pictureOf(image: ImageInfo, alt: string): Element {
  const modern = image.sources.filter((source) => source.type !== "image/jpeg");
  const jpeg = image.sources.find((source) => source.type === "image/jpeg");
  return element("picture", {}, [
    ...modern.map((source) => element("source", { type: source.type, srcSet: source.srcset, sizes: articlePictureSizes })),
    element("img", {
      src: image.url,
      ...(jpeg ? { srcSet: jpeg.srcset, sizes: articlePictureSizes } : {}),
      width: image.width,
      height: image.height,
      alt,
      loading: "lazy",
      decoding: "async",
    }),
  ]);
}

/** What an image that is not one of ours becomes: a link to a web address, or else its alt text. */
function standIn(src: string, alt: string): ElementContent | null {
  if (/^https?:\/\//i.test(src)) return element("a", { href: src }, [text(alt || src)]);
  return alt ? text(alt) : null;
}

/**
 * A rehype plugin, run before the sanitiser: every <img> the Markdown made becomes a <picture> of a stored image or
 * a stand-in, and images without alt text are counted in `file.data.imagesWithoutAlt`.
 */
export function pictures() {
  return (tree: Root, file: { data: { pictures?: SectionPictures; imagesWithoutAlt?: number } }) => {
    const known = file.data.pictures ?? {};
    let withoutAlt = 0;
    const replace = (nodes: RootContent[] | ElementContent[]) => {
      for (let index = nodes.length - 1; index >= 0; index -= 1) {
        const node = nodes[index]!;
        if (node.type !== "element") continue;
        if (node.tagName !== "img") {
          replace(node.children);
          continue;
        }
        const src = typeof node.properties.src === "string" ? node.properties.src : "";
        const alt = typeof node.properties.alt === "string" ? node.properties.alt.trim() : "";
        if (alt === "") withoutAlt += 1;
        const id = storedImageId(src);
        const image = id ? known[id] : undefined;
        const replacement = image ? pictureOf(image, alt) : standIn(src, alt);
        if (replacement) nodes.splice(index, 1, replacement);
        else nodes.splice(index, 1);
      }
    };
    replace(tree.children);
    file.data.imagesWithoutAlt = withoutAlt;
  };
}
