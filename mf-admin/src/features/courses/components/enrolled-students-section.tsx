import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { completionPercent, formatDate, type Enrollment } from '@lectern/shared-sdk';
import { ProgressBar } from '@lectern/shared-sdk/ui/progress-bar';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';

const columns: TableColumn<Enrollment>[] = [
  {
    header: 'Student',
    cell: (enrollment) => (
      <>
        <Typography sx={{ fontWeight: 600 }}>{enrollment.studentId.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {enrollment.studentId.email}
        </Typography>
      </>
    ),
  },
  {
    header: 'Progress',
    cell: (enrollment) => <ProgressBar value={completionPercent(enrollment)} label={`Progress of ${enrollment.studentId.name}`} />,
    sx: { minWidth: 180 },
  },
  { header: 'Enrolled Date', cell: (enrollment) => formatDate(enrollment.enrolledAt), sx: { whiteSpace: 'nowrap' } },
];

/** The students enrolled in the course, with their progress and when they enrolled. */
export function EnrolledStudentsSection({ enrollments }: { enrollments: readonly Enrollment[] }) {
  return (
    <Box component="section" aria-labelledby="course-students-heading">
      <Typography id="course-students-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        Enrolled Students
      </Typography>
      <ResponsiveTable label="Enrolled Students" tableFrom={600} columns={columns} rows={enrollments} emptyMessage="No students enrolled yet" />
    </Box>
  );
}
