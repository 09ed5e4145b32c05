// /admin/sign-in: the staff sign-in form. The gateway sends a browser without a session here from every
// staff page, and so does the staff app when a session ends (routes/admin/_signed-in.tsx); the form
// returns to that page once signed in. It is prerendered as the form itself and hydrates late, like the
// public pages' forms. The fields are checked with the same schema the server applies, loaded (with
// zod) at the first submit; the staff app's code (react-query) loads then too.
import { STAFF_HOME_PATH } from '@site/contracts/staff-return-path';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { signIn } from '../api/sign-in';
import { StaffPageFrame } from './staff-page-frame';

const route = getRouteApi('/admin_/sign-in');

const loadAuth = () => import('../../../lib/validation').then(() => import('@site/contracts/auth'));

type Errors = { username?: string; password?: string };

export function SignInPage() {
  const { redirect } = route.useSearch();
  const navigate = route.useNavigate();
  const { staff } = route.useRouteContext();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    const { loginSchema } = await loadAuth();
    const checked = loginSchema.safeParse({ username, password });
    if (!checked.success) {
      const at = (field: keyof Errors) => checked.error.issues.find((i) => i.path[0] === field)?.message;
      return setErrors({ username: at('username'), password: at('password') });
    }
    setErrors({});
    setFailure(undefined);
    setPending(true);
    try {
      const [user, kit] = await Promise.all([signIn(checked.data), staff()]);
      kit.signedIn(user);
      await navigate({ href: redirect ?? STAFF_HOME_PATH, replace: true });
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <StaffPageFrame>
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
          {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
          <Button type="submit" size="lg" fullWidth disabled={pending}>
            {pending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </div>
    </StaffPageFrame>
  );
}
