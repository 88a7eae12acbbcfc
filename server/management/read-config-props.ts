import type { Config } from '../config.js';
import { configProperties } from './config-properties.js';
import { maskSecrets } from './masking.js';

/** `management/configprops`: the server's configuration in Spring Boot's shape, secrets masked. */
export function readConfigProps(config: Config) {
  return {
    contexts: {
      portico: {
        beans: {
          porticoConfig: { prefix: 'portico', properties: maskSecrets(configProperties(config)) },
        },
      },
    },
  };
}
