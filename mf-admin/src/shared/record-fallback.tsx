import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { NotFoundState } from './not-found-state';

interface RecordFallbackProps {
  loading: boolean;
  /** What the loading state is called ('Loading student'). */
  loadingLabel: string;
  /** The heading when there is no such record ('Student not found'). */
  notFound: string;
  /** Where Go Back leads when there is no page to go back to: the record's list. */
  fallbackPath: string;
}

/** What a record's page (a student, an educator, a course) shows while there is no record: it loads, or it is not found. */
export function RecordFallback({ loading, loadingLabel, notFound, fallbackPath }: RecordFallbackProps) {
  return (
    <PageContainer>{loading ? <PageLoading label={loadingLabel} /> : <NotFoundState message={notFound} fallbackPath={fallbackPath} />}</PageContainer>
  );
}
