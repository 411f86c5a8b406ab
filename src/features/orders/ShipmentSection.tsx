import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContactPageOutlinedIcon from '@mui/icons-material/ContactPageOutlined';
import { useState } from 'react';
import { contactName, useKnownContacts } from '../contacts';
import Collapse from '@mui/material/Collapse';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { FieldGrid, FormSection, NumberInput, SwitchInput, TextInput } from './fields';
import type { OrderFormValues } from './orderForm';
import { ShippingMethodField } from './ShippingMethodField';

/**
 * "Same as customer": the shipment's contact name, email and phone from the order's customer
 * (a contact this browser knows); the fields stay editable, the address is left alone.
 */
function SameAsCustomer() {
  const { t } = useTranslation('orders');
  const { control, setValue } = useFormContext<OrderFormValues>();
  const customerId = useWatch({ control, name: 'customer_id' });
  const { contacts } = useKnownContacts();
  const [done, setDone] = useState('');
  const customer = contacts.find((c) => c.id === customerId.trim());
  const fill = () => {
    if (!customer) return;
    const opts = { shouldDirty: true, shouldValidate: true } as const;
    const name = contactName(customer) ?? '';
    setValue('shipment.ship_to.contact_name', name, opts);
    setValue('shipment.ship_to.contact_email', customer.email?.trim() ?? '', opts);
    setValue(
      'shipment.ship_to.contact_phone',
      [customer.phone_prefix, customer.phone_number]
        .map((p) => p?.trim())
        .filter(Boolean)
        .join(' '),
      opts,
    );
    setDone(t('desk.sameAsCustomerDone', { name: name || customer.id }));
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ContactPageOutlinedIcon />}
        onClick={fill}
        disabled={!customer}
        aria-describedby="same-as-customer-hint"
      >
        {t('desk.sameAsCustomer')}
      </Button>
      <Typography
        id="same-as-customer-hint"
        variant="body2"
        color="text.secondary"
        sx={{ flex: '1 1 240px' }}
      >
        {customer ? t('desk.sameAsCustomerHint') : t('desk.sameAsCustomerUnknown')}
      </Typography>
      <Box
        role="status"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {done}
      </Box>
    </Box>
  );
}

/** The optional shipment: where it goes, how, what it costs, and its options. */
export function ShipmentSection() {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const [on, insured] = useWatch({ control, name: ['has_shipment', 'shipment.is_insured'] });
  return (
    <FormSection
      id="order-shipment"
      title={t('section.shipment')}
      action={<SwitchInput name="has_shipment" label={t('fields.hasShipment')} />}
    >
      <Collapse in={on} unmountOnExit>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextInput
            name="shipment.ship_to.street"
            label={t('fields.street')}
            autoComplete="street-address"
          />
          <FieldGrid columns={2}>
            <TextInput name="shipment.ship_to.city" label={t('fields.city')} required />
            <TextInput name="shipment.ship_to.state" label={t('fields.state')} />
            <TextInput name="shipment.ship_to.country" label={t('fields.country')} />
            <TextInput name="shipment.ship_to.postal_code" label={t('fields.postalCode')} />
          </FieldGrid>
          <SameAsCustomer />
          <FieldGrid columns={3}>
            <TextInput name="shipment.ship_to.contact_name" label={t('fields.contactName')} />
            <TextInput
              name="shipment.ship_to.contact_email"
              label={t('fields.contactEmail')}
              type="email"
            />
            <TextInput
              name="shipment.ship_to.contact_phone"
              label={t('fields.contactPhone')}
              type="tel"
            />
          </FieldGrid>
          <FieldGrid columns={2}>
            <ShippingMethodField />
            <NumberInput name="shipment.shipping_cost" label={t('fields.shippingCost')} />
          </FieldGrid>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            <SwitchInput name="shipment.is_gift" label={t('fields.isGift')} />
            <SwitchInput
              name="shipment.cash_on_delivery_order"
              label={t('fields.cashOnDelivery')}
            />
            <SwitchInput name="shipment.is_insured" label={t('fields.isInsured')} />
          </Box>
          {insured && (
            <Box sx={{ maxWidth: { sm: 280 } }}>
              <NumberInput name="shipment.insurance_value" label={t('fields.insuranceValue')} />
            </Box>
          )}
        </Box>
      </Collapse>
    </FormSection>
  );
}
