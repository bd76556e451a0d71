/** an e-mail address as the spec accepts it: a top-level part of 2 to 8 letters */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,8}$/i;
