import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, paths, useContentPages, type ContentPageSlug, type ContentPageSummary } from '@lectern/shared-sdk';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';

export const formatSavedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }) +
  ' UTC';

export const savedBy = (page: Pick<ContentPageSummary, 'updatedBy'>) => page.updatedBy?.name ?? 'Lectern';

/** /admin/pages: the site's own pages behind the footer links, each with its version, when and by whom it was saved. */
export function PagesPage() {
  const pages = useContentPages({ failure: 'Failed to load the pages.' });
  return (
    <PageContainer>
      <PageHeader title="Pages" subtitle="The pages every footer links to. Edit their words in Markdown; each save keeps the previous version." />
      {pages.data === undefined ? (
        <PageLoading label="Loading pages" />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 2 }}>
          <List aria-label="Pages" disablePadding>
            {pages.data.map((page, index) => (
              <ListItem key={page.slug} divider={index < (pages.data?.length ?? 0) - 1} sx={{ flexWrap: 'wrap', gap: 1, py: 1.5 }}>
                <ListItemText
                  primary={page.title}
                  secondary={`/${page.slug} · version ${page.version}, saved ${formatSavedAt(page.updatedAt)} by ${savedBy(page)}`}
                  slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  sx={{ flex: '1 1 260px', minWidth: 0 }}
                />
                <Button
                  component={RouterLink}
                  to={paths.admin.page(page.slug as ContentPageSlug)}
                  variant="outlined"
                  size="small"
                  aria-label={`Edit ${page.title}`}
                >
                  Edit
                </Button>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </PageContainer>
  );
}
