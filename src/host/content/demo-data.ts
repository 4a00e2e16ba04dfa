/**
 * Word lists and texts of the demo catalogue (src/host/content/demo.ts), in English and German side by
 * side so that generated German content is a real translation of the English one, not a copy.
 */

export interface Words {
  en: string;
  de: string;
}

/** German grammatical gender of an item noun; `pl` for nouns only used in the plural (Geschirrtücher). */
export type Gender = 'm' | 'f' | 'n' | 'pl';

export type CareKey = 'wood' | 'steel' | 'castIron' | 'blade' | 'copper' | 'ceramic' | 'glass' | 'textile' | 'wool' | 'outdoorFabric' | 'stone' | 'metal' | 'leather' | 'natural' | 'plastic';

export interface Material {
  en: string;
  /** The first part of a German compound: "Eichen" in "Eichen-Esszimmerstuhl". */
  dePrefix: string;
  /** The material as a German noun: "Eichenholz". */
  deNoun: string;
  code: string;
  care: CareKey;
  /** The material inside an English sentence, where plain lower case would be wrong. */
  enPhrase?: string;
}

export const SHOP_NAME = 'Hearth & Trail';

export const MATERIALS = {
  oak: { en: 'Oak', dePrefix: 'Eichen', deNoun: 'Eichenholz', code: 'WOOD-OAK', care: 'wood' },
  walnut: { en: 'Walnut', dePrefix: 'Nussbaum', deNoun: 'Nussbaumholz', code: 'WOOD-WAL', care: 'wood' },
  beech: { en: 'Beech', dePrefix: 'Buchen', deNoun: 'Buchenholz', code: 'WOOD-BEE', care: 'wood' },
  acacia: { en: 'Acacia', dePrefix: 'Akazien', deNoun: 'Akazienholz', code: 'WOOD-ACA', care: 'wood' },
  teak: { en: 'Teak', dePrefix: 'Teak', deNoun: 'Teakholz', code: 'WOOD-TEA', care: 'wood' },
  pine: { en: 'Pine', dePrefix: 'Kiefern', deNoun: 'Kiefernholz', code: 'WOOD-PIN', care: 'wood' },
  ash: { en: 'Ash', dePrefix: 'Eschen', deNoun: 'Eschenholz', code: 'WOOD-ASH', care: 'wood' },
  hardwood: { en: 'FSC Hardwood', dePrefix: 'FSC-Hartholz', deNoun: 'FSC-Hartholz', code: 'WOOD-FSC', care: 'wood', enPhrase: 'FSC-certified hardwood' },
  olive: { en: 'Olive Wood', dePrefix: 'Olivenholz', deNoun: 'Olivenholz', code: 'WOOD-OLI', care: 'wood' },
  bamboo: { en: 'Bamboo', dePrefix: 'Bambus', deNoun: 'Bambus', code: 'NAT-BAM', care: 'natural' },
  rattan: { en: 'Rattan', dePrefix: 'Rattan', deNoun: 'Rattan', code: 'NAT-RAT', care: 'natural' },
  wicker: { en: 'Wicker', dePrefix: 'Weiden', deNoun: 'Weidengeflecht', code: 'NAT-WIC', care: 'natural' },
  jute: { en: 'Jute', dePrefix: 'Jute', deNoun: 'Jute', code: 'NAT-JUT', care: 'natural' },
  cork: { en: 'Cork', dePrefix: 'Kork', deNoun: 'Kork', code: 'NAT-COR', care: 'natural' },
  steel: { en: 'Stainless Steel', dePrefix: 'Edelstahl', deNoun: 'Edelstahl', code: 'MET-SST', care: 'steel' },
  castIron: { en: 'Cast Iron', dePrefix: 'Gusseisen', deNoun: 'Gusseisen', code: 'MET-CIR', care: 'castIron' },
  carbonSteel: { en: 'Carbon Steel', dePrefix: 'Karbonstahl', deNoun: 'Karbonstahl', code: 'MET-CST', care: 'blade' },
  damascus: { en: 'Damascus Steel', dePrefix: 'Damaszener', deNoun: 'Damaszener Stahl', code: 'MET-DAM', care: 'blade', enPhrase: 'Damascus steel' },
  copper: { en: 'Copper', dePrefix: 'Kupfer', deNoun: 'Kupfer', code: 'MET-COP', care: 'copper' },
  brass: { en: 'Brass', dePrefix: 'Messing', deNoun: 'Messing', code: 'MET-BRA', care: 'metal' },
  zinc: { en: 'Zinc', dePrefix: 'Zink', deNoun: 'Zink', code: 'MET-ZIN', care: 'metal' },
  aluminium: { en: 'Aluminium', dePrefix: 'Aluminium', deNoun: 'Aluminium', code: 'MET-ALU', care: 'metal' },
  titanium: { en: 'Titanium', dePrefix: 'Titan', deNoun: 'Titan', code: 'MET-TIT', care: 'metal' },
  enamel: { en: 'Enamel', dePrefix: 'Emaille', deNoun: 'Emaille', code: 'MET-ENA', care: 'ceramic' },
  ceramic: { en: 'Ceramic', dePrefix: 'Keramik', deNoun: 'Keramik', code: 'CER-CER', care: 'ceramic' },
  porcelain: { en: 'Porcelain', dePrefix: 'Porzellan', deNoun: 'Porzellan', code: 'CER-POR', care: 'ceramic' },
  stoneware: { en: 'Stoneware', dePrefix: 'Steingut', deNoun: 'Steingut', code: 'CER-STO', care: 'ceramic' },
  terracotta: { en: 'Terracotta', dePrefix: 'Terrakotta', deNoun: 'Terrakotta', code: 'CER-TER', care: 'stone' },
  glass: { en: 'Glass', dePrefix: 'Glas', deNoun: 'Glas', code: 'GLA-GLA', care: 'glass' },
  marble: { en: 'Marble', dePrefix: 'Marmor', deNoun: 'Marmor', code: 'STO-MAR', care: 'stone' },
  slate: { en: 'Slate', dePrefix: 'Schiefer', deNoun: 'Schiefer', code: 'STO-SLA', care: 'stone' },
  concrete: { en: 'Concrete', dePrefix: 'Beton', deNoun: 'Beton', code: 'STO-CON', care: 'stone' },
  linen: { en: 'Linen', dePrefix: 'Leinen', deNoun: 'Leinen', code: 'TEX-LIN', care: 'textile' },
  cotton: { en: 'Cotton', dePrefix: 'Baumwoll', deNoun: 'Baumwolle', code: 'TEX-COT', care: 'textile' },
  velvet: { en: 'Velvet', dePrefix: 'Samt', deNoun: 'Samt', code: 'TEX-VEL', care: 'textile' },
  wool: { en: 'Wool', dePrefix: 'Woll', deNoun: 'Wolle', code: 'TEX-WOO', care: 'wool' },
  merino: { en: 'Merino Wool', dePrefix: 'Merino', deNoun: 'Merinowolle', code: 'TEX-MER', care: 'wool' },
  down: { en: 'Down', dePrefix: 'Daunen', deNoun: 'Daunen', code: 'TEX-DOW', care: 'outdoorFabric' },
  canvas: { en: 'Canvas', dePrefix: 'Canvas', deNoun: 'Canvas', code: 'TEX-CAN', care: 'outdoorFabric' },
  nylon: { en: 'Ripstop Nylon', dePrefix: 'Ripstop-Nylon', deNoun: 'Ripstop-Nylon', code: 'TEX-NYL', care: 'outdoorFabric' },
  polyester: { en: 'Recycled Polyester', dePrefix: 'Recycling-Polyester', deNoun: 'Recycling-Polyester', code: 'TEX-POL', care: 'outdoorFabric' },
  leather: { en: 'Leather', dePrefix: 'Leder', deNoun: 'Leder', code: 'LEA-LEA', care: 'leather' },
  silicone: { en: 'Silicone', dePrefix: 'Silikon', deNoun: 'Silikon', code: 'SYN-SIL', care: 'plastic' },
  polyRattan: { en: 'Poly Rattan', dePrefix: 'Polyrattan', deNoun: 'Polyrattan', code: 'SYN-PRA', care: 'plastic' },
  carbonFibre: { en: 'Carbon Fibre', dePrefix: 'Carbon', deNoun: 'Carbon', code: 'SYN-CAR', care: 'plastic' },
} satisfies Record<string, Material>;

export type MaterialKey = keyof typeof MATERIALS;

export const CARE: Record<CareKey, Words> = {
  wood: {
    en: 'Wipe clean with a damp cloth and treat with a suitable wood oil twice a year.',
    de: 'Mit einem feuchten Tuch abwischen und zweimal im Jahr mit einem geeigneten Holzöl pflegen.',
  },
  steel: {
    en: 'Dishwasher safe. Dry promptly after washing to keep the surface shiny.',
    de: 'Spülmaschinengeeignet. Nach dem Spülen zügig abtrocknen, damit die Oberfläche glänzend bleibt.',
  },
  castIron: {
    en: 'Hand wash only, dry thoroughly and rub with a thin layer of cooking oil.',
    de: 'Nur von Hand spülen, gründlich trocknen und mit etwas Speiseöl einreiben.',
  },
  blade: {
    en: 'Hand wash, dry immediately and oil the blade lightly now and then. Not dishwasher safe.',
    de: 'Von Hand spülen, sofort abtrocknen und die Klinge gelegentlich leicht einölen. Nicht spülmaschinengeeignet.',
  },
  copper: {
    en: 'Hand wash with warm soapy water; polish with a copper cleaner to restore the shine.',
    de: 'Mit warmem Spülwasser von Hand reinigen; mit Kupferpolitur lässt sich der Glanz auffrischen.',
  },
  ceramic: {
    en: 'Dishwasher and microwave safe. Avoid sudden changes in temperature.',
    de: 'Spülmaschinen- und mikrowellengeeignet. Starke Temperaturschwankungen vermeiden.',
  },
  glass: {
    en: 'Dishwasher safe on a gentle programme. Handle with care.',
    de: 'Im Schonprogramm spülmaschinengeeignet. Bitte vorsichtig behandeln.',
  },
  textile: {
    en: 'Machine washable at 40 °C. Do not tumble dry; iron on a medium setting.',
    de: 'Maschinenwaschbar bei 40 °C. Nicht im Trockner trocknen; bei mittlerer Temperatur bügeln.',
  },
  wool: {
    en: 'Hand wash cold or use the wool programme; dry flat.',
    de: 'Kalt von Hand oder im Wollprogramm waschen; liegend trocknen.',
  },
  outdoorFabric: {
    en: 'Brush off dirt once dry and let it dry completely before packing away.',
    de: 'Schmutz im trockenen Zustand abbürsten und vor dem Verstauen vollständig trocknen lassen.',
  },
  stone: {
    en: 'Wipe with a damp cloth. Bring indoors or cover during frost.',
    de: 'Mit einem feuchten Tuch abwischen. Bei Frost ins Haus holen oder abdecken.',
  },
  metal: {
    en: 'Wipe with a soft, dry cloth. Do not use abrasive cleaners.',
    de: 'Mit einem weichen, trockenen Tuch abwischen. Keine Scheuermittel verwenden.',
  },
  leather: {
    en: 'Treat with leather balm from time to time and keep away from direct heat.',
    de: 'Gelegentlich mit Lederbalsam pflegen und von direkter Hitze fernhalten.',
  },
  natural: {
    en: 'Dust with a soft brush and keep away from standing water.',
    de: 'Mit einer weichen Bürste entstauben und von stehendem Wasser fernhalten.',
  },
  plastic: {
    en: 'Clean with mild soapy water and rinse with clear water.',
    de: 'Mit milder Seifenlauge reinigen und mit klarem Wasser nachspülen.',
  },
};

export type UnitKey = 'piece' | 'pair' | 'set' | 'litre' | 'metre';

export const UNITS: { key: UnitKey; name: Words; shortCode: Words; german: boolean }[] = [
  { key: 'piece', name: { en: 'Piece', de: 'Stück' }, shortCode: { en: 'pc', de: 'Stk.' }, german: true },
  { key: 'pair', name: { en: 'Pair', de: 'Paar' }, shortCode: { en: 'pr', de: 'Paar' }, german: true },
  { key: 'set', name: { en: 'Set', de: 'Set' }, shortCode: { en: 'set', de: 'Set' }, german: false },
  { key: 'litre', name: { en: 'Litre', de: 'Liter' }, shortCode: { en: 'l', de: 'l' }, german: true },
  { key: 'metre', name: { en: 'Metre', de: 'Meter' }, shortCode: { en: 'm', de: 'm' }, german: true },
];

export type PackKey = 'box' | 'pack' | 'bottle' | 'roll' | 'carton';

export const PACK_UNITS: Record<PackKey, { en: [string, string]; de: [string, string] }> = {
  box: { en: ['Box', 'Boxes'], de: ['Schachtel', 'Schachteln'] },
  pack: { en: ['Pack', 'Packs'], de: ['Packung', 'Packungen'] },
  bottle: { en: ['Bottle', 'Bottles'], de: ['Flasche', 'Flaschen'] },
  roll: { en: ['Roll', 'Rolls'], de: ['Rolle', 'Rollen'] },
  carton: { en: ['Carton', 'Cartons'], de: ['Karton', 'Kartons'] },
};

function cm(...values: string[]): Words[] {
  return values.map((value) => ({ en: `${value.replaceAll('x', ' × ')} cm`, de: `${value.replaceAll('x', ' × ')} cm` }));
}
function litres(...values: string[]): Words[] {
  return values.map((value) => ({ en: `${value} l`, de: `${value.replace('.', ',')} l` }));
}
function persons(...values: number[]): Words[] {
  return values.map((value) => ({ en: `${value}-Person`, de: `${value} Personen` }));
}
function metres(...values: number[]): Words[] {
  return values.map((value) => ({ en: `${value} m`, de: `${value} m` }));
}

export interface Item {
  en: string;
  de: string;
  gender: Gender;
  materials: MaterialKey[];
  /** Price range in pounds; prices end in .99 or .49. */
  price: [number, number];
  unit?: UnitKey;
  pack?: PackKey;
  sizes?: Words[];
  /** Consumables read oddly with a style adjective ("Rustic Care Oil"). */
  plain?: boolean;
  warranty?: number[];
}

export interface LeafCategory {
  name: Words;
  description: Words;
  keywords: Words;
  /** What the category's photos show, for media titles and alt texts. */
  subject: Words;
  items: Item[];
  features: Words[];
  /** Indexes into MANUFACTURERS. */
  brands: number[];
  /** Indexes into DELIVERY_TIMES. */
  delivery: number[];
}

export interface RootCategory {
  name: Words;
  description: Words;
  keywords: Words;
  adjectives: Words[];
  children: LeafCategory[];
}

const HOME_ADJECTIVES: Words[] = [
  { en: 'Classic', de: 'klassisch' },
  { en: 'Rustic', de: 'rustikal' },
  { en: 'Nordic', de: 'nordisch' },
  { en: 'Elegant', de: 'elegant' },
  { en: 'Modern', de: 'modern' },
  { en: 'Minimalist', de: 'minimalistisch' },
  { en: 'Handcrafted', de: 'handgefertigt' },
  { en: 'Timeless', de: 'zeitlos' },
  { en: 'Compact', de: 'kompakt' },
];

const OUTDOOR_ADJECTIVES: Words[] = [
  { en: 'Sturdy', de: 'robust' },
  { en: 'Compact', de: 'kompakt' },
  { en: 'Lightweight', de: 'leicht' },
  { en: 'Durable', de: 'langlebig' },
  { en: 'Weatherproof', de: 'wetterfest' },
  { en: 'Classic', de: 'klassisch' },
  { en: 'Rustic', de: 'rustikal' },
  { en: 'Nordic', de: 'nordisch' },
];

export const CATEGORY_TREE: RootCategory[] = [
  {
    name: { en: 'Kitchen & Dining', de: 'Küche & Esszimmer' },
    description: {
      en: '<p>Everything for cooking, serving and sharing: <strong>pans that last a lifetime</strong>, knives that stay sharp and tableware you will reach for every day.</p>',
      de: '<p>Alles zum Kochen, Servieren und Genießen: <strong>Pfannen fürs Leben</strong>, Messer, die scharf bleiben, und Geschirr, zu dem Sie jeden Tag gerne greifen.</p>',
    },
    keywords: { en: 'kitchen, dining, cookware, tableware, knives', de: 'Küche, Esszimmer, Kochgeschirr, Geschirr, Messer' },
    adjectives: HOME_ADJECTIVES,
    children: [
      {
        name: { en: 'Cookware', de: 'Kochgeschirr' },
        description: {
          en: '<p>Pans, pots and casseroles in cast iron, stainless steel and copper. Chosen by our own kitchen team and tested on gas, electric and induction hobs.</p>',
          de: '<p>Pfannen, Töpfe und Bräter aus Gusseisen, Edelstahl und Kupfer. Ausgewählt von unserem Küchenteam und getestet auf Gas-, Elektro- und Induktionsherden.</p>',
        },
        keywords: { en: 'pans, pots, frying pan, saucepan, casserole', de: 'Pfannen, Töpfe, Bratpfanne, Kochtopf, Bräter' },
        subject: { en: 'pans and pots on a kitchen hob', de: 'Pfannen und Töpfe auf dem Herd' },
        items: [
          { en: 'Frying Pan', de: 'Bratpfanne', gender: 'f', materials: ['castIron', 'steel', 'carbonSteel', 'copper', 'aluminium'], price: [29, 149], sizes: cm('20', '24', '28') },
          { en: 'Saucepan', de: 'Stieltopf', gender: 'm', materials: ['steel', 'copper', 'enamel'], price: [24, 119], sizes: cm('16', '18', '20') },
          { en: 'Casserole Dish', de: 'Bräter', gender: 'm', materials: ['castIron', 'enamel', 'stoneware'], price: [49, 219], warranty: [5, 10] },
          { en: 'Stock Pot', de: 'Suppentopf', gender: 'm', materials: ['steel', 'enamel', 'aluminium'], price: [39, 139], sizes: litres('5', '8') },
          { en: 'Wok', de: 'Wok', gender: 'm', materials: ['carbonSteel', 'castIron', 'steel'], price: [35, 99] },
          { en: 'Griddle Pan', de: 'Grillpfanne', gender: 'f', materials: ['castIron', 'aluminium'], price: [39, 89] },
          { en: 'Milk Pan', de: 'Milchtopf', gender: 'm', materials: ['enamel', 'steel', 'copper'], price: [19, 69] },
        ],
        features: [
          { en: 'Suitable for all hob types, including induction', de: 'Für alle Herdarten geeignet, auch für Induktion' },
          { en: 'Oven safe up to 250 °C', de: 'Backofenfest bis 250 °C' },
          { en: 'Even heat distribution across the whole base', de: 'Gleichmäßige Wärmeverteilung über den gesamten Boden' },
          { en: 'Ergonomic handle that stays comfortable to hold', de: 'Ergonomischer Griff, der angenehm in der Hand liegt' },
          { en: 'Free of PFAS and PTFE', de: 'Frei von PFAS und PTFE' },
          { en: 'Pouring rims for drip-free pouring', de: 'Schüttränder für tropffreies Ausgießen' },
        ],
        brands: [1, 2],
        delivery: [0, 1],
      },
      {
        name: { en: 'Knives & Cutlery', de: 'Messer & Besteck' },
        description: {
          en: '<p>Sharp, balanced and made to be used every day: chef\'s knives, bread knives and cutlery sets forged from high-carbon and Damascus steel.</p>',
          de: '<p>Scharf, ausgewogen und für den täglichen Einsatz gemacht: Kochmesser, Brotmesser und Bestecksets aus Karbon- und Damaszener Stahl.</p>',
        },
        keywords: { en: "knives, chef's knife, cutlery, knife block, steak knives", de: 'Messer, Kochmesser, Besteck, Messerblock, Steakmesser' },
        subject: { en: 'knives on a wooden chopping board', de: 'Messer auf einem Schneidebrett aus Holz' },
        items: [
          { en: "Chef's Knife", de: 'Kochmesser', gender: 'n', materials: ['steel', 'damascus', 'carbonSteel', 'ceramic'], price: [39, 189], pack: 'box' },
          { en: 'Bread Knife', de: 'Brotmesser', gender: 'n', materials: ['steel', 'damascus'], price: [29, 119] },
          { en: 'Paring Knife', de: 'Schälmesser', gender: 'n', materials: ['steel', 'ceramic', 'carbonSteel'], price: [14, 59] },
          { en: 'Santoku Knife', de: 'Santokumesser', gender: 'n', materials: ['steel', 'damascus', 'ceramic'], price: [45, 179], pack: 'box' },
          { en: 'Carving Set', de: 'Tranchierset', gender: 'n', materials: ['steel', 'damascus'], price: [69, 229], unit: 'set', pack: 'box' },
          { en: 'Cutlery Set', de: 'Besteckset', gender: 'n', materials: ['steel', 'brass'], price: [59, 249], unit: 'set', pack: 'carton', sizes: [{ en: '24 Pieces', de: '24-teilig' }, { en: '30 Pieces', de: '30-teilig' }] },
          { en: 'Knife Block', de: 'Messerblock', gender: 'm', materials: ['oak', 'walnut', 'bamboo', 'beech'], price: [39, 129] },
          { en: 'Steak Knife Set', de: 'Steakmesser-Set', gender: 'n', materials: ['steel', 'olive'], price: [34, 99], unit: 'set', pack: 'box' },
        ],
        features: [
          { en: 'Hand-sharpened to a precise 15° edge', de: 'Von Hand auf präzise 15° geschliffen' },
          { en: 'Balanced weight for fatigue-free cutting', de: 'Ausgewogenes Gewicht für ermüdungsfreies Schneiden' },
          { en: 'Comfortable handle with a secure grip', de: 'Komfortabler Griff mit sicherem Halt' },
          { en: 'Supplied in an elegant gift box', de: 'Geliefert in einer edlen Geschenkbox' },
          { en: 'Rust-resistant and easy to resharpen', de: 'Rostbeständig und leicht nachzuschärfen' },
        ],
        brands: [1, 2, 0],
        delivery: [0],
      },
      {
        name: { en: 'Tableware', de: 'Geschirr' },
        description: {
          en: '<p>Plates, bowls and mugs glazed by hand in small workshops. <strong>Mix and match</strong> across our collections for a table that is entirely yours.</p>',
          de: '<p>Teller, Schalen und Becher, von Hand glasiert in kleinen Werkstätten. <strong>Frei kombinierbar</strong> über alle Kollektionen hinweg – für einen Tisch, der ganz Ihrer ist.</p>',
        },
        keywords: { en: 'plates, bowls, mugs, dinnerware, serving', de: 'Teller, Schalen, Becher, Tafelgeschirr, Servieren' },
        subject: { en: 'a laid table with plates and bowls', de: 'ein gedeckter Tisch mit Tellern und Schalen' },
        items: [
          { en: 'Dinner Plate', de: 'Speiseteller', gender: 'm', materials: ['porcelain', 'stoneware', 'ceramic'], price: [9, 29], sizes: cm('24', '27') },
          { en: 'Breakfast Bowl', de: 'Müslischale', gender: 'f', materials: ['porcelain', 'stoneware', 'ceramic'], price: [7, 19] },
          { en: 'Coffee Mug', de: 'Kaffeebecher', gender: 'm', materials: ['stoneware', 'porcelain', 'ceramic', 'enamel'], price: [9, 24] },
          { en: 'Serving Platter', de: 'Servierplatte', gender: 'f', materials: ['porcelain', 'stoneware', 'olive', 'slate'], price: [24, 69] },
          { en: 'Tumbler', de: 'Tumbler', gender: 'm', materials: ['glass'], price: [6, 16], pack: 'carton' },
          { en: 'Teapot', de: 'Teekanne', gender: 'f', materials: ['porcelain', 'stoneware', 'glass', 'castIron'], price: [24, 79], sizes: litres('0.8', '1.2') },
          { en: 'Salad Bowl', de: 'Salatschüssel', gender: 'f', materials: ['olive', 'acacia', 'glass', 'porcelain', 'bamboo'], price: [19, 59] },
          { en: 'Cake Stand', de: 'Tortenständer', gender: 'm', materials: ['porcelain', 'glass', 'marble'], price: [29, 79] },
        ],
        features: [
          { en: 'Dishwasher safe for everyday convenience', de: 'Spülmaschinengeeignet für den bequemen Alltag' },
          { en: 'Stackable to save space in the cupboard', de: 'Platzsparend im Schrank stapelbar' },
          { en: 'Part of a complete, combinable collection', de: 'Teil einer vollständigen, kombinierbaren Kollektion' },
          { en: 'Food safe and free of harmful substances', de: 'Lebensmittelecht und frei von Schadstoffen' },
          { en: 'Each piece is finished by hand', de: 'Jedes Stück wird von Hand veredelt' },
          { en: 'Chip-resistant rim for a long life', de: 'Schlagfester Rand für eine lange Lebensdauer' },
        ],
        brands: [3, 0, 4],
        delivery: [0, 1],
      },
      {
        name: { en: 'Kitchen Storage', de: 'Küchenaufbewahrung' },
        description: {
          en: '<p>Jars, bread bins and racks that keep your worktop tidy and your ingredients fresh – practical pieces that look good on open shelves.</p>',
          de: '<p>Vorratsdosen, Brotkästen und Regale, die Ihre Arbeitsfläche ordentlich und Ihre Zutaten frisch halten – praktische Stücke, die sich auch im offenen Regal sehen lassen können.</p>',
        },
        keywords: { en: 'storage jars, bread bin, spice rack, organisation', de: 'Vorratsdosen, Brotkasten, Gewürzregal, Ordnung' },
        subject: { en: 'storage jars on an open kitchen shelf', de: 'Vorratsdosen auf einem offenen Küchenregal' },
        items: [
          { en: 'Storage Jar', de: 'Vorratsdose', gender: 'f', materials: ['glass', 'ceramic', 'steel'], price: [9, 29], sizes: litres('0.5', '1', '1.5') },
          { en: 'Bread Bin', de: 'Brotkasten', gender: 'm', materials: ['bamboo', 'enamel', 'steel', 'oak'], price: [29, 79] },
          { en: 'Spice Rack', de: 'Gewürzregal', gender: 'n', materials: ['bamboo', 'oak', 'beech', 'steel'], price: [19, 59] },
          { en: 'Utensil Holder', de: 'Utensilienhalter', gender: 'm', materials: ['stoneware', 'ceramic', 'steel', 'olive'], price: [14, 34] },
          { en: 'Lunch Box', de: 'Lunchbox', gender: 'f', materials: ['steel', 'bamboo', 'glass'], price: [14, 39] },
          { en: 'Fruit Bowl', de: 'Obstschale', gender: 'f', materials: ['steel', 'olive', 'acacia', 'ceramic', 'copper'], price: [19, 59] },
          { en: 'Oil Bottle', de: 'Ölflasche', gender: 'f', materials: ['glass', 'ceramic'], price: [9, 24], sizes: litres('0.5', '0.75') },
        ],
        features: [
          { en: 'Keeps your worktop tidy and organised', de: 'Sorgt für Ordnung auf der Arbeitsfläche' },
          { en: 'Food-safe materials throughout', de: 'Durchgehend lebensmittelechte Materialien' },
          { en: 'Quick and easy to clean', de: 'Schnell und einfach zu reinigen' },
          { en: 'Designed to match our tableware collections', de: 'Passend zu unseren Geschirrkollektionen gestaltet' },
          { en: 'Compact footprint for small kitchens', de: 'Kompakte Stellfläche für kleine Küchen' },
        ],
        brands: [0, 4, 3],
        delivery: [0],
      },
    ],
  },
  {
    name: { en: 'Living', de: 'Wohnen' },
    description: {
      en: '<p>Furniture, lighting and textiles for rooms that feel lived in. Honest materials, <strong>quiet colours</strong> and designs that outlast trends.</p>',
      de: '<p>Möbel, Leuchten und Textilien für Räume, in denen man sich wohlfühlt. Ehrliche Materialien, <strong>ruhige Farben</strong> und Entwürfe, die Trends überdauern.</p>',
    },
    keywords: { en: 'living room, furniture, lighting, textiles, decoration', de: 'Wohnzimmer, Möbel, Beleuchtung, Textilien, Dekoration' },
    adjectives: HOME_ADJECTIVES,
    children: [
      {
        name: { en: 'Furniture', de: 'Möbel' },
        description: {
          en: '<p>Chairs, tables and shelves made from solid wood by joiners in Denmark and Portugal. Built to be used, repaired and handed down.</p>',
          de: '<p>Stühle, Tische und Regale aus Massivholz, gefertigt von Tischlereien in Dänemark und Portugal. Gemacht, um benutzt, repariert und weitergegeben zu werden.</p>',
        },
        keywords: { en: 'furniture, dining chair, table, shelf, solid wood', de: 'Möbel, Esszimmerstuhl, Tisch, Regal, Massivholz' },
        subject: { en: 'solid wood furniture in a bright room', de: 'Massivholzmöbel in einem hellen Raum' },
        items: [
          { en: 'Dining Chair', de: 'Esszimmerstuhl', gender: 'm', materials: ['oak', 'walnut', 'beech', 'rattan', 'velvet'], price: [89, 329], warranty: [5, 10] },
          { en: 'Dining Table', de: 'Esstisch', gender: 'm', materials: ['oak', 'walnut', 'acacia', 'marble'], price: [399, 1499], warranty: [5, 10], sizes: cm('160x90', '200x100') },
          { en: 'Coffee Table', de: 'Couchtisch', gender: 'm', materials: ['oak', 'walnut', 'marble', 'glass', 'teak'], price: [149, 699], warranty: [5] },
          { en: 'Bookshelf', de: 'Bücherregal', gender: 'n', materials: ['oak', 'pine', 'beech', 'steel'], price: [129, 549], warranty: [5] },
          { en: 'Side Table', de: 'Beistelltisch', gender: 'm', materials: ['oak', 'marble', 'brass', 'rattan'], price: [59, 249] },
          { en: 'Bench', de: 'Sitzbank', gender: 'f', materials: ['oak', 'walnut', 'pine'], price: [149, 449], warranty: [5] },
          { en: 'Sideboard', de: 'Sideboard', gender: 'n', materials: ['oak', 'walnut', 'pine'], price: [399, 1199], warranty: [5, 10] },
        ],
        features: [
          { en: 'Solid construction with reinforced joints', de: 'Solide Konstruktion mit verstärkten Verbindungen' },
          { en: 'Delivered partially assembled, tools included', de: 'Teilmontiert geliefert, Werkzeug inklusive' },
          { en: 'Felt pads protect your floors', de: 'Filzgleiter schützen Ihre Böden' },
          { en: 'Materials from sustainable sources', de: 'Materialien aus nachhaltiger Herkunft' },
          { en: 'Surface sealed against stains and moisture', de: 'Oberfläche gegen Flecken und Feuchtigkeit versiegelt' },
          { en: 'Designed and tested for daily use', de: 'Für den täglichen Gebrauch entworfen und geprüft' },
        ],
        brands: [0, 4],
        delivery: [2, 3],
      },
      {
        name: { en: 'Lighting', de: 'Beleuchtung' },
        description: {
          en: '<p>Pendant lamps, table lamps and lanterns that create <strong>warm, glare-free light</strong> – from the dining table to the reading corner.</p>',
          de: '<p>Pendelleuchten, Tischleuchten und Laternen für <strong>warmes, blendfreies Licht</strong> – vom Esstisch bis zur Leseecke.</p>',
        },
        keywords: { en: 'lamps, pendant lamp, table lamp, floor lamp, lantern', de: 'Leuchten, Pendelleuchte, Tischleuchte, Stehleuchte, Laterne' },
        subject: { en: 'lamps lighting a cosy living room', de: 'Leuchten in einem gemütlichen Wohnzimmer' },
        items: [
          { en: 'Pendant Lamp', de: 'Pendelleuchte', gender: 'f', materials: ['brass', 'glass', 'rattan', 'concrete', 'copper'], price: [69, 249] },
          { en: 'Table Lamp', de: 'Tischleuchte', gender: 'f', materials: ['ceramic', 'brass', 'oak', 'marble', 'glass'], price: [49, 189] },
          { en: 'Floor Lamp', de: 'Stehleuchte', gender: 'f', materials: ['brass', 'oak', 'steel', 'walnut'], price: [99, 349] },
          { en: 'Wall Light', de: 'Wandleuchte', gender: 'f', materials: ['brass', 'concrete', 'glass'], price: [49, 159] },
          { en: 'Lantern', de: 'Laterne', gender: 'f', materials: ['zinc', 'glass', 'rattan', 'steel'], price: [19, 69] },
          { en: 'Candle Holder', de: 'Kerzenhalter', gender: 'm', materials: ['brass', 'glass', 'marble', 'oak', 'castIron'], price: [12, 49], pack: 'box' },
        ],
        features: [
          { en: 'Takes E27 LED bulbs (not included)', de: 'Für E27-LED-Leuchtmittel (nicht im Lieferumfang)' },
          { en: 'Warm, glare-free light', de: 'Warmes, blendfreies Licht' },
          { en: 'Textile cable in a matching colour', de: 'Textilkabel in passender Farbe' },
          { en: 'Dimmable with a suitable bulb', de: 'Mit geeignetem Leuchtmittel dimmbar' },
          { en: 'Fixings and instructions included', de: 'Befestigungsmaterial und Anleitung inklusive' },
        ],
        brands: [5, 4],
        delivery: [0, 1],
      },
      {
        name: { en: 'Home Textiles', de: 'Heimtextilien' },
        description: {
          en: '<p>Cushions, throws and table linen woven from linen, cotton and wool. Soft from the first day and <strong>better with every wash</strong>.</p>',
          de: '<p>Kissen, Plaids und Tischwäsche aus Leinen, Baumwolle und Wolle. Weich vom ersten Tag an und <strong>mit jeder Wäsche schöner</strong>.</p>',
        },
        keywords: { en: 'cushions, throws, table linen, rugs, curtains', de: 'Kissen, Plaids, Tischwäsche, Teppiche, Vorhänge' },
        subject: { en: 'folded linen and wool textiles', de: 'gefaltete Textilien aus Leinen und Wolle' },
        items: [
          { en: 'Cushion Cover', de: 'Kissenbezug', gender: 'm', materials: ['linen', 'cotton', 'velvet', 'wool'], price: [14, 39], sizes: cm('40x40', '50x50') },
          { en: 'Throw', de: 'Plaid', gender: 'n', materials: ['wool', 'cotton', 'merino'], price: [39, 149] },
          { en: 'Tablecloth', de: 'Tischdecke', gender: 'f', materials: ['linen', 'cotton'], price: [29, 89], sizes: cm('140x180', '140x240') },
          { en: 'Tea Towels', de: 'Geschirrtücher', gender: 'pl', materials: ['linen', 'cotton'], price: [12, 29], unit: 'set', pack: 'pack' },
          { en: 'Napkins', de: 'Servietten', gender: 'pl', materials: ['linen', 'cotton'], price: [14, 34], unit: 'set', pack: 'pack' },
          { en: 'Rug', de: 'Teppich', gender: 'm', materials: ['wool', 'jute', 'cotton'], price: [79, 499], sizes: cm('120x170', '160x230') },
          { en: 'Curtain', de: 'Vorhang', gender: 'm', materials: ['linen', 'velvet', 'cotton'], price: [39, 129] },
          { en: 'Oven Gloves', de: 'Ofenhandschuhe', gender: 'pl', materials: ['cotton', 'linen', 'silicone'], price: [12, 29], unit: 'pair' },
        ],
        features: [
          { en: 'Pre-washed for a soft, relaxed feel', de: 'Vorgewaschen für einen weichen, lässigen Griff' },
          { en: 'Certified to OEKO-TEX® Standard 100', de: 'Zertifiziert nach OEKO-TEX® Standard 100' },
          { en: 'Colour-fast even after many washes', de: 'Farbecht auch nach vielen Wäschen' },
          { en: 'Woven by a family-run mill in Portugal', de: 'Gewebt in einer Familienweberei in Portugal' },
          { en: 'Generous cut and neat seams', de: 'Großzügiger Zuschnitt und saubere Nähte' },
        ],
        brands: [10, 4],
        delivery: [0],
      },
      {
        name: { en: 'Decoration', de: 'Dekoration' },
        description: {
          en: '<p>Vases, mirrors, frames and baskets – the finishing touches that make a house a home.</p>',
          de: '<p>Vasen, Spiegel, Bilderrahmen und Körbe – die letzten Details, die ein Haus zum Zuhause machen.</p>',
        },
        keywords: { en: 'vases, mirrors, picture frames, baskets, home decor', de: 'Vasen, Spiegel, Bilderrahmen, Körbe, Wohnaccessoires' },
        subject: { en: 'vases and frames on a sideboard', de: 'Vasen und Bilderrahmen auf einem Sideboard' },
        items: [
          { en: 'Vase', de: 'Vase', gender: 'f', materials: ['ceramic', 'glass', 'stoneware', 'terracotta', 'brass'], price: [19, 89], sizes: cm('20', '30') },
          { en: 'Picture Frame', de: 'Bilderrahmen', gender: 'm', materials: ['oak', 'walnut', 'brass', 'aluminium'], price: [14, 59], sizes: cm('13x18', '20x30', '30x40') },
          { en: 'Wall Mirror', de: 'Wandspiegel', gender: 'm', materials: ['oak', 'brass', 'rattan', 'walnut'], price: [59, 249] },
          { en: 'Wall Clock', de: 'Wanduhr', gender: 'f', materials: ['oak', 'walnut', 'steel', 'concrete'], price: [39, 129] },
          { en: 'Tray', de: 'Tablett', gender: 'n', materials: ['oak', 'walnut', 'brass', 'marble', 'rattan'], price: [24, 79] },
          { en: 'Storage Basket', de: 'Aufbewahrungskorb', gender: 'm', materials: ['rattan', 'jute', 'wicker', 'cotton'], price: [19, 59] },
          { en: 'Bookends', de: 'Buchstützen', gender: 'pl', materials: ['marble', 'brass', 'oak', 'concrete'], price: [24, 69], unit: 'pair' },
        ],
        features: [
          { en: 'An eye-catcher for shelves, sideboards and windowsills', de: 'Ein Blickfang für Regale, Sideboards und Fensterbänke' },
          { en: 'Natural variations make every piece unique', de: 'Natürliche Abweichungen machen jedes Stück zum Unikat' },
          { en: 'Carefully packed – ideal as a gift', de: 'Sorgfältig verpackt – ideal als Geschenk' },
          { en: 'Combines well with our textile collection', de: 'Lässt sich gut mit unserer Textilkollektion kombinieren' },
          { en: 'Timeless design that suits many interiors', de: 'Zeitloses Design, das zu vielen Einrichtungsstilen passt' },
        ],
        brands: [4, 0, 5],
        delivery: [0, 1],
      },
    ],
  },
  {
    name: { en: 'Garden', de: 'Garten' },
    description: {
      en: '<p>Furniture, planters and tools for gardens, balconies and terraces. <strong>Weatherproof</strong>, repairable and made for long summer evenings.</p>',
      de: '<p>Möbel, Pflanzgefäße und Werkzeuge für Garten, Balkon und Terrasse. <strong>Wetterfest</strong>, reparierbar und gemacht für lange Sommerabende.</p>',
    },
    keywords: { en: 'garden, balcony, terrace, garden furniture, planters', de: 'Garten, Balkon, Terrasse, Gartenmöbel, Pflanzgefäße' },
    adjectives: OUTDOOR_ADJECTIVES,
    children: [
      {
        name: { en: 'Garden Furniture', de: 'Gartenmöbel' },
        description: {
          en: '<p>Benches, loungers and tables in teak, acacia and powder-coated aluminium – made to stay outside from spring to autumn.</p>',
          de: '<p>Bänke, Liegen und Tische aus Teak, Akazie und pulverbeschichtetem Aluminium – gemacht, um von Frühling bis Herbst draußen zu bleiben.</p>',
        },
        keywords: { en: 'garden bench, sun lounger, garden table, outdoor furniture', de: 'Gartenbank, Sonnenliege, Gartentisch, Outdoormöbel' },
        subject: { en: 'garden furniture on a sunny terrace', de: 'Gartenmöbel auf einer sonnigen Terrasse' },
        items: [
          { en: 'Garden Bench', de: 'Gartenbank', gender: 'f', materials: ['teak', 'acacia', 'hardwood', 'aluminium'], price: [149, 599], warranty: [5, 10] },
          { en: 'Lounge Chair', de: 'Loungesessel', gender: 'm', materials: ['teak', 'polyRattan', 'aluminium', 'acacia'], price: [129, 449], warranty: [5] },
          { en: 'Garden Table', de: 'Gartentisch', gender: 'm', materials: ['teak', 'acacia', 'aluminium', 'hardwood'], price: [199, 899], warranty: [5, 10] },
          { en: 'Folding Chair', de: 'Klappstuhl', gender: 'm', materials: ['acacia', 'teak', 'aluminium', 'steel'], price: [39, 119] },
          { en: 'Sun Lounger', de: 'Sonnenliege', gender: 'f', materials: ['teak', 'aluminium', 'polyRattan'], price: [149, 549], warranty: [5] },
          { en: 'Hammock', de: 'Hängematte', gender: 'f', materials: ['cotton', 'canvas'], price: [49, 149] },
          { en: 'Care Oil', de: 'Pflegeöl', gender: 'n', materials: ['teak', 'hardwood'], price: [12, 24], unit: 'litre', pack: 'bottle', plain: true, sizes: litres('0.5', '1'), warranty: [0] },
        ],
        features: [
          { en: 'Weatherproof and UV-resistant', de: 'Wetterfest und UV-beständig' },
          { en: 'Stainless steel fittings that will not rust', de: 'Rostfreie Beschläge aus Edelstahl' },
          { en: 'Can stay outside all year with a cover', de: 'Mit Schutzhülle ganzjährig im Freien nutzbar' },
          { en: 'Matching cushions available separately', de: 'Passende Auflagen separat erhältlich' },
          { en: 'Easy to assemble in about 20 minutes', de: 'In rund 20 Minuten einfach aufgebaut' },
        ],
        brands: [4, 0],
        delivery: [2, 3],
      },
      {
        name: { en: 'Planters & Pots', de: 'Pflanzgefäße & Töpfe' },
        description: {
          en: '<p>Terracotta pots, raised beds and window boxes for herbs, vegetables and flowers – indoors and out.</p>',
          de: '<p>Terrakottatöpfe, Hochbeete und Balkonkästen für Kräuter, Gemüse und Blumen – drinnen wie draußen.</p>',
        },
        keywords: { en: 'plant pots, raised bed, window box, watering can', de: 'Pflanztöpfe, Hochbeet, Balkonkasten, Gießkanne' },
        subject: { en: 'terracotta pots with herbs', de: 'Terrakottatöpfe mit Kräutern' },
        items: [
          { en: 'Plant Pot', de: 'Pflanztopf', gender: 'm', materials: ['terracotta', 'ceramic', 'concrete', 'zinc'], price: [9, 79], sizes: cm('12', '18', '25', '40') },
          { en: 'Raised Bed', de: 'Hochbeet', gender: 'n', materials: ['pine', 'hardwood', 'zinc'], price: [89, 299], warranty: [5] },
          { en: 'Window Box', de: 'Balkonkasten', gender: 'm', materials: ['terracotta', 'zinc', 'pine'], price: [14, 49], sizes: cm('60', '80') },
          { en: 'Hanging Basket', de: 'Blumenampel', gender: 'f', materials: ['wicker', 'zinc', 'rattan'], price: [14, 39] },
          { en: 'Plant Stand', de: 'Pflanzenständer', gender: 'm', materials: ['bamboo', 'steel', 'oak', 'rattan'], price: [24, 89] },
          { en: 'Watering Can', de: 'Gießkanne', gender: 'f', materials: ['zinc', 'copper', 'steel', 'brass'], price: [19, 69], sizes: litres('1.5', '5', '10') },
        ],
        features: [
          { en: 'Drainage hole prevents waterlogging', de: 'Abzugsloch verhindert Staunässe' },
          { en: 'Suitable for indoor and outdoor use', de: 'Für drinnen und draußen geeignet' },
          { en: 'Generous volume for healthy roots', de: 'Großzügiges Volumen für gesunde Wurzeln' },
          { en: 'Develops a beautiful patina over time', de: 'Entwickelt mit der Zeit eine schöne Patina' },
          { en: 'Easy to move around thanks to its low weight', de: 'Dank geringem Gewicht leicht umzustellen' },
        ],
        brands: [7, 8],
        delivery: [0, 1],
      },
      {
        name: { en: 'Garden Tools', de: 'Gartenwerkzeug' },
        description: {
          en: '<p>Spades, forks and pruning shears with forged heads and ash handles. <strong>Tools for a lifetime</strong> of digging, planting and pruning.</p>',
          de: '<p>Spaten, Grabegabeln und Gartenscheren mit geschmiedeten Blättern und Eschenstielen. <strong>Werkzeug fürs Leben</strong> – zum Graben, Pflanzen und Schneiden.</p>',
        },
        keywords: { en: 'garden tools, spade, trowel, pruning shears, gloves', de: 'Gartenwerkzeug, Spaten, Blumenkelle, Gartenschere, Handschuhe' },
        subject: { en: 'garden tools leaning against a shed', de: 'Gartenwerkzeug an einer Gartenhütte' },
        items: [
          { en: 'Trowel', de: 'Blumenkelle', gender: 'f', materials: ['steel', 'copper'], price: [12, 34] },
          { en: 'Pruning Shears', de: 'Gartenschere', gender: 'f', materials: ['steel', 'carbonSteel'], price: [19, 69], warranty: [10] },
          { en: 'Garden Fork', de: 'Grabegabel', gender: 'f', materials: ['steel', 'ash'], price: [29, 79], warranty: [10] },
          { en: 'Spade', de: 'Spaten', gender: 'm', materials: ['steel', 'ash'], price: [29, 89], warranty: [10] },
          { en: 'Rake', de: 'Rechen', gender: 'm', materials: ['steel', 'ash', 'bamboo'], price: [19, 49] },
          { en: 'Garden Twine', de: 'Gartenschnur', gender: 'f', materials: ['jute', 'cotton'], price: [4, 12], unit: 'metre', pack: 'roll', sizes: metres(50, 100), warranty: [0] },
          { en: 'Kneeling Pad', de: 'Kniekissen', gender: 'n', materials: ['cork'], price: [12, 24] },
          { en: 'Gardening Gloves', de: 'Gartenhandschuhe', gender: 'pl', materials: ['leather', 'cotton'], price: [12, 34], unit: 'pair' },
        ],
        features: [
          { en: 'Built for years of hard work in the garden', de: 'Gemacht für jahrelange harte Gartenarbeit' },
          { en: 'Secure grip even with wet hands', de: 'Sicherer Griff auch mit nassen Händen' },
          { en: 'Hanging loop for tidy storage', de: 'Aufhängeöse für ordentliches Verstauen' },
          { en: 'Tested by professional gardeners', de: 'Von professionellen Gärtnern getestet' },
          { en: 'Spare parts available for years', de: 'Ersatzteile über Jahre erhältlich' },
        ],
        brands: [8, 7],
        delivery: [0],
      },
      {
        name: { en: 'Barbecue', de: 'Grillen' },
        description: {
          en: '<p>Charcoal grills, fire pits and tools for cooking over an open flame – from a quick weeknight supper to a long summer party.</p>',
          de: '<p>Holzkohlegrills, Feuerschalen und Zubehör zum Kochen über offenem Feuer – vom schnellen Abendessen bis zum langen Sommerfest.</p>',
        },
        keywords: { en: 'barbecue, charcoal grill, fire pit, grill tools', de: 'Grillen, Holzkohlegrill, Feuerschale, Grillzubehör' },
        subject: { en: 'a charcoal grill at dusk', de: 'ein Holzkohlegrill in der Abenddämmerung' },
        items: [
          { en: 'Charcoal Grill', de: 'Holzkohlegrill', gender: 'm', materials: ['steel', 'castIron', 'enamel'], price: [79, 399], warranty: [5] },
          { en: 'Grill Pan', de: 'Grillschale', gender: 'f', materials: ['castIron', 'steel'], price: [19, 49] },
          { en: 'Barbecue Tongs', de: 'Grillzange', gender: 'f', materials: ['steel', 'bamboo'], price: [12, 34] },
          { en: 'Fire Pit', de: 'Feuerschale', gender: 'f', materials: ['steel', 'castIron', 'copper'], price: [79, 299], sizes: cm('60', '80') },
          { en: 'Grill Brush', de: 'Grillbürste', gender: 'f', materials: ['steel', 'bamboo', 'beech'], price: [9, 24] },
          { en: 'Meat Thermometer', de: 'Fleischthermometer', gender: 'n', materials: ['steel'], price: [14, 49] },
          { en: 'Chopping Board', de: 'Schneidebrett', gender: 'n', materials: ['oak', 'acacia', 'olive', 'bamboo', 'walnut'], price: [19, 79] },
        ],
        features: [
          { en: 'Heats up quickly and holds the temperature', de: 'Heizt schnell auf und hält die Temperatur' },
          { en: 'Easy to clean after every barbecue', de: 'Nach jedem Grillabend leicht zu reinigen' },
          { en: 'Heat-resistant handles', de: 'Hitzebeständige Griffe' },
          { en: 'Made for long summer evenings outdoors', de: 'Gemacht für lange Sommerabende im Freien' },
          { en: 'Sturdy enough for everyday grilling', de: 'Robust genug für den täglichen Grillbetrieb' },
        ],
        brands: [9, 1],
        delivery: [0, 1],
      },
    ],
  },
  {
    name: { en: 'Outdoor', de: 'Outdoor' },
    description: {
      en: '<p>Gear for camping, hiking, picnics and travel: <strong>light, repairable and tested on the trail</strong> by our own team.</p>',
      de: '<p>Ausrüstung für Camping, Wandern, Picknick und Reisen: <strong>leicht, reparierbar und auf Tour getestet</strong> von unserem eigenen Team.</p>',
    },
    keywords: { en: 'outdoor, camping, hiking, picnic, travel', de: 'Outdoor, Camping, Wandern, Picknick, Reisen' },
    adjectives: OUTDOOR_ADJECTIVES,
    children: [
      {
        name: { en: 'Camping', de: 'Camping' },
        description: {
          en: '<p>Tents, sleeping bags and camp kitchens for nights under the stars – light enough to carry, tough enough for Scottish weather.</p>',
          de: '<p>Zelte, Schlafsäcke und Campingküchen für Nächte unter freiem Himmel – leicht genug zum Tragen, robust genug für schottisches Wetter.</p>',
        },
        keywords: { en: 'tent, sleeping bag, camping stove, camp kitchen', de: 'Zelt, Schlafsack, Campingkocher, Campingküche' },
        subject: { en: 'a tent pitched by a lake', de: 'ein Zelt an einem See' },
        items: [
          { en: 'Tent', de: 'Zelt', gender: 'n', materials: ['nylon', 'polyester', 'canvas'], price: [129, 599], sizes: persons(2, 3, 4), warranty: [3, 5] },
          { en: 'Sleeping Bag', de: 'Schlafsack', gender: 'm', materials: ['down', 'polyester', 'merino'], price: [79, 349] },
          { en: 'Camping Stove', de: 'Campingkocher', gender: 'm', materials: ['steel', 'aluminium', 'titanium'], price: [39, 149] },
          { en: 'Camping Mug', de: 'Campingbecher', gender: 'm', materials: ['enamel', 'titanium', 'steel'], price: [9, 29] },
          { en: 'Camping Chair', de: 'Campingstuhl', gender: 'm', materials: ['aluminium', 'canvas', 'steel'], price: [29, 99] },
          { en: 'Cooking Set', de: 'Kochset', gender: 'n', materials: ['titanium', 'aluminium', 'steel'], price: [29, 119], unit: 'set' },
          { en: 'Tarp', de: 'Tarp', gender: 'n', materials: ['nylon', 'polyester', 'canvas'], price: [39, 149] },
          { en: 'Guy Rope', de: 'Abspannleine', gender: 'f', materials: ['polyester'], price: [2, 6], unit: 'metre', pack: 'roll', sizes: metres(10, 25), warranty: [0] },
        ],
        features: [
          { en: 'Packs down small and light', de: 'Klein und leicht verpackbar' },
          { en: 'Stands up to wind and rain', de: 'Hält Wind und Regen stand' },
          { en: 'Ready to use in minutes', de: 'In wenigen Minuten einsatzbereit' },
          { en: 'Comes with a carry bag', de: 'Mit Transporttasche' },
          { en: 'Tested on trips through Scandinavia', de: 'Auf Touren durch Skandinavien getestet' },
        ],
        brands: [6, 11],
        delivery: [0, 1],
      },
      {
        name: { en: 'Hiking', de: 'Wandern' },
        description: {
          en: '<p>Backpacks, poles and merino layers for day hikes and long-distance trails.</p>',
          de: '<p>Rucksäcke, Stöcke und Merino-Schichten für Tageswanderungen und Weitwanderwege.</p>',
        },
        keywords: { en: 'hiking, backpack, walking poles, merino, water bottle', de: 'Wandern, Rucksack, Wanderstöcke, Merino, Trinkflasche' },
        subject: { en: 'hikers on a mountain ridge', de: 'Wandernde auf einem Bergkamm' },
        items: [
          { en: 'Backpack', de: 'Rucksack', gender: 'm', materials: ['nylon', 'canvas', 'polyester'], price: [49, 219], sizes: litres('20', '30', '45') },
          { en: 'Walking Poles', de: 'Wanderstöcke', gender: 'pl', materials: ['aluminium', 'carbonFibre'], price: [49, 149], unit: 'pair' },
          { en: 'Water Bottle', de: 'Trinkflasche', gender: 'f', materials: ['steel', 'titanium', 'glass', 'aluminium'], price: [14, 39], sizes: litres('0.5', '0.75', '1') },
          { en: 'Hiking Socks', de: 'Wandersocken', gender: 'pl', materials: ['merino', 'wool'], price: [14, 24], unit: 'pair', pack: 'pack' },
          { en: 'Beanie', de: 'Mütze', gender: 'f', materials: ['merino', 'wool', 'cotton'], price: [19, 39] },
          { en: 'Vacuum Flask', de: 'Thermosflasche', gender: 'f', materials: ['steel', 'titanium'], price: [24, 59], sizes: litres('0.5', '0.75', '1') },
          { en: 'Rain Poncho', de: 'Regenponcho', gender: 'm', materials: ['nylon', 'polyester'], price: [24, 69] },
        ],
        features: [
          { en: 'Tested on long-distance trails', de: 'Auf Weitwanderwegen getestet' },
          { en: 'Light without compromising on strength', de: 'Leicht, ohne Kompromisse bei der Stabilität' },
          { en: 'Made with recycled materials where possible', de: 'Wo möglich aus recycelten Materialien' },
          { en: 'Comfortable all day long', de: 'Den ganzen Tag bequem' },
          { en: 'Repair service available', de: 'Reparaturservice verfügbar' },
        ],
        brands: [6, 11],
        delivery: [0],
      },
      {
        name: { en: 'Picnic', de: 'Picknick' },
        description: {
          en: '<p>Baskets, blankets and cool bags for lazy afternoons in the park or on the beach.</p>',
          de: '<p>Körbe, Decken und Kühltaschen für entspannte Nachmittage im Park oder am Strand.</p>',
        },
        keywords: { en: 'picnic basket, picnic blanket, cool bag, outdoor dining', de: 'Picknickkorb, Picknickdecke, Kühltasche, Essen im Freien' },
        subject: { en: 'a picnic on a meadow', de: 'ein Picknick auf einer Wiese' },
        items: [
          { en: 'Picnic Basket', de: 'Picknickkorb', gender: 'm', materials: ['wicker', 'rattan'], price: [49, 179], sizes: persons(2, 4) },
          { en: 'Picnic Blanket', de: 'Picknickdecke', gender: 'f', materials: ['wool', 'cotton', 'polyester'], price: [29, 89] },
          { en: 'Cool Bag', de: 'Kühltasche', gender: 'f', materials: ['canvas', 'polyester'], price: [24, 79], sizes: litres('15', '25') },
          { en: 'Picnic Plate', de: 'Picknickteller', gender: 'm', materials: ['bamboo', 'enamel', 'steel'], price: [6, 16], pack: 'pack' },
          { en: 'Serving Board', de: 'Servierbrett', gender: 'n', materials: ['olive', 'acacia', 'oak'], price: [19, 49] },
          { en: 'Cutlery Roll', de: 'Besteckrolle', gender: 'f', materials: ['canvas', 'linen', 'leather'], price: [19, 49] },
        ],
        features: [
          { en: 'Everything you need for a day outdoors', de: 'Alles, was Sie für einen Tag im Freien brauchen' },
          { en: 'Easy to carry with comfortable handles', de: 'Dank bequemer Griffe leicht zu tragen' },
          { en: 'Wipe-clean and durable', de: 'Abwischbar und langlebig' },
          { en: 'A thoughtful gift for couples and families', de: 'Ein durchdachtes Geschenk für Paare und Familien' },
          { en: 'Stores flat when not in use', de: 'Platzsparend zu verstauen' },
        ],
        brands: [11, 10, 3],
        delivery: [0, 1],
      },
      {
        name: { en: 'Travel Accessories', de: 'Reisezubehör' },
        description: {
          en: '<p>Bags, cases and little helpers for weekends away and long journeys.</p>',
          de: '<p>Taschen, Etuis und kleine Helfer für Wochenendtrips und lange Reisen.</p>',
        },
        keywords: { en: 'travel, weekender bag, toiletry bag, packing cubes', de: 'Reisen, Reisetasche, Kulturbeutel, Packwürfel' },
        subject: { en: 'a packed weekender bag', de: 'eine gepackte Reisetasche' },
        items: [
          { en: 'Travel Pillow', de: 'Reisekissen', gender: 'n', materials: ['cotton', 'merino', 'velvet'], price: [19, 49] },
          { en: 'Toiletry Bag', de: 'Kulturbeutel', gender: 'm', materials: ['canvas', 'leather', 'nylon'], price: [19, 69] },
          { en: 'Passport Cover', de: 'Reisepasshülle', gender: 'f', materials: ['leather', 'cork'], price: [14, 39] },
          { en: 'Luggage Tag', de: 'Kofferanhänger', gender: 'm', materials: ['leather', 'cork', 'brass'], price: [7, 19], pack: 'pack' },
          { en: 'Packing Cubes', de: 'Packwürfel', gender: 'pl', materials: ['nylon', 'polyester'], price: [24, 49], unit: 'set' },
          { en: 'Weekender Bag', de: 'Reisetasche', gender: 'f', materials: ['canvas', 'leather', 'nylon'], price: [79, 299], warranty: [3, 5] },
        ],
        features: [
          { en: 'Fits easily into hand luggage', de: 'Passt problemlos ins Handgepäck' },
          { en: 'Hard-wearing seams for frequent travellers', de: 'Strapazierfähige Nähte für Vielreisende' },
          { en: 'Water-repellent finish', de: 'Wasserabweisende Oberfläche' },
          { en: 'A timeless look that ages gracefully', de: 'Zeitlose Optik, die in Würde altert' },
          { en: 'The ideal gift for globetrotters', de: 'Das ideale Geschenk für Weltenbummler' },
        ],
        brands: [10, 6, 11],
        delivery: [0],
      },
    ],
  },
];

export interface Manufacturer {
  name: string;
  link: string;
  description: Words;
  german: boolean;
}

export const MANUFACTURERS: Manufacturer[] = [
  {
    name: 'Nordhaven',
    link: 'https://nordhaven.example.com',
    description: {
      en: '<p>Nordhaven designs furniture and tableware in Copenhagen, guided by <strong>light, wood and a love of simple forms</strong>.</p>',
      de: '<p>Nordhaven entwirft Möbel und Geschirr in Kopenhagen – geleitet von <strong>Licht, Holz und der Liebe zu einfachen Formen</strong>.</p>',
    },
    german: true,
  },
  {
    name: 'Ironbark & Co.',
    link: 'https://ironbark.example.com',
    description: {
      en: '<p>Cast iron and carbon steel cookware, poured and finished in a family foundry in Sheffield since 1921.</p>',
      de: '<p>Kochgeschirr aus Gusseisen und Karbonstahl, gegossen und veredelt in einer Sheffielder Familiengießerei seit 1921.</p>',
    },
    german: true,
  },
  {
    name: 'Copperline',
    link: 'https://copperline.example.com',
    description: {
      en: '<p>Copper pans with tin and steel linings for cooks who want <strong>precise control of heat</strong>.</p>',
      de: '<p>Kupferpfannen mit Zinn- und Edelstahlbeschichtung für alle, die <strong>die Hitze präzise steuern</strong> möchten.</p>',
    },
    german: true,
  },
  {
    name: 'Fenwick Ceramics',
    link: 'https://fenwick-ceramics.example.com',
    description: {
      en: '<p>Stoneware and porcelain thrown and glazed by hand in a Cornish pottery overlooking the sea.</p>',
      de: '<p>Steingut und Porzellan, von Hand gedreht und glasiert in einer Töpferei in Cornwall mit Blick aufs Meer.</p>',
    },
    german: true,
  },
  {
    name: 'Larchwood Living',
    link: 'https://larchwood.example.com',
    description: {
      en: '<p>Solid wood furniture and accessories from sustainably managed European forests.</p>',
      de: '<p>Massivholzmöbel und Accessoires aus nachhaltig bewirtschafteten europäischen Wäldern.</p>',
    },
    german: true,
  },
  {
    name: 'Brightmoor Lighting',
    link: 'https://brightmoor.example.com',
    description: {
      en: '<p>Lamps in brass, glass and ceramic with <strong>warm, glare-free light</strong> for every room.</p>',
      de: '<p>Leuchten aus Messing, Glas und Keramik mit <strong>warmem, blendfreiem Licht</strong> für jeden Raum.</p>',
    },
    german: true,
  },
  {
    name: 'Alpine Trail Gear',
    link: 'https://alpinetrail.example.com',
    description: {
      en: '<p>Technical outdoor equipment developed with mountain guides in the Alps.</p>',
      de: '<p>Technische Outdoorausrüstung, entwickelt gemeinsam mit Bergführern in den Alpen.</p>',
    },
    german: true,
  },
  {
    name: 'Greenhouse Supply Co.',
    link: 'https://greenhouse-supply.example.com',
    description: {
      en: '<p>Planters, pots and propagation kits for gardeners with big plans and small balconies.</p>',
      de: '<p>Pflanzgefäße, Töpfe und Anzuchtsets für Gärtner mit großen Plänen und kleinen Balkonen.</p>',
    },
    german: false,
  },
  {
    name: 'Harrow & Hoe',
    link: 'https://harrowandhoe.example.com',
    description: {
      en: '<p>Forged garden tools with ash handles, made to be repaired rather than replaced.</p>',
      de: '<p>Geschmiedete Gartenwerkzeuge mit Eschenstielen – gemacht, um repariert statt ersetzt zu werden.</p>',
    },
    german: true,
  },
  {
    name: 'Emberforge',
    link: 'https://emberforge.example.com',
    description: {
      en: '<p>Grills, fire pits and outdoor kitchens for cooking over <strong>real fire</strong>.</p>',
      de: '<p>Grills, Feuerschalen und Outdoorküchen zum Kochen über <strong>echtem Feuer</strong>.</p>',
    },
    german: false,
  },
  {
    name: 'Tidewater Textiles',
    link: 'https://tidewater.example.com',
    description: {
      en: '<p>Linen, cotton and wool woven in small mills on the Portuguese coast.</p>',
      de: '<p>Leinen, Baumwolle und Wolle, gewebt in kleinen Webereien an der portugiesischen Küste.</p>',
    },
    german: true,
  },
  {
    name: 'Keswick Outdoor',
    link: 'https://keswick-outdoor.example.com',
    description: {
      en: '<p>Camping, picnic and travel gear from the Lake District, tested in all four seasons.</p>',
      de: '<p>Camping-, Picknick- und Reiseausrüstung aus dem Lake District, getestet in allen vier Jahreszeiten.</p>',
    },
    german: false,
  },
];

export interface PropertyGroup {
  name: Words;
  description: Words;
  displayType: 'text' | 'color' | 'image' | 'select';
  german: boolean;
  options: { name: Words; hex?: string }[];
}

export const PROPERTY_GROUPS: PropertyGroup[] = [
  {
    name: { en: 'Colour', de: 'Farbe' },
    description: { en: 'The main colour of the product as shown in the photos.', de: 'Die Hauptfarbe des Produkts, wie auf den Fotos zu sehen.' },
    displayType: 'color',
    german: true,
    options: [
      { name: { en: 'Black', de: 'Schwarz' }, hex: '#1b1b1b' },
      { name: { en: 'White', de: 'Weiß' }, hex: '#f7f5f0' },
      { name: { en: 'Natural', de: 'Natur' }, hex: '#d8c3a5' },
      { name: { en: 'Graphite', de: 'Graphit' }, hex: '#4a4a4f' },
      { name: { en: 'Sage Green', de: 'Salbeigrün' }, hex: '#9caf88' },
      { name: { en: 'Terracotta', de: 'Terrakotta' }, hex: '#c8643b' },
      { name: { en: 'Navy Blue', de: 'Marineblau' }, hex: '#23395d' },
      { name: { en: 'Mustard Yellow', de: 'Senfgelb' }, hex: '#d9a92f' },
    ],
  },
  {
    name: { en: 'Size', de: 'Größe' },
    description: { en: 'The size of the product; see the size guide for exact measurements.', de: 'Die Größe des Produkts; genaue Maße finden Sie in der Größentabelle.' },
    displayType: 'text',
    german: true,
    options: [
      { name: { en: 'Small', de: 'Klein' } },
      { name: { en: 'Medium', de: 'Mittel' } },
      { name: { en: 'Large', de: 'Groß' } },
      { name: { en: 'Extra Large', de: 'Extragroß' } },
    ],
  },
  {
    name: { en: 'Material', de: 'Material' },
    description: { en: 'The main material the product is made of.', de: 'Das Hauptmaterial, aus dem das Produkt besteht.' },
    displayType: 'select',
    german: true,
    options: [
      { name: { en: 'Oak', de: 'Eiche' } },
      { name: { en: 'Stainless Steel', de: 'Edelstahl' } },
      { name: { en: 'Cast Iron', de: 'Gusseisen' } },
      { name: { en: 'Linen', de: 'Leinen' } },
      { name: { en: 'Stoneware', de: 'Steingut' } },
      { name: { en: 'Bamboo', de: 'Bambus' } },
      { name: { en: 'Wool', de: 'Wolle' } },
    ],
  },
  {
    name: { en: 'Finish', de: 'Oberfläche' },
    description: { en: 'How the surface is treated.', de: 'Wie die Oberfläche behandelt ist.' },
    displayType: 'text',
    german: true,
    options: [
      { name: { en: 'Matt', de: 'Matt' } },
      { name: { en: 'Glossy', de: 'Glänzend' } },
      { name: { en: 'Brushed', de: 'Gebürstet' } },
      { name: { en: 'Oiled', de: 'Geölt' } },
      { name: { en: 'Lacquered', de: 'Lackiert' } },
    ],
  },
  {
    name: { en: 'Capacity', de: 'Fassungsvermögen' },
    description: { en: 'How much the product holds when filled to the brim.', de: 'Wie viel das Produkt randvoll gefüllt fasst.' },
    displayType: 'text',
    german: true,
    options: [
      { name: { en: '0.5 l', de: '0,5 l' } },
      { name: { en: '1 l', de: '1 l' } },
      { name: { en: '1.5 l', de: '1,5 l' } },
      { name: { en: '2 l', de: '2 l' } },
      { name: { en: '5 l', de: '5 l' } },
    ],
  },
  {
    name: { en: 'Pattern', de: 'Muster' },
    description: { en: 'The woven or printed pattern of textiles.', de: 'Das gewebte oder gedruckte Muster von Textilien.' },
    displayType: 'image',
    german: false,
    options: [
      { name: { en: 'Plain', de: 'Uni' } },
      { name: { en: 'Striped', de: 'Gestreift' } },
      { name: { en: 'Checked', de: 'Kariert' } },
      { name: { en: 'Herringbone', de: 'Fischgrät' } },
      { name: { en: 'Floral', de: 'Geblümt' } },
    ],
  },
];

export const DELIVERY_TIMES: { name: Words; min: number; max: number; unit: 'day' | 'week'; german: boolean }[] = [
  { name: { en: '1–3 days', de: '1–3 Tage' }, min: 1, max: 3, unit: 'day', german: true },
  { name: { en: '3–5 days', de: '3–5 Tage' }, min: 3, max: 5, unit: 'day', german: true },
  { name: { en: '1–2 weeks', de: '1–2 Wochen' }, min: 1, max: 2, unit: 'week', german: true },
  { name: { en: '2–4 weeks', de: '2–4 Wochen' }, min: 2, max: 4, unit: 'week', german: false },
];

export interface Method {
  technicalName: string;
  name: Words;
  description: Words;
  german: boolean;
}

export const SHIPPING_METHODS: Method[] = [
  {
    technicalName: 'shipping_standard',
    name: { en: 'Standard Delivery', de: 'Standardversand' },
    description: {
      en: '<p>Delivered in 1–3 working days. <strong>Free on orders over £50.</strong></p>',
      de: '<p>Lieferung in 1–3 Werktagen. <strong>Versandkostenfrei ab 50 € Bestellwert.</strong></p>',
    },
    german: true,
  },
  {
    technicalName: 'shipping_express',
    name: { en: 'Express Delivery', de: 'Expressversand' },
    description: {
      en: '<p>Order before 2 pm on a working day and receive your parcel the next day.</p>',
      de: '<p>Bestellen Sie werktags bis 14 Uhr und erhalten Sie Ihr Paket am nächsten Tag.</p>',
    },
    german: true,
  },
  {
    technicalName: 'shipping_click_collect',
    name: { en: 'Click & Collect', de: 'Click & Collect' },
    description: {
      en: '<p>Collect your order free of charge from our shop in Keswick, usually within two hours.</p>',
      de: '<p>Holen Sie Ihre Bestellung kostenlos in unserem Geschäft in Keswick ab, meist schon nach zwei Stunden.</p>',
    },
    german: false,
  },
  {
    technicalName: 'shipping_freight',
    name: { en: 'Freight Delivery', de: 'Speditionsversand' },
    description: {
      en: '<p>For furniture and large items: delivered to the room of your choice by a two-person team on an agreed date.</p>',
      de: '<p>Für Möbel und große Artikel: Lieferung durch ein Zwei-Personen-Team zum vereinbarten Termin in den Raum Ihrer Wahl.</p>',
    },
    german: false,
  },
];

export const PAYMENT_METHODS: Method[] = [
  {
    technicalName: 'payment_invoice',
    name: { en: 'Invoice', de: 'Rechnung' },
    description: {
      en: '<p>Pay within 14 days of receiving your order. Available to returning customers.</p>',
      de: '<p>Zahlen Sie innerhalb von 14 Tagen nach Erhalt der Ware. Für Bestandskunden verfügbar.</p>',
    },
    german: true,
  },
  {
    technicalName: 'payment_credit_card',
    name: { en: 'Credit Card', de: 'Kreditkarte' },
    description: {
      en: '<p>Visa, Mastercard and American Express. Your card is only charged when your order ships.</p>',
      de: '<p>Visa, Mastercard und American Express. Ihre Karte wird erst beim Versand belastet.</p>',
    },
    german: true,
  },
  {
    technicalName: 'payment_paypal',
    name: { en: 'PayPal', de: 'PayPal' },
    description: {
      en: '<p>Pay quickly and securely with your PayPal account.</p>',
      de: '<p>Zahlen Sie schnell und sicher mit Ihrem PayPal-Konto.</p>',
    },
    german: false,
  },
  {
    technicalName: 'payment_direct_debit',
    name: { en: 'Direct Debit', de: 'Lastschrift' },
    description: {
      en: '<p>We collect the amount from your bank account once your order has been dispatched.</p>',
      de: '<p>Wir buchen den Betrag von Ihrem Bankkonto ab, sobald Ihre Bestellung versandt wurde.</p>',
    },
    german: true,
  },
  {
    technicalName: 'payment_cash_on_delivery',
    name: { en: 'Cash on Delivery', de: 'Nachnahme' },
    description: {
      en: '<p>Pay the driver in cash when your parcel arrives. A fee of £4.50 applies.</p>',
      de: '<p>Bezahlen Sie bar bei Zustellung Ihres Pakets. Es fällt eine Gebühr von 4,50 € an.</p>',
    },
    german: false,
  },
];

/** Opening sentences of product descriptions; {name}, {brand} and {category} are filled in. */
export const INTROS: Words[] = [
  {
    en: 'The {name} by {brand} is made for everyday use and built to last for years.',
    de: '{name} von {brand}: gemacht für den täglichen Gebrauch und ausgelegt auf viele Jahre.',
  },
  {
    en: 'Meet the {name} – a dependable favourite that brings calm, practical style to your home.',
    de: '{name} – ein verlässlicher Liebling, der ruhigen, praktischen Stil in Ihr Zuhause bringt.',
  },
  {
    en: 'With the {name}, {brand} combines honest materials with a clean, timeless design.',
    de: 'Ehrliche Materialien und klares, zeitloses Design: {name} von {brand}.',
  },
  {
    en: 'One of the most popular pieces in our {category} range: the {name}.',
    de: 'Eines der beliebtesten Stücke aus unserem Sortiment {category}: {name}.',
  },
  {
    en: 'Designed by {brand}, the {name} balances good looks with real-world practicality.',
    de: 'Gutes Aussehen trifft echte Alltagstauglichkeit – entworfen von {brand}: {name}.',
  },
  {
    en: 'For everyone who values quality: the {name} from {brand}.',
    de: 'Für alle, die Qualität schätzen: {name} von {brand}.',
  },
];

/** Sentences about the material; {material} is the English material in lower case, or the German noun. */
export const MATERIAL_SENTENCES: Words[] = [
  {
    en: 'Made from {material} for a pleasant feel and a long service life.',
    de: 'Gefertigt aus {material} – für eine angenehme Haptik und eine lange Lebensdauer.',
  },
  {
    en: 'We source the {material} from suppliers we have worked with for many years.',
    de: 'Das Material ({material}) beziehen wir von Lieferanten, mit denen wir seit vielen Jahren zusammenarbeiten.',
  },
  {
    en: 'Thanks to high-quality {material}, it still looks good after years of use.',
    de: 'Dank hochwertiger Verarbeitung aus {material} bleibt die Optik auch nach Jahren ansprechend.',
  },
];

export const TAGLINES: Words[] = [
  { en: 'A favourite for every day', de: 'Ein Liebling für jeden Tag' },
  { en: 'Honest materials, timeless design', de: 'Ehrliche Materialien, zeitloses Design' },
  { en: 'Made to last', de: 'Gemacht, um zu bleiben' },
  { en: 'Chosen by our team', de: 'Von unserem Team ausgewählt' },
  { en: 'Small details, big difference', de: 'Kleine Details, großer Unterschied' },
];

export const CLOSINGS: Words[] = [
  { en: 'Order today and enjoy free delivery on orders over £50.', de: 'Jetzt bestellen – ab 50 € liefern wir versandkostenfrei.' },
  { en: 'Not quite right? Return it within 30 days, free of charge.', de: 'Nicht ganz das Richtige? Innerhalb von 30 Tagen kostenlos zurückgeben.' },
  { en: 'Pairs perfectly with other pieces from the same collection.', de: 'Lässt sich perfekt mit anderen Stücken derselben Kollektion kombinieren.' },
  { en: 'Packed in recycled and recyclable materials.', de: 'Verpackt in recycelten und recycelbaren Materialien.' },
];

export const HIGHLIGHTS: Words[] = [
  { en: '<strong>Bestseller</strong> – loved by over 2,000 customers.', de: '<strong>Bestseller</strong> – beliebt bei über 2.000 Kundinnen und Kunden.' },
  { en: '<strong>New this season</strong> in our range.', de: '<strong>Neu in dieser Saison</strong> in unserem Sortiment.' },
  { en: '<strong>Staff pick</strong>: used daily by our own team.', de: '<strong>Team-Favorit</strong>: von unserem eigenen Team täglich genutzt.' },
  { en: '<strong>Sustainably made</strong> from responsibly sourced materials.', de: '<strong>Nachhaltig hergestellt</strong> aus verantwortungsvoll beschafften Materialien.' },
  { en: '<strong>Award winner</strong> in the Good Home Design Awards.', de: '<strong>Preisträger</strong> der Good Home Design Awards.' },
  { en: '<strong>Limited edition</strong> – only while stocks last.', de: '<strong>Limitierte Auflage</strong> – nur solange der Vorrat reicht.' },
];

/** Scenes of the category photos; {subject} is filled in. */
export const MEDIA_SCENES: { title: Words; alt: Words }[] = [
  { title: { en: 'Studio shot: {subject}', de: 'Studioaufnahme: {subject}' }, alt: { en: 'Photo of {subject} against a plain background', de: 'Foto: {subject} vor schlichtem Hintergrund' } },
  { title: { en: 'In use: {subject}', de: 'Im Einsatz: {subject}' }, alt: { en: 'Lifestyle photo showing {subject}', de: 'Stimmungsbild: {subject}' } },
  { title: { en: 'Close-up: {subject}', de: 'Nahaufnahme: {subject}' }, alt: { en: 'Detail photo of {subject}', de: 'Detailfoto: {subject}' } },
];

/** Ids a slot config may point at: an entry of EXTRA_MEDIA by index, and a few product ids. */
export interface CmsReferences {
  media(index: number): string;
  products: string[];
}

export interface CmsSlotData {
  slot: string;
  type: string;
  /** Static values in English and German; `mapped` entries are the same in both languages. */
  config: (language: 'en' | 'de', references: CmsReferences) => Record<string, { source: 'static' | 'mapped'; value: unknown }>;
}

export interface CmsPageData {
  name: Words;
  type: string;
  german: boolean;
  slots: CmsSlotData[];
}

function text(en: string, de: string): CmsSlotData['config'] {
  return (language) => ({
    content: { source: 'static', value: language === 'en' ? en : de },
    verticalAlign: { source: 'static', value: null },
  });
}

function image(title: Words, alt: Words, mediaIndex: number): CmsSlotData['config'] {
  return (language, references) => ({
    title: { source: 'static', value: title[language] },
    alt: { source: 'static', value: alt[language] },
    media: { source: 'static', value: references.media(mediaIndex) },
    displayMode: { source: 'static', value: 'cover' },
  });
}

export const CMS_PAGES: CmsPageData[] = [
  {
    name: { en: 'Home', de: 'Startseite' },
    type: 'landingpage',
    german: true,
    slots: [
      {
        slot: 'hero',
        type: 'image',
        config: image({ en: 'Autumn in the kitchen', de: 'Herbst in der Küche' }, { en: 'A table laid for dinner by a window', de: 'Ein gedeckter Abendbrottisch am Fenster' }, 0),
      },
      {
        slot: 'welcome',
        type: 'text',
        config: text(
          '<h2>Welcome to Hearth &amp; Trail</h2><p>We sell things for the kitchen, the home and the outdoors that are <strong>made to be used</strong> – and made to last. Every product is tested by our own team before it joins the range.</p>',
          '<h2>Willkommen bei Hearth &amp; Trail</h2><p>Wir verkaufen Dinge für Küche, Zuhause und draußen, die <strong>zum Benutzen gemacht</strong> sind – und die lange halten. Jedes Produkt wird von unserem Team getestet, bevor es ins Sortiment kommt.</p>',
        ),
      },
      {
        slot: 'promise',
        type: 'text',
        config: text(
          '<h3>Our promise</h3><ul><li>Free delivery on orders over £50</li><li>30 days to change your mind</li><li>Repairs and spare parts for years</li></ul>',
          '<h3>Unser Versprechen</h3><ul><li>Versandkostenfrei ab 50 € Bestellwert</li><li>30 Tage Rückgaberecht</li><li>Reparaturen und Ersatzteile über Jahre</li></ul>',
        ),
      },
      {
        slot: 'bestsellers',
        type: 'product-slider',
        config: (language, references) => ({
          title: { source: 'static', value: language === 'en' ? 'Bestsellers this week' : 'Bestseller der Woche' },
          products: { source: 'static', value: references.products },
          boxLayout: { source: 'static', value: 'standard' },
        }),
      },
      {
        slot: 'newsletter',
        type: 'call-to-action',
        config: (language) => ({
          headline: { source: 'static', value: language === 'en' ? 'Join our newsletter' : 'Abonnieren Sie unseren Newsletter' },
          text: {
            source: 'static',
            value: language === 'en' ? 'Seasonal recipes, care tips and early access to new products.' : 'Saisonale Rezepte, Pflegetipps und früher Zugang zu neuen Produkten.',
          },
          buttonText: { source: 'static', value: language === 'en' ? 'Sign up' : 'Anmelden' },
          url: { source: 'static', value: '/newsletter' },
        }),
      },
    ],
  },
  {
    name: { en: 'About Us', de: 'Über uns' },
    type: 'page',
    german: false,
    slots: [
      {
        slot: 'intro',
        type: 'text',
        config: text(
          '<h1>About Hearth &amp; Trail</h1><p>We started in 2012 with a market stall in Keswick and a van full of cast iron pans. Today we work with more than forty makers across Europe.</p>',
          '<h1>Über Hearth &amp; Trail</h1><p>Angefangen haben wir 2012 mit einem Marktstand in Keswick und einem Transporter voller Gusseisenpfannen. Heute arbeiten wir mit mehr als vierzig Herstellern in ganz Europa zusammen.</p>',
        ),
      },
      {
        slot: 'team-photo',
        type: 'image',
        config: image({ en: 'Our team in Keswick', de: 'Unser Team in Keswick' }, { en: 'The Hearth & Trail team in front of the shop', de: 'Das Team von Hearth & Trail vor dem Laden' }, 1),
      },
      {
        slot: 'values',
        type: 'text',
        config: text(
          '<h2>What we believe in</h2><p>Fewer, better things. Products that can be <strong>repaired rather than replaced</strong>. Fair prices for makers and customers alike.</p>',
          '<h2>Woran wir glauben</h2><p>Weniger, aber bessere Dinge. Produkte, die <strong>repariert statt ersetzt</strong> werden können. Faire Preise für Hersteller und Kunden.</p>',
        ),
      },
      {
        slot: 'makers',
        type: 'text',
        config: text(
          '<h2>Our makers</h2><p>From a pottery in Cornwall to a foundry in Sheffield and a weaving mill in Portugal – we visit every workshop before we sell its products.</p>',
          '<h2>Unsere Hersteller</h2><p>Von einer Töpferei in Cornwall über eine Gießerei in Sheffield bis zu einer Weberei in Portugal – wir besuchen jede Werkstatt, bevor wir ihre Produkte verkaufen.</p>',
        ),
      },
    ],
  },
  {
    name: { en: 'Delivery & Returns', de: 'Versand & Rückgabe' },
    type: 'page',
    german: true,
    slots: [
      {
        slot: 'delivery',
        type: 'text',
        config: text(
          '<h1>Delivery</h1><p>We deliver to the UK and the EU. Standard delivery takes <strong>1–3 working days</strong> and is free on orders over £50. Furniture is delivered by a two-person team on a date you choose.</p>',
          '<h1>Versand</h1><p>Wir liefern in das Vereinigte Königreich und in die EU. Der Standardversand dauert <strong>1–3 Werktage</strong> und ist ab 50 € Bestellwert kostenlos. Möbel liefert ein Zwei-Personen-Team zu Ihrem Wunschtermin.</p>',
        ),
      },
      {
        slot: 'returns',
        type: 'text',
        config: text(
          '<h2>Returns</h2><p>You can return any item within <strong>30 days</strong> of delivery. Simply print the returns label from your account and drop the parcel off at a collection point.</p>',
          '<h2>Rückgabe</h2><p>Sie können jeden Artikel innerhalb von <strong>30 Tagen</strong> nach Lieferung zurückgeben. Drucken Sie einfach das Rücksendeetikett in Ihrem Kundenkonto aus und geben Sie das Paket an einer Annahmestelle ab.</p>',
        ),
      },
      {
        slot: 'faq',
        type: 'text',
        config: text(
          '<h3>Frequently asked questions</h3><p><strong>Can I change my delivery address?</strong><br>Yes, until your order has been dispatched.</p><p><strong>Who pays for returns?</strong><br>Returns are free of charge within the UK and the EU.</p>',
          '<h3>Häufige Fragen</h3><p><strong>Kann ich meine Lieferadresse ändern?</strong><br>Ja, solange Ihre Bestellung noch nicht versandt wurde.</p><p><strong>Wer trägt die Kosten der Rücksendung?</strong><br>Rücksendungen innerhalb des Vereinigten Königreichs und der EU sind kostenlos.</p>',
        ),
      },
    ],
  },
  {
    name: { en: 'Summer in the Garden', de: 'Sommer im Garten' },
    type: 'landingpage',
    german: false,
    slots: [
      {
        slot: 'hero',
        type: 'image',
        config: image({ en: 'Long summer evenings', de: 'Lange Sommerabende' }, { en: 'Friends around a fire pit in a garden at dusk', de: 'Freunde an einer Feuerschale im Garten in der Abenddämmerung' }, 2),
      },
      {
        slot: 'intro',
        type: 'text',
        config: text(
          '<h2>Make the most of the light evenings</h2><p>Teak benches, fire pits and picnic baskets for long days outdoors. <strong>Up to 20% off</strong> selected garden furniture until the end of August.</p>',
          '<h2>Das Beste aus den hellen Abenden machen</h2><p>Teakbänke, Feuerschalen und Picknickkörbe für lange Tage im Freien. <strong>Bis zu 20 % Rabatt</strong> auf ausgewählte Gartenmöbel bis Ende August.</p>',
        ),
      },
      {
        slot: 'garden-gallery',
        type: 'image',
        config: image({ en: 'Herbs on the balcony', de: 'Kräuter auf dem Balkon' }, { en: 'Terracotta pots with basil and thyme on a balcony', de: 'Terrakottatöpfe mit Basilikum und Thymian auf einem Balkon' }, 3),
      },
      {
        slot: 'tips',
        type: 'text',
        config: text(
          '<h3>Three tips for teak furniture</h3><ul><li>Oil it once a year to keep the golden colour.</li><li>Let it grey naturally if you prefer a silver patina.</li><li>Store the cushions indoors when it rains.</li></ul>',
          '<h3>Drei Tipps für Teakmöbel</h3><ul><li>Einmal im Jahr ölen, um den goldenen Farbton zu erhalten.</li><li>Natürlich vergrauen lassen, wenn Sie eine silberne Patina bevorzugen.</li><li>Auflagen bei Regen im Haus aufbewahren.</li></ul>',
        ),
      },
      {
        slot: 'cta',
        type: 'call-to-action',
        config: (language) => ({
          headline: { source: 'static', value: language === 'en' ? 'Shop the garden sale' : 'Zum Garten-Sale' },
          buttonText: { source: 'static', value: language === 'en' ? 'Discover now' : 'Jetzt entdecken' },
          url: { source: 'static', value: '/garden/' },
        }),
      },
    ],
  },
  {
    name: { en: 'Default Product Page', de: 'Standard-Produktseite' },
    type: 'product_detail',
    german: false,
    slots: [
      {
        slot: 'name',
        type: 'product-name',
        config: () => ({ content: { source: 'mapped', value: 'product.name' } }),
      },
      {
        slot: 'gallery',
        type: 'image-gallery',
        config: () => ({
          sliderItems: { source: 'mapped', value: 'product.media' },
          navigationArrows: { source: 'static', value: 'inside' },
        }),
      },
      {
        slot: 'description',
        type: 'text',
        config: () => ({
          content: { source: 'mapped', value: 'product.description' },
          verticalAlign: { source: 'static', value: null },
        }),
      },
      {
        slot: 'service-note',
        type: 'text',
        config: text(
          '<p><strong>Free returns within 30 days.</strong> Questions about this product? Our team is happy to help on weekdays from 9 am to 5 pm.</p>',
          '<p><strong>Kostenlose Rückgabe innerhalb von 30 Tagen.</strong> Fragen zu diesem Produkt? Unser Team hilft Ihnen werktags von 9 bis 17 Uhr gerne weiter.</p>',
        ),
      },
    ],
  },
];

/** Banner and page photos that belong to no product category. */
export const EXTRA_MEDIA: { fileName: string; title: Words; alt: Words }[] = [
  { fileName: 'home-hero-autumn.jpg', title: { en: 'Autumn in the kitchen', de: 'Herbst in der Küche' }, alt: { en: 'A table laid for dinner by a window', de: 'Ein gedeckter Abendbrottisch am Fenster' } },
  { fileName: 'about-team.jpg', title: { en: 'Our team in Keswick', de: 'Unser Team in Keswick' }, alt: { en: 'The Hearth & Trail team in front of the shop', de: 'Das Team von Hearth & Trail vor dem Laden' } },
  { fileName: 'summer-fire-pit.jpg', title: { en: 'Long summer evenings', de: 'Lange Sommerabende' }, alt: { en: 'Friends around a fire pit at dusk', de: 'Freunde an einer Feuerschale in der Abenddämmerung' } },
  { fileName: 'summer-balcony-herbs.jpg', title: { en: 'Herbs on the balcony', de: 'Kräuter auf dem Balkon' }, alt: { en: 'Terracotta pots with basil and thyme', de: 'Terrakottatöpfe mit Basilikum und Thymian' } },
  { fileName: 'banner-kitchen.jpg', title: { en: 'Kitchen & Dining', de: 'Küche & Esszimmer' }, alt: { en: 'A warm kitchen with copper pans on the wall', de: 'Eine warme Küche mit Kupferpfannen an der Wand' } },
  { fileName: 'banner-living.jpg', title: { en: 'Living', de: 'Wohnen' }, alt: { en: 'A living room with a wool throw on an armchair', de: 'Ein Wohnzimmer mit einem Wollplaid auf dem Sessel' } },
  { fileName: 'banner-garden.jpg', title: { en: 'Garden', de: 'Garten' }, alt: { en: 'A teak bench under an apple tree', de: 'Eine Teakbank unter einem Apfelbaum' } },
  { fileName: 'banner-outdoor.jpg', title: { en: 'Outdoor', de: 'Outdoor' }, alt: { en: 'A tent on a hillside at sunrise', de: 'Ein Zelt am Hang bei Sonnenaufgang' } },
  { fileName: 'logo-hearth-and-trail.png', title: { en: 'Hearth & Trail logo', de: 'Logo von Hearth & Trail' }, alt: { en: 'Hearth & Trail', de: 'Hearth & Trail' } },
  { fileName: 'newsletter-recipes.jpg', title: { en: 'Seasonal recipes', de: 'Saisonale Rezepte' }, alt: { en: 'A casserole dish with a vegetable stew', de: 'Ein Bräter mit Gemüseeintopf' } },
  { fileName: 'gift-cards.jpg', title: { en: 'Gift cards', de: 'Geschenkgutscheine' }, alt: { en: 'Gift cards wrapped with twine', de: 'Mit Schnur verpackte Geschenkgutscheine' } },
  { fileName: 'repair-workshop.jpg', title: { en: 'Our repair workshop', de: 'Unsere Reparaturwerkstatt' }, alt: { en: 'A craftsman re-handling a spade', de: 'Ein Handwerker setzt einen neuen Stiel in einen Spaten' } },
];

/**
 * Storefront snippets: translation key, English value and, for part of them, the German value. Placeholders
 * follow the storefront's styles (`{{ count }}`, `%name%`, `%s`, `%1$s`) and must survive translation.
 */
export const SNIPPETS: readonly (readonly [string, string, string?])[] = [
  ['general.homeLink', 'Home', 'Startseite'],
  ['general.cartLink', 'Basket', 'Warenkorb'],
  ['general.accountLink', 'My account', 'Mein Konto'],
  ['general.searchPlaceholder', 'Search for products…', 'Produkte suchen …'],
  ['general.itemsCount', '{{ count }} items', '{{ count }} Artikel'],
  ['general.itemCountSingular', '1 item'],
  ['general.close', 'Close'],
  ['general.back', 'Back', 'Zurück'],
  ['general.continue', 'Continue', 'Weiter'],
  ['general.save', 'Save'],
  ['general.cancel', 'Cancel'],
  ['general.edit', 'Edit'],
  ['general.delete', 'Delete'],
  ['general.loading', 'Loading…', 'Wird geladen …'],
  ['general.readMore', 'Read more'],
  ['general.showLess', 'Show less'],
  ['general.priceFrom', 'From %s', 'Ab %s'],
  ['general.vatIncluded', 'All prices include VAT plus delivery costs.', 'Alle Preise inkl. MwSt. zzgl. Versandkosten.'],
  ['general.freeShippingFrom', 'Free delivery on orders over %s', 'Kostenloser Versand ab %s Bestellwert'],
  ['general.yes', 'Yes'],
  ['general.no', 'No'],
  ['general.requiredFieldsHint', 'Fields marked with * are required.'],
  ['general.skipToContent', 'Skip to main content'],
  ['general.languageSwitcher', 'Language', 'Sprache'],
  ['general.currencySwitcher', 'Currency'],
  ['general.breadcrumbLabel', 'Breadcrumb'],
  ['general.pageOf', 'Page {{ page }} of {{ total }}', 'Seite {{ page }} von {{ total }}'],
  ['header.serviceHotline', 'Questions? Call us on %s', 'Fragen? Rufen Sie uns an unter %s'],
  ['header.openingHours', 'Mon–Fri 9 am – 5 pm'],
  ['header.menuToggle', 'Open menu', 'Menü öffnen'],
  ['header.searchButton', 'Search', 'Suchen'],
  ['header.wishlistLink', 'Wishlist'],
  ['header.loginLink', 'Log in', 'Anmelden'],
  ['header.logoutLink', 'Log out'],
  ['header.greeting', 'Hello, %name%', 'Hallo, %name%'],
  ['header.uspDelivery', 'Free delivery from £50'],
  ['header.uspReturns', '30-day free returns'],
  ['header.allCategories', 'All categories'],
  ['header.showAllInCategory', 'Show all in %s'],
  ['header.cartItems', 'Basket, {{ count }} items'],
  ['footer.serviceHeadline', 'Customer service', 'Kundenservice'],
  ['footer.infoHeadline', 'Information'],
  ['footer.contactLink', 'Contact', 'Kontakt'],
  ['footer.shippingLink', 'Delivery & returns', 'Versand & Rückgabe'],
  ['footer.paymentLink', 'Payment methods'],
  ['footer.imprintLink', 'Legal notice', 'Impressum'],
  ['footer.privacyLink', 'Privacy policy', 'Datenschutz'],
  ['footer.termsLink', 'Terms and conditions'],
  ['footer.aboutLink', 'About us'],
  ['footer.newsletterHeadline', 'Stay in touch'],
  ['footer.newsletterText', 'Seasonal recipes, care tips and early access to new products – once a month.'],
  ['footer.copyright', '© %s Hearth & Trail Ltd. All rights reserved.', '© %s Hearth & Trail Ltd. Alle Rechte vorbehalten.'],
  ['footer.paymentHeadline', 'Secure payment'],
  ['footer.shippingHeadline', 'Fast delivery'],
  ['footer.socialHeadline', 'Follow us'],
  ['footer.hotlineText', 'Our team is there for you on weekdays from 9 am to 5 pm.', 'Unser Team ist werktags von 9 bis 17 Uhr für Sie da.'],
  ['footer.vatNote', '* All prices include VAT.'],
  ['listing.sortLabel', 'Sort by', 'Sortieren nach'],
  ['listing.sortRelevance', 'Relevance'],
  ['listing.sortPriceAsc', 'Price: low to high', 'Preis aufsteigend'],
  ['listing.sortPriceDesc', 'Price: high to low', 'Preis absteigend'],
  ['listing.sortNameAsc', 'Name A–Z'],
  ['listing.sortNewest', 'Newest first'],
  ['listing.filterTitle', 'Filter'],
  ['listing.filterReset', 'Reset all', 'Alle zurücksetzen'],
  ['listing.filterApply', 'Apply filters'],
  ['listing.filterPrice', 'Price'],
  ['listing.filterManufacturer', 'Brand'],
  ['listing.filterRating', 'Minimum rating'],
  ['listing.filterFreeShipping', 'Free delivery'],
  ['listing.filterInStock', 'In stock only'],
  ['listing.resultCount', '{{ count }} products', '{{ count }} Produkte'],
  ['listing.noResults', 'No products match your filters.', 'Keine Produkte entsprechen Ihren Filtern.'],
  ['listing.loadMore', 'Load more'],
  ['listing.showingRange', 'Showing %1$s–%2$s of %3$s products', '%1$s–%2$s von %3$s Produkten'],
  ['listing.perPage', '%s per page'],
  ['listing.addToCart', 'Add to basket', 'In den Warenkorb'],
  ['listing.details', 'Details'],
  ['listing.badgeNew', 'New'],
  ['listing.badgeSale', 'Sale'],
  ['detail.productNumber', 'Product number:', 'Produktnummer:'],
  ['detail.deliveryTime', 'Delivery time: %s', 'Lieferzeit: %s'],
  ['detail.inStock', 'In stock', 'Auf Lager'],
  ['detail.lowStock', 'Only {{ count }} left', 'Nur noch {{ count }} verfügbar'],
  ['detail.outOfStock', 'Sold out', 'Ausverkauft'],
  ['detail.notifyWhenAvailable', 'Notify me when available'],
  ['detail.quantity', 'Quantity'],
  ['detail.addToCart', 'Add to basket', 'In den Warenkorb'],
  ['detail.addToWishlist', 'Add to wishlist'],
  ['detail.removeFromWishlist', 'Remove from wishlist'],
  ['detail.tabDescription', 'Description', 'Beschreibung'],
  ['detail.tabReviews', 'Reviews'],
  ['detail.tabDetails', 'Product details'],
  ['detail.tabCare', 'Care instructions'],
  ['detail.tabShipping', 'Delivery'],
  ['detail.manufacturer', 'Brand', 'Marke'],
  ['detail.material', 'Material'],
  ['detail.dimensions', 'Dimensions'],
  ['detail.weight', 'Weight'],
  ['detail.warranty', '%s-year warranty', '%s Jahre Garantie'],
  ['detail.priceUnit', 'Content: %1$s %2$s (%3$s per %4$s)'],
  ['detail.savings', 'You save %s', 'Sie sparen %s'],
  ['detail.listPrice', 'Previously %s'],
  ['detail.reviewCount', '%s reviews', '%s Bewertungen'],
  ['detail.writeReview', 'Write a review'],
  ['detail.relatedProducts', 'You may also like', 'Das könnte Ihnen auch gefallen'],
  ['detail.crossSelling', 'Complete the look'],
  ['detail.imageOf', 'Image {{ index }} of {{ count }}'],
  ['detail.selectVariant', 'Please choose a variant'],
  ['detail.shareProduct', 'Share this product'],
  ['detail.freeShippingHint', 'This product ships free of charge.'],
  ['checkout.cartHeader', 'Basket', 'Warenkorb'],
  ['checkout.cartEmpty', 'Your basket is empty.', 'Ihr Warenkorb ist leer.'],
  ['checkout.cartItemCount', 'Your basket contains {{ count }} items', 'Ihr Warenkorb enthält {{ count }} Artikel'],
  ['checkout.continueShopping', 'Continue shopping', 'Weiter einkaufen'],
  ['checkout.proceedToCheckout', 'Go to checkout', 'Zur Kasse'],
  ['checkout.subtotal', 'Subtotal', 'Zwischensumme'],
  ['checkout.shippingCosts', 'Delivery', 'Versandkosten'],
  ['checkout.total', 'Total'],
  ['checkout.totalNet', 'Total (net)'],
  ['checkout.taxRate', 'incl. %s VAT', 'inkl. %s MwSt.'],
  ['checkout.removeItem', 'Remove'],
  ['checkout.updateQuantity', 'Update quantity'],
  ['checkout.promotionCode', 'Promotion code', 'Gutscheincode'],
  ['checkout.promotionApply', 'Redeem'],
  ['checkout.promotionInvalid', 'The code "%s" is not valid.', 'Der Code „%s“ ist ungültig.'],
  ['checkout.promotionApplied', 'Code %s has been applied.'],
  ['checkout.freeShippingRemaining', 'Spend another %s to get free delivery.', 'Noch %s bis zum kostenlosen Versand.'],
  ['checkout.freeShippingReached', 'Your order ships free of charge.'],
  ['checkout.addressHeader', 'Address', 'Adresse'],
  ['checkout.billingAddress', 'Billing address', 'Rechnungsadresse'],
  ['checkout.shippingAddress', 'Delivery address', 'Lieferadresse'],
  ['checkout.sameAsBilling', 'Same as billing address'],
  ['checkout.changeAddress', 'Change address'],
  ['checkout.paymentMethod', 'Payment method', 'Zahlungsart'],
  ['checkout.shippingMethod', 'Delivery method', 'Versandart'],
  ['checkout.confirmHeader', 'Review and place order', 'Prüfen und bestellen'],
  ['checkout.confirmTerms', 'I have read and accept the terms and conditions.', 'Ich habe die AGB gelesen und akzeptiere sie.'],
  ['checkout.placeOrder', 'Place order', 'Zahlungspflichtig bestellen'],
  ['checkout.orderComment', 'Comment on your order'],
  ['checkout.guestCheckout', 'Continue as guest'],
  ['checkout.loginCheckout', 'I already have an account'],
  ['checkout.finishHeader', 'Thank you for your order!', 'Vielen Dank für Ihre Bestellung!'],
  ['checkout.finishOrderNumber', 'Your order number: %s', 'Ihre Bestellnummer: %s'],
  ['checkout.finishMailSent', 'We have sent a confirmation to %s.', 'Wir haben eine Bestätigung an %s gesendet.'],
  ['checkout.finishThanks', 'Thank you, {{ name }}. We are packing your parcel.', 'Danke, {{ name }}. Wir packen gerade Ihr Paket.'],
  ['checkout.lineItemQuantity', '{{ quantity }} × %s'],
  ['checkout.deliveryEstimate', 'Estimated delivery: %1$s – %2$s'],
  ['checkout.paymentFailed', 'The payment could not be completed. Please choose another payment method.'],
  ['checkout.stockChanged', 'The quantity of "%s" has been reduced because of limited stock.'],
  ['checkout.productRemoved', '"%s" is no longer available and has been removed from your basket.'],
  ['checkout.minimumOrder', 'The minimum order value is %s.'],
  ['checkout.secureCheckout', 'Secure checkout'],
  ['checkout.editCart', 'Edit basket'],
  ['checkout.orderSummary', 'Order summary'],
  ['checkout.vatId', 'VAT ID'],
  ['checkout.companyPurchase', 'I am buying for a company'],
  ['checkout.giftWrap', 'Gift wrap this order (+ %s)'],
  ['checkout.giftMessage', 'Gift message'],
  ['checkout.newsletterOptIn', 'Yes, I would like to receive the newsletter.'],
  ['checkout.backToShop', 'Back to the shop'],
  ['checkout.savedAmount', 'You are saving %s on this order'],
  ['account.loginTitle', 'Log in', 'Anmelden'],
  ['account.loginEmail', 'Email address', 'E-Mail-Adresse'],
  ['account.loginPassword', 'Password', 'Passwort'],
  ['account.loginSubmit', 'Log in', 'Anmelden'],
  ['account.loginFailed', 'Incorrect email address or password.', 'E-Mail-Adresse oder Passwort ist falsch.'],
  ['account.forgotPassword', 'Forgotten your password?', 'Passwort vergessen?'],
  ['account.registerTitle', 'Create an account', 'Konto erstellen'],
  ['account.registerSubmit', 'Register'],
  ['account.registerSuccess', 'Welcome, %name%! Your account has been created.', 'Willkommen, %name%! Ihr Konto wurde erstellt.'],
  ['account.welcome', 'Hello %name%, welcome back!', 'Hallo %name%, schön, dass Sie wieder da sind!'],
  ['account.overviewTitle', 'Overview', 'Übersicht'],
  ['account.profileTitle', 'Your profile', 'Ihr Profil'],
  ['account.addressesTitle', 'Addresses', 'Adressen'],
  ['account.paymentTitle', 'Payment methods'],
  ['account.ordersTitle', 'Orders', 'Bestellungen'],
  ['account.logout', 'Log out', 'Abmelden'],
  ['account.salutation', 'Salutation', 'Anrede'],
  ['account.salutationMr', 'Mr'],
  ['account.salutationMs', 'Ms'],
  ['account.firstName', 'First name', 'Vorname'],
  ['account.lastName', 'Last name', 'Nachname'],
  ['account.birthday', 'Date of birth'],
  ['account.company', 'Company'],
  ['account.street', 'Street and house number', 'Straße und Hausnummer'],
  ['account.zipcode', 'Postcode'],
  ['account.city', 'Town or city'],
  ['account.country', 'Country'],
  ['account.phone', 'Phone number'],
  ['account.changeEmail', 'Change email address'],
  ['account.changePassword', 'Change password', 'Passwort ändern'],
  ['account.currentPassword', 'Current password'],
  ['account.newPassword', 'New password'],
  ['account.passwordHint', 'Your password must be at least %s characters long.', 'Ihr Passwort muss mindestens %s Zeichen lang sein.'],
  ['account.passwordChanged', 'Your password has been changed.'],
  ['account.profileSaved', 'Your profile has been saved.', 'Ihr Profil wurde gespeichert.'],
  ['account.addressAdd', 'Add address'],
  ['account.addressDefaultBilling', 'Default billing address'],
  ['account.addressDefaultShipping', 'Default delivery address'],
  ['account.addressSetDefault', 'Set as default'],
  ['account.addressDeleteConfirm', 'Do you really want to delete this address?'],
  ['account.ordersEmpty', 'You have not placed any orders yet.', 'Sie haben noch keine Bestellungen aufgegeben.'],
  ['account.orderNumber', 'Order %s', 'Bestellung %s'],
  ['account.orderDate', 'Ordered on %s', 'Bestellt am %s'],
  ['account.orderStatus', 'Status'],
  ['account.orderStatusOpen', 'Open'],
  ['account.orderStatusShipped', 'Shipped', 'Versandt'],
  ['account.orderStatusCompleted', 'Completed'],
  ['account.orderStatusCancelled', 'Cancelled', 'Storniert'],
  ['account.orderItems', '{{ count }} items in this order', '{{ count }} Artikel in dieser Bestellung'],
  ['account.orderTrack', 'Track parcel'],
  ['account.orderRepeat', 'Order again'],
  ['account.orderInvoice', 'Download invoice'],
  ['account.orderReturn', 'Return items'],
  ['account.deleteAccount', 'Delete account'],
  ['account.deleteConfirm', 'Are you sure, %name%? This cannot be undone.'],
  ['account.newsletterStatus', 'Newsletter subscription'],
  ['account.guestHint', 'You are shopping as a guest.'],
  ['account.recoverTitle', 'Reset your password'],
  ['account.recoverSent', 'If an account exists for %s, we have sent you a link.', 'Falls ein Konto für %s existiert, haben wir Ihnen einen Link gesendet.'],
  ['account.recoverExpired', 'This link has expired. Please request a new one.'],
  ['search.title', 'Search results'],
  ['search.resultsFor', 'We found %1$s results for "%2$s"', 'Wir haben %1$s Ergebnisse für „%2$s“ gefunden'],
  ['search.noResults', 'No results for "%s".', 'Keine Ergebnisse für „%s“.'],
  ['search.suggestionsTitle', 'Suggestions'],
  ['search.showAllResults', 'Show all {{ count }} results', 'Alle {{ count }} Ergebnisse anzeigen'],
  ['search.minLength', 'Please enter at least %s characters.'],
  ['search.popularSearches', 'Popular searches'],
  ['search.recentSearches', 'Recent searches'],
  ['search.didYouMean', 'Did you mean "%s"?'],
  ['search.categoriesTitle', 'Categories'],
  ['search.productsTitle', 'Products'],
  ['wishlist.title', 'Wishlist', 'Merkzettel'],
  ['wishlist.empty', 'Your wishlist is empty.', 'Ihr Merkzettel ist leer.'],
  ['wishlist.added', '"%s" has been added to your wishlist.'],
  ['wishlist.removed', '"%s" has been removed from your wishlist.'],
  ['wishlist.count', '{{ count }} saved products', '{{ count }} gemerkte Produkte'],
  ['wishlist.loginHint', 'Log in to keep your wishlist on all your devices.'],
  ['wishlist.moveToCart', 'Move to basket'],
  ['wishlist.share', 'Share wishlist'],
  ['wishlist.sharedBy', 'Wishlist of {{ name }}'],
  ['wishlist.clear', 'Remove all'],
  ['newsletter.title', 'Newsletter'],
  ['newsletter.subscribe', 'Subscribe', 'Abonnieren'],
  ['newsletter.unsubscribe', 'Unsubscribe'],
  ['newsletter.emailPlaceholder', 'Your email address', 'Ihre E-Mail-Adresse'],
  ['newsletter.success', 'Almost done! Please confirm your subscription in the email we sent to %s.', 'Fast geschafft! Bitte bestätigen Sie Ihr Abonnement in der E-Mail an %s.'],
  ['newsletter.confirmed', 'Thank you, your subscription is confirmed.'],
  ['newsletter.unsubscribed', 'You have been unsubscribed.'],
  ['newsletter.privacyHint', 'You can unsubscribe at any time. See our privacy policy for details.'],
  ['newsletter.alreadySubscribed', 'This email address is already subscribed.'],
  ['newsletter.discountHint', 'Get %s off your first order.'],
  ['contact.title', 'Contact us', 'Kontakt'],
  ['contact.subject', 'Subject', 'Betreff'],
  ['contact.message', 'Your message', 'Ihre Nachricht'],
  ['contact.send', 'Send message', 'Nachricht senden'],
  ['contact.success', 'Thank you, %name%. We will get back to you within one working day.', 'Danke, %name%. Wir melden uns innerhalb eines Werktages bei Ihnen.'],
  ['contact.privacyConsent', 'I agree that my details may be used to answer my enquiry.'],
  ['contact.orderNumberOptional', 'Order number (optional)'],
  ['contact.phoneHeadline', 'By phone'],
  ['contact.emailHeadline', 'By email'],
  ['contact.visitHeadline', 'Visit us'],
  ['contact.address', '12 Market Square, Keswick CA12 5JR'],
  ['contact.responseTime', 'We usually reply within %s hours.'],
  ['contact.attachFile', 'Attach a photo'],
  ['contact.fileTooLarge', 'The file is too large (maximum %s MB).'],
  ['review.title', 'Customer reviews', 'Kundenbewertungen'],
  ['review.average', '%1$s out of %2$s stars', '%1$s von %2$s Sternen'],
  ['review.basedOn', 'Based on {{ count }} reviews', 'Basierend auf {{ count }} Bewertungen'],
  ['review.noReviews', 'There are no reviews for this product yet.', 'Für dieses Produkt gibt es noch keine Bewertungen.'],
  ['review.writeFirst', 'Be the first to review this product'],
  ['review.formTitle', 'Title of your review'],
  ['review.formContent', 'Your review'],
  ['review.formRating', 'Your rating'],
  ['review.submit', 'Submit review'],
  ['review.thanks', 'Thank you! Your review will be published after checking.'],
  ['review.helpful', 'Was this review helpful?'],
  ['review.byAuthor', 'by %name% on %s'],
  ['review.verifiedPurchase', 'Verified purchase', 'Verifizierter Kauf'],
  ['error.pageNotFoundTitle', 'Page not found', 'Seite nicht gefunden'],
  ['error.pageNotFoundText', 'Sorry, the page you are looking for does not exist.', 'Die gesuchte Seite existiert leider nicht.'],
  ['error.serverErrorTitle', 'Something went wrong'],
  ['error.serverErrorText', 'We are working on it. Please try again in a few minutes.'],
  ['error.requiredField', 'Please fill in this field.', 'Bitte füllen Sie dieses Feld aus.'],
  ['error.invalidEmail', 'Please enter a valid email address.', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
  ['error.passwordsDoNotMatch', 'The passwords do not match.'],
  ['error.minLength', 'Please enter at least %s characters.'],
  ['error.maxQuantity', 'You can order a maximum of {{ count }} of this item.'],
  ['error.sessionExpired', 'Your session has expired. Please log in again.'],
  ['error.tooManyAttempts', 'Too many attempts. Please wait %s seconds.'],
  ['error.backToHome', 'Back to the home page'],
  ['cookie.bannerText', 'We use cookies to give you the best possible experience.', 'Wir verwenden Cookies, um Ihnen das bestmögliche Erlebnis zu bieten.'],
  ['cookie.acceptAll', 'Accept all'],
  ['cookie.onlyNecessary', 'Only necessary cookies'],
  ['cookie.configure', 'Configure'],
  ['cookie.necessaryTitle', 'Technically necessary'],
  ['cookie.statisticsTitle', 'Statistics'],
  ['cookie.marketingTitle', 'Marketing'],
  ['cookie.save', 'Save settings'],
];
