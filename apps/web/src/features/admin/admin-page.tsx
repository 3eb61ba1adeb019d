import { NavLink, Route, Routes } from 'react-router';
import { RequireAdmin } from '../../shared/session/require-admin.tsx';
import { AccountDetailPage } from './account-detail-page.tsx';
import { AccountsPage } from './accounts-page.tsx';
import { useAdminTexts } from './admin-texts.ts';
import { AuditPage } from './audit-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { GenerationDetailPage } from './generation-detail-page.tsx';
import { GenerationsPage } from './generations-page.tsx';
import { OutboxPage } from './outbox-page.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`;

function AdminArea() {
  const adminTexts = useAdminTexts();
  const links = [
    { to: '/admin', label: adminTexts.nav.dashboard, end: true },
    { to: '/admin/accounts', label: adminTexts.nav.accounts, end: false },
    { to: '/admin/generations', label: adminTexts.nav.generations, end: false },
    { to: '/admin/outbox', label: adminTexts.nav.outbox, end: false },
    { to: '/admin/audit', label: adminTexts.nav.audit, end: false },
  ];
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row">
      <nav aria-label={adminTexts.navLabel} className="lg:w-56 lg:shrink-0">
        <p className="mb-3 text-xl font-bold tracking-tight">{adminTexts.title}</p>
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="lg:mt-3 lg:border-t lg:border-slate-200 lg:pt-3">
            <NavLink to="/screenshot-admin" className={linkClass}>
              {adminTexts.nav.screenshots}
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="accounts" element={<AccountsPage />} />
          <Route path="accounts/:id" element={<AccountDetailPage />} />
          <Route path="generations" element={<GenerationsPage />} />
          <Route path="generations/:trackId" element={<GenerationDetailPage />} />
          <Route path="outbox" element={<OutboxPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="*" element={<DashboardPage />} />
        </Routes>
      </div>
    </main>
  );
}

/** /admin/*: the admin area, for accounts with the admin role (the server refuses everyone else on every call). */
export function AdminPage() {
  return (
    <RequireAdmin>
      <AdminArea />
    </RequireAdmin>
  );
}
