/**
 * Text-speak rules: ordered [RegExp, replacement] pairs that plainWords() applies to a message
 * before any phrase rule reads it.
 */

/**
 * Text-speak and fillers in plain words ("hw much 4 panels", "wat", "cud u", "r u", "b4",
 * "gonna", "dunno", "n" between words, "is there like a…"): read before anything else, so every
 * rule of the assistant meets plain words.
 */
export const textSpeak: [RegExp, string | ((match: string) => string)][] = [
  [/\b(?:hw|hows)\b/gi, "how"],
  [/\b(?:mch|mutch|muchh)\b/gi, "much"],
  [/\b(?:wat|wot|wht|wha)\b/gi, "what"],
  [/\b(?:cud|cld)\b/gi, "could"],
  [/\b(?:wud|wld)\b/gi, "would"],
  [/\b(?:shud|shld)\b/gi, "should"],
  [/\bhav\b/gi, "have"],
  [/\bwen\b/gi, "when"],
  [/\b(?:abt|bout)\b/gi, "about"],
  [/\b(?:cos|coz|cuz|bc)\b/gi, "because"],
  [/\bb4\b/gi, "before"],
  [/\bppl\b/gi, "people"],
  [/\bwiv\b/gi, "with"],
  [/\bgonna\b/gi, "going to"],
  [/\bwanna\b/gi, "want to"],
  [/\bdunno\b/gi, "don't know"],
  [/\binsta\b/gi, "instagram"],
  // "From 3995": a price, in pounds.
  [/(?<=\bfrom )([1-9]\d?),?(\d{3})\b(?!\s*(?:kwh|kw|w\b|panels|homes|installations|customers))/gi, "£$1,$2"],
  [/\b(?:is there )?any chance (?:you(?:['’]d| would| could)?|u(?:['’]d)?)\b/gi, "could you"],
  [/\br (?=u\b|you\b|ya\b)/gi, "are "],
  [/\bu\b/gi, "you"],
  [/\bur\b/gi, "your"],
  [/(?<=\b[a-z]+ )n(?= [a-z]+\b)|^\s*n(?= [a-z]+\b)/gi, "and"],
  // "4" between words is "for" ("how much 4 a battery"); "4 panels", "a 4 bed", "4kw" stay numbers.
  [
    /(?<=\b(?!(?:a|the|about|around|roughly|only|just|over|under|than|of|my|our|got|have|has|with|approx|maybe|or|and|to)\b)[a-z]+ )4(?= (?!(?:kw|kwh|kilowatts?|kilo|bed|beds|bedroom|bedrooms|panels?|people|of us|years?|yrs?|days?|weeks?|months?|hours?|grand|k)\b)[a-z])/gi,
    "for",
  ],
  // "2" after "how much", "want", "need"… is "to" ("how much 2 get one"); "2 panels" stays a number.
  [/(?<=\b(?:much|want|need|going|able|got|have|has|ok|okay|like) )2(?= [a-z]+\b)/gi, "to"],
  [/\b(?:wats|wots|whats)\b/gi, "what is"],
  [
    /\b(?:phone|mobile|tel|telephone|contact|ur|your) (?:no|num|nmbr|numbr)\b\.?/gi,
    (m: string) => `${m.split(" ")[0]} number`,
  ],
  // "Num to ring?", "wats ur nmbr": "number" on its own.
  [/\b(?:num|nums|nmbr|numbr|numba)\b/gi, "number"],
  // "Pay for themselfs", "til": misspelt "themselves", "until".
  [/\b(?:themselfs|themself|themselfes|theirselves)\b/gi, "themselves"],
  [/\b(?:til|till|untill)\b(?= (?:it|they|we|i|you|the|my|our|its)\b)/gi, "until"],
  // "A bigger 1", "another 1", "get 1 later": "one".
  [
    /(?<=\b(?:a|bigger|smaller|larger|cheaper|another|new|big|small|which|other|get|got|add|buy) )1\b(?! ?(?:kw|kwh|year|day|week|month|panel|hour|bed))/gi,
    "one",
  ],
  [/\byrs\b/gi, "years"],
  // "Next yr", "the skool you did": "year", "school".
  [/\byr\b/gi, "year"],
  [/\bskool\b/gi, "school"],
  [/\bhrs\b/gi, "hours"],
  [/\bmins\b/gi, "minutes"],
  [/\bwks\b/gi, "weeks"],
  [/\bmths\b/gi, "months"],
  [/\b(?:pls|plz|plse)\b/gi, "please"],
  [/\b(?:thx|thnx|ta)\b(?=[\s!.]*$)/gi, "thanks"],
  [/\br (?=(?:ur|your|they|there|the|we|these|those|them|it|panels|batteries|you)\b)/gi, "are "],
  // "How much r solar panels", "where r the survey slots": "r" after a question word is "are".
  [/(?<=\b(?:how much|how many|what|where|when|why|which|how) )r(?= [a-z])/gi, "are"],
  [/\bgd\b/gi, "good"],
  [/\bsum1\b/gi, "someone"],
  [/\b(?:tmrw|tmoz|tomoz|2moro|2morrow)\b/gi, "tomorrow"],
  [/\b2day\b/gi, "today"],
  // "l8r", "2gether", "rn", "4ever", "xtra": "later", "together", "right now", "forever", "extra".
  [/\b(?:l8r|l8er|lat8r)\b/gi, "later"],
  [/\b(?:2gether|2gtr|togetha)\b/gi, "together"],
  [/\brn\b/gi, "right now"],
  [/\b4ever\b/gi, "forever"],
  [/\bxtra\b/gi, "extra"],
  // "n" again, after the rules above have made words of "no." and the like.
  [/(?<=\b[a-z]+ )n(?= [a-z]+\b)/gi, "and"],
  // Fillers that say nothing of the question: "actually", "honestly", "be honest with me", "lol", "and stuff".
  [
    /\b(?:actually|honestly|literally|basically|genuinely|properly|tbh|lol|haha|lmao)\b|\b(?:to )?be (?:honest|straight|frank)(?: with (?:me|us))?\b|\b(?:and|n) (?:stuff|things|all that|that)(?=[\s,.?!]*$|[\s,]+(?:extra|included|too))/gi,
    " ",
  ],
  // "I'd save a few hundred a year": a vague amount, which names no subject of ours.
  [
    /\b(?:a (?:few|couple(?: of)?)|several) (?:hundred|grand|thousand)(?: (?:pounds|quid))?(?= a (?:year|month)\b)/gi,
    " ",
  ],
  // "Is there like a calculator", "it's like 150 a month": "like" as a filler.
  [/\b(is there|there['’]?s|theres|do you have|have you got|you got|is it|it['’]?s|its|about|roughly) like\b/gi, "$1"],
  // "Get bk 2 me", "ring me bk": "back", and "2" after it ("back to").
  [/\bbk\b/gi, "back"],
  [
    /(?<=\b(?:back|reply|replies|respond|talk|speak|chat|write|text|email|listen|come|came|go|went|get|got|send|sent|sell) )2(?= (?:me|us|you|people|customers|them|him|her|everyone|the)\b)/gi,
    "to",
  ],
  // "Frm 1st call 2 panels on": "from", "first", and "2" after a "from" of a few words before it, "to"
  // ("from first call to panels on"; "from the 2 quotes" keeps its number).
  // "Anythin special", "nothin", "gettin": a dropped final "g".
  [
    /\b(any|some|no|every)thin\b|\b(gett|do|go|say|think|look|wonder|ask|hav|mak|try|putt|fitt|charg|install|sav|pay|com|want)in\b/gi,
    (m: string) => `${m}g`,
  ],
  [/\b(?:frm|fr0m)\b/gi, "from"],
  [/\b1st\b/gi, "first"],
  [/\b2nd\b/gi, "second"],
  [
    /\b(from (?:the |my |our )?(?:first |initial )?(?!(?:the|a|an|my|our|your|those|these|about|around|over|under|only|just)\b)[a-z]+(?: [a-z]+)?) 2(?= (?:the |my |our )?[a-z]+\b)/gi,
    "$1 to",
  ],
  // "Do u sell ppls data?": people's, so the data is not read as a product we are asked to sell
  // (only before their details: "other ppls installs" is read by its own rules).
  [/\bppls(?= (?:personal |contact )?(?:data|details|info|information|numbers?|e-?mails?)\b)/gi, "people's"],
  // "Have you still got my stuff on file, number and all that?", "…on your system or what, phone number and
  // everything?": the details listed after "on file" are what the question asks about, not a question of
  // their own (which the clauses would read as asking for our number); read before the clauses are split.
  [
    /\b(on (?:file|record|(?:your|ur) (?:system|records?|database|books|files?)))(?:,? or (?:what|not))?,? (?:(?:my|the) )?(?:phone number|mobile number|number|e-?mail(?: address)?|address|name)(?:(?:,| and| n| &) (?:my |the )?(?:phone number|mobile number|number|e-?mail(?: address)?|address|name|everything|all(?: that)?|stuff|that))*\b/gi,
    "$1",
  ],
  // "Can the survey be on a sat?", "we're free this sat": Saturday as a day (not a sat nav).
  [/\b(on (?:a |the )?|this |next |every |any |a |or )sat(s)?\b(?![ -]?navs?\b)/gi, "$1saturday$2"],
];

/**
 * Everyday words one letter from a word of ours, which the spelling check (server/chat/search.server.ts)
 * must leave as they are: "what to expect" is not "what to expert", "misused" not "missed".
 */
export const everydayWords: string[] = [
  "expect",
  "expected",
  "expecting",
  "expects",
  "misused",
  "misuse",
  // "Any chance of a home visit?" is not "any change of a home visit".
  "chance",
  "chances",
  // "When is the remainder of the money due?" asks for the balance, not a booking's "reminder".
  "remainder",
  "remainders",
];
