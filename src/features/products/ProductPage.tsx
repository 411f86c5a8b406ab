import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { useParams } from 'react-router';
import { isApiError } from '../../api/errors';
import { formatDateTime } from '../../lib/format';
import { useProduct } from '../../queries/products';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { catalog } from './i18n';
import { BackToProducts } from './BackToProducts';
import { ProductForm } from './ProductForm';
import { StockFacts } from './ProductFacts';
import { catalog as productDetails } from './i18nDetails';

registerTranslations('products', productDetails);

registerTranslations('products', catalog);

/** /products/:id: every field of the product; the writable ones in a form. */
export function ProductPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('products');
  const query = useProduct(id);
  const product = query.data;

  if (product === undefined) {
    const notFound = isApiError(query.error) && query.error.isNotFound;
    return (
      <>
        <PageHeader title={t('page.untitled')} actions={<BackToProducts />} />
        {query.isError ? (
          notFound ? (
            <ErrorAlert error={query.error} title={t('page.notFound')} />
          ) : (
            <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
          )
        ) : (
          <Box aria-busy="true" aria-label={t('page.loading')} sx={{ display: 'grid', gap: 2 }}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={240} />
            <Skeleton variant="rounded" height={180} />
          </Box>
        )}
      </>
    );
  }

  const subtitle = [
    product.sku ? t('page.skuLine', { sku: product.sku }) : null,
    product.updated_at
      ? t('page.updatedLine', { when: formatDateTime(product.updated_at, i18n.language) })
      : null,
  ]
    .filter((s): s is string => s !== null)
    .join(' · ');

  return (
    <>
      <PageHeader
        title={product.name || t('page.untitled')}
        subtitle={subtitle || undefined}
        actions={<BackToProducts />}
      />
      <StockFacts product={product} />
      <ProductForm key={product.id} product={product} />
    </>
  );
}
