export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo12345';
