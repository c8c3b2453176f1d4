import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMessageKey } from '../messages/translate.ts';
import {
  changeForgottenPasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginTypeRequestSchema,
  loginTypeResponseSchema,
  verifyEmailRequestSchema,
} from './schemas.ts';

/** The messages of the issues on `field`, in order. */
function messages(result: z.ZodSafeParseResult<unknown>, field: string): string[] {
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

const strongPassword = 'ABcdef!1';

describe('loginRequestSchema', () => {
  const valid = { username: 'jdoe', password: 'secret', domain: 'acme' };

  it('accepts a plain username, a password and a domain', () => {
    expect(loginRequestSchema.parse(valid)).toEqual(valid);
  });

  it('accepts a username that is a valid email', () => {
    expect(loginRequestSchema.safeParse({ ...valid, username: 'john.doe@acme.ca' }).success).toBe(true);
  });

  it.each(['jdoe@', '@acme.ca', 'jdoe@acme', 'j doe@acme.ca', 'a@@acme.ca'])(
    'refuses the username %j, which contains @ but is not a valid email, with errorInvalidEmail',
    (username) => {
      const result = loginRequestSchema.safeParse({ ...valid, username });
      expect(result.success).toBe(false);
      expect(messages(result, 'username')).toEqual(['errorInvalidEmail']);
    },
  );

  it('trims the username and the domain, not the password', () => {
    expect(loginRequestSchema.parse({ username: '  a@x.ca ', password: ' pw ', domain: ' acme ' })).toEqual({
      username: 'a@x.ca',
      password: ' pw ',
      domain: 'acme',
    });
  });

  it.each(['username', 'password', 'domain'] as const)(
    'requires the %s, first with requiredField',
    (field) => {
      const empty = loginRequestSchema.safeParse({ ...valid, [field]: '' });
      expect(empty.success).toBe(false);
      expect(messages(empty, field)[0]).toBe('requiredField');

      const { [field]: _omitted, ...rest } = valid;
      const missing = loginRequestSchema.safeParse(rest);
      expect(missing.success).toBe(false);
      expect(messages(missing, field)).toHaveLength(1);
    },
  );

  it('refuses a blank username or domain once trimmed', () => {
    expect(messages(loginRequestSchema.safeParse({ ...valid, username: '   ' }), 'username')[0]).toBe(
      'requiredField',
    );
    expect(messages(loginRequestSchema.safeParse({ ...valid, domain: '   ' }), 'domain')[0]).toBe(
      'requiredField',
    );
  });

  it.each(['acme', 'ACME', 'acme-corp', 'a1', '1acme', 'a'.repeat(100)])(
    'accepts the domain %j',
    (domain) => {
      expect(loginRequestSchema.safeParse({ ...valid, domain }).success).toBe(true);
    },
  );

  it.each(['-acme', 'acme corp', 'acme.ca', 'acme_corp', 'acmé', 'acme/x'])(
    'refuses the domain %j with errorInvalidDomain',
    (domain) => {
      expect(messages(loginRequestSchema.safeParse({ ...valid, domain }), 'domain')).toEqual([
        'errorInvalidDomain',
      ]);
    },
  );

  it('refuses a domain over 100 characters', () => {
    expect(loginRequestSchema.safeParse({ ...valid, domain: 'a'.repeat(101) }).success).toBe(false);
  });

  it('refuses values of the wrong type', () => {
    expect(loginRequestSchema.safeParse({ ...valid, username: 42 }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ ...valid, password: null }).success).toBe(false);
    expect(loginRequestSchema.safeParse(null).success).toBe(false);
  });

  it('does not apply the complexity rule to a login password', () => {
    expect(loginRequestSchema.safeParse({ ...valid, password: 'x' }).success).toBe(true);
  });
});

describe('loginTypeRequestSchema and loginTypeResponseSchema', () => {
  it('needs a valid domain', () => {
    expect(loginTypeRequestSchema.parse({ domain: ' acme ' })).toEqual({ domain: 'acme' });
    expect(messages(loginTypeRequestSchema.safeParse({ domain: '' }), 'domain')[0]).toBe('requiredField');
    expect(messages(loginTypeRequestSchema.safeParse({ domain: 'a b' }), 'domain')).toEqual([
      'errorInvalidDomain',
    ]);
  });

  it('answers local, sso or both', () => {
    for (const loginType of ['local', 'sso', 'both']) {
      expect(loginTypeResponseSchema.parse({ loginType })).toEqual({ loginType });
    }
    expect(loginTypeResponseSchema.safeParse({ loginType: 'ldap' }).success).toBe(false);
  });
});

describe('forgotPasswordRequestSchema', () => {
  it('needs only an email; domain and isTeammemberportal are optional', () => {
    expect(forgotPasswordRequestSchema.parse({ email: 'a@x.ca' })).toEqual({ email: 'a@x.ca' });
    expect(
      forgotPasswordRequestSchema.parse({ email: ' a@x.ca ', domain: 'acme', isTeammemberportal: false }),
    ).toEqual({ email: 'a@x.ca', domain: 'acme', isTeammemberportal: false });
  });

  it('refuses an empty or invalid email', () => {
    expect(messages(forgotPasswordRequestSchema.safeParse({ email: '' }), 'email')[0]).toBe('requiredField');
    expect(messages(forgotPasswordRequestSchema.safeParse({ email: 'jdoe' }), 'email')).toEqual([
      'errorInvalidEmail',
    ]);
  });

  it('refuses an invalid domain when one is given', () => {
    expect(
      messages(forgotPasswordRequestSchema.safeParse({ email: 'a@x.ca', domain: '-x' }), 'domain'),
    ).toEqual(['errorInvalidDomain']);
  });
});

describe('verifyEmailRequestSchema', () => {
  it('needs an email and a token', () => {
    expect(verifyEmailRequestSchema.parse({ email: 'a@x.ca', token: 't' })).toEqual({
      email: 'a@x.ca',
      token: 't',
    });
    expect(verifyEmailRequestSchema.safeParse({ email: 'a@x.ca', token: '' }).success).toBe(false);
    expect(verifyEmailRequestSchema.safeParse({ email: 'a@x', token: 't' }).success).toBe(false);
  });
});

describe('changeForgottenPasswordRequestSchema', () => {
  const valid = { email: 'a@x.ca', token: 'token-123', newPassword: strongPassword };

  it('accepts an email, a token and a complex password', () => {
    expect(changeForgottenPasswordRequestSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['too short', 'ABcde!1'],
    ['one capital only', 'Abcdef!1'],
    ['no small letter', 'ABCDEF!1'],
    ['no special character', 'ABcdefg1'],
    ['empty', ''],
    ['too long', `ABc!${'x'.repeat(125)}`],
  ])('refuses a weak password (%s) with passwordNotComplex', (_label, newPassword) => {
    const result = changeForgottenPasswordRequestSchema.safeParse({ ...valid, newPassword });
    expect(result.success).toBe(false);
    expect(messages(result, 'newPassword')).toEqual(['passwordNotComplex']);
  });

  it('does not trim the new password', () => {
    expect(
      changeForgottenPasswordRequestSchema.parse({ ...valid, newPassword: ' ABcdef!1 ' }).newPassword,
    ).toBe(' ABcdef!1 ');
  });

  it('needs a valid email and a token', () => {
    expect(
      messages(changeForgottenPasswordRequestSchema.safeParse({ ...valid, email: 'nope' }), 'email'),
    ).toEqual(['errorInvalidEmail']);
    expect(changeForgottenPasswordRequestSchema.safeParse({ ...valid, token: '' }).success).toBe(false);
    expect(changeForgottenPasswordRequestSchema.safeParse({ ...valid, token: 'x'.repeat(201) }).success).toBe(
      false,
    );
    const { token: _token, ...noToken } = valid;
    expect(changeForgottenPasswordRequestSchema.safeParse(noToken).success).toBe(false);
  });
});

describe('schema messages', () => {
  it('are catalogue keys, so clients can translate them', () => {
    const results = [
      loginRequestSchema.safeParse({ username: '', password: '', domain: '' }),
      loginRequestSchema.safeParse({ username: 'a@b', password: 'x', domain: '-' }),
      changeForgottenPasswordRequestSchema.safeParse({ email: 'x', token: 't', newPassword: 'weak' }),
      forgotPasswordRequestSchema.safeParse({ email: '' }),
    ];
    const found = new Set(results.flatMap((r) => (r.success ? [] : r.error.issues.map((i) => i.message))));
    expect([...found].sort()).toEqual([
      'errorInvalidDomain',
      'errorInvalidEmail',
      'passwordNotComplex',
      'requiredField',
    ]);
    for (const message of found) expect(isMessageKey(message)).toBe(true);
  });
});
