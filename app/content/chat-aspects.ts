/**
 * The aspects a visitor's question asks about a subject (its price, how long
 * it takes, whether we are certified…), the ways people ask for each, and
 * the words our content uses for them, for the chat assistant.
 */

/** What a question asks about a subject: its price, how long it takes, whether we are certified… */
export type QuestionAspect =
  | "price"
  | "duration"
  | "certification"
  | "warranty"
  | "lifespan"
  | "reply"
  | "cancel"
  | "areas"
  | "later"
  | "backup"
  | "cleaning"
  | "savings"
  | "repairs"
  | "value"
  | "extras"
  | "evening"
  | "planning"
  | "hours"
  | "timeline"
  | "export"
  | "validity";

/**
 * Ways people ask for an aspect of a subject in everyday British English,
 * idioms and slang included ("what's the damage", "how many days will the
 * fitters be here", "had a cowboy round"), and the words our content uses for
 * that aspect. The assistant reads the question's phrase as those words
 * before the search (decision 113), so "what would a battery set me back"
 * searches "battery price". Question side only; each is general usage, not a
 * question of a test set.
 */
export const questionAspects: {
  aspect: QuestionAspect;
  ways: RegExp;
  /** Our content's words for it, the telling one first: said plainly ("price"), it is the aspect asked. */
  words: string;
  /** An aspect of us whatever the subject ("are you certified?"): it needs no product named. */
  aboutUs?: boolean;
  /**
   * A word of the visitor's phrase that says which of several answers on the aspect is meant, read
   * in place of the one our words give it: "how many weeks" asks the weeks of the whole timeline,
   * "how many days" the days on site, "how many hours" a visit's hours.
   */
  kept?: RegExp;
}[] = [
  {
    aspect: "duration",
    ways: /\bhow (?:many|much) (?:days?|weeks?|hours?|time)\b(?: (?:will|would) (?:you|they) be (?:here|there|on|at|round|about|with))?|\bhow long (?:are we looking at|will (?:you|they|the \w+|your \w+) be (?:here|there|on|at|round|about))\b|\b(?:be|stay|working|are (?:you|they|the \w+|your \w+)) on (?:the|my|our) roof\b|\bon site\b/gi,
    words: " how long take days ",
    kept: /\b(?:minutes?|hours?|days?|weeks?|months?)\b/i,
  },
  {
    aspect: "price",
    ways: /\b(?:(?:money|cost|price|budget|cash)[- ]?wise|set(?:s|ting)? (?:me|us|you|them|someone|people) back|what(?:['’]?s| is| would be| will be) the damage|ball ?park|(?:rough|ballpark|round|rough and ready) (?:figure|idea|price|number|cost)|how much (?:money|cash|dosh) (?:do|would|will|should|must) (?:i|we) (?:need|have|want)(?: to (?:find|put aside|save up|spend))?|(?:minimum|least|typical|average) spend|how much (?:to|would (?:i|we)|will (?:i|we)) spend|what (?:would|will|are|am|should|do) (?:i|we|you) (?:be )?(?:looking at|talking(?: about)?)|how much (?:are |is )?(?:we|i|you) talking|(?<=\bhow much\b.{0,60})\b(?:go|goes|come in|comes in|sell|sells|retail|retails) (?:for|at)\b|(?:are|am) (?:we|i) (?:talking\b(?! to\b| with\b)|looking at\b)|going to cost|gonna cost|(?:shell|fork|cough|pay) out|outlay|run (?:me |us )?to\b|(?:what|how much) (?:would|will|does|might|could) (?:that|it|this|all that|the \w+) (?:all )?come to\b|(?:what|how much) (?:do|would|will|might|could) (?:you|u|you lot|your lot) charge|what(?:['’]?s| is| are) (?:the )?(?:going rate|rates?|prices?|costs?)|\d+(?:[.,]\d+)? ?(?:grand|k)\b|price tag|(?<=\b(?:is|are) (?:that|it|this|they) )(?:included|part of the price|in the price)\b|how dear|pricey|budget for|(?<=\bwhat (?:does|do|would|will) (?:\w+ ){0,3})start (?:at|from)\b)/gi,
    words: " price ",
  },
  // (A cowboy builder or roofer the visitor once had is their story, not a question of our accreditation.)
  {
    aspect: "certification",
    aboutUs: true,
    ways: /\b(?:properly |proper |fully |actually )?(?:certified|accredited|qualified|registered|approved|legit|legitimate|above board|kosher|vetted)\b|\bcowboys?\b(?! (?:builders?|roofers?|plumbers?|plasterers?|decorators?|joiners?|landscapers?|tradesm[ae]n|garage|mechanics?)\b)|\bcertificates?\b|\btrade (?:schemes?|bod(?:y|ies)|associations?)\b|\bmembers? of (?:any|a|an) (?:\w+ )?(?:schemes?|bod(?:y|ies)|associations?)\b/gi,
    words: " certified ",
  },
  {
    aspect: "warranty",
    ways: /\b(?:goes|go|went|going) (?:pear[- ]shaped|tits up|belly up|kaput)\b|\b(?:come|comes|coming) back (?:on|to) (?:you|the installer)\b|\bcomeback\b|\bcovered (?:for|if)\b|\b(?:am i|are we|is it|is that|would i be|would we be|will i be|will we be|are they|is this) (?:still )?covered\b/gi,
    words: " warranty ",
  },
  {
    aspect: "lifespan",
    ways: /\b(?:knackered|clapped out|worn out|wear out|conk(?:s|ed)? out|packs? up|give up the ghost)\b/gi,
    words: " last ",
  },
  {
    aspect: "reply",
    aboutUs: true,
    ways: /\b(?:sent|submitted|filled|fill|done|completed|send|submit)(?: in| out)? (?:the |your |a |an |my )?(?:\w+ )?(?:form|enquiry|inquiry|quote request)(?: in| out| off)?\b|\bwhat (?:happens|now|next)\b(?= *(?:now|next)?\s*[?.!]?\s*$)|\b(?:get|come|got|getting) back to (?:me|us|people|you|customers)\b|\bhear (?:back|from you|anything)\b|\bhow (?:soon|fast|quick(?:ly)?) (?:do|will|would|can) (?:you|someone|somebody) (?:reply|respond|answer|ring|call)\b|\b(?:how long (?:do|does|will|would) (?:you|it|someone) (?:\w+ )?)?(?:take|takes) to (?:reply|respond|answer|get back)\b/gi,
    words: " reply quote ",
  },
  {
    aspect: "cancel",
    aboutUs: true,
    ways: /\b(?:get|getting|pull|pulling|back|backing) out(?: of (?:it|the (?:contract|deal)))?\b|\bchange[sd]? (?:my|our|his|her|their) minds?\b|\bcold feet\b|\bcall (?:it|the whole thing) off\b/gi,
    words: " cancel ",
  },
  {
    aspect: "areas",
    aboutUs: true,
    ways: /\b(?:go|come|get|travel|work) (?:out )?(?:that way|this way|round (?:here|there|that way)|out (?:here|there|that way)|as far as)\b|\bcover (?:my|our|this|that) (?:area|neck of the woods|way)\b|\bneck of the woods\b/gi,
    words: " areas cover ",
  },
  {
    aspect: "later",
    ways: /\b(?:further |later )?down the (?:line|road|track)\b|\bat a later date\b|\bin (?:the )?future\b|\bin a (?:year or two|few years)\b|(?<!\b(?:sav\w*|make|makes|earn\w*|generate|generates|produce|produces|cost|costs|see|get|gets|getting|got|pay|pays)\b(?:[ -]\w+){0,5} )\bin a year\b(?! (?:is|are|was))|\bin (?:a couple of|a few|two|three|\d+) years(?: time)?\b|\bafterwards\b/gi,
    words: " later ",
  },
  {
    aspect: "backup",
    ways: /\b(?:power|electric|electricity|grid|mains) (?:goes|go|went|going|is|cuts?) (?:off|out|down)\b|\bpower cuts?\b|\bblackouts?\b|\boutages?\b/gi,
    words: " backup power cut ",
  },
  {
    aspect: "cleaning",
    ways: /\b(?:dirty|filthy|grubby|grimy|mucky|muck|grime|bird (?:muck|mess|poo|droppings)|moss|lichen|give (?:them|it) a (?:clean|wash|scrub)|scrub)\b/gi,
    words: " clean ",
  },
  {
    aspect: "savings",
    ways: /\b(?:knock|knocks|take|shave|cut) (?:\w+ )?off (?:my|our|the) (?:electric|electricity|energy|gas)? ?bills?\b|\bbring (?:my|our|the) bills? down\b|\bbills? (?:go|goes|going|come|comes|coming) down\b|\b(?:lower|smaller|cheaper) (?:electric |electricity |energy )?bills?\b/gi,
    words: " save bills ",
  },
  {
    aspect: "repairs",
    ways: /\b(?:slipped|cracked|broken|missing|loose|sagging|rotten|rotting|leaky|dodgy) (?:slates?|tiles?|roof|felt|battens?|ridge)\b|\b(?:slates?|tiles?) (?:have |has |are |is )?(?:a bit |slightly |badly |a little )?(?:slipped|cracked|broken|missing|loose|come off)\b|\b(?:slates?|tiles?)(?: \w+)? (?:replacing|replaced|fixing|fixed|sorting|sorted)\b|\b(?:needs?|needing|will need|could do with) (?:replacing|replacement|redoing|fixing|repairing|sorting|some work|work)\b|\broof(?:['’]s| is| was)? (?:\w+ ){0,6}?(?:\d+|thirty|forty|fifty|sixty|seventy|eighty|a hundred)(?: odd| or so| plus)? years? (?:old|ago)\b|\b(?:dip|dips|dipped|sag|sags|sagged|bow|bows|bowed|bowing) in (?:the|it)\b|\bgutters?\b/gi,
    words: " repairs roof ",
  },
  {
    aspect: "value",
    ways: /\b(?:help|helps|hurt|hurts|affect|affects|harm) (?:the |a |our |my )?(?:sale|resale|selling)\b|\bput (?:buyers|people) off\b|\b(?:sell|selling) up\b|\bresale\b|\b(?:put|puts|push|pushes|bump|bumps) (?:up )?the (?:price|value) of (?:my|our|the|a) (?:house|home|property|place)(?: up)?\b|\bhelp (?:me |us )?sell\b|\bwhen (?:i|we) (?:sell|move)\b/gi,
    words: " value property ",
  },
  {
    aspect: "extras",
    ways: /\b(?:nasty |unexpected |unpleasant |any )surprises?\b|\b(?:surprise|hidden|unexpected|extra|additional) (?:costs?|charges?|fees?|extras|bills?)\b|\bon top of (?:the|your|that|my) (?:quote|price)\b|\b(?:is|are) (?:that|it|this|they) (?:on top|extra)\b|\binclude[sd]? (?:the )?(?:scaffolding|fitting|labour|installation)\b|\b(?:charge|charged|charging|pay|paying|cost|costs) (?:\w+ )?on top\b|\bcovers? (?:the )?scaffold(?:ing)?\b/gi,
    words: " extras hidden fixed ",
  },
  {
    aspect: "evening",
    ways: /\bafter (?:sunset|dark|the sun (?:goes|has gone) down)\b|\bat night\b|\bnight ?time\b|\bovernight\b/gi,
    words: " evening ",
  },
  {
    aspect: "hours",
    aboutUs: true,
    ways: /\bwhat (?:time|times|hours) (?:can|could|should|do) (?:i|we) (?:ring|call|phone|contact|reach)\b|\b(?:ring|call|phone)(?: you| u)? (?:till|til|until|up to)\b|\b(?:what time|when) (?:do|does|are|is) (?:you|u|ya|you lot|your (?:office|team|staff|phones?))(?: \w+)? (?:shut|close|open|finish|start|available)\b|\b(?:shut|closed) on\b|\bafter work\b|\b(?:at|like|around|about|till|until|before|after) \d{1,2}(?::\d\d)? ?(?:pm|am|o['’]?clock)\b/gi,
    words: " opening hours ",
  },
  {
    aspect: "timeline",
    aboutUs: true,
    ways: /\blead[- ]times?\b|\bwaiting (?:list|time)s?\b|\bturn ?around\b|\bhow soon (?:can|could|would|will) (?:you|u|your \w+) (?:start|fit|install|get (?:started|going|round|here|me in|us in)|fit (?:me|us) in|book (?:me|us) in)\b|\bhow (?:booked up|busy) are you\b|\bwhen (?:would|will|could|might|can) (?:i|we) (?:\w+ ){0,2}?(?:have|get) (?:the |my |our )?(?:panels|solar|it|them|a system|the system|everything)(?: \w+)? (?:switch on|fitted|installed|working|running|done|in|on)\b|\bwhen (?:would|will|could|might|can) (?:they|it|the panels|the system|the battery|everything|it all|(?:my|our) \w+) (?:actually |finally |all )?be (?:working|up and (?:running|working)|running|done|live|fitted|installed|finished|in|on|switch on)\b|\bhow long (?:before|until|till|til) (?:you|u|they|it|the \w+|we|i)\b(?!(?:['’]\w+)? (?:\w+ )?(?:payback|pays?|paid|save|saves|saving|breaks?|last|lasts))|\bhow soon\b(?! (?:\w+ ){0,3}(?:reply|respond|answer|ring|call|hear|get back|payback|pays?))/gi,
    words: " timeline weeks ",
  },
  {
    aspect: "export",
    ways: /\b(?:send|sends|sent|sending|sell|sells|selling|sold|put|puts|feed|feeds) (?:\w+ )?back(?: (?:to|into) (?:the )?grid)?\b|\bcheques?\b|\bpaid for (?:the |my |our )?(?:spare |extra )?(?:power|electric|electricity|energy)\b|\bexport (?:payments?|money|income|cash)\b/gi,
    words: " export paid surplus ",
  },
  {
    aspect: "validity",
    aboutUs: true,
    ways: /\b(?:price|quote|prices|quotes) (?:still )?(?:(?:is|are) (?:still )?)?(?:(?:going to|gonna|likely to|able to) )?(?:be |is |are )?(?:still )?(?:good|valid|stand|stands|hold|holds|honoured|the same)\b|\b(?:need|get|have|want) (?:a )?(?:new|fresh|updated|another) (?:quote|one)\b(?<=\b(?:quot(?:e|es|ed)|prices?)\b.*)|\bhow long (?:is|are|does|do) (?:a |the |your |my )?(?:quotes?|prices?) (?:last|good|valid|stand)\b|\b(?:does|do|will|would) (?:it|the quote|the price|they|quotes) (?:run out|expire|lapse)\b|\btake (?:our|my) time (?:deciding|to decide|over it)\b/gi,
    words: " quote valid ",
  },
  {
    aspect: "planning",
    ways: /\b(?:are|am|is) (?:we|i|it|you) (?:even |actually |still )?(?:allowed|permitted)(?= (?:to (?:have|put|get|install|fit)|any |solar|panels?|them|it\b)|\s*[?.!]|\s*$)|\b(?:need|needs|get|getting) (?:the council['’]?s? )?(?:permission|approval|consent)\b|\bthe council (?:say|says|allow|let)\b/gi,
    words: " planning permission ",
  },
];
