import { describe, expect, it } from 'vitest';
import { parseRespondentPath } from './address';

describe('respondent addresses', () => {
  it('reads the link and its type from the two address shapes', () => {
    expect(parseRespondentPath('/assessment-responding/AbCdEfGhIjKlMnOpQrStUv')).toEqual({
      link: 'AbCdEfGhIjKlMnOpQrStUv',
      linkType: 'package_link',
    });
    expect(parseRespondentPath('/collaborator-responding/AbC/')).toEqual({ link: 'AbC', linkType: 'collaboration_link' });
  });

  it('answers null for any other address', () => {
    expect(parseRespondentPath('/assessment-responding/')).toBeNull();
    expect(parseRespondentPath('/assessment-responding/a/b')).toBeNull();
    expect(parseRespondentPath('/participants')).toBeNull();
    expect(parseRespondentPath('/assessment-responding/%E0%A4%A')).toBeNull();
  });
});
