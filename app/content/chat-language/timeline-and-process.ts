/**
 * Phrase rules for how a job runs: the whole timeline, the steps (survey, planning, install
 * day, switch-on, handover), work planned around a business, and a particular job's date or
 * progress.
 */

/** Read before the booking rules ("from the first call to the install" before "first call" is a consultation). */
export const timelinePhrases: [RegExp, string][] = [
  [/\bup and (?:running|working)\b|\bswitched on\b|\bturned on\b|\bgo live\b/gi, " switch on "],
  // "From the first call to the install", "from enquiry to panels on the roof": the whole timeline.
  [
    /\bfrom (?:the )?(?:first |initial )?(?:survey|call|contact|enquiry|inquiry|consultation|quote|order|booking|signing|saying yes|the go-ahead|going ahead|deciding|agreeing)\b[^?.!]*?\b(?:to|until|till|before) (?:the )?(?:\w+ )?(?:\w+ )?(?:\w+ )?(?:install|installation|fitting|switch|finish|completion|done|working|(?:panels?|solar) (?:on|up|fitted|in)\b)\w*/gi,
    " whole process timeline ",
  ],
  // "Would you have to shut us down?", "without us having to close": work planned around a business.
  [
    /\b(?:shut|close|shutting|closing) (?:us |the (?:\w+ )?|our (?:\w+ )?)?(?:down|for (?:days|a day|a week|long))\b|\bhave to (?:shut|close)\b|\bstay open\b|\bkeep (?:trading|open)\b/gi,
    " working hours disruption ",
  ],
  // "What happens on install day?", "the day before install": the installation, scaffolding to switch-on.
  [
    /\bhappens? on (?:the )?(?:install|installation|fitting|fit) days?\b|\b(?:install|installation|fitting) day\b|\b(?:the )?day before (?:the |my |our )?(?:install|installation|fitting|fit)\b/gi,
    " installation day scaffolding ",
  ],
  // "Do I need to move the car out of the way?": giving safe access for the work (our terms), not an EV.
  [
    /\bmov(?:e|ing) (?:the|my|our|a) (?:cars?|vans?|vehicles?|motors?)(?: (?:out of|out|off) (?:the|our|my) (?:way|drive|driveway))?\b/gi,
    " safe access beforehand ",
  ],
  // "During term time": a school's lessons, which we work around.
  [/\bterm[- ]?time\b|\bduring (?:the )?(?:school )?term\b/gi, " holidays lessons working hours "],
  // "What happens during the survey?": the site survey step.
  [
    /\bwhat (?:happens|goes on|do you do|will you do) (?:during|at|on|in) (?:the |a |my )?(?:site |home )?survey\b/gi,
    " site survey design measure ",
  ],
  // "Show me how it works and set the app up": handover and the monitoring app.
  [/\bset (?:the |an |my )?app up\b|\bset up (?:the |an |my )?app\b/gi, " monitoring app handover "],
  [
    /\bshow (?:me|us) how (?:it|everything|the system) (?:all )?works\b(?![^.?!]*\b(?:before|when) (?:they|you|u|the (?:fitters?|engineers?|installers?|team|lads)) (?:leave|go|finish|are (?:finished|done)|have finished|head off)\b)/gi,
    " monitoring app handover show how it works ",
  ],
  // "The planning bit", "the paperwork stage", "the survey part": that step of our process, by its
  // name (not "step", which is the whole process's word).
  [
    /\bthe (planning|design|commissioning|scaffolding|paperwork|permits?|survey|installation|install|fitting|consultation) (?:bit|part|stage|step|phase)\b/gi,
    " the $1 ",
  ],
  [/\bthe (?:handover|switch[- ]on) (?:bit|part|stage)\b/gi, " commissioning handover step "],
];

/**
 * Read after the booking rules, as they always were: "book the survey visit for a Saturday" is a
 * booking before "survey visit" is the site survey, and "first call" is a consultation before
 * "from the first phone call to…" is the timeline (see chat-language.ts).
 */
export const timelinePhrasesAfterBooking: [RegExp, string][] = [
  // "From first phone call to panels on the roof": the whole timeline.
  [
    /\bfrom (?:the |my |our )?(?:first|initial) (?:phone )?(?:call|contact|chat|enquiry|email|e-mail)\b(?= [^.?!]*\bto\b)/gi,
    " timeline whole process consultation switch on ",
  ],
  // "The survey visit": the site survey.
  [/\bsurvey visit\b|\bsite visit\b/gi, " site survey "],
  // "The slowest bit": the longest step, planning and permits.
  [
    /\b(?:slowest|longest) (?:bit|part|step|stage)\b|\bwhat takes (?:the )?longest\b/gi,
    " planning permits step how long ",
  ],
  // "What does the survey check?": the site survey step.
  [
    /\bwhat (?:does|will|do) (?:the |a |your )?survey (?:\w+ )?(?:check|look at|involve|cover|include)\b/gi,
    " site survey design inspect ",
  ],
  // "The last day of the install", "the day you switch it on": commissioning and handover.
  [
    /\b(?:last|final) day(?: of the (?:install|installation|job|fitting))?\b|\bthe day (?:you|u|they|we|the \w+) (?:switch|turn)(?: it| the system| them| everything)? on\b/gi,
    " commissioning handover switch on ",
  ],
  // "Shifts", "round the clock", "stop production": working around a business. "Round the clock" and
  // "24/7" in a question of payback, savings or price say how the site uses power, not the install.
  [
    /\b(?:a)?round (?:our |the |my )?shifts\b|\bshift patterns?\b|\brunning shifts\b|(?<!\b(?:payback|pay back|roi|return on investment|savings?|save|cost|costs|price|prices)\b[^.?!]*)\b(?:round the clock|24\/7)\b(?![^.?!]*\b(?:payback|pay back|roi|return on investment|savings?|save|cost|costs|price|prices)\b)|\bstop(?:ping)? production\b/gi,
    " working hours shifts phased ",
  ],
  // "Find something the survey didn't spot": what happens then (our terms).
  [
    /\b(?:the )?survey (?:didn['’]?t|did not|couldn['’]?t|could not|doesn['’]?t) (?:spot|pick up|show|find|see)\b|\bprice jumps?\b/gi,
    " find problem day survey missed unexpected ",
  ],
  // "Fit us in the first week of March": a particular date, which our advisers can check.
  [
    /\bfit (?:us|me) in (?:for|in|on|by)\b|(?<=\b(?:install|installation|fitting|fitted|fit)\b[^.?!]*)\b(?:first|second|third|last) week (?:of|in) (?:january|february|march|april|may|june|july|august|september|october|november|december)\b/gi,
    " installdate ",
  ],
  // "Find something extra on the day": what happens then (our terms).
  [
    /\bfind (?:something|anything) (?:extra|else|wrong|unexpected)(?: on the day)?\b/gi,
    " find problem day survey missed unexpected ",
  ],
  // "How long does the surveyor spend at the house?", "how long will the fitters be spending on site?":
  // how long a visit takes (time spent, not money; the visitor's home is only where).
  [
    /\b(how long (?:will|would|does|do|did|is|are|should|might|could) (?:\w+ ){1,3}?)(?:be )?(?:spend|spending)(?: (?:at|in|on|round|around|with) (?:the |my |our |your |a )?(?:house|home|property|place|roof|site|us|me))?\b/gi,
    "$1 take ",
  ],
  // "Which bit takes the longest?": of our six steps, planning and permits (2-4 weeks).
  [
    /\b(?:which|what) (?:bit|part|step|stage)(?: of (?:it|that|the process))? takes (?:the )?longest\b/gi,
    " how long planning permits weeks ",
  ],
  // "…a battery when we've saved up", "in a couple of years": later.
  [
    /\b(?:when|once|after) (?:i|we)(?:['’]?ve| have)? (?:saved|got the money|got the cash|got some money)(?: up)?(?: a bit)?(?: more)?\b|\bin a (?:couple|few) (?:of )?years(?: time)?\b/gi,
    " later ",
  ],
  // "What do you look at first?" (for a business): the first step, the energy audit.
  [/\bwhat (?:do|would|will) (?:you|u) (?:look at|check|need|start with) first\b/gi, " first audit "],
  // "What happens at the end of the install, do you just leave?": commissioning and the handover.
  [
    /\bat the end of the (?:install|installation|job|fitting)\b|\bdo (?:you|u|they) just leave\b/gi,
    " commission show you how it works ",
  ],
  // "Could the install be done over a weekend?": work planned around a business.
  [
    /\b(?:install|installation|fit|fitting|work|job)(?: be done| be)? (?:over|at|on) (?:a |the )?weekends?\b/gi,
    " working hours weekend ",
  ],
  // "My installers were supposed to come Thursday": a particular job, which the assistant cannot see.
  [
    /\b(?:my|our) (?:job|installation|install|order|fitting)\b(?=.*\b(?:supposed|meant|due|late|delayed|happening|status|update|progress)\b)|\b(?:installers?|engineers?|fitters?|team) (?:were|was) (?:supposed|meant|due) to\b|\b(?:when|what (?:day|date|time)) (?:will|is|are|do|does|should) (?:my|our) (?:installers?|engineers?|fitters?|installation team)\b(?= (?:\w+ )?(?:arriv\w*|come|coming|turn(?:ing)? up|start\w*|be here|get here)\b)/gi,
    " jobprogress ",
  ],
  // "…or do we have to sort it ourselves?": whether we handle it for the visitor.
  [
    /\bor (?:do|would|will) (?:i|we) (?:have|need) to (?:sort|do|arrange|organi[sz]e|handle|deal with|apply for)(?: (?:it|that|this|them|all that))?(?: (?:out|myself|ourselves))*\b/gi,
    " or do you handle it ",
  ],
  // "Panels now and a battery later, or does it have to be done together?": adding a part later.
  [
    /\b(?:have|has|need|needs|got) to (?:be )?(?:done|fitted|installed|bought|go in)? ?(?:together|at the same time|all at once|in one go)\b/gi,
    " add later ",
  ],
  // "…or is it all together?", "or does it all have to go in at once?": the same, asked as the other choice.
  [
    /\bor (?:is it|it['’]?s|are they|does it|do they|would it|will it)(?: all| both)?(?: (?:have|need|got) to)?(?: (?:be|go in|be done|be fitted))?(?: all| both)? (?:together|at the same time|all at once|at once|in one go)\b/gi,
    " or add later ",
  ],
  // "How much of that is the planning part?" after a timeline: how long that part takes, not a price.
  [
    /\bhow much of (?:that|this|it|those weeks|the (?:time|wait|process|timeline|whole thing))(?: time)? (?:is|goes on|takes?|is taken up by|is spent on)\b/gi,
    " how long is ",
  ],
  // "Work round milking / shifts", "how would you work round us?": a business's working hours.
  [
    /\b(?:work|working|fit|install) (?:a)?round (?:the |our |my |your )?(?:\w+ )?(?:milking|shifts?|opening hours|business|trading|customers|guests|patients|pupils|lessons)\b|\b(?:work|working|fit|install) (?:a)?round us\b/gi,
    " working hours ",
  ],
  // "Will you leave the place in a mess?": our team keeps your home tidy.
  [/\b(?:leave|left|make|making) (?:\w+ ){0,2}(?:in )?a mess\b|\bmessy\b/gi, " tidy installation "],
  // "Why so long if fitting takes two days?", "what takes the weeks?": the steps before fitting (planning and permits).
  [
    /\bwhy (?:does (?:it|the whole thing|everything) take |is (?:it|there) )?(?:so|that|such a) long\b|\bwhy (?:the|such a) (?:long )?wait\b|\bwhat takes (?:so long|the time|all the time|the weeks)\b/gi,
    " planning permits weeks first consultation switch on ",
  ],
  // "The first step for a business project", "where do we start on a commercial job?": a
  // business's process starts with an energy audit of its half-hourly data.
  [
    /\b(?:(?:very )?first|initial|opening) (?:step|stage|thing)s?\b(?=[^.?!]*\b(?:business|commercial|company|firm|farm|school|factory|office|organisation)\b)|\bwhere (?:do|would|should) (?:we|you) (?:start|begin)\b(?=[^.?!]*\b(?:business|commercial|farm|school|factory|office)\b)/gi,
    " audit half-hourly feasibility ",
  ],
  // "What happens over the installation days?", "what to expect during the fitting", "walk me through
  // the install": the installation, scaffolding to switch-on.
  [
    /\b(?:happens?|expect) (?:over|during|across|in) (?:the )?(?:install|installation|fitting|fit)(?: days?| week)?\b|\bwalk (?:me|us) through (?:the )?(?:install|installation|fitting)(?: days?| process)?\b|\b(?:install|installation|fitting) days\b/gi,
    " installation day scaffolding ",
  ],
  // "Where is my quote up to?", "any news on our quote?", "when will my quote arrive?": a particular
  // visitor's quote, which the assistant cannot see (our team can check it).
  [
    /\bwhere(?:['’]s| is| are)? (?:my|our) quote(?: (?:is|are))? (?:up to|at)\b|\b(?:any )?(?:news|update|progress) (?:on|with|about) (?:my|our) quote\b|\bwhen (?:will|would|should|is|does) (?:my|our) quote (?:\w+ )?(?:arrive|come|be (?:ready|sent|done)|turn up|get here)\b|\bwhen(?:['’]ll| will) (?:i|we) (?:get|receive|see) (?:my|our) quote\b/gi,
    " jobprogress ",
  ],
  // "How long does the consultation take?", "the first consultation call, how long should I set aside
  // for it?": the length of the initial consultation (30 minutes), not the whole process.
  [
    /\bhow long (?:does|do|will|would|is|should|can) (?:the|a|my|your|ur|our|that|this) (?:first |initial |free )?consult(?:ation)?(?: call| chat| appointment| meeting)? (?:take|last|be|run|go on)\b|\b(?:(?:the|my|our|your|a) )?(?:first |initial |free )?consult(?:ation)?(?: call| chat| appointment| meeting)?\b[^?]*?\bhow long (?:should|do|will|would|must|shall) (?:i|we) (?:need to |have to )?(?:set aside|allow|block out|keep free|put aside|book out|leave free|plan for|budget)(?: for (?:it|that|this|one))?\b|\bhow long (?:should|do|will|would|must|shall) (?:i|we) (?:need to |have to )?(?:set aside|allow|block out|keep free|put aside|book out|leave free|plan for|budget)(?= (?:for )?(?:the|a|my|your|our) (?:first |initial |free )?consult)/gi,
    " how long is the initial consultation ",
  ],
  // "Is there anything we need to tell you or do before your team arrives?", "what should I do before
  // the fitters turn up?": getting ready for the installation (safe access, telling us of roof
  // defects or asbestos: our terms), not who runs the schedule.
  [
    /\b(?:anything|what|things?) (?:(?:do|should|must) )?(?:i|we) (?:need to |have to |should |must |ought to )?(?:tell you|let you know|do|sort|prepare|get ready)(?: (?:or|and) (?:do|tell you|prepare|sort))?(?: \w+)? (?:before|ahead of) (?:your|the|ur) (?:team|fitters|installers|engineers|lads|crew|installation team)(?: (?:arrives?|comes?|turns? up|gets? here|starts?))?\b/gi,
    " prepare beforehand ",
  ],
  // "Anything I'm expected to do on my side before installation day?", "anything I need to do or tell
  // you before install day?": getting ready for the installation (our terms: safe access, telling us
  // of roof defects or asbestos), not what happens on the day.
  [
    /\b(?:anything|what|things?)\b[^.?!]{0,30}?\b(?:i|we|i'm|we're|i am|we are)\b[^.?!]{0,12}?\b(?:need to|have to|should|must|ought to|expected to|supposed to|meant to|got to)\b[^.?!]{0,25}?\b(?:do|tell you|let you know|prepare|sort)\b[^.?!]{0,25}?\b(?:before|ahead of|prior to) (?:the |our |my |ur )?(?:install|installation|fitting|fit)(?:ation)?(?: day)?\b/gi,
    " prepare beforehand ",
  ],
  // "We can't have the line stop for an installation", "how do you deal with that on a working site?",
  // "without halting production": work planned around a business's hours and operations.
  [
    /\b(?:the |our |production |a )?(?:production )?line(?:s)? (?:stop(?:ping|ped|s)?|go(?:ing)? down|down|halt(?:ed|ing)?|shut(?:ting)? down)\b|\b(?:stop|stopping|halt|halting|interrupt|interrupting|disrupt|disrupting|pause|pausing) (?:our |the )?(?:production|the line|our line|operations|manufacturing|output)\b|\b(?:working|live|busy|running|operational|operating) (?:site|factory|plant|premises|warehouse)\b|\b(?:two|three|\d) shifts\b|\bshift (?:work|pattern)s?\b/gi,
    " working hours disruption ",
  ],
  // "Do I get shown anything or just left with a box on the wall?", "will someone explain it all before
  // they go?": the handover on the last day (commissioning, the monitoring app, explaining everything).
  [
    /\b(?:get|be|am|are) (?:shown|talked through|walked through)(?: anything| how| around| what)?\b|\bjust (?:be )?left with\b|\b(?:explain|show) (?:it all|everything|it|how it all works|the system|how to use it)(?: to (?:me|us|my \w+|them))? before (?:they|you|the (?:fitters|installers|engineers|team)) (?:leave|go)\b/gi,
    " monitoring app handover show how it works ",
  ],
  // "Will someone show me how everything works before they leave?", "do the fitters explain it all
  // when they're done?": the handover at the end of the installation (we commission the system and
  // show you how it works before we leave).
  [
    /\b(?:show|explain(?: to)?|talk|walk) (?:me|us|you)(?: through)? how (?:it|everything|the system|things|it all|the lot) (?:all )?works?\b(?=[^.?!]*\b(?:before|when) (?:they|you|u|the (?:fitters?|engineers?|installers?|team|lads))(?: (?:leave|go|finish|are (?:finished|done)|have finished|head off)|['’]re (?:finished|done))\b)|\b(?:explain|go through|talk (?:me|us) through|walk (?:me|us) through) (?:it all|everything|the system|how to use it)\b(?=[^.?!]*\b(?:before|when) (?:they|you|u|the (?:fitters?|engineers?|installers?|team|lads))(?: (?:leave|go|finish|are (?:finished|done)|have finished|head off)|['’]re (?:finished|done))\b)/gi,
    " commission the system and show you how it works before we leave ",
  ],
  // "How long is the first consultation call?", "how long does the video call last?": the length of
  // the initial consultation (30 minutes), which is held by phone, video call or at home.
  [
    /\bhow long (?:is|are|will be) (?:the|a|my|your|ur|our|that|this) (?:(?:first|initial|free) )?(?:consult(?:ation)?(?: call| chat| appointment| meeting)?|(?:first|initial|free|phone|video|consultation) (?:phone |video )?(?:call|chat))\b(?=\s*(?:[?.!]|$|,|\bfor\b))|\bhow long (?:does|do|will|would|should|can) (?:the|a|my|your|ur|our|that|this) (?:(?:first|initial|free|phone|video|consultation) )+(?:call|chat)s? (?:take|last|be|run|go on)\b/gi,
    " how long is the initial consultation ",
  ],
  // "Do you show us how to use it afterwards?", "will someone teach me how to work the system once it's
  // in?": the handover at the end of the installation (faq.ts installation-time: we commission the
  // system and show you how it works before we leave), not adding something later.
  [
    /\b(?:show|teach|explain(?: to)?|talk|walk) (?:me|us|you|my \w+)(?: through)? how (?:to (?:use|work|operate|run|control) (?:it|them|everything|it all|the (?:system|panels|kit|battery|inverter|app|lot))|(?:it|everything|the system|it all|the lot) (?:all )?works?)\b(?=[^.?!]*\b(?:afterwards?|after(?:wards)? (?:it(?:['’]s| is) (?:in|fitted|installed|done|on)|the (?:install(?:ation)?|fitting|job))|once (?:it(?:['’]s| is)|they(?:['’]re| are)|you(?:['’]re| are)) (?:in|up|fitted|installed|done|finished|on))\b)/gi,
    " commission the system and show you how it works before we leave ",
  ],
  // "What do I have to tell you before you start work on the roof?", "is there anything we must let you
  // know before you begin?": what the customer must tell us before the work (our terms: safe access,
  // known roof defects or asbestos), not the roof's condition.
  [
    /\b(?:anything|what|things?)\b[^.?!]{0,30}?\b(?:(?:i|we)\b[^.?!]{0,12}?\b(?:need to|have to|should|must|ought to|expected to|supposed to|meant to|got to)|(?:should|must|shall|do) (?:i|we))\b[^.?!]{0,10}?\b(?:tell you|let you know|inform you|warn you|mention|tell the (?:team|fitters|installers))\b[^.?!]{0,10}?\b(?:before|ahead of|prior to) (?:you|u|your (?:team|fitters|installers)|the (?:team|fitters|installers|work)) ?(?:start|begin|come|arrive|get going|start work(?:ing)?|get to work)?(?: (?:work|working))?(?: on (?:the|my|our) (?:roof|house|home|property))?\b/gi,
    " prepare beforehand ",
  ],
  // "What happens on the day you switch it on?", "switch-on day": the commissioning and handover
  // step (process.ts: we test and switch the system on, set up monitoring, register certificates).
  [
    /\b(?:the )?day (?:you|u|they|the (?:team|fitters|installers|engineers)) (?:switch|turn) (?:it|the system|them|the panels|everything) on\b|\bswitch[- ]?on day\b/gi,
    " commissioning handover test monitoring certificates ",
  ],
  // "We're a cafe open all week", "our shop is open seven days a week": the visitor's business's
  // hours, which we work around (not our office's opening hours).
  [
    /\b(?=open)(?<=\b(?:we['’]?re|we are|our \w+(?:['’]s| is| are))\b[^.?!]{0,40})open (?:all week|every day|daily|all hours|(?:seven|7) days(?: a week)?)\b/gi,
    " working hours ",
  ],
  // "How long are the workmen actually at the house for?", "how long will the lads be on the roof?":
  // the fitters' time at the home, the installation's (domestic-solar.ts: installed in 1-3 days), in
  // the words our copy knows.
  [
    /\bhow long (?:are|will|would|is|do|does) (?:the |your |ur )?(?:workmen|workers|lads|builders|crew|men|guys|blokes|trades(?:men|people))(?: actually)?(?: be)? (?:at|on|round|around) (?:the |my |our |your )?(?:house|home|property|place|roof|job)\b/gi,
    "how long would the fitters be at the house",
  ],
  // "Then what, do they just pack up and go?", "do the fitters just pack their tools away and leave?"
  // (after the installation): the fitters leaving at the end of the job, not the panels packing up
  // (faq.ts installation-time: "we commission the system and show you how it works before we leave").
  [
    /\bpack(?:s|ed|ing)? (?:up|(?:their|the) (?:stuff|things|tools|kit|gear) (?:up|away)) and (?:go|leave|head off|clear off|disappear|drive off)\b/gi,
    " leave ",
  ],
  // "Will it mess up milking while you're doing it? We can't stop for a day", "will the fitting get in
  // the way of the shop while you're up there?": work disturbing the visitor's business while it is
  // done, which we plan around its hours and operations (chat-knowledge.ts, "working-hours"; services.ts, commercial).
  [
    /\b(?:mess(?:es|ing)? up|muck(?:s|ing)? up|interfere(?:s)? with|get(?:s)? in the way of|disrupt(?:s)?|hold(?:s)? up|affect(?:s)?)\b(?=[^.?!]{0,40}\bwhile (?:you|u|ur|you['’]re|you are|they['’]re|they are|the (?:fitters|team|lads|installers))\b)|\b(?:can['’]?t|cannot|couldn['’]?t|could not) (?:stop|close|shut)(?: \w+)? for (?:a|an|one|the|even a) (?:day|hour|week|morning|afternoon)\b/gi,
    " working hours disruption ",
  ],
  // "The planning bit, how long does that stage drag on for?", "how long will the paperwork drag out?":
  // how long a stage takes (process.ts, the stages and their lengths).
  [/\b(?:drag|drags|dragging|dragged) (?:on|out)(?: for)?\b/gi, "take"],
];
