import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { Contact } from '../../api/schemas';
import { PageHeader } from '../../ui/PageHeader';
import { ContactForm } from './ContactForm';
import { catalog } from './i18n';
import type { ContactsListState } from './ContactsListPage';

registerTranslations('contacts', catalog);

/** /contacts/new: register a customer; on success, the list with the new contact highlighted. */
export function NewContactPage() {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const onCreated = (contact: Contact) => {
    const state: ContactsListState = { createdId: contact.id };
    void navigate(paths.contacts.list(), { state });
  };
  return (
    <>
      <PageHeader
        title={t('new.title')}
        subtitle={t('new.subtitle')}
        actions={
          <Button component={Link} to={paths.contacts.list()} startIcon={<ArrowBackIcon />}>
            {t('new.back')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <ContactForm
          autoFocus
          onCreated={onCreated}
          onCancel={() => void navigate(paths.contacts.list())}
        />
      </Paper>
    </>
  );
}
