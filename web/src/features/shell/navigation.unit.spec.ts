import { describe, expect, it } from 'vitest';
import { NAVIGATION, groupForPath, isLinkActive, type NavLinkItem } from './navigation';

describe('side navigation', () => {
  it('lists the spec sections and entries in order', () => {
    const outline = NAVIGATION.map((section) => [
      section.title,
      section.items.map((item) =>
        item.kind === 'group' ? `${item.label}: ${item.children.map((child) => child.label).join(', ')}` : item.label,
      ),
    ]);
    expect(outline).toEqual([
      [null, ['Home']],
      [
        'CAPTURE',
        ['Participants', 'Assessment Library: My Library, Canopy Library, Blockchain Surveys, Archived Assessments', 'Package Schedule'],
      ],
      ['LEARN', ['Analytics: Culture, Collaboration', 'Reports: Raw Data, Group Report', 'AI Analysis: AI Generate, AI Report']],
      ['LEAD', ['Data Story']],
    ]);
  });

  it('opens the group of the current path, and none elsewhere', () => {
    expect(groupForPath('/analytics/culture')).toBe('analytics');
    expect(groupForPath('/assessments/archived-assessments/')).toBe('assessment-library');
    expect(groupForPath('/ai/ai-report')).toBe('ai-analysis');
    expect(groupForPath('/participants')).toBeNull();
    expect(groupForPath('/home')).toBeNull();
  });

  it('counts Home as current on / and /home', () => {
    const home = NAVIGATION[0]!.items[0] as NavLinkItem;
    expect(isLinkActive(home, '/')).toBe(true);
    expect(isLinkActive(home, '/home')).toBe(true);
    expect(isLinkActive(home, '/participants')).toBe(false);
  });
});
