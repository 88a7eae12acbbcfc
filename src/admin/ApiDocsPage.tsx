import { Alert, Box, Card } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import { tokenStorage } from '../providers/tokenStorage';
import { useProfile } from '../site/useProfile';

/** Where the server publishes its OpenAPI document (profile api-docs). */
export const OPENAPI_URL = '/api/openapi.json';

/** "Try it out" calls go with the signed-in account's token, as the portal's own calls do. */
const withToken = <R extends { [key: string]: unknown }>(request: R): R => {
  const token = tokenStorage.get();
  const headers = ((request as { headers?: Record<string, string> }).headers ??= {});
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  return request;
};

/** `/admin/docs`: the server's OpenAPI document in Swagger UI (loaded on demand, in its own chunk). */
export function ApiDocsPage() {
  const translate = useTranslate();
  const profile = useProfile();
  return (
    <Box sx={{ p: 2 }} data-testid="api-docs">
      <Title title={translate('portico.apiDocs.title')} />
      {profile && !profile.isOpenAPIEnabled ? (
        <Alert severity="info">{translate('portico.apiDocs.disabled')}</Alert>
      ) : (
        <Card sx={{ p: 1 }}>
          <SwaggerUI url={OPENAPI_URL} requestInterceptor={withToken} docExpansion="none" deepLinking={false} />
        </Card>
      )}
    </Box>
  );
}
