import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ChangeEvent, SubmitEvent } from 'react';
import { useTranslation, dynamicT } from '../i18n/i18n';
import { z } from 'zod/mini';
import { isApiError } from '../api/errors';
import { verifyApiKey } from '../api/session';
import { useConfig } from '../config/ConfigContext';
import { describeError } from '../ui/describeError';
import { StatusPill } from '../ui/StatusPill';
import { takeReturnPath } from '../session/keyStorage';
import { useSession } from '../session/SessionContext';
import { HealthSummary } from './HealthSummary';
import { paths } from './paths';
import { LanguageMenu, ThemeMenu } from './PreferenceMenus';
import { environmentColor } from './theme';

const keyFormSchema = z.object({
  apiKey: z
    .string()
    .check(z.trim(), z.minLength(1, 'session.required'), z.maxLength(512, 'session.tooLong')),
});

/** The key as it will be used, or the message key of what is wrong with it. */
function checkKey(value: string): { ok: true; apiKey: string } | { ok: false; message: string } {
  const result = keyFormSchema.safeParse({ apiKey: value });
  if (result.success) return { ok: true, apiKey: result.data.apiKey };
  return { ok: false, message: result.error.issues[0]?.message ?? 'session.required' };
}

interface Props {
  /** Shows the console at `path` once the key is accepted (the session holds it by then). */
  goTo: (path: string) => void;
  /** A key is being checked (a chance to fetch what comes next meanwhile). */
  onSubmit?: () => void;
}

/**
 * The key screen: the service's health, and the API key, checked before it is accepted. It
 * uses no router: the first visit shows it before the router is even loaded (see App), and the
 * router shows it at /login when a session ends.
 */
export function LoginPage({ goTo, onSubmit }: Props) {
  const { t } = useTranslation();
  const config = useConfig();
  const session = useSession();
  const [shown, setShown] = useState(false);
  // One field: plain state and the zod schema, validated on submit and then as it is typed
  // (react-hook-form's default modes), without bringing a form library into the first load.
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  const verify = useMutation({
    mutationFn: (apiKey: string) => verifyApiKey(apiKey),
    onSuccess: (_data, apiKey) => {
      const target = takeReturnPath() ?? paths.home();
      session.signIn(apiKey);
      goTo(target);
    },
    onError: (error) => {
      if (isApiError(error) && error.isUnauthorized) {
        setFieldError('session.rejected');
        inputRef.current?.focus();
      }
    },
  });

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (verify.isPending) return;
    setSubmitted(true);
    const checked = checkKey(value);
    if (!checked.ok) {
      setFieldError(checked.message);
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    onSubmit?.();
    verify.mutate(checked.apiKey);
  };
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    setValue(e.target.value);
    if (submitted) {
      const checked = checkKey(e.target.value);
      setFieldError(checked.ok ? undefined : checked.message);
    }
  };
  const unreachable = verify.isError && !(isApiError(verify.error) && verify.error.isUnauthorized);
  const endMessage =
    session.endReason === 'expired'
      ? t('session.expired')
      : session.endReason === 'idle'
        ? t('session.idleEnded')
        : session.endReason === 'logout'
          ? t('session.loggedOut')
          : null;

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <title>{`${t('session.title')} · ${t('appShort')}`}</title>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <StorefrontIcon color="primary" aria-hidden />
        <Typography sx={{ fontWeight: 650, flex: 1 }}>{t('appName')}</Typography>
        <StatusPill
          size="small"
          color={environmentColor(config.environmentLabel)}
          label={config.environmentLabel}
          aria-label={t('env.label', { name: config.environmentLabel })}
        />
        <LanguageMenu />
        <ThemeMenu />
      </Box>
      <Box
        component="main"
        id="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
      >
        <Box sx={{ width: '100%', maxWidth: 440, display: 'grid', gap: 2 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
                {t('session.title')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {t('session.subtitle')}
              </Typography>
              {endMessage && (
                <Alert
                  severity={session.endReason === 'logout' ? 'success' : 'info'}
                  sx={{ mb: 2 }}
                >
                  {endMessage}
                </Alert>
              )}
              <Box component="form" noValidate onSubmit={submit}>
                {/* FormControl + OutlinedInput rather than TextField: TextField also brings Select,
                    Menu and Popover into the first load, and this field needs none of them. */}
                <FormControl fullWidth error={Boolean(fieldError)} variant="outlined">
                  <InputLabel htmlFor="api-key">{t('session.keyLabel')}</InputLabel>
                  <OutlinedInput
                    name="apiKey"
                    value={value}
                    onChange={change}
                    inputRef={inputRef}
                    id="api-key"
                    label={t('session.keyLabel')}
                    type={shown ? 'text' : 'password'}
                    autoComplete="current-password"
                    autoFocus
                    aria-describedby="api-key-help"
                    inputProps={{ spellCheck: false, autoCapitalize: 'off' }}
                    endAdornment={
                      <InputAdornment position="end">
                        <IconButton
                          onClick={() => setShown((s) => !s)}
                          aria-label={shown ? t('session.hide') : t('session.show')}
                          aria-pressed={shown}
                          edge="end"
                        >
                          {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
                        </IconButton>
                      </InputAdornment>
                    }
                  />
                  <FormHelperText id="api-key-help">
                    {fieldError
                      ? dynamicT(t)(fieldError) /* a zod issue's message key: data */
                      : t('session.keyHelp')}
                  </FormHelperText>
                </FormControl>
                {unreachable && (
                  <Alert
                    severity="error"
                    sx={{ mt: 2 }}
                    action={
                      <Button color="inherit" size="small" type="submit">
                        {t('session.retry')}
                      </Button>
                    }
                  >
                    {t('session.unreachable')} {describeError(t, verify.error)}
                  </Alert>
                )}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  fullWidth
                  sx={{ mt: 3 }}
                  disabled={verify.isPending}
                >
                  {verify.isPending ? t('session.checking') : t('session.submit')}
                </Button>
              </Box>
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="health-title">
            <CardContent>
              <Typography
                id="health-title"
                variant="h2"
                component="h2"
                sx={{ mb: 1.5, fontSize: '1rem' }}
              >
                {t('health.title')}
              </Typography>
              <HealthSummary />
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
