import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/**
 * What a form does when its check fails: the first invalid field, in the form's own order, takes
 * focus, so a keyboard or screen-reader user lands on what to fix (spec section 5).
 */
export function focusFirstError<T extends FieldValues>(order: readonly string[], setFocus: UseFormSetFocus<T>) {
  return (errors: FieldErrors<T>) => {
    const first = order.find((name) => errors[name]);
    if (first) setFocus(first as Path<T>);
  };
}
