import { useEffect, useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { errorMessage, notify, paths, useApi, useNavigate, useParams } from '@lectern/shared-sdk';
import { FormCard } from '../../shared/form-card';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { PageProblem } from '../../shared/page-status';

type Errors = Partial<Record<'title' | 'description', string>>;

/** Add module (no moduleId in the route) and Edit module. */
export function ModuleFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const api = useApi();
  const navigate = useNavigate();
  const params = useParams();
  const courseId = Number(params.courseId);
  const moduleId = Number(params.moduleId);
  const [courseTitle, setCourseTitle] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    if (mode === 'add') {
      api.getCourse(courseId).then(
        ({ course }) => active && setCourseTitle(course.title),
        () => active && setMissing(true),
      );
    } else {
      api.getModule(moduleId).then(
        ({ module }) => {
          if (!active) return;
          setTitle(module.title);
          setDescription(module.description);
          setCourseTitle('');
        },
        (error: unknown) => {
          if (!active) return;
          notify.error('Failed to fetch course/module', errorMessage(error, 'Please try again.'));
          navigate(paths.educator.course(courseId));
        },
      );
    }
    return () => {
      active = false;
    };
  }, [api, courseId, moduleId, mode, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!title.trim()) found.title = 'Module title is required.';
    if (!description.trim()) found.description = 'Module description is required.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      if (mode === 'add') {
        await api.createModule({ courseId, title: title.trim(), description: description.trim() });
        notify.success('Module created!');
      } else {
        await api.updateModule(moduleId, { title: title.trim(), description: description.trim() });
        notify.success('Module Updated!');
      }
      navigate(paths.educator.course(courseId));
    } catch (error) {
      notify.error(mode === 'add' ? 'Failed to create module' : 'Failed to update module', errorMessage(error, 'Please try again.'));
      setSaving(false);
    }
  }

  if (missing) return <PageProblem message="Course not found" />;
  if (courseTitle === null) return <PageLoading label="Loading" />;
  const heading = mode === 'add' ? 'Add Module' : 'Edit Module';

  return (
    <FormCard
      heading={heading}
      context={courseTitle ? `Course: ${courseTitle}` : null}
      onSubmit={submit}
      onCancel={() => navigate(paths.educator.course(courseId))}
      saving={saving}
      submitLabel={mode === 'add' ? 'Create Module' : 'Update Module'}
    >
      <TextField label="Module Title" required value={title} onChange={(event) => setTitle(event.target.value)} error={Boolean(errors.title)} helperText={errors.title} />
      <TextField
        label="Module Description"
        required
        multiline
        minRows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
      />
    </FormCard>
  );
}
