/**
 * How visitors say things, for the chat assistant: their phrases rewritten
 * into our content's words and their words mapped to ours (both applied to
 * questions only), and the words that name what we offer. What the assistant
 * answers is in chat-knowledge.ts; the aspects a question asks, in
 * chat-aspects.ts.
 */

// The brands we install, whose comparison the site does not make.
import { approvedBrands } from "./about";

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
  [/\byrs\b/gi, "years"],
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
  // "n" again, after the rules above have made words of "no." and the like.
  [/(?<=\b[a-z]+ )n(?= [a-z]+\b)/gi, "and"],
  // Fillers that say nothing of the question: "actually", "honestly", "lol", "and stuff".
  [
    /\b(?:actually|honestly|literally|basically|genuinely|properly|tbh|lol|haha|lmao)\b|\b(?:and|n) (?:stuff|things|all that|that)(?=[\s,.?!]*$|[\s,]+(?:extra|included|too))/gi,
    " ",
  ],
  // "Is there like a calculator", "it's like 150 a month": "like" as a filler.
  [/\b(is there|there['’]?s|theres|do you have|have you got|you got|is it|it['’]?s|its|about|roughly) like\b/gi, "$1"],
];

/** The first word of each brand we install ("Tesla", "GivEnergy"), as a regular expression's choice. */
const brandWords = approvedBrands.map((brand) => brand.split(" ")[0]).join("|");

/**
 * Visitors' phrases whose words mean something else apart ("up and running"
 * is a switch-on, not running costs), rewritten into our content's words
 * before the search. Question side only; each is how people say it, not a
 * question of a test set.
 */
export const assistantPhrases: [RegExp, string][] = [
  // "When do I have to pay?": when payment is due.
  [
    /\bwhen (?:do|would|will|should) (?:i|we) (?:have to |need to |be expected to )?pay\b|\bwhen(?:['’]s| is) (?:the )?payment due\b/gi,
    " payment stages due ",
  ],
  // "Do I still have to pay the 350 if we go ahead?", "is the drone survey free if you spend enough?"
  [
    /\b(?:pay|paying) (?:the|for the|that) £?350\b|(?<=\bto )£350\b|\bdrone survey\b(?=[^.?!]*\bfree\b)|\b(?:survey|it) (?:comes|is) free if\b/gi,
    " drone survey free installation ",
  ],
  // How long something keeps going is how long it lasts, not whether it works ("keep working").
  [/\b(?:keep|keeps|still be|carry on|go on) (?:working|going|generating|producing)\b/gi, " last "],
  // Something going wrong is a fault, whatever step it happens after.
  [/\b(?:goes|go|went|going) wrong\b|\bbreaks? down\b/gi, " faulty "],
  [/\bcharg(?:e|ing)[- ]?points?\b/gi, " ev charger "],
  // "Last year", "the last lot": a time or the one before, not how long something lasts.
  [/\blast (?:year|week|month|time|summer|winter|spring|autumn|night|weekend|lot|one|installer|company|firm)\b/gi, " "],
  [/\blook(?:s|ed|ing)? after\b/gi, " maintenance "],
  // "Covered in moss" is dirt, not a warranty's cover ("covered by the warranty" keeps its sense).
  [/\bcovered (?:in|with)\b/gi, " "],
  [/\bup and (?:running|working)\b|\bswitched on\b|\bturned on\b|\bgo live\b/gi, " switch on "],
  [
    /\bpay (?:for it |for them )?(?:over|in|by) (?:\d+ |twelve |a few )?(?:months?|years?|instalments?|installments?)\b/gi,
    " monthly instalments ",
  ],
  [
    /\b(?:get|got|getting|make|made|making|earn) (?:my |our |the )?money back\b|\b(?:pays?|paid|paying) (?:for )?(?:itself|themselves)\b|\bpay ?back(?: period| time)?\b/gi,
    " payback ",
  ],
  [/\bspread (?:the )?(?:cost|payments?|payment)\b|\bpay later\b|\bpay monthly\b/gi, " monthly instalments "],
  [/\bhow (?:often|frequently|regularly)\b/gi, " every year "],
  [/\b(?:sort|kind) of (?:money|budget|figure)\b|\bmoney are we talking\b/gi, " price "],
  // "Heats your hot water", "the immersion", "a hot water cylinder": heating water with the panels' power.
  [
    /\bheat(?:s|ing)? (?:up )?(?:my |our |the |your )?(?:hot )?water\b|\bhot water (?:cylinders?|tanks?)\b|\bimmersion(?: heaters?)?\b/gi,
    " hot water diverter ",
  ],
  [
    /\b(?:would|will|do|does|did|should|could) (?:i|we) (?:have to |need to )?pay\b|\b(?:i'?d|we'?d|i'?ll|we'?ll) (?:have to |need to )?pay\b/gi,
    " price ",
  ],
  [
    /\bcharg(?:e|ing) (?:up )?(?:my|our|the|an?|your)? ?(?:electric |ev |hybrid )?(?:car|cars|vehicle|vehicles|van|tesla)\b/gi,
    " ev charger ",
  ],
  [/\b(?:pays?|paid|paying) (?:me|us|you|people) (?:for|back for)\b|\bget paid\b/gi, " paid export "],
  [
    /\bfrom (?:the )?(?:first |initial )?(?:survey|call|contact|enquiry|inquiry|consultation|quote|order|booking|signing|saying yes|the go-ahead|going ahead|deciding|agreeing)\b[^?.!]*?\b(?:to|until|till|before) (?:the )?(?:\w+ )?(?:\w+ )?(?:\w+ )?(?:install|installation|fitting|switch|finish|completion|done|working)\w*/gi,
    " whole process timeline ",
  ],
  [
    /\b(?:another|other|different) (?:firm|company|companies|installer|installers)\b|\bsomeone else\b/gi,
    " existing others ",
  ],
  [
    /\b(?:plus|ex|exc|excl|inc|incl|including|excluding)\.? vat\b|\bvat (?:is )?(?:extra|on top|included|includ\w*)\b|\b(?:have|has|got|with|without) vat (?:on|added|included)\b|\bvat (?:added|on)\b/gi,
    " vat included ",
  ],
  // "Is your lot…": the company asked, not a lot of anything.
  [/\b(?:your|ur|u|ya) lot\b/gi, " you "],
  // "Pop in", "drop by": a visit to the office.
  [/\b(?:pop|popping|drop|dropping|call|calling) (?:in|by|round|over)\b/gi, " visit "],
  // Paid off is paid back: "how many years before it's paid off".
  // "Paid off the mortgage": a debt paid off is the visitor's news, not what they ask.
  [
    /\b(?:paid|pay|pays|paying|cleared) (?:off )?(?:the|my|our|a) (?:mortgage|loan|debt|car|credit card)(?: off)?\b/gi,
    " ",
  ],
  [
    /\b(?:paid|pay|pays|paying) (?:it |itself |them |themselves )?off\b(?! (?:the|my|our|a) (?:mortgage|loan|debt|car|house|credit))/gi,
    " payback ",
  ],
  // Power that would go unused is the surplus the Smart Export Guarantee pays for.
  [
    /\b(?:go|goes|going) to waste\b|\bwasted\b|\b(?:don['’]?t|do not|doesn['’]?t|does not|can['’]?t|won['’]?t) (?:get )?use[d]?\b|\bnobody['’]?s? (?:home|in|there) to use\b/gi,
    " surplus export ",
  ],
  // Signing up for a scheme, or whether it is automatic, is registering for it.
  [/\bsign(?:ing)? (?:up|on) (?:for|to) (?:it|that|this|them)\b|\bautomatic(?:ally)?\b/gi, " register "],
  // Panels that make less than they did, or where something is wrong, need a health check.
  [
    /\b(?:making|producing|generating|doing) (?:a lot |much |far )?less\b|\bnot (?:working|producing|generating) (?:properly|right|as (?:well|much))\b|\bwhat['’]?s wrong\b|\bunder-?perform\w*/gi,
    " faulty health check ",
  ],
  // "Do you charge for quotes?": whether a quote or survey is free.
  [
    /\bcharge (?:for|to do) (?:a |the |your )?(?:quotes?|quotations?|surveys?|visits?|consultations?)\b/gi,
    " free quote ",
  ],
  // "The most panels on one building": our largest installation.
  [/\b(?:the )?most panels\b/gi, " largest installation panels "],
  // "Have you done anything really big?": our largest installation (a big roof of the visitor's is not).
  [
    /\b(?:done|did|built|installed|fitted|worked on) (?:anything|something|any jobs?|any projects?|owt) (?:(?:really|very|that|properly|quite) )?(?:big|large|huge|massive)\b/gi,
    " largest installation done ",
  ],
  // "How long have you been going?", "how old is the firm?": when the company started, not how long a job takes.
  [
    /\bhow long (?:have|has) (?:you lot|you guys|you|u|ya|your (?:company|business|firm|lot)|the (?:company|business|firm)) been (?:going|around|trading|in business|operating|established|doing (?:this|it|solar))\b|\bhow old is (?:the|your) (?:company|business|firm)\b/gi,
    " trading since ",
  ],
  // "Are you lot any good?": what customers say of us, not whether panels are any good.
  [
    /\b(?:are|r) (?:you|u|ya|your lot|you lot|you guys) (?:any|much|actually|even) good\b|\bany good (?:as|at) (?:a )?(?:company|installers?|firm)\b/gi,
    " reviews ",
  ],
  // "Which make of panels?": a brand or model, which our content does not name; not what panels "make".
  [
    /\b(?:which|what) (?:make|makes|brand|brands|model|models|manufacturer|manufacturers) (?:of|do|does|are|is)\b/gi,
    " brand ",
  ],
  // "A flat roof": panels on frames, not a flat to live in.
  [/\bflat[- ]roof(?:ed|s)?\b/gi, " flatroof frames "],
  // "Off grid": a kind of system the site does not describe, not the grid we export to.
  [/\boff[- ]?(?:the[- ])?grid\b/gi, " offgrid "],
  // "What's the point of a battery if I'm out all day?": what a battery does.
  [
    /\bwhat(?:['’]?s| is) the (?:point|benefit|use) of (?:a |having a |getting a )?batter(?:y|ies)\b/gi,
    " what does a battery do evening ",
  ],
  // "What's the point of MCS?": what it means for the visitor.
  [
    /\bwhat(?:['’]?s| is) the (?:point|benefit|advantage|use) of\b|\bwhat good is\b|\bwhy (?:does|do|would|should) (?:\w+ ){0,3}matter\b/gi,
    " what means ",
  ],
  // "Go back to whoever sold it": the installer before us.
  [
    /\b(?:go|going|get|getting) back (?:to|on to) (?:whoever|the (?:company|firm|installer|people|lot|guys)(?: (?:who|that))?) (?:sold|fitted|installed|put|did)\b/gi,
    " existing others ",
  ],
  // An inverter beeping or showing a fault: something wrong, whoever fitted it.
  [
    /\b(?:keeps?|kept|is|started|starts) (?:beeping|flashing|buzzing|tripping|clicking|showing (?:a |an )?(?:fault|error|red light|warning))\b|\b(?:fault|error|warning|red) (?:light|code|message)s?\b/gi,
    " faulty repairs ",
  ],
  // "Would someone have to climb on my roof?": a person on the roof, which a drone survey spares.
  [/\b(?:climb|go|get|clamber) (?:up )?(?:on|onto|up) (?:to )?(?:my|the|our) roof\b/gi, " drone survey climb "],
  // "Would you have to shut us down?", "without us having to close": work planned around a business.
  [
    /\b(?:shut|close|shutting|closing) (?:us |the (?:\w+ )?|our (?:\w+ )?)?(?:down|for (?:days|a day|a week|long))\b|\bhave to (?:shut|close)\b|\bstay open\b|\bkeep (?:trading|open)\b/gi,
    " working hours disruption ",
  ],
  // "Somewhere on your site I can work out what I'd save": the savings calculator.
  [
    /\b(?:somewhere|anywhere|a way|a tool|something|a page)\b(?: \w+){0,12} (?:work out|calculate|figure out|check|estimate|see)\b/gi,
    " calculator ",
  ],
  // "Instead of sending it back to the grid", "rather than just panels": the alternative set aside, not what is asked.
  [/\b(?:instead of|rather than)\b[^,.?!;]*/gi, " "],
  // "How soon could you get out to me?": a visit, booked from the next working day.
  [
    /\bhow (?:soon|quickly|quick|fast) (?:could|can|would|will) (?:you|u|you lot|your \w+|someone|somebody) (?:get|come|pop|send)(?: (?:someone|somebody|anyone|a surveyor|an adviser))? (?:out|round|over)\b/gi,
    " booking next working day ",
  ],
  // "If you go bust": what protects the warranty. (Another firm gone bust is an installer before us.)
  [
    /\b(?:you|u|you lot|your (?:company|firm|business|lot))(?: \w+)? (?:go|goes|went|going|gone) (?:bust|under|bankrupt|out of business|into administration)\b/gi,
    " warranty insured workmanship ",
  ],
  [
    /\b(?:go|goes|went|going|gone) (?:bust|under|bankrupt|out of business|into administration)\b/gi,
    " existing others ",
  ],
  // "Do you sell just the panels?": supply only, which the site does not describe.
  [
    /\b(?:sell|supply|buy)(?: \w+)? (?:just|only) (?:the )?(?:panels|kit|equipment|parts)\b|\b(?:sell|supply)(?: \w+)? (?:the )?(?:panels|kit|equipment) only\b|\bsupply[- ]only\b|\b(?:sell|supply)(?: \w+){0,2} panels? (?:on (?:their|its) own|by themselves|separately|alone)\b/gi,
    " supplyonly ",
  ],
  // "The electricity network people", "the DNO": the network operator, told of the system by us.
  [
    /\b(?:electricity |power )?(?:network|grid|dno|electricity board|distribution network)(?: \w+)? (?:people|operator|company|lot|firm|board)\b|\bdno\b/gi,
    " grid notification network operator paperwork ",
  ],
  // "Can I get the survey done on a Saturday?": when a consultation can be booked.
  [
    /\b(?:survey|visit|appointment|consultation|come (?:out|round)|book(?:ing)?)\b(?=(?: \S+){0,5} (?:saturday|sunday|weekend|evening)s?\b)/gi,
    " booking ",
  ],
  // "Where can I read reviews?": what customers say, on the reviews page.
  [/\b(?:read|see|find|check|look at)(?: \w+)? (?:reviews?|testimonials|feedback)\b/gi, " reviews testimonials "],
  // "How do you work those numbers out?": the method behind our estimate.
  [
    /\bhow (?:do|did|have) (?:you|u) (?:work|worked|figure|figured|come up with|calculate|calculated|get|got)(?: \w+){0,3} (?:numbers|figures|savings|estimates?)(?: out)?\b/gi,
    " method behind savings figure ",
  ],
  // "Book the survey": a consultation booked.
  [
    /\bbook (?:in )?(?:a |the |my |our )?(?:survey|visit|consultation|appointment)\b|\b(?:get|have) (?:a |the |my |our )?(?:survey|visit|consultation|appointment) booked(?: in)?\b/gi,
    " booking date ahead ",
  ],
  // "What do you clean the panels with?": what we clean with.
  [
    /\bwhat do (?:you|u) (?:clean|wash) (?:\w+ ){0,3}with\b|\bwhat do (?:you|u) use to (?:clean|wash)\b/gi,
    " clean chemicals purified water ",
  ],
  // "Chucking it down", "tipping down": rain.
  [/\b(?:chucking|tipping|pouring|bucketing|lashing|pissing) (?:it )?down\b|\bpouring\b/gi, " rain cloudy "],
  // "It rains constantly", "raining 300 days a year": the weather panels work in, when it is a remark
  // ("will it rain tomorrow?" asks for a forecast).
  [
    /(?<!\bwill it )\b(?:rains|raining|rainy)\b(?! (?:tomorrow|today|tonight|later|this (?:week|weekend)))/gi,
    " rain cloudy daylight ",
  ],
  // "A rough idea of what I'd save": our savings calculator.
  [
    /\b(?:rough |ballpark |quick )?(?:idea|estimate|figure|sense) of (?:what|how much) (?:i|we)(?:['’]d| would| could| might)? (?:save|make|get back)\b/gi,
    " calculator save ",
  ],
  // "Pay the 350": a price named without its pound sign.
  [
    /\b(?:pay|paying|paid|cost|costs|charge)(?: (?:the|that|a|about|around|over))? (\d{2,3}(?:,\d{3})?|\d{4,6})\b(?! ?(?:kw|kwh|years?|yrs?|days?|weeks?|hours?|hrs?|%|panels?|bed|mins?|minutes?|sq|m2|metres?|degrees?|°))/gi,
    " £$1 ",
  ],
  // "My Tesla Model Y": a car the site says nothing about, not a Tesla battery.
  [/\btesla model [a-z0-9]+\b|\bmodel [3sxy]\b/gi, " teslamodel "],
  // "Won any awards?": our award.
  [/\b(?:won |win )?(?:any |an |the |some |big |that )?(?:awards?|prizes?)\b|\baward[- ]winning\b/gi, " award prize "],
  // "Complain about how you handle my data": the Information Commissioner's Office.
  [
    /\bcomplain\w*(?: [\w'’]+){0,12} (?:my |our )?(?:data|privacy|personal (?:data|information|details))\b/gi,
    " data complaint privacy ico ",
  ],
  // "Who do I complain to?", "not happy with the work": our complaints process.
  [
    /\bwho (?:do|can|should|would) (?:i|we) (?:complain\w*|go) to\b|\bhow (?:do|can|would) (?:i|we) (?:make a )?complain\w*\b/gi,
    " complaints dispute ombudsman ",
  ],
  [/\bcomplain\w*\b|\b(?:not happy|unhappy) with\b/gi, " complaints "],
  // "No idea who fitted them", "only your own": a system installed by others.
  [
    /\b(?:only|just) (?:your|ur) own\b|\b(?:no idea|not sure|don['’]?t know) who (?:fitted|installed|put)\b/gi,
    " existing others ",
  ],
  // "I'm up in Wrexham": where the visitor is.
  [/\b(?:i['’]?m|im|we['’]?re|we are|i am) (?:up|down|over|out) (?:in|near)\b/gi, " I'm in "],
  // "Farm it out to subbies": subcontracting, not a farm.
  [/\bfarm(?:s|ed|ing)? (?:it|them|the work|jobs?|work) out\b/gi, " subcontract "],
  // "Any jobs going?": work with us, which the site does not cover.
  [
    /\b(?:any )?jobs? going\b|\b(?:get|apply for|looking for|after) (?:a )?jobs? (?:with|at|for) (?:you|u|your (?:company|firm|team))\b|\bvacanc(?:y|ies)\b|\bsalar(?:y|ies)\b|\bwages?\b|\b(?:are|r) (?:you|u) (?:hiring|recruiting)\b|\bapprenticeships?\b|\bwork for (?:you|u)\b/gi,
    " vacancies ",
  ],
  // "I rent", "a housing association house": a tenant, whose home the site does not cover.
  [
    /\b(?:i|we) rent\b|\brent(?:ed|ing)? (?:a |the |our |my )?(?:house|home|flat|place)\b|\bhousing association\b|\bcouncil (?:house|flat|tenant)\b/gi,
    " rent tenant landlord ",
  ],
  // "Grade II listed", "a listed cottage": a listed building, which is a question of planning.
  [
    /\bgrade (?:ii\*?|2\*?|i|1|one|two) listed\b|\blisted (?:building|cottage|house|farmhouse|property|home|barn|terrace|chapel)\b|\b(?:is|it['’]?s|its|being) listed\b/gi,
    " listed building planning ",
  ],
  // "Once you've sent a quote, how long is it good for?": how long a quote is valid.
  [
    /\bhow long (?:is|are|will|would|does|do)? ?(?:it|that|the quote|a quote|your quotes?|the price|they|quotes?)(?: be| stay| remain)? (?:good|valid) for\b/gi,
    " how long quote valid ",
  ],
  // "How long do you hang on to my name and number?": how long our website keeps a visitor's details.
  [
    /\b(?:hang on to|hold on to|hang onto|hold onto|keep|kept|hold|store|retain)(?: \w+){0,2} (?:my|our) (?:name|number|details|info|information|data|email|e-mail)(?: and (?:my |our )?(?:phone |mobile |email |e-mail )?(?:number|email|e-mail|address|details))?\b/gi,
    " keep details erase ",
  ],
  // "Wipe all my info": erasing a visitor's details.
  [
    /\b(?:wipe|delete|remove|erase|get rid of|scrub)(?: \w+){0,2} (?:my|our|the) (?:name|number|details|info|information|data|email|e-mail|records?)\b/gi,
    " erase details ",
  ],
  // "Worth more when we come to sell": what panels do to a home's value.
  [/\bworth more\b/gi, " value "],
  [/\b(?:come|get) to sell\b/gi, " sell "],
  // "What happens on install day?": the installation, scaffolding to switch-on.
  [
    /\bhappens? on (?:the )?(?:install|installation|fitting|fit) days?\b|\b(?:install|installation|fitting) day\b/gi,
    " installation day scaffolding ",
  ],
  // "And a battery as well?": "as well" is "too", not the well of "as well as".
  [/\bas well\b(?! as\b)/gi, " "],
  // "Sub it out", "subbing": subcontracting; "do the work yourselves": our own team.
  [/\bsub(?:bing|bed|s)? (?:it|them|the work|jobs?|work)? ?out\b|\bsub-?contract\w*/gi, " subcontract "],
  [
    /\b(?:do|does|doing)(?: (?:all|the|it|any))?(?: work| job| install| fitting)? (?:yourselves|yourself|your ?selves|in-house|in house)\b/gi,
    " own subcontract ",
  ],
  // "Change the day", "move my appointment": moving a booked consultation.
  [
    /\b(?:change|move|rearrange|reschedule|switch)(?: \w+)? (?:the|my|our) (?:day|date|time|appointment|booking|consultation|slot)\b/gi,
    " move cancel booking ",
  ],
  // "If we still can't agree": a dispute, which our complaints process covers.
  [
    /\b(?:can['’]?t|cannot|can not|don['’]?t|do not|still not|still don['’]?t) (?:agree|sort it(?: out)?|resolve it|settle it|come to an agreement)\b|\bstill (?:not happy|unhappy)\b/gi,
    " complaints dispute ",
  ],
  // "Pay it all up front?", "the deposit": how paying for a system works.
  [
    /\b(?:pay|paid|paying)(?: \w+){0,3} (?:up ?front|in advance|all at once|in one go|on completion)\b|\bup ?front\b|\bwhen['’]?s the (?:money|payment|balance) due\b/gi,
    " payment upfront ",
  ],
  // "The first chat", "an initial call": the initial consultation.
  [
    /\b(?:first|initial|intro(?:ductory)?) (?:chat|call|conversation|meeting|talk|consult)\b/gi,
    " initial consultation ",
  ],
  // "Phone signal", "the wifi": what panels do to them, which the site does not describe.
  [/\b(?:(?:phone|mobile|tv|television|radio) (?:signal|reception)|wi-?fi|interference)\b/gi, " signalinterference "],
  // "Sort out our TV aerial", "move the satellite dish": aerials, which the site does not describe.
  [/\b(?:tv |television )?aerials?\b|\bsatellite dish(?:es)?\b|\bsky dish\b/gi, " aerialwork "],
  // "A few slipped slates", "tiles are slipping", "the roof's getting on a bit": the roof's condition,
  // which our survey checks (a roofer's work before the panels go on).
  [
    /\b(?:slipped|slipping|cracked|broken|missing|loose|sagging|rotten|leaky|dodgy) (?:slates?|tiles?)\b|\b(?:slates?|tiles?) (?:have |has |are |is |keep )?(?:a bit |slightly |badly |a little |all )?(?:slipped|slipping|cracked|broken|missing|loose|coming off|come off)\b|\b(?:slates?|tiles?)(?: \w+)? (?:replacing|replaced|fixing|fixed|sorting|sorted)\b|\broof(?:['’]s| is)? getting on(?: a bit)?\b/gi,
    " roof condition repairs roofer ",
  ],
  // "How much carbon…", "CO2": the carbon dioxide a system avoids.
  [/\b(?:carbon(?: dioxide)?|co2|co₂|emissions)\b/gi, " carbon dioxide emissions tonne "],
  // "Sort the scaffolding myself?", "pay extra for scaffolding?": what a home system includes.
  [
    /\b(?:sort|arrange|organise|organize|provide|pay(?: extra)? for|hire|book)(?: \w+){0,2} scaffold\w*|\bscaffold\w* (?:extra|included|on top)\b/gi,
    " scaffolding included ",
  ],
  // "Stick a battery on later": adding a battery.
  [
    /\b(?:stick|bolt|slap|whack|pop|tack)(?: \w+)? (?:a |the |one of (?:your|ur|the) )?batter(?:y|ies) on\b/gi,
    " battery ",
  ],
  // "Someone to come and have a look at my roof": a free site survey.
  [
    /\b(?:have|take) a (?:look|peek|gander|butchers) at (?:my|our|the) (?:roof|house|property|home)\b/gi,
    " booking consultation home visit ",
  ],
  // "How many have you installed?": the installations we have completed.
  [
    /\bhow many (?:\w+ )?(?:have|did) (?:you|u|you lot|your lot)(?: \w+)? (?:installed|fitted|done|put in|completed)\b|\bhow many (?:installations|installs|systems|jobs|customers)\b/gi,
    " installations completed ",
  ],
  // "Your postcode for the sat nav": where our office is.
  [
    /\b(?:your|ur) (?:office )?(?:postcode|address)\b|\bsat ?navs?\b|\b(?:drop|dropping|pop|popping) (?:\w+ ){0,3}(?:in|off|round) (?:to|at) (?:your|ur) (?:office|place)\b/gi,
    " our address located postcode ",
  ],
  // "Change my mind about the cookies": the cookie choice, changed with "Cookie settings", not cancelling.
  [/\bchanged? (?:my|our) minds? (?:about|on) (?:the |your )?cookies?\b/gi, " change cookie settings "],
  // "Second thoughts", "back out": cancelling, which our terms' cooling-off period covers.
  [
    /\bsecond thoughts\b|\b(?:back|pull) out\b|\bchanged? (?:my|our) minds?\b(?![\s\S]*\b(?:delete|erase|wipe|forget)\b)(?<!\b(?:delete|erase|wipe|forget)\b[\s\S]*)/gi,
    " cancel cooling off ",
  ],
  // "Who flies it?": the drone's pilot.
  [/\b(?:fl(?:y|ies|ying)|pilots?) (?:it|the drone|them|those|that thing)\b/gi, " drone pilot "],
  // "When did you start up?", "how long have you been going?": when we were founded.
  [
    /\b(?:start(?:ed)?|set) (?:up|out|trading)\b|\bbeen (?:going|around|trading|in business)\b|\bhow old is (?:the|your|ur) (?:company|firm|business)\b/gi,
    " founded ",
  ],
  // "Local or a big national outfit?": who we are.
  [
    /\b(?:big |large )?(?:national|nationwide) (?:outfits?|firms?|compan(?:y|ies)|chains?|business(?:es)?)\b|\bactually local\b|\bfamily[- ]run\b/gi,
    " local family national ",
  ],
  // "Response times": how soon we reply.
  [
    /\bresponse times?\b|\bhow (?:fast|quick|quickly|soon) (?:do|will|would) (?:you|u) (?:reply|respond|answer|get back)\b/gi,
    " reply respond hear back ",
  ],
  // "Before it runs out": how long a quote is valid.
  [/\bbefore (?:it|the quote|the price) (?:runs out|expires|lapses|goes up)\b/gi, " how long quote valid "],
  // "Your company registration number", "VAT number": not on the site.
  [/\b(?:company|companies house|vat|business) (?:registration |reg )?(?:number|no)\b/gi, " companynumber "],
  // "The registration": registering the system (for the Smart Export Guarantee).
  [/\bregistration\b|\bregister(?:ing)? (?:it|the system|the panels)\b/gi, " register system export "],
  // "Is there a calculator on your site?": our savings calculator.
  [
    /\b(?:is there|have you got|do you have|you got|got) (?:a |an |some )?(?:savings )?(?:calculator|estimator|online tool)\b/gi,
    " calculator website tool ",
  ],
  // "Do you sell my details?", "pass on my personal details": we never sell a visitor's information.
  [
    /\b(?:sell|pass|give|share)(?: on)? (?:my|our|people['’]?s|ppls|customers['’]?|your customers['’]?) (?:personal |contact )?(?:details|data|info|information|number|email|e-mail)\b/gi,
    " sell personal information privacy ",
  ],
  // "Do panels need proper sunshine?": whether they work on dull days.
  [/\bneed (?:proper |full |direct |bright |strong )?(?:sunshine|sun|sunlight)\b/gi, " cloudy daylight sunshine "],
  // "A few years back", "before anything": when, not what.
  [
    /\b(?:a (?:few|couple of)|some|two|three|\d+) (?:years?|months?|weeks?) (?:back|ago)\b|\bbefore anything(?: else)?\b/gi,
    " ",
  ],
  // "Anyone independent I can go to?": our complaints process (RECC).
  [
    /\b(?:anyone|someone|somebody|anybody) independent\b|\bindependent (?:body|ombudsman|person|someone|people)\b/gi,
    " complaints dispute ombudsman ",
  ],
  // "What times can I pick?", "the survey slots", "the earliest date": the times and dates a consultation can be booked for
  // ("what times can I ring?" is when the office is open, read further down).
  [
    /\b(?:what|which) (?:times|slots)\b(?! (?:are|do|does|is) (?:you|u|the office) (?:open|close|shut|work)| (?:can|could|should|do) (?:i|we) (?:ring|phone|call))|\btime ?slots?\b|\b(?:survey|consultation|visit|appointment|booking) slots?\b/gi,
    " booking morning afternoon ",
  ],
  [
    /\b(?:earliest|soonest|first available) (?:date|day|slot|appointment|booking|time)\b/gi,
    " booking next working day ",
  ],
  // "When did he start it?": when the company was founded.
  [
    /\bwhen did (?:he|she|they|you|u|rhys) (?:start|set up|found)(?: it| the (?:company|firm|business))?\b/gi,
    " founded ",
  ],
  // "What % comes off the bill?": the share of the bill saved.
  [
    /\b(?:what|how much)(?: kind of| sort of)? (?:%|percent|percentage)(?=\s|$)(?! (?:deposit|of the (?:price|cost)|up ?front|interest|vat|efficiency))|\bper ?cent(?:age)? (?:off|cut|saving)\b/gi,
    " save bill cut ",
  ],
  // "With VAT or do I add 20% on top?": whether prices include VAT.
  [
    /\b(?:with|plus|inc|incl|including|inclusive of|ex|excluding) vat\b|\bvat on top\b|\badd (?:20%|vat)(?=\s|$)/gi,
    " including vat ",
  ],
  // "During term time": a school's lessons, which we work around.
  [/\bterm[- ]?time\b|\bduring (?:the )?(?:school )?term\b/gi, " holidays lessons working hours "],
  // "The smallest commercial job you take on": the size our commercial systems start from.
  [
    /\b(?:smallest|minimum|min) (?:size of )?(?:commercial|business) (?:job|system|install|installation|size|project)s?\b|\b(?:smallest|minimum) (?:\w+ )?(?:you|u) (?:take on|do|will do|would do) for (?:a )?business\b/gi,
    " commercial size from 50kw ",
  ],
  // "How long before they're knackered and need replacing?": how long panels last.
  [
    /\bbefore (?:they|it|the panels)(?:['’]re| are| is)? (?:\w+ )?(?:and )?(?:needs? |need )?(?:replacing|replaced|knackered|worn out|dead|useless|die|pack up|give up|stop working)\b|\bneeds? replacing\b(?=[^.?!]*\bpanels?\b)|(?<=\bpanels?\b[^.?!]*)\bneeds? replacing\b/gi,
    " last lifespan ",
  ],
  // "Just a couple of blokes with a ladder": amateurs, the opposite of certified.
  [/\b(?:a )?(?:couple of |few |two )?(?:blokes|guys|lads|men|cowboys?) (?:with|and) a (?:ladder|van)\b/gi, " cowboy "],
  // "That record school": our record installation.
  [
    /\brecord(?:[- ]breaking)? (?:school|job|install|installation|project)\b/gi,
    " record largest biggest installation ",
  ],
  // "What happens during the survey?": the site survey step.
  [
    /\bwhat (?:happens|goes on|do you do|will you do) (?:during|at|on|in) (?:the |a |my )?(?:site |home )?survey\b/gi,
    " site survey design measure ",
  ],
  // "Need to book time off work": the visitor's day, not our booking.
  [/\b(?:book|take|get|have) (?:a |the )?(?:time|day|morning|afternoon) off(?: work)?\b/gi, " "],
  // "Can I cancel, or am I stuck with it once I've signed?": the cooling-off period.
  [
    /\bcan (?:i|we) (?:still |then |always )?cancel\b|\b(?:am i|are we|i['’]?m|we['’]?re) stuck with it\b|\b(?:once|after) (?:i|we)['’]?(?:ve| have)? signed\b/gi,
    " cancel cooling off signing ",
  ],
  // "The next morning", "the next day": when, not a booking.
  [/\bthe next (?:morning|day|evening)\b/gi, " "],
  // "A conservation area": a planning question (like a listed building).
  [/\bconservation areas?\b/gi, " conservation planning permission "],
  // "Win any awards", "award-winning": our award.
  [/\bwin (?:any |an )?(?:awards?|prizes?)\b/gi, " award prize "],
  // "Show me how it works and set the app up": handover and the monitoring app.
  [/\bset (?:the |an |my )?app up\b|\bset up (?:the |an |my )?app\b/gi, " monitoring app handover "],
  [
    /\bshow (?:me|us) how (?:it|everything|the system) (?:all )?works\b/gi,
    " monitoring app handover show how it works ",
  ],
  // "The planning bit", "the survey part": that step of our process.
  [/\bthe (planning|design|commissioning|scaffolding) (?:bit|part|stage)\b/gi, " $1 step "],
  [/\bthe (?:handover|switch[- ]on) (?:bit|part|stage)\b/gi, " commissioning handover step "],
  // "Lost the email", "can't find my confirmation e-mail": the booking confirmation, gone.
  [
    /\b(?:lost|deleted|can['’]?t find|cannot find)(?: \w+){0,2}? (?:confirmation |booking )?e-?mails?\b/gi,
    " lost confirmation booking ",
  ],
  // "How many panels on that school roof?", "how many panels went on the school?": our record school installation.
  [
    /\bhow many panels (?:\w+ ){0,3}?(?:that|the|your) (?:big |secondary )?school(?: roof| job| project)?\b/gi,
    " how many panels record school ",
  ],
  // "Is the drone bit extra?": the drone survey.
  [/\bthe drone (?:bit|part|thing)\b/gi, " the drone survey "],
  // "My mortgage company": what panels mean for a mortgage, which the site does not describe.
  [
    /\b(?:my|our|the) mortgage (?:company|lender|provider|bank|people)\b|\bmortgage (?:lender|provider)s?\b|\btell (?:my|our|the) (?:mortgage|lender)\b|\bremortgag\w*|\b(?:affect|impact|mess with) (?:my|our|the) mortgage\b/gi,
    " mortgagelender ",
  ],
  // "Does that price include the scaffolding?", "does that cover scaffolding?": what a home system includes
  // (before "include" or "cover" reads as hidden extras).
  [/\b(?:include[sd]?|cover(?:s|ed)?) (?:the )?scaffold\w*/gi, " scaffolding included "],
  // "What happens to my details?": how long our website keeps them.
  [/\bwhat happens to (?:my|our) (?:details|data|info|information|name and number)\b/gi, " keep details erase "],
  // "Will the warranty pass to whoever buys the house?": not described.
  [
    /\bwarrant(?:y|ies) (?:pass|passes|go|goes|transfer|transfers|carry|carries|move|moves) (?:over |on )?(?:to|with)\b|\btransfer(?:able|rable)? (?:the )?warrant(?:y|ies)\b/gi,
    " warrantytransfer ",
  ],
  // "A leasehold flat", "the freeholder": a flat, which the site does not cover.
  [/\bleasehold\w*|\bfreehold\w*/gi, " leasehold flat landlord permission owner "],
  // "My storage heater": heating the site does not describe.
  [/\b(?:night )?storage heaters?\b|\b(?:electric|gas|oil) (?:heaters?|fires?)\b/gi, " storageheater "],
  // "Who picks up when I ring?": who answers the phone.
  [/\bwho (?:picks up|answers)(?: the phone)?\b/gi, " who answers questions first voice you hear "],
  // "Who do I speak to about batteries?": the person who knows about them.
  [/\bwho (?:do|should|can) (?:i|we) (?:speak|talk) to about\b/gi, " who knows about "],
  // "From first phone call to panels on the roof": the whole timeline.
  [
    /\bfrom (?:the |my |our )?(?:first|initial) (?:phone )?(?:call|contact|chat|enquiry|email|e-mail)\b(?= [^.?!]*\bto\b)/gi,
    " timeline whole process consultation switch on ",
  ],
  // "What time does morning mean?": the booking periods' times.
  [
    /\b(?:what time|when) (?:is|does|do) (?:a |the )?(?:morning|afternoon)s?(?: (?:slot|appointment|visit)s?)?(?: (?:mean|start|begin|finish|end))?\b/gi,
    " booking morning afternoon times ",
  ],
  // "The survey visit": the site survey.
  [/\bsurvey visit\b|\bsite visit\b/gi, " site survey "],
  // "Survey the roof without scaffolding": a drone survey.
  [
    /\bsurvey (?:the |my |our )?(?:roof )?without (?:putting )?(?:up )?(?:any )?(?:scaffold\w*|ladders?)(?: up)?\b/gi,
    " drone survey ladders ",
  ],
  // "A hot water diverter": what one is.
  [/\bwhat(?:['’]?s| is) (?:a |an |the )?(?:solar )?(?:hot[- ]water )?diverter\b/gi, " diverter immersion what is "],
  // "Are you lot MCS?": asking us ("you lot are cowboys" is a remark, and stays one).
  [/\b(are|r|do|did|have|can|will|would) (?:you|u) lot\b/gi, "$1 you"],
  // "Or what?" closing a question: nothing more is asked.
  [/,?\s+or what\s*(?=\??\s*$)/gi, " "],
  // "Fitted by some cowboy outfit": another installer, not a question of accreditation.
  [
    /\b(?:fitted|installed|put in|put on|done) by (?:a |some |the |another )?cowboys?(?: (?:outfit|firm|company|lot|installers?|builders?))?\b/gi,
    " installed by others existing ",
  ],
  // "Can I do a Saturday?": booking a Saturday morning.
  [/\b(?:can|could) (?:i|we) (?:do|have|book|get|go for) (?:a |the )?saturday\b/gi, " booking saturday morning "],
  // "The slowest bit": the longest step, planning and permits.
  [
    /\b(?:slowest|longest) (?:bit|part|step|stage)\b|\bwhat takes (?:the )?longest\b/gi,
    " planning permits step how long ",
  ],
  // "Move my electric meter": not described.
  [
    /\bmov(?:e|ing) (?:my|the|our) (?:electric(?:ity)? |gas )?meter\b|\bmeter (?:box )?(?:moved|move|relocat\w*)\b/gi,
    " metermove ",
  ],
  // "Registered electricians, signed up with one of the schemes": our accreditations.
  [
    /\bregistered electricians?\b|\b(?:electrical|competent person) schemes?\b|\bsigned up (?:with|to) (?:one of )?(?:the )?schemes?\b/gi,
    " registered schemes niceic napit ",
  ],
  // "Included in the quoted price", "charge for that separately": what a home system includes.
  [
    /\bincluded in (?:the |your )?(?:quoted |quote )?price\b|\bcharge (?:for (?:that|it) )?separately\b/gi,
    " included includes ",
  ],
  // "Hose them down", "clean them myself": whether panels need cleaning.
  [
    /\bhose (?:them|it|the panels) down\b|\bclean (?:them|the panels) (?:myself|ourselves)\b/gi,
    " clean panels looking after maintenance ",
  ],
  // "Tell the network people", "ring Western Power": the grid notification we handle.
  [
    /\b(?:tell(?:ing)?|notify\w*|ring(?:ing)?|inform\w*|contact\w*) (?:the )?(?:electricity )?(?:network|grid|dno|western power|national grid|electricity board|network operator)(?: people| operator| company)?\b/gi,
    " grid notification paperwork handle ",
  ],
  // "What does the survey check?": the site survey step.
  [
    /\bwhat (?:does|will|do) (?:the |a |your )?survey (?:\w+ )?(?:check|look at|involve|cover|include)\b/gi,
    " site survey design inspect ",
  ],
  // "Only Saturdays", "a Saturday consultation": booking a Saturday morning.
  [
    /\b(?:only|just) (?:do|manage|free on|available on) saturdays?\b|\b(?:consultation|survey|visit|appointment)s? (?:on )?(?:a )?saturdays?\b|\bsaturday (?:consultation|survey|visit|appointment)s?\b/gi,
    " booking saturday morning ",
  ],
  // "Who will I speak to first when I ring?": who answers the phone.
  [
    /\bwho (?:will|would|do) (?:i|we) (?:speak|talk) to first\b|\bfirst\s+(?:person\s+)?(?:i['’]?d|i would|we['’]?d|you['’]?d)\s+(?:talk|speak)(?: to)?\b|\bwho (?:will|would) (?:i|we) (?:speak|talk) to when (?:i|we) (?:ring|call)\b/gi,
    " who answers questions first voice you hear ",
  ],
  // "Come off and go back on": panels lifted and refitted for roof work.
  [
    /\bcome off and go back on\b|\btaken off and put back\b|\bremoved and (?:re)?fitted\b|\blift(?:ed|ing)? (?:them |the panels |it |the system )?off\b/gi,
    " lifted refitted later roof repairs ",
  ],
  // "Urgent": how soon we reply.
  [/\burgent(?:ly)?\b/gi, " urgent same day reply "],
  // "Does it count a heat pump?", "include charging my electric car" (an ev charger, read above): what the calculator leaves out.
  [
    /\b(?:does|will|would) (?:it|the calculator|your calculator) (?:count|include|factor in|take (?:account of|into account)|consider|cover) +(?:my |a |the |our )?(?:heat pumps?|ev chargers?|ev|electric cars?|car charging|ev charging|diverters?)\b/gi,
    " calculator modelled account ",
  ],
  // "Charge off the grid at night": a battery on a cheap overnight tariff.
  [/\bcharge (?:\w+ )?(?:off|from) the grid (?:at night|overnight)\b/gi, " overnight tariff charge battery "],
  // "Do I need Zoom?", "join the video call": the link in the confirmation e-mail.
  [
    /\b(?:need|use|download) (?:zoom|teams|skype)\b|\bjoin (?:the |a |it|the video )?(?:video )?(?:call|meeting)?\b(?= [^.?!]*\b(?:zoom|teams|video|link)\b)|\bhow do (?:i|we) join\b/gi,
    " video call link booking ",
  ],
  // "The dimensions of the battery": not described.
  [
    /\bdimensions\b|\bhow (?:big|large) is (?:the |a )?battery (?:unit |box )?physically\b|\bfit under (?:the )?stairs\b/gi,
    " batterydimensions ",
  ],
  // "The last day of the install": commissioning and handover.
  [/\b(?:last|final) day(?: of the (?:install|installation|job|fitting))?\b/gi, " commissioning handover switch on "],
  // "Come out today for a survey": the earliest booking.
  [
    /\b(?:come out|come round|visit|survey|book (?:in|me in))\b(?= [^.?!]*\btoday\b)|\btoday for a (?:survey|visit|look)\b/gi,
    " booking next working day ",
  ],
  // "The assumptions": the method behind our estimate.
  [
    /\bassumptions\b|\bhow (?:you|u) (?:work|worked) (?:them|it|those|the (?:figures|savings|numbers)) out\b/gi,
    " method behind savings figure how we estimate ",
  ],
  // "Have handy to use the calculator": what the calculator needs.
  [
    /\b(?:need|have) (?:to have )?(?:handy|ready|to hand)\b(?= [^.?!]*\bcalculator\b)|\bwhat (?:info|information|details) (?:do (?:i|you) need|does it need)\b(?= [^.?!]*\bcalculator\b)/gi,
    " calculator needs postcode bill ",
  ],
  // "Shifts", "round the clock", "stop production": working around a business.
  [
    /\b(?:a)?round (?:our |the |my )?shifts\b|\bshift patterns?\b|\brunning shifts\b|\bround the clock\b|\b24\/7\b|\bstop(?:ping)? production\b/gi,
    " working hours shifts phased ",
  ],
  // "Solar thermal", "the tube ones": not described.
  [/\bsolar thermal\b|\bevacuated tubes?\b|\btube ones\b|\bsolar (?:water )?heating tubes?\b/gi, " solarthermal "],
  // "Still working in 30 years": how long panels last.
  [/\bstill (?:be )?working in \d+ (?:years|yrs)\b|\bin \d+ years['’]? time\b/gi, " last lifespan years "],
  // "Will the quote creep up?": a fixed quote.
  [
    /\bcreep(?:s|ing)? up\b|\bgo(?:es)? up on (?:the )?day\b|\b(?:quote|price) (?:be )?fixed\b/gi,
    " quote fixed hidden extras ",
  ],
  // "Free if you spend enough": the drone survey, free with an installation over £8,000.
  [/\bfree if (?:you|i|we) spend\b|\bspend enough\b/gi, " drone survey free installation over "],
  // "Cookie settings", "Facebook tracking": our cookies and the Meta pixel.
  [
    /\bcookie (?:settings|preferences|choices?)\b|\bchange (?:my )?cookies?\b|\b(?:facebook|meta) (?:tracking|pixel|ads)\b|\btrack(?:s|ing)? (?:me )?for (?:facebook|meta)\b/gi,
    " cookies meta pixel marketing ",
  ],
  // "Will I get a reminder?": the confirmation e-mail and calendar invitation.
  [/\breminders?\b/gi, " confirmation calendar invitation booking "],
  // "Do you service those?" of an inverter: inverter servicing.
  [/\bservic(?:e|ing) (?:those|them|it|inverters?)\b/gi, " inverter servicing repairs maintenance "],
  // "Is this chat being saved?": the chat is not kept without a call-back.
  [
    /\b(?:this |the )?chat (?:being |is |get |gets )?(?:saved|stored|kept|recorded)\b|\b(?:save|store|keep|record) (?:this|the|my) chat\b/gi,
    " chat kept conversation privacy ",
  ],
  // "What does being RECC members mean for me?": what RECC membership means.
  [
    /\bwhat (?:does|do|would) (?:being )?(?:an? )?recc(?: members?| membership)? (?:\w+ ){0,2}mean\b/gi,
    " recc membership protects consumer means ",
  ],
  // "Find something the survey didn't spot": what happens then (our terms).
  [
    /\b(?:the )?survey (?:didn['’]?t|did not|couldn['’]?t|could not|doesn['’]?t) (?:spot|pick up|show|find|see)\b|\bprice jumps?\b/gi,
    " find problem day survey missed unexpected ",
  ],
  // "Delete everything you hold about me": erasing a visitor's details.
  [
    /\b(?:delete|erase|wipe|remove) (?:everything|all) (?:you (?:hold|have|keep)|about me|(?:i|we)(?: have|['’]ve)? (?:sent|gave|given|told) you)\b/gi,
    " erase details ",
  ],
  // "A narrowboat", "a static caravan": not described.
  [
    /\b(?:narrow ?boats?|canal boats?|house ?boats?|static caravans?|caravans?|motorhomes?|campervans?)\b/gi,
    " boatcaravan ",
  ],
  // "English or Welsh law?": our terms' governing law.
  [
    /\b(?:english|welsh) law\b|\blaw\b(?=[^.?!]{0,40}\b(?:english|welsh)\b)|\bgoverning law\b|\bwhich (?:law|courts?)\b|\bjurisdiction\b/gi,
    " governing law courts jurisdiction ",
  ],
  // "Without anyone going up on the roof": a drone survey's thermal imaging.
  [
    /\bwithout (?:anyone|someone|anybody|you) (?:going|climbing|getting) (?:up )?on(?:to)? the roof\b/gi,
    " drone thermal faults ",
  ],
  // "In-roof integrated panels", "solar roof tiles": not described.
  [/\bin[- ]roof\b|\bintegrated (?:solar )?panels?\b|\bsolar (?:roof )?(?:tiles|slates)\b/gi, " inroof "],
  // "Fit us in the first week of March": a particular date, which our advisers can check.
  [
    /\bfit (?:us|me) in (?:for|in|on|by)\b|(?<=\b(?:install|installation|fitting|fitted|fit)\b[^.?!]*)\b(?:first|second|third|last) week (?:of|in) (?:january|february|march|april|may|june|july|august|september|october|november|december)\b/gi,
    " installdate ",
  ],
  // "Is it fixed?", "does the price change on the day?": a fixed quote.
  [
    /\b(?:or )?is (?:it|the price|the quote|that) fixed\b|\b(?:price|quote) (?:you quote )?changes? on the day\b/gi,
    " quote fixed hidden extras ",
  ],
  // "Take our panels off and refit them on the new house", "take the battery with me if we move": not described.
  [
    /\b(?:take|move|moving|taking) (?:our|my|the) (?:existing )?panels (?:off |down )?(?:and (?:refit|put|move) them )?(?:on|to) (?:the|our|my|a) new (?:house|home|place|property)\b|\b(?:take|taking|bring|move) (?:our|my|the) (?:panels|battery|batteries|system) with (?:me|us)\b/gi,
    " panelmove ",
  ],
  // "The neighbour's tree shades the roof, can you get it cut back?", "trim the hedge": tree work, not described.
  [
    /(?<=\b(?:trees?|hedges?|branch(?:es)?)\b[\s\S]*)\b(?:cut|trim|prune|lop|fell|chop)(?:ped|ping|ting|med|ming|d)? (?:it |them |that |those )?(?:back|down)\b|\b(?:cut|trim|prune|lop|fell|chop)(?:ped|ping|ting|med|ming|d)? (?:back |down )?(?:the |a |my |our |their |that )?(?:(?:my |our |the )?neighbou?r['’]?s['’]? )?(?:trees?|hedges?|branches)\b/gi,
    " treework ",
  ],
  // "How many panels fit on a semi?", "how many panels would go on my roof?": what a typical roof takes
  // (before the home is read as words about the visitor).
  [/\bhow many (?:solar )?panels (?:(?:will|would|could|can) )?(?:fit|go)\b/gi, " how many panels semi maximum "],
  // "A whole new roof": roofing, which the site does not describe.
  // (Not when the panels are to be lifted for it: "can you lift them off if I need a new roof?")
  [
    /(?<!\blifted refitted\b[\s\S]*)(?:\b(?:a |whole |full )*new roof\b|\bre-?roof\w*|\broof replacement\b)(?![\s\S]*\blifted refitted\b)/gi,
    " newroof ",
  ],
  // "Your boss", "the owner": the managing director.
  // ("Do I need to be the owner?" is the visitor's home's owner.)
  [
    /\b(?:your|ur) (?:boss|owner|gaffer|md)\b|\bthe (?:boss|gaffer|md)\b|(?<=\b(?:who(?:['’]s| is)|speak to|talk to) )the owner\b/gi,
    " who managing director founder ",
  ],
  // "Clean the gutters": not described (and not the roof's condition).
  [
    /\b(?:clean|cleaning|clear|clearing|unblock\w*|fix|fixing|repair|repairing|sort) (?:the |my |our )?gutters?\b|\bgutter cleaning\b|\bgutters? (?:is |are )?(?:leaking|blocked|broken|overflowing|falling)\b/gi,
    " gutterclean ",
  ],
  // "An EICR": electrical reports, not described.
  [/\beicr\b|\belectrical (?:safety )?(?:report|certificate|inspection|condition report)\b/gi, " eicr "],
  // "Is that covered under warranty?": a particular claim, which our team checks.
  [
    /\b(?:is|would|will) (?:that|it|this) (?:be )?covered (?:under|by) (?:the |my |your )?warrant(?:y|ies)\b/gi,
    " warrantyclaim ",
  ],
  // "Work out what I'd save online": our savings calculator.
  [
    /\b(?:work out|figure out|calculate|check)(?: roughly)? what (?:i|we)(?:['’]d| would)? save(?: myself| ourselves)? online\b|\bonline (?:calculator|tool)\b/gi,
    " calculator website tool save ",
  ],
  // "What year did the company start?": when we were founded.
  [
    /\bwhat year did (?:the|your|ur) (?:company|firm|business) (?:start|begin)\b|\b(?:company|firm|business) (?:started|began|was (?:set up|founded|started))\b/gi,
    " founded ",
  ],
  // "Do you keep my IP address?", "my internet address": what our server does with it.
  [/\b(?:ip|internet) address(?:es)?\b/gi, " $& ipaddress "],
  // "What price is the calculator working on?": what it assumes.
  [/\b(?:is it|it['’]?s|calculator|estimate) (?:working|based|running) (?:on|off)\b/gi, " assume "],
  // "What make of car charger do you fit?": the brands we install.
  [
    /\bwhat (?:make|brand|sort|type|kind) of (?:\w+ )?(panels?|batter(?:y|ies)|inverters?|chargers?)\b/gi,
    " brand make $1 ",
  ],
  // "A gadget that heats the hot water tank": a diverter.
  [/\bheats? (?:up )?(?:the |my |our )?(?:hot )?water (?:tank|cylinder)\b/gi, " diverter immersion "],
  // "Your rating", "are people happy?": our reviews.
  [/\b(?:your|ur) ratings?\b|\bare (?:people|customers|your customers) happy\b/gi, " reviews rating rated "],
  // "The roof will need redoing in a few years": panels lifted and refitted for roof work.
  [
    /\b(?:roof|it) (?:will |would |might )?(?:probably |eventually )?need(?:s)? (?:redoing|replacing|re-?roofing)\b/gi,
    " roof repairs lifted refitted later ",
  ],
  // "Fit and forget", "do they need checking much?": looking after panels.
  [
    /\bfit and forget\b|\bneed (?:checking|looking at|servicing|maintaining) much\b/gi,
    " looking after maintenance check-up ",
  ],
  // "Which country's law does the contract fall under?": our terms' governing law.
  [
    /\b(?:which|what) country['’]?s? law\b|\blaw (?:does|do) (?:your|ur|the) (?:contract|terms) (?:fall|come) under\b/gi,
    " governing law courts jurisdiction ",
  ],
  // "What's the waiting list like?": how soon the fitters are free, which our advisers check.
  [/\bwaiting lists?\b|\bhow busy are (?:you|u)\b/gi, " waitinglist "],
  // "What's the monitoring app called, is it on Android?": not described.
  [/\bapp (?:called|named)\b|\b(?:name of|called) (?:the|your) app\b|\bandroid\b|\biphone\b|\bios\b/gi, " appname "],
  // "Where do I find the calculator?": our savings calculator.
  [
    /\bwhere (?:do|can|could) (?:i|we) find (?:the |that |your |ur )?(?:savings )?calculator\b/gi,
    " calculator website tool ",
  ],
  // "Postcode for your office": where our office is.
  [/\b(?:postcode|address) (?:for|of) (?:your|ur|the) office\b/gi, " our address located postcode "],
  // "Do you flog it to marketing companies?", "is my info shared?": we never sell a visitor's information.
  [
    /\b(?:sell|flog|pass|give|share)(?: it| them)?(?: on)? to (?:marketing|other|third[- ]party) (?:companies|firms|people)\b|\bis my (?:info|information|data|details) shared\b/gi,
    " sell personal information privacy ",
  ],
  // "My personal data… who do I complain to?": the Information Commissioner's Office.
  [/\b(?:personal )?data\b(?=[^.?!]*\bcomplain)/gi, " data complaint privacy ico "],
  // "Find something extra on the day": what happens then (our terms).
  [
    /\bfind (?:something|anything) (?:extra|else|wrong|unexpected)(?: on the day)?\b/gi,
    " find problem day survey missed unexpected ",
  ],
  // "Do you do new-build packages, per plot?": developments the site does not describe.
  [/\bnew[- ]?builds?\b|\bhousing developments?\b|\bper plot\b|\b\d+ plots\b/gi, " newbuild "],
  // "Do I need to be in on the day, or can I leave a key with next door?", asked on its own (as
  // part of "what happens on the day?" the day's steps answer it).
  [
    /^\s*(?:(?:do|will|would) (?:i|we) (?:need|have) to be (?:in|home|at home|around|there|present)\b|can (?:i|we) (?:just )?leave (?:a|the|our|my) keys?\b)/gi,
    " athome ",
  ],
  // "What's the cheapest night tariff going?": energy deals, which the site does not compare.
  [
    /\b(?:cheapest|best) (?:night(?:time)? |overnight |off[- ]peak |energy |electricity |export |smart |ev |seg )?(?:tariffs?|suppliers?|energy deals?|deals?)\b|\b(?:octopus )?(?:flux|intelligent go|agile|cosy|go faster)\b(?=[\s\S]*\b(?:better|best|cheaper|or|vs|versus)\b)/gi,
    " tariffdeals ",
  ],
  // "How long is the warranty on the panels?": the warranty, not how long anything takes.
  [/\bhow long (?:is|are|does|do|will) (?:the |your |ur )?(?:warrant(?:y|ies)|guarantees?)\b/gi, " warranty "],
  // "Do you send your own lads?": your own team, employed.
  [/\b(?:your|ur) own (?:lads|blokes|guys|men|people|fitters|staff|engineers|installers)\b/gi, " own team employed "],
  // "What's the charge for a 10kWh battery?": its price, not charging it.
  [/\bthe charge (?:for|of|on)\b/gi, " price of "],
  // Wind turbines, bird mesh and chimney repairs: things the site does not describe.
  [/\bwind ?turbines?\b|\bwind power\b/gi, " windturbine "],
  [
    /\b(?:bird|pigeon|squirrel)[- ]?(?:proof\w*|mesh|guards?|netting)\b|\bmesh (?:round|around|under)\b/gi,
    " birdproof ",
  ],
  [
    /\bchimney(?:['’]s| is| stack(?:['’]s| is)?)? (?:crumbling|falling|leaning|cracked|needs)\b|\b(?:fix|repair|repoint|rebuild|take down)\w* (?:the |my |our )?chimney\b/gi,
    " chimneyrepair ",
  ],
  // "What days can someone come out?", "how soon can you come?": booking a visit or call.
  [
    /\b(?:what|which) days? (?:can|could|do|will|would) (?:you|u|someone|somebody|your (?:surveyor|team|adviser))(?: \w+)? (?:come|visit|pop|do (?:it|a visit|visits))\b|\b(?:how soon|how early|when(?:['’]s| is) the earliest|earliest|soonest) (?:can|could|would|will) (?:you|u|someone|somebody|i|we) (?:come|visit|pop|get (?:out|round|a visit|one|a slot|an appointment)|book)\b/gi,
    " booking earliest ",
  ],
  // "Which bit takes the longest?": of our six steps, planning and permits (2-4 weeks).
  [
    /\b(?:which|what) (?:bit|part|step|stage)(?: of (?:it|that|the process))? takes (?:the )?longest\b/gi,
    " how long planning permits weeks ",
  ],
  // "How small a system can you do?": our smallest, the entry system.
  [
    /\bhow small (?:a system |a setup |an install |a job )?(?:can|could|will|would|do) (?:you|u)(?: go| do)?\b|\bsmallest system\b/gi,
    " cheapest system ",
  ],
  // "What's that typical home assumed to be?", "what kind of house is that figure based on?": the estimate's typical home.
  [
    /\b(?:typical|average|standard) (?:home|house|household)\b(?:(?=[^.?!]*\b(?:assum\w*|based|mean|means|like|be)\b)(?:[^.?!]*?\b(?:assumed to be|based on|supposed to be)\b)?)|\bwhat (?:kind|sort|type) of (?:house|home|property) (?:is|are) (?:that|it|this|they|those|these|the \w+) based on\b|\bwhat(?:['’]s| is| are) (?:that|the|those|these) (?:figures?|numbers?|estimates?|savings?) based on\b/gi,
    " typicalhome ",
  ],
  // "What does the MCS bit actually get me?": what the certification means for the visitor.
  [
    /\b(mcs|recc|trustmark|niceic)(?: bit| thing| badge| certificate| certification| membership)? (?:actually )?(?:get|give|do for|mean for|mean to) (?:me|us)\b/gi,
    " $1 certification means ",
  ],
  // "Which sites are they on?", "where are they posted?" (of reviews): where our reviews are left.
  [
    /\b(?:which|what) (?:web)?sites? (?:are|r) (?:they|them|the reviews|your reviews|ur reviews) (?:on|posted on|left on)\b|\bwhere (?:are|r) (?:they|the reviews|your reviews|ur reviews) (?:posted|left)\b|\b(?:which|what) (?:web)?sites\s*\??\s*$/gi,
    " reviews ",
  ],
  // "…a battery when we've saved up", "in a couple of years": later.
  [
    /\b(?:when|once|after) (?:i|we)(?:['’]?ve| have)? (?:saved|got the money|got the cash|got some money)(?: up)?(?: a bit)?(?: more)?\b|\bin a (?:couple|few) (?:of )?years(?: time)?\b/gi,
    " later ",
  ],
  // "If the calculator says I'll save £600, is that guaranteed?": how far the estimate holds, not a warranty.
  [
    /(?<=\b(?:calculator|estimates?|figures?|savings?|save|forecasts?)\b[^.?!]*)(?<!\bexport )\bguarantee[ds]?\b/gi,
    " accuracy limits caveats ",
  ],
  // "They're making less than they used to", "can you find out what's wrong?", "no idea if they're
  // working": a system's fault found by a health check or a thermal drone survey.
  [
    /\b(?:making|producing|generating) (?:way |a lot |much |loads )?less\b|\boutput (?:has )?(?:dropped|gone down|fallen)\b|\b(?:find|work) out what(?:['’]s| is) wrong\b|\bfind what(?:['’]s| is) wrong\b|\b(?:gone|going) faulty\b|\b(?:if|whether) (?:they(?:['’]re| are)|it(?:['’]s| is)) (?:actually )?working\b|\bcheck (?:them|it|the panels|the system) over\b/gi,
    " faulty health check ",
  ],
  // "What's the latest afternoon slot?", "a consultation in the evening after work?": our booking times.
  [
    /\b(?:latest|last|earliest|first) (?:afternoon |morning |evening )?(?:time|slot|appointment)s?\b|\b(?:consultation|call|visit|appointment|survey)s? (?:in the evening|after work|after (?:5|five|6|six))\b|\b(?:in the evening|after work) for (?:a|the) (?:consultation|call|visit|appointment)\b/gi,
    " booking slot afternoon ",
  ],
  // "Ex-display or refurbished batteries", "second-hand panels": equipment the site does not describe.
  [
    /\b(?:ex-?display|refurb(?:ished)?|second[- ]?hand|reconditioned|used)\b(?=(?: or (?:ex-?display|refurb(?:ished)?|second[- ]?hand|reconditioned|used))? (?:\w+ )?(?:batter(?:y|ies)|panels?|inverters?|chargers?|kit|systems?)\b)/gi,
    " secondhand ",
  ],
  // "Can it be a Saturday?", "could the visit be on a weekend?": booking a day.
  [
    /\b(?:can|could) (?:it|we|that|the (?:visit|survey|consultation|appointment|call)) be (?:on )?(?:a |the )?(?=(?:saturday|sunday|weekend|evening|monday|tuesday|wednesday|thursday|friday)s?\b)/gi,
    " booking ",
  ],
  // "…like the ad says", "the facebook ad linked to it", "wary after the Facebook ad": where the
  // visitor came from, not a question about our adverts.
  [
    /\b(?:like |as )?(?:the|your|a|that|ur) (?:facebook |fb |instagram |insta |google )?(?:ad|advert)s? (?:says|said|linked to it|linked me here|mentioned|claims?|shows?|showed)\b|\bafter (?:the|your|that) (?:facebook |fb |instagram |insta |google )?(?:ad|advert)\b/gi,
    " ",
  ],
  // Panels on a shed, a garden room or an outbuilding: not described on the site.
  [
    /\b(?:on|onto) (?:a|the|my|our|an) (?:garden |wooden |old )?(?:shed|outbuilding|summer ?house|garden (?:room|office)|log cabin|greenhouse)(?: roof)?\b(?!s)/gi,
    " outbuilding ",
  ],
  // "What's the most common bill people pick?" (of the quiz): the answer it flags as most common.
  [
    /\b(?:most (?:common|popular|usual)|what (?:do|does) most people (?:pick|choose|put|say))\b(?=[^.?!]*\b(?:bill|answer|option|band)\b)|\b(?:bill|answer|option|band) (?:do )?most people (?:pick|choose|put)\b/gi,
    " quizcommon ",
  ],
  // "Do you clean windows too?": window cleaning, which the site does not describe.
  [/\bclean(?:ing)? (?:the |my |our )?windows\b|\bwindows? clean(?:ing|er|ers)\b/gi, " windowclean "],
  // "How do you clean the panels?": how we clean them (purified water, no chemicals).
  [/\bhow (?:do|will|would|d[o']?) (?:you|u|they|your (?:team|lot)) clean\b/gi, " cleaning chemicals purified water "],
  // "It's not exactly sunny here": whether panels work without much sun.
  [/\bnot (?:exactly |very |that |always |too )?sunny\b|\bmake sense in wales\b/gi, " cloudy daylight "],
  // "Can a Powerwall go in my loft?": where a battery can be fitted, which the site does not describe.
  [
    /\b(?:batter(?:y|ies)|powerwall)\b(?=[^.?!]*\bloft\b)|(?<=\bloft\b[^.?!]*)\b(?:batter(?:y|ies)|powerwall)\b/gi,
    " batterylocation ",
  ],
  // "A really sunny or rubbish summer", "a dull year": the weather's effect on the estimate.
  [
    /\b(?:(?:really |very )?(?:sunny|dull|rubbish|bad|good|wet|poor|grey|hot)(?: or (?:a )?(?:really |very )?(?:sunny|dull|rubbish|bad|good|wet|poor|grey))?) (?:summer|year|weather)s?\b/gi,
    " sunny dull year accuracy ",
  ],
  // "Where does the calculator get its sunshine figures?": the method's sources (SAP's solar data).
  [/\b(?:sunshine|sunlight|solar|weather|irradiance) (?:figures|data|numbers|readings)\b/gi, " method sources "],
  // "How long have I got to accept the quote?": how long a quote is valid.
  [
    /\bhow long (?:have|do|would) (?:i|we) (?:got|get|have) to (?:accept|decide|sign|say yes|think)\b|\bhow long (?:is|are|does|do) (?:the |a |your |ur )?quotes? (?:valid|good|open|last|stand)\b/gi,
    " quote valid validity ",
  ],
  // "Would you deal with the electricity network side, or is that on us?": the grid application, which we handle.
  [
    /\b(?:the )?(?:electricity |power |grid )?network (?:side|bit|part|company|operator)\b/gi,
    " grid network operator ",
  ],
  [/\bor is (?:that|it|this) (?:on|down to|up to) (?:us|me)\b/gi, " or do you handle it "],
  // "A battery bigger than 13.5kWh", "the extra capacity": a battery above the from-price's size.
  [/\b(?:bigger|larger|more) than 13\.5 ?kwh\b|\bextra capacity\b|\babove 13\.5 ?kwh\b/gi, " bigger larger battery "],
  // "How a company handled my data": a complaint about data, to the ICO.
  [
    /\b(?:handled|used|treated|processed|misused|shared) (?:my|our) (?:personal )?(?:data|details|information|info)\b/gi,
    " data complaint privacy ico ",
  ],
  // "What do you look at first?" (for a business): the first step, the energy audit.
  [/\bwhat (?:do|would|will) (?:you|u) (?:look at|check|need|start with) first\b/gi, " first audit "],
  // "Award winning, like the ad says?": our award.
  [/\baward[- ]winning\b/gi, " award "],
  // "Does the price go up after the survey?": the fixed quote.
  [
    /\b(?:price|quote|cost)s? (?:go|goes|went|jump|jumps|change|changes|rise|rises|creep|creeps)(?: up)? (?:after|on|once|at)\b/gi,
    " fixed quote hidden extras ",
  ],
  // "What happens at the end of the install, do you just leave?": commissioning and the handover.
  [
    /\bat the end of the (?:install|installation|job|fitting)\b|\bdo (?:you|u|they) just leave\b/gi,
    " commission show you how it works ",
  ],
  // "The roof might need some work in a few years": the roof's condition first.
  [/\broof (?:might|may|will|could|would) (?:need|want) (?:some |a bit of )?work\b/gi, " roof repairs condition "],
  // A consumer unit or fuse box: electrical work the site does not describe.
  [
    /\b(?:fit|fitting|replace|replacing|upgrade|upgrading|change|changing|swap|swapping|sort|new)(?: \w+){0,3} (?:consumer units?|fuse ?box(?:es)?|fuse ?boards?)\b|\b(?:consumer unit|fuse ?box|fuse ?board) (?:upgrade|replacement|changed|swapped)\b|\brewir(?:e|ing)\b/gi,
    " consumerunit ",
  ],
  // "How often should they be looked at?", "do they need looking at?": checked, not looked after.
  [/\blooked at\b|\bneeds? looking at\b/gi, " checked "],
  // "What kind of things does your quiz ask?", "what's on the quiz?": its questions.
  [
    /\bwhat (?:kind of |sort of |type of )?(?:things|questions|stuff|info|information)? ?(?:does|do|will) (?:the|your|ur) quiz ask\b|\bwhat(?:['’]s| is| (?:questions|things|stuff) (?:are|is)) (?:in|on) (?:the|your|ur) quiz\b|\bquiz questions\b/gi,
    " quiz quizquestions ",
  ],
  // "How much can it hold?": a battery's size.
  [
    /\bhow much (?:can|will|does|do|would) (?:it|they|one|that|the battery|a battery) (?:hold|store|take)\b/gi,
    " battery storage size ",
  ],
  // "Can I ring you on a Sunday?", "can we call you in the evening?": when we are open.
  [
    /\b(?:ring|call|phone|reach|speak to|talk to|get hold of) (?:you|u|ya|your office|someone)(?: \w+)?? (?:on|at|in) (?:a |the )?(?=(?:weekends?|saturdays?|sundays?|bank holidays?|evenings?|nights?)\b)/gi,
    " opening hours ",
  ],
  // "Did you win anything for it?": an award, not a match.
  [
    /\b(?:did|have|has) (?:it|that|you|u|ya|your (?:firm|company|team)) (?:ever )?(?:win|won)(?: (?:you|u|us))? (?:anything|owt|any (?:awards?|prizes?))\b/gi,
    " award ",
  ],
  // "Will you update our EPC?": Energy Performance Certificates, not described.
  [/\bepcs?\b|\benergy performance certificates?\b|\benergy ratings?\b/gi, " epc "],
  // "Pressure wash the driveway": not described.
  [/\b(?:pressure|jet)[- ]?wash\w*|\bdriveways?\b|\bpatios?\b/gi, " pressurewash "],
  // "The full registered company name": our legal name.
  [
    /\b(?:full |registered |legal )+(?:company )?name\b|\bcompany['’]?s? (?:full |registered |legal )name\b/gi,
    " registered company name legal ",
  ],
  // "Does the drone survey need scaffolding?": no ladders or scaffolding.
  [/\b(?:drone|survey) (?:\w+ ){0,3}needs? (?:any )?scaffold\w*/gi, " drone ladders climb "],
  // "Does it matter if an installer is MCS?": what MCS means.
  [
    /\b(?:does|do) it (?:really )?matter if (?:an |the |your )?installer (?:is|isn['’]?t) mcs\b/gi,
    " mcs means smart export guarantee ",
  ],
  // "Does this chat get passed to anyone?": what happens to the chat.
  [
    /\b(?:this |the )?chat (?:get |gets |is |be )?(?:passed|sent|shared)\b/gi,
    " chat kept conversation privacy ai service ",
  ],
  // "How much are you liable for?": our terms' liability.
  [/\bliab(?:le|ility)\b|\bcap in the small print\b/gi, " liability capped contract value "],
  // "Evenings for the consultation call": the times a consultation can be booked.
  [
    /\bevenings? for (?:the |a )?(?:consultation|call|survey|visit)\b|\b(?:consultation|call)s? in the evenings?\b/gi,
    " booking afternoon saturday ",
  ],
  // "Asbestos sheets", "strip the asbestos off": asbestos, which the site does not describe.
  [/\basbestos\b/gi, " asbestosroof "],
  // "The extra leccy": surplus electricity.
  [/\b(?:extra|spare|left ?over) (?:leccy|lecky|electric|electricity|power|energy)\b/gi, " surplus electricity "],
  [/\b(?:leccy|lecky)\b/gi, " electricity "],
  // "Which panel is the dodgy one?": finding faults, which a thermal drone survey does.
  [
    /\b(?:which|what) (?:panel|one)s? (?:is|are) (?:the )?(?:dodgy|faulty|broken|bad|duff|playing up)\b|\bfind(?:ing)? (?:the )?(?:faults?|faulty|dodgy)\b/gi,
    " thermal faults ",
  ],
  // "What panels do you use?": which brands.
  [
    /\b(?:what|which|wat) (panels?|batter(?:y|ies)|inverters?|chargers?|kit|equipment) (?:do|would|will|did) (?:you|u) (?:use|fit|install|put in|supply|go with)\b/gi,
    " brand make $1 ",
  ],
  // "Could the install be done over a weekend?": work planned around a business.
  [
    /\b(?:install|installation|fit|fitting|work|job)(?: be done| be)? (?:over|at|on) (?:a |the )?weekends?\b/gi,
    " working hours weekend ",
  ],
  // "Put a smart meter in", "the feed-in tariff": things the site does not describe.
  [/\b(?:install|fit|put|get|supply)(?: \w+){0,3} smart meters?\b/gi, " install smartmeter "],
  [/\bfeed[- ]?in[- ]?tariffs?\b|\bfit payments?\b/gi, " feedintariff "],
  // A consultation in Welsh, recycling old panels, a visitor's own insurance: not described.
  [/\b(?:in welsh|cymraeg|welsh[- ]speak\w*|speaks? welsh|welsh language|siarad)\b/gi, " welshlanguage "],
  [/\brecycl\w*|\bdispos(?:e|al|ed|ing)\b|\blandfill\b/gi, " recycling "],
  [
    /\b(?:my|our|home|house|buildings|contents) insurance\b|\binsurance (?:premiums?|go(?:es)? up|company|provider|renewal)\b|\binsurers?\b/gi,
    " homeinsurance ",
  ],
  // "The capital of France": a city, not capital allowances.
  [/\bcapital (?:of|city)\b/gi, " capitalcity "],
  // "Tax breaks", "tax relief": for a business, capital allowances.
  [
    /\btax (?:breaks?|relief|benefits?|advantages?|allowances?|deductions?|write[- ]?offs?|perks?|incentives?|savings?|angles?|breaks?)\b|\bwrite (?:it )?off against tax\b/gi,
    " tax relief capital allowances ",
  ],
  // "Do you sort the paperwork?": the grid notification and planning paperwork we handle.
  [
    /\b(?:sort|sorts|handle|handles|deal with|deals with|do|does)(?: \w+){0,2} paperwork\b/gi,
    " handle grid notification paperwork ",
  ],
  // "My installers were supposed to come Thursday": a particular job, which the assistant cannot see.
  [
    /\b(?:my|our) (?:job|installation|install|order|fitting)\b(?=.*\b(?:supposed|meant|due|late|delayed|happening|status|update|progress)\b)|\b(?:installers?|engineers?|fitters?|team) (?:were|was) (?:supposed|meant|due) to\b/gi,
    " jobprogress ",
  ],
  // "Will you honour their warranty?": another firm's warranty.
  [
    /\b(?:honou?r|take over|take on|cover|pick up) (?:their|the other|another|a different|the old)(?: \w+)?(?: firm['’]?s| company['’]?s| installer['’]?s)? warrant(?:y|ies)\b|\bunder (?:their|the (?:old|other|original) (?:firm|company|installer)['’]?s?)(?: manufacturer['’]?s?)? warrant(?:y|ies)\b|\b(?:other|another|old) (?:firm|company|installer)['’]?s? warrant(?:y|ies)\b/gi,
    " otherswarranty ",
  ],
  // "Ground mounted": a kind of system the site does not describe, not the mounting equipment a home system includes.
  [/\bground[- ]?mount(?:ed|ing)?\b/gi, " groundmounted "],
  // "Smart home stuff": the smart controls we fit, not a home.
  [/\bsmart[- ]home\b/gi, " smart controls "],
  // "The biggest one you've ever done": our largest installation, not the size of a product.
  [
    /\b(?:biggest|largest) (?:\w+ )?(?:(?:you|u)(?:['’]ve| have)?|you lot have|your lot have) (?:ever )?(?:done|installed|fitted|built|put up|worked on|did)\b/gi,
    " record largest installation ",
  ],
  // "Do you work weekends?": when we are open, not a business's working hours.
  [
    /\b(?:do|does|are|will|can) (?:you|u|ya|your (?:team|engineers|installers|lot)) (?:work|open|install|fit|come out|do installs?)(?: on| at)? (?:weekends?|saturdays?|sundays?|bank holidays?|evenings?)\b/gi,
    " opening hours weekend ",
  ],
  // "What times can I ring?", "anyone to answer the phone on a Sunday?": when our office is open.
  [
    /\b(?:what times?|when) (?:can|could|should|do) (?:i|we) (?:ring|phone|call)(?: you| u| the office)?\b|\b(?:ring|phone) (?:you |u |the office )?(?:on|at) (?:a )?(?:weekdays?|weekends?|saturdays?|sundays?|evenings?)\b|\banswer(?:ing|s)? (?:the )?phones?\b/gi,
    " opening hours ",
  ],
  // "What are the figures based on?", "what export rate does the calculator use?", "the prices in your
  // estimate": the figures and defaults our calculator works with.
  [
    /\b(?:calculator|estimates?|savings figures?|figures?)\b(?: \w+){0,3}? (?:based on|assumes?|assumed|assuming|uses?|using)\b|\b(?:prices?|rates?|figures?) (?:in|of|for|behind) (?:your|the|ur) (?:savings )?(?:calculator|estimate)s?\b/gi,
    " calculator calculatorbasis ",
  ],
  // "Our roof is shaded by trees; can the calculator cope?": the calculator's shading choices.
  [
    /\bcalculator\b(?=.*\bshad(?:e|ed|es|ing)\b)|(?<=\bshad(?:e|ed|es|ing)\b.*)\bcalculator\b/gi,
    " calculator calculatorshading ",
  ],
  // "…or do we have to sort it ourselves?": whether we handle it for the visitor.
  [
    /\bor (?:do|would|will) (?:i|we) (?:have|need) to (?:sort|do|arrange|organi[sz]e|handle|deal with|apply for)(?: (?:it|that|this|them|all that))?(?: (?:out|myself|ourselves))*\b/gi,
    " or do you handle it ",
  ],
  // "The ridge tiles look tired", "a few slipped tiles": the roof's condition, not solar tiles (nor asbestos, read above).
  [/\b(?<!asbestos\s+)(?:ridge|roof|slipped|loose|cracked|broken|missing|old) tiles?\b/gi, " roof repairs condition "],
  // "What happens after I book?", "do I get anything through?": the booking's confirmation.
  [
    /\bafter (?:i|we)(?: have| ve|['’]ve)? (?:book|booked|booking)\b|\bget (?:anything|something|an? (?:email|e-mail|confirmation)) through\b/gi,
    " booking confirmation ",
  ],
  // "Who will I speak to first?", "the first point of contact": whoever is the first voice a caller hears.
  [/\b(?:speak|talk)(?:ing)? to first\b|\bfirst (?:person|point of contact)\b/gi, " first voice you hear "],
  // "Panels now and a battery later, or does it have to be done together?": adding a part later.
  [
    /\b(?:have|has|need|needs|got) to (?:be )?(?:done|fitted|installed|bought|go in)? ?(?:together|at the same time|all at once|in one go)\b/gi,
    " add later ",
  ],
  // "What does RECC mean for me as a customer?": what protects the visitor as a consumer.
  [/\b(?:for|to) (?:me|us) as (?:a |the )?(?:customer|consumer|homeowner|buyer)s?\b/gi, " protects you as a consumer "],
  // "Does the calculator take my car charging into account?", "does the estimate include…": what it models.
  [
    /\b(?:calculator|estimate)\b(?: \w+){0,3}? (?:take|takes|taking|factor|factors|include|includes|allow for|allows for|count|counts)\b/gi,
    " calculator modelled account ",
  ],
  // "How much per unit do they pay?", "what rate a kWh?", "what sort of rate would I get per unit?": the unit and
  // export rates our estimate uses.
  [/\b(?:how much|what|what rate|which rate)(?: \w+){0,6}? (?:per|a) (?:unit|kwh)\b/gi, " unit rate calculatorbasis "],
  // "What's that based on?", "how did you work that out?": after a figure, what our estimate assumes.
  [
    /\b(?:(?:is|are|was|were) )?(?:that|this|it|those|these)(?: figures?| numbers?| estimate| savings?)? (?:is |are |was )?based on\b|\bhow (?:did|do) (?:you|u) (?:work|figure) (?:that|this|it|those) out\b|\bhow (?:did|do) (?:you|u) (?:get|calculate|reach|come up with) (?:that|this|those|these)(?: figures?| numbers?)?\b/gi,
    " calculator calculatorbasis ",
  ],
  // "How much of that is the planning part?" after a timeline: how long that part takes, not a price.
  [
    /\bhow much of (?:that|this|it|those weeks|the (?:time|wait|process|timeline|whole thing))(?: time)? (?:is|goes on|takes?|is taken up by|is spent on)\b/gi,
    " how long is ",
  ],
  // "What does the quiz ask?", "what does it ask me about?" after the quiz: its questions.
  [
    /\bwhat (?:does|will|would) (?:it|the quiz|your quiz) ask(?: (?:me|you|us))?(?: about)?\b|\bwhat (?:questions|sort of questions|kind of questions)\b(?=[^?.!]*\bquiz\b)/gi,
    " quiz quizquestions ",
  ],
  // "Is it true (that)…": the visitor checks a claim; the claim is what is asked.
  [/^\s*(?:is it|is that|it is) (?:true|right|correct) (?:that )?/gi, " "],
  // "Price list", "your pricing": our prices.
  [/\bprice ?lists?\b|\blist of prices\b|\bpricing\b/gi, " price starting "],
  // "These days", "nowadays": when, not a number of days.
  [/\b(?:these days|nowadays|at the moment|currently|right now)\b/gi, " "],
  // "Is it worth it?", "worth getting?": whether it pays its way, not what a house is worth.
  [
    /\b(?:worth (?:it|getting|having|doing|buying|adding|the (?:money|cost|investment|hassle|outlay|price|extra))|worthwhile|(?:a )?good investment|waste of money|(?:any|much) point)\b/gi,
    " save ",
  ],
  // "How quickly does it pay back?": how many years, not how quick a reply is.
  [/\bhow (?:quickly|quick|fast|soon|long)\b(?=(?: \w+){0,4} payback\b)/gi, " how many years "],
  // "Work round milking / shifts": a business's working hours.
  [
    /\b(?:work|working|fit|install) (?:a)?round (?:the |our |my |your )?(?:\w+ )?(?:milking|shifts?|opening hours|business|trading|customers|guests|patients|pupils|lessons)\b/gi,
    " working hours ",
  ],
  // A battery for panels another firm fitted (after the rules above read "another company",
  // "gone bust" as "existing others"): a retrofit.
  [
    /\bexisting others\b(?=[\s\S]*\bbatter(?:y|ies)\b)|(?<=\bbatter(?:y|ies)\b[\s\S]*)\bexisting others\b/gi,
    " existing others retrofit ",
  ],
  // "Who started the firm?", "who set the business up?": who founded the company.
  [
    /\bwho (?:started|set up|began|founded|formed) (?:the|your|ur|this) (?:company|firm|business|outfit)\b|\bwho set (?:the|your|ur) (?:company|firm|business) up\b/gi,
    " who founded the company ",
  ],
  // "Keep an eye on what they make": monitoring.
  [/\bkeep (?:an |a close )?eye on\b|\bkeep tabs on\b/gi, " monitor "],
  // "How long before someone gets back to me?": how soon we reply.
  [/\b(?:get|gets|getting|come|comes) back to (?:me|us)\b|\b(?:to )?hear back\b/gi, " reply respond hear back "],
  // "The advert I clicked on": the advertising cookies that remember it.
  [
    /\b(?:adverts?|ads?) (?:i|we) (?:clicked|followed|tapped)\b|\bclicked (?:on )?(?:an |the |your )?(?:adverts?|ads?)\b/gi,
    " marketing cookies ",
  ],
  // "Delete everything you've got on me": erasing a visitor's data.
  [
    /\b(?:delete|wipe|remove|erase) (?:everything|all|anything|whatever) (?:you['’]?ve got|you have|you hold|you keep|you've) on (?:me|us)\b/gi,
    " delete erase data ",
  ],
  // "Will you leave the place in a mess?": our team keeps your home tidy.
  [/\b(?:leave|left|make|making) (?:\w+ ){0,2}(?:in )?a mess\b|\bmessy\b/gi, " tidy installation "],
  // "How long does it hang about?": how long it lasts.
  [/\b(?:hang|stick|stay) (?:about|around)\b/gi, " last "],
  // "A heat camera", "thermal imaging from above": our drone's thermal survey.
  [/\b(?:heat|thermal|infra-?red) (?:cameras?|imaging|camera survey)\b/gi, " drone thermal "],
  // "I bought panels off eBay, will you fit them?": fitting a visitor's own panels, not described.
  [
    /\b(?:bought|ordered|purchased) (?:some |my own |our own |a few )?(?:cheap |second[- ]hand |used )?(?:solar )?panels(?: cheap| cheaply)? (?:off|online|(?:from|on) (?:ebay|amazon|the internet|a website))\b|\b(?:fit|install) (?:my|our) own panels\b/gi,
    " ownpanels ",
  ],
  // "Can I pay by card or bank transfer?": the ways of paying, which the site does not list.
  [
    /\b(?:by|with|on) (?:a )?(?:credit |debit )?card\b|\bbank transfer\b|\b(?:by|with) cheque\b|\bin cash\b/gi,
    " paymentmethod ",
  ],
  // "Are the panels covered if a hailstorm smashes them?": whether damage is covered, which our team checks.
  [
    /\b(?:covered|insured)\b[^.?!]*\b(?:hail\w*|storms?|branch(?:es)?|vandal\w*|smash\w*)\b|\b(?:hail\w*|storms?|branch(?:es)?|vandal\w*|smash\w*)\b[^.?!]*\b(?:covered|insured)\b/gi,
    " warrantyclaim ",
  ],
  // "Which is better, a Tesla Powerwall or a GivEnergy?": a comparison of two brands, which the site does not make.
  [
    new RegExp(
      `^(?=.*\\b(?:better|best|compare|comparison|versus|vs)\\b)(?=.*\\b(${brandWords})\\b.*\\b(?!\\1\\b)(?:${brandWords})\\b).*$`,
      "gis",
    ),
    "$& brandcompare",
  ],
  // "Would I be charged for it?": its price, not a car charger.
  [
    /\b(?:be|get|being|getting|am|is|are)(?: \w+)? charged (?:for|extra)\b|\bcharge (?:me|us|anything|extra) for\b/gi,
    " price cost ",
  ],
  // "How far out could the calculator be?", "how far off could the figures be?": how accurate its estimate is.
  [/\bhow (?:far (?:out|off)|much (?:out|off)|wrong|accurate|reliable|spot on)\b/gi, " accurate accuracy "],
  // "Extras sprung on me", "hidden costs": whether the quoted price is fixed.
  [
    /\bhidden (?:extras|costs?|charges?|fees?)\b|\bextras? (?:sprung|added|springing)\b|\b(?:price|quote) includes? everything\b/gi,
    " fixed quote no hidden extras ",
  ],
  // "Is solar still worth bothering with?": whether it pays back, not what it adds to a home's value.
  [/\b(?:is|are)(?: \w+){0,2} worth (?:bothering(?: with)?|the bother|the hassle|doing|going for)\b/gi, " pay back "],
  // "Is the scaffolding in that?", "is the survey part of the price?": whether the price includes it.
  [/\b(?:is|are) (?:the |a |your )?(\w+) (?:in|part of) (?:that|that price|the price)\b/gi, " $1 included "],
];

/**
 * Visitors' words mapped to the words our content uses, so "fitting" finds
 * installation answers and "overcast" finds the cloudy-weather answer.
 * Applied to questions only; typos are left to fuzzy matching.
 */
export const assistantSynonyms: Record<string, string> = {
  // A thing in poor shape: "our roof's a bit tatty", "the roof is ropey".
  tatty: "worn",
  shabby: "worn",
  ropey: "worn",
  ropy: "worn",
  fit: "install",
  fitting: "install",
  fitted: "install",
  instal: "install",
  installer: "install",
  cost: "price",
  ballpark: "price",
  figure: "price",
  setup: "system",
  big: "size",
  large: "size",
  capacity: "size",
  yearly: "year",
  annual: "year",
  annually: "year",
  enquiry: "contact",
  inquiry: "contact",
  put: "install",
  charge: "price",
  quote: "price",
  business: "commercial",
  businesses: "commercial",
  money: "save",
  overcast: "cloudy",
  cloud: "cloudy",
  rain: "cloudy",
  rainy: "cloudy",
  grey: "cloudy",
  dull: "cloudy",
  winter: "cloudy",
  gloomy: "cloudy",
  drizzle: "cloudy",
  drizzly: "cloudy",
  showers: "cloudy",
  foggy: "cloudy",
  misty: "cloudy",
  leftover: "surplus",
  excess: "surplus",
  whereabouts: "address",
  november: "cloudy",
  december: "cloudy",
  january: "cloudy",
  february: "cloudy",
  accredited: "certified",
  accreditation: "certifications",
  qualified: "certified",
  registered: "certified",
  feed: "export",
  surplus: "export",
  seg: "export",
  permission: "planning",
  council: "planning",
  consent: "planning",
  worth: "value",
  damaged: "repairs",
  repair: "repairs",
  fix: "repairs",
  leak: "repairs",
  leaking: "repairs",
  lifespan: "last",
  lifetime: "last",
  wear: "last",
  payback: "pay",
  recoup: "pay",
  storage: "battery",
  servicing: "maintenance",
  service: "maintenance",
  biggest: "size",
  upkeep: "maintenance",
  wash: "clean",
  washing: "clean",
  washed: "clean",
  located: "address",
  town: "address",
  based: "address",
  office: "address",
  open: "hours",
  opening: "hours",
  closed: "hours",
  weekend: "hours",
  saturday: "hours",
  sunday: "hours",
  area: "areas",
  region: "areas",
  steps: "process",
  timeline: "process",
  timescale: "process",
  guarantee: "warranty",
  guaranteed: "warranty",
  car: "ev",
  cheaper: "save",
  bill: "save",
  email: "contact",
  phone: "contact",
  telephone: "contact",
  ring: "contact",
  charging: "charger",
  already: "existing",
  organise: "schedule",
  organises: "schedule",
  organising: "schedule",
  organize: "schedule",
  organizes: "schedule",
  soon: "weeks",
  least: "price starting",
  powerwall: "battery",
  aftercare: "maintenance",
  family: "home",
  household: "home",
  spare: "surplus",
  cheapest: "price starting",
  lowest: "price starting",
  barn: "commercial",
  warehouse: "commercial",
  factory: "commercial",
  premises: "commercial",
  workshop: "commercial",
  industrial: "commercial",
  weekday: "hours",
  weekdays: "hours",
  maintain: "maintenance",
  weak: "strength",
  stick: "install",
  meter: "export",
  ladders: "drone",
  ladder: "drone",
};

/**
 * The words that name what we offer (services.ts): a long message's question
 * that names none of them ("what would that set us back?") is about the one its
 * setting names ("we've already got panels and want a battery", decision 113).
 */
export const assistantProducts: string[] = [
  "solar",
  "panels",
  "system",
  "battery",
  "batteries",
  "storage",
  "charger",
  "chargers",
  "diverter",
  "inverter",
  "drone",
  "survey",
  "cleaning",
  "maintenance",
  "quiz",
];
