import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ladderWidthsUpTo } from "../../domain/responsive-image";
import {
  AVATAR_IMAGE_NAMES,
  DEMO_PRODUCTS,
  HERO_IMAGE_NAMES,
  LOGO_IMAGE_NAME,
  productImageName,
  type DemoProduct,
} from "../db/seed/demo-catalogue";

/**
 * Demo images, drawn as SVG in code and rendered locally with sharp to WebP (no network,
 * no external URLs). Each image exists in a few widths, stored as `<name>-<width>.webp` in
 * the uploads folder's `demo/` directory and served at `/media/demo/<name>-<width>.webp`.
 */

export type DemoImageKind = "product" | "hero" | "avatar" | "logo";

export const DEMO_IMAGE_URL_PREFIX = "/media/demo";

/**
 * Widths rendered per kind, smallest first; the last one is the "full" size. Each kind also
 * gets the shared width ladder below its largest width, because pages build `srcset`s from
 * a stored URL alone (domain/responsive-image.ts) and would otherwise ask for files that do
 * not exist. The extra widths (400, 256, 80) are the ones the seed refers to directly.
 */
export const DEMO_IMAGE_WIDTHS: Readonly<Record<DemoImageKind, readonly number[]>> = {
  product: withLadder(400, 800),
  hero: withLadder(1600),
  avatar: withLadder(80, 160),
  logo: withLadder(256, 512),
};

function withLadder(...widths: number[]): number[] {
  const all = new Set([...ladderWidthsUpTo(Math.max(...widths)), ...widths]);
  return [...all].sort((a, b) => a - b);
}

/** Height as a fraction of width. */
const ASPECT: Readonly<Record<DemoImageKind, number>> = { product: 1, hero: 9 / 16, avatar: 1, logo: 1 };

/** The SVG coordinate system each kind is drawn in; the output size only scales it. */
const VIEWBOX: Readonly<Record<DemoImageKind, { width: number; height: number }>> = {
  product: { width: 800, height: 800 },
  hero: { width: 1600, height: 900 },
  avatar: { width: 160, height: 160 },
  logo: { width: 512, height: 512 },
};

export interface DemoImageSpec {
  name: string;
  kind: DemoImageKind;
  /** SVG body (without the outer <svg> element), drawn in VIEWBOX[kind] coordinates. */
  body: () => string;
}

export interface DemoImageVariant {
  width: number;
  height: number;
  fileName: string;
  url: string;
}

export interface DemoImageInfo {
  name: string;
  kind: DemoImageKind;
  variants: readonly DemoImageVariant[];
}

export interface RenderDemoImagesResult {
  rendered: number;
  skipped: number;
  files: readonly (DemoImageVariant & { bytes: number })[];
}

export function demoImageFileName(name: string, width: number): string {
  return `${name}-${width}.webp`;
}

/** Public URL of one rendered demo image. */
export function demoImageUrl(name: string, width: number): string {
  return `${DEMO_IMAGE_URL_PREFIX}/${demoImageFileName(name, width)}`;
}

function variantsOf(name: string, kind: DemoImageKind): DemoImageVariant[] {
  return DEMO_IMAGE_WIDTHS[kind].map((width) => ({
    width,
    height: Math.round(width * ASPECT[kind]),
    fileName: demoImageFileName(name, width),
    url: demoImageUrl(name, width),
  }));
}

// ---------------------------------------------------------------------------------------
// Colour helpers

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((offset) => Number.parseInt(value.slice(offset, offset + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, "0")).join("")}`;
}

/** Mixes `hex` towards `other` by `amount` (0 = hex, 1 = other). */
function mix(hex: string, other: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(other);
  return toHex([0, 1, 2].map((index) => a[index]! + (b[index]! - a[index]!) * amount) as Rgb);
}

const lighten = (hex: string, amount: number) => mix(hex, "#ffffff", amount);
const darken = (hex: string, amount: number) => mix(hex, "#000000", amount);

// ---------------------------------------------------------------------------------------
// Drawings

/** A lipstick bullet in a case, drawn upright around x = 400 in an 800×800 box. */
function lipstickShot(product: DemoProduct): string {
  const shade = product.colors[0]!.hex;
  const glossy = product.line === "glossy";
  const bgLight = lighten(shade, glossy ? 0.9 : 0.86);
  const bgDeep = glossy ? lighten(mix(shade, "#ff9fc0", 0.35), 0.62) : lighten(mix(shade, "#c9a27e", 0.4), 0.6);
  // Glossy Lip wears a rose-gold case; Velvet Lip a dark case with a gold collar.
  const caseDark = glossy ? "#c98f7f" : "#231a1d";
  const caseMid = glossy ? "#f3cdbf" : "#4a3a3f";
  const caseLight = glossy ? "#fff1ea" : "#6d5a60";
  const gold = ["#b8893e", "#f6dc9a", "#d9ae5c"];
  const swatches = product.colors
    .map((color, index, all) => {
      const x = 400 + (index - (all.length - 1) / 2) * 46;
      return `<circle cx="${x}" cy="742" r="15" fill="${color.hex}" stroke="#ffffff" stroke-width="4"/>`;
    })
    .join("");
  const bulletShading = glossy
    ? `<stop offset="0" stop-color="${darken(shade, 0.35)}"/><stop offset="0.28" stop-color="${lighten(shade, 0.18)}"/><stop offset="0.55" stop-color="${shade}"/><stop offset="1" stop-color="${darken(shade, 0.45)}"/>`
    : `<stop offset="0" stop-color="${darken(shade, 0.18)}"/><stop offset="0.4" stop-color="${shade}"/><stop offset="1" stop-color="${darken(shade, 0.25)}"/>`;
  const gloss = glossy
    ? `<path d="M352 318 L352 212 Q352 204 360 199 L372 193 L372 318 Z" fill="url(#shine)"/>
       <ellipse cx="418" cy="176" rx="26" ry="9" transform="rotate(-24 418 176)" fill="#ffffff" opacity="0.55"/>
       <path d="M612 180 l8 22 22 8 -22 8 -8 22 -8 -22 -22 -8 22 -8z" fill="#ffffff" opacity="0.9"/>
       <path d="M210 300 l5 14 14 5 -14 5 -5 14 -5 -14 -14 -5 14 -5z" fill="#ffffff" opacity="0.8"/>
       <circle cx="580" cy="300" r="6" fill="#ffffff" opacity="0.7"/>`
    : `<path d="M342 330 L342 214 Q342 204 352 198 L360 194 L360 330 Z" fill="#ffffff" opacity="0.08"/>`;
  return `
  <defs>
    <radialGradient id="bg" cx="0.3" cy="0.25" r="0.95">
      <stop offset="0" stop-color="${bgLight}"/><stop offset="1" stop-color="${bgDeep}"/>
    </radialGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="case" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${caseDark}"/><stop offset="0.3" stop-color="${caseLight}"/><stop offset="0.55" stop-color="${caseMid}"/><stop offset="1" stop-color="${caseDark}"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${gold[0]}"/><stop offset="0.35" stop-color="${gold[1]}"/><stop offset="1" stop-color="${gold[2]}"/>
    </linearGradient>
    <linearGradient id="bullet" x1="0" x2="1" y1="0" y2="0">${bulletShading}</linearGradient>
    <linearGradient id="shine" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.1"/>
    </linearGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="610" cy="610" r="230" fill="${lighten(shade, 0.7)}" opacity="0.55"/>
  <circle cx="150" cy="140" r="120" fill="#ffffff" opacity="0.35"/>
  <path d="M150 560 C 230 470, 330 600, 430 540 S 620 520, 660 600 C 600 660, 470 640, 380 660 S 190 660, 150 560 Z" fill="${shade}" opacity="${glossy ? 0.28 : 0.22}"/>
  <ellipse cx="400" cy="702" rx="150" ry="22" fill="url(#shadow)"/>
  <rect x="305" y="470" width="190" height="226" rx="16" fill="url(#case)"/>
  <rect x="305" y="470" width="190" height="16" fill="#000000" opacity="0.12"/>
  <rect x="298" y="436" width="204" height="38" rx="8" fill="url(#gold)"/>
  <rect x="328" y="318" width="144" height="122" rx="6" fill="url(#gold)"/>
  <rect x="328" y="318" width="144" height="10" fill="#000000" opacity="0.15"/>
  <path d="M338 322 L338 214 Q338 198 352 190 L448 138 Q462 131 462 148 L462 322 Z" fill="url(#bullet)"/>
  <path d="M338 214 Q338 198 352 190 L448 138 Q462 131 462 148 L462 160 Q420 190 338 226 Z" fill="${darken(shade, 0.15)}" opacity="0.35"/>
  ${gloss}
  ${swatches}`;
}

function heroGlossyLips(): string {
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff0f4"/><stop offset="0.55" stop-color="#ffc3d3"/><stop offset="1" stop-color="#ff8fb0"/>
    </linearGradient>
    <linearGradient id="lip" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ff7aa2"/><stop offset="1" stop-color="#d9366b"/>
    </linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#bg)"/>
  <circle cx="1240" cy="420" r="380" fill="#ffffff" opacity="0.25"/>
  <circle cx="1500" cy="120" r="160" fill="#ffd6e2" opacity="0.6"/>
  <g transform="translate(1200 450)">
    <path d="M-300 0 C -220 -110, -120 -150, -40 -90 Q 0 -60 40 -90 C 120 -150, 220 -110, 300 0 C 220 10, 120 10, 0 12 C -120 10, -220 10, -300 0 Z" fill="url(#lip)"/>
    <path d="M-300 6 C -200 20, -110 24, 0 24 C 110 24, 200 20, 300 6 C 240 150, 120 200, 0 200 C -120 200, -240 150, -300 6 Z" fill="url(#lip)"/>
    <path d="M-150 -80 C -110 -110, -70 -110, -50 -80" stroke="#ffffff" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.7"/>
    <ellipse cx="-20" cy="110" rx="150" ry="26" fill="url(#shine)"/>
    <ellipse cx="120" cy="150" rx="40" ry="10" fill="#ffffff" opacity="0.6"/>
  </g>
  <circle cx="880" cy="200" r="26" fill="#ffffff" opacity="0.7"/>
  <circle cx="930" cy="260" r="12" fill="#ffffff" opacity="0.6"/>
  <circle cx="1530" cy="760" r="34" fill="#ffffff" opacity="0.55"/>
  <circle cx="960" cy="760" r="18" fill="#ffffff" opacity="0.5"/>
  <path d="M1450 260 l10 28 28 10 -28 10 -10 28 -10 -28 -28 -10 28 -10z" fill="#ffffff" opacity="0.9"/>`;
}

function heroVelvetLip(): string {
  const bullet = (x: number, y: number, angle: number, color: string) => `
    <g transform="translate(${x} ${y}) rotate(${angle})">
      <rect x="-60" y="60" width="120" height="190" rx="12" fill="#2a1f23"/>
      <rect x="-64" y="36" width="128" height="30" rx="6" fill="#d9ae5c"/>
      <rect x="-48" y="-40" width="96" height="80" fill="#e9c77c"/>
      <path d="M-42 -38 L-42 -120 Q-42 -134 -30 -140 L30 -172 Q42 -178 42 -164 L42 -38 Z" fill="${color}"/>
      <path d="M-42 -120 Q-42 -134 -30 -140 L30 -172 Q42 -178 42 -164 L42 -154 Q10 -130 -42 -110 Z" fill="#000000" opacity="0.12"/>
    </g>`;
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f8e1df"/><stop offset="0.5" stop-color="#d99a9f"/><stop offset="1" stop-color="#8e3f52"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#bg)"/>
  <path d="M700 900 C 820 700, 1000 760, 1120 600 S 1420 420, 1600 460 L1600 900 Z" fill="#7a2e41" opacity="0.35"/>
  <path d="M820 900 C 940 780, 1100 820, 1230 700 S 1480 600, 1600 640 L1600 900 Z" fill="#5e2033" opacity="0.35"/>
  <circle cx="1180" cy="330" r="260" fill="#ffffff" opacity="0.12"/>
  ${bullet(1040, 470, -14, "#a8352b")}
  ${bullet(1260, 420, 10, "#9c5a55")}
  ${bullet(1460, 520, 24, "#5c1f3c")}`;
}

function heroLiquidGloss8d(): string {
  const rings = [90, 150, 210, 270]
    .map((radius, index) => `<circle cx="1220" cy="430" r="${radius}" fill="none" stroke="#ffffff" stroke-width="${6 - index}" opacity="${0.55 - index * 0.1}"/>`)
    .join("");
  const drop = (x: number, y: number, scale: number, color: string) => `
    <g transform="translate(${x} ${y}) scale(${scale})">
      <path d="M0 -120 C 40 -60, 80 -10, 80 40 C 80 90, 44 124, 0 124 C -44 124, -80 90, -80 40 C -80 -10, -40 -60, 0 -120 Z" fill="${color}"/>
      <ellipse cx="-28" cy="30" rx="14" ry="34" fill="#ffffff" opacity="0.6"/>
      <circle cx="24" cy="84" r="8" fill="#ffffff" opacity="0.45"/>
    </g>`;
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff6e6"/><stop offset="0.5" stop-color="#f7d49a"/><stop offset="1" stop-color="#e59aa6"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff3d6" stop-opacity="0.95"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#bg)"/>
  <circle cx="1220" cy="430" r="380" fill="url(#glow)"/>
  ${rings}
  ${drop(1220, 420, 1.35, "#e23a5e")}
  ${drop(990, 250, 0.55, "#f27fa0")}
  ${drop(1470, 690, 0.6, "#c8102e")}
  ${drop(1460, 170, 0.4, "#e8b04e")}
  <path d="M900 640 l12 32 32 12 -32 12 -12 32 -12 -32 -32 -12 32 -12z" fill="#ffffff" opacity="0.9"/>
  <path d="M1530 380 l8 22 22 8 -22 8 -8 22 -8 -22 -22 -8 22 -8z" fill="#ffffff" opacity="0.85"/>`;
}

const AVATAR_PALETTES: readonly [string, string][] = [
  ["#ffd1dc", "#f47a9b"],
  ["#fde2c8", "#e8956b"],
  ["#e9d5ff", "#a77bd8"],
  ["#d6f0ea", "#5fb39c"],
  ["#fff1c2", "#e0ab3c"],
  ["#dbe8ff", "#6f8fd8"],
  ["#f9d7d2", "#c45c5c"],
  ["#f3e0ec", "#b0628f"],
];

/** An abstract portrait: a head and shoulders on a soft gradient circle. */
function avatar(index: number): string {
  const [light, deep] = AVATAR_PALETTES[index % AVATAR_PALETTES.length]!;
  const hairStyles = [
    `<path d="M42 78 C 38 30, 122 30, 118 78 L120 118 C 104 108, 56 108, 40 118 Z" fill="${darken(deep, 0.45)}"/>`,
    `<path d="M50 70 C 50 36, 110 36, 110 70 C 100 56, 60 56, 50 70 Z" fill="${darken(deep, 0.5)}"/><circle cx="80" cy="34" r="14" fill="${darken(deep, 0.5)}"/>`,
  ];
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/>
    </linearGradient>
    <clipPath id="round"><circle cx="80" cy="80" r="80"/></clipPath>
  </defs>
  <g clip-path="url(#round)">
    <rect width="160" height="160" fill="url(#bg)"/>
    <circle cx="130" cy="30" r="36" fill="#ffffff" opacity="0.25"/>
    ${hairStyles[index % hairStyles.length]}
    <circle cx="80" cy="74" r="28" fill="#fbe3d3"/>
    <path d="M70 86 Q80 94 90 86" stroke="${darken(deep, 0.2)}" stroke-width="4" stroke-linecap="round" fill="none"/>
    <path d="M22 160 C 26 118, 134 118, 138 160 Z" fill="#ffffff" opacity="0.85"/>
  </g>`;
}

/** The shop mark: glossy lips and a sparkle on a rose gradient tile (no lettering). */
function logo(): string {
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ff9ab8"/><stop offset="0.55" stop-color="#e0457b"/><stop offset="1" stop-color="#9e2a5a"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff1c9"/><stop offset="1" stop-color="#e7b55e"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="112" fill="url(#bg)"/>
  <circle cx="256" cy="256" r="176" fill="none" stroke="url(#gold)" stroke-width="10"/>
  <g transform="translate(256 270)">
    <path d="M-130 0 C -95 -50, -50 -68, -16 -40 Q 0 -28 16 -40 C 50 -68, 95 -50, 130 0 C 95 4, 50 4, 0 6 C -50 4, -95 4, -130 0 Z" fill="#ffffff"/>
    <path d="M-130 6 C -86 14, -46 16, 0 16 C 46 16, 86 14, 130 6 C 104 70, 52 92, 0 92 C -52 92, -104 70, -130 6 Z" fill="#ffffff" opacity="0.92"/>
    <ellipse cx="-10" cy="52" rx="56" ry="10" fill="#e0457b" opacity="0.25"/>
  </g>
  <path d="M368 128 l10 26 26 10 -26 10 -10 26 -10 -26 -26 -10 26 -10z" fill="url(#gold)"/>`;
}

// ---------------------------------------------------------------------------------------
// The list of demo images and its index

/** Every demo image: a shot per demo product, 3 hero backgrounds, 8 avatars and the logo. */
export function demoImageSpecs(): DemoImageSpec[] {
  const heroBodies: Record<(typeof HERO_IMAGE_NAMES)[number], () => string> = {
    "hero-glossy-lips": heroGlossyLips,
    "hero-velvet-lip": heroVelvetLip,
    "hero-liquid-gloss-8d": heroLiquidGloss8d,
  };
  return [
    ...DEMO_PRODUCTS.map((product) => ({
      name: productImageName(product.slug),
      kind: "product" as const,
      body: () => lipstickShot(product),
    })),
    ...HERO_IMAGE_NAMES.map((name) => ({ name, kind: "hero" as const, body: heroBodies[name] })),
    ...AVATAR_IMAGE_NAMES.map((name, index) => ({ name, kind: "avatar" as const, body: () => avatar(index) })),
    { name: LOGO_IMAGE_NAME, kind: "logo" as const, body: logo },
  ];
}

/** Names, kinds, sizes, file names and URLs of every demo image, by name. */
export function demoImageIndex(specs: readonly DemoImageSpec[] = demoImageSpecs()): ReadonlyMap<string, DemoImageInfo> {
  return new Map(specs.map((spec) => [spec.name, { name: spec.name, kind: spec.kind, variants: variantsOf(spec.name, spec.kind) }]));
}

/** Metadata of one demo image; throws for a name that is not a demo image. */
export function demoImageInfo(name: string): DemoImageInfo {
  const info = demoImageIndex().get(name);
  if (!info) throw new Error(`Unknown demo image: ${name}`);
  return info;
}

/** `srcset` value listing every rendered width of a demo image. */
export function demoImageSrcSet(name: string): string {
  return demoImageInfo(name)
    .variants.map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");
}

// ---------------------------------------------------------------------------------------
// Rendering

function svgDocument(spec: DemoImageSpec, width: number, height: number): string {
  const box = VIEWBOX[spec.kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${box.width} ${box.height}">${spec.body()}</svg>`;
}

async function existingSize(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() && info.size > 0 ? info.size : undefined;
  } catch {
    return undefined;
  }
}

async function renderVariant(spec: DemoImageSpec, variant: DemoImageVariant, targetDir: string) {
  const file = path.join(targetDir, variant.fileName);
  const existing = await existingSize(file);
  if (existing !== undefined) return { ...variant, bytes: existing, rendered: false };
  let image = sharp(Buffer.from(svgDocument(spec, variant.width, variant.height)));
  // Avatars and the logo have rounded, transparent corners; the other images are opaque.
  if (spec.kind === "product" || spec.kind === "hero") image = image.removeAlpha();
  // effort 2 is about twice as fast as the default 4 for only a few percent more bytes.
  // No smartSubsample: on these flat drawings it made files no smaller but encoding about
  // six times slower, which first start-up pays for every width of the ladder.
  const webp = await image.webp({ quality: 82, effort: 2 }).toBuffer();
  // Written beside the target and renamed into place, so a crash (or a second process
  // rendering the same file) never leaves a half-written image that later runs would skip.
  const temporary = path.join(targetDir, `.${variant.fileName}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, webp);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { ...variant, bytes: webp.length, rendered: true };
}

/**
 * Renders every demo image that is not in `targetDir` yet (existing files are kept, so a
 * restart costs only a few `stat` calls). Returns what was rendered and skipped.
 */
export function renderDemoImages(targetDir: string, specs?: readonly DemoImageSpec[]): Promise<RenderDemoImagesResult> {
  if (specs) return renderAll(targetDir, specs);
  // Callers in one process asking for the same folder at once share one run.
  const key = path.resolve(targetDir);
  let run = inFlight.get(key);
  if (!run) {
    run = renderAll(targetDir, demoImageSpecs()).finally(() => inFlight.delete(key));
    inFlight.set(key, run);
  }
  return run;
}

const inFlight = new Map<string, Promise<RenderDemoImagesResult>>();

async function renderAll(targetDir: string, specs: readonly DemoImageSpec[]): Promise<RenderDemoImagesResult> {
  await mkdir(targetDir, { recursive: true });
  const jobs = specs.flatMap((spec) => variantsOf(spec.name, spec.kind).map((variant) => ({ spec, variant })));
  const results: Awaited<ReturnType<typeof renderVariant>>[] = [];
  // A few at a time: sharp works on libuv's thread pool, so this keeps both cores busy
  // without queueing dozens of decoded bitmaps at once.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      results.push(await renderVariant(job.spec, job.variant, targetDir));
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, jobs.length) }, worker));
  const rendered = results.filter((result) => result.rendered).length;
  return {
    rendered,
    skipped: results.length - rendered,
    files: results.map(({ rendered: _rendered, ...file }) => file),
  };
}
