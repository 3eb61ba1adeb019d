import { Link, useNavigate } from 'react-router';
import { readToken } from '../../shared/session/session-storage.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';

export function LandingPage() {
  const navigate = useNavigate();
  return (
    <main className="flex-1">
      <section className="mx-auto max-w-4xl px-4 py-20 text-center sm:py-28">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">Describe it. Get a website in under 3 minutes.</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          Answer eight short questions and our AI builds a complete multi-page site you can download as a ZIP.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => navigate(readToken() ? '/builder' : '/login')}>Start Building Now</Button>
          <Link to="/register" className={buttonClass('secondary')}>
            Try for Free
          </Link>
        </div>
      </section>
    </main>
  );
}
