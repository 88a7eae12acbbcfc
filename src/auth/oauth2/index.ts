export { LoginWaiting } from './LoginWaiting';
export { ProviderButtons, useOAuth2Providers, authorizationUrl, type OAuth2ProviderLink } from './ProviderButtons';
