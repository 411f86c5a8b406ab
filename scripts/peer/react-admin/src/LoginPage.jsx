import { Button, CardContent } from '@mui/material';
import { Form, Login, TextInput, required, useLogin, useNotify } from 'react-admin';

/** react-admin's login screen with one field: the API key. */
export const LoginPage = () => {
  const login = useLogin();
  const notify = useNotify();
  const submit = (values) =>
    login({ apiKey: values.apiKey }).catch((error) =>
      notify(error?.message ?? 'Sign-in failed', { type: 'error' }),
    );
  return (
    <Login>
      <Form onSubmit={submit}>
        <CardContent>
          <TextInput
            source="apiKey"
            label="API key"
            type="password"
            autoComplete="off"
            validate={required()}
            fullWidth
          />
          <Button type="submit" variant="contained" color="primary" fullWidth>
            Sign in
          </Button>
        </CardContent>
      </Form>
    </Login>
  );
};
