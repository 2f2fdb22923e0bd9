import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { completionPercent, formatDate, isCompleted, type EducatorStudentRow } from '@lectern/shared-sdk';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { ProgressBar } from '@lectern/shared-sdk/ui/progress-bar';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';
import { matchesSearch, SearchField } from '@lectern/shared-sdk/ui/search-field';
import { useStudents } from './use-students';

const columns: TableColumn<EducatorStudentRow>[] = [
  { header: 'Student Name', cell: (row) => row.name },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Course', cell: (row) => row.courseName },
  {
    header: 'Progress',
    cell: (row) => <ProgressBar value={completionPercent(row)} label={`Progress of ${row.name} in ${row.courseName}`} />,
    sx: { minWidth: 140 },
  },
  {
    header: 'Status',
    cell: (row) => {
      const completed = isCompleted(row);
      return (
        // Primary outlined, not MUI's info blue: white on info is below 4.5:1 contrast (axe color-contrast).
        <Chip
          size="small"
          color={completed ? 'success' : 'primary'}
          variant={completed ? 'filled' : 'outlined'}
          label={completed ? 'Completed' : 'In Progress'}
        />
      );
    },
  },
  { header: 'Enrolled Date', cell: (row) => formatDate(row.enrolledAt), sx: { whiteSpace: 'nowrap' } },
];

export function StudentsPage() {
  const { loading, rows, stats } = useStudents();
  const [search, setSearch] = useState('');
  const visible = rows.filter((row) => matchesSearch(search, row.name, row.email, row.courseName));

  return (
    <PageContainer>
      <PageHeader title="My Students" subtitle="Everyone enrolled in your courses, with their progress: a row for each course a student takes." />
      <StatGrid
        loading={loading}
        stats={[
          { label: 'Total Students', value: stats.total, note: stats.enrollments === 1 ? 'in 1 enrollment' : `in ${stats.enrollments} enrollments` },
          { label: 'Completed Courses', value: stats.completed, note: `${stats.completionRate}% completion rate` },
          { label: 'Avg. Progress', value: `${stats.averageProgress}%` },
          { label: 'Active Learners', value: stats.active },
        ]}
      />
      <SearchField label="Search students" hideLabel placeholder="Search students..." value={search} onChange={setSearch} sx={{ maxWidth: 480 }} />
      {loading ? (
        <PageLoading label="Loading students" />
      ) : visible.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {rows.length === 0 ? 'No students enrolled in your courses yet.' : 'No students found matching your search.'}
          </Typography>
        </Paper>
      ) : (
        <ResponsiveTable label="Students" tableFrom={940} columns={columns} rows={visible} emptyMessage="No students found matching your search." />
      )}
    </PageContainer>
  );
}
