import { useEffect, useRef } from 'react';
import { Alert, Box, Card } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import SwaggerUIBundle, { type SwaggerRequest } from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import { bearer } from '../providers/httpClient';
import { useProfile } from '../site/useProfile';

/** Where the server publishes its OpenAPI document (profile api-docs). */
export const OPENAPI_URL = '/api/openapi.json';

/** "Try it out" calls go with the signed-in account's token, as the portal's own calls do. */
const withToken = (request: SwaggerRequest): SwaggerRequest => {
  const authorization = bearer();
  const headers = (request.headers ??= {});
  if (authorization && !headers.Authorization) headers.Authorization = authorization;
  return request;
};

/**
 * Swagger UI's standalone bundle, which brings its own React: it draws into an element of its own,
 * made for each mount and removed with it, so the portal's React never shares a node with it.
 */
function SwaggerView() {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = frame.current?.appendChild(document.createElement('div'));
    if (!host) return;
    SwaggerUIBundle({ domNode: host, url: OPENAPI_URL, requestInterceptor: withToken, docExpansion: 'none', deepLinking: false });
    return () => host.remove();
  }, []);
  return <div ref={frame} />;
}

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
          <SwaggerView />
        </Card>
      )}
    </Box>
  );
}
