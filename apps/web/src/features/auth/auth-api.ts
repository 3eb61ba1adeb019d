import type { DevLoginOffer, EmailRequest, LoginRequest, LoginResponse, MessageResponse, RegisterRequest, ResetPasswordRequest } from '@sitecraft/shared/auth';
import { apiRequest } from '../../shared/api/api-client.ts';

export const authApi = {
  login: (body: LoginRequest) => apiRequest<LoginResponse>('/auth/login', { method: 'POST', body }),
  devLogin: () => apiRequest<LoginResponse>('/dev/login', { method: 'POST' }),
  /** True when the server offers the DEV login to this client (DEV_LOGIN=true and a direct local connection). */
  devLoginOffered: () => apiRequest<DevLoginOffer>('/dev/login').then((offer) => offer.enabled, () => false),
  register: (body: RegisterRequest) => apiRequest<MessageResponse>('/auth/register', { method: 'POST', body }),
  verifyEmail: (token: string) => apiRequest<MessageResponse>(`/auth/verify-email/${encodeURIComponent(token)}`),
  resendVerification: (body: EmailRequest) => apiRequest<MessageResponse>('/auth/resend-verification', { method: 'POST', body }),
  forgotPassword: (body: EmailRequest) => apiRequest<MessageResponse>('/auth/forgot-password', { method: 'POST', body }),
  resetPassword: (body: ResetPasswordRequest) => apiRequest<MessageResponse>('/auth/reset-password', { method: 'POST', body }),
};
