import { Alert, Box, Button, Container, Paper, TextField, Typography } from '@mui/material';
import { footerText, PRODUCT_NAME } from '@acorn/domain';
import { useState, type FormEvent } from 'react';

interface SignedIn {
  firstname: string | null;
  roles: { role_id: number }[];
}

/**
 * A stand-in until the portal shell lands (next issue): it proves the browser, the API and the
 * database work together by signing in for real.
 */
export function SignInPlaceholder() {
  const [error, setError] = useState<string | null>(null);
  const [user, setUser] = useState<SignedIn | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    const res = await fetch('/v2/acorn/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
    });
    const body = (await res.json()) as SignedIn & { message?: string };
    if (res.ok) setUser(body);
    else setError(body.message ?? 'Sign-in failed. Try again later.');
  }

  return (
    <>
      <Container component="main" maxWidth="xs" sx={{ py: 8 }}>
        <Paper sx={{ p: 4 }}>
          <Typography component="h1" variant="h5" gutterBottom>
            {PRODUCT_NAME} Portal
          </Typography>
          {user ? (
            <Typography role="status">
              Hello, {user.firstname}. You are signed in with role{' '}
              {user.roles.map((r) => r.role_id).join(', ')}.
            </Typography>
          ) : (
            <Box component="form" onSubmit={submit} noValidate>
              <TextField
                name="email"
                label="Email"
                type="email"
                autoComplete="username"
                required
                fullWidth
                margin="normal"
              />
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                required
                fullWidth
                margin="normal"
              />
              {error && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {error}
                </Alert>
              )}
              <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }}>
                Sign in
              </Button>
            </Box>
          )}
        </Paper>
      </Container>
      <Typography component="footer" variant="body2" align="center">
        {footerText(new Date().getFullYear())}
      </Typography>
    </>
  );
}
