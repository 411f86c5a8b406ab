import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { PRODUCT_STATUSES } from '../../api/schemas/product';
import type { Product } from '../../api/schemas/product';
import { useConfig } from '../../config/ConfigContext';
import { CustomFieldsEditor } from './CustomFieldsEditor';
import { formatDateTime, formatNumber } from '../../lib/format';
import { CategoryFacts, MediaFacts, RecordFacts, SalesFacts, VariantFacts } from './ProductFacts';
import {
  ComputedInput,
  FieldGrid,
  FlagInput,
  NumberInput,
  Section,
  SelectField,
  TextInput,
} from './productFields';
import { FLAG_FIELDS } from './productForm';
import type { ProductFormValues } from './productForm';
import { sectionId, sectionsFor } from './productSections';
import type { FieldSpec, SectionKey, SectionSpec } from './productSections';
import { catalog as productDetails } from './i18nDetails';

registerTranslations('products', productDetails);

interface Props {
  control: Control<ProductFormValues>;
  /** The product as loaded, or null for a new one (no read-only figures yet). */
  product: Product | null;
}

/** Read-only figures of a section, under its fields (or alone in a read-only section). */
function factsOf(key: SectionKey, product: Product, t: TFunction<'products'>): ReactNode {
  switch (key) {
    case 'media':
      return <MediaFacts product={product} />;
    case 'sales':
      return <SalesFacts product={product} />;
    case 'record':
      return <RecordFacts product={product} />;
    case 'category':
      return (
        <Box sx={{ mt: 2 }}>
          <CategoryFacts product={product} />
        </Box>
      );
    case 'status':
      return (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            {t('hints.variants')}
          </Typography>
          <VariantFacts product={product} />
        </Box>
      );
    default:
      return null;
  }
}

function Field({
  spec,
  control,
  product,
}: {
  spec: FieldSpec;
  control: Control<ProductFormValues>;
  product: Product | null;
}) {
  const { t, i18n } = useTranslation('products');
  const isNew = product === null;
  const config = useConfig();
  const label = t(`fields.${spec.name}`);
  switch (spec.kind) {
    case 'text':
      return (
        <TextInput
          control={control}
          name={spec.name}
          label={label}
          required={spec.required}
          multiline={spec.multiline}
          wide={spec.wide}
          maxLength={spec.maxLength}
          helper={isNew && spec.hintWhenNew ? t(`hints.${spec.hintWhenNew}`) : undefined}
        />
      );
    case 'number':
      return (
        <NumberInput
          control={control}
          name={spec.name}
          label={label}
          currency={spec.money ? config.currency : undefined}
          unit={spec.unit ? t(`hints.${spec.unit}`) : undefined}
          note={spec.hint ? t(`computed.${spec.hint}`) : undefined}
        />
      );
    case 'computed': {
      const raw = product?.[spec.name];
      const value =
        spec.format === 'when'
          ? typeof raw === 'string'
            ? formatDateTime(raw, i18n.language)
            : null
          : typeof raw === 'number'
            ? formatNumber(raw, i18n.language)
            : null;
      return <ComputedInput name={spec.name} label={label} value={value} />;
    }
    case 'select':
      return spec.name === 'category_id' ? (
        <SelectField
          control={control}
          name="category_id"
          label={label}
          options={config.categories.map((c) => ({ value: c.id, label: c.name }))}
          emptyLabel={t('category.none')}
          unknownLabel={(id) => t('category.unknown', { id })}
        />
      ) : (
        <SelectField
          control={control}
          name="status"
          label={label}
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      );
  }
}

function ProductSection({ spec, control, product }: Props & { spec: SectionSpec }) {
  const { t } = useTranslation('products');
  return (
    <Section
      id={sectionId(spec.key)}
      title={t(`sections.${spec.key}`)}
      hint={spec.hint ? t(`hints.${spec.key}`) : undefined}
    >
      {spec.fields && (
        <FieldGrid columns={spec.columns}>
          {spec.fields.map((f) => (
            <Field key={f.name} spec={f} control={control} product={product} />
          ))}
        </FieldGrid>
      )}
      {spec.flags && (
        <Box
          role="group"
          aria-label={t(`sections.${spec.key}`)}
          sx={{
            mt: 2,
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {FLAG_FIELDS.map((f) => (
            <FlagInput key={f} control={control} name={f} label={t(`flags.${f}`)} />
          ))}
        </Box>
      )}
      {spec.customFields && <CustomFieldsEditor control={control} />}
      {product && factsOf(spec.key, product, t)}
    </Section>
  );
}

/** The product form's sections, drawn from their configuration (productSections.ts). */
export function ProductSections({ control, product }: Props) {
  return (
    <>
      {sectionsFor(product === null).map((spec) => (
        <ProductSection key={spec.key} spec={spec} control={control} product={product} />
      ))}
    </>
  );
}
