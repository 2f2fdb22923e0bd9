import { useState, type ChangeEvent, type FormEvent } from 'react';
import { focusFirstInvalid } from '@lectern/shared-sdk/ui/focus-first-invalid';

/** The message under each field that failed the last submit. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** What a form's check makes of its values: the message of each field that fails, or what to send. */
export type Validation<Values, Input> = { errors: FieldErrors<Values> } | { input: Input };

type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

/**
 * The state of an educator's form (a course, a module, a video): its values, the errors of the last submit, and a
 * submit that sends the input only when `validate` passes the values, and otherwise takes the person to the first
 * field to mend. Errors stay until the next submit.
 */
export function useForm<Values, Input>(initial: Values, validate: (values: Values) => Validation<Values, Input>, onSave: (input: Input) => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  /** A text field's props: its value, its change, and its error under it (`helperText` may be overridden after). */
  const field = <K extends TextKey<Values>>(key: K) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, event.target.value as Values[K]),
    error: Boolean(errors[key]),
    helperText: errors[key],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(values);
    setErrors('errors' in result ? result.errors : {});
    if ('input' in result) onSave(result.input);
    else focusFirstInvalid(event.currentTarget);
  }

  return { values, set, field, errors, setErrors, submit };
}
