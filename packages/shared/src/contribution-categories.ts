/**
 * The nine contribution categories of SPEC §3 and their fields, and the "Label: value" text a contribution's
 * content is made of: the contribute form builds it, the server checks and reads it back.
 */

export interface ContributionField {
  /** SPEC §3's label, verbatim: it is both what the form shows and what starts the field's line in the content. */
  label: string;
  optional?: boolean;
}

export interface ContributionCategory {
  name: string;
  fields: readonly ContributionField[];
  /** The field that best names the story, used to title a news draft made from a contribution. */
  headline: { field: string; prefixCategory: boolean };
}

export const ADDITIONAL_INFO_LABEL = 'Additional Info';

const GRADE_AND_SECTION = 'Grade/Year and Section/Course';

export const CONTRIBUTION_CATEGORIES: readonly ContributionCategory[] = [
  {
    name: 'BalitAraneta',
    fields: [{ label: 'Who' }, { label: 'What' }, { label: 'Where' }, { label: 'When' }, { label: ADDITIONAL_INFO_LABEL, optional: true }],
    headline: { field: 'What', prefixCategory: false },
  },
  {
    name: 'Animo Idol',
    fields: [
      { label: 'Name of Featured Lasallian' },
      { label: GRADE_AND_SECTION },
      { label: 'Skills/Talents' },
      { label: 'Why he/she is an Animo Idol' },
    ],
    headline: { field: 'Name of Featured Lasallian', prefixCategory: true },
  },
  {
    name: 'Animo In-Demand',
    fields: [
      { label: 'Name of Owner' },
      { label: GRADE_AND_SECTION },
      { label: 'Name of Business' },
      { label: 'Details about the Business' },
      { label: 'Products/Services' },
    ],
    headline: { field: 'Name of Business', prefixCategory: true },
  },
  {
    name: 'Lasallian Tambayan',
    fields: [{ label: 'Name of Store/Establishment' }, { label: 'Location/Address' }, { label: 'What the place can offer' }],
    headline: { field: 'Name of Store/Establishment', prefixCategory: true },
  },
  {
    name: 'Proud Lasallian',
    fields: [{ label: 'Name of Featured Lasallian' }, { label: GRADE_AND_SECTION }],
    headline: { field: 'Name of Featured Lasallian', prefixCategory: true },
  },
  {
    name: 'The DLSAU InfoTalk',
    fields: [
      { label: 'Name of Speaker/Presenter and grade/year/course' },
      { label: 'Topic/Title' },
      { label: 'Details About the Topic' },
      { label: 'Video Link' },
    ],
    headline: { field: 'Topic/Title', prefixCategory: false },
  },
  {
    name: 'DLSAU Testimonials',
    fields: [{ label: 'Name of DLSAU Student' }, { label: GRADE_AND_SECTION }, { label: 'Why did you choose DLSAU and why would you recommend it' }],
    headline: { field: 'Name of DLSAU Student', prefixCategory: true },
  },
  {
    name: 'Galing Araneta',
    fields: [{ label: 'Name of alumnus/alumna' }, { label: 'Year Graduated and degree/level/strand' }, { label: 'Work-related Achievements' }],
    headline: { field: 'Name of alumnus/alumna', prefixCategory: true },
  },
  {
    name: 'AniModel',
    fields: [{ label: 'Name of Featured Lasallian' }, { label: GRADE_AND_SECTION }, { label: 'Why is he/she a Lasallian model inside and out' }],
    headline: { field: 'Name of Featured Lasallian', prefixCategory: true },
  },
];

const labelKey = (label: string): string => label.trim().replace(/\s+/g, ' ').toLowerCase();

/** The category of this name, whatever its case and spacing; undefined for anything else. */
export function findContributionCategory(name: string): ContributionCategory | undefined {
  const key = labelKey(name);
  return CONTRIBUTION_CATEGORIES.find((category) => labelKey(category.name) === key);
}

export interface ContributionFieldValue {
  label: string;
  value: string;
}

/**
 * The content text: one "Label: value" line per field, in the category's order. A value may span several
 * lines (the form's fields are multiline); optional fields left empty are left out.
 */
export function buildContributionContent(category: ContributionCategory, values: Readonly<Record<string, string>>): string {
  return category.fields
    .map((field) => ({ ...field, value: (values[field.label] ?? '').replace(/\r\n?/g, '\n').trim() }))
    .filter((field) => field.value !== '' || !field.optional)
    .map((field) => `${field.label}: ${field.value}`)
    .join('\n');
}

/**
 * Reads content back into the category's fields, in the category's order (a field not found has the value '').
 * A line starting with one of the category's labels and a colon (case and spacing aside) starts that field; any
 * other line continues the field before it. Text before the first label belongs to no field and is dropped
 * here; the content itself keeps it.
 */
export function parseContributionContent(category: ContributionCategory, content: string): ContributionFieldValue[] {
  const labels = new Map(category.fields.map((field) => [labelKey(field.label), field.label]));
  const lines = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    const colon = line.indexOf(':');
    const label = colon > 0 ? labels.get(labelKey(line.slice(0, colon))) : undefined;
    if (label !== undefined) {
      current = lines.get(label) ?? [];
      lines.set(label, current);
      current.push(line.slice(colon + 1).trimStart());
    } else {
      current?.push(line);
    }
  }
  return category.fields.map((field) => ({ label: field.label, value: (lines.get(field.label) ?? []).join('\n').trim() }));
}

/** The labels of the required fields that the content leaves empty or out. */
export function missingContributionFields(category: ContributionCategory, content: string): string[] {
  const values = new Map(parseContributionContent(category, content).map((field) => [field.label, field.value]));
  return category.fields.filter((field) => !field.optional && values.get(field.label) === '').map((field) => field.label);
}
