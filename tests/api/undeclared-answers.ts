/**
 * The routes whose 2xx answer declares no JSON schema in the OpenAPI document
 * (tests/api/openapi.test.ts, "declares the shape of every answer").
 */

/**
 * Not JSON by nature: files, PDFs, spreadsheets, certificates, stylesheets, text, redirects, and calls
 * that answer by their status alone (deletions, the account calls, sign-out), which declare an empty answer.
 */
export const NOT_JSON = [
  'GET /management/prometheus',
  'DELETE /api/admin/users/{login}',
  'GET /oauth2/authorization/{registrationId}',
  'GET /login/oauth2/code/{registrationId}',
  'DELETE /api/aliases/{id}',
  'DELETE /api/oauth2-providers/{id}',
  'DELETE /api/pages/{id}',
  'DELETE /api/permissions/{id}',
  'DELETE /api/sites/{id}',
  'DELETE /api/tags/{id}',
  'DELETE /api/templates/{id}',
  'DELETE /api/themes/{id}',
  'DELETE /api/widget-types/{id}',
  'DELETE /api/widgets/{id}',
  'GET /api/composer/css/{entity}/{id}',
  'GET /robots.txt',
  'GET /api/adiuto-gateway/sign/file/{id}',
  'GET /api/adiuto-gateway/sign/requests/{id}/certificate',
  'GET /api/adiuto-gateway/sign/copy/{id}',
  'GET /api/adiuto-gateway/sign/copy/{id}/certificate',
  'DELETE /api/adiuto-gateway/entities/{id}',
  'GET /api/adiuto-gateway/entities/{id}/getFile',
  'GET /api/adiuto-gateway/entities/{id}/getFile/inline',
  'DELETE /api/adiuto-gateway/entities/{id}/attachments',
  'GET /api/adiuto-gateway/entities/{id}/attachments/download/{attachmentId}',
  'GET /api/adiuto-gateway/entities/{id}/attachments/view/{attachmentId}',
  'POST /api/adiuto-gateway/execute-query-download',
  'POST /api/adiuto-gateway/list-values-download',
  'GET /api/adiuto-gateway/sign/ca.pem',
  'GET /api/adiuto-gateway/sign/ca.crl',
  'GET /api/composer/captcha',
  'DELETE /api/documentlibrary/documents/{id}',
  'GET /api/documentlibrary/documents/{id}/file',
  'PUT /api/pages/{id}/decrement',
  'POST /management/loggers/{name}',
  'POST /api/logout',
  'POST /api/account',
  'POST /api/register',
  'GET /api/activate',
  'POST /api/account/change-password',
  'POST /api/account/reset-password/init',
  'POST /api/account/reset-password/finish',
  'POST /api/account/change-adiuto-password',
  'POST /api/account/reset-adiuto-password/init',
  'POST /api/account/reset-adiuto-password/finish',
  'POST /api/adiuto-gateway/sign/decline/{id}',
];

/**
 * Answers JSON whose shape is not declared yet: none. It stays empty: a route that answers JSON
 * declares its shape (the test fails for one that does not).
 */
export const UNDECLARED: string[] = [];
