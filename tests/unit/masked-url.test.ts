import { describe, expect, it } from 'vitest';
import { maskedUrl } from '../../server/http/masked-url.js';

describe('maskedUrl (the request log)', () => {
  it('masks the values of link tokens and keys, however their names are written, and keeps the rest', () => {
    expect(maskedUrl('/api/x?page=2&token=abc&sort=id,asc')).toBe('/api/x?page=2&token=******&sort=id,asc');
    expect(maskedUrl('/api/x?TOKEN=abc&%74oken=def&signToken=g&hiddenCaptcha=h&captcha=ab12')).toBe('/api/x?TOKEN=******&%74oken=******&signToken=******&hiddenCaptcha=******&captcha=ab12');
    // A name without a value, and a value that is not one of them.
    expect(maskedUrl('/api/x?key&monkey=1')).toBe('/api/x?key=******&monkey=1');
    expect(maskedUrl('/api/account')).toBe('/api/account');
  });

  it('masks the key that ends the addresses of mailed links, however the client route is spelled', () => {
    expect(maskedUrl('/account/reset/adiuto/finish/k3y?lang=it')).toBe('/account/reset/adiuto/finish/******?lang=it');
    expect(maskedUrl('//Account/Activate/k3y')).toBe('//Account/Activate/******');
    expect(maskedUrl('/account/reset/finish/k3y/')).toBe('/account/reset/finish/******/');
    expect(maskedUrl('/account/reset/request')).toBe('/account/reset/request');
  });
});
