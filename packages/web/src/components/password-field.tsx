/** Mantine's PasswordInput, plus `aria-invalid` on the input when it shows an error (Mantine 9 omits it there). */
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
