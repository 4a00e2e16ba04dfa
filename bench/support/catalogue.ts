/**
 * The engine benchmark's deterministic catalogue of products (bench/README.md, "Translation engine"),
 * shared by the benchmarks that translate it (bench/engine.ts, bench/serve-memory.ts).
 */
import type { Db } from '../../src/host/db/database.js';
import { SYSTEM_LANGUAGE_ID } from '../../src/host/entities/repository.js';

/** Rows per insert statement, and records per transaction, of the seed (and of the engine's floor). */
export const SEED_ROWS = 500;
export const CREATED_AT = '2026-01-01T00:00:00.000Z';

/** mulberry32: a small seeded PRNG, so every run sees the same catalogue. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Product {
  id: string;
  productNumber: string;
  stock: number;
  price: number;
  name: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

const ADJECTIVES = ['Rustic', 'Modern', 'Classic', 'Compact', 'Deluxe', 'Nordic', 'Vintage', 'Urban', 'Solid', 'Foldable', 'Premium', 'Slim', 'Sturdy', 'Elegant', 'Outdoor', 'Handmade'];
const MATERIALS = ['Oak', 'Walnut', 'Steel', 'Bamboo', 'Linen', 'Leather', 'Ceramic', 'Glass', 'Wool', 'Cotton', 'Aluminium', 'Marble', 'Beech', 'Rattan'];
const NOUNS = ['Dining Table', 'Desk Lamp', 'Armchair', 'Bookshelf', 'Side Table', 'Stool', 'Wall Clock', 'Sideboard', 'Coat Rack', 'Floor Lamp', 'Throw Blanket', 'Vase', 'Bench', 'Mirror', 'Planter', 'Rug'];
const BRANDS = ['Hollis & Finch', 'Nordvik', 'Casa Vela', 'Ironwood', 'Lumen Works', 'Atelier Moor'];
const SENTENCES = [
  'Crafted from carefully selected {material}, this {noun} brings warmth and character to any room.',
  'Every piece is finished by hand, so small variations in grain and colour make yours unique.',
  'The clean lines fit modern interiors as naturally as they suit a country home.',
  'Assembly takes less than {minutes} minutes with the tools included in the box.',
  'A protective coating keeps the surface resistant to stains, water rings and everyday wear.',
  'Designed in our studio and produced in small series by family-run workshops.',
  'Combine it with other pieces of the {adjective} collection for a consistent look.',
  'Free shipping from %amount% upwards; orders leave our warehouse within two working days.',
  'The {noun} is delivered fully packed in recyclable cardboard without plastic foam.',
  'Its low weight makes it easy to move, while the reinforced frame guarantees stability.',
  'Clean with a soft, slightly damp cloth; avoid aggressive detergents and abrasive sponges.',
  'We offer a {years}-year guarantee on frame and joints, because we trust our craftsmanship.',
  'Natural materials age gracefully and develop a beautiful patina over the years.',
  'Available in several sizes so that it fits small flats as well as spacious lofts.',
  'Tested for safety and durability according to the relevant European standards.',
  'Only {{ stock }} items left in this finish; reorders take about six weeks.',
  'The surface is oiled rather than lacquered, which keeps the natural feel of the {material}.',
  'Rounded edges make it a safe choice for households with small children.',
];
const FEATURES = [
  'Solid {material} construction',
  'Hand-finished surface',
  'Tool-free height adjustment',
  'Felt pads protect your floor',
  'Easy assembly in minutes',
  'Weight capacity up to {kilos} kg',
  'Water-based, low-emission finish',
  'Replacement parts available for ten years',
  'Certified sustainable forestry',
  'Dimensions: {width} x {depth} x {height} cm',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function fill(template: string, random: () => number, words: { material: string; noun: string; adjective: string }): string {
  return template
    .replaceAll('{material}', words.material.toLowerCase())
    .replaceAll('{noun}', words.noun.toLowerCase())
    .replaceAll('{adjective}', words.adjective)
    .replace('{minutes}', String(10 + Math.floor(random() * 30)))
    .replace('{years}', String(2 + Math.floor(random() * 9)))
    .replace('{kilos}', String(20 + Math.floor(random() * 180)))
    .replace('{width}', String(30 + Math.floor(random() * 170)))
    .replace('{depth}', String(20 + Math.floor(random() * 80)))
    .replace('{height}', String(20 + Math.floor(random() * 180)));
}

/** Description HTML of 400 to 1,500 bytes: paragraphs with a bold name, sometimes a feature list. */
function description(random: () => number, name: string, words: { material: string; noun: string; adjective: string }): string {
  const target = 400 + Math.floor(random() * 1_100);
  const parts: string[] = [];
  // join() adds a newline between parts; each part counts one byte for it.
  let length = -1;
  const add = (part: string): boolean => {
    const bytes = Buffer.byteLength(part, 'utf8') + 1;
    if (length >= 400 && length + bytes > 1_500) return false;
    parts.push(part);
    length += bytes;
    return true;
  };
  add(`<p><strong>${name}</strong> – ${fill(pick(random, SENTENCES), random, words)}</p>`);
  while (length < target) {
    if (random() < 0.3) {
      const items = Array.from({ length: 3 + Math.floor(random() * 3) }, () => `<li>${fill(pick(random, FEATURES), random, words)}</li>`);
      if (!add(`<ul>${items.join('')}</ul>`)) break;
    } else {
      const sentences = Array.from({ length: 2 + Math.floor(random() * 2) }, () => fill(pick(random, SENTENCES), random, words));
      if (!add(`<p>${sentences.join(' ')}</p>`)) break;
    }
  }
  return parts.join('\n');
}

function hexId(random: () => number): string {
  let id = '';
  for (let part = 0; part < 4; part += 1) id += Math.floor(random() * 0x1_0000_0000).toString(16).padStart(8, '0');
  return id;
}

/**
 * The catalogue. About 12 % of the products share one of 60 stock descriptions and 10 % one of 20 stock
 * meta descriptions (repeated texts, which a message sends once).
 */
export function generateCatalogue(count: number): Product[] {
  const random = prng(20_261_122);
  const words = () => ({ material: pick(random, MATERIALS), noun: pick(random, NOUNS), adjective: pick(random, ADJECTIVES) });
  const sharedDescriptions = Array.from({ length: 60 }, (_, index) => {
    const chosen = words();
    return description(random, `${chosen.adjective} ${chosen.material} ${chosen.noun} Series ${index + 1}`, chosen);
  });
  const sharedMetaDescriptions = Array.from(
    { length: 20 },
    (_, index) => `Discover furniture and home accessories of lasting quality, made from natural materials. Free returns within 30 days. Collection ${index + 1}.`,
  );
  const products: Product[] = [];
  for (let index = 0; index < count; index += 1) {
    const chosen = words();
    const code = `${String.fromCharCode(65 + Math.floor(random() * 26))}${String.fromCharCode(65 + Math.floor(random() * 26))}-${100 + Math.floor(random() * 900)}`;
    const name = `${chosen.adjective} ${chosen.material} ${chosen.noun} ${code}`;
    const brand = pick(random, BRANDS);
    products.push({
      id: hexId(random),
      productNumber: `BENCH-${String(index + 1).padStart(6, '0')}`,
      stock: Math.floor(random() * 500),
      price: Math.round(random() * 100_000) / 100,
      name,
      description: random() < 0.12 ? pick(random, sharedDescriptions) : description(random, name, chosen),
      metaTitle: `${name} | ${brand}`,
      metaDescription:
        random() < 0.1
          ? pick(random, sharedMetaDescriptions)
          : `Buy the ${name} by ${brand}: ${chosen.material.toLowerCase()}, ${chosen.adjective.toLowerCase()} design, shipped within two days. ${fill(pick(random, SENTENCES), random, chosen)}`.slice(0, 200),
    });
  }
  return products;
}

export async function insertRows(db: Db, table: string, rows: Record<string, unknown>[], perStatement: number): Promise<void> {
  for (let index = 0; index < rows.length; index += perStatement) await db.insertInto(table).values(rows.slice(index, index + perStatement)).execute();
}

/** Seeds the products and their en-GB translations into a migrated database (not measured). */
export async function seedCatalogue(db: Db, products: readonly Product[]): Promise<void> {
  for (let index = 0; index < products.length; index += SEED_ROWS) {
    const slice = products.slice(index, index + SEED_ROWS);
    await db.transaction().execute(async (trx) => {
      await insertRows(
        trx,
        'product',
        slice.map((product) => ({ id: product.id, productNumber: product.productNumber, active: 1, stock: product.stock, price: product.price, createdAt: CREATED_AT })),
        SEED_ROWS,
      );
      await insertRows(
        trx,
        'product_translation',
        slice.map((product) => ({
          productId: product.id,
          languageId: SYSTEM_LANGUAGE_ID,
          name: product.name,
          description: product.description,
          metaTitle: product.metaTitle,
          metaDescription: product.metaDescription,
          createdAt: CREATED_AT,
        })),
        SEED_ROWS,
      );
    });
  }
}
