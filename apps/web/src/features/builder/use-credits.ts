import type { currentUserResponseSchema } from '@sitecraft/shared/auth';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../shared/api/api-client.ts';

type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const currentUserQueryKey = ['user', 'me'] as const;

/** The signed-in person's credit balance from GET /api/v1/user/me; undefined until it is known. */
export function useCredits(): number | undefined {
  const me = useQuery({ queryKey: currentUserQueryKey, queryFn: () => apiRequest<CurrentUserResponse>('/user/me') });
  return me.data?.user.credits;
}
