import { z } from 'zod/mini';
import {
  boolean,
  integer,
  looseObject,
  nBool,
  nNum,
  nObjectArray,
  nonNegative,
  nStr,
  nTimestamp,
  number,
  oneOf,
  requiredText,
  text,
  typeError,
} from './common.ts';

// =============================================================== responses (service-interface.md)

/** Custom category, embedded in a Product. */
export const customCategorySchema = z.object({
  id: z.string(),
  name: nStr(),
  sort_index: nNum(),
  created_at: nTimestamp(),
  category_parent_id: nStr(),
  account_id: nStr(),
  image: nStr(),
});

/** Product: returned by create, get and update. */
export const productSchema = z.object({
  id: z.string(),
  account_id: nStr(),
  name: nStr(),
  description: nStr(),
  characteristics: nStr(),
  sku: nStr(),
  code: nStr(),
  reference: nStr(),
  slug: nStr(),
  base_price: nNum(),
  price: nNum(),
  price_2: nNum(),
  price_3: nNum(),
  price_4: nNum(),
  price_5: nNum(),
  price_6: nNum(),
  price_7: nNum(),
  price_8: nNum(),
  price_9: nNum(),
  price_10: nNum(),
  cost_weighted_average: nNum(),
  cost_base_weighted_average: nNum(),
  cost_average: nNum(),
  cost_base_average: nNum(),
  cost_last_purchase: nNum(),
  cost_base_last_purchase: nNum(),
  last_purchase_date: nTimestamp(),
  cost_updated_at: nTimestamp(),
  purchase_count: nNum(),
  purchase_quantity: nNum(),
  item_width: nNum(),
  item_length: nNum(),
  item_height: nNum(),
  item_weight: nNum(),
  measurement: nStr(),
  category_id: nStr(),
  custom_category_id: nStr(),
  reference_category: nStr(),
  custom_category: z.nullish(customCategorySchema),
  status: nStr(),
  internal_status: nStr(),
  type: nStr(),
  ecommerce_status: nStr(),
  control_inventory: nBool(),
  available_online: nBool(),
  hide_in_catalog: nBool(),
  fast_shipping: nBool(),
  is_raw_material: nBool(),
  includes_variants: nBool(),
  includes_serials: nBool(),
  includes_optionals: nBool(),
  includes_features: nBool(),
  hide_childs_in_ecommerce: nBool(),
  variant_image_for_option: nStr(),
  variants_in_groups: nStr(),
  variant_options_line: nStr(),
  profile_picture: nStr(),
  images: nObjectArray(),
  files: nObjectArray(),
  custom_fields: z.nullish(z.record(z.string(), z.string())),
  search_engine_title: nStr(),
  search_engine_description: nStr(),
  total_sale_total_price_sum: nNum(),
  total_sale_price_sum: nNum(),
  total_sale_count: nNum(),
  total_sale_stock_sum: nNum(),
  sale_weighted_average: nNum(),
  sale_average_cost: nNum(),
  last_sale_price: nNum(),
  accumulated_sales: nNum(),
  last_sale_date: nTimestamp(),
  review_rating: nNum(),
  review_count: nNum(),
  supplier_id: nStr(),
  supplier_estimated_delivery_time: nNum(),
  is_parent: nBool(),
  has_taxes: nBool(),
  has_discounts: nBool(),
  created_at: nTimestamp(),
  updated_at: nTimestamp(),
  created_by: nStr(),
  updated_by: nStr(),
});
export type Product = z.output<typeof productSchema>;

/** Product search item. `stock_available` = sum over warehouses of (stock - reserved). */
export const productSearchItemSchema = z.object({
  id: z.string(),
  name: nStr(),
  sku: nStr(),
  price: nNum(),
  stock_available: nNum(),
  reserved: nNum(),
  /**
   * Not in service-interface.md's search item (an assumption, CONTRACT note of issue 13): the
   * sandbox sends the product's measurement so a counted product's quantity takes whole units.
   * A service that omits it leaves the unit unknown (decimals allowed).
   */
  measurement: z.nullish(z.string()),
});
export type ProductSearchItem = z.output<typeof productSearchItemSchema>;

/** Product search result page. */
export const productSearchPageSchema = z.object({
  items: z.nullish(z.array(productSearchItemSchema)),
  total_items: nNum(),
  page: nNum(),
  page_size: nNum(),
  total_pages: nNum(),
});
export type ProductSearchPage = z.output<typeof productSearchPageSchema>;

// =============================================================== requests (CONTRACT.md "Products")

/** Product `status` values used by the console and the sandbox. */
export const PRODUCT_STATUSES = ['active', 'inactive', 'draft'] as const;

/** The price lists after the first (service-interface.md "Product": price_2 … price_10). */
export const OTHER_PRICE_LISTS = [
  'price_2',
  'price_3',
  'price_4',
  'price_5',
  'price_6',
  'price_7',
  'price_8',
  'price_9',
  'price_10',
] as const;
/** A product's price lists: `price` (the one the search item carries) and the nine others. */
export const PRICE_LISTS = ['price', ...OTHER_PRICE_LISTS] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_NAME_MAX = 200;

const optText = () => z.nullish(text());
const optAmount = () => z.nullish(nonNegative());
const optFlag = () => z.nullish(boolean());

/**
 * The writable Product fields, every one optional (a partial object). `name`, when present,
 * is 1..200 characters; prices, costs and dimensions are >= 0.
 */
const productWriteFieldsSchema = z.object(
  {
    name: z.optional(requiredText(PRODUCT_NAME_MAX)),
    description: optText(),
    characteristics: optText(),
    sku: optText(),
    code: optText(),
    reference: optText(),
    slug: optText(),
    base_price: optAmount(),
    price: optAmount(),
    price_2: optAmount(),
    price_3: optAmount(),
    price_4: optAmount(),
    price_5: optAmount(),
    price_6: optAmount(),
    price_7: optAmount(),
    price_8: optAmount(),
    price_9: optAmount(),
    price_10: optAmount(),
    cost_weighted_average: optAmount(),
    cost_base_weighted_average: optAmount(),
    cost_average: optAmount(),
    cost_base_average: optAmount(),
    cost_last_purchase: optAmount(),
    cost_base_last_purchase: optAmount(),
    item_width: optAmount(),
    item_length: optAmount(),
    item_height: optAmount(),
    item_weight: optAmount(),
    measurement: optText(),
    category_id: optText(),
    custom_category_id: optText(),
    status: z.nullish(oneOf(PRODUCT_STATUSES)),
    internal_status: optText(),
    type: optText(),
    ecommerce_status: optText(),
    control_inventory: optFlag(),
    available_online: optFlag(),
    hide_in_catalog: optFlag(),
    fast_shipping: optFlag(),
    is_raw_material: optFlag(),
    includes_variants: optFlag(),
    includes_serials: optFlag(),
    includes_optionals: optFlag(),
    includes_features: optFlag(),
    hide_childs_in_ecommerce: optFlag(),
    is_parent: optFlag(),
    has_taxes: optFlag(),
    has_discounts: optFlag(),
    images: z.nullish(z.array(looseObject(), typeError('a list of objects'))),
    files: z.nullish(z.array(looseObject(), typeError('a list of objects'))),
    custom_fields: z.nullish(z.record(z.string(), text(), typeError('an object of texts'))),
    search_engine_title: optText(),
    search_engine_description: optText(),
    supplier_id: optText(),
    supplier_estimated_delivery_time: optAmount(),
  },
  typeError('an object'),
);

/** `POST /v1/products` body: writable fields, `name` required. */
export const productCreateRequestSchema = z.extend(productWriteFieldsSchema, {
  name: requiredText(PRODUCT_NAME_MAX),
});
export type ProductCreateRequest = z.input<typeof productCreateRequestSchema>;
export type ProductCreateData = z.output<typeof productCreateRequestSchema>;

/** `PUT /v1/products/{id}` body: the fields to change; absent fields keep their value. */
export const productUpdateRequestSchema = productWriteFieldsSchema;
export type ProductUpdateRequest = z.input<typeof productUpdateRequestSchema>;
export type ProductUpdateData = z.output<typeof productUpdateRequestSchema>;

/** Sort fields of the product search. */
export const PRODUCT_SORT_FIELDS = [
  'name',
  'sku',
  'price',
  'stock_available',
  'created_at',
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const PRODUCT_PAGE_SIZE_MAX = 100;

/** What the server assumes for members the search body leaves out. */
export const PRODUCT_SEARCH_DEFAULTS = {
  page: 1,
  page_size: 25,
  sort: { field: 'name', direction: 'asc' },
} as const satisfies {
  page: number;
  page_size: number;
  sort: { field: ProductSortField; direction: SortDirection };
};

/** `POST /v1/products/search` body; every member optional. */
export const productSearchRequestSchema = z.object(
  {
    query: z.nullish(text()),
    page: z.nullish(integer().check(z.gte(1, 'must be 1 or more'))),
    page_size: z.nullish(
      integer().check(
        z.gte(1, 'must be 1 or more'),
        z.lte(PRODUCT_PAGE_SIZE_MAX, `must be ${PRODUCT_PAGE_SIZE_MAX} or less`),
      ),
    ),
    filters: z.nullish(
      z.object(
        {
          stock_min: z.nullish(number()),
          stock_max: z.nullish(number()),
          in_stock: z.nullish(boolean()),
          price_min: z.nullish(nonNegative()),
          price_max: z.nullish(nonNegative()),
          category_ids: z.nullish(z.array(requiredText(), typeError('a list of ids'))),
          includes_variants: z.nullish(boolean()),
          status: z.nullish(oneOf(PRODUCT_STATUSES)),
        },
        typeError('an object'),
      ),
    ),
    sort: z.nullish(
      z.object(
        {
          field: oneOf(PRODUCT_SORT_FIELDS),
          /** Defaults to `asc`. */
          direction: z.nullish(oneOf(SORT_DIRECTIONS)),
        },
        typeError('an object'),
      ),
    ),
  },
  typeError('an object'),
);
export type ProductSearchRequest = z.input<typeof productSearchRequestSchema>;
export type ProductSearchData = z.output<typeof productSearchRequestSchema>;
