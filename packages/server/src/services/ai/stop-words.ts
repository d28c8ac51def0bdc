/** Words that say little about what a text is about, in English and Filipino (Tagalog), so ranking ignores them. */

const ENGLISH = `
a about above after again against all also although am among an and another any are aren't around as at be because
been before being below between both but by can cannot could couldn't did didn't do does doesn't doing don't down
during each either else even ever every few for from further get gets got had hadn't has hasn't have haven't having he
her here hers herself him himself his how however i if in into is isn't it its itself just least less let like many
may me might more most much must my myself neither no nor not now of off often on once one only or other others our
ours ourselves out over own per quite rather really said same say says she should since so some still such than that
the their theirs them themselves then there these they this those though through thus to too toward towards under
until up upon us very via was wasn't we were weren't what when where whether which while who whom whose why will with
within without would yet you your yours yourself yourselves it's he's she's they're we're i'm you're
mr mrs ms dr prof sr jr atty engr hon rev fr
`;

/** Particles, pronouns, markers and connectors of Filipino, with the common short and contracted forms. */
const FILIPINO = `
ang ng nang sa na mga at ay si sina ni nina kay kina ko mo niya nila namin natin ninyo nito niyon niyan noon
ako ikaw ka siya kami tayo kayo sila ito iyon iyan yun yung yan dito diyan doon roon rito riyan akin atin amin iyo
inyo kaniya kanya kanila kaniyang kanyang kanilang aking ating aming iyong inyong niyang nilang naming nating ninyong
ito'y siya'y sila'y ako'y tayo'y kami'y para upang dahil kasi kung kapag pag kaya pero ngunit subalit datapwat o
saka tapos habang hanggang mula galing tungkol laban nasa noong ngayon naman din rin lang lamang pa po ho ba daw raw
man nga muna pala yata sana lahat bawat iba ibang isa isang mas pinaka may mayroon meron wala walang hindi
di oo opo huwag ganito ganoon ganyan gayon gayundin tulad gaya katulad kahit maging naging pagkat sapagkat samantala
bilang ano anong sino sinong saan kailan bakit paano alin ilan ano-ano sino-sino eh ha hay naku siyang silang
kaming tayong kayong akong pang mang yon ung g gng bb
`;

const words = (list: string) => list.split(/\s+/).filter((word) => word !== '');

export const STOP_WORDS: ReadonlySet<string> = new Set([...words(ENGLISH), ...words(FILIPINO)]);

/**
 * Words in nearly every school story: they tie sentences together without saying what this story is about,
 * so they weigh less (a newsroom-wide document frequency would say the same).
 */
export const SCHOOL_WORDS: ReadonlySet<string> = new Set(
  words(`school university college campus student pupil teacher faculty department class classmate
  paaralan unibersidad kolehiyo mag-aaral estudyante guro klase departamento`),
);

/** Short words that may join the words of a title ('Festival of Lights', 'Buwan ng Wika'). */
export const TITLE_CONNECTORS: ReadonlySet<string> = new Set(['of', 'and', 'for', 'the', 'ng', 'sa', 'mga', '&']);

/** Words kept lower-case inside a title-cased phrase. */
export const TITLE_SMALL_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'ang',
  'ng',
  'sa',
  'na',
  'mga',
  'at',
  'ay',
  'ni',
  'para',
]);
