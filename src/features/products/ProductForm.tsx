import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import type { Product } from '../../api/schemas/product';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormSaveBar } from '../../ui/FormSaveBar';
import { SubmitFeedback } from '../../ui/SubmitFeedback';
import { ProductSections } from './ProductSections';
import { SectionNav } from './SectionNav';
import { sectionId, sectionsFor } from './productSections';
import { useProductFormController } from './useProductFormController';
import { useSaveShortcut } from '../../hooks/useSaveShortcut';
import { catalog as productDetails } from './i18nDetails';

registerTranslations('products', productDetails);

interface Props {
  /** The product to edit, or null for a new one. */
  product: Product | null;
  /** After a creation, with the new product (the page opens it). */
  onCreated?: (product: Product) => void;
}

const FORM_SX = {
  display: 'grid',
  gap: 2,
  // A field scrolled to (focus on an error) stays clear of the app bar and the save bar.
  '& .MuiFormControl-root, & .MuiFormControlLabel-root': {
    scrollMarginTop: '88px',
    scrollMarginBottom: '180px',
  },
} as const;

/** The product form, for a new product and for an existing one (its logic: useProductFormController). */
export function ProductForm({ product, onCreated }: Props) {
  const { t } = useTranslation('products');
  const c = useProductFormController({ product, onCreated });
  useSaveShortcut(c.submit);
  const status = c.dirty ? t('form.unsaved') : c.isNew ? '' : t('form.allSaved');

  return (
    <Box component="form" noValidate onSubmit={(e) => void c.submit(e)} sx={FORM_SX}>
      {c.leaveGuard}
      <SectionNav
        label={t('page.sections')}
        sections={sectionsFor(c.isNew).map((s) => ({
          id: sectionId(s.key),
          label: t(`sections.${s.key}`),
        }))}
      />

      {c.restored && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={c.discardChanges}>
              {t('form.discardDraft')}
            </Button>
          }
        >
          {t('form.restored')}
        </Alert>
      )}

      <ProductSections control={c.control} product={product} />

      <FormSaveBar
        status={status}
        dirty={c.dirty}
        submitLabel={c.pending ? t('form.saving') : c.isNew ? t('form.create') : t('form.save')}
        submitDisabled={c.locked}
        discard={{
          label: t('form.discard'),
          onClick: c.askDiscard,
          disabled: !c.dirty || c.pending,
        }}
      >
        <SubmitFeedback
          failure={c.failure}
          title={t('form.saveFailed')}
          unmapped={c.unmapped}
          invalidTried={c.invalidTried}
          invalidText={t('form.fixFields')}
          onRetry={c.retry}
          onSendAsNew={c.sendAsNew}
          waiting={c.waiting}
          onCancelWaiting={c.cancelWaiting}
        />
      </FormSaveBar>

      <ConfirmDialog
        open={c.confirmDiscard}
        title={t('form.discardTitle')}
        confirmLabel={t('form.discard')}
        cancelLabel={t('actions.cancel')}
        destructive
        onConfirm={c.discardChanges}
        onCancel={c.cancelDiscard}
      >
        {t('form.discardBody')}
      </ConfirmDialog>
    </Box>
  );
}
