/**
 * Phrase rules for our savings calculator and estimates: where it is, what it needs, what
 * its figures are based on and leave out, how accurate they are, and the quiz.
 */

export const calculatorPhrases: [RegExp, string][] = [
  // "Somewhere on your site I can work out what I'd save": the savings calculator.
  [
    /\b(?:somewhere|anywhere|a way|a tool|something|a page)\b(?: \w+){0,12} (?:work out|calculate|figure out|check|estimate|see)\b/gi,
    " calculator ",
  ],
  // "How do you work those numbers out?": the method behind our estimate.
  [
    /\bhow (?:do|did|have) (?:you|u) (?:work|worked|figure|figured|come up with|calculate|calculated|get|got)(?: \w+){0,3} (?:numbers|figures|savings|estimates?)(?: out)?\b/gi,
    " method behind savings figure ",
  ],
  // "A rough idea of what I'd save": our savings calculator.
  [
    /\b(?:rough |ballpark |quick )?(?:idea|estimate|figure|sense) of (?:what|how much) (?:i|we)(?:['’]d| would| could| might)? (?:save|make|get back)\b/gi,
    " calculator save ",
  ],
  // "Is there a calculator on your site?": our savings calculator.
  [
    /\b(?:is there|have you got|do you have|you got|got) (?:a |an |some )?(?:savings )?(?:calculator|estimator|online tool)\b/gi,
    " calculator website tool ",
  ],
  // "Does it count a heat pump?", "include charging my electric car" (an ev charger, read above): what the calculator leaves out.
  [
    /\b(?:does|will|would) (?:it|the calculator|your calculator) (?:count|include|factor in|take (?:account of|into account)|consider|cover) +(?:my |a |the |our )?(?:heat pumps?|ev chargers?|ev|electric cars?|car charging|ev charging|diverters?)(?: (?:chargers?|charging))?\b/gi,
    " calculator modelled account ",
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
  // "Work out what I'd save online": our savings calculator.
  [
    /\b(?:work out|figure out|calculate|check)(?: roughly)? what (?:i|we)(?:['’]d| would)? save(?: myself| ourselves)? online\b|\bonline (?:calculator|tool)\b/gi,
    " calculator website tool save ",
  ],
  // "What price is the calculator working on?": what it assumes.
  [/\b(?:is it|it['’]?s|calculator|estimate) (?:working|based|running) (?:on|off)\b/gi, " assume "],
  // "Where do I find the calculator?": our savings calculator.
  [
    /\bwhere (?:do|can|could) (?:i|we) find (?:the |that |your |ur )?(?:savings )?calculator\b/gi,
    " calculator website tool ",
  ],
  // "What's that typical home assumed to be?", "what kind of house is that figure based on?": the estimate's typical home.
  [
    /\b(?:typical|average|standard) (?:home|house|household)\b(?:(?=[^.?!]*\b(?:assum\w*|based|mean|means|like|be)\b)(?:[^.?!]*?\b(?:assumed to be|based on|supposed to be)\b)?)|\bwhat (?:kind|sort|type) of (?:house|home|property) (?:is|are) (?:that|it|this|they|those|these|the \w+) based on\b|\bwhat(?:['’]s| is| are) (?:that|the|those|these) (?:figures?|numbers?|estimates?|savings?) based on\b/gi,
    " typicalhome ",
  ],
  // "If the calculator says I'll save £600, is that guaranteed?": how far the estimate holds, not a warranty.
  // (Or promised, and asked in the next sentence: "Your calculator says I'd save £600. Is that a promise?")
  [
    /\b(?=guarantee|promise)(?<=\b(?:calculator|estimates?|figures?|savings?|save|forecasts?)\b(?:[^.?!]*|[^.?!]*[.?!]\s*(?:is|are|was) (?:that|this|it|those|these|they) (?:a |an |actually |really |definitely )*))(?<!\bexport )(?:guarantee[ds]?|promise[ds]?)\b/gi,
    " accuracy limits caveats ",
  ],
  // "What's the most common bill people pick?" (of the quiz): the answer it flags as most common.
  [
    /\b(?:most (?:common|popular|usual)|what (?:do|does) most people (?:pick|choose|put|say))\b(?=[^.?!]*\b(?:bill|answer|option|band)\b)|\b(?:bill|answer|option|band) (?:do )?most people (?:pick|choose|put)\b/gi,
    " quizcommon ",
  ],
  // "A really sunny or rubbish summer", "a dull year": the weather's effect on the estimate.
  [
    /\b(?:(?:really |very )?(?:sunny|dull|rubbish|bad|good|wet|poor|grey|hot)(?: or (?:a )?(?:really |very )?(?:sunny|dull|rubbish|bad|good|wet|poor|grey))?) (?:summer|year|weather)s?\b/gi,
    " sunny dull year accuracy ",
  ],
  // "Where does the calculator get its sunshine figures?": the method's sources (SAP's solar data).
  [/\b(?:sunshine|sunlight|solar|weather|irradiance) (?:figures|data|numbers|readings)\b/gi, " method sources "],
  // "What kind of things does your quiz ask?", "what's on the quiz?": its questions.
  [
    /\bwhat (?:kind of |sort of |type of )?(?:things|questions|stuff|info|information)? ?(?:does|do|will) (?:the|your|ur) quiz ask\b|\bwhat(?:['’]s| is| (?:questions|things|stuff) (?:are|is)) (?:in|on) (?:the|your|ur) quiz\b|\bquiz questions\b/gi,
    " quiz quizquestions ",
  ],
  // "What are the figures based on?", "what export rate does the calculator use?", "the prices in your
  // estimate": the figures and defaults our calculator works with.
  [
    /\b(?:calculator|estimates?|savings figures?|figures?)\b(?: \w+){0,3}? (?:based on|assumes?|assumed|assuming|uses?|using)\b|\b(?:prices?|rates?|figures?|numbers?) (?:in|of|for|behind) (?:your|the|ur) (?:savings )?(?:calculator|estimate)s?\b/gi,
    " calculator calculatorbasis ",
  ],
  // "Our roof is shaded by trees; can the calculator cope?": the calculator's shading choices.
  [
    /\bcalculator\b(?=.*\bshad(?:e|ed|es|ing)\b)|(?<=\bshad(?:e|ed|es|ing)\b.*)\bcalculator\b/gi,
    " calculator calculatorshading ",
  ],
  // "Does the calculator take my car charging into account?", "does the estimate include…": what it models
  // (with what it is asked of, "my EV charging", which it leaves out: not a question about our chargers).
  [
    /\b(?:calculator|estimate)\b(?: \w+){0,3}? (?:take|takes|taking|factor|factors|include|includes|allow for|allows for|count|counts)\b(?:(?: \w+){0,4}? (?:heat pumps?|ev|evs|electric (?:cars?|vehicles?)|cars?|diverters?)(?: (?:chargers?|charging))?(?: into account| at home)?\b)?/gi,
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
  // "What does the quiz ask?", "what does it ask me about?" after the quiz: its questions.
  [
    /\bwhat (?:does|will|would) (?:it|the quiz|your quiz) ask(?: (?:me|you|us))?(?: about)?\b|\bwhat (?:questions|sort of questions|kind of questions)\b(?=[^?.!]*\bquiz\b)/gi,
    " quiz quizquestions ",
  ],
  // "How far out could the calculator be?", "how far off could the figures be?": how accurate its estimate is.
  [/\bhow (?:far (?:out|off)|much (?:out|off)|wrong|accurate|reliable|spot on)\b/gi, " accurate accuracy "],
  // "The calculator on your site, what do I put in it?", "what do I type into the calculator?": what it
  // needs, not an installation ("put in").
  [
    /\b(?:calculator|estimator)\b[^?!]{0,60}?\bwhat (?:do|would|will|should|must) (?:i|we|you) (?:need to |have to |got to )?(?:put|enter|type|fill|input|give)(?: in(?:to)?| on)?(?: (?:it|there|that))?\b|\bwhat (?:do|would|will|should|must) (?:i|we|you) (?:need to |have to )?(?:put|enter|type|fill|input) (?:in|into|on) (?:the|your|ur|that|this) (?:savings )?(?:calculator|estimator)\b/gi,
    " calculator calculatorneeds ",
  ],
  // "What do you treat as a typical home's use?", "count as average": the figure our estimate assumes.
  [
    /\b(?:treat|treats|count|counts|take|takes|class|regard|use|uses) (?:\w+ ){0,3}?as (?:an? |the )?(?:typical|average|normal|standard)\b/gi,
    " assume typical ",
  ],
  // "Where does your calculator get its numbers from?", "where do the quiz's figures come from?": the
  // method and sources behind our figures.
  [
    /\bwhere (?:does|do) (?:the|your|ur) (?:savings |solar )?(?:calculator|estimate|estimator|quiz)(?:['’]s)? (?:get|take|pull|find) (?:its|their|the|your) (?:numbers|figures|data|sums|savings)\b|\bwhere (?:do|does) (?:the|your|ur) (?:calculator['’]s |quiz['’]s |savings |estimate )?(?:numbers|figures|data) come from\b/gi,
    " method behind savings figure ",
  ],
  // "What savings does the quiz show for each bill?", "how much would the quiz say people save?": the
  // quiz's yearly savings by bill.
  [/\b(?:savings?|save)\b(?=[^.?!]*\bquiz\b)|(?<=\bquiz\b[^.?!]*)\b(?:savings?|save)\b/gi, " quizsavings savings "],
  // "What house and what usage is that figure based on?": the home and use behind our estimate's figures.
  [
    /\bwhat (?:kind of |sort of |type of )?(?:house|home|property|household|usage)(?: and what (?:house|home|property|household|usage|use))?\b([^.?!]*?)\bcalculator calculatorbasis\b/gi,
    " typicalhome $1 ",
  ],
  // "Which price cap period are your savings numbers based on?": the figures of our estimate.
  [/\b(?:savings?|your|ur|the) (?:numbers|figures)\b(?: \w+){0,2}? based on\b/gi, " calculator calculatorbasis "],
  // "My roof is shaded most of the day", "heavily shaded": heavy shade, which our estimate's shade factor prices.
  [
    /\b(?:(?:very|heavily|badly|deeply|completely) shaded|shaded (?:for )?(?:most|much|all) (?:of )?the (?:day|time)|in (?:heavy|deep|full) shade|shaded all day)\b/gi,
    " heavy shade factor ",
  ],
  // "What pitch does it assume if I leave that blank?", "which direction does it use when I skip it?":
  // what the calculator takes for what the visitor leaves out (the assumption asked, not the blank field).
  [
    /(?<=\b(?:assume|assumes|assumed|default|defaults|use|uses|take|takes|pick|picks|go with|goes with)\b[^.?!]*)\b(?:if|when) (?:i|we|you) (?:leave|skip|miss|don['’]?t (?:fill|enter|put|give|answer))(?: out| in)? (?:it|that|this|them|those|the (?:\w+ )?(?:box|field|question|answer))(?: (?:blank|empty|out|in|unanswered))?\b/gi,
    " calculatorbasis assume ",
  ],
  // "On your calculator, what battery sizes can I pick?", "which battery options does the calculator
  // give?": the calculator's battery choices (a battery's size in the calculator, not our batteries).
  [
    /\b(?:calculator|estimator)\b(?=[^.?!]*\bbatter(?:y|ies) (?:sizes?|options?|choices?|settings?)\b)|(?<=\bbatter(?:y|ies) (?:sizes?|options?|choices?|settings?)\b[^.?!]*)\b(?:calculator|estimator)\b/gi,
    " calculator calculatorbattery ",
  ],
  // "What do I need to hand to use your savings calculator?" (read as "calculator needs" above):
  // what the calculator needs, not savings ("savings calculator" is only its name, before or after it).
  [
    /\bwhat (?:do|would|will|should|must) (?:i|we|you) (?:need|require|want)(?: to (?:have|know))? to (?:use|try|fill in|do|run) (?:the |your |ur |that |this )?(?:savings |solar )?calculator\b|(?<=\bcalculator needs\b[^.?!]*)\b(?:savings |solar )?calculator\b|\b(?:savings|solar) calculator\b(?=[^.?!]*\bcalculatorneeds\b)/gi,
    " calculator calculatorneeds ",
  ],
  // "The house is empty during the day", "nobody's home in the daytime": out all day, one of the
  // occupancies our estimate's daytime share of use is given for (estimate.ts).
  [
    /\b(?:the |our |my )?(?:house|home|place|property)(?:['’]s| is| stays| sits)? (?:empty|unoccupied|deserted)(?: (?:during|in|through) the (?:day|daytime)| all day| in the daytime| by day)?\b|\b(?:nobody|no one|no-one|noone)(?:['’]s| is)? (?:at )?(?:home|in|there)(?: (?:during|in|through) the (?:day|daytime)| all day| in the daytime| by day)\b/gi,
    " out all day ",
  ],
  // "What share of our electricity would we use while the panels are generating?", "how much of our
  // use falls in the day?", "using the power in the day": the daytime share of use our estimate assumes.
  [
    /\b(?:what|which) (?:share|proportion|percentage|fraction|part|portion) of (?:our|my|your|the|a home['’]?s?) (?:electricity|power|energy|use|usage)\b(?=[^.?!]*\b(?:generat\w*|producing|daytime|during the day|in the day|sun(?:ny)? hours)\b)|\bdaytime (?:share|use|usage)\b|\bus(?:e|es|ed|ing) (?:the |our |my |more )?(?:(?:solar )?(?:power|electricity|energy) )?(?:in|during|through) the (?:day|daytime)\b/gi,
    " daytimeshare ",
  ],
  // "Is the calculator figure the final price?", "is what the estimator shows what I'll actually pay?":
  // the calculator gives an estimate, not a guarantee; the survey gives the fixed quote (estimate-page.ts).
  [
    /(?<=\b(?:calculator|calculator['’]s|estimator|calc|online estimate)\b[^.?!]*)\b(?:the |a |my |what )?(?:final|firm|binding|exact|definite|real|actual|fixed|guaranteed|set) (?:price|cost|figure|quote|amount|bill|total)\b|(?<=\b(?:calculator|calculator['’]s|estimator|calc)\b[^.?!]*)\bwhat (?:i|we)(?:['’]ll| will| would| actually)* (?:actually )?pay\b/gi,
    " estimate guarantee ",
  ],
  // "Where do your tariff figures come from?", "where do you get your electricity prices?", "are your
  // numbers just made up?": the method and sources behind our figures (Ofgem price cap, export rates).
  [
    /\bwhere (?:do|does) (?:the|your|ur|these|those|all) (?:\w+ ){0,2}?(?:figures|numbers|prices|rates|tariffs|data|stats|statistics)(?: you use)? (?:come from|from)\b|\bwhere (?:do|did) (?:you|u) (?:get|take|find|source|pull) (?:the|your|ur|these|those|all) (?:\w+ ){0,2}?(?:figures|numbers|prices|rates|tariffs|data|stats)(?: from)?\b|\b(?:are|is) (?:they|these|those|(?:the|your|ur) (?:\w+ )?(?:figures|numbers|savings)|it|that) (?:all |just |simply )*(?:made up|invented|plucked out of (?:the )?(?:air|thin air)|guesswork|a guess)\b/gi,
    " method behind savings figure sources ",
  ],
  // "We're both retired and home all day", "he's in most of the day", "the tenants are at work all day":
  // when someone is in, the occupancy our estimate's daytime share of use is given for (estimate.ts,
  // daytimeShare, published on /how-we-estimate).
  [
    /\b(?:at home|home|in|around) (?:all|most of the|during the|through the) day\b(?! (?:long )?(?:installation|install|job|visit|survey))/gi,
    " home all day occupancy ",
  ],
  [
    /\b(?:(?:out )?at work|out|away(?: from home)?) (?:all|most of the|during the|through the) day\b/gi,
    " out all day ",
  ],
  // "We use about 3,000 units a year", "250 units a month": units of electricity, the kWh our
  // calculator asks for (not a business's industrial units).
  [
    /\b(\d[\d,.]*k?) ?units\b(?= (?:(?:of (?:electricity|electric|power|energy|leccy) )?(?:a|per|each|every|an) (?:year|yr|annum|month|quarter|week|day)|of (?:electricity|electric|power|energy|leccy))\b)|(?<=\b(?:use|uses|using|used|usage|consume|consumes|consumption|burn|get through|gets through)(?: of)?(?: (?:about|around|roughly|approx|approximately|nearly|over|under|just over|just under|some))? )(\d[\d,.]*k?) ?units\b/gi,
    "$1$2 kWh",
  ],
  // "What house are your savings based on?", "what sort of home are the headline savings worked out
  // for?": the typical home behind our savings figures (chat-knowledge.ts, "typical-home"), asked of
  // the savings with no "figures" after them (read by the rule above).
  [
    /\bwhat (?:kind of |sort of |type of )?(?:house|home|property|household)s? (?:(?:is|are|were|was) )?(?:your|ur|the|those|these|that|this) (?:\w+ ){0,2}?(?:savings?|numbers|sums|results) (?:\w+ ){0,2}?(?:based on|worked out (?:for|on)|calculated (?:for|on))/gi,
    " typicalhome ",
  ],
];
