/** The newsroom's name, shown in headers, footers and page titles. */
export const SITE_NAME = 'School Newsroom';
