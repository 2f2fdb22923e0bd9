import { useParams } from '@lectern/shared-sdk';
import { FormPage } from '../../shared/form-page';
import { QuizForm } from './quiz-form';
import { useQuizForm } from './use-quiz-form';

/** Add quiz (after a module's lessons) and Edit quiz. */
export function QuizFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { state, saving, cancel } = useQuizForm(mode, useParams());
  return (
    <FormPage state={state} notFound={mode === 'add' ? 'Module not found' : 'Quiz not found'}>
      {(ready) => <QuizForm mode={mode} context={ready.context} initial={ready.initial} saving={saving} onSave={ready.save} onCancel={cancel} />}
    </FormPage>
  );
}
