/** The product version: shown in the account menu and reported by management/info. */
export const PRODUCT_VERSION = '1.4.0';
