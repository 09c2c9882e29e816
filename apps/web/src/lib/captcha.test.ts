import { describe, expect, it } from 'vitest';
import { encodeCaptchaPayload } from './captcha';

describe('encodeCaptchaPayload', () => {
  it('is base64 of the JSON {challenge, solution}', () => {
    const challenge = {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: 'ab',
        salt: 'cd',
        cost: 10,
        keyLength: 32,
        keyPrefix: '00',
      },
      signature: 'sig',
    };
    const solution = { counter: 42, derivedKey: '00ff' };
    const encoded = encodeCaptchaPayload(challenge, solution);
    expect(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).toEqual({ challenge, solution });
  });
});
