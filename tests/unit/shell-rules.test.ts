import { describe, expect, it } from 'vitest';
import { homeOf, hasAnyAuthority } from '../../src/auth/roles.js';
import { allowedLocales, pickLocale } from '../../src/i18n/languages.js';
import { passwordLevel, passwordScore } from '../../src/shared/password-strength.js';
import { isStyledPath } from '../../src/layout/site-styles.js';
import { pageWindow } from '../../src/resources/list/page-window.js';

describe('roles', () => {
  it('matches any of the required authorities; an empty requirement lets every account in', () => {
    expect(hasAnyAuthority(['ROLE_USER'], ['ROLE_ADMIN', 'ROLE_USER'])).toBe(true);
    expect(hasAnyAuthority(['ROLE_USER'], ['ROLE_ADMIN'])).toBe(false);
    expect(hasAnyAuthority([], [])).toBe(true);
  });

  it('sends each role home', () => {
    expect(homeOf(['ROLE_ADMIN', 'ROLE_USER'])).toBe('/wadmin/site-management');
    expect(homeOf(['ROLE_WADMIN'])).toBe('/wadmin/site-management');
    expect(homeOf(['ROLE_USER'])).toBe('/wuser/composer');
    expect(homeOf([])).toBe('/wguest/composer');
  });
});

describe('locales', () => {
  it('keeps the site languages that exist, in the site order', () => {
    expect(allowedLocales('de, en ,xx,de')).toEqual(['de', 'en']);
    expect(allowedLocales('')).toEqual(['en', 'it', 'fr', 'es', 'de']);
  });

  it('falls back to the site first language when the stored one is not allowed', () => {
    expect(pickLocale('it', ['en', 'it'])).toBe('it');
    expect(pickLocale('fr', ['de', 'en'])).toBe('de');
    expect(pickLocale(null, ['es'])).toBe('es');
  });
});

describe('password strength', () => {
  it('caps by the classes of characters and by length', () => {
    expect(passwordScore('abcdefghijkl')).toBe(10); // one class
    expect(passwordScore('abcdefGHIJKL')).toBe(20); // two classes
    expect(passwordScore('abcdEF123456')).toBe(40); // three classes
    expect(passwordScore('aB1!')).toBe(10); // short
    expect(passwordScore('abcD12!?xyzw')).toBe(2 * 12 + 1 + 40);
  });

  it('has five levels', () => {
    expect(passwordLevel('')).toBe(1);
    expect(passwordLevel('abcdefGHIJKL')).toBe(2);
    expect(passwordLevel('abcdEF123456')).toBe(4);
    expect(passwordLevel('abcD12!?xyzw')).toBe(5);
  });
});

describe('site stylesheet paths', () => {
  it('applies on the user-facing screens only', () => {
    for (const p of ['/login', '/logout', '/account/settings', '/wuser/composer', '/wguest']) expect(isStyledPath(p)).toBe(true);
    for (const p of ['/admin/metrics', '/wadmin/site-management', '/theme', '/accounts', '/']) expect(isStyledPath(p)).toBe(false);
  });
});

describe('page buttons', () => {
  it('shows at most five page numbers around the current page', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});
