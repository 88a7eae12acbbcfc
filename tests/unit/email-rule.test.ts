import { describe, expect, it } from 'vitest';
import { registerBody, resetAdiutoInitBody, resetInitBody, settingsBody } from '../../server/accounts/schemas.js';
import { createBody, updateBody } from '../../server/admin/users/schemas.js';
import { EMAIL_REGEXP, emailSchema } from '../../src/shared/email.js';

describe('the e-mail rule shared by the forms and the server', () => {
  it('takes the demonstration accounts, internal hosts and any alphabet', () => {
    for (const address of ['user@localhost', 'admin@localhost', 'ada.lovelace+news@example.org', 'josé@exämple.de'])
      expect(EMAIL_REGEXP.test(address), address).toBe(true);
  });

  it('refuses texts without exactly one @ between two parts, or with spaces', () => {
    for (const address of ['user', '@localhost', 'user@', 'a@b@c', 'ada lovelace@example.org', 'ada@example .org'])
      expect(EMAIL_REGEXP.test(address), address).toBe(false);
  });

  it('is the rule of every request body that carries an e-mail address', () => {
    const bodies = [registerBody, settingsBody, resetAdiutoInitBody, createBody, updateBody];
    for (const body of bodies) expect(body.properties.email).toBe(emailSchema);
    expect(resetInitBody).toBe(emailSchema);
  });
});
