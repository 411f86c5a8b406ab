import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Tip } from '../../ui/Tip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormState } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { fieldMessage } from '../../ui/formFields';
import { CUSTOM_FIELDS_MAX, CUSTOM_KEY_MAX, CUSTOM_VALUE_MAX } from './productForm';
import type { ProductFormValues } from './productForm';
import { TextInput } from './productFields';
import { catalog as productDetails } from './i18nDetails';

registerTranslations('products', productDetails);

/** Key/value rows of `custom_fields`: add, edit, remove. Empty and repeated keys are refused at the key. */
export function CustomFieldsEditor({ control }: { control: Control<ProductFormValues> }) {
  const { t } = useTranslation('products');
  const { fields, append, remove } = useFieldArray({ control, name: 'custom_fields' });
  const { errors } = useFormState({ control, name: 'custom_fields' });
  const listError = errors.custom_fields?.root?.message ?? errors.custom_fields?.message;

  return (
    <Box>
      {fields.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('customFields.empty')}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {fields.map((row, i) => (
          <Box
            component="li"
            key={row.id}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) minmax(0, 2fr) auto' },
              alignItems: 'start',
            }}
          >
            <TextInput
              control={control}
              name={`custom_fields.${i}.key`}
              label={t('customFields.keyOf', { n: i + 1 })}
              maxLength={CUSTOM_KEY_MAX + 20}
            />
            <Box sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
              <TextInput
                control={control}
                name={`custom_fields.${i}.value`}
                label={t('customFields.valueOf', { n: i + 1 })}
                maxLength={CUSTOM_VALUE_MAX + 20}
              />
            </Box>
            <Tip title={t('customFields.remove', { n: i + 1 })}>
              <IconButton
                aria-label={t('customFields.remove', { n: i + 1 })}
                onClick={() => remove(i)}
                sx={{ mt: 1 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Tip>
          </Box>
        ))}
      </Box>
      {listError && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {fieldMessage(t, listError)}
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 2 }}
        disabled={fields.length >= CUSTOM_FIELDS_MAX}
        onClick={() =>
          append({ key: '', value: '' }, { focusName: `custom_fields.${fields.length}.key` })
        }
      >
        {t('customFields.add')}
      </Button>
    </Box>
  );
}
