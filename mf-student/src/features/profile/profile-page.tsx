import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { CertificatesTab } from './components/certificates-tab';
import { MyCoursesTab } from './components/my-courses-tab';
import { OverviewTab } from './components/overview-tab';
import { ProfileHeader } from './components/profile-header';
import { SettingsTab } from './components/settings-tab';
import { useProfile } from './use-profile';

const tabs = ['Overview', 'My Courses', 'Certificates', 'Settings'] as const;
type TabName = (typeof tabs)[number];

export function ProfilePage() {
  const { user, enrollments, loading, completed } = useProfile();
  const [tab, setTab] = useState<TabName>('Overview');
  const [editing, setEditing] = useState(false);
  const baseId = useId();
  const tabId = (name: TabName) => `${baseId}-tab-${tabs.indexOf(name)}`;
  const panelId = (name: TabName) => `${baseId}-panel-${tabs.indexOf(name)}`;

  if (loading || !user) return <PageLoading label="Loading profile" />;

  return (
    <PageContainer>
      <ProfileHeader
        user={user}
        enrolled={enrollments.length}
        completed={completed}
        onEdit={() => {
          setEditing(true);
          setTab('Settings');
        }}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => setTab(value)}
          aria-label="Profile sections"
          variant="scrollable"
          scrollButtons="auto"
        >
          {tabs.map((name) => (
            <Tab key={name} value={name} label={name} id={tabId(name)} aria-controls={panelId(name)} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'Overview' && <OverviewTab enrollments={enrollments} completed={completed} />}
        {tab === 'My Courses' && <MyCoursesTab enrollments={enrollments} />}
        {tab === 'Certificates' && <CertificatesTab />}
        {tab === 'Settings' && <SettingsTab user={user} editing={editing} onEditingChange={setEditing} />}
      </Box>
    </PageContainer>
  );
}
