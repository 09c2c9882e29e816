/** Where the API lives, under the site's own address. */
export const API_BASE = '/api/v1';
