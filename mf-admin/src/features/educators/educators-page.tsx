import Button from '@mui/material/Button';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined';
import { Link as RouterLink, paths, type EducatorSummary } from '@lectern/shared-sdk';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';
import { StatusChip } from '@lectern/shared-sdk/ui/status-chip';
import { useConfirm } from '@lectern/shared-sdk/ui/confirm-dialog';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { EducatorActionDialogs } from './educator-action-dialogs';
import { useEducatorActions, useEducatorList } from './use-educators';

/** Spec section 9: the active share is shown to one decimal. */
export function activeShare(active: number, total: number): string {
  return `${total > 0 ? ((active / total) * 100).toFixed(1) : '0.0'}%`;
}

export function EducatorsPage() {
  const { loading, educators } = useEducatorList();
  const { setActive, remove } = useEducatorActions();
  const active = educators.filter((educator) => educator.isApproved).length;

  // A change resolves once the list has been read again: the rows and the cards show it then.
  const toggle = useConfirm((educator: EducatorSummary) => setActive(educator, !educator.isApproved));
  const removal = useConfirm(remove);

  const columns: TableColumn<EducatorSummary>[] = [
    { header: 'Educator', cell: (educator) => educator.name, sx: { fontWeight: 600 } },
    { header: 'Email', cell: (educator) => educator.email },
    { header: 'Status', cell: (educator) => <StatusChip active={educator.isApproved} activeLabel="Active" inactiveLabel="Inactive" /> },
    {
      header: 'Actions',
      align: 'right',
      actions: true,
      cell: (educator) => (
        <>
          <Button component={RouterLink} to={paths.admin.educator(educator.id)} size="small" aria-label={`View details of ${educator.name}`}>
            View Details
          </Button>
          <Button
            size="small"
            color={educator.isApproved ? 'primary' : 'success'}
            onClick={() => toggle.ask(educator)}
            aria-label={`${educator.isApproved ? 'Make Inactive' : 'Make Active'}: ${educator.name}`}
          >
            {educator.isApproved ? 'Make Inactive' : 'Make Active'}
          </Button>
          <Button size="small" color="error" onClick={() => removal.ask(educator)} aria-label={`Remove ${educator.name}`}>
            Remove
          </Button>
        </>
      ),
    },
  ];

  return (
    <PageContainer>
      <PageHeader
        title="Educators"
        subtitle="Add educators, make them active or inactive, or remove them."
        action={
          <Button component={RouterLink} to={paths.admin.addEducator()} variant="contained" startIcon={<PersonAddAlt1Icon />}>
            Add Educator
          </Button>
        }
      />

      <StatGrid
        loading={loading}
        stats={[
          { label: 'Total Educators', value: educators.length, icon: <SupervisorAccountOutlinedIcon />, color: 'primary' },
          {
            label: `Active Educators (${activeShare(active, educators.length)} of total)`,
            value: active,
            icon: <HowToRegOutlinedIcon />,
            color: 'success',
          },
        ]}
      />

      <ResponsiveTable
        label="Educators"
        tableFrom={720}
        columns={columns}
        rows={educators}
        loading={loading}
        loadingMessage="Loading educators..."
        emptyMessage="No educators found."
      />

      <EducatorActionDialogs toggle={toggle} removal={removal} />
    </PageContainer>
  );
}
