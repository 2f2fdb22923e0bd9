import type { CompletionFunnel } from '@lectern/shared-sdk';
import { ChartCard } from '@lectern/shared-sdk/ui/chart-card';
import { funnelStages } from '../insight-figures';

/** Enrolled → started → half way → completed, each with its share of the enrolled. */
export function FunnelCard({ funnel }: { funnel: CompletionFunnel }) {
  const stages = funnelStages(funnel);
  return (
    <ChartCard
      title="Completion funnel"
      description="Horizontal bars, one per stage: enrolled, started, half way and completed, each with its count and its share of the enrolled."
      layout="horizontal"
      categoryHeader="Stage"
      categories={stages.map((stage) => ({ label: stage.label }))}
      series={[
        { label: 'Learners', data: stages.map((stage) => stage.count) },
        { label: '% of enrolled', data: stages.map((stage) => stage.share), format: 'percent', tableOnly: true },
      ]}
      barLabel={(index) => {
        const stage = stages[index];
        return stage ? `${stage.count} · ${stage.share}%` : null;
      }}
      emptyMessage="Nobody has enrolled yet."
      isEmpty={funnel.enrolled === 0}
    />
  );
}
