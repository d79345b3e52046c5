/** Spec 9: desktop from 1280px; the other steps are 960px, 600px and 599px. */
export const DESKTOP_QUERY = '(min-width:1280px)';
export const MEDIUM_QUERY = '(min-width:960px)';
export const SMALL_QUERY = '(min-width:600px)';
export const PHONE_QUERY = '(max-width:599px)';
