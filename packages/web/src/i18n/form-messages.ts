/**
 * A Mantine form's fields with their errors in the reader's language: the checks and the server write shared
 * messages in English (i18n/messages.ts), and an error already on screen follows a switch of language.
 */
import type { UseFormReturnType } from '@mantine/form';
import { useMessage } from './messages';

export function useInputPropsInLanguage<Values>(form: UseFormReturnType<Values>) {
  const message = useMessage();
  return (field: Parameters<typeof form.getInputProps>[0]) => {
    const props = form.getInputProps(field);
    return { ...props, error: typeof props.error === 'string' ? message(props.error) : props.error };
  };
}
