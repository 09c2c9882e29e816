import { describe, expect, it } from 'vitest';
import { createMailTransport } from './mail.transport';

describe('mail without SMTP_URL', () => {
  it('writes the whole mail, link and code included, to the log instead of sending it', async () => {
    const lines: Array<{ obj: object; msg: string }> = [];
    const transport = createMailTransport(undefined, 'Chatgate <no-reply@x>', {
      info: (obj, msg) => lines.push({ obj, msg }),
    });
    const outcome = await transport.deliver({
      to: 'a@example.com',
      subject: 'Reset',
      text: 'Open http://x/auth/reset-password?token=abc, code 123456',
    });
    expect(outcome).toBe('logged');
    expect(JSON.stringify(lines)).toContain('reset-password?token=abc');
    expect(JSON.stringify(lines)).toContain('123456');
  });
});
