/** POST /login: a username and password answer a token, the role names and who signed in. */
import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<LoginResponse> {
  return publicRequest<LoginResponse>('/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
