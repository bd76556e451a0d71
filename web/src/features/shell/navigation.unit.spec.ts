import { describe, expect, it } from 'vitest';
import { NAVIGATION, buildNavigation, groupForPath, isLinkActive, type NavLinkItem, type NavSection } from './navigation';

describe('side navigation', () => {
  const outlineOf = (navigation: readonly NavSection[]) =>
    navigation.map((section) => [
      section.title,
      section.items.map((item) =>
        item.kind === 'group' ? `${item.label}: ${item.children.map((child) => child.label).join(', ')}` : item.label,
      ),
    ]);

  it('lists the spec sections and entries in order, the community library included', () => {
    expect(outlineOf(buildNavigation('https://surveys.example/'))).toEqual([
      [null, ['Home']],
      [
        'CAPTURE',
        [
          'Participants',
          'Assessment Library: My Library, Canopy Library, Community Library, Blockchain Surveys, Archived Assessments',
          'Package Schedule',
        ],
      ],
      ['LEARN', ['Analytics: Culture, Collaboration, Alerts', 'Reports: Raw Data, Group Report', 'AI Analysis: AI Generate, AI Report']],
      ['LEAD', ['Data Story', 'Action Plans']],
    ]);
    const library = buildNavigation('https://surveys.example/')[1]!.items[1]!;
    expect(library.kind === 'group' && library.children.find((child) => child.kind === 'external')).toMatchObject({
      href: 'https://surveys.example/',
    });
  });

  it('leaves Blockchain Surveys out when its address is not configured', () => {
    expect(outlineOf(buildNavigation(null))[1]).toEqual([
      'CAPTURE',
      ['Participants', 'Assessment Library: My Library, Canopy Library, Community Library, Archived Assessments', 'Package Schedule'],
    ]);
    // the build of the tests sets no VITE_BLOCKCHAIN_SURVEYS_URL
    expect(JSON.stringify(NAVIGATION)).not.toContain('Blockchain');
  });

  it('marks the community library current on its page', () => {
    expect(groupForPath('/assessments/community-assessments')).toBe('assessment-library');
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
