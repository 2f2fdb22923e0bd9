import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { QUESTION_KINDS, QUIZ_LIMITS, type QuestionKind, type UpdateQuizInput } from '@lectern/shared-sdk';
import { focusFirstInvalid } from '@lectern/shared-sdk/ui/focus-first-invalid';
import { FormCard } from '../../shared/form-card';
import { newOption, newQuestion, optionsFor, validateQuiz, type QuestionValues, type QuizErrors, type QuizValues } from './quiz-values';

const kindLabels: Record<QuestionKind, string> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  'true-false': 'True or false',
};

interface QuizFormProps {
  mode: 'add' | 'edit';
  context: string;
  initial: QuizValues;
  saving: boolean;
  onSave: (input: UpdateQuizInput) => void;
  onCancel: () => void;
}

/**
 * The quiz editor: the quiz's settings, then its questions, each with its kind, its options (the right ones marked)
 * and an explanation learners read once they have answered. The server keeps the same rules; checking them here
 * lets the educator mend the form in place.
 */
export function QuizForm({ mode, context, initial, saving, onSave, onCancel }: QuizFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<QuizErrors>({});
  const set = <K extends keyof QuizValues>(key: K, value: QuizValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const setQuestion = (index: number, change: (question: QuestionValues) => QuestionValues) =>
    setValues((current) => ({ ...current, questions: current.questions.map((question, at) => (at === index ? change(question) : question)) }));
  const moveQuestion = (index: number, by: -1 | 1) =>
    setValues((current) => {
      const questions = [...current.questions];
      const [moved] = questions.splice(index, 1);
      if (moved) questions.splice(index + by, 0, moved);
      return { ...current, questions };
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateQuiz(values);
    setErrors('errors' in result ? result.errors : {});
    if ('input' in result) onSave(result.input);
    else focusFirstInvalid(event.currentTarget);
  }

  const text = (key: 'title' | 'passMark' | 'maxAttempts' | 'retryWaitMinutes') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key],
  });

  return (
    <FormCard
      heading={mode === 'add' ? 'Add quiz' : 'Edit quiz'}
      context={context}
      onSubmit={submit}
      onCancel={onCancel}
      saving={saving}
      submitLabel={mode === 'add' ? 'Create quiz' : 'Save quiz'}
    >
      <TextField label="Quiz title" required {...text('title')} slotProps={{ htmlInput: { maxLength: QUIZ_LIMITS.title } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Pass mark (%)"
          required
          inputMode="numeric"
          {...text('passMark')}
          helperText={errors.passMark ?? 'The score an attempt needs to pass'}
          sx={{ flex: 1 }}
        />
        <Stack sx={{ flex: 1 }}>
          <TextField
            label="Attempts allowed"
            inputMode="numeric"
            disabled={values.unlimitedAttempts}
            {...text('maxAttempts')}
            value={values.unlimitedAttempts ? '' : values.maxAttempts}
          />
          <FormControlLabel
            control={<Checkbox checked={values.unlimitedAttempts} onChange={(event) => set('unlimitedAttempts', event.target.checked)} />}
            label="Unlimited attempts"
          />
        </Stack>
        <TextField
          label="Wait between attempts (minutes)"
          inputMode="numeric"
          {...text('retryWaitMinutes')}
          helperText={errors.retryWaitMinutes ?? '0 lets learners try again at once'}
          sx={{ flex: 1 }}
        />
      </Stack>

      <Typography variant="h5" component="h2">
        Questions
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: '4px !important' }}>
        Learners see the questions and their options in a new order at each attempt. A question is right only when exactly the right options are
        chosen.
      </Typography>
      {errors.questions ? <FormHelperText error>{errors.questions}</FormHelperText> : null}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {values.questions.map((question, index) => (
          <QuestionEditor
            key={question.key}
            index={index}
            count={values.questions.length}
            question={question}
            errors={errors}
            onChange={(change) => setQuestion(index, change)}
            onMove={(by) => moveQuestion(index, by)}
            onRemove={() =>
              set(
                'questions',
                values.questions.filter((_, at) => at !== index),
              )
            }
          />
        ))}
      </Stack>
      <Box>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={values.questions.length >= QUIZ_LIMITS.questions}
          onClick={() => set('questions', [...values.questions, newQuestion()])}
        >
          Add question
        </Button>
      </Box>
    </FormCard>
  );
}

interface QuestionEditorProps {
  index: number;
  count: number;
  question: QuestionValues;
  errors: QuizErrors;
  onChange: (change: (question: QuestionValues) => QuestionValues) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionEditor({ index, count, question, errors, onChange, onMove, onRemove }: QuestionEditorProps) {
  const at = `questions.${index}`;
  const label = `Question ${index + 1}`;
  const fixedOptions = question.kind === 'true-false';
  const markRight = (optionIndex: number, checked: boolean) =>
    onChange((current) => ({
      ...current,
      options: current.options.map((option, at2) =>
        current.kind === 'multiple' ? (at2 === optionIndex ? { ...option, correct: checked } : option) : { ...option, correct: at2 === optionIndex },
      ),
    }));

  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} aria-label={label}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {label}
          </Typography>
          <IconButton aria-label={`Move question ${index + 1} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton aria-label={`Move question ${index + 1} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton aria-label={`Remove question ${index + 1}`} color="error" onClick={onRemove}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
        <TextField
          select
          label="Kind"
          value={question.kind}
          onChange={(event) => {
            const kind = event.target.value as QuestionKind;
            onChange((current) => ({ ...current, kind, options: optionsFor(kind, current.options) }));
          }}
          sx={{ maxWidth: { sm: 260 } }}
        >
          {QUESTION_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {kindLabels[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Question"
          required
          multiline
          minRows={2}
          value={question.prompt}
          onChange={(event) => onChange((current) => ({ ...current, prompt: event.target.value }))}
          error={Boolean(errors[`${at}.prompt`])}
          helperText={errors[`${at}.prompt`]}
        />
        <Stack spacing={1} role="group" aria-label={`Options of question ${index + 1}`}>
          <Typography variant="body2" color="text.secondary">
            {question.kind === 'multiple' ? 'Options: tick every right one' : 'Options: choose the right one'}
          </Typography>
          {question.options.map((option, optionIndex) => {
            const optionLabel = `Option ${optionIndex + 1}`;
            const Mark = question.kind === 'multiple' ? Checkbox : Radio;
            return (
              <Stack key={option.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Mark
                  checked={option.correct}
                  onChange={(event) => markRight(optionIndex, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `${optionLabel} is right` } }}
                  sx={{ mt: 0.5 }}
                />
                <TextField
                  label={optionLabel}
                  size="small"
                  fullWidth
                  value={option.text}
                  disabled={fixedOptions}
                  onChange={(event) =>
                    onChange((current) => ({
                      ...current,
                      options: current.options.map((item, at2) => (at2 === optionIndex ? { ...item, text: event.target.value } : item)),
                    }))
                  }
                  error={Boolean(errors[`${at}.option.${optionIndex}`])}
                  helperText={errors[`${at}.option.${optionIndex}`]}
                />
                {fixedOptions ? null : (
                  <IconButton
                    aria-label={`Remove option ${optionIndex + 1}`}
                    disabled={question.options.length <= QUIZ_LIMITS.minOptions}
                    onClick={() => onChange((current) => ({ ...current, options: current.options.filter((_, at2) => at2 !== optionIndex) }))}
                  >
                    <CloseIcon />
                  </IconButton>
                )}
              </Stack>
            );
          })}
          {errors[`${at}.options`] ? <FormHelperText error>{errors[`${at}.options`]}</FormHelperText> : null}
          {fixedOptions ? null : (
            <Box>
              <Button
                size="small"
                startIcon={<AddIcon />}
                disabled={question.options.length >= QUIZ_LIMITS.maxOptions}
                onClick={() => onChange((current) => ({ ...current, options: [...current.options, newOption()] }))}
              >
                Add option
              </Button>
            </Box>
          )}
        </Stack>
        <TextField
          label="Explanation (optional)"
          multiline
          minRows={2}
          value={question.explanation}
          onChange={(event) => onChange((current) => ({ ...current, explanation: event.target.value }))}
          error={Boolean(errors[`${at}.explanation`])}
          helperText={errors[`${at}.explanation`] ?? 'Shown to learners once they have answered'}
        />
      </Stack>
    </Paper>
  );
}
