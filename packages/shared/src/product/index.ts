/** The product's name as the header and the mails show it. */
export const PRODUCT_TITLE = 'SiteCraft AI';

export const API_PREFIX = '/api/v1';
