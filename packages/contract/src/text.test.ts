import { describe, expect, it } from 'vitest';
import { contactMessageBody, eventListQuery, searchQuery, tourListQuery } from './index.ts';
import { CONTROL_CHARACTER_MESSAGE, text } from './text.ts';

describe('request text', () => {
  it('refuses NUL and other control characters, and keeps tabs, line breaks and any letter', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f']) {
      const result = text().safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    for (const good of ['Oaxaca', 'Line one\nline two\r\n\tindented', '🇲🇽 Ciudad de México']) {
      expect(text().safeParse(good).success).toBe(true);
    }
  });

  it('guards every free-text field of a request', () => {
    const nul = 'a\u0000b';
    expect(tourListQuery.safeParse({ category: nul }).success).toBe(false);
    expect(eventListQuery.safeParse({ q: nul }).success).toBe(false);
    expect(eventListQuery.safeParse({ tags: ['food', nul] }).success).toBe(false);
    expect(searchQuery.safeParse({ q: 'cancun', tags: [nul] }).success).toBe(false);
    expect(searchQuery.safeParse({ q: nul }).success).toBe(false);
    const contact = { name: 'Ana', email: 'ana@example.com', message: 'Hola' };
    expect(contactMessageBody.safeParse(contact).success).toBe(true);
    for (const field of ['name', 'message'] as const) {
      expect(contactMessageBody.safeParse({ ...contact, [field]: nul }).success).toBe(false);
    }
  });
});
