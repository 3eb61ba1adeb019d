import type { FormSettingsResponse, TokenlessRequest, WebhookRequest } from '@sitecraft/shared/forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client.ts';

const settingsKey = (trackId: string, host: string) => ['form-settings', trackId, host];
const settingsPath = (trackId: string, host: string) => `/sites/${encodeURIComponent(trackId)}/sites/${encodeURIComponent(host)}/form`;

/** A site's form: where it posts, its webhook with the signing secret (when one is set), and its posts without a time token. */
export const useFormSettings = (trackId: string, host: string) =>
  useQuery({ queryKey: settingsKey(trackId, host), queryFn: ({ signal }) => apiRequest<FormSettingsResponse>(settingsPath(trackId, host), { signal }), retry: false });

function useSettingsChange<Input>(trackId: string, host: string, request: (input: Input) => Promise<FormSettingsResponse>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: (settings) => client.setQueryData(settingsKey(trackId, host), settings) });
}

/** Sets the webhook's URL; the answer holds the secret (kept when only the URL changes). */
export const useSetWebhook = (trackId: string, host: string) =>
  useSettingsChange(trackId, host, (body: WebhookRequest) => apiRequest<FormSettingsResponse>(`${settingsPath(trackId, host)}/webhook`, { method: 'PUT', body }));

/** Removes the webhook; its secret is forgotten. */
export const useRemoveWebhook = (trackId: string, host: string) =>
  useSettingsChange(trackId, host, () => apiRequest<FormSettingsResponse>(`${settingsPath(trackId, host)}/webhook`, { method: 'DELETE' }));

/** Allows posts without a time token (from a copy hosted elsewhere) or turns them away to Spam. */
export const useSetTokenlessPosts = (trackId: string, host: string) =>
  useSettingsChange(trackId, host, (body: TokenlessRequest) => apiRequest<FormSettingsResponse>(`${settingsPath(trackId, host)}/tokenless`, { method: 'PUT', body }));
