/**
 * Phrase rules about us: when we were founded, who runs and fits for us, subcontracting,
 * jobs with us, our largest installations and award, reviews, accreditations, the brands we
 * fit, and systems another installer put in.
 */

import { team } from "../team";

/** Our team's first and last names ("rhys|powell|catrin|…"), for a named person's own number. */
const teamNames = team
  .flatMap((m) => m.name.split(/\s+/))
  .map((w) => w.toLowerCase())
  .join("|");

/** Our team's first names ("rhys|catrin|…"), for questions about one of them by name. */
const firstNames = team.map((m) => m.name.split(/\s+/)[0]!.toLowerCase()).join("|");

export const companyPhrases: [RegExp, string][] = [
  // "What makes you different from other installers?", "why should we pick you over the rest?",
  // "what sets you apart?": why choose us (before "other installers" is read as another firm).
  [
    /\bwhat (?:makes|sets) (?:you lot|you guys|your (?:company|firm|business|lot)|you|u|ya)(?: \w+)? (?:different|stand out|apart|better|special|unique)(?: (?:from|than|to) (?:the |any |all )?(?:other|others|another|rest)(?: (?:firms?|compan(?:y|ies)|installers?|lot|ones))?)?\b|\bwhy (?:should|would|do|shall) (?:i|we) (?:choose|pick|go with|use|trust) (?:you lot|you guys|your (?:company|firm|business)|you|u|ya)(?: (?:over|instead of|rather than) (?:the |any |all )?(?:other|others|another|rest)(?: (?:firms?|compan(?:y|ies)|installers?|lot|ones))?)?\b|\bwhy choose (?:you|u|cymru solar)\b/gi,
    " whychoose ",
  ],
  [
    /\b(?:another|other|different) (?:firm|company|companies|installer|installers|outfit|crowd)\b|\b(?:by|from) (?:some|an|the) other (?:lot|mob|people)\b|\bsome(?:one|body) else\b/gi,
    " existing others ",
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
  // "Go back to whoever sold it": the installer before us.
  [
    /\b(?:go|going|get|getting) back (?:to|on to) (?:whoever|the (?:company|firm|installer|people|lot|guys)(?: (?:who|that))?) (?:sold|fitted|installed|put|did)\b/gi,
    " existing others ",
  ],
  // "If you go bust", "by then you've shut down": what protects the warranty. (Another firm gone bust
  // is an installer before us.)
  [
    /\b(?:you|u|you lot|your (?:company|firm|business|lot))(?:['’](?:ve|re|d|ll))?(?: \w+)? (?:(?:go|goes|went|going|gone) (?:bust|under|bankrupt|out of business|into administration)|(?:shut|shuts|shutting|close|closes|closed|closing) (?:down|up shop)|(?:cease|ceases|ceased|stop|stops|stopped) trading|(?:fold|folds|folded))\b/gi,
    " warranty insured workmanship ",
  ],
  [
    /\b(?:go|goes|went|going|gone) (?:bust|under|bankrupt|out of business|into administration)\b/gi,
    " existing others ",
  ],
  // "Where can I read reviews?": what customers say, on the reviews page.
  [/\b(?:read|see|find|check|look at)(?: \w+)? (?:reviews?|testimonials|feedback)\b/gi, " reviews testimonials "],
  // "Won any awards?": our award.
  [/\b(?:won |win )?(?:any |an |the |some |big |that )?(?:awards?|prizes?)\b/gi, " award prize "],
  // "No idea who fitted them", "only your own": a system installed by others.
  [
    /\b(?:only|just) (?:your|ur) own\b|\b(?:no idea|not sure|don['’]?t know) who (?:fitted|installed|put)\b/gi,
    " existing others ",
  ],
  // "They weren't installed by you", "you weren't the ones who fitted them": panels we didn't fit,
  // in the words of our answer on systems installed by others.
  [
    /\b(?:weren['’]?t|wasn['’]?t|were not|was not|not) (?:fitted|installed|put (?:in|on|up)) by (?:you|u|your (?:lot|company|firm|team|fitters))\b|\b(?:you|u) (?:weren['’]?t|were not) the ones? (?:who|that) (?:fitted|installed|put)\b/gi,
    " you didn't fit ",
  ],
  // "Farm it out to subbies": subcontracting, not a farm.
  [/\bfarm(?:s|ed|ing)? (?:it|them|the work|jobs?|work) out\b/gi, " subcontract "],
  // "Any jobs going?": work with us, which the site does not cover.
  [
    /\b(?:any )?jobs? going\b|\b(?:get|apply for|looking for|after) (?:a )?jobs? (?:with|at|for) (?:you|u|your (?:company|firm|team))\b|\bvacanc(?:y|ies)\b|\bsalar(?:y|ies)\b|\bwages?\b|\b(?:are|r) (?:you|u) (?:hiring|recruiting)\b|\bapprenticeships?\b|\bwork for (?:you|u)\b/gi,
    " vacancies ",
  ],
  // "Sub it out", "subbing": subcontracting; "do the work yourselves": our own team.
  [/\bsub(?:bing|bed|s)? (?:it|them|the work|jobs?|work)? ?out\b|\bsub-?contract\w*/gi, " subcontract "],
  [
    /\b(?:do|does|doing)(?: (?:all|the|it|any))?(?: work| job| install| fitting)? (?:yourselves|yourself|your ?selves|in-house|in house)\b/gi,
    " own subcontract ",
  ],
  // "Who does the actual installing?", "who will do the fitting?": our own team or subcontractors.
  [
    /\bwho (?:actually |really )?(?:does|do|will do|would do|carries out|is doing) (?:the |your |ur )?(?:actual |physical )?(?:installing|installation|install|installs|fitting|fit)\b/gi,
    " own subcontract install ",
  ],
  // "How many customers is that from?", "how many people rated you?": how many rated us, our rating's
  // (before how many customers we have had, below).
  [
    /\bhow many (?:customers|people|reviews|ratings|reviewers)(?: is (?:that|it|this) (?:from|based on|out of)| (?:have |has )?(?:rated|reviewed) (?:you|u|that)| (?:left|gave|have left|have given) (?:you )?(?:a )?(?:reviews?|ratings?))\b/gi,
    " reviews rating ",
  ],
  // "How many have you installed?": how many installations we have completed.
  [
    /\bhow many (?:\w+ )?(?:have|did) (?:you|u|you lot|your lot)(?: \w+)? (?:installed|fitted|done|put in|completed)\b|\bhow many (?:installations|installs|systems|jobs|customers)\b/gi,
    " installations completed installcount ",
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
  // "When did he start it?": when the company was founded.
  [
    /\bwhen did (?:he|she|they|you|u|rhys) (?:start|set up|found)(?: it| the (?:company|firm|business))?\b(?! (?:doing|offering|fitting|installing|selling|adding|with|on)\b)/gi,
    " founded ",
  ],
  // "Just a couple of blokes with a ladder": amateurs, the opposite of certified.
  [/\b(?:a )?(?:couple of |few |two )?(?:blokes|guys|lads|men|cowboys?) (?:with|and) a (?:ladder|van)\b/gi, " cowboy "],
  // "That record school": our record installation.
  [
    /\brecord(?:[- ]breaking)? (?:school|job|install|installation|project)\b/gi,
    " record largest biggest installation ",
  ],
  // "Win any awards", "award-winning": our award.
  [/\bwin (?:any |an )?(?:awards?|prizes?)\b/gi, " award prize "],
  // "How many panels on that school roof?", "how many panels went on the school?": our record school installation.
  [
    /\bhow many panels (?:\w+ ){0,3}?(?:that|the|your) (?:big |secondary )?school(?: roof| job| project)?\b/gi,
    " how many panels record school ",
  ],
  // "Are you lot MCS?": asking us ("you lot are cowboys" is a remark, and stays one).
  [/\b(are|r|do|did|have|can|will|would) (?:you|u) lot\b/gi, "$1 you"],
  // "Fitted by some cowboy outfit": another installer, not a question of accreditation.
  [
    /\b(?:fitted|installed|put in|put on|done) by (?:a |some |the |another )?cowboys?(?: (?:outfit|firm|company|lot|installers?|builders?))?\b/gi,
    " installed by others existing ",
  ],
  // "Registered electricians, signed up with one of the schemes": our accreditations.
  [
    /\bregistered electricians?\b|\b(?:electrical|competent person) schemes?\b|\bsigned up (?:with|to) (?:one of )?(?:the )?schemes?\b/gi,
    " registered schemes niceic napit ",
  ],
  // "Your boss", "the owner": the managing director.
  // ("Do I need to be the owner?" is the visitor's home's owner.)
  [
    /\b(?:your|ur) (?:boss|owner|gaffer|md)\b|\bthe (?:boss|gaffer|md)\b|(?<=\b(?:who(?:['’]s| is)|speak to|talk to) )the owner\b/gi,
    " who managing director founder ",
  ],
  // "What year did the company start?": when we were founded.
  [
    /\bwhat year did (?:the|your|ur) (?:company|firm|business) (?:start|begin)\b|\b(?:company|firm|business) (?:started|began|was (?:set up|founded|started))\b/gi,
    " founded ",
  ],
  // "What make of car charger do you fit?": the brands we install.
  [
    /\bwhat (?:make|brand|sort|type|kind) of (?:\w+ )?(panels?|batter(?:y|ies)|inverters?|chargers?)\b/gi,
    " brand make $1 ",
  ],
  // "Your rating", "are people happy?": our reviews.
  [
    /\b(?:your|ur) (?:(?:average|overall|customer|star|review|google|trustpilot) ){0,2}ratings?\b|\bare (?:people|customers|your customers) happy\b/gi,
    " reviews rating rated ",
  ],
  // "Do you send your own lads?": your own team, employed.
  [/\b(?:your|ur) own (?:lads|blokes|guys|men|people|fitters|staff|engineers|installers)\b/gi, " own team employed "],
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
  // "Did you win anything for it?": an award, not a match.
  [
    /\b(?:did|have|has) (?:it|that|you|u|ya|your (?:firm|company|team)) (?:ever )?(?:win|won)(?: (?:you|u|us))? (?:anything|owt|any (?:awards?|prizes?))\b/gi,
    " award ",
  ],
  // "Does it matter if an installer is MCS?": what MCS means.
  [
    /\b(?:does|do) it (?:really )?matter if (?:an |the |your )?installer (?:is|isn['’]?t) mcs\b/gi,
    " mcs means smart export guarantee ",
  ],
  // "What panels do you use?": which brands.
  [
    /\b(?:what|which|wat) (panels?|batter(?:y|ies)|inverters?|chargers?|kit|equipment) (?:do|would|will|did) (?:you|u) (?:use|fit|install|put in|supply|go with)\b/gi,
    " brand make $1 ",
  ],
  // "The biggest one you've ever done": our largest installation, not the size of a product.
  [
    /\b(?:biggest|largest) (?:\w+ )?(?:(?:you|u)(?:['’]ve| have)?|you lot have|your lot have) (?:ever )?(?:done|installed|fitted|built|put up|worked on|did)\b/gi,
    " record largest installation ",
  ],
  // A battery for panels another firm fitted (after the rules above read "another company",
  // "gone bust" as "existing others"): a retrofit.
  [
    /\bexisting others\b(?=[\s\S]*\bbatter(?:y|ies)\b)|(?<=\bbatter(?:y|ies)\b[\s\S]*)\bexisting others\b/gi,
    " existing others retrofit ",
  ],
  // "Who started the firm?", "who set the business up?": who founded the company.
  [
    /\bwho (?:started|set up|began|founded|formed) (?:(?:the|your|ur|this) (?:company|firm|business|outfit)|cymru solar)\b|\bwho set (?:the|your|ur) (?:company|firm|business|cymru solar) up\b/gi,
    " who founded the company ",
  ],
  // "What's your turnover?", "how big is the firm financially?": our finances, which the site does not describe.
  [
    /\b(?:your|ur|the (?:company|firm|business)['’]?s?|annual|yearly) (?:turnover|revenue|accounts|finances)\b|\bturnover\b|\b(?:company|firm|business) financially\b|\b(?:you|u|the (?:company|firm|business)) (?:are |is )?financially (?:stable|sound|secure|healthy)\b/gi,
    " companyfinances ",
  ],
  // "Could we go and see one of your installs?", "visit the record job in person": visiting
  // an installation, which the site does not offer or describe.
  [
    /\b(?:see|visit|view|look at)\b[^.?!]{0,40}\b(?:installations?|installs?|jobs?|projects?|systems?|sites?)\b[^.?!]{0,20}\bin person\b|\bvisit (?:one of )?(?:your|ur) (?:\w+ )?(?:installations|installs|jobs|projects|customers['’]? (?:homes|houses))\b|\b(?:show ?room|show home)\b/gi,
    " sitevisit ",
  ],
  // "Which school was the record one?", "what's the school called?": which school or business
  // a project was for, which our projects do not name.
  [
    /\b(?:which|what) (?:\w+ )?(?:school|farm|leisure cent(?:re|er)|winery|vineyard) (?:was|is) (?:it|that|this|the (?:record|big|largest))\b|\bname (?:of )?(?:the|that) (?:\w+ )?(?:school|farm)\b|\b(?:school|farm)['’]?s name\b|\bwhat(?:['’]s| is| was) (?:the|that) (?:\w+ )?school called\b/gi,
    " clientnames ",
  ],
  // "Are you carbon neutral as a business?", "do your vans run on electric?": our own footprint,
  // which the site does not describe ("Carbon Neutral" on our pages is the visitor's system).
  [
    /\b(?:are|r) (?:you|u|you guys|your (?:company|firm|business)) (?:\w+ )?carbon neutral (?:as a (?:business|company|firm)|yourselves|itself)\b|\b(?:your|ur) (?:own )?(?:vans?|vehicles?|fleet)\b(?= (?:\w+ ){0,2}(?:electric|ev|evs|diesel|petrol|carbon)\b)|\belectric (?:vans|fleet)\b/gi,
    " ourcarbon ",
  ],
  // "Your overall score?", "reviews anywhere apart from your own site?": our rating and where reviews are left.
  [
    /\b(?:your |ur )?(?:overall|average|review|star|customer) (?:score|rating|stars)\b|\breviews? (?:anywhere|elsewhere|somewhere)(?: else)?\b|\breviews? (?:on|at) (?:other|independent|outside) (?:sites?|websites?|platforms?)\b/gi,
    " reviews rating rated ",
  ],
  // "Are you Which? Trusted Traders?": a scheme the site does not name (our accreditations are listed).
  [/\b(?:which\?? )?trusted traders?\b/gi, " tradescheme "],
  // "How many reviews on Trustpilot?", "your TrustScore", "how many Google reviews have you got?": the
  // count or score on one platform, which the site does not give (only our overall 4.9/5).
  [
    /\btrust ?score\b|\b(?:how many|number of|count of) (?:\w+ )?(?:reviews|ratings)\b(?=[^.?!]*\b(?:trustpilot|google|facebook|checkatrade)\b)|\b(?:how many|number of) (?:trustpilot|google|facebook|checkatrade) (?:reviews|ratings)\b/gi,
    " platformreviews ",
  ],
  // "Rhys's personal mobile", "a direct line to your MD", "his private number": a member of staff's own
  // number, which the site does not give (only our office's).
  [
    /\b(?:personal|private|direct|own) (?:mobile|phone|cell|line|number|contact number|mobile number|phone number)\b|\b(?:his|her|their) (?:mobile|cell)(?: number)?\b/gi,
    " staffnumber ",
  ],
  // "When was the firm started, and who started it?", "who set it up?" (after a word for the company,
  // which the rules above read as "founded"): who founded the company.
  [
    /\b(?=who )(?<=\b(?:founded|company|firm|business|outfit)\b[\s\S]*)who (?:started|set up|began|founded|formed) it\b|\b(?=who )(?<=\b(?:founded|company|firm|business|outfit)\b[\s\S]*)who set it up\b/gi,
    " who founded the company ",
  ],
  // "Your record-breaking one", "the big school job", "that huge school install", "how big was that
  // school system?" (our one school project): our record installation.
  [
    /\brecord[- ]?(?:breaking|setting)\b(?! \d)|\bhow (?:big|large|many panels) (?:was|is) (?:that|the|your) school(?: (?:job|project|system|install|installation|array|one))?\b|\b(?:big|biggest|large|huge|massive|record) school (?:job|project|system|install|installation|array|one)\b/gi,
    " record largest installation school ",
  ],
  // "How old is Rhys?", "what age is she?", "is he married?": a team member's age or private life,
  // which the site does not give (team.ts gives roles and work only).
  [
    new RegExp(
      String.raw`\b(?:how old|what age) (?:is|are) (?:he|she|they|${firstNames})\b|\b(?:${firstNames})['’]s age\b|\bis (?:he|she|${firstNames}) married\b`,
      "gi",
    ),
    " staffage ",
  ],
  // "Which brand for EV chargers and diverters?", "what make are your diverters?", "brand of car
  // charger?": the brands we install, for a charger or diverter as for panels (one list answers both).
  [
    /\b(?:make|makes|brand|brands|manufacturer|manufacturers|model|models)(?: (?:do|would|will) (?:you|u) (?:use|fit|install))? (?:for |of |are |is )?(?:the |your |ur |a |an )?(?:(?:ev|car|electric car|hot water|solar) )?(chargers?|diverters?)(?:,? and (?:the |your |ur )?(?:(?:ev|car|hot water|solar) )?(?:chargers?|diverters?))?\b/gi,
    " brand make $1 ",
  ],
  // "When did you start doing batteries?", "when did you add drone surveys?", "how long have you done
  // commercial?": when we took on a kind of work, which our About page's timeline dates.
  [
    /\bwhen did (?:you|u|ya|your (?:company|firm|team)) (?:first )?(?:start|begin) (?:doing|offering|fitting|installing|selling|adding|with|on)\b|\bwhen did (?:you|u|ya) (?:first )?(?:add|take on|expand into|move into|get into|branch (?:out )?into)\b|\bhow long (?:have|has) (?:you|u|your (?:company|firm|team)) (?:been )?(?:doing|done|offering|offered|fitting|fitted|installing|installed)\b/gi,
    " timeline year added expanded ",
  ],
  // "Is Tom free on Saturday?", "can Megan come round next week?", "will Owen be the one installing at
  // my place?": when a particular member of our team is free or on a particular job, which the site does
  // not say (our advisers arrange visits).
  [
    new RegExp(
      String.raw`\b(?:is|are) (?:${firstNames})(?: \w+)? (?:free|available|around|about|working)\b|\bcan (?:${firstNames})(?: \w+)? (?:come|pop|call) (?:round|over|out|by)\b|\b(?:will|would|can|could) (?:${firstNames})(?: \w+)? (?:be the one|be (?:installing|fitting|doing|on)|(?:install|fit|do) (?:it|mine|ours|my|our|the job))\b`,
      "gi",
    ),
    " staffdiary ",
  ],
  // "Are you taking on any electricians?", "do you take on apprentices?": jobs with us, which the site
  // does not cover.
  [
    /\b(?:are|r) (?:you|u|you guys) (?:taking on|looking for|after|in need of)(?: any| more| new)? (?:electricians|sparks|sparkies|staff|workers|people|installers|fitters|engineers|roofers|labourers|trainees)\b|\b(?:do|would|will) (?:you|u) take on (?:any |new )?(?:electricians|sparks|staff|workers|people|installers|fitters|engineers|trainees)\b/gi,
    " vacancies ",
  ],
  // "Could I visit the dairy farm to see the panels for myself?": visiting an installation, which the
  // site does not offer or describe.
  [
    /\b(?:visit|go to|go and see|come and see|pop (?:to|round to)|look round) (?:the|your|one of your|that|this) (?:\w+ ){0,3}(?:farm|school|house|home|site|business|barn|factory|office|project|installation|job)s?\b(?=[^.?!]*\b(?:for (?:myself|ourselves)|with (?:my|our) own eyes|in person|in the flesh)\b)/gi,
    " sitevisit ",
  ],
  // "Could you produce the carbon and ESG figures for our annual report?": carbon or ESG reporting for
  // a business, which the site does not describe (our answers give a typical system's carbon saving).
  [
    /\besg\b|\b(?:sustainability|csr|net[- ]zero|carbon) (?:reports?|reporting|disclosures?|accounting)\b|\b(?:for|in) (?:our|the|my) (?:company['’]s |business['’]s |firm['’]s )?(?:annual|sustainability|csr) (?:report|accounts)\b/gi,
    " esgreport ",
  ],
  // "What's Rhys's mobile number?", "Catrin's phone number", "can I have Owen's mobile?": a named member
  // of staff's own number, which the site does not give (only our office's).
  [
    new RegExp(
      `\\b(?:${teamNames})['’]?s? (?:mobile|cell|phone|personal|direct|own|private)(?: (?:phone|number|no|line))?\\b`,
      "gi",
    ),
    " staffnumber ",
  ],
  // "How much does the leisure centre you did save each year?", "how many tonnes of CO2 does the 756kW
  // school system save?": the yearly savings or carbon of one of our projects, which our case studies
  // (case-studies.ts) do not give.
  [
    /\b(?:school|leisure cent(?:re|er)|farm|barn|winery|vineyard|offices|business park|engineering works|factory|bungalow|terrace|project|job|installation|system|array)\b[^.?!]{0,40}?\b(?:you|u|ya|you guys|your (?:team|lads|fitters))(?: have| had)? (?:did|done|fitted|installed|put in|built|worked on)\b[^.?!]{0,60}?\b(?:save|saves|saved|saving|savings|cut|cuts|produce|produces|generate|generates)\b|\b(?:the|that|your|ur) \d+(?:\.\d+)?\s?kw (?:school|leisure cent(?:re|er)|farm|barn|winery|vineyard|office|business park|factory)(?: (?:system|array|job|project|install|installation|one))?\b[^.?!]{0,40}?\b(?:save|saves|saved|saving|savings|cut|cuts)\b/gi,
    " projectsaving ",
  ],
  // "Which rugby club does Rhys play for?", "what football team does she support?", "where does he
  // play?": a team member's clubs and teams, which the site does not give (team.ts lists interests only).
  [
    new RegExp(
      String.raw`\b(?:which|what) (?:\w+ )?(?:club|team|side|choir|band)s? (?:does|do|did|is|are) (?:he|she|they|${firstNames})\b(?: \w+){0,2}? (?:play|playing|support|supporting|sing|singing|run|running|belong|a member|in|for|with)\b|\b(?:does|do|did) (?:he|she|${firstNames}) (?:play|sing|run) (?:for|with|at|in)\b|\bwhere (?:does|do|did) (?:he|she|${firstNames}) (?:play|sing|run|fish|walk)\b|\b(?:who|which team) (?:does|do) (?:he|she|${firstNames}) support\b`,
      "gi",
    ),
    " staffage ",
  ],
  // "Why should I care whether an installer is MCS registered?", "is it important they're RECC
  // members?", "why does TrustMark matter?": what the accreditation means for the visitor.
  [
    /\b(?:why (?:should|would|do|does) (?:i|we|anyone|it|that) (?:care|bother|matter)|(?:is it|is that|how) (?:really )?(?:important|necessary|essential)|why (?:is it|is that) (?:important|necessary)|what difference does it make|does it make (?:a|any) difference)\b[^.?!]*?\b(mcs|recc|trustmark|niceic)\b(?: (?:certified|registered|accredited|approved|members?|membership|certification))?|\bwhy (?:does|is) (mcs|recc|trustmark|niceic)(?: (?:certification|accreditation|membership|registration))? (?:matter|important|necessary)\b/gi,
    " $1$2 certification means ",
  ],
  // "Are you part of any consumer protection scheme?", "which consumer code do you follow?": our
  // RECC membership (faq.ts: "RECC membership protects you as a consumer").
  [
    /\bconsumer (?:protection|code|codes)(?: (?:scheme|schemes|body|bodies|organisation|organisations|code|codes|cover|insurance))?\b|\b(?:protected|protection) as a consumer\b/gi,
    " are you recc members ",
  ],
  // "Sub it out to cowboys", "subcontract to other firms" (read as "subcontract" above), "sub the
  // job out": who it goes to is part of asking about subcontracting, not a question of accreditation.
  [
    /(?:\bsubcontract|\bsub (?:the |my |our |your )?(?:job|jobs|work|install|installation|fitting) out)(?:\s+to (?:a |some |the |other |random |dodgy |cheap )?(?:cowboys?|firms?|compan(?:y|ies)|outfits?|others|someone else|subbies|people|installers?|(?:other )?(?:firms|companies|people|installers)))?\b/gi,
    " subcontract ",
  ],
  // "Do you clean panels you didn't install?", "service a system somebody else fitted": looking after
  // panels we didn't fit (with no battery named), in the words of our answer on systems installed by others.
  [
    /(?![^.?!]*\bbatter(?:y|ies)\b)\b(?:clean|service|repair|maintain|look after)(?:s|ed|ing)? (?:\w+ ){0,2}?(?:panels?|systems?|arrays?|solar)(?: (?:that|which))? (?:(?:you|u) (?:didn['’]?t|did not|never) (?:install|fit|put (?:in|on|up))|(?:someone|somebody|another (?:firm|company|installer)) else (?:installed|fitted|put (?:in|on|up))|(?:another|other) (?:firm|company|installer)s? (?:installed|fitted|put (?:in|on|up)))\b/gi,
    " cleaning maintenance installed by others ",
  ],
  // "How much power did the Barry school system make last year?", "what has the farm job you did
  // generated so far?": what one of our projects has generated, which our case studies
  // (case-studies.ts) do not give.
  [
    /\b(?:how much|what|how many kwh)\b[^.?!]{0,20}?\b(?:did|has|have) (?:the|that|your|ur)\b[^.?!]{0,40}?\b(?:school|leisure cent(?:re|er)|farm|barn|winery|vineyard|offices|business park|factory|project)\b[^.?!]{0,30}?\b(?:generate|generated|produce|produced|make|made)\b/gi,
    " projectsaving ",
  ],
  // "Would it be the same people throughout?", "the same fitters every day?": who does the work, our
  // own team (about.ts: our own engineers, no subcontractors). "Installers", not "install", so a
  // how-long question beside it is not read as asking the installation stage's length.
  [
    /\b(?:the )?same (?:people|faces|team|fitters|engineers|installers|lads|crew|blokes|guys|men)\b/gi,
    " own team installers ",
  ],
  // "Can you register us for carbon credits?": carbon credits or offsets, which the site does not describe.
  [/\bcarbon (?:credits?|offsets?|offsetting)\b/gi, " carboncredit "],
  // "Someone knocked on my door saying they were from your company", "was that really you?": whether a
  // caller was from us, which our team checks. Not a visit wished for ("it'd have to be someone actually
  // knocking on the door", "she'd want somebody at the door"): that asks for a home visit.
  [
    /\b(?<!\b(?:be|want|wants|need|needs|prefer|prefers|rather)\b[^.?!,]{0,30})(?:knocked|knocking|called|turned up) (?:on|at) (?:my|our|the) (?:front )?(?:door|doorstep)\b|\bdoor[- ]to[- ]door\b|\bsaying (?:they|he|she) (?:were|was) from (?:you|your)\b/gi,
    " doorcaller ",
  ],
  // "That school job you keep shouting about on the home page", "the one you're always bragging
  // about": the project our home page puts forward, our record installation (home.ts, recordPromo:
  // "Our record-breaking installation", a secondary school of 756.09kW).
  [
    /\b(?:(?:you|u|ya|you lot)(?:['’]re| are)? (?:keep|keeps|always|forever|constantly)(?: \w+)? (?:shouting|going on|banging on|bragging|boasting|harping on|showing off|going|on)(?: on)? about|(?:you|u)(?:['’]re| are) (?:so )?proud of|(?<=\b(?:job|project|install(?:ation)?|school|one|system|array)\b[^.?!,]{0,40})(?:on|from|at the top of) (?:the|your|ur) (?:home ?page|front page|main page|homepage))\b/gi,
    " record installation ",
  ],
];
