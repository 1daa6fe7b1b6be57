import sharp from "sharp";

/** Warm neutrals for the ground, teals and a soft clay for the shapes. */
const grounds = [
  ["#f7f2ea", "#eadfce"],
  ["#f4ece3", "#e4d3c1"],
  ["#f2ede4", "#dde4dc"],
  ["#f6efe8", "#ecd7c9"],
] as const;
const glowTints = ["#7fb7ae", "#a9c9bf", "#e2bfa8", "#c9d8c5", "#f0cdb6", "#9cc5bd"] as const;
const sunTints = ["#e9c7ae", "#f0d9c4", "#ddb49a", "#f3e3d3"] as const;
const hillTints = ["#bcd6cd", "#8fc0b6", "#4f9a92", "#2f6f6b"] as const;

/** mulberry32: the same seed always draws the same picture. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A calm abstract picture (soft glows over a warm ground, layered teal hills) for demo blog covers
 * and media, drawn as SVG and rendered to PNG.
 */
export function demoImage(options: { seed: number; width: number; height: number; label?: string }): Promise<Buffer> {
  const { width: w, height: h, label } = options;
  const random = randomFrom(options.seed);
  const between = (low: number, high: number) => low + random() * (high - low);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  const [groundFrom, groundTo] = pick(grounds);
  const angle = between(0, 360);
  const glows = Array.from({ length: 3 + Math.floor(random() * 3) }, (_, index) => ({
    id: `glow${index}`,
    x: between(0.05, 0.95) * w,
    y: between(0.05, 0.6) * h,
    r: between(0.25, 0.55) * Math.max(w, h),
    colour: pick(glowTints),
    opacity: between(0.3, 0.6),
  }));
  const sun = { x: between(0.2, 0.8) * w, y: between(0.2, 0.4) * h, r: between(0.1, 0.17) * Math.min(w, h), colour: pick(sunTints) };
  const ring = random() < 0.6;
  const hills = hillTints.slice(0, 2 + Math.floor(random() * 3)).map((colour, index, all) => {
    const base = h * (0.6 + (index / all.length) * 0.28);
    const rise = h * between(0.04, 0.16);
    const p1 = between(0.15, 0.45) * w;
    const p2 = between(0.55, 0.85) * w;
    return {
      colour,
      opacity: 0.55 + (index / all.length) * 0.4,
      d: `M0 ${base} C ${p1} ${base - rise}, ${p2} ${base + rise}, ${w} ${base - rise * between(0.2, 0.9)} L ${w} ${h} L 0 ${h} Z`,
    };
  });

  const fontSize = Math.round(Math.min(w, h) * 0.04);
  const labelSvg = label
    ? `<g transform="translate(${Math.round(w * 0.04)} ${Math.round(h - h * 0.05 - fontSize * 1.8)})">
        <rect width="${Math.round(label.length * fontSize * 0.58 + fontSize * 1.6)}" height="${Math.round(fontSize * 1.8)}" rx="${Math.round(fontSize * 0.9)}" fill="#fffaf4" fill-opacity="0.85"/>
        <text x="${Math.round(fontSize * 0.8)}" y="${Math.round(fontSize * 1.22)}" font-family="Inter, DejaVu Sans, Noto Sans, sans-serif" font-size="${fontSize}" fill="#24524f">${escapeXml(label)}</text>
      </g>`
    : "";

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="ground" gradientTransform="rotate(${angle.toFixed(1)} 0.5 0.5)">
      <stop offset="0" stop-color="${groundFrom}"/><stop offset="1" stop-color="${groundTo}"/>
    </linearGradient>
    ${glows
      .map(
        (glow) => `<radialGradient id="${glow.id}" cx="${glow.x}" cy="${glow.y}" r="${glow.r}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${glow.colour}" stop-opacity="${glow.opacity.toFixed(2)}"/><stop offset="1" stop-color="${glow.colour}" stop-opacity="0"/>
    </radialGradient>`,
      )
      .join("\n")}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#ground)"/>
  ${glows.map((glow) => `<circle cx="${glow.x}" cy="${glow.y}" r="${glow.r}" fill="url(#${glow.id})"/>`).join("\n")}
  <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${sun.colour}" fill-opacity="0.9"/>
  ${ring ? `<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r * 1.45}" fill="none" stroke="#fffaf4" stroke-opacity="0.55" stroke-width="${Math.max(1, Math.round(Math.min(w, h) * 0.003))}"/>` : ""}
  ${hills.map((hill) => `<path d="${hill.d}" fill="${hill.colour}" fill-opacity="${hill.opacity.toFixed(2)}"/>`).join("\n")}
  ${labelSvg}
</svg>`;
  // Light compression: these pictures are re-encoded by the image store straight away.
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 2 }).toBuffer();
}
