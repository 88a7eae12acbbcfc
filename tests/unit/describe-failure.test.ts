import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../src/errors/describe.js';

const headers = (h: Record<string, string> = {}) => ({ get: (name: string) => h[name] ?? null });

describe('describeFailure (the error catalogue)', () => {
  it('says the server is not reachable on status 0', () => {
    expect(describeFailure(0, headers(), undefined, '/api/pages')).toEqual([{ key: 'portico.error.serverNotReachable' }]);
  });

  it('names the alert from app-error with the entity from app-params', () => {
    const [m] = describeFailure(400, headers({ 'app-error': 'error.idexists', 'app-params': 'theme' }), { detail: 'A new Theme cannot already have an ID' }, '/api/themes');
    expect(m.key).toBe('error.idexists');
    expect(m.args).toMatchObject({ entityName: 'theme' });
  });

  it('gives one alert per field error and words Min, Max, DecimalMin and DecimalMax as Size', () => {
    const body = {
      fieldErrors: [
        { objectName: 'template', field: 'row', message: 'Min' },
        { objectName: 'template', field: 'col', message: 'DecimalMax' },
        { objectName: 'template', field: 'name', message: 'NotNull' },
      ],
    };
    expect(describeFailure(400, headers(), body, '/api/templates')).toEqual([
      { key: 'portico.error.field', args: { field: 'row', constraint: 'Size' } },
      { key: 'portico.error.field', args: { field: 'col', constraint: 'Size' } },
      { key: 'portico.error.field', args: { field: 'name', constraint: 'NotNull' } },
    ]);
  });

  it('falls back to the server message, then to the raw body, on other 400s', () => {
    expect(describeFailure(400, headers(), { message: 'error.http.400', detail: 'Unknown query parameter "x"' }, '/api/pages')[0]).toMatchObject({
      key: 'error.http.400',
      args: { _: 'Unknown query parameter "x"' },
    });
    expect(describeFailure(400, headers(), 'bad things', '/api/pages')[0]).toEqual({ key: 'bad things', args: { _: 'bad things' } });
  });

  it('says Not found on 404 and passes the message of other statuses', () => {
    expect(describeFailure(404, headers(), { detail: 'x' }, '/api/pages/9')).toEqual([{ key: 'portico.error.notFound' }]);
    expect(describeFailure(409, headers(), { detail: 'Theme 1 is still used by 1 Site' }, '/api/themes/1')[0].args).toMatchObject({ _: 'Theme 1 is still used by 1 Site' });
    expect(describeFailure(500, headers(), undefined, '/api/x')).toEqual([{ key: 'portico.error.unknown' }]);
  });

  it('stays silent for 401 on the account and sign-in calls, and for error.user.not.found', () => {
    expect(describeFailure(401, headers(), { detail: 'no' }, '/api/account')).toEqual([]);
    expect(describeFailure(401, headers(), { detail: 'no' }, '/api/authenticate')).toEqual([]);
    expect(describeFailure(400, headers(), { message: 'error.user.not.found' }, '/api/x')).toEqual([]);
    expect(describeFailure(401, headers(), { detail: 'no' }, '/api/pages')).not.toEqual([]);
  });
});
