import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import FilterListIcon from '@mui/icons-material/FilterList';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { formatDate, Link as RouterLink, paths, type StudentSummary } from '@lectern/shared-sdk';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';
import { StatusChip } from '@lectern/shared-sdk/ui/status-chip';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { matchesSearch, SearchField } from '@lectern/shared-sdk/ui/search-field';
import { studentTotals, useStudentList } from './use-students';

type StatusFilter = 'all' | 'active' | 'inactive';
const statusFilters: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All students' },
  { value: 'active', label: 'Active only' },
  { value: 'inactive', label: 'Inactive only' },
];

const columns: TableColumn<StudentSummary>[] = [
  { header: 'Student Name', cell: (student) => student.name, sx: { fontWeight: 600 } },
  { header: 'Email', cell: (student) => student.email },
  { header: 'Enrolled Courses', align: 'right', cell: (student) => student.enrolledCourses },
  { header: 'Completed Courses', align: 'right', cell: (student) => student.completion.completedCourses },
  { header: 'Join Date', cell: (student) => formatDate(student.joinedAt), sx: { whiteSpace: 'nowrap' } },
  { header: 'Status', cell: (student) => <StatusChip active={student.isActive !== false} activeLabel="Active" inactiveLabel="Inactive" /> },
  {
    header: 'Actions',
    align: 'right',
    actions: true,
    cell: (student) => (
      <Button component={RouterLink} to={paths.admin.student(student.id)} size="small" aria-label={`View ${student.name}`}>
        View
      </Button>
    ),
  },
];

/** Name or e-mail, case-insensitive; then the status filter. */
function filterStudents(students: StudentSummary[], search: string, status: StatusFilter): StudentSummary[] {
  return students.filter((student) => {
    if (status === 'active' && !student.isActive) return false;
    if (status === 'inactive' && student.isActive) return false;
    return matchesSearch(search, student.name, student.email);
  });
}

export function StudentsPage() {
  const { loading, students, enrollments } = useStudentList();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const totals = studentTotals({ students, enrollments });
  const visible = useMemo(() => filterStudents(students, search, status), [students, search, status]);
  const filterLabel = statusFilters.find((item) => item.value === status)?.label ?? '';

  return (
    <PageContainer>
      <PageHeader title="Students" subtitle="Every student account, with their enrollments and progress." />

      <StatGrid
        loading={loading}
        stats={[
          { label: 'Total Students', value: totals.students, icon: <SchoolOutlinedIcon />, color: 'primary' },
          { label: 'Active Courses', value: totals.activeCourses, icon: <MenuBookOutlinedIcon />, color: 'info' },
          { label: 'Course Completions', value: totals.completions, icon: <WorkspacePremiumOutlinedIcon />, color: 'success' },
        ]}
      />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SearchField label="Search students" placeholder="Search by name or email..." value={search} onChange={setSearch} sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          Filters{status === 'all' ? '' : `: ${filterLabel}`}
        </Button>
        <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          {statusFilters.map((item) => (
            <MenuItem
              key={item.value}
              selected={item.value === status}
              onClick={() => {
                setStatus(item.value);
                setMenuAnchor(null);
              }}
            >
              <ListItemIcon>{item.value === status ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Stack>

      <ResponsiveTable
        label="Students"
        tableFrom={940}
        columns={columns}
        rows={visible}
        loading={loading}
        loadingMessage="Loading students..."
        emptyMessage={students.length === 0 ? 'No students yet.' : 'No students match your search.'}
      />
    </PageContainer>
  );
}
