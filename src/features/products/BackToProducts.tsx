import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { lastSearchHref } from './lastSearch';
import { catalog as productDetails } from './i18nDetails';

registerTranslations('products', productDetails);

/** Back to the product search as it was last seen in this tab. */
export function BackToProducts() {
  const { t } = useTranslation('products');
  return (
    <Button component={RouterLink} to={lastSearchHref()} startIcon={<ArrowBackIcon />}>
      {t('page.back')}
    </Button>
  );
}
