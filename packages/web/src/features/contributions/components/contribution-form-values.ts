/** The contribute form's values, SPEC §5's checks on them, and the multipart fields they become. */
import { buildContributionContent, contributionMessages, findContributionCategory, isEmail, type ContributionCategory } from '@newsroom/shared';
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
 * label (the server reports a missing field under its label too, so its errors land on the same inputs).
 */
export type ContributionFormErrors = Record<string, string>;

export const emptyContributionForm: ContributionFormValues = { category: '', author: '', authorEmail: '', fields: {} };

export function validateContribution(values: ContributionFormValues): ContributionFormErrors {
  const errors: ContributionFormErrors = {};
  const email = values.authorEmail.trim();
  if (!values.author.trim()) errors.author = contributionMessages.nameRequired;
  if (!email) errors.authorEmail = contributionMessages.emailRequired;
  else if (!isEmail(email)) errors.authorEmail = contributionMessages.emailInvalid;

  const category = findContributionCategory(values.category);
  if (!category) {
    errors.category = contributionMessages.categoryRequired;
    return errors;
  }
  for (const field of category.fields) {
    if (!field.optional && !(values.fields[field.label] ?? '').trim()) errors[field.label] = contributionMessages.fieldRequired;
  }
  return errors;
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
