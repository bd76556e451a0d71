import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg } from './svg.ts';
import { sniffImage, validateImage } from './validate.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]);
const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps shapes, text, gradients and internal references', () => {
    const clean = sanitizeSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="5" height="5" fill="url(#g)"/><text x="1" y="2">Hi &amp; bye</text>',
      ),
    )!;
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<text x="1" y="2">Hi &amp; bye</text>');
    expect(clean.startsWith('<svg')).toBe(true);
  });

  it.each([
    ['script element', svg('<script>alert(1)</script>'), 'script'],
    ['event handler on the root', svg('', ' onload="alert(1)"'), 'onload'],
    ['event handler on a shape', svg('<circle r="1" onclick="alert(1)"/>'), 'onclick'],
    ['foreignObject', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), 'foreignObject'],
    ['javascript: link', svg('<a href="javascript:alert(1)"><circle r="1"/></a>'), 'javascript'],
    [
      'external xlink:href',
      svg('<image xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="http://evil.example/a.png"/>'),
      'evil.example',
    ],
    ['external href', svg('<image href="https://evil.example/a.png"/>'), 'evil.example'],
    ['data: href', svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'), 'data:'],
    ['external url() in an attribute', svg('<rect fill="url(https://evil.example/p)"/>'), 'evil.example'],
    ['external url() in a style attribute', svg('<rect style="fill: url(\'//evil.example/p\')"/>'), 'evil.example'],
    ['style element with @import', svg('<style>@import url(https://evil.example/x.css);</style>'), 'evil.example'],
    ['use of an external sprite', svg('<use href="https://evil.example/s.svg#i"/>'), 'evil.example'],
    ['animation setting an href', svg('<a><set attributeName="href" to="javascript:alert(1)"/><circle r="1"/></a>'), 'javascript'],
  ])('removes a %s', (_name, input, banned) => {
    const clean = sanitizeSvg(input);
    expect(clean).not.toBeNull();
    expect(clean).not.toContain(banned);
  });

  it('refuses documents that are not SVG, and entity declarations', () => {
    expect(sanitizeSvg('<html><body><svg></svg></body></html>')).toBeNull();
    expect(sanitizeSvg('just text')).toBeNull();
    expect(
      sanitizeSvg('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'),
    ).toBeNull();
  });

  it('recognises SVG after a BOM, an XML declaration, comments and a doctype', () => {
    expect(
      looksLikeSvg(
        '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
    ).toBe(true);
    expect(looksLikeSvg('<svgfoo/>')).toBe(false);
  });
});

describe('validateImage', () => {
  it('sniffs png, jpeg and svg from the bytes', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(Buffer.from(svg('')))).toBe('image/svg+xml');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
  });

  it('accepts allowed extensions whose content is an image, in any case of extension', () => {
    expect(validateImage('a.PNG', PNG).contentType).toBe('image/png');
    expect(validateImage('a.jpg', JPEG).contentType).toBe('image/jpeg');
    expect(validateImage('a.jpeg', PNG).contentType).toBe('image/png');
    expect(validateImage('a.svg', Buffer.from(svg('<script>x</script>'))).bytes.toString()).not.toContain('script');
  });

  it("refuses with the spec's messages", () => {
    expect(() => validateImage('a.png', Buffer.from('text'))).toThrow('Error upload file, incorrect format');
    expect(() => validateImage('a.gif', PNG)).toThrow('Error upload file, incorrect format');
    expect(() => validateImage('a.svg', PNG)).toThrow('Error upload file, incorrect format');
    expect(() => validateImage('a.png', Buffer.from(svg('')))).toThrow('Error upload file, incorrect format');
    expect(() => validateImage('a.svg', Buffer.from([0xc3, 0x28, 0x3c]))).toThrow('Error upload file, incorrect format');
    expect(() => validateImage('a.png', Buffer.concat([PNG, Buffer.alloc(1_000_000 - PNG.length)]))).toThrow(
      'File must be less than 1 Mb.',
    );
    expect(validateImage('a.png', Buffer.concat([PNG, Buffer.alloc(999_999 - PNG.length)])).bytes.length).toBe(999_999);
  });
});
