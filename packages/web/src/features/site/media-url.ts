/** The address of a picture of content/media/ (served by the site API). */
export const mediaUrl = (file: string): string => `/api/site/media/${encodeURIComponent(file)}`;
