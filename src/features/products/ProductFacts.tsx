import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import type { Product } from '../../api/schemas/product';
import { useConfig } from '../../config/ConfigContext';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { useProductSearch } from '../../queries/products';
import { useScope } from '../../session/SessionContext';
import { availableOf, knownForProduct, useKnownStock } from '../stock';
import type { Fact } from './productFields';
import { Facts } from './productFields';
import { catalog as productDetails } from './i18nDetails';

registerTranslations('products', productDetails);

/** A product field with a label in the catalog (`fields.*`). */
type Key = keyof Product & keyof (typeof productDetails)['en']['fields'];

function useFormatters() {
  const { i18n } = useTranslation('products');
  const { currency } = useConfig();
  const language = i18n.language;
  return {
    money: (v: number | null | undefined) => formatMoney(v, language, currency),
    number: (v: number | null | undefined, decimals?: number) =>
      formatNumber(v, language, decimals),
    when: (v: string | null | undefined) => formatDateTime(v, language),
    text: (v: string | null | undefined) => (v == null || v === '' ? '—' : v),
  };
}

function useFacts(
  product: Product,
  spec: [Key, 'money' | 'number' | 'when' | 'text' | 'rating'][],
): Fact[] {
  const { t } = useTranslation('products');
  const f = useFormatters();
  return spec.map(([key, kind]) => {
    const raw = product[key];
    let value: string;
    if (kind === 'money') value = f.money(typeof raw === 'number' ? raw : null);
    else if (kind === 'number') value = f.number(typeof raw === 'number' ? raw : null);
    else if (kind === 'rating') value = f.number(typeof raw === 'number' ? raw : null, 1);
    else if (kind === 'when') value = f.when(typeof raw === 'string' ? raw : null);
    else value = f.text(typeof raw === 'string' ? raw : null);
    return { label: t(`fields.${key}`), value };
  });
}

export function SalesFacts({ product }: { product: Product }) {
  const items = useFacts(product, [
    ['total_sale_total_price_sum', 'money'],
    ['total_sale_price_sum', 'money'],
    ['total_sale_count', 'number'],
    ['total_sale_stock_sum', 'number'],
    ['sale_weighted_average', 'money'],
    ['sale_average_cost', 'money'],
    ['last_sale_price', 'money'],
    ['accumulated_sales', 'money'],
    ['last_sale_date', 'when'],
    ['review_rating', 'rating'],
    ['review_count', 'number'],
  ]);
  return <Facts items={items} />;
}

export function RecordFacts({ product }: { product: Product }) {
  const items = useFacts(product, [
    ['id', 'text'],
    ['account_id', 'text'],
    ['created_at', 'when'],
    ['created_by', 'text'],
    ['updated_at', 'when'],
    ['updated_by', 'text'],
  ]);
  return <Facts items={items} />;
}

export function VariantFacts({ product }: { product: Product }) {
  const items = useFacts(product, [
    ['variant_image_for_option', 'text'],
    ['variants_in_groups', 'text'],
    ['variant_options_line', 'text'],
    ['profile_picture', 'text'],
  ]);
  return <Facts items={items} />;
}

export function CategoryFacts({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const items = useFacts(product, [['reference_category', 'text']]);
  const custom = product.custom_category;
  const customText = custom ? (custom.name ? `${custom.name} (${custom.id})` : custom.id) : '—';
  return <Facts items={[...items, { label: t('fields.custom_category'), value: customText }]} />;
}

/** A text member of an object the service does not describe, when it has one. */
function textOf(obj: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const k of keys) {
    const v = obj[k];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return null;
}

/** Only web addresses become links (never `javascript:` or other schemes). */
function safeHref(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

function MediaList({ title, items }: { title: string; items: Record<string, unknown>[] }) {
  const { t } = useTranslation('products');
  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('media.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {items.map((item, i) => {
            const url = textOf(item, ['url', 'src', 'href', 'link', 'path']);
            const name =
              textOf(item, ['name', 'title', 'file_name', 'filename', 'alt']) ??
              url ??
              t('media.item', { n: i + 1 });
            const href = url ? safeHref(url) : null;
            return (
              <Box component="li" key={i} sx={{ overflowWrap: 'anywhere' }}>
                {href ? (
                  <Link href={href} target="_blank" rel="noopener noreferrer">
                    {name}
                  </Link>
                ) : (
                  name
                )}
                {url && name !== url && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    — {url}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

export function MediaFacts({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <MediaList title={t('media.images')} items={product.images ?? []} />
      <MediaList title={t('media.files')} items={product.files ?? []} />
    </Box>
  );
}

/**
 * The product's stock: available and reserved over all warehouses (the product search's item
 * for its SKU, the service's only stock read), and each warehouse's figures where the console
 * knows them (the answers of this session's stock batches, with their time). The service has
 * no call that reads a warehouse's stock, so the others are not shown rather than guessed.
 */
export function StockFacts({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.language;
  const { warehouses } = useConfig();
  const scope = useScope();
  const known = knownForProduct(
    useKnownStock(scope),
    product.id,
    warehouses.map((w) => w.id),
  );
  const query = product.sku || product.name || product.id;
  const search = useProductSearch({ query, page: 1, page_size: 100 });
  const item = search.data?.items?.find((i) => i.id === product.id);
  const n = (v: number | null | undefined) => formatNumber(v, language);
  const totals =
    item === undefined
      ? search.isError
        ? t('stockFacts.unavailable')
        : search.isPending
          ? t('stockFacts.loading')
          : t('stockFacts.notFound')
      : null;
  const onHand =
    item && item.stock_available != null && item.reserved != null
      ? item.stock_available + item.reserved
      : null;
  const name = (id: string) => warehouses.find((w) => w.id === id)?.name ?? id;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="product-stock-title"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2.5, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography id="product-stock-title" variant="h2" component="h2">
        {t('stockFacts.title')}
      </Typography>
      {totals !== null ? (
        <Typography color="text.secondary" role="status">
          {totals}
        </Typography>
      ) : (
        <Facts
          items={[
            { label: t('stockFacts.totalAvailable'), value: n(item?.stock_available) },
            { label: t('stockFacts.totalReserved'), value: n(item?.reserved) },
            { label: t('stockFacts.totalOnHand'), value: n(onHand) },
          ]}
        />
      )}
      <Typography variant="h3" component="h3" id="product-stock-warehouses">
        {t('stockFacts.perWarehouse')}
      </Typography>
      {known.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('stockFacts.noneKnown')}
        </Typography>
      ) : (
        // Scrolls sideways when narrow: focusable, so the keyboard can scroll it too.
        <Box
          role="region"
          aria-labelledby="product-stock-warehouses"
          tabIndex={0}
          sx={{
            overflowX: 'auto',
            '&:focus-visible': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          <Table size="small" aria-labelledby="product-stock-warehouses">
            <TableHead>
              <TableRow>
                <TableCell>{t('stockFacts.warehouse')}</TableCell>
                <TableCell align="right">{t('stockFacts.onHand')}</TableCell>
                <TableCell align="right">{t('stockFacts.reserved')}</TableCell>
                <TableCell align="right">{t('stockFacts.available')}</TableCell>
                <TableCell>{t('stockFacts.asOf')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {known.map((k) => (
                <TableRow key={k.warehouse_id} data-warehouse={k.warehouse_id}>
                  <TableCell component="th" scope="row">
                    {name(k.warehouse_id)}
                  </TableCell>
                  <TableCell align="right" data-col="stock">
                    {n(k.stock)}
                  </TableCell>
                  <TableCell align="right" data-col="reserved">
                    {n(k.reserved)}
                  </TableCell>
                  <TableCell align="right" data-col="available">
                    {n(availableOf(k))}
                  </TableCell>
                  <TableCell>{formatDateTime(k.at, language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {known.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('stockFacts.knownNote')}
        </Typography>
      )}
    </Paper>
  );
}
