/**
 * Deterministic seed data for the sandbox: acc-demo gets a realistic Colombian catalog
 * (products in every configured category, stock in every configured warehouse), contacts,
 * and orders whose shipments are spread over every active status; acc-other stays empty.
 * Same inputs, same data: a seeded PRNG, never Math.random.
 */
import type { OrderCreateData } from '../src/api/schemas/index.ts';
import { SHIPPING_METHODS } from '../src/api/schemas/shipment.ts';
import { nitCheckDigit } from '../src/domain/index.ts';
import { activeStatusesByIndex, catalog, shipmentStatusRecord } from './catalog.ts';
import { createPrng } from './prng.ts';
import type { Prng } from './prng.ts';
import { blankProduct } from './records.ts';
import type { ContactRecord, OrderRecord, ProductRecord, StatusLogRecord } from './records.ts';
import { buildOrder, invoiceOrder } from './routes/orders.ts';
import { slugify } from './routes/products.ts';
import { putContact, putOrder, putProduct, putStock, SandboxStore } from './store.ts';
import type { AccountState } from './store.ts';

export const DEMO_ACCOUNT = 'acc-demo';
export const OTHER_ACCOUNT = 'acc-other';

const DAY = 24 * 60 * 60 * 1000;

interface ProductLine {
  /** what it is, e.g. "Café molido" */
  kind: string;
  brands: readonly string[];
  sizes: readonly string[];
  /** price range in COP */
  min: number;
  max: number;
  /** variant options line when the product has variants */
  variants?: string;
  measurement?: string;
}

interface CategoryCatalog {
  prefix: string;
  lines: readonly ProductLine[];
  taxId: string;
}

/** Product families by category id of the shipped config (unknown ids fall back to "general"). */
const FAMILIES: Record<string, CategoryCatalog> = {
  'cat-1': {
    prefix: 'BEV',
    taxId: 'iva-19',
    lines: [
      {
        kind: 'Café molido',
        brands: ['Sello Rojo', 'Juan Valdez', 'Águila Roja', 'Colcafé', 'Oma'],
        sizes: ['250 g', '500 g', '1 kg'],
        min: 9_500,
        max: 48_000,
        variants: 'Tueste: Medio / Oscuro',
      },
      {
        kind: 'Café en grano',
        brands: ['Juan Valdez', 'Devoción', 'Amor Perfecto', 'Café de Altura'],
        sizes: ['340 g', '500 g', '1 kg'],
        min: 24_000,
        max: 95_000,
      },
      {
        kind: 'Gaseosa',
        brands: ['Postobón', 'Colombiana', 'Coca-Cola', 'Quatro', 'Manzana Postobón'],
        sizes: ['350 ml', '400 ml', '1.5 L', '2.5 L', 'six pack 6 x 330 ml'],
        min: 1_500,
        max: 19_800,
      },
      {
        kind: 'Jugo',
        brands: ['Hit', 'Del Valle', 'Country Hill', 'Tutti Frutti'],
        sizes: ['200 ml', '500 ml', '1 L', '1.5 L'],
        min: 1_800,
        max: 9_900,
        variants: 'Sabor: Mango / Mora / Lulo / Naranja',
      },
      {
        kind: 'Agua',
        brands: ['Cristal', 'Brisa', 'Manantial', 'Oasis'],
        sizes: ['600 ml', '1 L', '5 L', 'bolsa 6 L'],
        min: 1_500,
        max: 12_500,
      },
      {
        kind: 'Malta',
        brands: ['Pony Malta', 'Maltín Polar'],
        sizes: ['200 ml', '330 ml', '1 L', 'six pack 6 x 200 ml'],
        min: 1_600,
        max: 11_900,
      },
      {
        kind: 'Té helado',
        brands: ['Fuze Tea', 'Lipton', 'Hatsu'],
        sizes: ['400 ml', '500 ml', '1.5 L'],
        min: 2_900,
        max: 7_900,
      },
      {
        kind: 'Chocolate de mesa',
        brands: ['Corona', 'Luker', 'Sol'],
        sizes: ['250 g', '500 g', '1 kg'],
        min: 5_800,
        max: 26_900,
      },
      {
        kind: 'Aromática',
        brands: ['Jaibel', 'Hindú', 'Tosh'],
        sizes: ['caja x 20 sobres', 'caja x 50 sobres'],
        min: 3_200,
        max: 12_800,
      },
    ],
  },
  'cat-2': {
    prefix: 'GRO',
    taxId: 'iva-5',
    lines: [
      {
        kind: 'Arroz',
        brands: ['Diana', 'Roa', 'Florhuila', 'Supremo'],
        sizes: ['500 g', '1 kg', '3 kg', '5 kg'],
        min: 2_900,
        max: 24_900,
        measurement: 'kg',
      },
      {
        kind: 'Aceite vegetal',
        brands: ['Premier', 'Gourmet', 'Oleocali', 'Z'],
        sizes: ['500 ml', '1 L', '3 L', '5 L'],
        min: 6_500,
        max: 62_000,
      },
      {
        kind: 'Azúcar',
        brands: ['Manuelita', 'Riopaila', 'Incauca'],
        sizes: ['500 g', '1 kg', '2.5 kg'],
        min: 2_600,
        max: 11_800,
      },
      {
        kind: 'Panela',
        brands: ['La Gloria', 'Doña Panela', 'Cañaveral'],
        sizes: ['500 g', '1 kg', 'pulverizada 400 g'],
        min: 2_200,
        max: 7_400,
      },
      {
        kind: 'Pasta spaghetti',
        brands: ['Doria', 'La Muñeca', 'Comarrico', 'Barilla'],
        sizes: ['250 g', '500 g', '1 kg'],
        min: 1_900,
        max: 9_800,
      },
      {
        kind: 'Atún en aceite',
        brands: ["Van Camp's", 'Isabel', 'Zenú'],
        sizes: ['160 g', '3 x 80 g', '354 g'],
        min: 4_900,
        max: 21_500,
      },
      {
        kind: 'Harina de maíz',
        brands: ['P.A.N.', 'Areparina', 'Promasa'],
        sizes: ['500 g', '1 kg'],
        min: 2_900,
        max: 5_900,
      },
      {
        kind: 'Fríjol cargamanto',
        brands: ['Diana', 'La Económica', 'Zenú'],
        sizes: ['500 g', '1 kg', 'lata 300 g'],
        min: 4_200,
        max: 14_900,
        // Sold loose by weight too: quantities of these products may carry decimals.
        measurement: 'kg',
      },
      {
        kind: 'Lentejas',
        brands: ['Diana', 'Del Campo', 'La Económica'],
        sizes: ['500 g', '1 kg'],
        min: 3_100,
        max: 8_900,
      },
      {
        kind: 'Galletas',
        brands: ['Festival', 'Ducales', 'Saltín Noel', 'Club Social'],
        sizes: ['paquete x 6', 'taco 3 unidades', 'caja x 12'],
        min: 2_400,
        max: 15_600,
        variants: 'Sabor: Chocolate / Vainilla / Fresa',
      },
    ],
  },
  'cat-3': {
    prefix: 'CLN',
    taxId: 'iva-19',
    lines: [
      {
        kind: 'Detergente en polvo',
        brands: ['Ariel', 'Fab', 'Dersa', 'Josefina'],
        sizes: ['500 g', '1 kg', '3 kg', '5 kg'],
        min: 4_900,
        max: 58_000,
      },
      {
        kind: 'Jabón de barra',
        brands: ['Rey', 'Coco Varela', 'Ariel'],
        sizes: ['300 g', 'x 3 unidades', 'x 6 unidades'],
        min: 2_300,
        max: 14_800,
      },
      {
        kind: 'Blanqueador',
        brands: ['Límpido', 'Clorox', 'Blancox'],
        sizes: ['1 L', '2 L', '3.8 L'],
        min: 3_400,
        max: 16_900,
      },
      {
        kind: 'Limpiador multiusos',
        brands: ['Fabuloso', 'Mr. Músculo', 'Aromatel'],
        sizes: ['500 ml', '1 L', '2 L'],
        min: 4_200,
        max: 19_900,
        variants: 'Aroma: Lavanda / Limón / Bebé',
      },
      {
        kind: 'Suavizante',
        brands: ['Suavitel', 'Downy', 'Aromatel'],
        sizes: ['1 L', '2 L', '3 L'],
        min: 8_900,
        max: 32_500,
      },
      {
        kind: 'Lavaloza',
        brands: ['Axion', 'Lava', 'Dersa'],
        sizes: ['450 g', '900 g', 'líquido 750 ml'],
        min: 3_900,
        max: 15_900,
      },
      {
        kind: 'Esponja',
        brands: ['Scotch-Brite', 'Bonbril', 'Esponjabón'],
        sizes: ['x 1', 'x 3', 'x 6'],
        min: 1_500,
        max: 11_200,
      },
      {
        kind: 'Bolsas de basura',
        brands: ['Reyplast', 'Biodegradables Eco', 'Plastiflex'],
        sizes: ['x 10', 'x 30', 'rollo x 50'],
        min: 2_900,
        max: 18_400,
      },
    ],
  },
  'cat-4': {
    prefix: 'PER',
    taxId: 'iva-19',
    lines: [
      {
        kind: 'Shampoo',
        brands: ['Sedal', 'Pantene', 'Head & Shoulders', 'Savital'],
        sizes: ['200 ml', '400 ml', '700 ml', '1 L'],
        min: 8_900,
        max: 42_000,
        variants: 'Tipo: Liso / Rizos / Anticaspa',
      },
      {
        kind: 'Crema dental',
        brands: ['Colgate', 'Fortident', 'Sensodyne', 'Oral-B'],
        sizes: ['75 ml', '100 ml', 'x 3 unidades'],
        min: 3_200,
        max: 24_900,
      },
      {
        kind: 'Jabón antibacterial',
        brands: ['Protex', 'Dove', 'Palmolive', 'Johnson'],
        sizes: ['110 g', 'x 3 unidades', 'líquido 400 ml'],
        min: 2_900,
        max: 19_800,
      },
      {
        kind: 'Desodorante',
        brands: ['Rexona', 'Speed Stick', 'Nivea', 'Dove'],
        sizes: ['50 ml', '150 ml aerosol', 'barra 45 g'],
        min: 9_800,
        max: 23_400,
      },
      {
        kind: 'Papel higiénico',
        brands: ['Familia', 'Scott', 'Elite', 'Suave'],
        sizes: ['x 4 rollos', 'x 12 rollos', 'x 24 rollos'],
        min: 4_800,
        max: 58_900,
      },
      {
        kind: 'Toallas higiénicas',
        brands: ['Nosotras', 'Kotex', 'Always'],
        sizes: ['x 10', 'x 30'],
        min: 4_500,
        max: 16_800,
      },
      {
        kind: 'Cepillo dental',
        brands: ['Oral-B', 'Colgate', 'Pro'],
        sizes: ['x 1', 'x 2', 'x 4'],
        min: 3_500,
        max: 21_500,
        variants: 'Cerdas: Suaves / Medias',
      },
      {
        kind: 'Crema corporal',
        brands: ['Nivea', 'Lubriderm', 'Vasenol'],
        sizes: ['200 ml', '400 ml', '1 L'],
        min: 11_900,
        max: 46_500,
      },
    ],
  },
  'cat-5': {
    prefix: 'HDW',
    taxId: 'iva-19',
    lines: [
      {
        kind: 'Martillo de uña',
        brands: ['Stanley', 'Truper', 'Bellota'],
        sizes: ['16 oz', '20 oz'],
        min: 18_500,
        max: 89_000,
        measurement: 'unit',
      },
      {
        kind: 'Destornillador',
        brands: ['Stanley', 'Truper', 'Pretul'],
        sizes: ['pala 1/4"', 'estrella #2', 'juego x 6'],
        min: 6_500,
        max: 68_000,
        measurement: 'unit',
      },
      {
        kind: 'Cinta aislante',
        brands: ['3M', 'Tesa', 'Truper'],
        sizes: ['10 m', '18 m'],
        min: 2_500,
        max: 9_900,
        variants: 'Color: Negro / Rojo / Azul',
      },
      {
        kind: 'Tornillo drywall',
        brands: ['Tornillos Ferrecol', 'Truper', 'Fixer'],
        sizes: ['6 x 1" caja x 100', '6 x 1 1/4" caja x 100', '8 x 2" caja x 50'],
        min: 5_900,
        max: 24_500,
      },
      {
        kind: 'Pintura vinilo',
        brands: ['Pintuco', 'Sapolin', 'Tito Pabón'],
        sizes: ['1/4 galón', '1 galón', 'cuñete 5 galones'],
        min: 19_900,
        max: 450_000,
        variants: 'Color: Blanco / Marfil / Gris perla / Azul cielo',
      },
      {
        kind: 'Brocha',
        brands: ['Goya', 'Truper', 'Pintuco'],
        sizes: ['1"', '2"', '3"', '4"'],
        min: 2_800,
        max: 18_500,
      },
      {
        kind: 'Bombillo LED',
        brands: ['Philips', 'Sylvania', 'Osram'],
        sizes: ['9 W', '12 W', '15 W', 'x 3 unidades 9 W'],
        min: 4_900,
        max: 39_900,
        variants: 'Luz: Cálida / Fría',
      },
      {
        kind: 'Extensión eléctrica',
        brands: ['Voltech', 'Truper', 'Coval'],
        sizes: ['3 m', '5 m', '10 m'],
        min: 12_900,
        max: 64_900,
        measurement: 'unit',
      },
      {
        kind: 'Candado',
        brands: ['Yale', 'Cisa', 'Truper'],
        sizes: ['30 mm', '40 mm', '50 mm'],
        min: 9_800,
        max: 78_500,
      },
    ],
  },
  'cat-6': {
    prefix: 'STA',
    taxId: 'iva-19',
    lines: [
      {
        kind: 'Cuaderno cosido',
        brands: ['Norma', 'Scribe', 'Primavera'],
        sizes: ['50 hojas', '100 hojas', 'argollado 5 materias'],
        min: 2_900,
        max: 24_900,
        variants: 'Rayado: Cuadriculado / Rayado / Ferrocarril',
      },
      {
        kind: 'Lápiz negro',
        brands: ['Mirado', 'Faber-Castell', 'Norma'],
        sizes: ['No. 2', 'caja x 12', 'caja x 24'],
        min: 1_500,
        max: 19_800,
      },
      {
        kind: 'Bolígrafo',
        brands: ['Kilométrico', 'BIC', 'Paper Mate'],
        sizes: ['x 1', 'x 4', 'caja x 12'],
        min: 1_500,
        max: 16_500,
        variants: 'Tinta: Negra / Azul / Roja',
      },
      {
        kind: 'Resma papel carta',
        brands: ['Reprograf', 'Chamex', 'Xerox'],
        sizes: ['75 g x 500 hojas', '90 g x 500 hojas'],
        min: 17_900,
        max: 32_900,
      },
      {
        kind: 'Marcador permanente',
        brands: ['Sharpie', 'Pelikan', 'Sharpie Fine'],
        sizes: ['x 1', 'x 4', 'x 12'],
        min: 2_500,
        max: 42_000,
      },
      {
        kind: 'Pegante',
        brands: ['Colbón', 'Pritt', 'Uhu'],
        sizes: ['barra 21 g', '120 g', '240 g'],
        min: 2_900,
        max: 12_900,
      },
      {
        kind: 'Tijeras escolares',
        brands: ['Maped', 'Fiskars', 'Norma'],
        sizes: ['5"', '7"'],
        min: 3_900,
        max: 17_500,
      },
      {
        kind: 'Carpeta legajadora',
        brands: ['Norma', 'Minerva', 'Archivo Plus'],
        sizes: ['carta', 'oficio', 'x 10 carta'],
        min: 1_500,
        max: 21_900,
      },
    ],
  },
};

const GENERAL: CategoryCatalog = {
  prefix: 'GEN',
  taxId: 'iva-19',
  lines: [
    {
      kind: 'Artículo surtido',
      brands: ['Genérico'],
      sizes: ['x 1', 'x 6'],
      min: 1_500,
      max: 50_000,
    },
  ],
};

/** A COP price in [min, max]: multiples of 50 below 10,000, of 100 above. */
function copPrice(rng: Prng, min: number, max: number): number {
  const raw = min + (max - min) * rng.next() ** 1.6;
  const step = raw < 10_000 ? 50 : 100;
  return Math.max(step, Math.round(raw / step) * step);
}

/** An EAN-13 with Colombia's 770 prefix and a valid check digit. */
function ean13(rng: Prng): string {
  const digits = `770${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** Names repeat across the catalog: slugify each distinct one once. */
const slugs = new Map<string, string>();
function slugOf(name: string): string {
  let slug = slugs.get(name);
  if (slug === undefined) {
    slug = slugify(name);
    slugs.set(name, slug);
  }
  return slug;
}

function seedProducts(acc: AccountState, count: number, anchor: number): ProductRecord[] {
  const rng = createPrng(20_261_121);
  const categories =
    catalog.categories.length > 0 ? catalog.categories : [{ id: 'cat-general', name: 'General' }];
  const serials = new Map<string, number>();
  const warehouses = catalog.warehouses;
  const products: ProductRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const category = categories[i % categories.length] ?? categories[0];
    if (!category) break;
    const family = FAMILIES[category.id] ?? GENERAL;
    const line = rng.pick(family.lines);
    const brand = rng.pick(line.brands);
    const size = rng.pick(line.sizes);
    const serial = (serials.get(family.prefix) ?? 0) + 1;
    serials.set(family.prefix, serial);
    const name = `${line.kind} ${brand} ${size}`;
    const createdMs = anchor - rng.int(1, 540) * DAY - rng.int(0, DAY - 1);
    const product = blankProduct(rng.uuid(), acc.id, name, iso(createdMs));
    const price = copPrice(rng, line.min, line.max);
    const cost = Math.round((price * (0.55 + rng.next() * 0.2)) / 50) * 50;
    const statusRoll = rng.next();
    const hasVariants = line.variants !== undefined && rng.chance(0.35);
    const purchases = rng.int(0, 24);
    product.sku = `${family.prefix}-${String(serial).padStart(5, '0')}`;
    product.code = ean13(rng);
    product.reference = rng.chance(0.4)
      ? `REF-${brand
          .slice(0, 3)
          .toUpperCase()
          .replace(/[^A-Z]/g, 'X')}-${rng.int(100, 9999)}`
      : null;
    product.slug = `${slugOf(name)}-${serial}`;
    product.description = `${line.kind} ${brand}, presentación ${size}.`;
    product.price = price;
    product.base_price = price;
    product.price_2 = rng.chance(0.5) ? Math.round((price * 0.92) / 50) * 50 : null;
    product.category_id = category.id;
    product.status = statusRoll < 0.86 ? 'active' : statusRoll < 0.95 ? 'inactive' : 'draft';
    product.ecommerce_status = product.status === 'active' && rng.chance(0.6) ? 'published' : null;
    product.available_online = product.ecommerce_status === 'published';
    product.measurement = line.measurement ?? 'unit';
    product.includes_variants = hasVariants;
    product.is_parent = hasVariants;
    product.variant_options_line = hasVariants ? (line.variants ?? null) : null;
    product.has_taxes = true;
    product.fast_shipping = rng.chance(0.2);
    if (purchases > 0) {
      product.cost_weighted_average = cost;
      product.cost_average = cost;
      product.cost_last_purchase = Math.round((cost * (0.95 + rng.next() * 0.1)) / 50) * 50;
      product.last_purchase_date = iso(anchor - rng.int(1, 90) * DAY);
      product.cost_updated_at = product.last_purchase_date;
      product.purchase_count = purchases;
      product.purchase_quantity = purchases * rng.int(6, 48);
    }
    product.updated_at = iso(Math.min(anchor, createdMs + rng.int(0, 120) * DAY));
    putProduct(acc, product, false);
    products.push(product);

    // Stock in every configured warehouse: some empty, some reserved.
    const zeroEverywhere = rng.chance(0.06);
    warehouses.forEach((warehouse, w) => {
      const empty = zeroEverywhere || rng.chance(0.15);
      const stock = empty ? 0 : rng.int(1, w === 0 ? 480 : 120);
      const reserved = stock > 0 && rng.chance(0.22) ? rng.int(1, Math.min(stock, 24)) : 0;
      putStock(
        acc,
        {
          warehouse_id: warehouse.id,
          product_id: product.id,
          stock,
          reserved,
          location_code:
            w === 0
              ? `${'ABCDEF'[rng.int(0, 5)] ?? 'A'}-${String(rng.int(1, 24)).padStart(2, '0')}-${rng.int(1, 5)}`
              : null,
          updated_at: product.updated_at,
        },
        false,
      );
    });
  }
  return products;
}

const FIRST_NAMES = [
  'Andrés',
  'Camila',
  'Juan Pablo',
  'Valentina',
  'Santiago',
  'Daniela',
  'Carlos',
  'Laura',
  'Felipe',
  'María José',
  'Sebastián',
  'Natalia',
  'Alejandro',
  'Paula',
  'Mateo',
  'Luisa',
  'Diego',
  'Catalina',
  'Julián',
  'Mariana',
  'Ricardo',
  'Sara',
  'Esteban',
  'Juliana',
];
const LAST_NAMES = [
  'Gómez',
  'Rodríguez',
  'Martínez',
  'López',
  'García',
  'Hernández',
  'Ramírez',
  'Torres',
  'Vargas',
  'Moreno',
  'Rojas',
  'Castro',
  'Ortiz',
  'Jiménez',
  'Restrepo',
  'Ospina',
  'Cárdenas',
  'Zapata',
];
const COMPANIES = [
  'Tienda La Esquina',
  'Minimercado El Vecino',
  'Ferretería El Tornillo',
  'Droguería San Jorge',
  'Papelería Arcoíris',
  'Restaurante Doña Rosa',
];
const CITIES = [
  {
    city: 'Bogotá',
    state: 'Cundinamarca',
    code: 'CUN',
    streets: ['Cra 7 # 71-21', 'Cll 53 # 13-40', 'Av 68 # 24-10', 'Cll 127 # 15-32'],
  },
  {
    city: 'Medellín',
    state: 'Antioquia',
    code: 'ANT',
    streets: ['Cra 43A # 1-50', 'Cll 10 # 38-25', 'Cra 70 # 44-12'],
  },
  {
    city: 'Cali',
    state: 'Valle del Cauca',
    code: 'VAC',
    streets: ['Av 6N # 23-45', 'Cll 5 # 66-30', 'Cra 100 # 11-60'],
  },
  {
    city: 'Barranquilla',
    state: 'Atlántico',
    code: 'ATL',
    streets: ['Cra 53 # 76-239', 'Cll 84 # 46-21'],
  },
  {
    city: 'Bucaramanga',
    state: 'Santander',
    code: 'SAN',
    streets: ['Cra 27 # 36-14', 'Cll 45 # 29-80'],
  },
];

const asciiFold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

function seedContacts(acc: AccountState, anchor: number): ContactRecord[] {
  const rng = createPrng(57);
  const contacts: ContactRecord[] = [];
  const count = FIRST_NAMES.length + COMPANIES.length;
  for (let i = 0; i < count; i += 1) {
    const company = i >= FIRST_NAMES.length ? COMPANIES[i - FIRST_NAMES.length] : undefined;
    const firstName = company ?? FIRST_NAMES[i] ?? 'Cliente';
    const lastName = company ? null : rng.pick(LAST_NAMES);
    let type: string;
    let number: string;
    if (company) {
      type = 'NIT';
      const base = String(rng.int(800_000_000, 901_999_999));
      number = `${base}-${nitCheckDigit(base)}`;
    } else {
      type = rng.chance(0.85) ? 'CC' : rng.pick(['CE', 'PP', 'TI']);
      number =
        type === 'PP'
          ? `AB${rng.int(100_000, 999_999)}`
          : String(rng.int(10_000_000, 1_299_999_999));
    }
    const contact: ContactRecord = {
      id: rng.uuid(),
      account_id: acc.id,
      first_name: firstName,
      last_name: lastName,
      email: company
        ? `compras@${asciiFold(company).replace(/\./g, '')}.com.co`
        : `${asciiFold(`${firstName}.${lastName ?? ''}`).replace(/\.+$/, '')}@${rng.pick(['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.es'])}`,
      phone_number: `3${rng.int(0, 2)}${rng.int(0, 9)}${rng.int(1_000_000, 9_999_999)}`,
      phone_prefix: '+57',
      identification_number: number,
      identification_type: type,
      status: 'active',
      created_at: iso(anchor - rng.int(60, 400) * DAY - rng.int(0, DAY - 1)),
    };
    putContact(acc, contact);
    contacts.push(contact);
  }
  return contacts;
}

/** The status path a shipment took to reach `target`, by index, cancelled/returned taking shortcuts. */
function statusPath(targetIndex: number): string[] {
  const statuses = activeStatusesByIndex;
  const target = statuses[targetIndex];
  if (!target) return [];
  const alias = target.alias_name ?? target.id;
  if (alias === 'cancelled' || target.id === 'st-cancelled') {
    return [...statuses.slice(0, Math.min(2, targetIndex)).map((s) => s.id), target.id];
  }
  if (alias === 'returned' || target.id === 'st-returned') {
    const delivered = statuses.findIndex(
      (s) => s.id === 'st-delivered' || s.alias_name === 'delivered',
    );
    const upTo = delivered >= 0 && delivered < targetIndex ? delivered : targetIndex - 1;
    return [...statuses.slice(0, upTo + 1).map((s) => s.id), target.id];
  }
  return statuses.slice(0, targetIndex + 1).map((s) => s.id);
}

const LOG_COMMENTS = [
  'Picked and packed',
  'Left with courier',
  'Customer not home, second attempt',
  'Signed by the doorman',
  'Address checked by phone',
  'Label reprinted',
];

function seedOrders(
  acc: AccountState,
  products: readonly ProductRecord[],
  contacts: readonly ContactRecord[],
  anchor: number,
  count: number,
): void {
  const rng = createPrng(4411);
  const sellable = products.filter((p) => p.status === 'active');
  if (sellable.length === 0 || contacts.length === 0) return;
  const numerations = catalog.invoiceNumerations;
  const taxes = new Map(catalog.taxes.map((t) => [t.id, t]));
  const statuses = activeStatusesByIndex;
  const bolsa = catalog.taxes.find((t) => t.value !== undefined);

  for (let n = 0; n < count; n += 1) {
    const createdMs =
      anchor - Math.round(((count - n) / count) * 75 * DAY) + rng.int(0, 6 * 60 * 60 * 1000);
    const customer = rng.pick(contacts);
    const warehouse = rng.pick(catalog.warehouses);
    const lines = rng.int(1, 5);
    const items: OrderCreateData['items'] = [];
    for (let l = 0; l < lines; l += 1) {
      const product = rng.pick(sellable);
      const family = product.category_id ? FAMILIES[product.category_id] : undefined;
      const tax = taxes.get(family?.taxId ?? 'iva-19');
      const lineTaxes: NonNullable<OrderCreateData['items'][number]['taxes']> = [];
      if (tax?.percentage !== undefined) {
        lineTaxes.push({
          tax_id: tax.id,
          tax_name: tax.name,
          tax_percentage: tax.percentage,
          tax_is_percentage: true,
          tax_is_include: tax.included,
        });
      }
      if (bolsa?.value !== undefined && rng.chance(0.1)) {
        lineTaxes.push({
          tax_id: bolsa.id,
          tax_name: bolsa.name,
          tax_value: bolsa.value,
          tax_is_percentage: false,
          tax_is_include: false,
        });
      }
      const discounts: NonNullable<OrderCreateData['items'][number]['discounts']> = [];
      if (rng.chance(0.2))
        discounts.push({
          discount_type: 'percentage',
          discount_name: 'Promo temporada',
          discount_percentage: rng.pick([5, 10, 15]),
        });
      if (rng.chance(0.05))
        discounts.push({
          discount_type: 'value',
          discount_name: 'Bono cliente',
          value: rng.pick([1_000, 2_000, 5_000]),
        });
      items.push({
        product_id: product.id,
        quantity: rng.int(1, 12),
        unit_price: product.price ?? 0,
        is_custom_item: false,
        manual_percentage_discount: rng.chance(0.1) ? rng.pick([2, 5]) : 0,
        taxes: lineTaxes,
        discounts,
      });
    }
    const city = rng.pick(CITIES);
    const withShipment = n % 10 !== 9;
    const data: OrderCreateData = {
      customer_id: customer.id,
      warehouse_id: warehouse.id,
      currency: catalog.currency,
      comment: rng.chance(0.3)
        ? rng.pick([
            'Entregar en portería',
            'Cliente frecuente',
            'Pedido telefónico',
            'Llamar antes de entregar',
          ])
        : null,
      payment_terms_days: rng.pick([0, 0, 0, 15, 30]),
      percentage_discount: rng.chance(0.1) ? 5 : 0,
      discount_before_tax: true,
      percentage_tip: 0,
      tip_before_tax: true,
      total_delivery: 0,
      billing_date: iso(createdMs),
      include_invoice: false,
      items,
      shipment: withShipment
        ? {
            ship_to: {
              street: rng.pick(city.streets),
              city: city.city,
              state: city.state,
              state_code: city.code,
              country: 'Colombia',
              country_code: 'CO',
              contact_name: [customer.first_name, customer.last_name].filter(Boolean).join(' '),
              contact_phone_code: '+57',
              contact_phone: customer.phone_number,
              contact_email: customer.email,
            },
            shipping_method: rng.pick(SHIPPING_METHODS),
            shipping_cost: rng.pick([0, 6_000, 8_500, 12_000, 15_000]),
            is_gift: rng.chance(0.05),
            cash_on_delivery_order: rng.chance(0.3),
            is_insured: false,
            insurance_value: 0,
          }
        : null,
    };
    const now = iso(createdMs);
    let order: OrderRecord = buildOrder({
      acc,
      data,
      id: rng.uuid(),
      number: acc.orderSeq + 1,
      now,
      newId: () => rng.uuid(),
    });

    if (order.shipment && statuses.length > 0) {
      // Spread shipments over every active status, with the history that leads there.
      const path = statusPath(n % statuses.length);
      let t = createdMs;
      const logs: StatusLogRecord[] = path.map((statusId, step) => {
        if (step > 0) t += rng.int(2, 30) * 60 * 60 * 1000;
        const date = iso(Math.min(t, anchor));
        const comment = step > 0 && rng.chance(0.4) ? rng.pick(LOG_COMMENTS) : null;
        return {
          status_id: statusId,
          date,
          comments: comment ? [{ key: 'comment', comment, visibility: 'internal', date }] : [],
        };
      });
      const last = logs[logs.length - 1];
      if (last) {
        order = {
          ...order,
          shipment: {
            ...order.shipment,
            status_logs: logs,
            status_id: last.status_id,
            status: shipmentStatusRecord(last.status_id, acc.id),
            status_updated_at: last.date,
            updated_at: last.date,
          },
          updated_at: last.date,
        };
      }
    }
    putOrder(acc, order);
    const delivered = order.shipment?.status_id === 'st-delivered';
    const numeration = numerations[n % Math.max(1, numerations.length)];
    if (numeration && (delivered || rng.chance(0.25))) {
      invoiceOrder(acc, order, numeration.id, iso(Math.min(createdMs + DAY, anchor)));
    }
  }
}

export interface SeedOptions {
  /** products of acc-demo */
  products: number;
  /** the "present" the seed is laid out before; truncated to the day so a day's restarts agree */
  now: Date;
  /** orders of acc-demo (default 72) */
  orders?: number;
}

/** A fresh store: acc-demo seeded, acc-other empty. */
export function seedStore({ products: productCount, now, orders = 72 }: SeedOptions): SandboxStore {
  const store = new SandboxStore();
  const anchor = Math.floor(now.getTime() / DAY) * DAY;
  const demo = store.account(DEMO_ACCOUNT);
  store.account(OTHER_ACCOUNT);
  const products = seedProducts(demo, productCount, anchor);
  const contacts = seedContacts(demo, anchor);
  seedOrders(demo, products, contacts, anchor, orders);
  return store;
}
