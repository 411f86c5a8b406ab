import { useCallback } from 'react';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { Product } from '../../api/schemas/product';
import { PageHeader } from '../../ui/PageHeader';
import { catalog } from './i18n';
import { ProductForm } from './ProductForm';
import { BackToProducts } from './BackToProducts';
import { catalog as productDetails } from './i18nDetails';

registerTranslations('products', productDetails);

registerTranslations('products', catalog);

/** /products/new: the product form, empty; after creation the new product opens. */
export function NewProductPage() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const onCreated = useCallback(
    (product: Product) => void navigate(paths.products.detail(product.id), { replace: true }),
    [navigate],
  );
  return (
    <>
      <PageHeader
        title={t('page.newTitle')}
        subtitle={t('page.newSubtitle')}
        actions={<BackToProducts />}
      />
      <ProductForm product={null} onCreated={onCreated} />
    </>
  );
}
