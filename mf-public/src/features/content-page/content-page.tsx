import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { formatLongDate, isContentPageSlug, useContentPage, useLocation, type ContentPage as Page, type ContentPageSlug } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { MissingPage } from '../../shared/missing-page';
import { ContactForm } from './contact-form';

/** The slug a content page's address names ('/privacy' → 'privacy'). */
export const slugOfPath = (pathname: string): ContentPageSlug | null => {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return isContentPageSlug(slug) ? slug : null;
};

/**
 * /about, /contact, /help, /privacy, /terms and /cookies: the words admins write in the console, rendered by the API
 * from Markdown to HTML it has made safe, and by the server into the page. Contact adds the form that reaches them.
 */
export function ContentPage() {
  const slug = slugOfPath(useLocation().pathname) ?? 'about';
  const page = useContentPage(slug, { failure: 'Failed to load the page.' });
  if (page.data === undefined) {
    if (!page.isError) return <PageLoading label="Loading page" />;
    return <MissingPage title="Failed to load the page." text="Something went wrong while loading this page." onRetry={() => void page.refetch()} />;
  }
  return <ContentPageView page={page.data} />;
}

export function ContentPageView({ page }: { page: Page }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1 }}>
        {page.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Last updated {formatLongDate(page.updatedAt)}
      </Typography>
      <Box
        className="content-page-body"
        // The API rendered this from Markdown with raw HTML escaped and only safe links kept (api/src/modules/pages/markdown.ts).
        dangerouslySetInnerHTML={{ __html: page.html }}
        sx={{
          typography: 'body1',
          lineHeight: 1.7,
          overflowWrap: 'anywhere',
          '& h2': { typography: 'h5', fontWeight: 700, mt: 4, mb: 1.5 },
          '& h3, & h4, & h5, & h6': { typography: 'h6', fontWeight: 700, mt: 3, mb: 1 },
          '& p, & ul, & ol': { mt: 0, mb: 2 },
          '& li': { mb: 0.75 },
          '& a': { color: 'primary.main', fontWeight: 600 },
          '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
          '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', width: '100%', mb: 2 },
          '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' },
          '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, mb: 2, pl: 2, color: 'text.secondary' },
        }}
      />
      {page.slug === 'contact' && <ContactForm />}
    </Container>
  );
}
