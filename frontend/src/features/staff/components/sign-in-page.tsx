// /admin/sign-in: the staff sign-in form. Every staff page sends a browser without a session here
// (routes/admin/_signed-in.tsx), and the form returns to that page once signed in. The fields are
// checked with the same schema the server applies, loaded (with zod) at the first submit.
import { getRouteApi } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useSignIn } from '../api/sign-in';

const route = getRouteApi('/admin/sign-in');

const loadAuth = () => import('../../../lib/validation').then(() => import('@site/contracts/auth'));

type Errors = { username?: string; password?: string };

export function SignInPage() {
  const { redirect } = route.useSearch();
  const navigate = route.useNavigate();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const { loginSchema } = await loadAuth();
    const checked = loginSchema.safeParse({ username, password });
    if (!checked.success) {
      const at = (field: keyof Errors) => checked.error.issues.find((i) => i.path[0] === field)?.message;
      return setErrors({ username: at('username'), password: at('password') });
    }
    setErrors({});
    signIn.mutate(checked.data, { onSuccess: () => void navigate({ href: redirect ?? '/admin/leads', replace: true }) });
  }

  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-label="Staff Sign In">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={username}
          error={errors.username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {signIn.isError ? <ErrorAlert>{signIn.error.message}</ErrorAlert> : null}
        <Button type="submit" size="lg" fullWidth disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </div>
  );
}
