import { describe, expect, it } from 'vitest';
import {
  buildContributionContent,
  CONTRIBUTION_CATEGORIES,
  findContributionCategory,
  missingContributionFields,
  parseContributionContent,
} from './contribution-categories.js';
import { contributionCategoryUnknown, contributionFieldsSchema } from './schemas/contribution.js';

const category = (name: string) => findContributionCategory(name)!;

describe('contribution categories', () => {
  it("lists SPEC §3's nine categories with their fields verbatim", () => {
    expect(CONTRIBUTION_CATEGORIES.map((entry) => [entry.name, entry.fields.map((field) => field.label)])).toEqual([
      ['BalitAraneta', ['Who', 'What', 'Where', 'When', 'Additional Info']],
      ['Animo Idol', ['Name of Featured Lasallian', 'Grade/Year and Section/Course', 'Skills/Talents', 'Why he/she is an Animo Idol']],
      ['Animo In-Demand', ['Name of Owner', 'Grade/Year and Section/Course', 'Name of Business', 'Details about the Business', 'Products/Services']],
      ['Lasallian Tambayan', ['Name of Store/Establishment', 'Location/Address', 'What the place can offer']],
      ['Proud Lasallian', ['Name of Featured Lasallian', 'Grade/Year and Section/Course']],
      ['The DLSAU InfoTalk', ['Name of Speaker/Presenter and grade/year/course', 'Topic/Title', 'Details About the Topic', 'Video Link']],
      ['DLSAU Testimonials', ['Name of DLSAU Student', 'Grade/Year and Section/Course', 'Why did you choose DLSAU and why would you recommend it']],
      ['Galing Araneta', ['Name of alumnus/alumna', 'Year Graduated and degree/level/strand', 'Work-related Achievements']],
      ['AniModel', ['Name of Featured Lasallian', 'Grade/Year and Section/Course', 'Why is he/she a Lasallian model inside and out']],
    ]);
  });

  it('makes Additional Info, and only it, optional', () => {
    const optional = CONTRIBUTION_CATEGORIES.flatMap((entry) =>
      entry.fields.filter((field) => field.optional).map((field) => `${entry.name}/${field.label}`),
    );
    expect(optional).toEqual(['BalitAraneta/Additional Info']);
  });

  it("names every category's headline after one of its fields", () => {
    for (const entry of CONTRIBUTION_CATEGORIES) expect(entry.fields.map((field) => field.label)).toContain(entry.headline.field);
  });

  it('finds a category whatever its case and spacing, and nothing else', () => {
    expect(findContributionCategory('  animo   idol ')?.name).toBe('Animo Idol');
    expect(findContributionCategory('Sports')).toBeUndefined();
  });
});

describe('contribution content', () => {
  it('builds "Label: value" lines in the category order, leaving out an empty optional field', () => {
    const content = buildContributionContent(category('BalitAraneta'), {
      When: 'Friday',
      Who: 'Grade 10',
      What: 'Science fair',
      Where: 'Gym',
      'Additional Info': ' ',
    });
    expect(content).toBe('Who: Grade 10\nWhat: Science fair\nWhere: Gym\nWhen: Friday');
  });

  it('reads back what it builds, multiline values included', () => {
    const values = {
      Who: 'Grade 10',
      What: 'Science fair\nwith three medals\r\nfor us',
      Where: 'Gym: 2nd floor',
      When: 'Friday',
      'Additional Info': 'Bring snacks',
    };
    const parsed = parseContributionContent(category('BalitAraneta'), buildContributionContent(category('BalitAraneta'), values));
    expect(parsed).toEqual([
      { label: 'Who', value: 'Grade 10' },
      { label: 'What', value: 'Science fair\nwith three medals\nfor us' },
      { label: 'Where', value: 'Gym: 2nd floor' },
      { label: 'When', value: 'Friday' },
      { label: 'Additional Info', value: 'Bring snacks' },
    ]);
  });

  it('accepts labels in another case and with spacing around the colon', () => {
    const parsed = parseContributionContent(
      category('Proud Lasallian'),
      'name of featured lasallian :  Ana Cruz\nGRADE/YEAR AND SECTION/COURSE:Grade 9 - St. John',
    );
    expect(parsed.map((field) => field.value)).toEqual(['Ana Cruz', 'Grade 9 - St. John']);
  });

  it('lists the required fields left empty or out', () => {
    expect(missingContributionFields(category('BalitAraneta'), 'Who: Grade 10\nWhat:   \nWhen: Friday')).toEqual(['What', 'Where']);
    expect(missingContributionFields(category('BalitAraneta'), 'Who: a\nWhat: b\nWhere: c\nWhen: d')).toEqual([]);
  });
});

describe('contributionFieldsSchema', () => {
  const valid = {
    author: 'Juan',
    authorEmail: 'juan@school.test',
    category: 'Proud Lasallian',
    content: 'Name of Featured Lasallian: Ana\nGrade/Year and Section/Course: 9',
  };
  const errorsOf = (input: object) => {
    const result = contributionFieldsSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('passes a complete contribution, with the canonical category name', () => {
    expect(contributionFieldsSchema.parse({ ...valid, category: 'proud lasallian' }).category).toBe('Proud Lasallian');
  });

  it("gives SPEC §5's messages", () => {
    expect(errorsOf({ ...valid, author: ' ' })).toEqual([['author', 'Name is required']]);
    expect(errorsOf({ ...valid, authorEmail: '' })).toEqual([['authorEmail', 'Email is required']]);
    expect(errorsOf({ ...valid, authorEmail: 'juan@school' })).toEqual([['authorEmail', 'Invalid email format']]);
    expect(errorsOf({ ...valid, category: undefined })).toEqual([['category', 'Category is required']]);
    expect(errorsOf({ ...valid, category: 'Sports' })).toEqual([['category', contributionCategoryUnknown]]);
  });

  it('reports each missing field under its label, even when other fields fail too', () => {
    expect(errorsOf({ ...valid, author: '', content: 'Name of Featured Lasallian: Ana' })).toEqual([
      ['author', 'Name is required'],
      ['Grade/Year and Section/Course', 'This field is required'],
    ]);
    expect(errorsOf({ ...valid, content: '' })).toEqual([
      ['content', 'This field is required'],
      ['Name of Featured Lasallian', 'This field is required'],
      ['Grade/Year and Section/Course', 'This field is required'],
    ]);
  });
});
