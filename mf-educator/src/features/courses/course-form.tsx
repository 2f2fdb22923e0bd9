import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { categories, type Category, type CourseDetail, type CreateCourseInput } from '@lectern/shared-sdk';
import { ImageUploadField, isHttpUrl } from '@lectern/shared-sdk/ui/image-upload-field';
import { DurationFields, durationFromText, durationToText, emptyDuration, type DurationValue } from '../../shared/duration-fields';
import { useForm, type FieldErrors, type Validation } from '../../shared/use-form';

interface CourseFormValues {
  title: string;
  description: string;
  category: Category | '';
  price: string;
  duration: DurationValue;
  image: string;
}

export const emptyCourseForm: CourseFormValues = { title: '', description: '', category: '', price: '', duration: emptyDuration, image: '' };

/** Edit course starts from the course as stored, its duration text back in hours and minutes. */
export function courseFormValues(course: CourseDetail): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    price: String(course.price),
    duration: durationFromText(course.duration),
    image: course.image ?? '',
  };
}

type Errors = FieldErrors<CourseFormValues>;

/** Spec section 5; the server checks the same rules. */
function validateCourse(values: CourseFormValues): Validation<CourseFormValues, CreateCourseInput> {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = 'Title is required.';
  if (!values.description.trim()) errors.description = 'Description is required.';
  if (!values.category) errors.category = 'Category is required.';
  const price = Number(values.price);
  if (values.price.trim() === '') errors.price = 'Price is required.';
  else if (!Number.isFinite(price) || price < 0) errors.price = 'Price must be a number, 0 or more.';
  else if (Math.abs(Math.round(price * 100) - price * 100) > 1e-6) errors.price = 'Price can have at most 2 decimals (steps of 0.01).';
  const duration = durationToText(values.duration);
  if ('error' in duration) errors.duration = duration.error || 'Duration is required: enter hours, minutes or both.';
  const image = values.image.trim();
  if (image && !isHttpUrl(image)) errors.image = 'Image must be a URL starting with http:// or https://.';
  if (Object.keys(errors).length > 0 || 'error' in duration || !values.category) return { errors };
  return {
    input: { title: values.title.trim(), description: values.description.trim(), category: values.category, price, duration: duration.text, image },
  };
}

interface CourseFormProps {
  heading: string;
  submitLabel: string;
  initial: CourseFormValues;
  onSubmit: (input: CreateCourseInput) => void;
  onCancel: () => void;
  /** While the course is being sent: the buttons are off and the submit button says so. */
  saving: boolean;
}

/**
 * Create course and Edit course. The image (optional) is uploaded from the device (resized on the server, its
 * address on the site's origin) or given by its address (spec section 2's field, kept for images already online).
 */
export function CourseForm({ heading, submitLabel, initial, onSubmit, onCancel, saving }: CourseFormProps) {
  const { values, set, field, errors, submit } = useForm(initial, validateCourse, onSubmit);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label={heading}>
        <TextField label="Course Title" required {...field('title')} />
        <TextField label="Description" required multiline minRows={4} {...field('description')} />
        <TextField
          select
          label="Category"
          required
          value={values.category}
          onChange={(event) => set('category', event.target.value as Category)}
          error={Boolean(errors.category)}
          helperText={errors.category}
        >
          {categories.map((category) => (
            <MenuItem key={category} value={category}>
              {category}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Price (USD)"
          required
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          {...field('price')}
          helperText={errors.price ?? 'Enter 0 for a free course.'}
        />
        <DurationFields
          value={values.duration}
          onChange={(duration) => set('duration', duration)}
          error={errors.duration}
          label="Duration (hours and minutes)"
        />
        <ImageUploadField
          purpose="course-image"
          value={values.image}
          onChange={(url) => set('image', url)}
          label="Course image (optional)"
          buttonLabel="Upload image"
          previewAlt="Course image preview"
          hint="JPEG, PNG, WebP or GIF, up to 8 MB. Cut to 16:10, 1280×800 px."
          disabled={saving}
        >
          <TextField
            label="Image URL (optional)"
            type="url"
            {...field('image')}
            helperText={errors.image ?? 'Or paste the address of an image online. Recommended size 400x250 px.'}
          />
        </ImageUploadField>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
