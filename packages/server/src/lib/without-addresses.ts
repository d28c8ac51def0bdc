/**
 * Text for the log with every e-mail address in it replaced: a mail server's refusal often quotes its recipient
 * (`550 5.1.1 <maria@school.test>: no such user`), and subscribers' and users' addresses never appear in the logs
 * (issue 26). The outbox keeps the whole reason for the ADMINs who read it there.
 */
const ADDRESS = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

export const withoutAddresses = (text: string): string => text.replace(ADDRESS, '[address]');
