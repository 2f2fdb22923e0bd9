import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  isContentPageSlug,
  Link as RouterLink,
  MAX_CONTENT_PAGE_LENGTH,
  paths,
  notify,
  useApi,
  useContentPage,
  useContentPageVersions,
  useParams,
  useSaveContentPage,
  type ContentPage,
  type ContentPageSlug,
} from '@lectern/shared-sdk';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { NotFoundState } from '../../shared/not-found-state';
import { formatSavedAt } from './pages-page';

/** /admin/pages/{slug}: an admin writes a page in Markdown, previews it as the site will show it, and saves a new version. */
export function PageEditorPage() {
  const { slug } = useParams();
  if (!slug || !isContentPageSlug(slug)) return <NotFoundState message="Page not found" fallbackPath={paths.admin.pages()} />;
  return <PageEditorLoader slug={slug} />;
}

function PageEditorLoader({ slug }: { slug: ContentPageSlug }) {
  const page = useContentPage(slug, { failure: 'Failed to load the page.' });
  if (page.data === undefined) return <PageLoading label="Loading page" />;
  // A new version read from the server starts the form again from it.
  return <PageEditor key={page.data.version} page={page.data} />;
}

function PageEditor({ page }: { page: ContentPage }) {
  const slug = page.slug as ContentPageSlug;
  const api = useApi();
  const save = useSaveContentPage(slug);
  const versions = useContentPageVersions(slug);
  const [title, setTitle] = useState(page.title);
  const [markdown, setMarkdown] = useState(page.markdown);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<{ html: string } | { error: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const changed = title !== page.title || markdown !== page.markdown;

  const showPreview = () => {
    setTab('preview');
    setPreview(null);
    api.previewContentPage({ markdown }).then(
      (answer) => setPreview({ html: answer.html }),
      (error: unknown) => setPreview({ error: errorMessage(error, 'The preview could not be made.') }),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    // Not mutate's own callbacks: the saved version replaces this editor (its key), and they would not run once it is gone.
    save.mutateAsync({ title, markdown, baseVersion: page.version }).then(
      (answer) => notify.success(answer.message),
      (error: unknown) => setRefusal(errorMessage(error, 'The page could not be saved.')),
    );
  };

  return (
    <PageContainer>
      <PageHeader
        title={`Edit “${page.title}”`}
        subtitle={`Version ${page.version}, saved ${formatSavedAt(page.updatedAt)}. Headings, lists, links and tables in Markdown; HTML shows as text.`}
        action={
          <Button component={RouterLink} to={paths.contentPage(slug)} variant="outlined">
            View page
          </Button>
        }
      />
      <Paper component="form" variant="outlined" onSubmit={submit} sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
        <Stack spacing={2}>
          <TextField
            label="Title"
            required
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <Tabs
            value={tab}
            onChange={(_event, value: 'write' | 'preview') => (value === 'preview' ? showPreview() : setTab('write'))}
            aria-label="Editor"
          >
            <Tab value="write" label="Write" id="page-editor-write" aria-controls="page-editor-panel" />
            <Tab value="preview" label="Preview" id="page-editor-preview" aria-controls="page-editor-panel" />
          </Tabs>
          <Box id="page-editor-panel" role="tabpanel" aria-labelledby={tab === 'write' ? 'page-editor-write' : 'page-editor-preview'}>
            {tab === 'write' ? (
              <TextField
                label="Page text (Markdown)"
                required
                fullWidth
                multiline
                minRows={14}
                value={markdown}
                onChange={(event) => setMarkdown(event.target.value)}
                slotProps={{
                  htmlInput: { maxLength: MAX_CONTENT_PAGE_LENGTH, spellCheck: true },
                  input: { sx: { fontFamily: 'monospace', fontSize: 14 } },
                }}
              />
            ) : preview === null ? (
              <PageLoading label="Making the preview" />
            ) : 'error' in preview ? (
              <Alert severity="error">{preview.error}</Alert>
            ) : (
              <Box
                data-testid="page-preview"
                // Rendered by the API, which escapes raw HTML and keeps only safe links (as the public page does).
                dangerouslySetInnerHTML={{ __html: preview.html }}
                sx={{
                  minHeight: 200,
                  overflowWrap: 'anywhere',
                  '& h2': { typography: 'h6', fontWeight: 700 },
                  '& table': { display: 'block', overflowX: 'auto' },
                }}
              />
            )}
          </Box>
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
          <Stack direction="row" spacing={1.5}>
            <Button type="submit" variant="contained" disabled={!changed || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save page'}
            </Button>
            <Button
              disabled={!changed}
              onClick={() => {
                setTitle(page.title);
                setMarkdown(page.markdown);
              }}
            >
              Discard changes
            </Button>
          </Stack>
        </Stack>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="page-history-title" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
        <Typography id="page-history-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          History
        </Typography>
        {versions.data === undefined ? (
          <PageLoading label="Loading history" />
        ) : (
          <List aria-label="Versions" dense>
            {versions.data.map((version) => (
              <ListItem key={version.version} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={`Version ${version.version}: ${version.title}`}
                  secondary={`${formatSavedAt(version.editedAt)} by ${version.editedBy?.name ?? 'Lectern'}`}
                  sx={{ flex: '1 1 240px' }}
                />
                {version.version !== page.version && (
                  <Button
                    size="small"
                    onClick={() => {
                      setTitle(version.title);
                      setMarkdown(version.markdown);
                      setTab('write');
                    }}
                  >
                    Use this version
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </PageContainer>
  );
}
