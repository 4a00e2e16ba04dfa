import type { Db, Tx } from '../db/database.js';
import { analyzeLoadedTables, toDbBool } from '../db/database.js';
import { newId } from '../db/ids.js';
import { inStatementChunks } from '../db/statement-chunks.js';
import { SYSTEM_LANGUAGE_ID } from '../entities/repository.js';
import {
  CARE,
  CATEGORY_TREE,
  CLOSINGS,
  CMS_PAGES,
  DELIVERY_TIMES,
  EXTRA_MEDIA,
  HIGHLIGHTS,
  INTROS,
  MANUFACTURERS,
  MATERIALS,
  MATERIAL_SENTENCES,
  MEDIA_SCENES,
  PACK_UNITS,
  PAYMENT_METHODS,
  PROPERTY_GROUPS,
  SHIPPING_METHODS,
  SHOP_NAME,
  SNIPPETS,
  TAGLINES,
  UNITS,
  type Gender,
  type Item,
  type LeafCategory,
  type Material,
  type Method,
  type UnitKey,
  type Words,
} from './demo-data.js';
import { GERMAN_LANGUAGE_ID } from './seed.js';

/** What seedDemoCatalogue wrote, per entity. */
export interface DemoSummary {
  products: number;
  categories: number;
  cmsPages: number;
  cmsSlots: number;
  manufacturers: number;
  propertyGroups: number;
  propertyOptions: number;
  units: number;
  deliveryTimes: number;
  shippingMethods: number;
  paymentMethods: number;
  media: number;
  customFields: number;
  snippetSets: number;
  /** Snippets of the en-GB set. */
  snippets: number;
  /** Snippets of the de-DE set. */
  germanSnippets: number;
  /** Products with their own German translation (a German row with a non-empty name). */
  germanProducts: number;
  /** German translation rows with a non-empty primary column ("own translation"), over all entities. */
  germanTranslations: number;
}

export const DEMO_PRODUCTS_PER_CATEGORY = 15;
/** The seed of the content generator: the same seed gives the same shop on every installation. */
const SEED = 0x5eed_2024;
const NOT_EMPTY = 'The catalogue is not empty; the demo is only seeded into an empty shop.';

type Row = Record<string, unknown>;
type Language = 'en' | 'de';

/** mulberry32: tiny, fast and good enough to make varied but reproducible content. */
class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('Cannot pick from an empty list.');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** `count` distinct entries in random order (Fisher–Yates on a copy). */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy.slice(0, count);
  }
}

/**
 * Hands out ids and creation times one millisecond apart, so the entity API's default order
 * (createdAt, then id) lists the demo records in the order they were generated.
 */
class Clock {
  private time = Date.now() - 60_000;

  next(): { id: string; createdAt: string } {
    this.time += 1;
    return { id: newId(this.time), createdAt: new Date(this.time).toISOString() };
  }
}

/** Rows per table in insertion order; base tables are added before the rows that refer to them. */
class Rows {
  readonly tables = new Map<string, Row[]>();

  add(table: string, row: Row): void {
    const rows = this.tables.get(table) ?? [];
    rows.push(row);
    this.tables.set(table, rows);
  }

  count(table: string, predicate: (row: Row) => boolean = () => true): number {
    return (this.tables.get(table) ?? []).filter(predicate).length;
  }
}

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function stripHtml(value: string): string {
  return value
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .trim();
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Lower case for use inside an English sentence, keeping acronyms ("FSC"). */
function inSentence(value: string): string {
  return value
    .split(' ')
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/** Shortens to at most `max` characters at a word boundary (the entity API's text limit is 255). */
function clip(value: string, max = 255): string {
  if ([...value].length <= max) return value;
  const cut = [...value].slice(0, max - 1).join('');
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** A comma-separated keyword list of distinct entries within `max` characters. */
function keywordList(entries: string[], max = 255): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const entry of entries) {
    const key = entry.toLowerCase();
    if (entry === '' || seen.has(key)) continue;
    if ([...[...kept, entry].join(', ')].length > max) break;
    seen.add(key);
    kept.push(entry);
  }
  return kept.join(', ');
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A German adjective before a noun without article (strong declension, nominative). */
function germanAdjective(stem: string, gender: Gender): string {
  return stem + { m: 'er', f: 'e', n: 'es', pl: 'e' }[gender];
}

function materialOf(key: keyof typeof MATERIALS): Material {
  return MATERIALS[key];
}

function materialInSentence(material: Material, language: Language): string {
  return language === 'en' ? (material.enPhrase ?? inSentence(material.en)) : material.deNoun;
}

const LABELS: Record<Language, { material: string; care: string; delivery: string }> = {
  en: { material: 'Material', care: 'Care', delivery: 'Free delivery from £50 and 30-day returns.' },
  de: { material: 'Material', care: 'Pflege', delivery: 'Versandkostenfrei ab 50 € und 30 Tage Rückgaberecht.' },
};

interface GeneratedProduct {
  id: string;
  createdAt: string;
  productNumber: string;
  base: Row;
  text: Record<Language, Row>;
}

interface ProductChoices {
  item: Item;
  material: Material;
  adjective: Words | null;
  size: Words | null;
  brand: string;
  category: Words;
  leaf: LeafCategory;
  variant: number;
  intro: Words;
  materialSentence: Words;
  tagline: Words;
  closing: Words;
  features: Words[];
  highlight: Words;
}

/** The product name; without the size, it reads well inside a sentence. */
function productName(choices: ProductChoices, language: Language, withSize = true): string {
  const { item, material, adjective, size } = choices;
  const suffix = size && withSize ? `, ${size[language]}` : '';
  if (language === 'en') return `${adjective ? `${adjective.en} ` : ''}${material.en} ${item.en}${suffix}`;
  const adjectiveDe = adjective ? `${germanAdjective(adjective.de, item.gender)} ` : '';
  return capitalize(`${adjectiveDe}${material.dePrefix}-${item.de}${suffix}`);
}

function productDescription(choices: ProductChoices, language: Language): string {
  const values = {
    name: escapeHtml(productName(choices, language, false)),
    brand: escapeHtml(choices.brand),
    category: escapeHtml(language === 'en' ? choices.category.en.toLowerCase() : choices.category.de),
    material: escapeHtml(materialInSentence(choices.material, language)),
  };
  const intro = fill(choices.intro[language], values);
  const materialSentence = fill(choices.materialSentence[language], values);
  const features = `<ul>${choices.features.map((feature) => `<li>${escapeHtml(feature[language])}</li>`).join('')}</ul>`;
  const closing = escapeHtml(choices.closing[language]);
  const labels = LABELS[language];
  switch (choices.variant) {
    case 0:
      return `<p>${intro}</p>${features}<p>${closing}</p>`;
    case 1:
      return `<p><strong>${escapeHtml(choices.tagline[language])}</strong></p><p>${intro} ${materialSentence}</p>${features}`;
    case 2: {
      const materialName = language === 'en' ? choices.material.en : choices.material.deNoun;
      return (
        `<h3>${escapeHtml(productName(choices, language))}</h3><p>${intro}</p><p>${materialSentence} ${closing}</p>` +
        `<ul><li><strong>${labels.material}:</strong> ${escapeHtml(materialName)}</li>` +
        `<li><strong>${labels.care}:</strong> ${escapeHtml(CARE[choices.material.care][language])}</li></ul>`
      );
    }
    default:
      return `<p>${intro}</p><p>${materialSentence}</p>${features}<p><em>${closing}</em></p>`;
  }
}

function productTexts(choices: ProductChoices, warranty: number): Record<Language, Row> {
  const result = {} as Record<Language, Row>;
  for (const language of ['en', 'de'] as const) {
    const name = productName(choices, language);
    const shortName = productName(choices, language, false);
    const itemWord = language === 'en' ? choices.item.en.toLowerCase() : choices.item.de;
    const materialWord = materialInSentence(choices.material, language);
    const categoryName = choices.category[language];
    const feature = choices.features[0]?.[language] ?? '';
    const metaDescription =
      language === 'en'
        ? `${shortName} by ${choices.brand}, made from ${materialWord}. ${feature}. ${LABELS.en.delivery}`
        : `${shortName} von ${choices.brand} aus ${materialWord}. ${feature}. ${LABELS.de.delivery}`;
    const pack = choices.item.pack ? PACK_UNITS[choices.item.pack][language] : null;
    const leafKeywords = choices.leaf.keywords[language].split(', ');
    result[language] = {
      name,
      description: productDescription(choices, language),
      metaTitle: clip(`${name} | ${choices.brand} | ${SHOP_NAME}`),
      metaDescription: clip(metaDescription),
      keywords: keywordList([
        itemWord,
        materialWord,
        language === 'en' ? categoryName.toLowerCase() : categoryName,
        choices.brand,
        ...(choices.adjective ? [language === 'en' ? choices.adjective.en.toLowerCase() : choices.adjective.de] : []),
        ...leafKeywords,
      ]),
      packUnit: pack ? pack[0] : null,
      packUnitPlural: pack ? pack[1] : null,
      customSearchKeywords: JSON.stringify([
        itemWord,
        language === 'en' ? `${materialWord} ${itemWord}` : `${choices.material.dePrefix}-${choices.item.de}`,
        ...leafKeywords.slice(0, 2),
      ]),
      customFields: JSON.stringify({
        demo_care_instructions: CARE[choices.material.care][language],
        demo_highlight: `<p>${choices.highlight[language]}</p>`,
        ...(language === 'en'
          ? { demo_warranty_years: warranty, demo_material_code: choices.material.code, demo_featured: choices.variant === 1 }
          : {}),
      }),
    };
  }
  return result;
}

interface Context {
  random: Random;
  clock: Clock;
  rows: Rows;
}

/** A record with its system-language row and, when `german` is given, a German row. */
function addTranslated(
  context: Context,
  entity: string,
  base: Row,
  english: Row,
  german: Row | null,
): { id: string; createdAt: string } {
  const stamp = context.clock.next();
  const foreignKey = `${entity.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())}Id`;
  context.rows.add(entity, { id: stamp.id, ...base, createdAt: stamp.createdAt });
  const translation = (languageId: string, values: Row): Row => ({
    [foreignKey]: stamp.id,
    languageId,
    customFields: null,
    ...values,
    createdAt: stamp.createdAt,
  });
  context.rows.add(`${entity}_translation`, translation(SYSTEM_LANGUAGE_ID, english));
  if (german) context.rows.add(`${entity}_translation`, translation(GERMAN_LANGUAGE_ID, german));
  return stamp;
}

function seedCustomFields(context: Context): void {
  const fields: [string, string, boolean, string][] = [
    ['demo_care_instructions', 'text', true, 'Care instructions'],
    ['demo_highlight', 'html', true, 'Highlight'],
    ['demo_warranty_years', 'int', false, 'Warranty (years)'],
    ['demo_material_code', 'text', false, 'Material code'],
    ['demo_featured', 'bool', false, 'Featured'],
  ];
  for (const [name, type, translatable, label] of fields) {
    const stamp = context.clock.next();
    context.rows.add('custom_field', { id: stamp.id, name, type, translatable: toDbBool(translatable), label, createdAt: stamp.createdAt });
  }
}

/** Three photos per leaf category, then the banners and page photos; returns the ids in that order. */
function seedMedia(context: Context): { byLeaf: string[][]; extra: string[] } {
  const { random } = context;
  const leaves = CATEGORY_TREE.flatMap((root) => root.children);
  const total = leaves.length * MEDIA_SCENES.length + EXTRA_MEDIA.length;
  const germanIndexes = new Set(random.sample([...Array(total).keys()], Math.round(total / 3)));
  let index = 0;
  const add = (fileName: string, title: Words, alt: Words): string => {
    const mimeType = fileName.endsWith('.png') ? 'image/png' : fileName.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
    const german = germanIndexes.has(index);
    index += 1;
    return addTranslated(
      context,
      'media',
      { fileName, mimeType, fileSize: random.int(60_000, 950_000) },
      { title: title.en, alt: alt.en },
      german ? { title: title.de, alt: alt.de } : null,
    ).id;
  };
  const byLeaf = leaves.map((leaf) =>
    MEDIA_SCENES.map((scene, sceneIndex) => {
      const extension = random.chance(0.25) ? 'webp' : 'jpg';
      const words = (template: Words): Words => ({
        en: capitalize(fill(template.en, { subject: leaf.subject.en })),
        de: capitalize(fill(template.de, { subject: leaf.subject.de })),
      });
      return add(`${slug(leaf.name.en)}-${sceneIndex + 1}.${extension}`, words(scene.title), words(scene.alt));
    }),
  );
  const extra = EXTRA_MEDIA.map((media) => add(media.fileName, media.title, media.alt));
  return { byLeaf, extra };
}

function seedManufacturers(context: Context): string[] {
  return MANUFACTURERS.map(
    (manufacturer) =>
      addTranslated(
        context,
        'product_manufacturer',
        { link: manufacturer.link },
        { name: manufacturer.name, description: manufacturer.description.en },
        manufacturer.german ? { name: manufacturer.name, description: manufacturer.description.de } : null,
      ).id,
  );
}

function seedUnits(context: Context): Map<UnitKey, string> {
  const ids = new Map<UnitKey, string>();
  for (const unit of UNITS) {
    const stamp = addTranslated(
      context,
      'unit',
      {},
      { name: unit.name.en, shortCode: unit.shortCode.en },
      unit.german ? { name: unit.name.de, shortCode: unit.shortCode.de } : null,
    );
    ids.set(unit.key, stamp.id);
  }
  return ids;
}

function seedDeliveryTimes(context: Context): string[] {
  return DELIVERY_TIMES.map(
    (time) =>
      addTranslated(context, 'delivery_time', { min: time.min, max: time.max, unit: time.unit }, { name: time.name.en }, time.german ? { name: time.name.de } : null)
        .id,
  );
}

function seedProperties(context: Context): void {
  for (const group of PROPERTY_GROUPS) {
    const groupId = addTranslated(
      context,
      'property_group',
      { displayType: group.displayType, sortingType: group.name.en === 'Size' ? 'position' : 'alphanumeric' },
      { name: group.name.en, description: group.description.en },
      group.german ? { name: group.name.de, description: group.description.de } : null,
    ).id;
    group.options.forEach((option, position) => {
      addTranslated(
        context,
        'property_group_option',
        { groupId, position: position + 1, colorHexCode: option.hex ?? null },
        { name: option.name.en },
        group.german ? { name: option.name.de } : null,
      );
    });
  }
}

function seedMethods(context: Context, entity: 'shipping_method' | 'payment_method', methods: Method[]): void {
  methods.forEach((method, position) => {
    addTranslated(
      context,
      entity,
      { technicalName: method.technicalName, active: toDbBool(true), position: position + 1 },
      { name: method.name.en, description: method.description.en },
      method.german ? { name: method.name.de, description: method.description.de } : null,
    );
  });
}

function categoryTexts(category: { name: Words; description: Words; keywords: Words }, highlight: Words | null, language: Language): Row {
  const name = category.name[language];
  return {
    name,
    description: category.description[language],
    metaTitle: clip(`${name} | ${SHOP_NAME}`),
    metaDescription: clip(stripHtml(category.description[language])),
    keywords: keywordList(category.keywords[language].split(', ')),
    customFields: highlight ? JSON.stringify({ demo_highlight: `<p>${highlight[language]}</p>` }) : null,
  };
}

/** The category tree; returns the ids of the leaf categories in tree order. */
function seedCategories(context: Context): string[] {
  const { random } = context;
  const total = CATEGORY_TREE.reduce((sum, root) => sum + 1 + root.children.length, 0);
  const germanIndexes = new Set(random.sample([...Array(total).keys()], Math.round(total / 2)));
  let index = 0;
  const add = (category: { name: Words; description: Words; keywords: Words }, parentId: string | null, position: number): string => {
    const highlight = parentId === null || random.chance(0.4) ? random.pick(HIGHLIGHTS) : null;
    const german = germanIndexes.has(index);
    index += 1;
    return addTranslated(
      context,
      'category',
      { parentId, position, active: toDbBool(true) },
      categoryTexts(category, highlight, 'en'),
      german ? categoryTexts(category, highlight, 'de') : null,
    ).id;
  };
  const leafIds: string[] = [];
  CATEGORY_TREE.forEach((root, rootPosition) => {
    const rootId = add(root, null, rootPosition + 1);
    root.children.forEach((leaf, leafPosition) => leafIds.push(add(leaf, rootId, leafPosition + 1)));
  });
  return leafIds;
}

function generateProducts(
  context: Context,
  references: { leafIds: string[]; leafMedia: string[][]; manufacturerIds: string[]; unitIds: Map<UnitKey, string>; deliveryTimeIds: string[] },
): GeneratedProduct[] {
  const { random, clock } = context;
  const products: GeneratedProduct[] = [];
  const names = new Set<string>();
  let leafIndex = 0;
  for (const root of CATEGORY_TREE) {
    for (const leaf of root.children) {
      for (let count = 0; count < DEMO_PRODUCTS_PER_CATEGORY; count += 1) {
        let choices: ProductChoices;
        let attempts = 0;
        do {
          const item = random.pick(leaf.items);
          choices = {
            item,
            material: materialOf(random.pick(item.materials)),
            adjective: item.plain || random.chance(0.2) ? null : random.pick(root.adjectives),
            size: item.sizes && random.chance(0.75) ? random.pick(item.sizes) : null,
            brand: MANUFACTURERS[random.pick(leaf.brands)]?.name ?? '',
            category: leaf.name,
            leaf,
            variant: random.int(0, 3),
            intro: random.pick(INTROS),
            materialSentence: random.pick(MATERIAL_SENTENCES),
            tagline: random.pick(TAGLINES),
            closing: random.pick(CLOSINGS),
            features: random.sample(leaf.features, random.int(3, 4)),
            highlight: random.pick(HIGHLIGHTS),
          };
          attempts += 1;
          if (attempts > 1000) throw new Error(`Not enough distinct product names for ${leaf.name.en}.`);
        } while (names.has(productName(choices, 'en')));
        names.add(productName(choices, 'en'));

        const productNumber = `SW${10001 + products.length}`;
        const [low, high] = choices.item.price;
        const price = random.int(low, high) + (random.chance(0.7) ? 0.99 : 0.49);
        const warranty = random.pick(choices.item.warranty ?? [1, 2, 2, 3]);
        const stamp = clock.next();
        products.push({
          id: stamp.id,
          createdAt: stamp.createdAt,
          productNumber,
          base: {
            productNumber,
            active: toDbBool(random.chance(0.95)),
            stock: random.chance(0.08) ? 0 : random.int(1, 250),
            price,
            manufacturerId: references.manufacturerIds[MANUFACTURERS.findIndex((entry) => entry.name === choices.brand)] ?? null,
            unitId: references.unitIds.get(choices.item.unit ?? 'piece') ?? null,
            deliveryTimeId: references.deliveryTimeIds[random.pick(leaf.delivery)] ?? null,
            categoryId: references.leafIds[leafIndex] ?? null,
            coverId: random.pick(references.leafMedia[leafIndex] ?? []),
          },
          text: productTexts(choices, warranty),
        });
      }
      leafIndex += 1;
    }
  }
  return products;
}

/**
 * Writes the products with German for part of them: some with the name only, some complete, and a few
 * rows that hold only custom fields (a German row without an own name, which coverage must not count).
 */
function addProducts(context: Context, products: GeneratedProduct[]): void {
  const { random, rows } = context;
  const indexes = [...products.keys()];
  const shuffled = random.sample(indexes, indexes.length);
  const german = new Set(shuffled.slice(0, Math.round(products.length * 0.375)));
  const customFieldsOnly = new Set(shuffled.slice(german.size, german.size + Math.round(products.length * 0.04)));
  products.forEach((product, index) => {
    rows.add('product', { id: product.id, ...product.base, createdAt: product.createdAt });
    rows.add('product_translation', { productId: product.id, languageId: SYSTEM_LANGUAGE_ID, ...product.text.en, createdAt: product.createdAt });
    const de = product.text.de;
    let values: Row | null = null;
    if (german.has(index)) {
      values = random.chance(0.55) ? de : { name: de.name, metaTitle: random.chance(0.5) ? de.metaTitle : null };
    } else if (customFieldsOnly.has(index)) {
      const fields = JSON.parse(de.customFields as string) as Record<string, unknown>;
      values = { name: null, customFields: JSON.stringify({ demo_care_instructions: fields.demo_care_instructions }) };
    }
    if (values) rows.add('product_translation', { productId: product.id, languageId: GERMAN_LANGUAGE_ID, ...values, createdAt: product.createdAt });
  });
}

function seedCms(context: Context, extraMedia: string[], products: GeneratedProduct[]): void {
  const references = {
    media: (index: number) => extraMedia[index] ?? '',
    products: products.slice(0, 8).map((product) => product.id),
  };
  for (const page of CMS_PAGES) {
    const pageId = addTranslated(context, 'cms_page', { type: page.type }, { name: page.name.en }, page.german ? { name: page.name.de } : null).id;
    page.slots.forEach((slot, position) => {
      addTranslated(
        context,
        'cms_slot',
        { cmsPageId: pageId, slot: slot.slot, type: slot.type, position },
        { config: JSON.stringify(slot.config('en', references)) },
        page.german ? { config: JSON.stringify(slot.config('de', references)) } : null,
      );
    });
  }
}

function seedSnippets(context: Context): void {
  const { clock, rows } = context;
  const sets: [string, string][] = [
    ['BASE en-GB', 'en-GB'],
    ['BASE de-DE', 'de-DE'],
  ];
  const [englishSet, germanSet] = sets.map(([name, iso]) => {
    const stamp = clock.next();
    rows.add('snippet_set', { id: stamp.id, name, iso, createdAt: stamp.createdAt });
    return stamp.id;
  });
  for (const [translationKey, english, german] of SNIPPETS) {
    const stamp = clock.next();
    rows.add('snippet', { id: stamp.id, setId: englishSet, translationKey, value: english, createdAt: stamp.createdAt });
    if (german !== undefined) {
      const germanStamp = clock.next();
      rows.add('snippet', { id: germanStamp.id, setId: germanSet, translationKey, value: german, createdAt: germanStamp.createdAt });
    }
  }
}

/** Multi-row inserts under the parameter limit; every row of a batch gets the same columns. */
async function insertAll(trx: Tx, table: string, rows: Row[]): Promise<void> {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const part of inStatementChunks(rows, Math.max(1, columns.length))) {
    const batch = part.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
    await trx.insertInto(table).values(batch).execute();
  }
}

function germanOwnTranslations(rows: Rows): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [table, tableRows] of rows.tables) {
    if (!table.endsWith('_translation')) continue;
    const entity = table.slice(0, -'_translation'.length);
    const primary = entity === 'cms_slot' ? 'config' : entity === 'media' ? 'title' : 'name';
    counts[entity] = tableRows.filter((row) => row.languageId === GERMAN_LANGUAGE_ID && typeof row[primary] === 'string' && row[primary] !== '').length;
  }
  return counts;
}

/** True when the shop has no product yet. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('product').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Seeds a demo catalogue of a home and outdoor shop in English, with German for part of it, so that the
 * translation features have realistic content to work on. The content is generated from a fixed seed:
 * two runs write the same texts (the ids differ). Runs in one transaction; refuses a non-empty shop.
 * On PostgreSQL the tables it filled are analysed afterwards, so that the shop's first requests plan
 * with statistics.
 */
export async function seedDemoCatalogue(db: Db): Promise<DemoSummary> {
  const context: Context = { random: new Random(SEED), clock: new Clock(), rows: new Rows() };
  seedCustomFields(context);
  const media = seedMedia(context);
  const manufacturerIds = seedManufacturers(context);
  const unitIds = seedUnits(context);
  const deliveryTimeIds = seedDeliveryTimes(context);
  seedProperties(context);
  seedMethods(context, 'shipping_method', SHIPPING_METHODS);
  seedMethods(context, 'payment_method', PAYMENT_METHODS);
  const leafIds = seedCategories(context);
  const products = generateProducts(context, { leafIds, leafMedia: media.byLeaf, manufacturerIds, unitIds, deliveryTimeIds });
  addProducts(context, products);
  seedCms(context, media.extra, products);
  seedSnippets(context);

  await db.transaction().execute(async (trx) => {
    if (!(await isCatalogueEmpty(trx))) throw new Error(NOT_EMPTY);
    for (const [table, rows] of context.rows.tables) await insertAll(trx, table, rows);
  });
  // The shop's first estimate and job plan with statistics (database.ts, analyzeLoadedTables).
  await analyzeLoadedTables(db, [...context.rows.tables.keys()]);

  const { rows } = context;
  const snippetSets = rows.tables.get('snippet_set') ?? [];
  const germanSetId = snippetSets.find((set) => set.iso === 'de-DE')?.id;
  const german = germanOwnTranslations(rows);
  return {
    products: rows.count('product'),
    categories: rows.count('category'),
    cmsPages: rows.count('cms_page'),
    cmsSlots: rows.count('cms_slot'),
    manufacturers: rows.count('product_manufacturer'),
    propertyGroups: rows.count('property_group'),
    propertyOptions: rows.count('property_group_option'),
    units: rows.count('unit'),
    deliveryTimes: rows.count('delivery_time'),
    shippingMethods: rows.count('shipping_method'),
    paymentMethods: rows.count('payment_method'),
    media: rows.count('media'),
    customFields: rows.count('custom_field'),
    snippetSets: snippetSets.length,
    snippets: rows.count('snippet', (row) => row.setId !== germanSetId),
    germanSnippets: rows.count('snippet', (row) => row.setId === germanSetId),
    germanProducts: german.product ?? 0,
    germanTranslations: Object.values(german).reduce((sum, count) => sum + count, 0),
  };
}
