import { MessageViewSchema } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { MESSAGE_EXAMPLE } from './shared-fields';

describe('the documented message example', () => {
  it('has exactly the fields the API answers with', () => {
    expect(MessageViewSchema.strict().safeParse(MESSAGE_EXAMPLE).success).toBe(true);
  });
});
