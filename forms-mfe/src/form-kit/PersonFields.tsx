import type { Path } from 'react-hook-form';
import { TextField } from './TextField';
import type { FieldHost, FormValues } from './use-email-form';

/** A form that asks for one name, or for first and last names apart. */
type NameLabels = { readonly name: string } | { readonly firstName: string; readonly lastName: string };

interface PersonFieldsProps<V extends FormValues> {
  readonly of: FieldHost<V>;
  readonly labels: NameLabels & { readonly email: string; readonly phone: string };
  readonly phone: 'required' | 'optional';
}

/** Who is writing: the name (or names), the e-mail address and the phone every form asks for. */
export function PersonFields<V extends FormValues>({ of, labels, phone }: PersonFieldsProps<V>) {
  const field = (name: string) => name as Path<V>;
  return (
    <>
      {'name' in labels ? (
        <TextField of={of} name={field('name')} label={labels.name} need="required" kind="name" autoComplete="name" />
      ) : (
        (['firstName', 'lastName'] as const).map((part) => (
          <TextField
            key={part}
            of={of}
            name={field(part)}
            label={labels[part]}
            need="required"
            kind="name"
            autoComplete={part === 'firstName' ? 'given-name' : 'family-name'}
          />
        ))
      )}
      <TextField of={of} name={field('email')} label={labels.email} need="required" kind="email" />
      <TextField of={of} name={field('phone')} label={labels.phone} need={phone} kind="phone" />
    </>
  );
}

/** The values PersonFields holds. */
export type PersonValues = ({ name: string } | { firstName: string; lastName: string }) & {
  email: string;
  phone: string;
};

/** The request's fields for them: the sender's name, address and phone. */
export function fromPerson(values: PersonValues) {
  const name = 'name' in values ? values.name.trim() : `${values.firstName.trim()} ${values.lastName.trim()}`;
  return { from_name: name, from_email: values.email, phone: values.phone };
}
