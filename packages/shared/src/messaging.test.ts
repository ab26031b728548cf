import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from './limits';
import { sendMessageSchema } from './messaging';
import { notificationsQuerySchema } from './notifications';

const receiverId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('sendMessageSchema', () => {
  it('trims the text and keeps markup as plain text', () => {
    expect(sendMessageSchema.parse({ receiverId, content: '  <b>hi</b>\n ' })).toEqual({
      receiverId,
      content: '<b>hi</b>',
    });
  });
  it('asks for a recipient and for a message', () => {
    const missing = sendMessageSchema.safeParse({ content: 'hi' });
    expect(missing.error?.issues[0]?.message).toBe('validation.recipientRequired');
    const blank = sendMessageSchema.safeParse({ receiverId, content: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('validation.messageEnter');
  });
  it('caps the length', () => {
    expect(sendMessageSchema.safeParse({ receiverId, content: 'x'.repeat(MESSAGE_MAX_LENGTH) }).success).toBe(
      true,
    );
    const long = sendMessageSchema.safeParse({ receiverId, content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.error?.issues[0]?.message).toBe('validation.tooLong');
  });
});

describe('notificationsQuerySchema', () => {
  it('defaults to all and refuses unknown filters', () => {
    expect(notificationsQuerySchema.parse({})).toEqual({ filter: 'all' });
    expect(notificationsQuerySchema.safeParse({ filter: 'new_job' }).success).toBe(false);
  });
});
