import { AUTH_TEXT, SCRIPT_REQUIRED_TEXT } from '@sendero/contract';
import { describe, expect, it } from 'vitest';
import { loginAction } from './login-action.ts';

const PASSWORD = 'sunny-oaxaca-2024';

function send(fields: Record<string, string>) {
  const request = new Request('http://sendero.test/login', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return loginAction({ request, url: new URL(request.url), pattern: '', params: {}, context: {} });
}

describe('loginAction (a sign-in or registration sent without the app)', () => {
  it('says signing in needs JavaScript and keeps the e-mail, never the password', async () => {
    const result = await send({ mode: 'signin', email: 'ana@example.com', password: PASSWORD });
    expect(result.init?.status).toBe(200);
    expect(result.data).toEqual({
      mode: 'signin',
      values: { username: '', email: 'ana@example.com', acceptedTerms: false },
      errors: {},
      message: SCRIPT_REQUIRED_TEXT.signIn,
    });
    expect(JSON.stringify(result.data)).not.toContain(PASSWORD);
  });

  it('names the missing fields with 400, as the form does', async () => {
    const result = await send({ mode: 'signin', email: 'ana' });
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({
      email: AUTH_TEXT.emailInvalid,
      password: AUTH_TEXT.passwordRequired,
    });
    expect(result.data.message).toBeUndefined();
  });

  it('checks a registration with the registration rules, confirmation and terms included', async () => {
    const fields = { mode: 'register', username: 'ana', email: 'ana@example.com' };
    const refused = await send({ ...fields, password: PASSWORD, confirm: 'other' });
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors).toEqual({
      confirm: AUTH_TEXT.passwordsDontMatch,
      acceptedTerms: AUTH_TEXT.termsRequired,
    });
    expect(refused.data.values.username).toBe('ana');

    const passed = await send({
      ...fields,
      password: PASSWORD,
      confirm: PASSWORD,
      acceptedTerms: 'on',
    });
    expect(passed.init?.status).toBe(200);
    expect(passed.data.message).toBe(SCRIPT_REQUIRED_TEXT.register);
  });
});
