// Apart from phone.ts so that a page can normalise what was typed without the country data and phone metadata.

/** digits of what someone typed: spaces, dashes, dots and brackets dropped, the leading 0 stripped */
export const nationalDigits = (phone: string) => phone.replace(/[\s\-().]/g, '').replace(/^0+/, '');
