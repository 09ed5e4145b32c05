import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useLogin } from '../api/session';

/** The staff sign-in form shown on /admin/leads without a session. */
export function LoginForm() {
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});
  const headingId = useId();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = {
      ...(username.trim() ? {} : { username: 'Username is required' }),
      ...(password ? {} : { password: 'Password is required' }),
    };
    setMissing(next);
    if (next.username || next.password) return;
    login.mutate({ username: username.trim(), password });
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        Staff Sign In
      </h2>
      <p className="mt-1 text-sm text-slate-600">Sign in with your staff account to see contact leads and consultation bookings.</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-labelledby={headingId}>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={username}
          error={missing.username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={missing.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {login.isError ? (
          <ErrorAlert>{login.error.message}</ErrorAlert>
        ) : null}
        <Button type="submit" size="lg" fullWidth disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </section>
  );
}
