/** one line on each thing the page shows that a consultant may not know (ADR 0044 defines them) */
export const STATE_HELP = {
  captured: 'Answered and chose collaborators, but nobody in this choice chose them.',
  matched: 'Answered and chose collaborators, and at least one person chose them.',
  uncaptured: 'Has not chosen anyone yet; known only because others chose them.',
  inactive: 'No longer active in the workspace; their past choices still count.',
} as const;

export const PERCENTILE_HELP =
  'Rank by how many people chose each person: 100 is the most chosen. The range hides captured and matched people outside it.';

export const RATE_HELP =
  'The share of all possible collaborator choices that were made: choices ÷ (people × (people − 1)). A person’s connectedness score is the share of the others who chose them.';

export const CONNECTIONS_HELP =
  'Keeps the people linked to exactly this many others, either way: those they chose and those who chose them.';

export const RINGS_HELP =
  'Rings the most chosen people: each person’s mention count scaled onto steps 1 to 18 (18: the most chosen on the map).';

export const BETWEENNESS_HELP =
  'Betweenness: how often a person lies on the shortest path between two others. Brokers link groups that would otherwise be apart.';

export const ENGAGEMENT_HELP =
  'Engagement: the mean Culture score (0-100) of the people in it. Held back: some of their answers are under the minimum group size and left out.';

export const DENSITY_HELP = 'The share of possible choices made from people of the row’s group to people of the column’s group.';
