import Button from '@mui/material/Button';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Suspense, useState } from 'react';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import type { Order } from '../../api/schemas/order';
import { prefetch } from '../../lib/prefetch';
import type { ProductLabel } from '../../queries/productLabels';
import { lazyComponent } from '../../ui/lazyComponent';
import { afterLoad, moduleLoader } from '../../lib/moduleLoader';
import { catalog as orderPages } from './i18nPages';

registerTranslations('orders', orderPages);

// The dialog (and, from it, bwip-js) is fetched when the button is first pressed.
const loadDialog = moduleLoader(() => import('./PackingSlipDialog'));
const PackingSlipDialog = lazyComponent(loadDialog, (m) => m.PackingSlipDialog);

/** The order page's "Packing slip" button and its dialog. */
export function PackingSlipButton({
  order,
  productNames,
}: {
  order: Order;
  productNames: ReadonlyMap<string, ProductLabel>;
}) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LocalShippingOutlinedIcon />}
        aria-haspopup="dialog"
        onClick={() => afterLoad(loadDialog, () => setOpen(true))}
        onPointerEnter={() => prefetch(loadDialog)}
        onFocus={() => prefetch(loadDialog)}
      >
        {t('packingSlip.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PackingSlipDialog
            order={order}
            productNames={productNames}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
