import { zodResolver } from '@hookform/resolvers/zod';
import { CREDIT_ADJUSTMENT_LIMIT, PLAN_MAX_LENGTH, PLAN_PATTERN, REASON_MAX_LENGTH, type AdminAccount, type AccountUpdateRequest, type CreditAdjustmentRequest } from '@sitecraft/shared/admin';
import { userRoleSchema } from '@sitecraft/shared/auth';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useAdjustCredits, useUpdateAccount } from './admin-api.ts';
import { useAdminFormats } from './admin-format.ts';
import { useAdminTexts, type AdminTexts, type FieldErrorKey } from './admin-texts.ts';
import { fieldClass, labelClass } from './admin-ui.tsx';

const errorText = (adminTexts: AdminTexts, error: unknown) => describeApiError(error, { fallback: adminTexts.loadFailed, noAnswer: adminTexts.noAnswer });
const message = (key: FieldErrorKey) => key;

/**
 * The API's checks of the two forms (the shared accountUpdateRequestSchema and creditAdjustmentRequestSchema), with
 * catalogue keys for messages: each shows in the interface's language, the language it is in now.
 */
const accountSettingsSchema = z.object({
  role: userRoleSchema.optional(),
  pro: z.boolean().optional(),
  plan: z.string().trim().min(1, message('planRequired')).max(PLAN_MAX_LENGTH, message('planTooLong')).regex(PLAN_PATTERN, message('planCharacters')).optional(),
});
const creditAdjustmentSchema = z.object({
  delta: z
    .number({ error: message('deltaInteger') })
    .int(message('deltaInteger'))
    .min(-CREDIT_ADJUSTMENT_LIMIT, message('deltaLimit'))
    .max(CREDIT_ADJUSTMENT_LIMIT, message('deltaLimit'))
    .refine((delta) => delta !== 0, message('deltaZero')),
  reason: z.string({ error: message('reasonRequired') }).trim().min(1, message('reasonRequired')).max(REASON_MAX_LENGTH, message('reasonTooLong')),
});

/** Role, pro flag and plan of an account. */
export function AccountSettingsForm({ account }: { account: AdminAccount }) {
  const adminTexts = useAdminTexts();
  const texts = adminTexts.account;
  const update = useUpdateAccount(account.id);
  const form = useForm<AccountUpdateRequest>({
    resolver: zodResolver(accountSettingsSchema),
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
      <TextField label={texts.plan} error={adminTexts.fieldError(form.formState.errors.plan?.message)} {...form.register('plan')} />
      {update.isError && <Alert tone="error">{errorText(adminTexts, update.error)}</Alert>}
      {update.isSuccess && <Alert tone="success">{update.data.message}</Alert>}
      <Button type="submit" disabled={update.isPending} className="self-start">
        {update.isPending ? texts.saving : texts.save}
      </Button>
    </form>
  );
}

/** A manual grant (positive) or deduction (negative) with the reason that goes into the ledger. */
export function CreditAdjustmentForm({ account }: { account: AdminAccount }) {
  const adminTexts = useAdminTexts();
  const texts = adminTexts.account;
  const { formatNumber } = useAdminFormats();
  const adjust = useAdjustCredits(account.id);
  const form = useForm<CreditAdjustmentRequest>({ resolver: zodResolver(creditAdjustmentSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => adjust.mutate(values, { onSuccess: () => form.reset() }))}>
      <p className="text-lg font-semibold tabular-nums">{texts.balance(formatNumber(account.credits))}</p>
      <TextField label={texts.delta} type="number" step={1} inputMode="numeric" error={adminTexts.fieldError(errors.delta?.message)} {...form.register('delta', { valueAsNumber: true })} />
      <TextField label={texts.reason} error={adminTexts.fieldError(errors.reason?.message)} {...form.register('reason')} />
      {adjust.isError && <Alert tone="error">{errorText(adminTexts, adjust.error)}</Alert>}
      {adjust.isSuccess && <Alert tone="success">{adjust.data.message}</Alert>}
      <Button type="submit" disabled={adjust.isPending} className="self-start">
        {adjust.isPending ? texts.applying : texts.apply}
      </Button>
    </form>
  );
}
