import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

// SVG uploads are rewritten through DOMPurify's SVG profile, then stripped of every reference outside
// the document: what survives draws shapes and text and can run, load or link nothing.

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

/** `#id` references inside the document are fine; anything else (http:, https:, javascript:, data:, //host) is not */
const isInternalReference = (value: string) => value.trim().startsWith('#');
const URL_FUNCTION = /url\s*\(\s*(['"]?)\s*([^'")\s]*)/gi;
const referencesOutside = (value: string) => {
  for (const match of value.matchAll(URL_FUNCTION)) if (!isInternalReference(match[2] ?? '')) return true;
  return /@import|expression\s*\(|javascript:/i.test(value);
};

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  const value = data.attrValue;
  if ((name === 'href' || name.endsWith(':href') || name === 'src') && !isInternalReference(value)) data.keepAttr = false;
  else if (referencesOutside(value)) data.keepAttr = false;
});

const PURIFY_CONFIG: Config & { RETURN_DOM: true } = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: [
    'script',
    'style',
    'foreignObject',
    'iframe',
    'embed',
    'object',
    'audio',
    'video',
    'animate',
    'set',
    'animateMotion',
    'animateTransform',
    'use',
  ],
  FORBID_ATTR: ['xml:base'],
  ALLOW_DATA_ATTR: false,
  RETURN_DOM: true,
};

const serializer = new window.XMLSerializer();

/** Looks like an SVG document: optional BOM, XML declaration, comments and doctype, then an `<svg` root. */
export const looksLikeSvg = (text: string): boolean => {
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    const before = rest;
    rest = rest
      .replace(/^\s+/, '')
      .replace(/^<\?xml[^>]*\?>/, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .replace(/^<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '');
    if (rest === before) break;
  }
  return /^<svg[\s>/]/.test(rest);
};

/**
 * A sanitised, well-formed SVG document, or null when the input is not an SVG document.
 * Entity declarations are refused outright (no expansion tricks).
 */
export const sanitizeSvg = (text: string): string | null => {
  if (!looksLikeSvg(text) || /<!ENTITY/i.test(text)) return null;
  const body = purify.sanitize(text, PURIFY_CONFIG) as unknown as Element;
  const root = Array.from(body.children).find((child) => child.localName === 'svg');
  if (!root) return null;
  root.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return serializer.serializeToString(root);
};
