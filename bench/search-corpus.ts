/**
 * Seed data for the search benchmark: school news in English and Filipino with a realistic shape (a few words in
 * every story, topic words by a Zipf law, a long tail of names and rare words) and typo'd queries drawn from it.
 * Deterministic for a given seed, so runs compare.
 */

/** A small fast PRNG (mulberry32): the same seed gives the same corpus. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const FUNCTION_WORDS = `the a an of to in and for on with at by from is are was were be been will would can could this that these those
it its as or but not all their they we our you your he she his her who which what when where why how more most also than then
about after before during over into up out new one two three first last year years day week time people said says
ang ng mga sa na at ay si ni kay para mula hanggang kung pero dahil din rin lang pa ba naman nang ito iyan iyon siya sila kami
tayo namin natin nila niya kanila aming ating bawat lahat isa dalawa tatlo unang huling taon araw linggo buwan ngayon noon`.split(/\s+/);

const TOPIC_WORDS = `school campus student students teacher teachers faculty principal dean president council election vote
candidates debate club clubs organization organizations society program programs event events celebration festival
foundation anniversary graduation commencement recognition awards award honor honors scholarship scholars exam exams
examination quarter semester enrollment registration library laboratory classroom auditorium gymnasium canteen cafeteria
basketball volleyball football badminton swimming athletics track chess taekwondo arnis dance choir orchestra band
theater drama music concert art exhibit gallery photography journalism newspaper editorial feature sports science
technology robotics engineering mathematics physics chemistry biology computer programming coding hackathon innovation
research thesis paper conference seminar workshop training webinar speaker guest alumni parents community outreach
volunteer donation charity environment climate recycling garden tree planting cleanup health wellness nutrition
vaccination clinic safety earthquake drill typhoon flood relief government mayor barangay city province national
international regional division championship tournament finals semifinals quarterfinals league team coach players
victory defeat score record medal gold silver bronze trophy champion champions winner winners contest competition
quiz bee spelling oratorical declamation poetry writing essay literature history culture heritage language filipino
english tagalog month celebration independence heroes nationalism identity tradition fiesta christmas lantern parol
valentine intramurals sportsfest acquaintance party prom ball ceremony mass retreat recollection lasallian animo
entrepreneurship business startup bazaar market products services food drinks coffee milk tea snacks restaurant
pagdiriwang paaralan mag-aaral guro estudyante pamunuan halalan kandidato pagsusulit proyekto kaganapan paligsahan
kampeonato koponan manlalaro tagumpay parangal pagkilala pagtatapos wika kultura kasaysayan bayan bansa pamayanan
kalikasan kalusugan kaligtasan lindol bagyo baha tulong boluntaryo kabataan pamilya magulang pag-asa pagbabago
pananaliksik agham teknolohiya sining musika sayaw awit tula sanaysay pahayagan balita ulat panayam talumpati`.split(/\s+/);

const FIRST_NAMES = `Maria Jose Juan Ana Mark John Paul Angela Patricia Andrea Kristine Carlo Miguel Gabriel Rafael Sofia Isabella
Bea Nicole Camille Jasmine Joshua Christian Adrian Bianca Katrina Paolo Enrique Lorenzo Francesca Danica Aaron Alyssa
Carmela Dominic Elijah Erika Faith Gerald Hannah Ivan Janine Kyle Leah Marco Nathan Olivia Pia Queenie Rico Samantha`.split(/\s+/);

const LAST_NAMES = `Santos Reyes Cruz Bautista Ocampo Garcia Mendoza Torres Tomas Andrada Castillo Flores Villanueva Ramos Castro
Rivera Aquino Navarro Salazar Mercado Aguilar Domingo Gonzales Lopez Hernandez Dela Cruz Del Rosario Soriano Santiago
Pascual Dizon Manalo Valdez Fernandez Gutierrez Marquez Padilla Robles Tolentino Velasco Zamora Ilagan Lacson Macaraeg`.split(/\s+/);

const SYLLABLES = `ba be bi bo bu ka ke ki ko ku da de di do du ga ge gi go gu ha he hi ho hu la le li lo lu ma me mi mo mu
na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu ya yo wa wi ng an in on ar er or al el il`.split(/\s+/);

/** Zipf-distributed picks from a ranked list: the first word is common, the last rare. */
function zipfPicker(words: readonly string[], random: () => number, exponent = 1.05): () => string {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= words.length; rank += 1) {
    sum += 1 / rank ** exponent;
    cumulative.push(sum);
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return words[low];
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

export interface GeneratedArticle {
  title: string;
  description: string;
  content: string;
  authorName: string;
}

export interface Corpus {
  article(): GeneratedArticle;
}

/**
 * Each story is about a few topics, names a few people and places, and is otherwise written in everyday words:
 * so a topic word is in a share of the stories, not in all of them, and most rare words in only a handful.
 */
export function createCorpus(random: () => number, rareWords = 60_000): Corpus {
  const rare = new Set<string>();
  while (rare.size < rareWords) {
    const syllables = 2 + Math.floor(random() * 3);
    let word = '';
    for (let index = 0; index < syllables; index += 1) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    rare.add(word);
  }
  const functionWord = zipfPicker(FUNCTION_WORDS, random, 0.9);
  const topicWord = zipfPicker(shuffled(TOPIC_WORDS, random), random, 0.9);
  const rareWord = zipfPicker([...rare], random, 0.8);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const person = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
  const capitalized = (word: string) => word[0].toUpperCase() + word.slice(1);

  return {
    article: () => {
      const topics = Array.from({ length: 2 + Math.floor(random() * 3) }, topicWord);
      const people = Array.from({ length: 1 + Math.floor(random() * 3) }, person);
      const places = Array.from({ length: 2 + Math.floor(random() * 6) }, () => capitalized(rareWord()));
      const word = (topical: number) => {
        const roll = random();
        if (roll < topical) return pick(topics);
        if (roll < topical + 0.06) return topicWord();
        if (roll < topical + 0.1) return random() < 0.5 ? pick(people) : pick(places);
        if (roll < topical + 0.35) return rareWord();
        return functionWord();
      };
      const words = (count: number, topical: number) => Array.from({ length: count }, () => word(topical)).join(' ');
      const sentence = (count: number, topical = 0.12) => `${capitalized(words(count, topical))}.`;
      const paragraphs = 3 + Math.floor(random() * 6);
      const content = Array.from({ length: paragraphs }, () =>
        Array.from({ length: 3 + Math.floor(random() * 4) }, () => sentence(8 + Math.floor(random() * 14))).join(' '),
      ).join('\n\n');
      return {
        title: capitalized(`${words(3 + Math.floor(random() * 4), 0.6)} ${random() < 0.5 ? pick(people) : pick(places)}`),
        description: sentence(12 + Math.floor(random() * 15), 0.25).slice(0, 255),
        content,
        authorName: person(),
      };
    },
  };
}

/** One edit of a random kind at a random place: what a hurried reader types. */
export function withTypo(word: string, random: () => number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const at = Math.floor(random() * word.length);
  const letter = letters[Math.floor(random() * letters.length)];
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + letter + word.slice(at);
    case 2:
      return word.slice(0, at) + word.slice(at + 1);
    default: {
      const first = Math.min(at, word.length - 2);
      return word.slice(0, first) + word[first + 1] + word[first] + word.slice(first + 2);
    }
  }
}
