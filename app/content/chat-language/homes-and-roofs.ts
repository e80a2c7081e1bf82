/**
 * Phrase rules for the visitor's home and roof: flat, listed, rented or leasehold homes,
 * the roof's condition and roofing, trees, gutters and chimneys, outbuildings and boats, a
 * home's value, mortgage and insurance, and other work on a home the site does not describe.
 */

export const homePhrases: [RegExp, string][] = [
  // "A flat roof": panels on frames, not a flat to live in.
  [/\bflat[- ]roof(?:ed|s)?\b/gi, " flatroof frames "],
  // "I rent", "a housing association house": a tenant, whose home the site does not cover.
  // ("We're a housing association", "I rent out": a landlord, who owns the homes; see LANDLORD_ASKING.)
  [
    /\b(?:i|we) rent\b(?! (?:it |them |this |that |the (?:house|flat|place) )?out\b)|\brent(?:ed|ing)? (?:a |the |our |my )?(?:house|home|flat|place)\b(?! out\b)|\b(?=housing)(?<!\b(?:we['’]?re|we are|as|for|from|on behalf of) (?:an? |the )?(?:[\w-]+ )?)housing association\b|\bcouncil (?:house|flat|tenant)\b/gi,
    " rent tenant landlord ",
  ],
  // "Grade II listed", "a listed cottage": a listed building, which is a question of planning.
  [
    /\bgrade (?:ii\*?|2\*?|i|1|one|two) listed\b|\blisted (?:building|cottage|house|farmhouse|property|home|barn|terrace|chapel)\b|\b(?:is|it['’]?s|its|being) listed\b/gi,
    " listed building planning ",
  ],
  // "Worth more when we come to sell": what panels do to a home's value.
  [/\bworth more\b/gi, " value "],
  [/\b(?:come|get) to sell\b/gi, " sell "],
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
  // "A conservation area": a planning question (like a listed building).
  [/\bconservation areas?\b/gi, " conservation planning permission "],
  // "My mortgage company": what panels mean for a mortgage, which the site does not describe.
  [
    /\b(?:my|our|the) mortgage (?:company|lender|provider|bank|people)\b|\bmortgage (?:lender|provider)s?\b|\btell (?:my|our|the) (?:mortgage|lender)\b|\bremortgag\w*|\b(?:affect|impact|mess with) (?:my|our|the) mortgage\b/gi,
    " mortgagelender ",
  ],
  // "A leasehold flat", "the freeholder": a flat, which the site does not cover.
  [/\bleasehold\w*|\bfreehold\w*/gi, " leasehold flat landlord permission owner "],
  // "My storage heater": heating the site does not describe.
  [/\b(?:night )?storage heaters?\b|\b(?:electric|gas|oil) (?:heaters?|fires?)\b/gi, " storageheater "],
  // "Move my electric meter": not described.
  [
    /\bmov(?:e|ing) (?:my|the|our) (?:electric(?:ity)? |gas )?meter\b|\bmeter (?:box )?(?:moved|move|relocat\w*)\b/gi,
    " metermove ",
  ],
  // "Come off and go back on", "take the panels off and put them back": panels lifted and refitted for roof work.
  [
    /\bcome off and go back on\b|\b(?:take|taking|took|get|getting|lift|lifting|remove|removing) (?:the |our |my |all the )?(?:panels|them|it|system|array) (?:off|down)(?: (?:the roof|first))?,? (?:and|then)(?: then)? (?:put|putting|fit|fitting|stick|sticking|pop|popping|refit|refitting) (?:them|it|the panels|everything) back(?: (?:on|up))?\b|\btaken off and put back\b|\bremoved and (?:re)?fitted\b|\blift(?:ed|ing)? (?:them |the panels |it |the system )?off\b/gi,
    " lifted refitted later roof repairs ",
  ],
  // "A narrowboat", "a static caravan": not described.
  [
    /\b(?:narrow ?boats?|canal boats?|house ?boats?|static caravans?|caravans?|motorhomes?|campervans?)\b/gi,
    " boatcaravan ",
  ],
  // "In-roof integrated panels", "solar roof tiles": not described.
  [/\bin[- ]roof\b|\bintegrated (?:solar )?panels?\b|\bsolar (?:roof )?(?:tiles|slates)\b/gi, " inroof "],
  // "Take our panels off and refit them on the new house", "take the battery with me if we move": not described.
  [
    /\b(?:take|move|moving|taking) (?:our|my|the) (?:existing )?panels (?:off |down )?(?:and (?:refit|put|move) them )?(?:on|to) (?:the|our|my|a) new (?:house|home|place|property)\b|\b(?:take|taking|bring|move) (?:our|my|the) (?:panels|battery|batteries|system) with (?:me|us)\b|\b(?:panels|battery|batteries|system)\b[^.?!]{0,40}\bold (?:house|home|place|property)\b[^.?!]{0,40}\bnew (?:one|house|home|place|property)\b/gi,
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
    /(?<!\blifted refitted\b[\s\S]*)(?:\b(?:a |whole |full )*new roof\b|\bre-?roof\w*|\broof replacement\b|\b(?:fix|fixing|repair|repairing|mend|mending) (?:my|our|the|a) (?:roof leaks?|leak(?:ing|y)? roof)\b)(?![\s\S]*\blifted refitted\b)/gi,
    " newroof ",
  ],
  // "Clean the gutters", "fix my leaky gutter": not described (and not the roof's condition).
  [
    /\b(?:clean|cleaning|clear|clearing|unblock\w*|fix|fixing|repair|repairing|sort) (?:the |my |our |a )?(?:(?:leaking|leaky|blocked|broken|dripping|cracked|overflowing|loose|sagging|old|back|front) )?gutters?\b|\b(?:leaking|leaky|blocked|broken|dripping|cracked|overflowing|sagging) gutters?\b|\bgutter cleaning\b|\bgutters? (?:is |are )?(?:leaking|blocked|broken|overflowing|falling)\b/gi,
    " gutterclean ",
  ],
  // "An EICR": electrical reports, not described.
  [/\beicr\b|\belectrical (?:safety )?(?:report|certificate|inspection|condition report)\b/gi, " eicr "],
  // "The roof will need redoing in a few years": panels lifted and refitted for roof work.
  [
    /\b(?:roof|it) (?:will |would |might )?(?:probably |eventually )?need(?:s)? (?:redoing|replacing|re-?roofing)\b/gi,
    " roof repairs lifted refitted later ",
  ],
  // "Do you do new-build packages, per plot?": developments the site does not describe.
  [/\bnew[- ]?builds?\b|\bhousing developments?\b|\bper plot\b|\b\d+ plots\b/gi, " newbuild "],
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
  // Panels on a shed, a garden room or an outbuilding: not described on the site.
  [
    /\b(?:on|onto) (?:a|the|my|our|an) (?:garden |wooden |old )?(?:shed|outbuilding|summer ?house|garden (?:room|office)|log cabin|greenhouse)(?: roof)?\b(?!s)/gi,
    " outbuilding ",
  ],
  // "Do you clean windows too?": window cleaning, which the site does not describe.
  [/\bclean(?:ing)? (?:the |my |our )?windows\b|\bwindows? clean(?:ing|er|ers)\b/gi, " windowclean "],
  // "The roof might need some work in a few years": the roof's condition first.
  [/\broof (?:might|may|will|could|would) (?:need|want) (?:some |a bit of )?work\b/gi, " roof repairs condition "],
  // A consumer unit or fuse box: electrical work the site does not describe.
  [
    /\b(?:fit|fitting|replace|replacing|upgrade|upgrading|change|changing|swap|swapping|sort|new)(?: \w+){0,3} (?:consumer units?|fuse ?box(?:es)?|fuse ?boards?)\b|\b(?:consumer unit|fuse ?box|fuse ?board) (?:upgrade|replacement|changed|swapped)\b|\brewir(?:e|ing)\b|\b(?:upgrade|upgrading|uprate|uprating|bigger|new) (?:\w+ )?(?:main|supply) fuse\b|\b(?:main|supply) fuse (?:upgrade|uprate)\b/gi,
    " consumerunit ",
  ],
  // "Will you update our EPC?": Energy Performance Certificates, not described.
  [/\bepcs?\b|\benergy performance certificates?\b|\benergy ratings?\b/gi, " epc "],
  // "Pressure wash the driveway": not described.
  [/\b(?:pressure|jet)[- ]?wash\w*|\bdriveways?\b|\bpatios?\b/gi, " pressurewash "],
  // "Asbestos sheets", "strip the asbestos off": asbestos, which the site does not describe ("asbestos-free
  // fibre cement" says there is none).
  [/\basbestos\b(?![- ]?free\b)/gi, " asbestosroof "],
  [/\basbestos[- ]?free\b/gi, " "],
  // A consultation in Welsh, recycling old panels, a visitor's own insurance: not described.
  [/\b(?:in welsh|cymraeg|welsh[- ]speak\w*|speaks? welsh|welsh language|siarad)\b/gi, " welshlanguage "],
  [/\brecycl\w*|\bdispos(?:e|al|ed|ing)\b|\blandfill\b/gi, " recycling "],
  // "Our insurer is fussy about anything over the site", "the insurers are strict": why the visitor
  // asks (about the drone, the team's cover…), not a question about their insurance.
  [
    /\b(?:my|our|the) insurers?['’]?s? (?:is|are|can be|gets?|get|being) (?:very |really |quite |a bit |so )?(?:fussy|strict|picky|particular|funny|nervous|twitchy|careful|pedantic)(?: about [^.?!,]*)?/gi,
    " ",
  ],
  [
    /\b(?:my|our|home|house|buildings|contents) insurance\b|\binsurance (?:premiums?|go(?:es)? up|company|provider|renewal)\b|\binsurers?\b/gi,
    " homeinsurance ",
  ],
  // "A solar farm", "5MW", "megawatts": utility-scale arrays, which the site does not describe
  // (our largest job is a 756.09kW school roof; a dairy farm's roof is a farm, not a solar farm).
  [/\bsolar (?:farms?|parks?)\b|\b\d+(?:\.\d+)? ?mw\b|\bmegawatts?\b|\butility[- ]scale\b/gi, " solarfarm "],
  // "Ground mounted": a kind of system the site does not describe, not the mounting equipment a home system includes.
  [/\bground[- ]?mount(?:ed|ing)?\b/gi, " groundmounted "],
  // "The ridge tiles look tired", "a few slipped tiles": the roof's condition, not solar tiles (nor asbestos, read above).
  [/\b(?<!asbestos\s+)(?:ridge|roof|slipped|loose|cracked|broken|missing|old) tiles?\b/gi, " roof repairs condition "],
  // "Is my roof strong enough?", "will the rafters take the weight?": a particular roof's strength, which the survey checks.
  [
    /\b(?:roof|rafters?|trusses|timbers?|structure)\b[^.?!]{0,40}\b(?:strong enough|take the weight|bear the weight|hold the weight|cope with the weight|support (?:the )?(?:weight|panels|array|system))\b|\b(?:strong enough|take the weight)\b[^.?!]{0,30}\b(?:array|panels|system)\b/gi,
    " roofstrength survey ",
  ],
  // "How heavy is each panel?", "what do the panels weigh?": a panel's weight, which the site does not give.
  [
    /\bhow heavy (?:is|are) (?:each |a |one |the |your |ur )?(?:solar )?panels?\b|\b(?:panels?|they) weigh\b|\bweight of (?:the |a |each |one |your |ur )?(?:solar )?panels?\b|\bwhat (?:do|does) (?:the |a |each |one |your )?(?:solar )?panels? weigh\b/gi,
    " panelweight ",
  ],
  // "Add 10% to a house price", "bump up what my home's worth": what panels do to a home's value.
  [
    /\b(?:house|home|property) (?:prices?|values?)\b|\badds? (?:\d+ ?%|\d+ per ?cent|value|money|thousands) (?:to|onto) (?:the |a |my |our |your )?(?:house|home|property|place)\b/gi,
    " value property ",
  ],
  // "Who deals with the planning side?", "who sorts out the planning?": who handles planning permission.
  [
    /\bwho(?:['’]?s| is| would| will| does)?(?: be)? (?:deals?|dealing|sorts?|sorting|handles?|handling|takes? care|taking care|looks? after|organises?|organizes?|arranges?|does|do) (?:with |out |of |after )?(?:the |all the |any )?planning(?: permission)?(?: side(?: of things)?| bit| part| stuff| application| paperwork)?\b/gi,
    " who handles planning permission ",
  ],
  // "I've got a pacemaker, is solar safe?", "an implanted defibrillator": panels and medical devices,
  // which the site does not describe.
  [
    /\b(?:pacemakers?|defibrillators?|icd|cochlear implants?|insulin pumps?|medical (?:devices?|implants?|equipment))\b/gi,
    " medicaldevice ",
  ],
  // "Is there a limit to how big a system our roof can take?", "as many panels as will fit": the
  // largest system a house roof takes.
  [
    /\b(?:limit|cap|max|maximum) (?:to|on|for) (?:how (?:big|large|many panels)|the size of)\b|\bhow (?:big|large) (?:a|of a) (?:system|array|install(?:ation)?) (?:(?:can|could|will|would) )?(?:(?:a|my|our|the|your|an?) )?(?:\w+ )?(?:\w+ )?roof (?:(?:can|could|will|would) )?(?:take|fit|hold)\b|\bas many panels as (?:possible|we can|i can|(?:will|would|can|could) fit|you can fit|(?:the|our|my) roof (?:will|can) (?:take|fit))\b/gi,
    " biggest system roof takes maximum ",
  ],
  // "A big chimney stack in the middle of it", "a tall chimney on the roof": something that shades the
  // panels (after the chimney repairs above).
  [
    /\b(?:a |the |our |my )?(?:(?:big|large|tall|huge|massive) chimney(?: stacks?)?|chimney stacks?|chimney (?:right )?in the middle)(?: (?:right )?in the middle(?: of (?:it|the roof))?| on (?:it|the roof))?\b/gi,
    " chimney shading ",
  ],
  // "A terrace I rent out", "I'm a landlord (with two blocks of flats)", "landlord here", "we're a housing association", "I let
  // out a terraced house": who is asking, the owner of a let home. It colours what is asked (a
  // landlord's question about the export scheme, our accreditations or a conservation area is
  // that question), and is left out of the search (LANDLORD_ASKING in search.server.ts); what a
  // tenant may do is asked in its own words ("tenants", "permission").
  [
    /\brent(?:s|ed|ing)? (?:it |them |this |that |the (?:house|flat|place) )?out\b|\b(?:i['’]?m|we['’]?re|i am|we are|as) (?:an? )?(?:private |small |local )?landlords?(?: (?:of|with) (?:\w+ )?(?:blocks? of )?(?:flats|houses|properties|homes))?\b|^\s*landlords? here\b|\b(?:we['’]?re|we are|as|for|from|on behalf of) (?:an? |the )?(?:[\w-]+ )?housing association\b/gi,
    " landlordasking ",
  ],
  [
    /\b(?:i|we) let (?:out )?(?:a |the |our |my |this |that )?(?:\w+ )?(?:house|home|flat|place|property|terrace|cottage|bungalow|semi|maisonette)\b/gi,
    " landlordasking ",
  ],
  // "Can you recommend a roofer, name please?", "the number of a good scaffolder": a particular
  // tradesperson by name, whom the site does not give (only that we can recommend a roofer).
  [
    /\b(?:recommend|suggest|know)(?: me| us)? (?:a |any |some |a good )?(?:particular |specific |local )*(?:roofers?|builders?|scaffolders?|electricians?|plumbers?)\b(?=[^.?!]*\b(?:names?|numbers?|contacts?|details|charges?|charging|rates?)\b)|\b(?:names?|numbers?|contact details) (?:of|for) (?:a |any |the |your |a good )?(?:local )?(?:roofers?|builders?|scaffolders?)\b/gi,
    " tradename ",
  ],
  // "The neighbour's sycamore shades the roof, can I make them cut it back?": a tree named by its
  // kind is still tree work, which the site does not describe.
  [
    /\b(?=(?:cut|trim|prune|lop|fell|chop))(?<=\b(?:sycamores?|oaks?|ash tree|conifers?|leylandii|beech(?:es)?|willows?|birch(?:es)?|pines?|poplars?|elms?|chestnuts?|firs?|cypress)\b[\s\S]*)\b(?:cut|trim|prune|lop|fell|chop)(?:ped|ping|ting|med|ming|d)? (?:it |them |that |those )?(?:back|down)\b/gi,
    " treework ",
  ],
  // "What's the largest system that normally fits on an ordinary house roof?", "the biggest array a
  // semi can take": the largest system a house roof takes (not our largest installation, "the
  // biggest system you've done").
  [
    /(?<!\brecord )\b(?:largest|biggest|max(?:imum)?) (?:size (?:of )?)?(?:solar )?(?:system|array|install(?:ation)?|number of panels)\b(?! (?:(?:you|u)(?:['’]ve| have| lot)?|your lot) (?:ever )?(?:done|installed|fitted|built|did|put up|worked on)\b)(?=[^.?!]*\b(?:house|home|roof|semi|semi-detached|bungalow|terrace|terraced)\b)/gi,
    " biggest system roof takes maximum ",
  ],
  // "What size system do you put on a normal house?", "how big an array does an average home
  // usually get?": the size of a typical home system (not the largest a roof takes), which our
  // headline price answer states.
  [
    /(?![^.?!]*\b(?:fits?|fitting|roofs?|take|takes|max|maximum)\b)\b(?:what|which) (?:size|sized|kw|kwp)(?: of)? (?:solar )?(?:system|array|install(?:ation)?)\b(?=[^.?!]*\b(?:normal|typical|average|ordinary|standard|usual|most) (?:house|home|household|semi|family home)s?\b)|(?![^.?!]*\b(?:fits?|fitting|roofs?|take|takes|max|maximum)\b)\bhow big (?:a |an )?(?:solar )?(?:system|array)\b(?=[^.?!]*\b(?:normal|typical|average|ordinary|standard|usual|most) (?:house|home|household|semi|family home)s?\b)/gi,
    " typical home system price ",
  ],
  // "Do you build solar carports?", "panels on a canopy over the car park": carports and canopies,
  // which the site does not describe (only roofs).
  [
    /\b(?:solar )?car ?ports?\b|\bsolar canop(?:y|ies)\b|\bcanop(?:y|ies) over (?:the |our |a |my )?(?:car ?park|parking)\b/gi,
    " carport ",
  ],
  // "Panels on a park home?", "our mobile home on a residential site": homes the site never
  // describes (it speaks of houses, bungalows and flats), so an adviser says whether they can be done.
  [/\b(?:park|mobile|lodge) homes?\b/gi, " parkhome "],
  // "How big a system can you fit on a normal semi?", "how large an array could you get on our house?":
  // the largest system a house roof takes (estimate.ts sizing).
  [
    /\bhow (?:big|large) (?:a|an|of a) (?:solar )?(?:system|array|install(?:ation)?) (?:can|could|will|would) (?:you|u|we|i|they) (?:fit|get|put|squeeze)(?: up)? (?:on|onto) (?:a|an|my|our|the) (?:\w+ ){0,2}(?:semi|semi-detached|house|home|roof|bungalow|terrace|terraced house)\b/gi,
    " biggest system roof takes maximum ",
  ],
  // "Our roof faces pretty much due north", "a north-facing roof", "the house faces north": a roof
  // facing north, which is what the visitor asks about ("is there any point?", "would panels be any
  // good?"): the calculator takes a north-facing roof (estimate-page.ts, orientationLabels), and our
  // advisers say more at a survey (the roof-orientation hand-off).
  [
    /\bnorth[- ]?facing\b|\b(?:roof|house|home|terrace|cottage|bungalow|semi|it|side|slope)s?(?: \w+){0,4}? fac(?:es|ing) (?:(?:pretty much|almost|nearly|mostly|more or less|basically|roughly|directly|straight|slap bang|bang|full|due) )*north\b(?![- ]?(?:east|west))/gi,
    " north facing orientation direction roof ",
  ],
  // "Does shade make much difference?", "does the angle of my roof make a difference?": how much
  // what the question names matters, which is what it asks about (not "what makes you different",
  // our credentials).
  [/\b(?:make|makes) (?:(?:a|any|much|much of a|a big|a lot of|a huge|that much of a|that much) )?difference\b/gi, " "],
  // "A big oak next door shades half our roof in the afternoon… is solar still worth it?", "our roof
  // is in shade after lunch": the visitor's roof is shaded, which our typical savings leave out (a
  // roof "without shade": estimate-claims.ts), so what is asked is how panels do on such a roof
  // (the roof-orientation answer: direction, pitch and shading; faq.ts payback: "shade … lengthen it").
  [
    /\b(?:shades?|shading|overshadows?|overshadowing|blocks? (?:the )?(?:sun|light) (?:on|to|from))(?: (?:most|half|part|much|some|all|the rest|a (?:lot|bit)|bits?)(?: of)?)? (?:the|our|my|his|her|their) (?:\w+ )?roof\b|\b(?:roof|house|garden)(?: (?:is|gets|will be|would be|goes))? (?:partly |partially |half |a bit |quite |fairly |very |heavily )?(?:shaded|in (?:the )?shade)\b(?! factor)/gi,
    " roof shading orientation ",
  ],
  // "…tree isn't ours so can't cut it": what the visitor cannot do about a tree is their situation,
  // not a question about cutting bills (tree work asked for is read above).
  [
    /(?<=\b(?:trees?|hedges?|branch(?:es)?|oaks?|sycamores?|conifers?|leylandii|beech(?:es)?|willows?|birch(?:es)?|pines?|poplars?|elms?|chestnuts?|firs?|cypress)\b[\s\S]*)\b(?:can['’]?t|cant|cannot|can not|couldn['’]?t|not allowed to|unable to)(?: (?:even|really|just))? (?:cut|trim|prune|lop|fell|chop)(?: (?:it|them|that|those))?\b(?! (?:back|down)\b)/gi,
    " ",
  ],
  // "The shed roof is old fibre cement… would it hold panels?", "will our barn roof take solar panels?":
  // a particular roof's strength, which the survey checks (as "strong enough" above).
  [
    /\b(?:would|will|could|can|does|is)(?: (?:it|that|this|(?:the|my|our|that|this)(?: \w+)? (?:roof|shed|barn|building|structure|garage|extension)))? (?:still |even |actually |really )?(?:hold|carry|bear|take|support|cope with|handle)(?: the)?(?: weight of)?(?: (?:the|some|any|a few))? (?:solar )?panels\b(?! (?:off|down|away|with)\b)/gi,
    " roofstrength survey ",
  ],
  // "…could have asbestos in it. Do I need to tell you about that beforehand?": whether to tell us, which
  // our terms answer (legal.ts terms, "4. Installation": "tell us about anything that could affect the
  // work, such as known roof defects or asbestos"; chat-knowledge.ts before-installation), not asbestos
  // work, which the site does not describe.
  [
    /\basbestosroof\b(?=[^]*\b(?:(?:do|should|must|shall|would) (?:i|we) (?:need to |have to |ought to )?(?:tell|let|warn|inform) (?:you|u|ya)|(?:do|should|must) (?:i|we) (?:need to |have to )?mention)\b)/gi,
    " known roof defects ",
  ],
  [
    /(?<=\bknown roof defects\b[^]*)\b(?:do|should|must|shall|would) (?:i|we) (?:need to |have to |ought to )?(?:(?:tell|warn|inform) (?:you|u|ya)|let (?:you|u|ya) know|mention (?:it|that|this))(?: about (?:it|that|this|them))?(?: (?:beforehand|before ?hand|first|in advance|up front|ahead of time))?/gi,
    " tell beforehand ",
  ],
  // "Could the panels go in the field rather than on the sheds?", "panels in my paddock", "panels on the
  // ground": ground arrays, which our Monmouthshire winery has (case-studies.ts: "Ground and roof arrays").
  [
    /(?<=\bpanels\b[^.?!]{0,25})\b(?:in|on|into) (?:the|a|my|our|that|this) (?:spare |empty |bottom |big |small )?(?:field|paddock|ground)\b/gi,
    " on the ground arrays ",
  ],
];
