/** The languages a site may offer: those the interface is translated into (i18n/). */
export const SITE_LANGUAGES = ['en', 'it', 'fr', 'es', 'de'];
