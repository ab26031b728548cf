import { api } from '../../api-client';

export const signOutRequest = () => api<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
