import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Suspense, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { prefetch } from '../../lib/prefetch';
import { ContactFormDialog, loadContactFormDialog, useKnownContacts } from '../contacts';
import { fieldMessage } from '../../ui/formFields';
import { fieldStub, LazyField } from '../../ui/LazyField';
import type { OrderFormValues } from './orderForm';
import { contactLabel } from './orderLabels';
import { CustomerAutocomplete, loadOrderPickers } from './orderPickerChunk';

/**
 * The order's customer: a contact this browser knows (searchable), any typed customer id, or
 * a contact created on the spot in a dialog (the order form stays as it is).
 */
export function CustomerField() {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: 'customer_id' });
  const { contacts } = useKnownContacts();
  const [dialogOpen, setDialogOpen] = useState(false);
  // The dialog (a lazy chunk) mounts at its first opening and stays, for its closing transition.
  const [dialogMounted, setDialogMounted] = useState(false);
  const id = field.value.trim();
  const known = contacts.find((c) => c.id === id) ?? null;
  const error = fieldMessage(t, fieldState.error?.message);
  const helper =
    error ??
    (known
      ? t('fields.customerKnown', { id })
      : id
        ? t('fields.customerUnknown')
        : t('fields.customerHint'));

  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
    >
      <LazyField
        load={loadOrderPickers}
        popupIcon={false}
        onText={field.onChange}
        stub={{
          label: t('fields.customer'),
          required: true,
          ...fieldStub(field, error),
          helperText: helper,
          value: known ? contactLabel(known, t('fields.customer')) : field.value,
        }}
      >
        <CustomerAutocomplete known={known} error={Boolean(error)} helper={helper} />
      </LazyField>
      <Button
        variant="outlined"
        startIcon={<PersonAddIcon />}
        onClick={() => {
          setDialogMounted(true);
          setDialogOpen(true);
        }}
        onPointerEnter={() => prefetch(loadContactFormDialog)}
        onFocus={() => prefetch(loadContactFormDialog)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, minHeight: 40 }}
      >
        {t('fields.newContact')}
      </Button>
      {dialogMounted && (
        <Suspense fallback={null}>
          <ContactFormDialog
            open={dialogOpen}
            draftName="orders.newCustomer"
            onClose={() => setDialogOpen(false)}
            onCreated={(contact) => field.onChange(contact.id)}
          />
        </Suspense>
      )}
    </Box>
  );
}
