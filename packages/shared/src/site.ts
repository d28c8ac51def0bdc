/** The newsroom's name, shown in headers, footers, page titles, the news feed and link previews. */
export const SITE_NAME = 'School Newsroom';
