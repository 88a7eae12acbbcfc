/** The part of Swagger UI's standalone bundle the API documentation screen uses. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  export interface SwaggerRequest {
    url: string;
    headers?: Record<string, string>;
    [key: string]: unknown;
  }
  export interface SwaggerUIOptions {
    domNode: HTMLElement;
    url: string;
    requestInterceptor?: (request: SwaggerRequest) => SwaggerRequest | Promise<SwaggerRequest>;
    docExpansion?: 'list' | 'full' | 'none';
    deepLinking?: boolean;
  }
  export default function SwaggerUIBundle(options: SwaggerUIOptions): unknown;
}
