import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Suspense, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import type { Contact } from '../../api/schemas';
import { prefetch } from '../../lib/prefetch';
import {
  ContactFormDialog,
  contactName,
  filterContacts,
  loadContactFormDialog,
  useKnownContacts,
} from '../contacts';
import { fieldMessage } from '../../ui/formFields';
import type { OrderFormValues } from './orderForm';

/** "Ana Pérez · CC 1020304050"; a company by its business name: "Tornillos S.A.S. · NIT 900123456-8" */
export function contactLabel(c: Contact, unnamed: string): string {
  const name = contactName(c) ?? unnamed;
  const ident = [c.identification_type, c.identification_number].filter(Boolean).join(' ');
  return ident ? `${name} · ${ident}` : name;
}

const OPTIONS_SHOWN = 50;

/**
 * The contacts list's own search: name or business name, email, phone, identification (a NIT
 * with or without check digit, dots or dash) and id.
 */
const filter = (options: Contact[], { inputValue }: { inputValue: string }): Contact[] =>
  filterContacts(options, inputValue).slice(0, OPTIONS_SHOWN);

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
  const unnamed = t('fields.customer');
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
      <Autocomplete<Contact, false, false, true>
        freeSolo
        fullWidth
        options={contacts}
        filterOptions={filter}
        value={known ?? (field.value === '' ? null : field.value)}
        getOptionLabel={(o) => (typeof o === 'string' ? o : contactLabel(o, unnamed))}
        isOptionEqualToValue={(o, v) => typeof v !== 'string' && o.id === v.id}
        onChange={(_, v) =>
          field.onChange(v === null ? '' : typeof v === 'string' ? v.trim() : v.id)
        }
        onInputChange={(_, text, reason) => {
          if (reason === 'input') field.onChange(text);
        }}
        onBlur={field.onBlur}
        noOptionsText={t('fields.noContacts')}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          return (
            <li key={key} {...rest}>
              {contactLabel(option, unnamed)}
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            name={field.name}
            inputRef={field.ref}
            label={t('fields.customer')}
            required
            error={Boolean(error)}
            helperText={helper}
          />
        )}
      />
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
