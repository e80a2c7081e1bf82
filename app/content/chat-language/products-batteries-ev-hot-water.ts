/**
 * Phrase rules for what we sell and fit: batteries, EV chargers, hot water diverters, smart
 * controls and brands compared, and the equipment people ask about that the site does not
 * describe (second-hand kit, solar thermal, a battery's size or place).
 */

// The brands we install, whose comparison the site does not make.
import { approvedBrands } from "~/content/about";

/** The first word of each brand we install ("Tesla", "GivEnergy"), as a regular expression's choice. */
const brandWords = approvedBrands.map((brand) => brand.split(" ")[0]).join("|");

export const productPhrases: [RegExp, string][] = [
  [/\bcharg(?:e|ing)[- ]?points?\b/gi, " ev charger "],
  // "Heats your hot water", "the immersion", "a hot water cylinder": heating water with the panels' power.
  [
    /\bheat(?:s|ing)? (?:up )?(?:my |our |the |your )?(?:hot )?water\b|\bhot water (?:cylinders?|tanks?)\b|\bimmersion(?: heaters?)?\b/gi,
    " hot water diverter ",
  ],
  [
    /\bcharg(?:e|ing) (?:up )?(?:my|our|the|an?|your)? ?(?:electric |ev |hybrid )?(?:car|cars|vehicle|vehicles|van|tesla)\b/gi,
    " ev charger ",
  ],
  // "What's the point of a battery if I'm out all day?": what a battery does.
  [
    /\bwhat(?:['’]?s| is) the (?:point|benefit|use) of (?:a |having a |getting a )?batter(?:y|ies)\b/gi,
    " what does a battery do evening ",
  ],
  // "Do you sell just the panels?": supply only, which the site does not describe.
  [
    /\b(?:sell|supply|buy)(?: \w+)? (?:just|only) (?:the )?(?:panels|kit|equipment|parts)\b|\b(?:sell|supply)(?: \w+)? (?:the )?(?:panels|kit|equipment) only\b|\bsupply[- ]only\b|\b(?:sell|supply)(?: \w+){0,2} panels? (?:on (?:their|its) own|by themselves|separately|alone)\b/gi,
    " supplyonly ",
  ],
  // "My Tesla Model Y": a car the site says nothing about, not a Tesla battery.
  [/\btesla model [a-z0-9]+\b|\bmodel [3sxy]\b/gi, " teslamodel "],
  // "Stick a battery on later": adding a battery.
  [
    /\b(?:stick|bolt|slap|whack|pop|tack)(?: \w+)? (?:a |the |one of (?:your|ur|the) )?batter(?:y|ies) on\b/gi,
    " battery ",
  ],
  // "The smallest commercial job you take on": the size our commercial systems start from.
  [
    /\b(?:smallest|minimum|min) (?:size of )?(?:commercial|business) (?:job|system|install|installation|size|project)s?\b|\b(?:smallest|minimum) (?:\w+ )?(?:you|u) (?:take on|do|will do|would do) for (?:a )?business\b/gi,
    " commercial size from 50kw ",
  ],
  // "A hot water diverter": what one is.
  [/\bwhat(?:['’]?s| is) (?:a |an |the )?(?:solar )?(?:hot[- ]water )?diverter\b/gi, " diverter immersion what is "],
  // "The dimensions of the battery": not described.
  [
    /\bdimensions\b|\bhow (?:big|large) is (?:the |a )?battery (?:unit |box )?physically\b|\bfit under (?:the )?stairs\b/gi,
    " batterydimensions ",
  ],
  // "Solar thermal", "the tube ones": not described.
  [/\bsolar thermal\b|\bevacuated tubes?\b|\btube ones\b|\bsolar (?:water )?heating tubes?\b/gi, " solarthermal "],
  // "What's the monitoring app called, is it on Android?": not described.
  [/\bapp (?:called|named)\b|\b(?:name of|called) (?:the|your) app\b|\bandroid\b|\biphone\b|\bios\b/gi, " appname "],
  // "Ex-display or refurbished batteries", "second-hand panels": equipment the site does not describe.
  [
    /\b(?:ex-?display|refurb(?:ished)?|second[- ]?hand|reconditioned|used)\b(?=(?: or (?:ex-?display|refurb(?:ished)?|second[- ]?hand|reconditioned|used))? (?:\w+ )?(?:batter(?:y|ies)|panels?|inverters?|chargers?|kit|systems?)\b)/gi,
    " secondhand ",
  ],
  // "Can a Powerwall go in my loft?": where a battery can be fitted, which the site does not describe.
  [
    /\b(?:batter(?:y|ies)|powerwall)\b(?=[^.?!]*\bloft\b)|(?<=\bloft\b[^.?!]*)\b(?:batter(?:y|ies)|powerwall)\b/gi,
    " batterylocation ",
  ],
  // "A battery bigger than 13.5kWh", "the extra capacity": a battery above the from-price's size.
  [
    /\b(?:bigger|larger|more) than 13\.5(?: ?kwh\b)?|\bextra capacity\b|\babove 13\.5(?: ?kwh\b)?|\b(?:each|every|per|a|an extra) kwh (?:above|over|beyond|on top of) (?:that|this|it)\b/gi,
    " bigger larger battery ",
  ],
  // "How much can it hold?": a battery's size.
  [
    /\bhow much (?:can|will|does|do|would) (?:it|they|one|that|the battery|a battery) (?:hold|store|take)\b/gi,
    " battery storage size ",
  ],
  // "Smart home stuff": the smart controls we fit, not a home.
  [/\bsmart[- ]home\b/gi, " smart controls "],
  // "I bought panels off eBay, will you fit them?": fitting a visitor's own panels, not described.
  [
    /\b(?:bought|ordered|purchased) (?:some |my own |our own |a few )?(?:cheap |second[- ]hand |used )?(?:solar )?panels(?: cheap| cheaply)? (?:off|online|(?:from|on) (?:ebay|amazon|the internet|a website))\b|\b(?:fit|install) (?:my|our) own panels\b/gi,
    " ownpanels ",
  ],
  // "Which is better, a Tesla Powerwall or a GivEnergy?": a comparison of two brands, which the site does not make.
  [
    new RegExp(
      `^(?=.*\\b(?:better|best|compare|comparison|versus|vs)\\b)(?=.*\\b(${brandWords})\\b.*\\b(?!\\1\\b)(?:${brandWords})\\b).*$`,
      "gis",
    ),
    "$& brandcompare",
  ],
  // "A bigger one than that?", "a larger size" (after a battery's from-price): bigger than the size
  // just given, which the battery's price list answers when a battery was spoken of.
  [/\b(?:a )?(?:bigger|larger) (?:one|size)(?: than (?:that|this|it))?\b/gi, " bigger larger "],
  // "Could you just supply the inverter?", "only sell me the kit": supply only, which the site does not describe.
  [
    /\b(?:just|only) (?:sell|supply|provide)(?: (?:me|us))? (?:the )?(?:panels|kit|equipment|parts|inverters?|batter(?:y|ies))\b/gi,
    " supplyonly ",
  ],
  // "Which is more efficient, Aiko or LONGi?", "is SolarEdge more reliable than Enphase?": a comparison of two brands.
  [
    new RegExp(
      `^(?=.*\\b(?:more|less|most|least) (?:efficient|reliable|powerful|durable)\\b|.*\\befficiency\\b)(?=.*\\b(${brandWords})\\b.*\\b(?!\\1\\b)(?:${brandWords})\\b).*$`,
      "gis",
    ),
    "$& brandcompare",
  ],
  // "More storage than that?", "extra capacity": a larger battery than the from-price covers.
  [/\b(?:more|extra|additional) (?:battery )?(?:storage|capacity)\b/gi, " bigger larger battery "],
  // "Can a battery just be added on?", "panels now and a battery in a couple of years": a battery added
  // to a system later, which every system we design is ready for.
  [
    /\b(?:can|could|would|will) (?:a|the) batter(?:y|ies) (?:just |simply |easily )?be (?:added|fitted|installed|put in|bolted)(?: on)?\b|\bpanels? (?:now|first|this year)\b[^.?!]{0,40}\bbatter(?:y|ies)\b[^.?!]{0,30}\b(?:later|next year|in (?:a|one|two|three|four|five|\d+|a few|a couple of)(?: or (?:two|three|four|five|\d+))? (?:years?|months?)['’]?)/gi,
    " add battery later ",
  ],
  // "What if I add a battery as well?", "what if we got batteries too?": the same question with a battery
  // (after our savings, the saving with one), not adding one to a system later.
  [
    /\bwhat if (?:i|we) (?:also )?(?:add|added|get|got|have|had|include|included|put in|went for|go for) (?:a |the |some )?batter(?:y|ies)(?: as well| too| also)?\b(?![^.?!]{0,30}\b(?:later|next year|down the line|in (?:a|one|two|three|a few|a couple of|\d+) (?:years?|months?))\b)/gi,
    " what about with a battery ",
  ],
  // "Does a Tesla Powerwall work with an Enphase system?", "is GivEnergy compatible with SolarEdge?":
  // whether one brand's kit works with another's, which the site does not say.
  [
    new RegExp(
      `^(?=.*\\b(?:work(?:s|ing)? (?:with|alongside|together)|compatib\\w*|pair(?:s|ed|ing)?|combine[sd]?|mix(?:ed)? (?:with|and match)|talk(?:s)? to|play nice)\\b)(?=.*\\b(${brandWords})\\b.*\\b(?!\\1\\b)(?:${brandWords})\\b).*$`,
      "gis",
    ),
    "$& brandcompat",
  ],
  // "The warranty on the panels you fit", "the batteries you lot install, what guarantee?": the warranty
  // of our panels or batteries, asked about (not a request to have something fitted; a figure of
  // theirs the site does not give, "the efficiency of the panels you fit", is left to its hand-off).
  [
    /(?<=\b(?:warrant(?:y|ies)|guarantee[sd]?)\b[^.?!]{0,40}?)\bthe (panels|solar panels|batter(?:y|ies)|inverters?|chargers?|systems?) (?:that )?(?:you|u|you lot|you guys) (?:fit|install|put in|put up|supply)\b|\bthe (panels|solar panels|batter(?:y|ies)|inverters?|chargers?|systems?) (?:that )?(?:you|u|you lot|you guys) (?:fit|install|put in|put up|supply)\b(?=[^.?!]{0,40}?\b(?:warrant(?:y|ies)|guarantee[sd]?)\b)/gi,
    " your $1$2 ",
  ],
  // "How often does the battery fully charge and empty?", "how many times a year is it filled and
  // drained?": a battery's full charge-and-discharge cycle (our estimate's cycles a year, estimate.ts).
  [
    /\b(?:(?:fully|completely|totally) )?(?:charges?|charged|charging|fills?|filled|filling)(?: (?:up|fully|right up))? (?:and|then|&) (?:(?:fully|completely|totally) )?(?:empties|empty|emptied|emptying|discharges?|discharged|discharging|drains?|drained|draining|runs? (?:down|flat|empty)|goes? flat)\b/gi,
    " full cycles ",
  ],
  // "Panels now and a battery in a couple of years: would that cause problems or mean redoing the
  // wiring?": whether a battery can be added later (faq.ts: every system is designed battery ready).
  [
    /(?<=\bbatter(?:y|ies)\b[^]{0,150})(?<=\b(?:later|years?|future|down the (?:line|road|track)|eventually|at some point)\b[^]{0,120})\b(?:cause|causes|causing|create|creates|mean|means|lead to|give (?:us|me))(?: (?:any|a|some|more|big|extra|all))? (?:problems?|issues?|hassle|trouble|headaches?|redoing|re-doing|rewiring|re-wiring|ripping out|starting again|starting over|extra work)(?: (?:the|all the|our|my) (?:wiring|cabling|system|install(?:ation)?|electrics))?(?: later(?: on)?)?\b/gi,
    " add battery later battery ready ",
  ],
  // "A backup generator", "a generator for when the power goes": generators, which the site does not
  // describe (a battery's backup option keeps essential circuits on; "do you sell generators?" is
  // answered with what we do offer).
  [
    /\b(?:backup|back-up|standby|stand-by|emergency|diesel|petrol)\s+generators?\b|\bgenerators?\s+(?:as (?:a )?(?:backup|back-up)|for (?:when the power|power cuts?|outages?|blackouts?))\b/gi,
    " backupgenerator ",
  ],
  // "A fleet of 40 vans… could you quote for 40 EV chargers?", "depot charging": charging for a
  // business's fleet, which the site does not describe (its EV chargers are a home's smart upgrade).
  [
    /\bfleet (?:of (?:\d+|\w+) )?(?:electric )?(?:vans|vehicles|cars|lorries|trucks|taxis)\b|\b(?:fleet|depot) charg(?:ing|ers?|e ?points?)\b|\b\d{2,} (?:ev |electric car |car |van )?(?:chargers|charge ?points|charging points)\b/gi,
    " fleetcharging ",
  ],
  // "What if 13.5 isn't enough?", "and if that's not big enough for us?", "what if one battery won't be
  // enough?" (after a battery's from-price): a bigger size than the one said, which our price list
  // prices per kWh above it (estimate-prices.ts, batteryPerKwhAbove); not "enough to cover the bill".
  [
    /\b(?:\d+(?:\.\d+)? ?(?:kwh?)?|that|it|this|one|(?:the|a|one|your) (?:battery|storage|capacity|size))(?:['’]s|['’]ll| is| are| was| would| will)?(?: be)? (?:not|isnt|isn['’]t|arent|aren['’]t|wont be|won['’]t be|wouldnt be|wouldn['’]t be|not going to be|might not be) (?:big |large )?enough\b(?! (?:to|for (?:the|my|our) (?:bill|money|payments?)))/gi,
    " need bigger larger ",
  ],
  // "Can I just do panels now and stick one on later?" (after a battery's price): the thing the
  // conversation spoke of added to a system later, which every system we design is ready for (faq.ts).
  [
    /\b(?:do|get|have|go with|put in|fit|start with|stick with) (?:the |just )?panels? (?:now|first|for now|this year|to start(?: with)?)\b[^.?!]{0,30}?\b(?:stick|bolt|add|put|pop|whack|slap|tack|fit|get) (?:one|it|that|them)(?: on| in)? (?:later(?: on)?|next year|down the (?:line|road)|in (?:a|one|two|a few|a couple of) (?:years?|months?))\b/gi,
    " add later ",
  ],
];
