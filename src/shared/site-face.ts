import type { FromSchema } from 'json-schema-to-ts';
import type { ThemeConf } from './theme-conf.js';

const nullableText = { type: ['string', 'null'] } as const;

/**
 * The public face of the site (`GET api/composer/site`), shown before anyone signs in: written by the
 * server (server/shell/read-public-site.ts), read by the client (src/site/queries.ts).
 */
export const siteFaceSchema = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'null'] },
    name: { type: 'string' },
    description: { ...nullableText, description: "What the site is about: the app page's meta description" },
    logo: { ...nullableText, description: "The logo's bytes, base64" },
    logoContentType: nullableText,
    langs: { type: 'string', description: "The site's languages, comma-separated language keys" },
    cssUrl: nullableText,
    captchaEnabled: { type: 'boolean' },
    validLicense: { type: 'boolean', description: 'Whether the licence is valid: the site-management entries show only then' },
    // Every member kept: its shape is the theme schema's (schemas/themes/theme.schema.json), every setting filled in.
    theme: { type: 'object', additionalProperties: true, description: "The site's theme: its configuration with every setting filled in" },
  },
  required: ['id', 'name', 'langs', 'captchaEnabled', 'validLicense'],
  additionalProperties: false,
} as const;

export type SiteFace = Omit<FromSchema<typeof siteFaceSchema>, 'theme'> & { theme?: ThemeConf };
