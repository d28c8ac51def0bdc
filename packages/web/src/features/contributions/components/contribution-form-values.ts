/** The contribute form's values, SPEC §5's checks on them (the server's schema), and the multipart fields they become. */
import { buildContributionContent, contributionFieldsSchema, findContributionCategory, type ContributionCategory } from '@newsroom/shared';
import { formErrors } from '../../../lib/form-errors';
import type { ContributionSubmission } from '../api/submit-contribution';

export interface ContributionFormValues {
  category: string;
  author: string;
  authorEmail: string;
  /** The chosen category's fields, by their label. */
  fields: Record<string, string>;
}

/**
 * Messages by the server's field names: author, authorEmail, category, photos, and each category field by its
 * label (the server reports a missing field under its label too, so its errors land on the same inputs); and
 * content, the text the fields make together, which has no input of its own.
 */
export type ContributionFormErrors = Record<string, string>;

export const emptyContributionForm: ContributionFormValues = { category: '', author: '', authorEmail: '', fields: {} };

/** What the server would refuse in the fields as they would be sent; without a category only the category is said. */
export function contributionErrors(values: ContributionFormValues): ContributionFormErrors {
  const category = findContributionCategory(values.category);
  const { content, ...errors } = formErrors(contributionFieldsSchema, {
    author: values.author,
    authorEmail: values.authorEmail,
    category: values.category,
    content: category ? buildContributionContent(category, values.fields) : '',
  });
  return category && content ? { ...errors, content } : errors;
}

export function contributionSubmission(values: ContributionFormValues, category: ContributionCategory, photos: File[]): ContributionSubmission {
  return {
    author: values.author.trim(),
    authorEmail: values.authorEmail.trim(),
    category: category.name,
    content: buildContributionContent(category, values.fields),
    photos,
  };
}
