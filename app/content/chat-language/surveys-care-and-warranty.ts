/**
 * Phrase rules for after-care and checks: drone and thermal surveys, faults and health
 * checks, cleaning and maintenance, how long panels last, and warranties and claims.
 */

export const carePhrases: [RegExp, string][] = [
  // "Do I still have to pay the 350 if we go ahead?", "is the drone survey free if you spend enough?"
  [
    /\b(?:pay|paying) (?:the|for the|that) £?350\b|(?<=\bto )£350\b|\bdrone survey\b(?=[^.?!]*\bfree\b)|\b(?:survey|it) (?:comes|is) free if\b/gi,
    " drone survey free installation ",
  ],
  // How long something keeps going is how long it lasts, not whether it works ("keep working").
  [/\b(?:keep|keeps|still be|carry on|go on) (?:working|going|generating|producing)\b/gi, " last "],
  // Something going wrong is a fault, whatever step it happens after.
  [/\b(?:goes|go|went|going) wrong\b|\bbreaks? down\b/gi, " faulty "],
  [/\blook(?:s|ed|ing)? after\b/gi, " maintenance "],
  // Panels that make less than they did, or where something is wrong, need a health check.
  [
    /\b(?:making|producing|generating|doing) (?:a lot |much |far )?less\b|\bnot (?:working|producing|generating) (?:properly|right|as (?:well|much))\b|\bwhat['’]?s wrong\b|\bunder-?perform\w*/gi,
    " faulty health check ",
  ],
  // An inverter beeping or showing a fault: something wrong, whoever fitted it.
  [
    /\b(?:keeps?|kept|is|started|starts) (?:beeping|flashing|buzzing|tripping|clicking|showing (?:a |an )?(?:fault|error|red light|warning))\b|\b(?:fault|error|warning|red) (?:light|code|message)s?\b/gi,
    " faulty repairs ",
  ],
  // "Would someone have to climb on my roof?": a person on the roof, which a drone survey spares.
  [/\b(?:climb|go|get|clamber) (?:up )?(?:on|onto|up) (?:to )?(?:my|the|our) roof\b/gi, " drone survey climb "],
  // "What do you clean the panels with?": what we clean with.
  [
    /\bwhat do (?:you|u) (?:clean|wash) (?:\w+ ){0,3}with\b|\bwhat do (?:you|u) use to (?:clean|wash)\b/gi,
    " clean chemicals purified water ",
  ],
  // "How long before they're knackered and need replacing?": how long panels last.
  [
    /\bbefore (?:they|it|the panels)(?:['’]re| are| is)? (?:\w+ )?(?:and )?(?:needs? |need )?(?:replacing|replaced|knackered|worn out|dead|useless|die|pack up|give up|stop working)\b|\bneeds? replacing\b(?=[^.?!]*\bpanels?\b)|(?<=\bpanels?\b[^.?!]*)\bneeds? replacing\b/gi,
    " last lifespan ",
  ],
  // "Is the drone bit extra?": the drone survey.
  [/\bthe drone (?:bit|part|thing)\b/gi, " the drone survey "],
  // "Will the warranty pass to whoever buys the house?": not described.
  [
    /\bwarrant(?:y|ies) (?:pass|passes|go|goes|transfer|transfers|carry|carries|move|moves)(?: \w+ly)? (?:over |on |across )?(?:to|with)\b|\btransfer(?:able|rable)? (?:the )?warrant(?:y|ies)\b/gi,
    " warrantytransfer ",
  ],
  // "Survey the roof without scaffolding": a drone survey.
  [
    /\bsurvey (?:the |my |our )?(?:roof )?without (?:putting )?(?:up )?(?:any )?(?:scaffold\w*|ladders?)(?: up)?\b/gi,
    " drone survey ladders ",
  ],
  // "Hose them down", "clean them myself": whether panels need cleaning.
  [
    /\bhose (?:them|it|the panels) down\b|\bclean (?:them|the panels) (?:myself|ourselves)\b/gi,
    " clean panels looking after maintenance ",
  ],
  // "Still working in 30 years", "still be doing anything in 20 years": how long panels last.
  [
    /\bstill (?:be )?(?:working|going|running|producing|generating|any good|doing (?:anything|something|much|ok|okay|fine))(?: (?:anything|much|power|electricity))? in \d+ (?:years|yrs)\b|\bin \d+ years['’]? time\b/gi,
    " last lifespan years ",
  ],
  // "Free if you spend enough": the drone survey, free with an installation over £8,000.
  [/\bfree if (?:you|i|we) spend\b|\bspend enough\b/gi, " drone survey free installation over "],
  // "Do you service those?" of an inverter: inverter servicing.
  [/\bservic(?:e|ing) (?:those|them|it|inverters?)\b/gi, " inverter servicing repairs maintenance "],
  // "Without anyone going up on the roof": a drone survey's thermal imaging.
  [
    /\bwithout (?:anyone|someone|anybody|you) (?:going|climbing|getting) (?:up )?on(?:to)? the roof\b/gi,
    " drone thermal faults ",
  ],
  // "Is that covered under warranty?", "is the repair covered or will I have to pay?": a particular claim,
  // which our team checks.
  [
    /\b(?:is|would|will) (?:that|it|this) (?:be )?covered (?:under|by) (?:the |my |your )?warrant(?:y|ies)\b|\b(?:is|would|will) (?:the |a )?(?:repairs?|fix|call-?out|replacement)(?: be)? covered\b|\bcovered or (?:will|would|do|must) (?:i|we) (?:have to |need to )?pay\b/gi,
    " warrantyclaim ",
  ],
  // "Fit and forget", "do they need checking much?": looking after panels.
  [
    /\bfit and forget\b|\bneed (?:checking|looking at|servicing|maintaining) much\b/gi,
    " looking after maintenance check-up ",
  ],
  // "How long is the warranty on the panels?": the warranty, not how long anything takes.
  [/\bhow long (?:is|are|does|do|will) (?:the |your |ur )?(?:warrant(?:y|ies)|guarantees?)\b/gi, " warranty "],
  // "They're making less than they used to", "can you find out what's wrong?", "no idea if they're
  // working": a system's fault found by a health check or a thermal drone survey. ("How often should
  // someone check them over?" is a routine check-up, not a fault.)
  [
    /\b(?:making|producing|generating) (?:way |a lot |much |loads )?less\b|\boutput (?:has )?(?:dropped|gone down|fallen)\b|\b(?:find|work) out what(?:['’]s| is) wrong\b|\bfind what(?:['’]s| is) wrong\b|\b(?:gone|going) faulty\b|\b(?:if|whether) (?:they(?:['’]re| are)|it(?:['’]s| is)) (?:actually )?working\b|(?<!\b(?:how often|every year|every so often|regularly)\b[^.?!]*)\bcheck (?:them|it|the panels|the system) over\b/gi,
    " faulty health check ",
  ],
  // "How do you clean the panels?": how we clean them (purified water, no chemicals).
  [/\bhow (?:do|will|would|d[o']?) (?:you|u|they|your (?:team|lot)) clean\b/gi, " cleaning chemicals purified water "],
  // "How often should they be looked at?", "do they need looking at?": checked, not looked after.
  [/\blooked at\b|\bneeds? looking at\b/gi, " checked "],
  // "Does the drone survey need scaffolding?": no ladders or scaffolding.
  [/\b(?:drone|survey) (?:\w+ ){0,3}needs? (?:any )?scaffold\w*/gi, " drone ladders climb "],
  // "Which panel is the dodgy one?": finding faults, which a thermal drone survey does.
  [
    /\b(?:which|what) (?:panel|one)s? (?:is|are) (?:the )?(?:dodgy|faulty|broken|bad|duff|playing up)\b|\bfind(?:ing)? (?:the )?(?:faults?|faulty|dodgy)\b/gi,
    " thermal faults ",
  ],
  // "Will you honour their warranty?": another firm's warranty.
  [
    /\b(?:honou?r|take over|take on|cover|pick up) (?:their|the other|another|a different|the old)(?: [\w'’-]+){0,4}? warrant(?:y|ies)\b|\bunder (?:their|the (?:old|other|original) (?:firm|company|installer)['’]?s?)(?: manufacturer['’]?s?)? warrant(?:y|ies)\b|\b(?:other|another|old) (?:firm|company|installer)['’]?s? warrant(?:y|ies)\b/gi,
    " otherswarranty ",
  ],
  // "Keep an eye on what they make": monitoring.
  [/\bkeep (?:an |a close )?eye on\b|\bkeep tabs on\b/gi, " monitor "],
  // "How long does it hang about?": how long it lasts.
  [/\b(?:hang|stick|stay) (?:about|around)\b/gi, " last "],
  // "A heat camera", "thermal imaging from above": our drone's thermal survey.
  [/\b(?:heat|thermal|infra-?red) (?:cameras?|imaging|camera survey)\b/gi, " drone thermal "],
  // "Are the panels covered if a hailstorm smashes them?": whether damage is covered, which our team checks.
  [
    /\b(?:covered|insured)\b[^.?!]*\b(?:hail\w*|storms?|branch(?:es)?|vandal\w*|smash\w*)\b|\b(?:hail\w*|storms?|branch(?:es)?|vandal\w*|smash\w*)\b[^.?!]*\b(?:covered|insured)\b/gi,
    " warrantyclaim ",
  ],
  // "What happens on a maintenance visit?", "what does a health check involve?", "what goes on at one of
  // those visits?" (after our maintenance plans), "if I book a health check, what does the visit
  // involve?": what a maintenance visit covers.
  [
    /\bwhat (?:actually )?(?:happens|is done|gets done|do you do|do they do|goes on|is involved) (?:on|at|during|in) (?:a |an |the |your |one of (?:those|these|your|the) )?(?:(?:maintenance|service|servicing|annual) (?:visits?|calls?)|(?:annual |yearly )?health[- ]?checks?|check-?ups?|(?<=one of (?:those|these|your|the) )visits)\b|\bwhat (?:does|do|would|will) (?:a |an |the |your )?(?:(?:maintenance|service|servicing|annual) visits?|(?:annual |yearly )?health[- ]?checks?|check-?ups?) (?:involve|include|cover|consist of|entail)\b|\b(?=health)health[- ]?checks?\b[^.?!]{0,20}?\bwhat (?:does|do|would|will) (?:the|that|this|one) (?:visit|check) (?:involve|include|cover|consist of|entail)\b/gi,
    " maintenancevisit ",
  ],
  // "Is there a charge for them to come out?", "a call-out fee?": whether the survey visit is free.
  [
    /\b(?:charge|fee|cost|pay)\w* (?:(?:for|to) (?:them|him|her|you|someone|the surveyor|a surveyor|your surveyor) )?(?:to (?:come|visit|travel)|for (?:coming|visiting|travelling|the visit|a visit|the trip|travel))\b|\bcall[- ]?out (?:charges?|fees?)\b/gi,
    " survey free charge ",
  ],
  // "How long will your surveyor be here?", "how long does the survey visit last?": the survey's length, not the installation's.
  [
    /\bhow (?:long|many hours|much time) (?:will|would|does|do|is|are) (?:the |your |ur |a )?(?:surveyors?|survey visit)(?: \w+)? (?:be|stay|take|last|need)\b/gi,
    " site survey visit how long ",
  ],
  // "What do you actually check when you're there?", "what will they look at?": what a visit inspects
  // (our survey: "We inspect your roof, electrics and shading").
  [
    /\bwhat (?:do|will|would|does|did) (?:you|they|he|she|the surveyors?|your surveyors?|ur surveyors?)(?: actually| exactly)? (?:check|look at|look over|look for|go over|examine)\b/gi,
    " what do you inspect ",
  ],
  // "Will someone come to the house to look at the roof?", "does an engineer come out to see the roof?":
  // the survey visit at home (not whether we cover a town).
  [
    /\b(?:will|would|does|do|can|could) (?:someone|somebody|anyone|you|u|an engineer|a surveyor|one of (?:you|your (?:team|engineers|surveyors)))(?: actually| physically| ever)? (?:come|come out|come round|come over|visit|pop (?:out|round))(?: (?:to|round to|out to) (?:the|my|our) (?:house|home|property|place)(?: to (?:look at|see|check|inspect|survey) (?:the|my|our) roof)?| to (?:look at|see|check|inspect|survey) (?:the|my|our) roof)\b/gi,
    " consultation home visit ",
  ],
  // "Who stands behind the workmanship?", "who backs your work?", "what covers the actual fitting?": our
  // workmanship guarantee.
  [
    /\bwho (?:stands|is) behind (?:the|your|ur|their) (?:work|workmanship|installation|install|job)s?\b|\bwho (?:backs|guarantees|underwrites) (?:the|your|ur) (?:work|workmanship|installation|install)s?\b|\b(?:what|who) (?:covers|guarantees|insures) (?:the |your |ur |my )?(?:actual )?(?:work|workmanship|installation|install|fitting|labour|job)\b/gi,
    " who guarantees the workmanship warranty insured ",
  ],
  // "Who do I speak to if something goes wrong?" (read as "faulty" above), "who should we call about a
  // fault?": Sian, who runs our maintenance and watches the monitoring alerts (team.ts).
  [
    /\bwho (?:do|should|can|would|will) (?:i|we) (?:speak|talk|contact|call|ring|phone)(?: to| with)?\b(?=[^?]*\b(?:faulty|faults?|problems?|issues?|repairs)\b)|(?<=\b(?:faulty|faults?|problems?|issues?|repairs)\b[^?]*)\bwho (?:do|should|can|would|will) (?:i|we) (?:speak|talk|contact|call|ring|phone)(?: to| with)?\b/gi,
    " sian maintenance monitoring faults ",
  ],
  // "Is the drone survey an extra charge?", "do you charge extra for the drone?": the drone survey's
  // price, and when it is free (not the "no hidden extras" of a home system).
  [
    /\b(?:the |a |your )?drone(?: survey)?(?: (?:is|be|going to be|would be|will be))?(?: an?)? (?:extra|additional|separate) (?:charges?|costs?|fees?)\b|\b(?:charge|pay|cost)\w* (?:(?:you |me |us )?extra )?for (?:the |a |your )?drone(?: survey)?\b/gi,
    " drone survey price free installation ",
  ],
  // "What standards do your installations follow?", "which standards do you work to?": the
  // standards our installations are carried out to.
  [
    /\b(?:what|which|any) (?:\w+ )?standards? (?:do|does|are|is|will|would) (?:you|your|the|they|it|installations?|work)(?: (?:installations?|work|systems?|engineers?|fitters?))?(?: (?:follow|meet|work to|comply with|adhere to|stick to))?\b|\b(?:work|built|installed|done|carried out|fitted) to (?:what|which|any) (?:\w+ )?standards?\b/gi,
    " installstandards ",
  ],
  // "What protects me if the fitting itself is done badly?", "what if your installers botch the job?",
  // "what about poor workmanship?", "what if your fitters mess up?": our workmanship guarantee (RECC and TrustMark), not a product's warranty.
  // ("Who do I complain to if your installers mess up…?" is a complaint, read as one.)
  [
    /\b(?:fitting|installation|install|work|workmanship|job|wiring)(?: itself)? (?:is |was |gets |got |has been |were )?(?:done |carried out |fitted )?(?:badly|poorly|wrong(?:ly)?|incorrectly|shoddily|improperly|not done properly|not properly)\b|\b(?:bad|poor|shoddy|faulty|sloppy|botched|dodgy) (?:workmanship|fitting|installation|install|wiring)\b|\bbotch(?:es|ed)? (?:the |my |our )?(?:job|fitting|installation|install)\b|\b(?:fitters?|installers?|engineers?|lads|workmen|electricians?|crew)(?<!\b(?:complain\w*|ombudsman)\b[^.?!]*)(?: \w+)? (?:mess(?:es|ed)?(?: it| things)? up|botch(?:es|ed)?(?: it)?|cock(?:s|ed)?(?: it)? up|gets? (?:it|something|things) wrong|make a (?:mess|mistake)|(?:do|does|did) a (?:bad|poor|shoddy) job)\b/gi,
    " who guarantees the workmanship warranty insured ",
  ],
  // "…the drone survey, if we end up going ahead with panels?": the installation it comes free with
  // (read after the survey's fee above), not a new subject.
  [
    /(?<=\bdrone survey free installation\b[^.?!]*)\bif (?:i|we) (?:end up |do |decide to )?(?:go|going|goes|went) ahead(?: with (?:the |an? )?(?:solar |the )?(?:panels|install|installation|system|job|it))?\b/gi,
    " with any installation ",
  ],
  // "Is there a charge for someone coming out to look at the roof?", "do you charge for an engineer
  // visiting?": whether the survey visit is free.
  [
    /\b(?:charge|fee|cost|pay)\w* (?:for|to) (?:them|him|her|you|u|someone|somebody|anyone|a surveyor|your surveyor|an engineer|your engineer|one of (?:you|your team)) (?:coming|visiting|calling|popping)(?: out| round| over| by)?\b/gi,
    " survey free charge ",
  ],
  // "Can you find out which one's failing?", "which panel is faulty?": finding a faulty panel, what a
  // health check does (services.ts, maintenance).
  [
    /\b(?:which|what) (?:one|panel|module|string)(?:['’]s| is| are|s are) (?:failing|faulty|broken|dead|not working|playing up|underperforming)\b/gi,
    " faulty ",
  ],
  // "How many decades will they function?", "how long would the panels operate?": how long they
  // last, counted in decades or said with "function"/"operate" rather than "work" or "last".
  [/\bhow many decades\b/gi, " how many years "],
  [
    /\b(?:will|would|do|does|can|could) (?:they|the panels?|panels|the system) (?:keep )?(?:function|functioning|operate|operating)\b/gi,
    " last lifespan ",
  ],
  // "What does your drone actually do?", "you've got a drone? what's it for?": what a drone survey is
  // (services.ts, drone surveying), not who flies it.
  [
    /\bwhat (?:does|do|would|will|can|is|are|['’]?s) (?:your |the |a |ur )?drones? (?:actually |really |even )?(?:do|be used for|used for|for)\b|(?<=\bdrones?\b[^?!]*[?!.]\s*)\bwhat (?:does|do|would|will|can|is|['’]?s) (?:it|they|that) (?:actually |really |even )?(?:do|be used for|used for|for)\b/gi,
    " drone survey ",
  ],
  // "What output do the panels guarantee after 25 years, as a percentage?", "a performance warranty",
  // "how much do panels degrade?": a guaranteed output or rate of ageing, which the site does not give.
  [
    /\b(?:output|performance)(?: [\w-]+){0,3} (?:guarantee[sd]?|warrant(?:y|ies|ed))\b|\b(?:guarantee[sd]?|warrant(?:y|ies|ed))(?: [\w-]+){0,3} (?:output|performance)\b|\bdegrad(?:e|es|ed|ing|ation)\b/gi,
    " outputguarantee ",
  ],
  // "Will you still touch them?", "would you go near a system someone else fitted?": whether we work on
  // (service) a system, not "get in touch".
  [/\b(?:you|u|ya|your lot|you lot)(?: (?:still|even|ever|actually))? (?:touch|go near)\b/gi, " you service "],
  // "Can the surveyor check my loft for bats?", "a bat survey": wildlife checks, which the site does not describe.
  [
    /\bbat (?:surveys?|roosts?|checks?)\b|\bfor bats\b|\bbats? (?:in|living in|roosting in) (?:the |my |our )?(?:loft|roof|attic)\b|\bbats? (?:roosting|roost|living|nesting)\b|\b(?:roosting|nesting) bats\b/gi,
    " batsurvey ",
  ],
  // "I don't want people clambering about on my roof", "anyone climbing around up there", "a bloke
  // scrambling over the roof": a person on the roof, which a drone survey spares (services.ts, drone
  // surveying: "Safe: nobody needs to climb on your roof", "without ladders or scaffolding").
  [
    /\b(?:climb|clamber|scrambl|crawl|walk|trampl)\w* (?:about |around |all over |over )?(?:on |onto |over |up on |across )?(?:(?:my|the|our|his|her|their) roof|up there)\b/gi,
    " drone survey climb ladders scaffolding ",
  ],
  // "Is a drone used to look at my roof?", "how do you look at a roof like mine?": how the roof is
  // surveyed (process.ts: "We inspect your roof, electrics and shading, often with a drone").
  [
    /\b(?:how (?:do|would|will|can|d['’]?) (?:you|u|ya|your (?:team|lot|surveyors?))|(?:is|are) (?:a |the )?drones? used to) (?:look at|check|inspect|survey|measure|see) (?:a |my |the |our )?roof\b/gi,
    " inspect roof drone survey ",
  ],
  // "Any way of finding a dud panel from the ground?", "can you tell which panel has died?", "one's gone
  // faulty, can you find which one?": finding a failed
  // panel on a system, which our thermal drone surveys do from the air (services.ts, drone surveying: "thermal
  // cameras spot failing panels on existing systems", "without ladders or scaffolding").
  [
    /\b(?:find|finding|spot|spotting|locate|locating|pinpoint|pinpointing|identify|identifying|detect|detecting|track down|tracking down|tell|work out) (?:a |the |any |which |which one of the |if (?:a |any |one of the )?)?(?:dud|dead|failed|failing|faulty|broken|duff|dodgy|knackered|defective)(?: solar)? (?:panels?|modules?|ones?)\b|\b(?:which|what) (?:panel|one|module)(?:['’]s| is| has) (?:died|failed|packed up|gone|stopped working|given up)\b|(?<=\b(?:faulty|failed|failing|dud|dead|broken)\b[^?]*)\b(?:find|spot|tell|work out|pinpoint|locate) (?:out )?which (?:one|panel|module)\b/gi,
    " drone thermal faults existing systems ",
  ],
  // "How would anyone know if one of them had stopped working?", "how will I know if something goes wrong
  // (faulty)?": how a failed panel or fault comes to light, the monitoring app and its alerts (faultalerts).
  [
    /\bhow (?:would|will|do|does|can|could|should|did|d['’]?) (?:anyone|anybody|someone|somebody|i|we|you|u|one|they|people|it) (?:\w+ )?(?:know|tell|find out|notice|spot|be told|hear)\b(?=[^.?!]*\b(?:stopped working|stops working|stop working|not working|failed|fails|failing|broke|breaks|broken|died|dies|packed up|packs up|faulty|faults?|dud|dead)\b)/gi,
    " faultalerts ",
  ],
  // "Can you check them over from above?", "look at the panels from the air": a survey from the air, our drone's
  // (services.ts, drone surveying: "roof surveys from the air, with thermal imaging to find faults on existing systems").
  [/\bfrom (?:above|the air|the sky|overhead)\b/gi, " from the air drone thermal faults "],
  // "Do I get anything in writing after?", "is anything put in writing after the visit?": the written
  // report a visit ends with (services.ts, maintenance: "A written report with any recommendations").
  [
    /\b(?:anything|something|it|that|owt) (?:put )?in writing\b(?=[^.?!]*\b(?:after|afterwards|at the end)\b)/gi,
    " written report ",
  ],
  // "Who covers me?", "who would protect us if the work's dodgy?": who stands behind the work, our
  // workmanship guaranteed and insured through RECC and TrustMark (legal.ts, "5. Warranties"), not
  // the areas we cover ("do you cover Bath?").
  [
    /\bwho(?:['’]?s| is| would| will| does)? (?:covers?|covering|protects?|protecting|insures?|backs?|stands? behind|looks? after|pays? for the repairs?)(?: (?:me|us|the (?:work|workmanship|job|installation|install|repairs?)|my (?:installation|install|system)|our (?:installation|install|system))\b|(?=\s*(?:[?.!,]|$|(?:if|when|then|there)\b)))/gi,
    " warranty insured workmanship ",
  ],
  // "Is there another way to survey it?", "any alternative to scaffolding just for a look?", "I hate
  // the idea of scaffolding going up just for someone to have a look": a survey without ladders or
  // scaffolding, which is our drone survey (services.ts, drone surveying: "without ladders or scaffolding").
  [
    /\b(?:another|other|different|alternative|easier|safer) (?:way|ways|method|methods|option|options)(?: \w+)? (?:to|of|for) (?:survey|surveying|inspect|inspecting|check|checking|look(?:ing)? at|assess|assessing)\b|\b(?:alternative|alternatives) to (?:the )?(?:scaffold\w*|ladders?)\b|\bscaffold\w*\b(?=[^.?!]{0,40}\b(?:just|only|simply) (?:for|to) (?:(?:someone|somebody|a person|a surveyor|you|them) (?:to )?)?(?:have a look|take a look|look|survey|inspect|check)\b)/gi,
    " drone survey ladders ",
  ],
  // "How would we even know they're working when we're not there?", "can I check it's generating while
  // I'm away?": seeing what the system does, which the monitoring app shows (chat-knowledge.ts
  // monitoring-app: process.ts, Commissioning & Handover; domestic-solar.ts "Monitoring app set up on
  // your phone"), not working hours. (Not working, failing: the fault alerts above.)
  [
    /\b(?:how (?:would|will|do|does|can|could|should|d['’]?) (?:i|we|you|u|one|anyone)|(?:can|could|will|would) (?:i|we)(?: still)?|(?:is there (?:a|any) way|any way) (?:to|for (?:me|us) to)) (?:even |ever |actually |still |easily )?(?:know|tell|check|see|find out)(?: (?:if|whether|that))? (?:they|they['’]re|it|it['’]s|the (?:panels|system|battery)|my (?:panels|system)|our (?:panels|system))(?: (?:are|is))? (?:still |actually )?(?:working|generating|running|producing|doing (?:their|its) (?:job|thing))\b/gi,
    " monitoring app generating ",
  ],
  // "…I hate the idea of scaffolding going up just for someone to have a look. Is there another way to
  // survey it?": a survey without scaffolding or ladders, our drone survey's (services.ts, drone
  // surveying: "roof surveys from the air… without ladders or scaffolding").
  [
    /\b(?:an?other|other|a different|an alternative|any other|a better|a safer|a quicker) (?:way|ways|method|option) (?:to|of|for) (?:survey(?:ing)?|look(?:ing)? at|inspect(?:ing)?|check(?:ing)?|measur(?:e|ing))(?: (?:it|the roof|my roof|our roof|the house|a roof like (?:mine|ours)))?\b/gi,
    " drone survey ladders climb ",
  ],
];
