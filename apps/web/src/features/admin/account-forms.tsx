import { zodResolver } from '@hookform/resolvers/zod';
import { accountUpdateRequestSchema, creditAdjustmentRequestSchema, type AdminAccount, type AccountUpdateRequest, type CreditAdjustmentRequest } from '@sitecraft/shared/admin';
import { useForm } from 'react-hook-form';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useAdjustCredits, useUpdateAccount } from './admin-api.ts';
import { adminTexts } from './admin-texts.ts';
import { fieldClass, labelClass } from './admin-ui.tsx';

const texts = adminTexts.account;
const errorText = (error: unknown) => describeApiError(error, { fallback: adminTexts.loadFailed, noAnswer: adminTexts.noAnswer });

/** Role, pro flag and plan of an account. */
export function AccountSettingsForm({ account }: { account: AdminAccount }) {
  const update = useUpdateAccount(account.id);
  const form = useForm<AccountUpdateRequest>({
    resolver: zodResolver(accountUpdateRequestSchema),
    defaultValues: { role: account.role, pro: account.pro, plan: account.plan },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => update.mutate(values, { onSuccess: ({ account: saved }) => form.reset({ role: saved.role, pro: saved.pro, plan: saved.plan }) }))}
    >
      <div>
        <label htmlFor="account-role-field" className={labelClass}>
          {texts.role}
        </label>
        <select id="account-role-field" className={fieldClass} {...form.register('role')}>
          <option value="user">{adminTexts.role.user}</option>
          <option value="admin">{adminTexts.role.admin}</option>
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" className="size-4" {...form.register('pro')} />
        {texts.pro}
      </label>
      <TextField label={texts.plan} error={form.formState.errors.plan?.message} {...form.register('plan')} />
      {update.isError && <Alert tone="error">{errorText(update.error)}</Alert>}
      {update.isSuccess && <Alert tone="success">{update.data.message}</Alert>}
      <Button type="submit" disabled={update.isPending} className="self-start">
        {update.isPending ? texts.saving : texts.save}
      </Button>
    </form>
  );
}

/** A manual grant (positive) or deduction (negative) with the reason that goes into the ledger. */
export function CreditAdjustmentForm({ account }: { account: AdminAccount }) {
  const adjust = useAdjustCredits(account.id);
  const form = useForm<CreditAdjustmentRequest>({ resolver: zodResolver(creditAdjustmentRequestSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => adjust.mutate(values, { onSuccess: () => form.reset() }))}>
      <p className="text-lg font-semibold tabular-nums">{texts.balance(account.credits)}</p>
      <TextField label={texts.delta} type="number" step={1} inputMode="numeric" error={errors.delta?.message} {...form.register('delta', { valueAsNumber: true })} />
      <TextField label={texts.reason} error={errors.reason?.message} {...form.register('reason')} />
      {adjust.isError && <Alert tone="error">{errorText(adjust.error)}</Alert>}
      {adjust.isSuccess && <Alert tone="success">{adjust.data.message}</Alert>}
      <Button type="submit" disabled={adjust.isPending} className="self-start">
        {adjust.isPending ? texts.applying : texts.apply}
      </Button>
    </form>
  );
}
