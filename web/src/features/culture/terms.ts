/** the page's terms, explained where they appear (help tooltips), in the product's words */
export const TERMS = {
  netScore:
    'Net score = % promoters − % detractors, from −100 to 100. Five-point questions: 5 is a promoter, 4 passive, 1–3 a detractor. Ten-point questions: 9–10 promoters, 7–8 passive, 1–6 detractors. Passes are not counted.',
  engagementIndex:
    'Engagement index: each respondent’s average over the assessment’s other scored questions, every answer taken as a share of its scale (the bottom 0, the top 1), so five- and ten-point questions weigh the same.',
  heldBack: (minimum: number) =>
    `Held back for confidentiality: these respondents’ answers could only be shown in a group of fewer than ${minimum} people (the workspace’s minimum group size), so nobody can be singled out.`,
  average: 'The average answer of each group; passes are not counted. Green, amber and red mark the score’s band.',
} as const;
