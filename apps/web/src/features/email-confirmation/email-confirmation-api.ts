import type { ConfirmEmailResponse, SendConfirmationResponse } from '@sitecraft/shared/email-confirmation';
import { apiRequest } from '../../shared/api/api-client.ts';

export const emailConfirmationApi = {
  sendConfirmation: (email: string) => apiRequest<SendConfirmationResponse>('/email/send-confirmation', { method: 'POST', body: { email } }),
  confirmEmail: (code: string) => apiRequest<ConfirmEmailResponse>(`/email/confirmEmail/${encodeURIComponent(code)}`),
};

const inFlight = new Map<string, Promise<ConfirmEmailResponse>>();

/**
 * Confirms a code, sharing the call while it runs: React mounts twice in development, and a second call of a
 * single-use code would fail. A later visit of the same link calls again (and is told the code was used).
 */
export function confirmCodeOnce(code: string): Promise<ConfirmEmailResponse> {
  const running = inFlight.get(code);
  if (running) return running;
  const call = emailConfirmationApi.confirmEmail(code).finally(() => inFlight.delete(code));
  inFlight.set(code, call);
  return call;
}
