/** Fixed loopback ports of the e2e run: the server under test, and the SMTP server and Google Sheets fake the tests run. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2597);
export const E2E_SHEETS_PORT = Number(process.env.E2E_SHEETS_PORT ?? 3317);
