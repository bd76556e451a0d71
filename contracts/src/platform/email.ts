/** spec 1 section 5: an e-mail address with a top-level part of 2 to 8 letters */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,8}$/i;
