import type { LinkType } from '@canopy/contracts/survey/respondent';

/** which flow the address opens: `/assessment-responding/{link}` or `/collaborator-responding/{link}` */
export const parseRespondentPath = (pathname: string): { link: string; linkType: LinkType } | null => {
  const match = /^\/(assessment|collaborator)-responding\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let link: string;
  try {
    link = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  return { link, linkType: match[1] === 'collaborator' ? 'collaboration_link' : 'package_link' };
};
