import { zodResolver } from '@hookform/resolvers/zod';
import { HONEYPOT_FIELD } from '@inklined/contracts/email-fields';
import { useId } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { buildRequest, type FormRequest } from './build-request';
import { focusFirstError } from './focus-first-error';
import { useCloseAfterSuccess } from './use-close-after-success';
import { useSubmission, type SubmissionTexts } from './use-submission';

/** Every form's values hold the honeypot. */
export type FormValues = FieldValues & { [HONEYPOT_FIELD]: string };

export interface EmailFormOptions<V extends FormValues> {
  readonly defaultValues: V;
  /**
   * Checked on submit with the schema's messages (spec section 5, the expert form), the first
   * invalid field focused; without one the browser checks the fields marked required.
   */
  readonly schema?: z.ZodMiniObject;
  readonly texts: SubmissionTexts;
  /** The request's own fields (buildRequest adds the rest). */
  readonly request: (values: V) => FormRequest;
  readonly resume?: (values: V) => File | undefined;
  /** After a success: a modal closes after 2 s; a form on a page clears, with a way to send another. */
  readonly afterSuccess: 'close' | 'clear';
}

const idle = { status: 'idle' } as const;

/** One form: its fields, its check, its submission and what follows a success. */
export function useEmailForm<V extends FormValues>(options: EmailFormOptions<V>) {
  const { defaultValues, schema, afterSuccess } = options;
  const id = useId();
  const form = useForm<V>({
    resolver: schema && (zodResolver(schema) as unknown as Resolver<V>),
    defaultValues: defaultValues as DefaultValues<V>,
    // Checked on submit; an error clears when its field is edited, not re-checked while typing.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // With a schema, focus goes to the first invalid field in the schema's order (focusFirstError
    // below); without one, to the first field the browser let through that a rule refused (the resume).
    shouldFocusError: !schema,
  });
  const { state, submit, again, cancel, progress, sending } = useSubmission(options.texts);
  useCloseAfterSuccess(afterSuccess === 'close' ? state : idle);

  const field = (name: Path<V>, rules?: RegisterOptions<V, Path<V>>) =>
    form.register(name, {
      ...rules,
      onChange: (event: unknown) => {
        form.clearErrors(name);
        return rules?.onChange?.(event);
      },
    });

  const onSubmit = form.handleSubmit(
    async (values) => {
      const request = buildRequest(options.request(values), values[HONEYPOT_FIELD]);
      const result = await submit(request, options.resume?.(values));
      if (!result?.ok || afterSuccess !== 'clear') return;
      form.reset(defaultValues);
    },
    schema ? focusFirstError(Object.keys(schema.shape), form.setFocus) : undefined,
  );

  return {
    id,
    form,
    control: form.control,
    field,
    errors: form.formState.errors,
    /** The browser checks the fields (no schema): required fields carry `required`. */
    native: !schema,
    onSubmit,
    state,
    sending,
    /** While a file is sent: its progress in percent, and the way to stop it. */
    upload: progress === undefined ? undefined : { percent: progress, onCancel: cancel },
    again: afterSuccess === 'clear' ? again : undefined,
    honeypot: form.register(HONEYPOT_FIELD as Path<V>),
  };
}

/** What a form's fields read of it. */
export interface FieldHost<V extends FormValues> {
  readonly id: string;
  /** For a field that follows its own value (a limited text's count). */
  readonly control: Control<V>;
  readonly native: boolean;
  readonly errors: FieldErrors<V>;
  readonly field: (name: Path<V>, rules?: RegisterOptions<V, Path<V>>) => UseFormRegisterReturn;
}

/** What the skeleton (EmailForm) reads of it. */
export type FormSkeleton = Pick<
  ReturnType<typeof useEmailForm<FormValues>>,
  'id' | 'native' | 'onSubmit' | 'state' | 'sending' | 'again' | 'honeypot'
>;
