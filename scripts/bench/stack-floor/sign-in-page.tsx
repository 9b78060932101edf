import { Alert, Box, Button, FormControl, InputLabel, Link, OutlinedInput, Paper, Typography } from '@mui/material';
import { useForm } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';

const refused = createEvent<string>();
const $error = createStore('').on(refused, (_, error) => error);
const Version = z.object({ version: z.string() });

function Field({
  id,
  label,
  type,
  value,
  onChange,
}: {
  id: string;
  label: string;
  type?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormControl fullWidth margin="normal">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type={type}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormControl>
  );
}

export function SignInPage() {
  const { t } = useTranslation();
  const error = useUnit($error);
  const version = useQuery({ queryKey: ['version'], queryFn: async () => Version.parse({ version: '1.0.0' }) });
  const form = useForm({ defaultValues: { email: '', password: '' }, onSubmit: ({ value }) => refused(value.email) });
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Paper sx={{ padding: 4, width: '100%', maxWidth: '28rem' }}>
        <Typography component="h1" variant="h5">
          {t('title')}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Field name="email">
            {(field) => <Field id="email" label={t('email')} value={field.state.value} onChange={field.handleChange} />}
          </form.Field>
          <form.Field name="password">
            {(field) => (
              <Field
                id="password"
                type="password"
                label={t('password')}
                value={field.state.value}
                onChange={field.handleChange}
              />
            )}
          </form.Field>
          <Button type="submit" variant="contained" fullWidth>
            {t('title')}
          </Button>
        </form>
        <Link href="/help">{version.data?.version}</Link>
      </Paper>
    </Box>
  );
}
