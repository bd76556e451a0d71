import { Grid } from '@mantine/core';
import type { HomeCard } from './homeCards';

/** Home's cards in a grid: a wide card takes the row, the others two or three to a row by width */
export function HomeCardGrid({ cards, workspaceId }: { cards: readonly HomeCard[]; workspaceId: string }) {
  return (
    <Grid gap="lg" mb="xl">
      {cards.map(({ id, Card, wide }) => (
        <Grid.Col key={id} span={wide ? 12 : { base: 12, md: 6, xl: 4 }} data-home-card={id}>
          <Card workspaceId={workspaceId} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
