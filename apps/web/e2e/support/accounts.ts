export const E2E_ADMIN = { email: 'e2e-admin@kalasetu.test', password: 'Admin@12345', name: 'E2E Admin' };
