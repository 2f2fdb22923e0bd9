import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import { formatPrice, Link as RouterLink, paths, type Course } from '@lectern/shared-sdk';
import { CourseThumbnail } from '@lectern/shared-sdk/ui/course-thumbnail';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';
import { StatusChip } from '@lectern/shared-sdk/ui/status-chip';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { matchesSearch, SearchField } from '@lectern/shared-sdk/ui/search-field';
import { useAdminCourses } from './use-courses';

const instructorOf = (course: Course) => course.educatorId.name || course.instructor || 'N/A';

/** Title or educator name, case-insensitive. */
function filterCourses(courses: Course[], search: string): Course[] {
  return courses.filter((course) => matchesSearch(search, course.title, instructorOf(course)));
}

const columns: TableColumn<Course>[] = [
  { header: 'Course Title', cell: (course) => <CourseTitle course={course} />, sx: { minWidth: { sm: 240 } } },
  { header: 'Instructor', cell: instructorOf },
  { header: 'Enrollments', align: 'right', cell: (course) => course.students },
  { header: 'Price', align: 'right', cell: (course) => formatPrice(course.price) },
  {
    header: 'Status',
    cell: (course) => (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        <StatusChip active={course.isApproved} activeLabel="Approved" inactiveLabel="Pending" />
        {/* Its educator deleted their account: the course waits for an admin to approve it again or delete it. */}
        {course.ownerDeleted ? <Chip size="small" color="warning" variant="outlined" label="Educator deleted" /> : null}
      </Stack>
    ),
  },
  {
    header: 'Actions',
    align: 'right',
    actions: true,
    cell: (course) => (
      <Button component={RouterLink} to={paths.admin.course(course.id)} size="small" aria-label={`View ${course.title}`}>
        View
      </Button>
    ),
  },
];

export function CoursesPage() {
  const { loading, courses, totalCourses, totalEnrollments } = useAdminCourses();
  const [search, setSearch] = useState('');
  const visible = useMemo(() => filterCourses(courses, search), [courses, search]);

  return (
    <PageContainer>
      <PageHeader title="Courses" subtitle="Every course on the platform: review, approve or delete." />

      <StatGrid
        loading={loading}
        stats={[
          { label: 'Total Courses', value: totalCourses, icon: <LibraryBooksOutlinedIcon />, color: 'primary' },
          { label: 'Total Enrollments', value: totalEnrollments, icon: <GroupsOutlinedIcon />, color: 'info' },
        ]}
      />

      <SearchField label="Search courses" placeholder="Search by title or educator..." value={search} onChange={setSearch} />

      <ResponsiveTable
        label="Courses"
        tableFrom={820}
        columns={columns}
        rows={visible}
        loading={loading}
        loadingMessage="Loading courses..."
        emptyMessage={courses.length === 0 ? 'No courses yet.' : 'No courses match your search.'}
      />
    </PageContainer>
  );
}

/** The course's thumbnail beside its title and length. */
function CourseTitle({ course }: { course: Course }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 72, flexShrink: 0 }}>
        <CourseThumbnail src={course.image} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{course.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {course.duration}
        </Typography>
      </Box>
    </Stack>
  );
}
