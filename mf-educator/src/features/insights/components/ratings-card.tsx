import Typography from '@mui/material/Typography';
import { formatRating, percent, type RatingSummary } from '@lectern/shared-sdk';
import { ChartCard } from '@lectern/shared-sdk/ui/chart-card';

/** How many learners gave each number of stars, 5 first, with the average and the count. */
export function RatingsCard({ ratings }: { ratings: RatingSummary }) {
  const stars = (count: number) => (count === 1 ? '1 star' : `${count} stars`);
  return (
    <ChartCard
      title="Ratings"
      description="Horizontal bars, one per number of stars from 5 to 1: how many learners gave it."
      layout="horizontal"
      categoryHeader="Stars"
      categories={ratings.distribution.map((entry) => ({ label: stars(entry.stars), axisLabel: `${entry.stars}★` }))}
      series={[
        { label: 'Ratings', data: ratings.distribution.map((entry) => entry.count) },
        { label: 'Share', data: ratings.distribution.map((entry) => percent(entry.count, ratings.count)), format: 'percent', tableOnly: true },
      ]}
      summary={
        ratings.count > 0 ? (
          <Typography variant="body2">
            Average {formatRating(ratings.average)} from {ratings.count === 1 ? '1 rating' : `${ratings.count} ratings`}
          </Typography>
        ) : null
      }
      emptyMessage="No ratings yet."
      isEmpty={ratings.count === 0}
    />
  );
}
